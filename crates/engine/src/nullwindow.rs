//! The null-window family, after alpha-beta, recorded step by step:
//!
//! - **Negamax** (Knuth and Moore, 1975; chessprogramming.org's
//!   "Alpha-Beta" in its negamax form): one function for both players,
//!   each node's value read from the side of the player to move there, a
//!   child's score negated (`score ← −NEGAMAX(child, −β, −α)`), fail-hard
//!   (returns clamped to the window) or fail-soft (the best score found);
//!   cut at `score ≥ β`, or `score > β` under the strict rule.
//! - **PVS / NegaScout** (Marsland and Campbell; Reinefeld), as
//!   Wikipedia's "Principal variation search" prints it: the first child
//!   with the full window, every later child with a null window
//!   `(α, α + 1)` (a *scout*), and a scout that fails high searched again
//!   with `(score, β)`.
//! - **Aspiration windows**: negamax (fail-soft) at the root with the
//!   window `(guess − δ, guess + δ)`; a score at or below α (failed low)
//!   opens α to −∞, at or above β (failed high) opens β to +∞, and the root
//!   is searched again.
//! - **MTD(f)** (Plaat, Schaeffer, Pijls and de Bruin, 1996), as Plaat
//!   prints it: null-window passes of ALPHA-BETA-WITH-MEMORY (ABWM in the listing; MAX and MIN
//!   nodes, values from MAX's side, a table of lower and upper bounds per
//!   node) closing `lower`/`upper` on the value.
//!
//! "+ 1" is the smallest step between two values of the search
//! ([`Scale`]): 1 on a game or a tree of whole numbers, 0.1 on a tree whose
//! leaves have one decimal, so no value lies strictly inside a null window
//! and the passes are exact. Values are held as whole multiples of that
//! step in 128 bits ([`V`]): nothing is rounded.
//!
//! A search runs on any [`Source`]: a typed tree ([`TreeSource`]) or a
//! game under a depth limit ([`GameSource`] over [`crate::games::Play`]),
//! two players, no chance nodes. Every step is an [`Event`] naming the
//! line of its algorithm's listing ([`listing`]) it performs; the nodes
//! searched are kept in the order made ([`Made`]), a node met again (a
//! re-search, another pass) is the same node. [`Run::view`] gives every
//! node's state after any number of steps, for drawing.

use std::collections::HashMap;
use std::ops::Neg;

use crate::num::{Bound, Num};
use crate::options::{Algorithm, CutRule, Form};
use crate::rules::{self, End};
use crate::space::Game;
use crate::tree::{Kind, NodeId, Player, Tree};

/// A value of the search: −∞, a whole number of the search's steps
/// ([`Scale`]), or +∞.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum V {
    NegInf,
    Fin(i128),
    PosInf,
}

/// Just above −∞ and below every value a leaf can have (a leaf has at most
/// 18 digits, so at most 10^36 steps): where a null window above −∞ ends.
const EDGE: i128 = 10i128.pow(37);

impl Neg for V {
    type Output = V;
    fn neg(self) -> V {
        match self {
            V::NegInf => V::PosInf,
            V::Fin(n) => V::Fin(-n),
            V::PosInf => V::NegInf,
        }
    }
}

impl V {
    /// One step up: the top of the null window above `self`.
    pub fn succ(self) -> V {
        match self {
            V::NegInf => V::Fin(-EDGE),
            V::Fin(n) if n >= EDGE => V::PosInf,
            V::Fin(n) => V::Fin(n + 1),
            V::PosInf => V::PosInf,
        }
    }

    /// One step down: the bottom of the null window below `self`.
    pub fn pred(self) -> V {
        -((-self).succ())
    }
}

/// How many decimals the search's values have: its step is 10^-digits.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Scale(pub u8);

impl Scale {
    /// `bound` as a whole number of steps; `None` when it has more
    /// decimals than the scale.
    pub fn of(self, bound: Bound) -> Option<V> {
        match bound {
            Bound::NegInf => Some(V::NegInf),
            Bound::PosInf => Some(V::PosInf),
            Bound::Finite(num) => {
                let (mantissa, scale) = num.parts();
                let up = self.0.checked_sub(scale)?;
                Some(V::Fin(i128::from(mantissa) * 10i128.pow(u32::from(up))))
            }
        }
    }

    /// `v` as a number, when it is one a leaf could have (not the edge of
    /// a null window above −∞ or below +∞).
    pub fn bound(self, v: V) -> Option<Bound> {
        match v {
            V::NegInf => Some(Bound::NegInf),
            V::PosInf => Some(Bound::PosInf),
            V::Fin(n) => i64::try_from(n).ok().and_then(|m| Num::new(m, self.0)).map(Bound::Finite),
        }
    }

    /// `v` as people read it: `−∞`, `3`, `2.5`; the null window's edges
    /// next to the infinities as `−∞ + 1` and `∞ − 1` (the step).
    pub fn show(self, v: V) -> String {
        match (v, self.bound(v)) {
            (_, Some(b)) => b.to_string(),
            (V::Fin(n), None) if n <= -EDGE => format!("−∞ + {}", self.step()),
            (V::Fin(n), None) if n >= EDGE => format!("∞ − {}", self.step()),
            (V::Fin(n), None) => format!("{}", n as f64 / 10f64.powi(i32::from(self.0))),
            (_, None) => String::from("?"),
        }
    }

    /// The step written out: `1`, `0.1`, `0.01`.
    pub fn step(self) -> String {
        Num::new(1, self.0).map_or_else(|| "1".into(), |n| n.to_string())
    }
}

/// The algorithms of the family.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Algo {
    Negamax,
    Pvs,
    Aspiration,
    Mtdf,
}

impl Algo {
    /// In menu order.
    pub const ALL: [Algo; 4] = [Algo::Negamax, Algo::Pvs, Algo::Aspiration, Algo::Mtdf];

