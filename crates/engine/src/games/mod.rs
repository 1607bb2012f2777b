//! Games as the course notes teach them: the formal definition
//! ([`Game`]: initial state, PLAYER, ACTIONS, RESULT, TERMINAL-TEST,
//! UTILITY) plus an evaluation function ([`Position`]), searched by the one
//! engine through a [`GameSpace`], so a game's tree is made as the search
//! walks it and a pruned subtree is never made.
//!
//! [`Play`] wraps a game with the search's setup: a depth limit (H-MINIMAX:
//! the cutoff test stops at the limit and the evaluation stands in for the
//! utility; such a leaf is a *frontier* node, [`Game::frontier`]) and the
//! order the moves are tried in ([`MoveOrder`]).
//!
//! Five games: [`tictactoe`], the coin game ([`coins`]), rabbit and
//! wolves ([`rabbit`]), [`connect4`] and [`nim`].

pub mod any;
pub mod coins;
pub mod connect4;
pub mod job;
pub mod nim;
pub mod rabbit;
pub mod tictactoe;

use std::cell::RefCell;
use std::cmp::Ordering;
use std::collections::HashMap;
use std::fmt;
use std::str::FromStr;

use super::num::Bound;
use super::options::UnknownName;
use super::ordering::Order;
use super::rules;
use super::search::{Algorithm, CutRule, Options, Stats, Trace};
use super::space::{Game, GameSpace};
use super::tree::{Kind, NodeId, Tree};
use super::value::Exact;

/// A game with what a depth-limited search needs besides the rules.
pub trait Position: Game {
    /// A number that identifies a state (the same state, the same key),
    /// for ordering moves and remembering values.
    fn key(&self, state: &Self::State) -> u128;
    /// The evaluation function: an estimate of the utility of a state that
    /// is not finished, used at the depth limit.
    fn evaluate(&self, state: &Self::State) -> Bound;
    /// The utility of a finished game when an evaluation is in force, on
    /// the evaluation's scale (a win must outweigh every evaluation). The
    /// utility itself unless the game says otherwise.
    fn utility_beside_evaluation(&self, state: &Self::State) -> Bound {
        self.utility(state)
    }
    /// The game's own best-first order of a state's moves, when it has one
    /// (Connect Four's centre first): used instead of ordering by each
    /// move's exact value, which for a big game would cost more than the
    /// search it helps. `None`: order by value.
    fn own_best_first(&self, _state: &Self::State) -> Option<Vec<Self::Action>> {
        None
    }
    /// The moves that keep a position from being quiet, when it is not:
    /// what a quiescence search goes on with past the depth limit. `None`:
    /// quiet (the default, for games with no notion of a noisy move).
    fn noisy_moves(&self, _state: &Self::State) -> Option<Vec<Self::Action>> {
        None
    }
}

/// What killer moves and the history heuristic learnt so far.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Learnt {
    /// By ply from the root: the two killer moves (by name), the latest
    /// first.
    pub killers: Vec<[Option<String>; 2]>,
    /// Each move's history score (by name, for both sides), in the order
    /// first scored.
    pub history: Vec<(String, u64)>,
}

impl Learnt {
    fn score(&self, name: &str) -> u64 {
        self.history.iter().find(|(n, _)| n == name).map_or(0, |(_, s)| *s)
    }

    fn cutoff(&mut self, ply: usize, name: String, weight: u64) {
        if self.killers.len() <= ply {
            self.killers.resize(ply + 1, [None, None]);
        }
        let slots = &mut self.killers[ply];
        if slots[0].as_deref() != Some(name.as_str()) {
            slots[1] = slots[0].take();
            slots[0] = Some(name.clone());
        }
        // One score per move name, whoever plays it: in these games a
        // move is a square, column or pile, and a square good for one side
        // is one the other must take (kept per side, tic-tac-toe from the
        // empty board costs more than the generated order: 20,052 nodes).
        match self.history.iter_mut().find(|(n, _)| *n == name) {
            Some((_, s)) => *s = s.saturating_add(weight),
            None => self.history.push((name, weight)),
        }
    }
}

