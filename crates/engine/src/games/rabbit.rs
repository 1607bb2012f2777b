//! Rabbit and wolves on an 8×8 checkerboard, as the notes play it. Only
//! the dark squares are used (row 1 from the top, column 1 from the left
//! is light, so the top row's dark squares are b8, d8, f8, h8). Four
//! wolves start on the top row's dark squares, the rabbit on a dark square
//! of the bottom row (e1 here). The rabbit moves first, one square
//! diagonally in any direction; a wolf moves one square diagonally forward
//! (down the board) only; nobody moves onto a taken square. The rabbit
//! wins on reaching the top row; the wolves win when the rabbit cannot
//! move. When the wolves cannot move, the rabbit has got past them and
//! wins.
//!
//! The wolves are MAX. The evaluation is the notes': the rabbit's
//! breadth-first distance (in its own moves, wolves standing still) to the
//! nearest top-row square, 254 when none can be reached. A finished game
//! is scored on the same scale: 0 when the rabbit wins, 254 when the
//! wolves do.
//!
//! A position is written as the board's 64 squares row by row from the top
//! (rank 8) with `.` empty, `W` a wolf, `R` the rabbit (`/` between rows
//! allowed), then optionally ` r` or ` w` for the side to move (the rabbit
//! when omitted); `start` is the starting position. A move is named
//! `from-to` in the chess way: files a to h from the left, ranks 8 to 1
//! from the top (`e1-d2`).

use std::collections::VecDeque;
use std::fmt;
use std::str::FromStr;

use super::Position;
use crate::num::Bound;
use crate::space::Game;
use crate::tree::Kind;

/// The value of a position the rabbit cannot get out of.
pub const UNREACHABLE: i64 = 254;

/// A rabbit-and-wolves position.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Rabbit {
    /// One bit per square, row by row from the top left (bit `8 * r + c`).
    pub wolves: u64,
    /// The rabbit's square, `8 * r + c`.
    pub rabbit: u8,
    /// True when the rabbit is to move.
    pub rabbit_to_move: bool,
}

impl Default for Rabbit {
    /// Wolves on b8, d8, f8, h8; the rabbit on e1, to move.
    fn default() -> Rabbit {
        Rabbit { wolves: (1 << 1) | (1 << 3) | (1 << 5) | (1 << 7), rabbit: 8 * 7 + 4, rabbit_to_move: true }
    }
}

/// A square's name: `e1`.
pub fn square_name(square: u8) -> String {
    let (r, c) = (square / 8, square % 8);
    format!("{}{}", char::from(b'a' + c), 8 - r)
}

fn dark(square: u8) -> bool {
    (square / 8 + square % 8) % 2 == 1
}

/// The squares one diagonal step from `square`: up-left, up-right,
/// down-left, down-right (those on the board).
fn diagonals(square: u8) -> impl Iterator<Item = (bool, u8)> {
    let (r, c) = (i16::from(square / 8), i16::from(square % 8));
    [(-1, -1), (-1, 1), (1, -1), (1, 1)]
        .into_iter()
        .filter(move |(dr, dc)| (0..8).contains(&(r + dr)) && (0..8).contains(&(c + dc)))
        .map(move |(dr, dc)| (dr > 0, ((r + dr) * 8 + c + dc) as u8))
}

impl Rabbit {
    fn taken(&self, square: u8) -> bool {
        square == self.rabbit || self.wolves & (1 << square) != 0
    }

    /// The rabbit's breadth-first distance to the top row, wolves standing
    /// still; [`UNREACHABLE`] when it is walled in.
    pub fn distance(&self) -> i64 {
        let mut seen: u64 = 1 << self.rabbit;
        let mut queue = VecDeque::from([(self.rabbit, 0i64)]);
        while let Some((square, d)) = queue.pop_front() {
            if square < 8 {
                return d;
            }
            for (_, next) in diagonals(square) {
                if seen & (1 << next) == 0 && self.wolves & (1 << next) == 0 {
                    seen |= 1 << next;
                    queue.push_back((next, d + 1));
                }
            }
        }
        UNREACHABLE
    }

    /// The legal moves `(from, to)` of the side to move.
    pub fn moves(&self) -> Vec<(u8, u8)> {
        if self.rabbit_to_move {
            diagonals(self.rabbit).filter(|(_, to)| !self.taken(*to)).map(|(_, to)| (self.rabbit, to)).collect()
        } else {
            (0..64u8)
                .filter(|s| self.wolves & (1 << s) != 0)
                .flat_map(|from| diagonals(from).filter(|(down, _)| *down).map(move |(_, to)| (from, to)))
                .filter(|(_, to)| !self.taken(*to))
                .collect()
        }
    }