    /// The code links and `trace --algo` use.
    pub fn code(self) -> &'static str {
        match self {
            Algo::Negamax => "negamax",
            Algo::Pvs => "pvs",
            Algo::Aspiration => "aspiration",
            Algo::Mtdf => "mtdf",
        }
    }

    /// The algorithm with this code (`negascout` and `mtd-f` too).
    pub fn from_code(code: &str) -> Option<Algo> {
        match code.trim().to_ascii_lowercase().replace(['-', '_', '(', ')'], "").as_str() {
            "negamax" => Some(Algo::Negamax),
            "pvs" | "negascout" => Some(Algo::Pvs),
            "aspiration" | "aspirationwindows" => Some(Algo::Aspiration),
            "mtdf" => Some(Algo::Mtdf),
            _ => None,
        }
    }

    /// Whether the cut rule (α ≥ β or α > β) is the user's to choose: not
    /// in PVS's scouts nor MTD(f)'s passes, whose null windows test by ≥.
    pub fn takes_cut_rule(self) -> bool {
        matches!(self, Algo::Negamax | Algo::Aspiration)
    }
}

/// What negamax returns when a node fails (its value outside the window).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Fail {
    /// The window's end (β at a cutoff, α when nothing beat α).
    #[default]
    Hard,
    /// The best score found, which may lie past the window's end: a
    /// tighter bound.
    Soft,
}

impl Fail {
    pub fn code(self) -> &'static str {
        match self {
            Fail::Hard => "hard",
            Fail::Soft => "soft",
        }
    }
}

/// How a search of the family runs.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct FamilyOptions {
    pub algo: Algo,
    /// Negamax's returns (aspiration runs fail-soft, PVS fail-hard as
    /// Wikipedia prints it, MTD(f) fail-soft as Plaat does).
    pub fail: Fail,
    /// Negamax's and aspiration's cut test.
    pub cut: CutRule,
    /// Aspiration's and MTD(f)'s first guess of the root's value, from
    /// MAX's side (MTD(f)'s default: 0).
    pub guess: Bound,
    /// Aspiration's half-width δ.
    pub delta: Bound,
    /// The most nodes entered (re-searches counted) before the search is
    /// refused as too big.
    pub cap: usize,
}

impl FamilyOptions {
    pub fn new(algo: Algo) -> FamilyOptions {
        FamilyOptions { algo, fail: Fail::Hard, cut: CutRule::Ge, guess: Bound::int(0), delta: Bound::int(1), cap: 2_000_000 }
    }
}

/// Why a tree or game cannot be searched by the family.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Refusal {
    /// A chance node: negamax and the null-window searches are for two
    /// players who choose.
    Chance,
    /// Utility vectors or players beyond two (max^n).
    ManyPlayers,
    /// The search reached a placeholder leaf (its name), which has no
    /// number to compare.
    Placeholder(String),
    /// A value with more decimals than the search's step, or too many
    /// digits for exact steps.
    NotWhole,
    /// More nodes than the cap.
    TooBig(usize),
    /// Proof-number search reached a depth limit's evaluation, which
    /// proves nothing: it plays games to their end.
    DepthLimit,
    /// A guess or δ that is not a finite number of the search's step, or
    /// a δ of 0 or less.
    BadWindow,
}

/// Where a tree or game's nodes come from: two players, MAX and MIN.
pub trait Source {
    type State: Clone;
    fn root(&self) -> Self::State;
    /// MAX or MIN to move; `None` at a leaf (a finished game, or the
    /// depth limit's evaluation).
    fn mover(&self, state: &Self::State) -> Result<Option<Player>, Refusal>;
    /// A leaf's utility (or evaluation), from MAX's side.
    fn utility(&self, state: &Self::State) -> Result<Bound, Refusal>;
    /// The moves, in the order searched: each one's state and name.
    fn moves(&self, state: &Self::State) -> Vec<(Self::State, String)>;
    /// The tree node a state is, for a typed tree.
    fn tree_node(&self, _state: &Self::State) -> Option<NodeId> {
        None
    }
    /// Whether a leaf is where a depth limit stopped (its value an
    /// evaluation).
    fn frontier(&self, _state: &Self::State) -> bool {
        false
    }
}

/// The player who moves at a node of `kind`: the family searches only
/// MAX and MIN nodes ([`Kind::side`]), and says why it refuses the others.
fn two_player(kind: Kind) -> Result<Player, Refusal> {
    kind.side().ok_or(if kind == Kind::Chance { Refusal::Chance } else { Refusal::ManyPlayers })
}

/// A typed tree as a source.
pub struct TreeSource<'a>(pub &'a Tree);

impl Source for TreeSource<'_> {
    type State = NodeId;
    fn root(&self) -> NodeId {
        NodeId::ROOT
    }
    fn mover(&self, &id: &NodeId) -> Result<Option<Player>, Refusal> {
        self.0[id].kind().map(two_player).transpose()
    }
    fn utility(&self, &id: &NodeId) -> Result<Bound, Refusal> {
        if self.0.players().is_some() {
            return Err(Refusal::ManyPlayers);
        }
        self.0.leaf_value(id).ok_or_else(|| Refusal::Placeholder(self.0.name(id).to_string()))
    }
    fn moves(&self, &id: &NodeId) -> Vec<(NodeId, String)> {
        self.0.children(id).map(|c| (c, self.0.name(c).to_string())).collect()
    }
    fn tree_node(&self, &id: &NodeId) -> Option<NodeId> {
        Some(id)
    }
}

/// A game as a source (wrap it in [`crate::games::Play`] for a depth limit
/// and a move order).
pub struct GameSource<G: Game>(pub G);

impl<G: Game> Source for GameSource<G> {
    type State = G::State;
    fn root(&self) -> G::State {
        self.0.initial()
    }
    fn mover(&self, state: &G::State) -> Result<Option<Player>, Refusal> {
        if self.0.terminal(state) || self.0.actions(state).is_empty() {
            return Ok(None);
        }
        two_player(self.0.player(state)).map(Some)
    }
    fn utility(&self, state: &G::State) -> Result<Bound, Refusal> {
        Ok(self.0.utility(state))
    }
    fn moves(&self, state: &G::State) -> Vec<(G::State, String)> {
        self.0.actions(state).iter().map(|a| (self.0.result(state, a), self.0.label(a))).collect()
    }
    fn frontier(&self, state: &G::State) -> bool {
        self.0.frontier(state)
    }
}