/// The order a node's moves are tried in: one of a typed tree's orders
/// ([`Order`]: as generated, best first, worst first), or one only a
/// game's search has.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum MoveOrder {
    /// As the game generates them (`Order::Given`); best first for the
    /// player to move, by each move's own minimax value under the same
    /// depth limit, the perfect ordering behind alpha-beta's best case,
    /// O(b^(m/2)) (`Order::BestFirst`); worst first, alpha-beta's worst
    /// case, O(b^m) (`Order::WorstFirst`).
    Static(Order),
    /// Shuffled, the same way for the same state and seed: about
    /// O(b^(3m/4)).
    Random(u64),
    /// Iterative deepening's order: each node's moves sorted, best first,
    /// by the values a search one ply shallower gives them (what the
    /// previous iteration found).
    Deepening,
    /// Killer moves: at each ply, the last two moves that caused a cutoff
    /// at that ply first (the latest first), then the rest as generated;
    /// learnt during the search.
    Killer,
    /// The history heuristic (Schaeffer, 1989): moves sorted by how often,
    /// and how high in the tree, they caused a cutoff so far (each cutoff
    /// adds d², d the plies left to the depth limit, 1 without one),
    /// equal scores as generated; learnt during the search.
    History,
}

impl Default for MoveOrder {
    fn default() -> MoveOrder {
        MoveOrder::GIVEN
    }
}

impl MoveOrder {
    pub const GIVEN: MoveOrder = MoveOrder::Static(Order::Given);
    pub const BEST_FIRST: MoveOrder = MoveOrder::Static(Order::BestFirst);
    pub const WORST_FIRST: MoveOrder = MoveOrder::Static(Order::WorstFirst);

    /// The typed tree's order this is, if it is one.
    pub fn static_order(self) -> Option<Order> {
        match self {
            MoveOrder::Static(order) => Some(order),
            _ => None,
        }
    }

    /// `given`, `best-first`, `worst-first` or `random` (`random:SEED`
    /// for a seed other than 1).
    pub fn name(self) -> String {
        match self {
            MoveOrder::Static(order) => order.name().into(),
            MoveOrder::Random(1) => "random".into(),
            MoveOrder::Random(seed) => format!("random:{seed}"),
            MoveOrder::Deepening => "deepening".into(),
            MoveOrder::Killer => "killer".into(),
            MoveOrder::History => "history".into(),
        }
    }
}

impl fmt::Display for MoveOrder {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name())
    }
}

impl FromStr for MoveOrder {
    type Err = UnknownName;
    fn from_str(text: &str) -> Result<MoveOrder, UnknownName> {
        let wanted = text.trim().to_ascii_lowercase();
        let unknown = || UnknownName {
            what: "order",
            given: text.to_string(),
            valid: &["given", "best-first", "worst-first", "random", "random:SEED", "deepening", "killer", "history"],
            choices: "given, best-first, worst-first, random, random:SEED, deepening, killer or history",
        };
        match wanted.as_str() {
            "given" => Ok(MoveOrder::GIVEN),
            "best-first" | "best" => Ok(MoveOrder::BEST_FIRST),
            "worst-first" | "worst" => Ok(MoveOrder::WORST_FIRST),
            "random" => Ok(MoveOrder::Random(1)),
            "deepening" | "iterative-deepening" => Ok(MoveOrder::Deepening),
            "killer" | "killers" | "killer-moves" => Ok(MoveOrder::Killer),
            "history" | "history-heuristic" => Ok(MoveOrder::History),
            other => other
                .strip_prefix("random:")
                .or_else(|| other.strip_prefix("random-"))
                .and_then(|seed| seed.parse().ok())
                .map(MoveOrder::Random)
                .ok_or_else(unknown),
        }
    }
}

/// How a game is searched: how deep, and in which order.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Setup {
    /// Plies from the root after which the search evaluates instead of
    /// going on; `None` searches to the end of the game.
    pub depth: Option<u32>,
    pub order: MoveOrder,
    /// Keep a transposition table: a position met again with as far left
    /// to search takes the value found the first time (when that value
    /// was exact) instead of being searched again, so the tree searched
    /// is really a graph.
    pub table: bool,
    /// Quiescence search: at the depth limit a *noisy* position (the game
    /// says which, [`Position::noisy_moves`]: in tic-tac-toe and Connect
    /// Four a win to take or a threat to block) is not evaluated; only its
    /// noisy moves are searched on, until a quiet position is reached.
    pub quiescence: bool,
}

