//! Nim with several piles: in turn each player takes any number of
//! objects (at least one) from one pile; whoever takes the last object
//! wins (normal play). MAX moves first. Utility +1 when MAX took the last
//! object, −1 when MIN did.
//!
//! The known answer (Bouton, 1901): the side to move wins exactly when the
//! nim-sum, the bitwise exclusive or of the piles, is not 0, and a winning
//! move is one that leaves a nim-sum of 0.
//!
//! A position is written as its piles, MAX to move (`3,4,5`), or with the
//! side to move after a colon (`3,4,5:min`). A move is named `pile:count`
//! with piles counted from 1 (`2:3` takes three from the second pile).
//!
//! At a depth limit every unfinished position counts as 0: the search is
//! not told the nim-sum, so what it finds can be checked against it.

use std::fmt;
use std::str::FromStr;

use super::{BadGame, Position};
use crate::num::Bound;
use crate::space::Game;
use crate::tree::Kind;

/// The most piles, and the most objects in a pile, a position may have.
pub const MAX_PILES: usize = 8;
pub const MAX_PILE: u8 = 31;

/// A Nim position.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Nim {
    /// The piles; the first `count` are the game's.
    piles: [u8; MAX_PILES],
    count: u8,
    /// True when MAX is to move.
    pub max_to_move: bool,
}

impl Default for Nim {
    /// Piles of 3, 4 and 5, MAX to move (the usual first example).
    fn default() -> Nim {
        Nim { piles: [3, 4, 5, 0, 0, 0, 0, 0], count: 3, max_to_move: true }
    }
}

impl Nim {
    /// A position with these piles (at most [`MAX_PILES`], each at most
    /// [`MAX_PILE`]); `None` otherwise.
    pub fn new(piles: &[u8], max_to_move: bool) -> Option<Nim> {
        if piles.len() > MAX_PILES || piles.iter().any(|&p| p > MAX_PILE) {
            return None;
        }
        let mut all = [0; MAX_PILES];
        all[..piles.len()].copy_from_slice(piles);
        Some(Nim { piles: all, count: piles.len() as u8, max_to_move })
    }

    /// The piles.
    pub fn piles(&self) -> &[u8] {
        &self.piles[..usize::from(self.count)]
    }

    /// The nim-sum: the piles combined by exclusive or.
    pub fn nim_sum(&self) -> u8 {
        self.piles().iter().fold(0, |x, &p| x ^ p)
    }

    /// The winning moves: those that leave a nim-sum of 0 (none when the
    /// nim-sum is already 0: every move loses against best play).
    pub fn winning_moves(&self) -> Vec<Take> {
        let sum = self.nim_sum();
        if sum == 0 {
            return Vec::new();
        }
        self.piles().iter().enumerate().filter(|&(_, &p)| p ^ sum < p).map(|(pile, &p)| Take { pile, count: p - (p ^ sum) }).collect()
    }

    /// The known value: +1 when MAX wins with best play, −1 when MIN does.
    pub fn known_value(&self) -> i64 {
        let mover_wins = self.nim_sum() != 0;
        if mover_wins == self.max_to_move { 1 } else { -1 }
    }
}

/// A move: how many to take from which pile (counted from 0).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Take {
    pub pile: usize,
    pub count: u8,
}

impl Game for Nim {
    type State = Nim;
    type Action = Take;

    fn initial(&self) -> Nim {
        *self
    }

    fn player(&self, s: &Nim) -> Kind {
        if s.max_to_move { Kind::Max } else { Kind::Min }
    }

    /// Pile by pile, fewest first.
    fn actions(&self, s: &Nim) -> Vec<Take> {
        s.piles().iter().enumerate().flat_map(|(pile, &n)| (1..=n).map(move |count| Take { pile, count })).collect()
    }

    fn result(&self, s: &Nim, take: &Take) -> Nim {
        let mut next = Nim { max_to_move: !s.max_to_move, ..*s };
        if let Some(p) = next.piles[..usize::from(s.count)].get_mut(take.pile) {
            *p = p.saturating_sub(take.count);
        }
        next
    }

    fn terminal(&self, s: &Nim) -> bool {
        s.piles().iter().all(|&p| p == 0)
    }

    /// Nothing left: the player who just moved took the last object.
    fn utility(&self, s: &Nim) -> Bound {
        Bound::int(if s.max_to_move { -1 } else { 1 })
    }

    fn label(&self, take: &Take) -> String {
        format!("{}:{}", take.pile + 1, take.count)
    }
}

impl Position for Nim {
    fn key(&self, s: &Nim) -> u128 {
        // Five bits a pile (at most 31), then the side to move.
        s.piles().iter().fold(0u128, |k, &p| k << 5 | u128::from(p)) << 1 | u128::from(s.max_to_move)
    }

    fn evaluate(&self, _s: &Nim) -> Bound {
        Bound::int(0)
    }
}

impl fmt::Display for Nim {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let piles = self.piles().iter().map(u8::to_string).collect::<Vec<_>>().join(",");
        if self.max_to_move { f.write_str(&piles) } else { write!(f, "{piles}:min") }
    }
}

impl FromStr for Nim {
    type Err = BadGame;
    fn from_str(text: &str) -> Result<Nim, BadGame> {
        let (piles, side) = match text.trim().split_once(':') {
            Some((p, s)) => (p.trim(), Some(s.trim().to_ascii_lowercase())),
            None => (text.trim(), None),
        };
        let max_to_move = match side.as_deref() {
            None | Some("max") => true,
            Some("min") => false,
            Some(other) => return Err(BadGame(format!("Nim position: '{other}' after the colon is not max or min (the side to move)"))),
        };
        let piles = piles
            .split(',')
            .enumerate()
            .map(|(k, p)| {
                p.trim().parse::<u8>().ok().filter(|&n| n <= MAX_PILE).ok_or_else(|| {
                    BadGame(format!("Nim position: pile {} is '{}', not a number from 0 to {MAX_PILE} (write e.g. 3,4,5)", k + 1, p.trim()))
                })
            })
            .collect::<Result<Vec<u8>, BadGame>>()?;
        if piles.len() > MAX_PILES {
            return Err(BadGame(format!("Nim position: {} piles; at most {MAX_PILES}", piles.len())));
        }
        if piles.iter().all(|&p| p == 0) {
            return Err(BadGame("Nim position: every pile is empty; give at least one object (e.g. 3,4,5)".to_string()));
        }
        Nim::new(&piles, max_to_move).ok_or_else(|| BadGame(format!("Nim position: at most {MAX_PILES} piles of at most {MAX_PILE}")))
    }
}