/// A node the search made, numbered in the order made.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Made {
    pub parent: Option<u32>,
    /// Its move's index among the parent's moves.
    pub index: u32,
    /// The move's name (a typed tree: the node's name).
    pub label: String,
    /// Who moves there; `None` at a leaf.
    pub mover: Option<Player>,
    /// The typed tree's node, when the source is a tree.
    pub tree_node: Option<NodeId>,
    /// A leaf where the depth limit stopped.
    pub frontier: bool,
    /// How many moves it has (a leaf: 0), made or not.
    pub moves: u32,
}

/// Why a node was entered.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Role {
    /// With its parent's whole window (negated): the root, negamax's every
    /// child, PVS's first child.
    Full,
    /// PVS: with a null window, asking only "better than α?".
    Scout,
    /// PVS: again, after its scout failed high, with `(score, β)`.
    ReSearch,
    /// MTD(f): in a null-window pass.
    Probe,
}

/// What a returned value says about the node's true value.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Said {
    /// Its value.
    Exact,
    /// At most this (failed low).
    AtMost,
    /// At least this (failed high).
    AtLeast,
    /// Nothing either way: the node was entered with an empty window
    /// (α = β, which only the strict rule leaves open), so a child that
    /// failed one way and one that failed the other read the same.
    Unknown,
}

/// One step. Values are from the side of the player to move at `node`
/// (negamax, PVS, aspiration) or from MAX's side (MTD(f)).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Step {
    /// A root search begins: negamax's one pass, an aspiration window, an
    /// MTD(f) pass with its β.
    Pass { pass: u32, alpha: V, beta: V },
    /// A node is entered with the window `(alpha, beta)`.
    Enter { node: u32, alpha: V, beta: V, role: Role },
    /// MTD(f): the table's bounds for `node`; `returned` when one of them
    /// already decides the pass, else the window narrowed to them.
    Table { node: u32, lower: V, upper: V, returned: Option<V>, alpha: V, beta: V },
    /// A leaf's value, from the side this step reads values from.
    Leaf { node: u32, value: V },
    /// The child's score as `node` sees it (negated in negamax's form).
    Back { node: u32, child: u32, score: V, role: Role },
    /// PVS: the scout of `child` came back above `alpha` and below β: it
    /// will be searched again with `(score, beta)`.
    FailHigh { node: u32, child: u32, score: V, alpha: V, beta: V },
    /// `node`'s best so far or α moved (MTD(f): its g, and `a` at MAX or
    /// `b` at MIN); `alpha_moved`: α (or a, b) changed, not only the best.
    Better { node: u32, best: V, alpha: V, beta: V, alpha_moved: bool },
    /// The window closed after `child`, whose `score` met the test: the
    /// node returns `value`; `skipped` moves are never made.
    Cutoff { node: u32, child: u32, score: V, value: V, skipped: u32 },
    /// `node` returns `value`.
    Return { node: u32, value: V, said: Said },
    /// MTD(f): the table now holds these bounds for `node`.
    Store { node: u32, lower: V, upper: V },
    /// A root search is over: its value and what it says; for MTD(f) the
    /// bounds after it, for aspiration the next window when it failed.
    PassEnd { pass: u32, value: V, said: Said, lower: V, upper: V },
    /// The value is found.
    Done { value: V },
}

/// A step with the line of the listing it performs (from 0).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Event {
    pub step: Step,
    pub line: u8,
}

/// What a search cost.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Counts {
    /// Nodes entered, each time entered (a re-search or a pass enters
    /// again).
    pub nodes: u32,
    /// Leaves evaluated, each time.
    pub leaves: u32,
    /// Different leaves evaluated.
    pub distinct_leaves: u32,
    /// Cutoffs.
    pub cutoffs: u32,
    /// PVS: scouts searched again; aspiration: root searches after the
    /// first.
    pub re_searches: u32,
    /// Root searches (negamax and PVS: 1).
    pub passes: u32,
    /// MTD(f): table entries that decided a node without searching it.
    pub table_hits: u32,
}

/// A recorded search.
#[derive(Clone, PartialEq, Debug)]
pub struct Run {
    pub options: FamilyOptions,
    pub scale: Scale,
    pub events: Vec<Event>,
    pub made: Vec<Made>,
    /// The root's value from MAX's side.
    pub value: Bound,
    pub counts: Counts,
}

/// Searches `source` with the family's `options`.
pub fn run<S: Source>(source: &S, scale: Scale, options: FamilyOptions) -> Result<Run, Refusal> {
    if options.algo == Algo::Aspiration && !matches!(scale.of(options.delta), Some(V::Fin(d)) if d > 0) {
        return Err(Refusal::BadWindow);
    }
    if matches!(options.algo, Algo::Aspiration | Algo::Mtdf) && !matches!(scale.of(options.guess), Some(V::Fin(_))) {
        return Err(Refusal::BadWindow);
    }
    let mut s = Searcher {
        source,
        scale,
        options,
        events: Vec::new(),
        made: Vec::new(),
        states: Vec::new(),
        kids: Vec::new(),
        seen: Vec::new(),
        table: HashMap::new(),
        counts: Counts::default(),
    };
    s.make(None, 0, source.root(), String::new())?;
    let root_mover = s.made[0].mover.unwrap_or(Player::Max);
    let value = match options.algo {
        Algo::Negamax | Algo::Pvs => {
            s.counts.passes = 1;
            s.record(Step::Pass { pass: 1, alpha: V::NegInf, beta: V::PosInf }, 0);
            let v = if options.algo == Algo::Pvs {
                s.drive(PvsFrame::call(0, V::NegInf, V::PosInf, Role::Full))?
            } else {
                s.drive(NegamaxFrame::call(0, V::NegInf, V::PosInf, Role::Full, 0))?
            };
            let end = if options.algo == Algo::Pvs { line::PVS_RETURN } else { line::NM_RETURN };
            s.record(Step::PassEnd { pass: 1, value: v, said: Said::Exact, lower: v, upper: v }, end);
            side_to_max(root_mover, v)
        }
        Algo::Aspiration => s.aspiration(root_mover)?,
        Algo::Mtdf => s.mtdf()?,
    };
    s.record(Step::Done { value }, done_line(options.algo));
    let value = scale.bound(value).ok_or(Refusal::NotWhole)?;
    Ok(Run { options, scale, events: s.events, made: s.made, value, counts: s.counts })
}