/// A state with the number of plies played since the search's root.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct At<S> {
    pub state: S,
    pub ply: u32,
}

/// A game under a [`Setup`]: itself a [`Game`], whose terminal test is the
/// cutoff test (finished, or at the depth limit) and whose moves come in
/// the order chosen.
pub struct Play<G: Position> {
    game: G,
    setup: Setup,
    /// Minimax values by (state key, plies left), for best- and
    /// worst-first ordering.
    memo: RefCell<HashMap<(u128, u32), Bound>>,
    /// Killer moves and history scores, learnt from the cutoffs so far.
    learnt: RefCell<Learnt>,
}

impl<G: Position> Play<G> {
    pub fn new(game: G, setup: Setup) -> Play<G> {
        Play { game, setup, memo: RefCell::new(HashMap::new()), learnt: RefCell::new(Learnt::default()) }
    }

    /// What killer moves and the history heuristic learnt so far.
    pub fn learnt(&self) -> Learnt {
        self.learnt.borrow().clone()
    }

    /// Whether `at` is past the depth limit, searched on by quiescence.
    pub fn beyond_limit(&self, at: &At<G::State>) -> bool {
        self.setup.depth.is_some_and(|d| at.ply >= d) && !self.game.terminal(&at.state)
    }

    /// The game itself.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// The setup in force.
    pub fn setup(&self) -> Setup {
        self.setup
    }

    fn at_limit(&self, at: &At<G::State>) -> bool {
        self.setup.depth.is_some_and(|d| at.ply >= d) && !(self.setup.quiescence && self.game.noisy_moves(&at.state).is_some())
    }

    /// The plain recursive minimax value of `state` with `left` plies to
    /// go (`u32::MAX`: no limit), remembered by state.
    fn value(&self, state: &G::State, left: u32) -> Bound {
        let key = (self.game.key(state), left);
        if let Some(v) = self.memo.borrow().get(&key) {
            return *v;
        }
        let v = if self.game.terminal(state) {
            self.utility_of(state)
        } else if left == 0 {
            self.game.evaluate(state)
        } else {
            let moves = self.game.actions(state);
            let next = if left == u32::MAX { u32::MAX } else { left - 1 };
            let value = |a: &&G::Action| Some(self.value(&self.game.result(state, a), next));
            let probability = |a: &&G::Action| self.game.probability(state, a, moves.len());
            rules::minimax_fold(self.game.player(state), moves.iter(), value, probability).unwrap_or_else(|| self.utility_of(state))
        };
        self.memo.borrow_mut().insert(key, v);
        v
    }

    fn utility_of(&self, state: &G::State) -> Bound {
        if self.setup.depth.is_some() { self.game.utility_beside_evaluation(state) } else { self.game.utility(state) }
    }
}

use crate::rng::mix;

impl<G: Position> Game for Play<G> {
    type State = At<G::State>;
    type Action = G::Action;

    fn initial(&self) -> At<G::State> {
        At { state: self.game.initial(), ply: 0 }
    }

    fn player(&self, at: &At<G::State>) -> Kind {
        self.game.player(&at.state)
    }

