//! Connect Four on the standard board of 7 columns and 6 rows: in turn
//! each player drops a disc into a column that is not full; it falls to
//! the lowest empty cell. Four in a row (across, up or diagonally) wins.
//! The first player is MAX. Utility +1 (MAX wins), 0 (a full board with no
//! four: a draw), −1 (MIN wins).
//!
//! A position is written as the columns played from the empty board, 1 to
//! 7 from the left (`4453`: MAX in column 4, MIN on top of it, MAX in 5,
//! MIN in 3), as John Tromp's and Pascal Pons' solvers write it; an empty
//! text (or `-`) is the empty board. A move is named by its column.
//!
//! The evaluation at a depth limit is the open-lines count, as for
//! tic-tac-toe: of the 69 lines of four on the board, those still open for
//! MAX (no MIN disc in them) minus those still open for MIN. With an
//! evaluation in force a finished game is scored +∞ or −∞ for a win, so a
//! win always outweighs an estimate; a draw stays 0.
//!
//! The moves are generated from the left; the game's own best-first order
//! is centre first (4, 3, 5, 2, 6, 1, 7), the usual heuristic: a line of
//! four through the centre column is more likely, and searching the whole
//! game to order moves by their exact values would cost more than the
//! search it helps.
//!
//! The board is two bitboards (Tromp's layout): column `c` holds bits
//! `7c` (the bottom row) to `7c + 5`, and bit `7c + 6` is always empty, so
//! a line shifted by 1, 6, 7 or 8 never wraps into the next column.

use std::fmt;
use std::str::FromStr;

use super::{BadGame, Position};
use crate::num::Bound;
use crate::space::Game;
use crate::tree::Kind;

pub const COLUMNS: usize = 7;
pub const ROWS: usize = 6;
/// Cells on the board: the longest game.
pub const CELLS: usize = COLUMNS * ROWS;

/// The bottom cell of each column.
const BOTTOM: u64 = {
    let mut b = 0;
    let mut c = 0;
    while c < COLUMNS {
        b |= 1 << (7 * c);
        c += 1;
    }
    b
};
/// Every cell of the board (no sentinel bits).
const BOARD: u64 = BOTTOM * 0b11_1111;

/// The 69 lines of four, as bit masks.
const LINES: [u64; 69] = {
    let mut lines = [0u64; 69];
    let mut n = 0;
    // (column step, row step): across, up, up-right, down-right.
    let dirs: [(i32, i32); 4] = [(1, 0), (0, 1), (1, 1), (1, -1)];
    let mut d = 0;
    while d < 4 {
        let (dc, dr) = dirs[d];
        let mut c = 0;
        while c < COLUMNS as i32 {
            let mut r = 0;
            while r < ROWS as i32 {
                let (ec, er) = (c + 3 * dc, r + 3 * dr);
                if ec >= 0 && ec < COLUMNS as i32 && er >= 0 && er < ROWS as i32 {
                    let mut mask = 0u64;
                    let mut k = 0;
                    while k < 4 {
                        mask |= 1 << (7 * (c + k * dc) + r + k * dr);
                        k += 1;
                    }
                    lines[n] = mask;
                    n += 1;
                }
                r += 1;
            }
            c += 1;
        }
        d += 1;
    }
    lines
};

/// The centre-first order of the columns (from 0).
pub const CENTRE_FIRST: [u8; COLUMNS] = [3, 2, 4, 1, 5, 0, 6];

/// A Connect Four position, and the moves that led to it (for writing it
/// back as the columns played).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct ConnectFour {
    /// Every disc on the board.
    pub mask: u64,
    /// MAX's discs.
    pub max: u64,
    /// The columns played (from 0), in order; the first `len` count.
    played: [u8; CELLS],
    len: u8,
}

impl Default for ConnectFour {
    /// The empty board, MAX to move.
    fn default() -> ConnectFour {
        ConnectFour { mask: 0, max: 0, played: [0; CELLS], len: 0 }
    }
}