/// The line a finished search's last step names.
fn done_line(algo: Algo) -> u8 {
    match algo {
        Algo::Negamax => 8,
        Algo::Pvs => 11,
        Algo::Aspiration => 6,
        Algo::Mtdf => 6,
    }
}

/// A value from `mover`'s side, from MAX's.
fn side_to_max(mover: Player, v: V) -> V {
    if mover == Player::Max { v } else { -v }
}

/// The side a made node's values are read from in the negamax form: the
/// player to move there; at a leaf, the one who would move next.
fn side_of(made: &[Made], node: u32) -> Player {
    let Some(m) = made.get(node as usize) else { return Player::Max };
    match (m.mover, m.parent) {
        (Some(p), _) => p,
        (None, Some(parent)) => made.get(parent as usize).and_then(|p| p.mover).map_or(Player::Max, Player::other),
        (None, None) => Player::Max,
    }
}

impl Run {
    /// `v`, a value of `node` as this run's steps give it, from MAX's side
    /// (MTD(f)'s already are; the negamax family's are from the side to
    /// move), with what it says of the node's value from MAX's side.
    pub fn to_max(&self, node: u32, v: V, said: Said) -> (V, Said) {
        let side = self.read_from(node);
        let said = match (side, said) {
            (Player::Min, Said::AtMost) => Said::AtLeast,
            (Player::Min, Said::AtLeast) => Said::AtMost,
            (_, other) => other,
        };
        (side_to_max(side, v), said)
    }

    /// A window `(α, β)` `node` was entered with, from MAX's side (the
    /// negamax family's from MIN's side swap and negate).
    pub fn window_to_max(&self, node: u32, (alpha, beta): (V, V)) -> (V, V) {
        match self.read_from(node) {
            Player::Max => (alpha, beta),
            Player::Min => (-beta, -alpha),
        }
    }

    /// The side this run's steps give `node`'s values from.
    fn read_from(&self, node: u32) -> Player {
        if self.options.algo == Algo::Mtdf { Player::Max } else { side_of(&self.made, node) }
    }
}

/// The smallest step of a typed tree's leaves: the most decimals any leaf
/// has.
pub fn tree_scale(tree: &Tree) -> Scale {
    let most = tree
        .leaves()
        .filter_map(|l| tree.leaf_value(l))
        .filter_map(|b| if let Bound::Finite(n) = b { Some(n.parts().1) } else { None })
        .max();
    Scale(most.unwrap_or(0))
}

/// Searches a typed tree.
pub fn run_tree(tree: &Tree, options: FamilyOptions) -> Result<Run, Refusal> {
    if tree.has_chance() {
        return Err(Refusal::Chance);
    }
    if tree.players().is_some() {
        return Err(Refusal::ManyPlayers);
    }
    run(&TreeSource(tree), tree_scale(tree), options)
}

struct Searcher<'s, S: Source> {
    source: &'s S,
    scale: Scale,
    options: FamilyOptions,
    events: Vec<Event>,
    made: Vec<Made>,
    states: Vec<S::State>,
    /// Each made node's children made so far, by move index.
    kids: Vec<Vec<Option<u32>>>,
    /// Whether a leaf has been evaluated before.
    seen: Vec<bool>,
    /// MTD(f)'s table: lower and upper bounds by node.
    table: HashMap<u32, (V, V)>,
    counts: Counts,
}

/// The listing's lines, by algorithm (see [`listing`]).
mod line {
    pub const NM_ENTER: u8 = 0;
    pub const NM_LEAF: u8 = 1;
    pub const NM_BACK: u8 = 4;
    pub const NM_CUT: u8 = 5;
    pub const NM_BEST: u8 = 6;
    pub const NM_BETTER: u8 = 7;
    pub const NM_RETURN: u8 = 8;
    pub const PVS_ENTER: u8 = 0;
    pub const PVS_LEAF: u8 = 1;
    pub const PVS_FIRST: u8 = 4;
    pub const PVS_SCOUT: u8 = 6;
    pub const PVS_FAIL_HIGH: u8 = 7;
    pub const PVS_RESEARCH: u8 = 8;
    pub const PVS_BETTER: u8 = 9;
    pub const PVS_CUT: u8 = 10;
    pub const PVS_RETURN: u8 = 11;
    /// Aspiration's driver comes first; its negamax follows at this line.
    pub const ASP_NEGAMAX: u8 = 7;
    pub const ASP_WINDOW: u8 = 1;
    pub const ASP_SEARCH: u8 = 3;
    pub const ASP_LOW: u8 = 4;
    pub const ASP_HIGH: u8 = 5;
    pub const ASP_DONE: u8 = 6;
    pub const MT_BETA: u8 = 3;
    pub const MT_BOUND: u8 = 5;
    pub const MT_PASS: u8 = 4;
    pub const MT_HIT_LOW: u8 = 9;
    pub const MT_HIT_HIGH: u8 = 10;
    pub const MT_NARROW: u8 = 11;
    pub const MT_LEAF: u8 = 12;
    pub const MT_MAX_BACK: u8 = 16;
    pub const MT_MIN_BACK: u8 = 20;
    pub const MT_MAX_LOOP: u8 = 15;
    pub const MT_MIN_LOOP: u8 = 19;
    pub const MT_STORE_UPPER: u8 = 21;
    pub const MT_STORE_EXACT: u8 = 22;
    pub const MT_STORE_LOWER: u8 = 23;
    pub const MT_RETURN: u8 = 24;
}