    fn actions(&self, at: &At<G::State>) -> Vec<G::Action> {
        if self.setup.quiescence && self.beyond_limit(at) {
            // Past the limit only what makes the position noisy is tried.
            return self.game.noisy_moves(&at.state).unwrap_or_default();
        }
        let mut moves = self.game.actions(&at.state);
        let player = self.game.player(&at.state);
        match self.setup.order {
            MoveOrder::GIVEN => {}
            MoveOrder::Killer => {
                let learnt = self.learnt.borrow();
                if let Some(slots) = learnt.killers.get(at.ply as usize) {
                    for killer in slots.iter().rev().flatten() {
                        if let Some(i) = moves.iter().position(|m| self.game.label(m) == *killer) {
                            let m = moves.remove(i);
                            moves.insert(0, m);
                        }
                    }
                }
            }
            MoveOrder::History => {
                let learnt = self.learnt.borrow();
                let mut scored: Vec<(u64, G::Action)> = moves.into_iter().map(|m| (learnt.score(&self.game.label(&m)), m)).collect();
                super::sorting::sort_by(&mut scored, |a, b| b.0.cmp(&a.0));
                moves = scored.into_iter().map(|(_, m)| m).collect();
            }
            MoveOrder::BEST_FIRST | MoveOrder::WORST_FIRST | MoveOrder::Deepening if self.game.own_best_first(&at.state).is_some() => {
                moves = self.game.own_best_first(&at.state).unwrap_or(moves);
                if self.setup.order == MoveOrder::WORST_FIRST {
                    moves.reverse();
                }
            }
            MoveOrder::BEST_FIRST | MoveOrder::WORST_FIRST | MoveOrder::Deepening if matches!(player, Kind::Max | Kind::Min) => {
                let left = self.setup.depth.map_or(u32::MAX, |d| d.saturating_sub(at.ply + 1));
                // Iterative deepening scores moves one ply shallower.
                let left = if self.setup.order == MoveOrder::Deepening && left != u32::MAX { left.saturating_sub(1) } else { left };
                let mut scored: Vec<(Bound, G::Action)> =
                    moves.into_iter().map(|a| (self.value(&self.game.result(&at.state, &a), left), a)).collect();
                // Best first for the player to move; stable, so equal
                // values keep the game's order.
                let worst_first = self.setup.order == MoveOrder::WORST_FIRST;
                super::sorting::sort_by(&mut scored, |a, b| {
                    let best_first = rules::best_first(player, &a.0, &b.0).unwrap_or(Ordering::Equal);
                    if worst_first { best_first.reverse() } else { best_first }
                });
                moves = scored.into_iter().map(|(_, a)| a).collect();
            }
            MoveOrder::BEST_FIRST | MoveOrder::WORST_FIRST | MoveOrder::Deepening => {}
            MoveOrder::Random(seed) => {
                let key = self.game.key(&at.state);
                let mut r = mix(seed ^ mix(key as u64) ^ mix((key >> 64) as u64));
                // Fisher–Yates with the state's own stream.
                for i in (1..moves.len()).rev() {
                    r = mix(r);
                    moves.swap(i, (r % (i as u64 + 1)) as usize);
                }
            }
        }
        moves
    }

    fn result(&self, at: &At<G::State>, action: &G::Action) -> At<G::State> {
        At { state: self.game.result(&at.state, action), ply: at.ply + 1 }
    }

    fn terminal(&self, at: &At<G::State>) -> bool {
        self.game.terminal(&at.state) || self.at_limit(at)
    }

    fn utility(&self, at: &At<G::State>) -> Bound {
        if self.game.terminal(&at.state) { self.utility_of(&at.state) } else { self.game.evaluate(&at.state) }
    }

    fn label(&self, action: &G::Action) -> String {
        self.game.label(action)
    }

    fn frontier(&self, at: &At<G::State>) -> bool {
        !self.game.terminal(&at.state) && self.at_limit(at)
    }

    /// A cutoff at `at` after `action`: killer moves and the history
    /// heuristic learn it.
    fn cutoff(&self, at: &At<G::State>, action: &G::Action) {
        if matches!(self.setup.order, MoveOrder::Killer | MoveOrder::History) {
            let left = self.setup.depth.map_or(1, |d| u64::from(d.saturating_sub(at.ply)).max(1));
            self.learnt.borrow_mut().cutoff(at.ply as usize, self.game.label(action), left * left);
        }
    }

    fn probability(&self, at: &At<G::State>, action: &G::Action, moves: usize) -> Exact {
        self.game.probability(&at.state, action, moves)
    }

    /// The state's key and the plies left to search (`u32::MAX` with no
    /// limit), when the setup keeps a table.
    fn transposition_key(&self, at: &At<G::State>) -> Option<(u128, u32)> {
        let left = self.setup.depth.map_or(u32::MAX, |d| d.saturating_sub(at.ply));
        self.setup.table.then(|| (self.game.key(&at.state), left))
    }
}

/// A game searched once: the tree it made, the trace, and the space (for
/// each node's state, its frontier mark and the moves a cutoff skipped).
pub struct Searched<G: Position> {
    pub space: GameSpace<Play<G>>,
    pub trace: Trace,
    /// The tree the search made (same preorder numbering as the trace);
    /// `None` only if the search made no complete tree (it cannot stop
    /// early, so never in practice).
    pub tree: Option<Tree>,
}

