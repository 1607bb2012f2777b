//! Tic-tac-toe: X is MAX and moves first; a line of three wins. Utility
//! +1 (X wins), 0 (a draw), −1 (O wins).
//!
//! A position is written as nine characters `X`, `O`, `.` row by row from
//! the top left (`XO.....OX`); the side to move is X when both have as
//! many marks, else O. A move is named `r,c`, rows and columns 1 to 3 from
//! the top left, so the centre is `2,2`.
//!
//! The evaluation is the usual open-lines count: the lines still open for
//! X (no O in them) minus those still open for O. With an evaluation in
//! force a finished game is scored +∞ or −∞ for a win (as in Nilsson's
//! e(p)), so a win always outweighs an estimate; a draw stays 0.

use std::fmt;
use std::str::FromStr;

use super::Position;
use crate::num::Bound;
use crate::space::Game;
use crate::tree::Kind;

/// The eight lines of three.
pub const LINES: [[usize; 3]; 8] = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];

/// The horizon effect, prepared: O to move, X holding 1,1 and 3,3 with the
/// centre open. One ply deep, O's open-lines evaluation picks 1,3 and
/// misses X completing the diagonal one ply later, beyond its horizon (a
/// lost game); two plies deep O sees it and blocks at 2,2 (a draw).
pub const HORIZON: (&str, u32) = ("X......OX", 1);

/// A square's mark.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Mark {
    #[default]
    Empty,
    X,
    O,
}

/// A tic-tac-toe position: the game starts from it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct TicTacToe {
    pub board: [Mark; 9],
}

impl TicTacToe {
    /// The side to move: X when both have as many marks.
    pub fn to_move(board: &[Mark; 9]) -> Mark {
        let xs = board.iter().filter(|m| **m == Mark::X).count();
        let os = board.iter().filter(|m| **m == Mark::O).count();
        if xs == os { Mark::X } else { Mark::O }
    }

    /// Who has three in a row, if anyone.
    pub fn winner(board: &[Mark; 9]) -> Option<Mark> {
        LINES.iter().find_map(|l| {
            let m = board[l[0]];
            (m != Mark::Empty && board[l[1]] == m && board[l[2]] == m).then_some(m)
        })
    }

    /// Lines still open for X minus lines still open for O.
    pub fn open_lines(board: &[Mark; 9]) -> i64 {
        let open = |against: Mark| LINES.iter().filter(|l| l.iter().all(|&i| board[i] != against)).count() as i64;
        open(Mark::O) - open(Mark::X)
    }

    /// A move's name, `r,c` from the top left.
    pub fn square_name(square: u8) -> String {
        format!("{},{}", square / 3 + 1, square % 3 + 1)
    }
}

impl Game for TicTacToe {
    type State = [Mark; 9];
    type Action = u8;

    fn initial(&self) -> [Mark; 9] {
        self.board
    }

    fn player(&self, board: &[Mark; 9]) -> Kind {
        if TicTacToe::to_move(board) == Mark::X { Kind::Max } else { Kind::Min }
    }

    fn actions(&self, board: &[Mark; 9]) -> Vec<u8> {
        (0..9u8).filter(|&i| board[usize::from(i)] == Mark::Empty).collect()
    }

    fn result(&self, board: &[Mark; 9], square: &u8) -> [Mark; 9] {
        let mut next = *board;
        next[usize::from(*square)] = TicTacToe::to_move(board);
        next
    }

    fn terminal(&self, board: &[Mark; 9]) -> bool {
        TicTacToe::winner(board).is_some() || board.iter().all(|m| *m != Mark::Empty)
    }

    fn utility(&self, board: &[Mark; 9]) -> Bound {
        match TicTacToe::winner(board) {
            Some(Mark::X) => Bound::int(1),
            Some(Mark::O) => Bound::int(-1),
            _ => Bound::int(0),
        }
    }