    /// Who has won, if the game is over: `Some(true)` the rabbit.
    pub fn winner(&self) -> Option<bool> {
        if self.rabbit < 8 {
            return Some(true);
        }
        if self.moves().is_empty() {
            return Some(!self.rabbit_to_move);
        }
        None
    }
}

impl Game for Rabbit {
    type State = Rabbit;
    type Action = (u8, u8);

    fn initial(&self) -> Rabbit {
        *self
    }

    fn player(&self, s: &Rabbit) -> Kind {
        if s.rabbit_to_move { Kind::Min } else { Kind::Max }
    }

    fn actions(&self, s: &Rabbit) -> Vec<(u8, u8)> {
        if s.rabbit < 8 { Vec::new() } else { s.moves() }
    }

    fn result(&self, s: &Rabbit, &(from, to): &(u8, u8)) -> Rabbit {
        let mut next = *s;
        if s.rabbit_to_move {
            next.rabbit = to;
        } else {
            next.wolves = (next.wolves & !(1 << from)) | (1 << to);
        }
        next.rabbit_to_move = !s.rabbit_to_move;
        next
    }

    fn terminal(&self, s: &Rabbit) -> bool {
        s.winner().is_some()
    }

    fn utility(&self, s: &Rabbit) -> Bound {
        Bound::int(if s.winner() == Some(true) { 0 } else { UNREACHABLE })
    }

    fn label(&self, &(from, to): &(u8, u8)) -> String {
        format!("{}-{}", square_name(from), square_name(to))
    }
}

impl Position for Rabbit {
    fn key(&self, s: &Rabbit) -> u128 {
        (u128::from(s.wolves) << 8) | (u128::from(s.rabbit) << 1) | u128::from(s.rabbit_to_move)
    }

    fn evaluate(&self, s: &Rabbit) -> Bound {
        Bound::int(s.distance())
    }
}

impl fmt::Display for Rabbit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for r in 0..8u8 {
            if r > 0 {
                f.write_str("/")?;
            }
            for c in 0..8u8 {
                let s = r * 8 + c;
                f.write_str(if s == self.rabbit {
                    "R"
                } else if self.wolves & (1 << s) != 0 {
                    "W"
                } else {
                    "."
                })?;
            }
        }
        f.write_str(if self.rabbit_to_move { " r" } else { " w" })
    }
}

/// Why a rabbit-and-wolves state does not read.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct BadBoard(pub String);

impl fmt::Display for BadBoard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl FromStr for Rabbit {
    type Err = BadBoard;
    fn from_str(text: &str) -> Result<Rabbit, BadBoard> {
        let text = text.trim();
        if text.eq_ignore_ascii_case("start") {
            return Ok(Rabbit::default());
        }
        let bad = |m: String| BadBoard(format!("rabbit state: {m}"));
        let (board, side) = match text.rsplit_once(' ') {
            Some((b, s)) if s.len() == 1 => (b, Some(s.to_ascii_lowercase())),
            _ => (text, None),
        };
        let rabbit_to_move = match side.as_deref() {
            None | Some("r") => true,
            Some("w") => false,
            Some(other) => return Err(bad(format!("'{other}' is not r or w (the side to move)"))),
        };
        let mut wolves = 0u64;
        let mut rabbit = None;
        let mut n: u8 = 0;
        for c in board.chars() {
            match c.to_ascii_uppercase() {
                '/' | ' ' => continue,
                '.' | '-' | '_' => {}
                'W' | 'R' if n < 64 && !dark(n) => {
                    return Err(bad(format!("a piece on {}, a light square; pieces stand on dark squares only", square_name(n))));
                }
                'W' if n < 64 => wolves |= 1 << n,
                'R' if n < 64 => {
                    if rabbit.is_some() {
                        return Err(bad("two rabbits; there is one".to_string()));
                    }
                    rabbit = Some(n);
                }
                'W' | 'R' => {}
                other => return Err(bad(format!("'{other}' is not ., W or R (64 squares row by row from the top, or start)"))),
            }
            n = n.saturating_add(1);
        }
        if n != 64 {
            return Err(bad(format!("{n} squares, not 64 (., W or R row by row from the top; / between rows allowed), or start")));
        }
        let rabbit = rabbit.ok_or_else(|| bad("no rabbit (R)".to_string()))?;
        let count = wolves.count_ones();
        if !(1..=4).contains(&count) {
            return Err(bad(format!("{count} wolves; there are one to four")));
        }
        Ok(Rabbit { wolves, rabbit, rabbit_to_move })
    }
}