/// Searches `game` from its initial state.
pub fn search<G: Position>(game: G, setup: Setup, options: Options) -> Searched<G> {
    let mut space = GameSpace::new(Play::new(game, setup));
    let trace = Trace::run_in(&mut space, options, 1 << 12);
    let tree = space.to_tree();
    Searched { space, trace, tree }
}

/// Every move at the root whose value equals the root's value, named as
/// the game names them, in the order tried, and the root's value. They are
/// found by a search that keeps ties: minimax when asked for, else
/// alpha-beta with the strict rule (α > β), which returns every child
/// whose value could equal the root's exactly.
pub fn best_moves<G: Position>(game: G, setup: Setup, options: Options) -> (Option<Bound>, Vec<String>) {
    let strict = match options.algorithm {
        Algorithm::Minimax => options,
        Algorithm::AlphaBeta => Options { cut: CutRule::Gt, ..options },
    };
    let searched = search(game, setup, strict);
    let Some(tree) = &searched.tree else { return (None, Vec::new()) };
    let root = searched.trace.root_value(tree);
    let moves = searched
        .trace
        .root_child_values(tree)
        .into_iter()
        .zip(tree.children(NodeId::ROOT))
        .filter(|(value, _)| value.is_some_and(|(_, interval)| root.is_some() && interval.as_exact() == root))
        .filter_map(|(_, child)| searched.space.label(child))
        .collect();
    (root, moves)
}

/// One row of the node-count table: a depth limit and what minimax and
/// alpha-beta (under the order given) cost there, beside the notes'
/// formulas with `b` the effective branching factor: the `b` for which
/// minimax's b^m leaves are the leaves it evaluated.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct CostRow {
    pub depth: u32,
    pub minimax: Stats,
    pub alpha_beta: Stats,
    /// The effective branching factor: minimax's leaves^(1/m).
    pub branching: f64,
}

impl CostRow {
    /// b^m, b^(m/2) and b^(3m/4) for this row's depth.
    pub fn formulas(&self) -> [f64; 3] {
        let m = f64::from(self.depth);
        [self.branching.powf(m), self.branching.powf(m / 2.0), self.branching.powf(3.0 * m / 4.0)]
    }
}

/// A row from what minimax and alpha-beta cost at `depth`.
fn cost_row(depth: u32, minimax: Stats, alpha_beta: Stats) -> CostRow {
    let leaves = minimax.leaves_evaluated.max(1);
    let branching = f64::from(leaves).powf(1.0 / f64::from(depth.max(1)));
    CostRow { depth, minimax, alpha_beta, branching }
}

/// Nodes visited and leaves evaluated by minimax and alpha-beta at each
/// depth limit, moves tried in `order`.
pub fn cost_table<G: Position + Clone>(
    game: &G,
    depths: impl IntoIterator<Item = u32>,
    order: MoveOrder,
    options: Options,
) -> Vec<CostRow> {
    depths
        .into_iter()
        .filter_map(|depth| {
            let setup = Setup { depth: Some(depth), order, ..Setup::default() };
            let minimax = count_in(game.clone(), setup, Options { algorithm: Algorithm::Minimax, ..options }, usize::MAX)?;
            let alpha_beta = count_in(game.clone(), setup, Options { algorithm: Algorithm::AlphaBeta, ..options }, usize::MAX)?;
            Some(cost_row(depth, minimax, alpha_beta))
        })
        .collect()
}

/// A game named on a command line or in a link, with its position.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum AnyGame {
    TicTacToe(tictactoe::TicTacToe),
    Coins(coins::Coins),
    Rabbit(rabbit::Rabbit),
    ConnectFour(connect4::ConnectFour),
    Nim(nim::Nim),
}

/// `$body` with `$g` bound to the game inside `$any`, whichever game it
/// is: the one dispatch over the games (each is a [`Game`] of its own type).
macro_rules! each_game {
    ($any:expr, $g:ident => $body:expr) => {
        match $any {
            AnyGame::TicTacToe($g) => $body,
            AnyGame::Coins($g) => $body,
            AnyGame::Rabbit($g) => $body,
            AnyGame::ConnectFour($g) => $body,
            AnyGame::Nim($g) => $body,
        }
    };
}