impl<S: Source> Searcher<'_, S> {
    fn record(&mut self, step: Step, line: u8) {
        self.events.push(Event { step, line });
    }

    fn make(&mut self, parent: Option<u32>, index: u32, state: S::State, label: String) -> Result<u32, Refusal> {
        if self.made.len() >= self.options.cap.max(1) {
            return Err(Refusal::TooBig(self.options.cap));
        }
        let mover = self.source.mover(&state)?;
        let moves = if mover.is_some() { self.source.moves(&state).len() as u32 } else { 0 };
        let id = self.made.len() as u32;
        self.made.push(Made {
            parent,
            index,
            label,
            mover,
            tree_node: self.source.tree_node(&state),
            frontier: self.source.frontier(&state),
            moves,
        });
        self.states.push(state);
        self.kids.push(vec![None; moves as usize]);
        self.seen.push(false);
        Ok(id)
    }

    /// The `k`th child of `node`, made on first need.
    fn child(&mut self, node: u32, k: u32) -> Result<u32, Refusal> {
        if let Some(Some(c)) = self.kids[node as usize].get(k as usize) {
            return Ok(*c);
        }
        let state = self.states[node as usize].clone();
        let (next, label) = self.source.moves(&state).into_iter().nth(k as usize).ok_or(Refusal::NotWhole)?;
        let c = self.make(Some(node), k, next, label)?;
        self.kids[node as usize][k as usize] = Some(c);
        Ok(c)
    }

    fn enter(&mut self, node: u32, alpha: V, beta: V, role: Role, line: u8) -> Result<(), Refusal> {
        self.counts.nodes += 1;
        if self.counts.nodes as usize > self.options.cap {
            return Err(Refusal::TooBig(self.options.cap));
        }
        self.record(Step::Enter { node, alpha, beta, role }, line);
        Ok(())
    }

    /// A leaf's value from MAX's side, counted.
    fn leaf_value(&mut self, node: u32) -> Result<V, Refusal> {
        self.counts.leaves += 1;
        if !self.seen[node as usize] {
            self.seen[node as usize] = true;
            self.counts.distinct_leaves += 1;
        }
        let utility = self.source.utility(&self.states[node as usize])?;
        self.scale.of(utility).ok_or(Refusal::NotWhole)
    }

    /// The side values at `node` are read from in negamax's form: its
    /// mover, or at a leaf the other side from its parent's mover.
    fn side(&self, node: u32) -> Player {
        side_of(&self.made, node)
    }

    /// A child's score as `node` reads it, from the child's own.
    fn flip(&self, node: u32, child: u32, v: V) -> V {
        if self.side(node) == self.side(child) { v } else { -v }
    }

    /// The window `node` hands `child`: its own, or negated and swapped
    /// when the child is the other side's.
    fn window_for(&self, node: u32, child: u32, alpha: V, beta: V) -> (V, V) {
        if self.side(node) == self.side(child) { (alpha, beta) } else { (-beta, -alpha) }
    }

    /// Runs `first` and every call it makes on a stack of frames kept in
    /// the heap, not the machine's: a 10,000-level chain must not overflow
    /// the page's 1 MiB WebAssembly stack. Each frame resumes with its
    /// child's value, so the steps come out in the recursive order.
    fn drive(&mut self, first: Frame) -> Result<V, Refusal> {
        let mut stack = vec![first];
        let mut back = None;
        while let Some(top) = stack.last_mut() {
            let next = match top {
                Frame::Negamax(f) => self.negamax(f, back.take())?,
                Frame::Pvs(f) => self.pvs(f, back.take())?,
                Frame::Memory(f) => self.memory(f, back.take())?,
            };
            match next {
                Next::Call(frame) => stack.push(frame),
                Next::Return(v) => {
                    stack.pop();
                    back = Some(v);
                }
            }
        }
        // The first frame always returns a value before the stack empties.
        back.ok_or(Refusal::NotWhole)
    }

    /// A leaf's value read from its own side, recorded as NEGAMAX's and
    /// PVS's first lines do.
    fn negamax_leaf(&mut self, node: u32, at: u8) -> Result<Next, Refusal> {
        let v = self.leaf_value(node)?;
        let v = side_to_max(self.side(node), v);
        self.record(Step::Leaf { node, value: v }, at);
        self.record(Step::Return { node, value: v, said: Said::Exact }, at);
        Ok(Next::Return(v))
    }

    /// NEGAMAX(node, α, β), recorded; `base` offsets its lines (aspiration
    /// prints it below its driver). Entered with `back` empty, resumed
    /// with each child's value.
    fn negamax(&mut self, f: &mut NegamaxFrame, back: Option<V>) -> Result<Next, Refusal> {
        let (node, base) = (f.node, f.base);
        let soft = self.options.fail == Fail::Soft || self.options.algo == Algo::Aspiration;
        let moves = self.made[node as usize].moves;
        match back {
            None => {
                // Entered from the line that calls it: the root from the
                // driver (or as the function itself), a child from
                // `score ← −NEGAMAX(child, …)`.
                let at = match (node, base) {
                    (0, 0) => line::NM_ENTER,
                    (0, _) => line::ASP_SEARCH,
                    _ => base + line::NM_BACK,
                };
                self.enter(node, f.alpha, f.beta, f.role, at)?;
                if self.made[node as usize].mover.is_none() {
                    return self.negamax_leaf(node, base + line::NM_LEAF);
                }
            }
            Some(raw) => {
                let child = f.child;
                let score = self.flip(node, child, raw);
                self.record(Step::Back { node, child, score, role: Role::Full }, base + line::NM_BACK);
                if rules::cuts(self.options.cut, score, f.beta, &()) {
                    let value = if soft { score } else { f.beta };
                    self.counts.cutoffs += 1;
                    self.record(Step::Cutoff { node, child, score, value, skipped: moves - f.k - 1 }, base + line::NM_CUT);
                    self.record(Step::Return { node, value, said: Said::AtLeast }, base + line::NM_CUT);
                    return Ok(Next::Return(value));
                }
                let before = (f.best, f.alpha);
                f.best = f.best.max(score);
                f.alpha = f.alpha.max(score);
                if f.alpha != before.1 {
                    self.record(
                        Step::Better { node, best: f.best, alpha: f.alpha, beta: f.beta, alpha_moved: true },
                        base + line::NM_BETTER,
                    );
                } else if f.best != before.0 && soft {
                    self.record(
                        Step::Better { node, best: f.best, alpha: f.alpha, beta: f.beta, alpha_moved: false },
                        base + line::NM_BEST,
                    );
                }
                f.k += 1;
            }
        }
        if f.k < moves {
            let child = self.child(node, f.k)?;
            f.child = child;
            let (ca, cb) = self.window_for(node, child, f.alpha, f.beta);
            return Ok(Next::Call(NegamaxFrame::call(child, ca, cb, Role::Full, base)));
        }
        let value = if soft { f.best } else { f.alpha };
        // Nothing above α: at most. Under the strict rule a score equal to
        // β does not cut, and the node returns β, which says only "at
        // least" (a child that failed low for its mover reads as β here).
        let said = if f.entered == f.beta {
            Said::Unknown
        } else if value <= f.entered {
            Said::AtMost
        } else if value >= f.beta {
            Said::AtLeast
        } else {
            Said::Exact
        };
        self.record(Step::Return { node, value, said }, base + line::NM_RETURN);
        Ok(Next::Return(value))
    }

    /// PVS(node, α, β), as Wikipedia prints it (fail-hard: returns α; its
    /// null windows test by ≥ whatever the cut rule).
    fn pvs(&mut self, f: &mut PvsFrame, back: Option<V>) -> Result<Next, Refusal> {
        let node = f.node;
        let moves = self.made[node as usize].moves;
        match back {
            None => {
                let at = match (node, f.role) {
                    (0, _) => line::PVS_ENTER,
                    (_, Role::Scout) => line::PVS_SCOUT,
                    (_, Role::ReSearch) => line::PVS_RESEARCH,
                    _ => line::PVS_FIRST,
                };
                self.enter(node, f.alpha, f.beta, f.role, at)?;
                if self.made[node as usize].mover.is_none() {
                    return self.negamax_leaf(node, line::PVS_LEAF);
                }
            }
            Some(raw) => {
                let child = f.child;
                let score = self.flip(node, child, raw);
                let at = match f.asked {
                    Role::Scout => line::PVS_SCOUT,
                    Role::ReSearch => line::PVS_RESEARCH,
                    _ => line::PVS_FIRST,
                };
                self.record(Step::Back { node, child, score, role: f.asked }, at);
                if f.asked == Role::Scout && f.alpha < score && score < f.beta {
                    self.counts.re_searches += 1;
                    self.record(Step::FailHigh { node, child, score, alpha: f.alpha, beta: f.beta }, line::PVS_FAIL_HIGH);
                    f.asked = Role::ReSearch;
                    let (ca, cb) = self.window_for(node, child, score, f.beta);
                    return Ok(Next::Call(PvsFrame::call(child, ca, cb, Role::ReSearch)));
                }
                if score > f.alpha {
                    f.alpha = score;
                    self.record(Step::Better { node, best: f.alpha, alpha: f.alpha, beta: f.beta, alpha_moved: true }, line::PVS_BETTER);
                }
                if rules::cuts(CutRule::Ge, f.alpha, f.beta, &()) {
                    self.counts.cutoffs += 1;
                    self.record(Step::Cutoff { node, child, score, value: f.alpha, skipped: moves - f.k - 1 }, line::PVS_CUT);
                    return Ok(self.pvs_return(f));
                }
                f.k += 1;
            }
        }
        if f.k < moves {
            let child = self.child(node, f.k)?;
            f.child = child;
            let (asked, (a, b)) = if f.k == 0 { (Role::Full, (f.alpha, f.beta)) } else { (Role::Scout, (f.alpha, f.alpha.succ())) };
            f.asked = asked;
            let (ca, cb) = self.window_for(node, child, a, b);
            return Ok(Next::Call(PvsFrame::call(child, ca, cb, asked)));
        }
        Ok(self.pvs_return(f))
    }

    fn pvs_return(&mut self, f: &PvsFrame) -> Next {
        let said = if rules::cuts(CutRule::Ge, f.alpha, f.beta, &()) {
            Said::AtLeast
        } else if f.alpha <= f.entered {
            Said::AtMost
        } else {
            Said::Exact
        };
        self.record(Step::Return { node: f.node, value: f.alpha, said }, line::PVS_RETURN);
        Next::Return(f.alpha)
    }

    /// Aspiration windows around the guess, widened on a fail.
    fn aspiration(&mut self, root_mover: Player) -> Result<V, Refusal> {
        let guess = side_to_max(root_mover, self.scale.of(self.options.guess).ok_or(Refusal::BadWindow)?);
        let delta = self.scale.of(self.options.delta).ok_or(Refusal::BadWindow)?;
        let (V::Fin(g), V::Fin(d)) = (guess, delta) else { return Err(Refusal::BadWindow) };
        let (mut alpha, mut beta) = (V::Fin(g - d), V::Fin(g + d));
        for pass in 1.. {
            self.counts.passes = pass;
            self.record(Step::Pass { pass, alpha, beta }, if pass == 1 { line::ASP_WINDOW } else { line::ASP_SEARCH });
            let score = self.drive(NegamaxFrame::call(0, alpha, beta, Role::Full, line::ASP_NEGAMAX))?;
            if score <= alpha && alpha != V::NegInf {
                self.counts.re_searches += 1;
                self.record(Step::PassEnd { pass, value: score, said: Said::AtMost, lower: V::NegInf, upper: beta }, line::ASP_LOW);
                alpha = V::NegInf;
            } else if score >= beta && beta != V::PosInf {
                self.counts.re_searches += 1;
                self.record(Step::PassEnd { pass, value: score, said: Said::AtLeast, lower: alpha, upper: V::PosInf }, line::ASP_HIGH);
                beta = V::PosInf;
            } else {
                self.record(Step::PassEnd { pass, value: score, said: Said::Exact, lower: score, upper: score }, line::ASP_DONE);
                return Ok(side_to_max(root_mover, score));
            }
        }
        Err(Refusal::BadWindow)
    }

    /// MTD(f): null-window passes until the bounds meet.
    fn mtdf(&mut self) -> Result<V, Refusal> {
        let mut g = self.scale.of(self.options.guess).ok_or(Refusal::BadWindow)?;
        let (mut lower, mut upper) = (V::NegInf, V::PosInf);
        let mut pass = 0;
        while lower < upper {
            pass += 1;
            self.counts.passes = pass;
            let beta = g.max(lower.succ());
            self.record(Step::Pass { pass, alpha: beta.pred(), beta }, line::MT_BETA);
            g = self.drive(MemoryFrame::call(0, beta.pred(), beta))?;
            let said = if g < beta {
                upper = g;
                Said::AtMost
            } else {
                lower = g;
                Said::AtLeast
            };
            self.record(Step::PassEnd { pass, value: g, said, lower, upper }, line::MT_BOUND);
        }
        Ok(g)
    }

    /// ALPHA-BETA-WITH-MEMORY(n, α, β), Plaat's, values from MAX's side:
    /// entered with `back` empty (the table, a leaf, or the loop over a
    /// MAX or MIN node's children), resumed with each child's value.
    fn memory(&mut self, f: &mut MemoryFrame, back: Option<V>) -> Result<Next, Refusal> {
        let node = f.node;
        let moves = self.made[node as usize].moves;
        match back {
            None => {
                let at = match self.made[node as usize].parent.and_then(|p| self.made[p as usize].mover) {
                    None => line::MT_PASS,
                    Some(Player::Max) => line::MT_MAX_BACK,
                    Some(Player::Min) => line::MT_MIN_BACK,
                };
                self.enter(node, f.alpha, f.beta, Role::Probe, at)?;
                if let Some(&(lower, upper)) = self.table.get(&node) {
                    let hit = if lower >= f.beta {
                        Some((lower, line::MT_HIT_LOW, Said::AtLeast))
                    } else if upper <= f.alpha {
                        Some((upper, line::MT_HIT_HIGH, Said::AtMost))
                    } else {
                        None
                    };
                    if let Some((value, at, said)) = hit {
                        self.counts.table_hits += 1;
                        self.record(Step::Table { node, lower, upper, returned: Some(value), alpha: f.alpha, beta: f.beta }, at);
                        self.record(Step::Return { node, value, said }, at);
                        return Ok(Next::Return(value));
                    }
                    f.alpha = f.alpha.max(lower);
                    f.beta = f.beta.min(upper);
                    self.record(Step::Table { node, lower, upper, returned: None, alpha: f.alpha, beta: f.beta }, line::MT_NARROW);
                }
                let Some(mover) = self.made[node as usize].mover else {
                    let v = self.leaf_value(node)?;
                    self.record(Step::Leaf { node, value: v }, line::MT_LEAF);
                    return Ok(self.memory_store(f, v));
                };
                f.kind = Kind::from(mover);
                f.g = rules::start(f.kind, Algorithm::AlphaBeta).pick(V::NegInf, V::PosInf, V::NegInf);
                (f.a, f.b) = (f.alpha, f.beta);
            }
            Some(score) => {
                let (node_kind, child) = (f.kind, f.child);
                let at = if node_kind == Kind::Max { line::MT_MAX_BACK } else { line::MT_MIN_BACK };
                self.record(Step::Back { node, child, score, role: Role::Probe }, at);
                let before = (f.g, f.a, f.b);
                let fold = rules::fold(node_kind);
                f.g = rules::better(fold, f.g, score, &());
                match rules::own_end(node_kind) {
                    Some(End::Alpha) => f.a = rules::better(fold, f.a, f.g, &()),
                    Some(End::Beta) => f.b = rules::better(fold, f.b, f.g, &()),
                    None => {}
                }
                if (f.g, f.a, f.b) != before {
                    let alpha_moved = (f.a, f.b) != (before.1, before.2);
                    self.record(Step::Better { node, best: f.g, alpha: f.a, beta: f.b, alpha_moved }, at);
                }
                f.k += 1;
            }
        }
        if f.k < moves {
            // The loop's test, Plaat's `while g < β` at MAX (`g > α` at
            // MIN): the cut test of AIMA's form, by ≥.
            let closed =
                rules::cut_operands(f.kind, Form::Aima, f.g, f.a, f.b).is_some_and(|(high, low)| rules::cuts(CutRule::Ge, high, low, &()));
            if closed {
                self.counts.cutoffs += 1;
                let last = f.k.checked_sub(1).and_then(|j| self.kids[node as usize].get(j as usize).copied().flatten());
                let child = last.unwrap_or(node);
                let at = if f.kind == Kind::Max { line::MT_MAX_LOOP } else { line::MT_MIN_LOOP };
                self.record(Step::Cutoff { node, child, score: f.g, value: f.g, skipped: moves - f.k }, at);
                return Ok(self.memory_store(f, f.g));
            }
            let child = self.child(node, f.k)?;
            f.child = child;
            return Ok(Next::Call(MemoryFrame::call(child, f.a, f.b)));
        }
        Ok(self.memory_store(f, f.g))
    }

    /// The end of ALPHA-BETA-WITH-MEMORY: `g` stored as a bound or the
    /// value, and returned.
    fn memory_store(&mut self, f: &MemoryFrame, g: V) -> Next {
        let node = f.node;
        let (alpha, beta) = (f.alpha, f.beta);
        let (mut lower, mut upper) = self.table.get(&node).copied().unwrap_or((V::NegInf, V::PosInf));
        if g <= alpha {
            upper = g;
        }
        if alpha < g && g < beta {
            lower = g;
            upper = g;
        }
        if g >= beta {
            lower = g;
        }
        self.table.insert(node, (lower, upper));
        let at = if g <= alpha {
            line::MT_STORE_UPPER
        } else if g < beta {
            line::MT_STORE_EXACT
        } else {
            line::MT_STORE_LOWER
        };
        self.record(Step::Store { node, lower, upper }, at);
        let said = if g <= alpha {
            Said::AtMost
        } else if g >= beta {
            Said::AtLeast
        } else {
            Said::Exact
        };
        self.record(Step::Return { node, value: g, said }, line::MT_RETURN);
        Next::Return(g)
    }
}