/// True when `discs` hold a line of four.
pub fn has_four(discs: u64) -> bool {
    [1, 6, 7, 8].iter().any(|&s| {
        let pairs = discs & (discs >> s);
        pairs & (pairs >> (2 * s)) != 0
    })
}

impl ConnectFour {
    /// Discs played so far.
    pub fn moves_played(&self) -> usize {
        usize::from(self.len)
    }

    /// The columns played (from 0), in order.
    pub fn history(&self) -> &[u8] {
        &self.played[..usize::from(self.len)]
    }

    /// True when MAX is to move (an even number of discs played).
    pub fn max_to_move(&self) -> bool {
        self.len.is_multiple_of(2)
    }

    /// MIN's discs.
    pub fn min(&self) -> u64 {
        self.mask & !self.max
    }

    /// Who has four in a row: `Some(true)` MAX, `Some(false)` MIN.
    pub fn winner(&self) -> Option<bool> {
        if has_four(self.max) {
            Some(true)
        } else if has_four(self.min()) {
            Some(false)
        } else {
            None
        }
    }

    /// True when the game is over: four in a row, or a full board.
    pub fn over(&self) -> bool {
        self.mask == BOARD || self.winner().is_some()
    }

    /// True when column `c` (from 0) has room.
    pub fn playable(&self, c: usize) -> bool {
        c < COLUMNS && self.mask & (1 << (7 * c + ROWS - 1)) == 0
    }

    /// The position after a disc dropped in column `c` (from 0); the
    /// position itself when the column is full or the game is over.
    pub fn play(&self, c: usize) -> ConnectFour {
        if !self.playable(c) || usize::from(self.len) >= CELLS || self.over() {
            return *self;
        }
        let column = 0b11_1111u64 << (7 * c);
        // The lowest empty cell of the column: its bottom cell shifted up
        // past the discs already in it.
        let cell = (self.mask + (1 << (7 * c))) & column;
        let mut next = *self;
        next.mask |= cell;
        if self.max_to_move() {
            next.max |= cell;
        }
        next.played[usize::from(self.len)] = c as u8;
        next.len += 1;
        next
    }

    /// What is in the cell at `column` and `row` (from 0, row 0 at the
    /// bottom): `Some(true)` MAX's disc, `Some(false)` MIN's, `None` empty.
    pub fn cell(&self, column: usize, row: usize) -> Option<bool> {
        let bit = 1u64 << (7 * column + row);
        (self.mask & bit != 0).then_some(self.max & bit != 0)
    }

    /// Lines of four still open for MAX minus those still open for MIN.
    pub fn open_lines(&self) -> i64 {
        let min = self.min();
        let open = |against: u64| LINES.iter().filter(|&&l| l & against == 0).count() as i64;
        open(min) - open(self.max)
    }

    /// The playable columns (from 0) in `order`.
    fn columns_in(&self, order: impl IntoIterator<Item = u8>) -> Vec<u8> {
        if self.over() {
            return Vec::new();
        }
        order.into_iter().filter(|&c| self.playable(usize::from(c))).collect()
    }
}

impl Game for ConnectFour {
    type State = ConnectFour;
    /// A column, from 0.
    type Action = u8;

    fn initial(&self) -> ConnectFour {
        *self
    }

    fn player(&self, s: &ConnectFour) -> Kind {
        if s.max_to_move() { Kind::Max } else { Kind::Min }
    }

    /// From the left.
    fn actions(&self, s: &ConnectFour) -> Vec<u8> {
        s.columns_in(0..COLUMNS as u8)
    }

    fn result(&self, s: &ConnectFour, c: &u8) -> ConnectFour {
        s.play(usize::from(*c))
    }

    fn terminal(&self, s: &ConnectFour) -> bool {
        s.over()
    }

    fn utility(&self, s: &ConnectFour) -> Bound {
        Bound::int(match s.winner() {
            Some(true) => 1,
            Some(false) => -1,
            None => 0,
        })
    }

    fn label(&self, c: &u8) -> String {
        (c + 1).to_string()
    }
}