/// What is wrong with a game's name or state.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct BadGame(pub String);

impl fmt::Display for BadGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for BadGame {}

impl AnyGame {
    /// The names games go by, in the Game menu's order.
    pub const NAMES: [&'static str; 5] = ["tictactoe", "coins", "rabbit", "connect4", "nim"];

    /// `name` (`tictactoe`, `coins`, `rabbit`, `connect4`, `nim`, in any
    /// case; `tic-tac-toe`, `connect-four` too) at `state` in its syntax,
    /// or its start when `None`.
    pub fn parse(name: &str, state: Option<&str>) -> Result<AnyGame, BadGame> {
        match name.trim().to_ascii_lowercase().replace(['-', '_'], "").as_str() {
            "tictactoe" | "ttt" => Ok(AnyGame::TicTacToe(match state {
                Some(s) => s.parse().map_err(|e: tictactoe::BadBoard| BadGame(e.to_string()))?,
                None => tictactoe::TicTacToe::default(),
            })),
            "coins" | "coin" => Ok(AnyGame::Coins(match state {
                Some(s) => s.parse().map_err(|e: coins::BadCoins| BadGame(e.to_string()))?,
                None => coins::Coins::default(),
            })),
            "rabbit" | "rabbitandwolves" | "wolves" => Ok(AnyGame::Rabbit(match state {
                Some(s) => s.parse().map_err(|e: rabbit::BadBoard| BadGame(e.to_string()))?,
                None => rabbit::Rabbit::default(),
            })),
            "connect4" | "connectfour" | "c4" => Ok(AnyGame::ConnectFour(match state {
                Some(s) => s.parse()?,
                None => connect4::ConnectFour::default(),
            })),
            "nim" => Ok(AnyGame::Nim(match state {
                Some(s) => s.parse()?,
                None => nim::Nim::default(),
            })),
            _ => Err(BadGame(format!("unknown game '{}': choose tictactoe, coins, rabbit, connect4 or nim", name.trim()))),
        }
    }

    /// The name links and `trace --game` use.
    pub fn name(&self) -> &'static str {
        match self {
            AnyGame::TicTacToe(_) => "tictactoe",
            AnyGame::Coins(_) => "coins",
            AnyGame::Rabbit(_) => "rabbit",
            AnyGame::ConnectFour(_) => "connect4",
            AnyGame::Nim(_) => "nim",
        }
    }

    /// The position in the game's own state syntax.
    pub fn state(&self) -> String {
        each_game!(self, g => g.to_string())
    }

    /// The game at a position a drawing shows.
    pub fn from_picture(picture: Picture) -> AnyGame {
        match picture {
            Picture::TicTacToe(board) => AnyGame::TicTacToe(tictactoe::TicTacToe { board }),
            Picture::Coins(c) => AnyGame::Coins(c),
            Picture::Rabbit(r) => AnyGame::Rabbit(r),
            Picture::ConnectFour(c) => AnyGame::ConnectFour(c),
            Picture::Nim(n) => AnyGame::Nim(n),
        }
    }

    /// The position as a drawing shows it.
    pub fn picture(&self) -> Picture {
        match self {
            AnyGame::TicTacToe(g) => Picture::TicTacToe(g.board),
            AnyGame::Coins(g) => Picture::Coins(*g),
            AnyGame::Rabbit(g) => Picture::Rabbit(*g),
            AnyGame::ConnectFour(g) => Picture::ConnectFour(*g),
            AnyGame::Nim(g) => Picture::Nim(*g),
        }
    }

    /// Who moves in this position (PLAYER): MAX or MIN.
    pub fn to_move(&self) -> Kind {
        each_game!(self, g => g.player(&g.initial()))
    }

    /// Whether a depth-limited search of this game from its start says
    /// the wolves win while the game goes on (rabbit and wolves: the root
    /// worth [`rabbit::UNREACHABLE`]), which
    /// [`rabbit_horizon`](crate::words::rabbit_horizon) explains.
    pub fn wolves_win_at_horizon(&self, depth: Option<u32>, root: Option<Bound>) -> bool {
        matches!(self, AnyGame::Rabbit(r) if *r == rabbit::Rabbit::default())
            && depth.is_some()
            && self.outcome().is_none()
            && root == Some(Bound::int(rabbit::UNREACHABLE))
    }