/// A call of NEGAMAX, PVS or ALPHA-BETA-WITH-MEMORY in progress: its
/// arguments, its locals and the child it waits for.
enum Frame {
    Negamax(NegamaxFrame),
    Pvs(PvsFrame),
    Memory(MemoryFrame),
}

/// What a frame does next: call a child, or return its value.
enum Next {
    Call(Frame),
    Return(V),
}

struct NegamaxFrame {
    node: u32,
    role: Role,
    base: u8,
    /// α as entered, and α and the best score so far.
    entered: V,
    alpha: V,
    beta: V,
    best: V,
    /// The move being searched, and its node.
    k: u32,
    child: u32,
}

impl NegamaxFrame {
    fn call(node: u32, alpha: V, beta: V, role: Role, base: u8) -> Frame {
        Frame::Negamax(NegamaxFrame { node, role, base, entered: alpha, alpha, beta, best: V::NegInf, k: 0, child: 0 })
    }
}

struct PvsFrame {
    node: u32,
    role: Role,
    entered: V,
    alpha: V,
    beta: V,
    k: u32,
    child: u32,
    /// How the child was asked: the first with the full window, a scout,
    /// or a re-search.
    asked: Role,
}

impl PvsFrame {
    fn call(node: u32, alpha: V, beta: V, role: Role) -> Frame {
        Frame::Pvs(PvsFrame { node, role, entered: alpha, alpha, beta, k: 0, child: 0, asked: Role::Full })
    }
}

