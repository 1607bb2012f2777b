//! The coin game: coins in a row; in turn each player takes one or two
//! (taking is compulsory: nobody passes); whoever takes the last coin
//! wins. MAX moves first. Utility +1 when MAX took the last coin, −1 when
//! MIN did. The notes play it with four coins: MAX wins by taking one.
//!
//! A position is written as the number of coins left, MAX to move (`4`),
//! or with the side to move after a colon (`4:min`). A move is named by
//! the number of coins taken, `1` or `2`.
//!
//! The notes give no evaluation for this game; at a depth limit every
//! unfinished position counts as 0 (neither side known to win).

use std::fmt;
use std::str::FromStr;

use super::Position;
use crate::num::Bound;
use crate::space::Game;
use crate::tree::Kind;

/// The most coins a game may start with (the whole tree of n coins has
/// about 1.6^n nodes).
pub const MAX_COINS: u32 = 24;

/// A coin-game position.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Coins {
    pub coins: u32,
    /// True when MAX is to move.
    pub max_to_move: bool,
}

impl Default for Coins {
    /// The notes' game: four coins, MAX to move.
    fn default() -> Coins {
        Coins { coins: 4, max_to_move: true }
    }
}

impl Game for Coins {
    type State = Coins;
    type Action = u32;

    fn initial(&self) -> Coins {
        *self
    }

    fn player(&self, s: &Coins) -> Kind {
        if s.max_to_move { Kind::Max } else { Kind::Min }
    }

    fn actions(&self, s: &Coins) -> Vec<u32> {
        (1..=2).filter(|&take| take <= s.coins).collect()
    }

    fn result(&self, s: &Coins, take: &u32) -> Coins {
        Coins { coins: s.coins.saturating_sub(*take), max_to_move: !s.max_to_move }
    }

    fn terminal(&self, s: &Coins) -> bool {
        s.coins == 0
    }

    /// No coins left: the player who just moved took the last one.
    fn utility(&self, s: &Coins) -> Bound {
        Bound::int(if s.max_to_move { -1 } else { 1 })
    }

    fn label(&self, take: &u32) -> String {
        take.to_string()
    }
}

impl Position for Coins {
    fn key(&self, s: &Coins) -> u128 {
        u128::from(s.coins) * 2 + u128::from(s.max_to_move)
    }

    fn evaluate(&self, _s: &Coins) -> Bound {
        Bound::int(0)
    }
}

impl fmt::Display for Coins {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.max_to_move { write!(f, "{}", self.coins) } else { write!(f, "{}:min", self.coins) }
    }
}

/// Why a coin-game state does not read.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct BadCoins(pub String);

impl fmt::Display for BadCoins {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl FromStr for Coins {
    type Err = BadCoins;
    fn from_str(text: &str) -> Result<Coins, BadCoins> {
        let (count, side) = match text.trim().split_once(':') {
            Some((c, s)) => (c.trim(), Some(s.trim().to_ascii_lowercase())),
            None => (text.trim(), None),
        };
        let max_to_move = match side.as_deref() {
            None | Some("max") => true,
            Some("min") => false,
            Some(other) => {
                return Err(BadCoins(format!("coin game state: '{other}' after the colon is not max or min (the side to move)")));
            }
        };
        let coins: u32 =
            count.parse().map_err(|_| BadCoins(format!("coin game state: '{count}' is not a number of coins (write e.g. 4, or 4:min)")))?;
        if coins == 0 || coins > MAX_COINS {
            return Err(BadCoins(format!("coin game state: {coins} coins; start with 1 to {MAX_COINS}")));
        }
        Ok(Coins { coins, max_to_move })
    }
}