    fn label(&self, square: &u8) -> String {
        TicTacToe::square_name(*square)
    }
}

impl Position for TicTacToe {
    fn key(&self, board: &[Mark; 9]) -> u128 {
        board.iter().fold(0u128, |k, m| k * 3 + *m as u128)
    }

    fn evaluate(&self, board: &[Mark; 9]) -> Bound {
        Bound::int(TicTacToe::open_lines(board))
    }

    fn utility_beside_evaluation(&self, board: &[Mark; 9]) -> Bound {
        match TicTacToe::winner(board) {
            Some(Mark::X) => Bound::PosInf,
            Some(Mark::O) => Bound::NegInf,
            _ => Bound::int(0),
        }
    }

    /// Noisy: the side to move can complete a line (only those squares),
    /// or else must block the other side's two in a line (those squares).
    fn noisy_moves(&self, board: &[Mark; 9]) -> Option<Vec<u8>> {
        if self.terminal(board) {
            return None;
        }
        let me = TicTacToe::to_move(board);
        let other = if me == Mark::X { Mark::O } else { Mark::X };
        let completing = |who: Mark| -> Vec<u8> {
            let mut squares: Vec<u8> = LINES
                .iter()
                .filter(|l| l.iter().filter(|&&i| board[i] == who).count() == 2)
                .filter_map(|l| l.iter().find(|&&i| board[i] == Mark::Empty).map(|&i| i as u8))
                .collect();
            squares.sort_unstable();
            squares.dedup();
            squares
        };
        let wins = completing(me);
        let moves = if wins.is_empty() { completing(other) } else { wins };
        (!moves.is_empty()).then_some(moves)
    }
}

impl fmt::Display for TicTacToe {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.board.iter().try_for_each(|m| {
            f.write_str(match m {
                Mark::Empty => ".",
                Mark::X => "X",
                Mark::O => "O",
            })
        })
    }
}

/// Why a tic-tac-toe state does not read.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct BadBoard(pub String);

impl fmt::Display for BadBoard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl FromStr for TicTacToe {
    type Err = BadBoard;
    /// Nine characters `X`, `O`, `.` (any case; `-` and `_` also mean
    /// empty; `/` and spaces between rows are ignored).
    fn from_str(text: &str) -> Result<TicTacToe, BadBoard> {
        let mut board = [Mark::Empty; 9];
        let mut n = 0;
        for (at, c) in text.chars().enumerate() {
            let mark = match c.to_ascii_uppercase() {
                'X' => Mark::X,
                'O' | '0' => Mark::O,
                '.' | '-' | '_' => Mark::Empty,
                '/' | ' ' => continue,
                other => {
                    return Err(BadBoard(format!(
                        "tic-tac-toe state: '{other}' at character {} is not X, O or . (nine of them, row by row from the top left)",
                        at + 1
                    )));
                }
            };
            if n == 9 {
                return Err(BadBoard(format!(
                    "tic-tac-toe state: more than nine squares in '{text}' (write nine of X, O and ., row by row)"
                )));
            }
            board[n] = mark;
            n += 1;
        }
        if n != 9 {
            return Err(BadBoard(format!(
                "tic-tac-toe state: {n} squares in '{text}', not nine (X, O or ., row by row from the top left)"
            )));
        }
        let xs = board.iter().filter(|m| **m == Mark::X).count();
        let os = board.iter().filter(|m| **m == Mark::O).count();
        if xs != os && xs != os + 1 {
            return Err(BadBoard(format!(
                "tic-tac-toe state: {xs} X and {os} O cannot happen; X moves first, so X has as many marks as O or one more"
            )));
        }
        let wins = |m: Mark| LINES.iter().any(|l| l.iter().all(|&i| board[i] == m));
        if wins(Mark::X) && wins(Mark::O) {
            return Err(BadBoard("tic-tac-toe state: X and O both have three in a row; the game stops at the first".to_string()));
        }
        Ok(TicTacToe { board })
    }
}