struct MemoryFrame {
    node: u32,
    /// The window, narrowed by the table.
    alpha: V,
    beta: V,
    /// The node's kind (MAX or MIN) and Plaat's g, a and b.
    kind: Kind,
    g: V,
    a: V,
    b: V,
    k: u32,
    child: u32,
}

impl MemoryFrame {
    fn call(node: u32, alpha: V, beta: V) -> Frame {
        Frame::Memory(MemoryFrame { node, alpha, beta, kind: Kind::Max, g: V::NegInf, a: alpha, b: beta, k: 0, child: 0 })
    }
}

impl rules::Ordered for V {
    type Cx = ();
    fn order(self, other: V, (): &()) -> std::cmp::Ordering {
        self.cmp(&other)
    }
    fn is_none(self) -> bool {
        false
    }
}

/// Where a node stands after some steps.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Status {
    /// Not yet made, or made and not entered.
    #[default]
    Unvisited,
    /// On the call stack.
    Active,
    /// Returned.
    Done,
    /// Skipped by a cutoff (never entered since).
    Pruned,
}

/// A node's state after some steps, for drawing.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct NodeView {
    pub status: Status,
    /// The window it was last entered with.
    pub window: Option<(V, V)>,
    /// What it last returned (or a leaf's value), and what that says.
    pub value: Option<(V, Said)>,
    /// Its α (the negamax family) or g (MTD(f)) while active.
    pub best: Option<V>,
    /// How it was last entered.
    pub role: Option<Role>,
    /// Times entered so far.
    pub entries: u32,
    /// MTD(f): the table's bounds for it.
    pub stored: Option<(V, V)>,
    /// The move index after which a cutoff skipped the rest (a move
    /// after it is pruned, made or not).
    pub cut_after: Option<u32>,
}