    /// The utility (from MAX's side) when the game is over here, else
    /// `None`. A position with no legal move is over.
    pub fn outcome(&self) -> Option<Bound> {
        fn of<G: Game>(g: &G) -> Option<Bound> {
            let s = g.initial();
            (g.terminal(&s) || g.actions(&s).is_empty()).then(|| g.utility(&s))
        }
        each_game!(self, g => of(g))
    }

    /// Who has won once the game is over: `Some(Some(Kind::Max))` or
    /// `Some(Some(Kind::Min))`, `Some(None)` for a draw; `None` while it
    /// goes on.
    pub fn winner(&self) -> Option<Option<Kind>> {
        let side = |max: bool| Some(if max { Kind::Max } else { Kind::Min });
        match self {
            AnyGame::TicTacToe(g) => match tictactoe::TicTacToe::winner(&g.board) {
                Some(mark) => Some(side(mark == tictactoe::Mark::X)),
                None if g.board.iter().all(|m| *m != tictactoe::Mark::Empty) => Some(None),
                None => None,
            },
            // Whoever took the last coin won: not the side to move now.
            AnyGame::Coins(c) => (c.coins == 0).then(|| side(!c.max_to_move)),
            AnyGame::Rabbit(r) => r.winner().map(|rabbit| side(!rabbit)),
            AnyGame::ConnectFour(c) => match c.winner() {
                Some(max) => Some(side(max)),
                None if c.over() => Some(None),
                None => None,
            },
            // Whoever took the last object won: not the side to move now.
            AnyGame::Nim(n) => n.piles().iter().all(|&p| p == 0).then(|| side(!n.max_to_move)),
        }
    }

    /// Each legal move, named as the game names it, with the position it
    /// leads to (RESULT); none once the game is over.
    pub fn moves(&self) -> Vec<(String, AnyGame)> {
        fn of<G: Game>(g: &G, wrap: impl Fn(G::State) -> AnyGame) -> Vec<(String, AnyGame)> {
            let s = g.initial();
            if g.terminal(&s) {
                return Vec::new();
            }
            g.actions(&s).iter().map(|a| (g.label(a), wrap(g.result(&s, a)))).collect()
        }
        match self {
            AnyGame::TicTacToe(g) => of(g, |board| AnyGame::TicTacToe(tictactoe::TicTacToe { board })),
            AnyGame::Coins(g) => of(g, AnyGame::Coins),
            AnyGame::Rabbit(g) => of(g, AnyGame::Rabbit),
            AnyGame::ConnectFour(g) => of(g, AnyGame::ConnectFour),
            AnyGame::Nim(g) => of(g, AnyGame::Nim),
        }
    }

    /// The depth limit a search of this game gets when none is asked for:
    /// none for tic-tac-toe, the coin game and Nim (searched to the end),
    /// 4 for rabbit and wolves and for Connect Four with more than 12
    /// empty cells (their whole trees are far too big).
    pub fn default_depth(&self) -> Option<u32> {
        match self {
            AnyGame::Rabbit(_) => Some(4),
            AnyGame::ConnectFour(c) if connect4::CELLS - c.moves_played() > ENDGAME_CELLS => Some(4),
            _ => None,
        }
    }

    /// The known answer the game's theory gives, when it has one: Nim's
    /// nim-sum (the side to move wins exactly when it is not 0) and the
    /// moves that win.
    pub fn known_answer(&self) -> Option<(i64, Vec<String>)> {
        match self {
            AnyGame::Nim(n) if !n.piles().iter().all(|&p| p == 0) => {
                Some((n.known_value(), n.winning_moves().iter().map(|t| n.label(t)).collect()))
            }
            _ => None,
        }
    }
}

/// A position as the drawing shows it inside its node.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Picture {
    TicTacToe([tictactoe::Mark; 9]),
    Coins(coins::Coins),
    Rabbit(rabbit::Rabbit),
    ConnectFour(connect4::ConnectFour),
    Nim(nim::Nim),
}

/// The most empty cells a Connect Four position may have to be searched
/// to the end by default (alpha-beta with a transposition table solves it
/// in well under a second).
pub const ENDGAME_CELLS: usize = 12;