impl Position for ConnectFour {
    fn key(&self, s: &ConnectFour) -> u128 {
        u128::from(s.mask) << 64 | u128::from(s.max)
    }

    fn evaluate(&self, s: &ConnectFour) -> Bound {
        Bound::int(s.open_lines())
    }

    fn utility_beside_evaluation(&self, s: &ConnectFour) -> Bound {
        match s.winner() {
            Some(true) => Bound::PosInf,
            Some(false) => Bound::NegInf,
            None => Bound::int(0),
        }
    }

    fn own_best_first(&self, s: &ConnectFour) -> Option<Vec<u8>> {
        Some(s.columns_in(CENTRE_FIRST))
    }

    /// Noisy: the side to move can complete four (only those columns), or
    /// else must block a column where the other side would.
    fn noisy_moves(&self, s: &ConnectFour) -> Option<Vec<u8>> {
        if s.over() {
            return None;
        }
        let columns = s.columns_in(0..COLUMNS as u8);
        let wins_at = |c: u8, for_max: bool| {
            let next = s.play(usize::from(c));
            let cell = next.mask & !s.mask;
            let discs = if for_max { s.max | cell } else { s.min() | cell };
            has_four(discs)
        };
        let me = s.max_to_move();
        let wins: Vec<u8> = columns.iter().copied().filter(|&c| wins_at(c, me)).collect();
        let moves = if wins.is_empty() { columns.iter().copied().filter(|&c| wins_at(c, !me)).collect() } else { wins };
        (!moves.is_empty()).then_some(moves)
    }
}

impl fmt::Display for ConnectFour {
    /// The columns played, 1 to 7; `-` for the empty board.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.len == 0 {
            return f.write_str("-");
        }
        self.history().iter().try_for_each(|c| write!(f, "{}", c + 1))
    }
}

impl FromStr for ConnectFour {
    type Err = BadGame;
    /// Columns 1 to 7, one digit a move (spaces, commas and `-` are
    /// ignored; nothing at all is the empty board).
    fn from_str(text: &str) -> Result<ConnectFour, BadGame> {
        let mut board = ConnectFour::default();
        for (at, ch) in text.chars().enumerate() {
            if ch.is_whitespace() || ch == ',' || ch == '-' {
                continue;
            }
            let n = board.moves_played() + 1;
            let column = ch.to_digit(10).filter(|d| (1..=7).contains(d)).ok_or_else(|| {
                BadGame(format!(
                    "Connect Four position: '{ch}' at character {} is not a column 1 to 7 (write the columns played, e.g. 4453)",
                    at + 1
                ))
            })? as usize;
            if let Some(max) = board.winner() {
                let who = if max { "MAX" } else { "MIN" };
                return Err(BadGame(format!(
                    "Connect Four position: the game was over before move {n} ({who} had four in a row); remove the moves from character {} on",
                    at + 1
                )));
            }
            if !board.playable(column - 1) {
                return Err(BadGame(format!(
                    "Connect Four position: move {n} (character {}) is in column {column}, which is full",
                    at + 1
                )));
            }
            board = board.play(column - 1);
        }
        Ok(board)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_lines_are_the_69_of_the_board() {
        assert_eq!(LINES.iter().filter(|l| l.count_ones() == 4).count(), 69);
        assert!(LINES.iter().all(|l| l & !BOARD == 0));
        // 24 across, 21 up, 12 each diagonal.
        assert_eq!(LINES.iter().filter(|l| has_four(**l)).count(), 69);
    }

    #[test]
    fn discs_fall_and_a_line_wins() {
        let b: ConnectFour = "4455667".parse().expect("a legal game");
        assert_eq!(b.cell(3, 0), Some(true));
        assert_eq!(b.cell(3, 1), Some(false));
        assert_eq!(b.cell(6, 0), Some(true));
        assert_eq!(b.winner(), Some(true));
        assert!(b.over());
        assert_eq!(b.to_string(), "4455667");
        assert!("44556677".parse::<ConnectFour>().is_err());
    }
}