/// Every made node's state after `steps` events, and the pass the last
/// of them belongs to with its window.
#[derive(Clone, PartialEq, Debug)]
pub struct View {
    pub nodes: Vec<NodeView>,
    pub pass: Option<(u32, V, V)>,
    /// MTD(f)'s bounds on the root after the last finished pass.
    pub bounds: (V, V),
}

impl Run {
    /// The state after the first `steps` events (all of them at most).
    pub fn view(&self, steps: usize) -> View {
        let mut nodes = vec![NodeView::default(); self.made.len()];
        let mut children: Vec<Vec<u32>> = vec![Vec::new(); self.made.len()];
        for (id, m) in self.made.iter().enumerate().skip(1) {
            if let Some(p) = m.parent {
                children[p as usize].push(id as u32);
            }
        }
        let mut pass = None;
        let mut bounds = (V::NegInf, V::PosInf);
        for event in &self.events[..steps.min(self.events.len())] {
            match event.step {
                Step::Pass { pass: p, alpha, beta } => {
                    pass = Some((p, alpha, beta));
                    // A new root search: what the last one showed is history.
                    for n in nodes.iter_mut() {
                        *n = NodeView { stored: n.stored, entries: n.entries, ..NodeView::default() };
                    }
                }
                Step::Enter { node, alpha, beta, role } => {
                    // Entered again (a re-search): what its subtree showed
                    // from the last visit is history.
                    if nodes[node as usize].entries > 0 {
                        let mut stack = children[node as usize].clone();
                        while let Some(d) = stack.pop() {
                            let n = &mut nodes[d as usize];
                            *n = NodeView { stored: n.stored, entries: n.entries, ..NodeView::default() };
                            stack.extend(&children[d as usize]);
                        }
                    }
                    let n = &mut nodes[node as usize];
                    *n = NodeView {
                        status: Status::Active,
                        window: Some((alpha, beta)),
                        best: Some(alpha),
                        role: Some(role),
                        entries: n.entries + 1,
                        stored: n.stored,
                        ..NodeView::default()
                    };
                }
                Step::Table { node, alpha, beta, .. } => nodes[node as usize].window = Some((alpha, beta)),
                Step::Leaf { node, value } => nodes[node as usize].value = Some((value, Said::Exact)),
                Step::Better { node, best, alpha, .. } => {
                    // MTD(f) shows g; the negamax family its α.
                    nodes[node as usize].best = Some(if self.options.algo == Algo::Mtdf { best } else { alpha });
                }
                Step::Cutoff { node, child, .. } => {
                    let after = self.made[child as usize].index;
                    nodes[node as usize].cut_after = Some(after);
                    for &c in &children[node as usize] {
                        if self.made[c as usize].index > after {
                            nodes[c as usize].status = Status::Pruned;
                        }
                    }
                }
                Step::Return { node, value, said } => {
                    let n = &mut nodes[node as usize];
                    n.status = Status::Done;
                    n.value = Some((value, said));
                }
                Step::Store { node, lower, upper } => nodes[node as usize].stored = Some((lower, upper)),
                Step::PassEnd { lower, upper, .. } => bounds = (lower, upper),
                Step::Back { .. } | Step::FailHigh { .. } | Step::Done { .. } => {}
            }
        }
        View { nodes, pass, bounds }
    }

    /// The nodes in preorder (a node's made children by move index), for
    /// drawing and for numbering by the tree's names.
    pub fn preorder(&self) -> Vec<u32> {
        let mut children: Vec<Vec<u32>> = vec![Vec::new(); self.made.len()];
        for (id, m) in self.made.iter().enumerate().skip(1) {
            if let Some(p) = m.parent {
                children[p as usize].push(id as u32);
            }
        }
        for c in &mut children {
            crate::sorting::sort_by_key(c, |&id| self.made[id as usize].index);
        }
        let mut order = Vec::with_capacity(self.made.len());
        let mut stack = vec![0u32];
        while let Some(id) = stack.pop() {
            order.push(id);
            stack.extend(children[id as usize].iter().rev());
        }
        order
    }
}
