//! [`AnyGame`] is itself a game: its states are [`Picture`]s and its moves
//! [`AnyMove`]s, each method handing the position to the game it belongs
//! to. The page's searches (`job`) run this one game type, so the stepper
//! and the game space are compiled once for every game, not once per game
//! (the first view's size); `tests/games.rs` checks that a game searched
//! this way takes exactly the steps of the game searched directly.

use super::nim::Take;
use super::tictactoe::TicTacToe;
use super::{AnyGame, Picture, Position};
use crate::num::Bound;
use crate::space::Game;
use crate::tree::Kind;
use crate::value::Exact;

/// A move of one of the games.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum AnyMove {
    /// Tic-tac-toe: a square, 0 to 8.
    Square(u8),
    /// The coin game: how many coins.
    Coins(u32),
    /// Rabbit and wolves: from and to.
    Step(u8, u8),
    /// Connect Four: a column, from 0.
    Column(u8),
    /// Nim: from which pile, how many.
    Take(Take),
}

/// `$body` with `$g` the game and `$s` its state when they belong
/// together, else `$otherwise` (a state of another game: never given).
macro_rules! each {
    ($game:expr, $state:expr, |$g:ident, $s:ident| $body:expr, $otherwise:expr) => {
        match ($game, $state) {
            (AnyGame::TicTacToe($g), Picture::TicTacToe($s)) => $body,
            (AnyGame::Coins($g), Picture::Coins($s)) => $body,
            (AnyGame::Rabbit($g), Picture::Rabbit($s)) => $body,
            (AnyGame::ConnectFour($g), Picture::ConnectFour($s)) => $body,
            (AnyGame::Nim($g), Picture::Nim($s)) => $body,
            _ => $otherwise,
        }
    };
}

impl Game for AnyGame {
    type State = Picture;
    type Action = AnyMove;

    fn initial(&self) -> Picture {
        self.picture()
    }

    fn player(&self, s: &Picture) -> Kind {
        each!(self, s, |g, s| g.player(s), Kind::Max)
    }

    fn actions(&self, s: &Picture) -> Vec<AnyMove> {
        match (self, s) {
            (AnyGame::TicTacToe(g), Picture::TicTacToe(s)) => g.actions(s).into_iter().map(AnyMove::Square).collect(),
            (AnyGame::Coins(g), Picture::Coins(s)) => g.actions(s).into_iter().map(AnyMove::Coins).collect(),
            (AnyGame::Rabbit(g), Picture::Rabbit(s)) => g.actions(s).into_iter().map(|(a, b)| AnyMove::Step(a, b)).collect(),
            (AnyGame::ConnectFour(g), Picture::ConnectFour(s)) => g.actions(s).into_iter().map(AnyMove::Column).collect(),
            (AnyGame::Nim(g), Picture::Nim(s)) => g.actions(s).into_iter().map(AnyMove::Take).collect(),
            _ => Vec::new(),
        }
    }

    fn result(&self, s: &Picture, a: &AnyMove) -> Picture {
        match (self, s, a) {
            (AnyGame::TicTacToe(g), Picture::TicTacToe(s), AnyMove::Square(m)) => Picture::TicTacToe(g.result(s, m)),
            (AnyGame::Coins(g), Picture::Coins(s), AnyMove::Coins(m)) => Picture::Coins(g.result(s, m)),
            (AnyGame::Rabbit(g), Picture::Rabbit(s), AnyMove::Step(a, b)) => Picture::Rabbit(g.result(s, &(*a, *b))),
            (AnyGame::ConnectFour(g), Picture::ConnectFour(s), AnyMove::Column(m)) => Picture::ConnectFour(g.result(s, m)),
            (AnyGame::Nim(g), Picture::Nim(s), AnyMove::Take(m)) => Picture::Nim(g.result(s, m)),
            _ => *s,
        }
    }

    fn terminal(&self, s: &Picture) -> bool {
        each!(self, s, |g, s| g.terminal(s), true)
    }

    fn utility(&self, s: &Picture) -> Bound {
        each!(self, s, |g, s| g.utility(s), Bound::int(0))
    }

    fn label(&self, a: &AnyMove) -> String {
        match (self, a) {
            (AnyGame::Rabbit(g), AnyMove::Step(from, to)) => g.label(&(*from, *to)),
            (AnyGame::Nim(g), AnyMove::Take(t)) => g.label(t),
            (AnyGame::ConnectFour(g), AnyMove::Column(c)) => g.label(c),
            (AnyGame::Coins(g), AnyMove::Coins(n)) => g.label(n),
            (_, AnyMove::Square(sq)) => TicTacToe::square_name(*sq),
            _ => String::new(),
        }
    }

    fn probability(&self, s: &Picture, a: &AnyMove, moves: usize) -> Exact {
        match (self, s, a) {
            (AnyGame::TicTacToe(g), Picture::TicTacToe(s), AnyMove::Square(m)) => g.probability(s, m, moves),
            (AnyGame::Coins(g), Picture::Coins(s), AnyMove::Coins(m)) => g.probability(s, m, moves),
            (AnyGame::Rabbit(g), Picture::Rabbit(s), AnyMove::Step(a, b)) => g.probability(s, &(*a, *b), moves),
            (AnyGame::ConnectFour(g), Picture::ConnectFour(s), AnyMove::Column(m)) => g.probability(s, m, moves),
            (AnyGame::Nim(g), Picture::Nim(s), AnyMove::Take(m)) => g.probability(s, m, moves),
            _ => Exact::new(1.into(), (moves.max(1) as i64).into()),
        }
    }
}

impl Position for AnyGame {
    fn key(&self, s: &Picture) -> u128 {
        each!(self, s, |g, s| g.key(s), 0)
    }

    fn evaluate(&self, s: &Picture) -> Bound {
        each!(self, s, |g, s| g.evaluate(s), Bound::int(0))
    }

    fn utility_beside_evaluation(&self, s: &Picture) -> Bound {
        each!(self, s, |g, s| g.utility_beside_evaluation(s), Bound::int(0))
    }

    fn own_best_first(&self, s: &Picture) -> Option<Vec<AnyMove>> {
        match (self, s) {
            (AnyGame::ConnectFour(g), Picture::ConnectFour(s)) => g.own_best_first(s).map(|m| m.into_iter().map(AnyMove::Column).collect()),
            _ => None,
        }
    }

    fn noisy_moves(&self, s: &Picture) -> Option<Vec<AnyMove>> {
        match (self, s) {
            (AnyGame::TicTacToe(g), Picture::TicTacToe(s)) => g.noisy_moves(s).map(|m| m.into_iter().map(AnyMove::Square).collect()),
            (AnyGame::ConnectFour(g), Picture::ConnectFour(s)) => g.noisy_moves(s).map(|m| m.into_iter().map(AnyMove::Column).collect()),
            _ => None,
        }
    }
}