/// A game's tree as the search made it, ready to draw: the tree (each
/// move a cutoff skipped is a stub leaf `_` labelled with the move), and
/// for each node by id its position (`None` for a stub, never made) and
/// whether it was evaluated at the depth limit.
#[derive(Clone, PartialEq, Debug)]
pub struct MadeGame {
    pub tree: Tree,
    pub pictures: Vec<Option<Picture>>,
    pub frontier: Vec<bool>,
    /// Positions a transposition table answered (each a leaf marked
    /// [`Node::same_as`](crate::tree::Node::same_as)).
    pub hits: usize,
}

impl MadeGame {
    /// True for a stub: a move a cutoff skipped, never played.
    pub fn is_stub(&self, node: NodeId) -> bool {
        self.pictures.get(node.index()).is_some_and(Option::is_none)
    }

    /// True for a leaf evaluated at the depth limit (not a finished game).
    pub fn is_frontier(&self, node: NodeId) -> bool {
        self.frontier.get(node.index()).copied().unwrap_or(false)
    }
}

/// Why a game's tree was not made.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct TooBig {
    /// The most positions the search was allowed to make.
    pub limit: usize,
}

/// Searches `game` under `setup` and `options`, making at most `cap`
/// positions, and returns the tree it made with stubs for what it cut.
/// The same search of that tree takes exactly the game's steps.
pub fn made(game: &AnyGame, setup: Setup, options: Options, cap: usize) -> Result<MadeGame, TooBig> {
    let mut job = job::Job::made(game, setup, options, cap);
    job.run(usize::MAX);
    job.result()
}

/// Takes up to `events` steps of a search of `space`, adding them to
/// `stats`. `Some(true)`: the search has ended; `Some(false)`: more to do;
/// `None`: it has made more than `cap` positions.
fn steps<G: Game>(
    stepper: &mut super::search::Stepper,
    space: &mut GameSpace<G>,
    stats: &mut Stats,
    cap: usize,
    events: usize,
) -> Option<bool> {
    for _ in 0..events {
        let Some(event) = stepper.next_in(space) else { return Some(true) };
        stats.add(&event);
        if space.len() > cap {
            return None;
        }
    }
    Some(stepper.is_finished())
}

/// Runs a whole search of `space`, counting as it steps and keeping no
/// events; `None` once it has made more than `cap` positions.
fn step_capped<G: Game>(space: &mut GameSpace<G>, options: Options, cap: usize) -> Option<Stats> {
    let mut stepper = super::search::Stepper::new(options);
    let mut stats = Stats::default();
    steps(&mut stepper, space, &mut stats, cap, usize::MAX)?;
    Some(stats)
}

fn count_in<G: Position>(game: G, setup: Setup, options: Options, cap: usize) -> Option<Stats> {
    step_capped(&mut GameSpace::new(Play::new(game, setup)), options, cap)
}

/// What killer moves and the history heuristic learn in a search of
/// `game` under `setup`; `None` if it would make more than `cap`
/// positions.
pub fn learnt_within(game: &AnyGame, setup: Setup, options: Options, cap: usize) -> Option<Learnt> {
    let mut space = GameSpace::new(Play::new(game.clone(), setup));
    step_capped(&mut space, options, cap)?;
    Some(space.game().learnt())
}

/// What a search of `game` under `setup` costs (nodes visited, leaves
/// evaluated, cutoffs), counted as it steps, keeping no events; `None` if
/// it would make more than `cap` positions.
pub fn count(game: &AnyGame, setup: Setup, options: Options, cap: usize) -> Option<Stats> {
    let mut count = job::Count::new(game, setup, options, cap);
    count.run(usize::MAX);
    count.result()
}

/// The node-count table for `game` from depth 1 on, moves in `base`'s
/// order (with its table, if any), as far as minimax stays within `cap`
/// positions (at most `max_depth` rows).
pub fn cost_rows(game: &AnyGame, base: Setup, options: Options, max_depth: u32, cap: usize) -> Vec<CostRow> {
    let mut job = job::CostJob::new(game, base, options, max_depth, cap);
    while !job.run(usize::MAX) {}
    job.rows().to_vec()
}
