//! Monte Carlo tree search with UCB1 (UCT), as AIMA 4th edition (Fig.
//! 5.10/5.11) and Berkeley CS188 teach it, one iteration at a time:
//!
//! 1. **Selection**: from the root, while the node is fully expanded and
//!    not over, go to the child with the highest UCB1,
//!    `U(n)/N(n) + C·√(ln N(parent)/N(n))`, the exploitation term read from
//!    the side of the player who chooses (MAX's average utility at a MAX
//!    node, its negation at a MIN node); a chance node samples its child by
//!    the probabilities.
//! 2. **Expansion**: the node's next untried move (in the game's order)
//!    becomes a child.
//! 3. **Simulation**: a playout from the new child, both players moving
//!    uniformly at random (chance by its probabilities) to the end.
//! 4. **Backpropagation**: every node on the path gets one more visit
//!    (`N`) and the playout's utility added to its total (`W`, from MAX's
//!    side).
//!
//! The move returned is the root child with the most visits (ties: the
//! better average for the mover, then the first in the game's order), or,
//! as an option, the best average. Seeded (splitmix64): the same seed, the
//! same iterations.
//!
//! **MCTS-Solver** (Winands, Björnsson and Saito, 2008), an option: a
//! finished position is *proven* at its utility; a node whose mover has a
//! child proven at the best utility the game has, or whose every move is
//! expanded and proven, is proven at the best of them (a chance node: at
//! their expectation); selection stops at a proven node and backs up its
//! value instead of a playout, and the root's move is taken among its
//! proven-best children once it is proven.
//!
//! Each [`Iteration`] can be recorded (what each phase did, every child's
//! UCB1 as its two terms, the playout's moves), for the page to step
//! through; running without recording is the fast path.

use std::collections::HashMap;

use crate::num::Bound;
use crate::rng::SplitMix;
use crate::rules;
use crate::space::{Game, TreeGame};
use crate::tree::{Kind, Tree};
use crate::value::{Exact, exact};

/// The exploration constant AIMA's UCB1 and CS188 start from: √2.
pub const DEFAULT_C: f64 = std::f64::consts::SQRT_2;
/// The most nodes one search's tree keeps (a bound on memory); past it,
/// iterations go on without expanding.
pub const MAX_NODES: usize = 1 << 21;
/// The longest playout; one that reaches it counts as a draw (0).
pub const PLAYOUT_CAP: usize = 10_000;
/// The most iterations one search takes.
pub const MAX_ITERATIONS: u32 = 1_000_000;

/// Which root child is the move.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Choose {
    /// The most visited (the robust child; AIMA's choice).
    #[default]
    MostVisits,
    /// The best average utility for the mover.
    BestQ,
}

/// How a search runs.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct MctsOptions {
    /// The exploration constant C.
    pub c: f64,
    pub seed: u64,
    /// Back up proven wins and losses (MCTS-Solver).
    pub solver: bool,
    pub choose: Choose,
}

impl Default for MctsOptions {
    fn default() -> MctsOptions {
        MctsOptions { c: DEFAULT_C, seed: 1, solver: false, choose: Choose::MostVisits }
    }
}

/// Why a tree or game cannot be searched by MCTS.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Unsearchable {
    /// A placeholder leaf, an infinite utility or a utility vector: no
    /// number for a playout to end with.
    NoNumber,
    /// The root is a finished position: no move to choose.
    NoMoves,
    /// More than two players (max^n): UCB1 here is for MAX and MIN.
    ManyPlayers,
}

/// The four phases of an iteration.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Phase {
    Selection,
    Expansion,
    Simulation,
    Backpropagation,
}

impl Phase {
    pub const ALL: [Phase; 4] = [Phase::Selection, Phase::Expansion, Phase::Simulation, Phase::Backpropagation];
}

/// One node of the search tree.
#[derive(Clone, Debug)]
pub struct Node<S, A> {
    pub state: S,
    pub parent: Option<usize>,
    /// The move from the parent, and its index in the parent's moves (the
    /// game's generation order).
    pub action: Option<A>,
    pub index: usize,
    /// Who moves here.
    pub kind: Kind,
    pub terminal: bool,
    /// N: playouts through this node; W: the sum of their utilities
    /// (MAX's side).
    pub visits: u32,
    pub total: f64,
    /// The children made so far, in the order they were expanded.
    pub children: Vec<usize>,
    /// The moves here, in the game's order, and which are not yet
    /// expanded (indices into `moves`, next first).
    pub moves: Vec<A>,
    untried: Vec<usize>,
    /// With the solver: the value proven for this node.
    pub proven: Option<f64>,
}

impl<S, A> Node<S, A> {
    /// Q = W/N (MAX's side); `None` before any visit.
    pub fn q(&self) -> Option<f64> {
        (self.visits > 0).then(|| self.total / f64::from(self.visits))
    }

    /// True when every move has a child.
    pub fn fully_expanded(&self) -> bool {
        self.untried.is_empty()
    }
}

/// A child's UCB1 at a selection step, as its two terms.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Ucb {
    pub child: usize,
    /// U(n)/N(n) from the chooser's side (a proven child: its proven value).
    pub exploit: f64,
    /// C·√(ln N(parent) / N(n)).
    pub explore: f64,
}

impl Ucb {
    pub fn total(&self) -> f64 {
        self.exploit + self.explore
    }
}

/// One step down in the selection phase.
#[derive(Clone, PartialEq, Debug)]
pub struct Selected {
    pub node: usize,
    /// Every child's UCB1 (empty where chance sampled the child).
    pub scores: Vec<Ucb>,
    /// The child taken.
    pub taken: usize,
}

/// What one iteration did, phase by phase.
#[derive(Clone, PartialEq, Debug)]
pub struct Iteration {
    /// From 1.
    pub number: u32,
    pub selection: Vec<Selected>,
    /// Where selection stopped.
    pub leaf: usize,
    /// The child expansion added (`None`: the leaf is finished or proven,
    /// or the tree is full).
    pub expanded: Option<usize>,
    /// The playout's moves, as the game names them, from the expanded
    /// node (or the leaf).
    pub playout: Vec<String>,
    /// What the playout ended with (MAX's side); a proven node's value
    /// when the solver stopped there.
    pub result: f64,
    /// True when the result is a proven value, not a playout's.
    pub from_proof: bool,
    /// The nodes whose N and W were updated, from the root down.
    pub path: Vec<usize>,
    /// Nodes the solver proved in this iteration.
    pub proved: Vec<usize>,
}

/// A root child's figures.
#[derive(Clone, PartialEq, Debug)]
pub struct ChildSummary {
    /// Its index in the game's order of the root's moves.
    pub index: usize,
    pub label: String,
    pub visits: u32,
    pub total: f64,
    /// W/N (MAX's side), `None` before a visit.
    pub q: Option<f64>,
    /// N(a)/ΣN.
    pub policy: f64,
    pub proven: Option<f64>,
}

/// A Monte Carlo tree search of a game, run an iteration at a time.
#[derive(Clone)]
pub struct Mcts<G: Game> {
    game: G,
    options: MctsOptions,
    pub nodes: Vec<Node<G::State, G::Action>>,
    iterations: u32,
    rng: SplitMix,
    /// The lowest and highest utility the game has, when known (for the
    /// solver: a child proven at the mover's best ends the search there).
    range: Option<(f64, f64)>,
    /// The root children's figures as the iterations went (for a plot).
    pub trail: Trail,
}

/// The root children's Q and share of the visits after some iterations.
#[derive(Clone, PartialEq, Debug)]
pub struct Sample {
    pub iteration: u32,
    /// By the child's index in the root's moves: Q (MAX's side; `None`
    /// before a visit) and N(a)/ΣN.
    pub q: Vec<Option<f64>>,
    pub share: Vec<f64>,
}

/// Samples of the root children's figures, at most [`Trail::MAX`]: every
/// iteration at first, then every second, fourth, … (the stride doubles
/// and every other sample is dropped when it is full), so a plot of any
/// run has evenly spaced points.
#[derive(Clone, PartialEq, Debug, Default)]
pub struct Trail {
    pub samples: Vec<Sample>,
    stride: u32,
}

impl Trail {
    pub const MAX: usize = 256;

    fn due(&self, iteration: u32) -> bool {
        iteration.is_multiple_of(self.stride.max(1))
    }

    fn push(&mut self, sample: Sample) {
        self.samples.push(sample);
        if self.samples.len() > Trail::MAX {
            self.stride = self.stride.max(1) * 2;
            let stride = self.stride;
            self.samples.retain(|s| s.iteration.is_multiple_of(stride));
        }
    }
}

fn number(b: Bound) -> Option<f64> {
    let x = b.to_f64();
    x.is_finite().then_some(x)
}

impl<G: Game> Mcts<G> {
    /// A search of `game` from its initial state. `range` is the lowest and
    /// highest utility the game has, if known (the solver uses it).
    pub fn new(game: G, options: MctsOptions, range: Option<(f64, f64)>) -> Result<Mcts<G>, Unsearchable> {
        let state = game.initial();
        let kind = game.player(&state);
        if matches!(kind, Kind::Player { .. }) {
            return Err(Unsearchable::ManyPlayers);
        }
        let terminal = game.terminal(&state);
        let moves = if terminal { Vec::new() } else { game.actions(&state) };
        if moves.is_empty() {
            return Err(Unsearchable::NoMoves);
        }
        let root = Node {
            state,
            parent: None,
            action: None,
            index: 0,
            kind,
            terminal,
            visits: 0,
            total: 0.0,
            children: Vec::new(),
            untried: (0..moves.len()).collect(),
            moves,
            proven: None,
        };
        Ok(Mcts {
            game,
            options,
            nodes: vec![root],
            iterations: 0,
            rng: SplitMix(options.seed ^ 0x6d63_7473),
            range,
            trail: Trail::default(),
        })
    }

    pub fn game(&self) -> &G {
        &self.game
    }

    pub fn options(&self) -> MctsOptions {
        self.options
    }

    /// Iterations run so far.
    pub fn iterations(&self) -> u32 {
        self.iterations
    }

    /// The child of `node` by its move's index, if expanded.
    pub fn child_at(&self, node: usize, index: usize) -> Option<usize> {
        self.nodes[node].children.iter().copied().find(|&c| self.nodes[c].index == index)
    }

    /// The sign that turns MAX's side into the chooser's at `node`.
    fn side(&self, node: usize) -> f64 {
        if self.nodes[node].kind == Kind::Min { -1.0 } else { 1.0 }
    }

    /// Every child's UCB1 at `node` (a fully expanded MAX or MIN node).
    pub fn scores(&self, node: usize) -> Vec<Ucb> {
        let n = &self.nodes[node];
        let side = self.side(node);
        let ln_parent = f64::from(n.visits.max(1)).ln();
        n.children
            .iter()
            .map(|&c| {
                let child = &self.nodes[c];
                let visits = f64::from(child.visits.max(1));
                let exploit = side * child.proven.unwrap_or(child.total / visits);
                Ucb { child: c, exploit, explore: self.options.c * (ln_parent / visits).sqrt() }
            })
            .collect()
    }

    /// The child with the highest UCB1 (the first of equals, in the
    /// game's order).
    pub fn best_ucb(scores: &[Ucb], nodes: &[Node<G::State, G::Action>]) -> Option<usize> {
        let mut best: Option<&Ucb> = None;
        for s in scores {
            let better = match best {
                None => true,
                Some(b) => s.total() > b.total() || (s.total() == b.total() && nodes[s.child].index < nodes[b.child].index),
            };
            if better {
                best = Some(s);
            }
        }
        best.map(|b| b.child)
    }

    /// Samples a move index at a chance node by its probabilities.
    fn sample(&mut self, state: &G::State, moves: &[G::Action]) -> usize {
        let roll = self.rng.unit();
        let mut sum = 0.0;
        for (k, a) in moves.iter().enumerate() {
            sum += self.game.probability(state, a, moves.len()).to_f64().unwrap_or(0.0);
            if roll < sum {
                return k;
            }
        }
        moves.len().saturating_sub(1)
    }

    fn stops(&self, node: usize) -> bool {
        let n = &self.nodes[node];
        n.terminal || (self.options.solver && n.proven.is_some())
    }

    /// Adds the child of `node` reached by move `k`.
    fn expand(&mut self, node: usize, k: usize) -> usize {
        let action = self.nodes[node].moves[k].clone();
        let state = self.game.result(&self.nodes[node].state, &action);
        let terminal = self.game.terminal(&state);
        let moves = if terminal { Vec::new() } else { self.game.actions(&state) };
        // A position with no move is over (as `AnyGame::outcome` has it).
        let terminal = terminal || moves.is_empty();
        let proven = terminal.then(|| number(self.game.utility(&state)).unwrap_or(0.0));
        let id = self.nodes.len();
        self.nodes.push(Node {
            kind: self.game.player(&state),
            state,
            parent: Some(node),
            action: Some(action),
            index: k,
            terminal,
            visits: 0,
            total: 0.0,
            children: Vec::new(),
            untried: (0..moves.len()).collect(),
            moves,
            proven,
        });
        let parent = &mut self.nodes[node];
        parent.untried.retain(|&u| u != k);
        parent.children.push(id);
        id
    }

    /// A random playout from `node`'s state; its utility (MAX's side), and
    /// its moves' names when `names` is given.
    fn simulate(&mut self, node: usize, mut names: Option<&mut Vec<String>>) -> f64 {
        let mut state = self.nodes[node].state.clone();
        for _ in 0..PLAYOUT_CAP {
            if self.game.terminal(&state) {
                return number(self.game.utility(&state)).unwrap_or(0.0);
            }
            let moves = self.game.actions(&state);
            if moves.is_empty() {
                return number(self.game.utility(&state)).unwrap_or(0.0);
            }
            let k = if self.game.player(&state) == Kind::Chance {
                self.sample(&state, &moves)
            } else {
                (self.rng.next_u64() % moves.len() as u64) as usize
            };
            if let Some(names) = names.as_deref_mut() {
                names.push(self.game.label(&moves[k]));
            }
            state = self.game.result(&state, &moves[k]);
        }
        0.0
    }

    /// The solver's test at `node`: its proven value, if its children
    /// prove one.
    fn proof(&self, node: usize) -> Option<f64> {
        let n = &self.nodes[node];
        let proven: Vec<(usize, Option<f64>)> = n.children.iter().map(|&c| (c, self.nodes[c].proven)).collect();
        match n.kind {
            Kind::Max | Kind::Min => {
                let max = n.kind == Kind::Max;
                let best_possible = self.range.map(|(lo, hi)| if max { hi } else { lo });
                if let Some(best) = best_possible
                    && proven.iter().any(|(_, v)| *v == Some(best))
                {
                    return Some(best);
                }
                if !n.fully_expanded() || proven.iter().any(|(_, v)| v.is_none()) {
                    return None;
                }
                // The rulebook's fold of MAX or MIN over the proven values.
                proven.iter().filter_map(|(_, v)| *v).reduce(|held, v| rules::better(rules::fold(n.kind), held, v, &()))
            }
            Kind::Chance if n.fully_expanded() && proven.iter().all(|(_, v)| v.is_some()) => Some(
                proven
                    .iter()
                    .map(|&(c, v)| {
                        let a = &n.moves[self.nodes[c].index];
                        self.game.probability(&n.state, a, n.moves.len()).to_f64().unwrap_or(0.0) * v.unwrap_or(0.0)
                    })
                    .sum(),
            ),
            _ => None,
        }
    }

    /// Runs one iteration; its record when `record` is set.
    pub fn iterate(&mut self, record: bool) -> Option<Iteration> {
        self.iterations += 1;
        let mut it = Iteration {
            number: self.iterations,
            selection: Vec::new(),
            leaf: 0,
            expanded: None,
            playout: Vec::new(),
            result: 0.0,
            from_proof: false,
            path: vec![0],
            proved: Vec::new(),
        };
        // Selection.
        let mut node = 0;
        let mut chance_move = None;
        while !self.stops(node) {
            let n = &self.nodes[node];
            if n.kind == Kind::Chance {
                let (state, moves) = (n.state.clone(), n.moves.clone());
                let k = self.sample(&state, &moves);
                match self.child_at(node, k) {
                    Some(c) => {
                        if record {
                            it.selection.push(Selected { node, scores: Vec::new(), taken: c });
                        }
                        node = c;
                        it.path.push(c);
                    }
                    None => {
                        chance_move = Some(k);
                        break;
                    }
                }
            } else if !n.fully_expanded() {
                break;
            } else {
                let scores = self.scores(node);
                let Some(c) = Self::best_ucb(&scores, &self.nodes) else { break };
                if record {
                    it.selection.push(Selected { node, scores, taken: c });
                }
                node = c;
                it.path.push(c);
            }
        }
        it.leaf = node;
        // Expansion.
        let mut end = node;
        if !self.stops(node) && self.nodes.len() < MAX_NODES {
            let k = chance_move.or_else(|| self.nodes[node].untried.first().copied());
            if let Some(k) = k {
                end = self.expand(node, k);
                it.expanded = Some(end);
                it.path.push(end);
            }
        }
        // Simulation (a proven node backs up its value instead).
        let proven = self.nodes[end].proven.filter(|_| self.options.solver || self.nodes[end].terminal);
        it.result = match proven {
            Some(v) => {
                it.from_proof = !self.nodes[end].terminal;
                v
            }
            None => {
                let mut names = Vec::new();
                let r = self.simulate(end, record.then_some(&mut names));
                it.playout = names;
                r
            }
        };
        // Backpropagation.
        for &p in &it.path {
            let n = &mut self.nodes[p];
            n.visits += 1;
            n.total += it.result;
        }
        if self.options.solver {
            for &p in it.path.iter().rev() {
                if self.nodes[p].proven.is_some() {
                    continue;
                }
                match self.proof(p) {
                    Some(v) => {
                        self.nodes[p].proven = Some(v);
                        it.proved.push(p);
                    }
                    None => break,
                }
            }
        }
        if self.trail.due(self.iterations) {
            let children = self.children();
            self.trail.push(Sample {
                iteration: self.iterations,
                q: children.iter().map(|c| c.q).collect(),
                share: children.iter().map(|c| c.policy).collect(),
            });
        }
        record.then_some(it)
    }

    /// Runs `count` iterations without recording them (at most
    /// [`MAX_ITERATIONS`] in all).
    pub fn run(&mut self, count: u32) {
        for _ in 0..count.min(MAX_ITERATIONS.saturating_sub(self.iterations)) {
            self.iterate(false);
        }
    }

    /// The root's children in the game's order of its moves: visits, W,
    /// Q, the policy N(a)/ΣN and what the solver proved.
    pub fn children(&self) -> Vec<ChildSummary> {
        let root = &self.nodes[0];
        let sum: u32 = root.children.iter().map(|&c| self.nodes[c].visits).sum();
        (0..root.moves.len())
            .map(|k| {
                let child = self.child_at(0, k).map(|c| &self.nodes[c]);
                let visits = child.map_or(0, |c| c.visits);
                ChildSummary {
                    index: k,
                    label: self.game.label(&root.moves[k]),
                    visits,
                    total: child.map_or(0.0, |c| c.total),
                    q: child.and_then(Node::q),
                    policy: if sum == 0 { 0.0 } else { f64::from(visits) / f64::from(sum) },
                    // Only the solver proves; without it a finished
                    // position's value is no proof to report.
                    proven: child.and_then(|c| c.proven).filter(|_| self.options.solver),
                }
            })
            .collect()
    }

    /// How the solver ranks a root child for the mover: 2 proven at the
    /// best utility the game has, 0 proven at the worst, 1 otherwise (and
    /// always 1 without the solver).
    fn proof_rank(&self, c: &ChildSummary) -> u8 {
        let (Some(v), Some((lo, hi))) = (c.proven, self.range) else { return 1 };
        let (best, worst) = if self.nodes[0].kind == Kind::Min { (lo, hi) } else { (hi, lo) };
        if v == best && best != worst {
            2
        } else if v == worst && best != worst {
            0
        } else {
            1
        }
    }

    /// The index (in the game's order) of the move the search makes now:
    /// by `options.choose`, among the proven-best children once the root
    /// is proven, and with the solver a child proven to win before any
    /// other and one proven to lose after every other; `None` before any
    /// child is visited.
    pub fn choice(&self) -> Option<usize> {
        let side = self.side(0);
        let root_proven = self.nodes[0].proven.filter(|_| self.options.solver && self.nodes[0].kind != Kind::Chance);
        let children = self.children();
        let candidates = children.iter().filter(|c| c.visits > 0).filter(|c| root_proven.is_none() || c.proven == root_proven);
        let q = |c: &ChildSummary| side * c.q.unwrap_or(f64::NEG_INFINITY * side);
        let mut best: Option<&ChildSummary> = None;
        for c in candidates {
            let better = match best {
                None => true,
                Some(b) if self.proof_rank(c) != self.proof_rank(b) => self.proof_rank(c) > self.proof_rank(b),
                Some(b) => match self.options.choose {
                    Choose::MostVisits => c.visits > b.visits || (c.visits == b.visits && q(c) > q(b)),
                    Choose::BestQ => q(c) > q(b) || (q(c) == q(b) && c.visits > b.visits),
                },
            };
            if better {
                best = Some(c);
            }
        }
        best.map(|b| b.index)
    }
}

/// MCTS of a typed tree: its leaves must all be finite numbers, and it
/// must have two players (MAX, MIN and chance nodes).
pub fn for_tree(tree: &Tree, options: MctsOptions) -> Result<Mcts<TreeGame<'_>>, Unsearchable> {
    let range = tree_range(tree)?;
    Mcts::new(TreeGame(tree), options, Some(range))
}

/// The default exploration constant for a game whose utilities span
/// `range`: √2 times half the span (√2 for utilities −1 to +1), so the
/// exploration term keeps its weight against utilities of any scale.
pub fn scaled_c(range: Option<(f64, f64)>) -> f64 {
    match range {
        Some((lo, hi)) if hi > lo => DEFAULT_C * (hi - lo) / 2.0,
        _ => DEFAULT_C,
    }
}

/// The exact minimax (expectiminimax at chance) value of each of the
/// root's moves, folded by the rulebook ([`rules::minimax_fold`]) in exact
/// rationals and remembered by `key`; `None` if it would look at more than
/// `cap` positions or meets a utility of ±∞. It walks the game with a
/// stack of its own, so a 10,000-move line does not overflow the page's
/// WebAssembly stack. Turned into a float only where it is drawn.
pub fn exact_children<G: Game>(game: &G, key: impl Fn(&G::State) -> u128, cap: usize) -> Option<Vec<Exact>> {
    let mut memo: HashMap<u128, Exact> = HashMap::new();
    let root = game.initial();
    if game.terminal(&root) {
        return Some(Vec::new());
    }
    game.actions(&root).iter().map(|a| exact_value(game, &key, &mut memo, cap, game.result(&root, a))).collect()
}

/// A position being valued: the probability of the move into it, its
/// kind, the positions its moves lead to (last first) and the values of
/// those done so far with their probabilities.
struct Pending<S> {
    into: Exact,
    key: u128,
    kind: Kind,
    next: Vec<(S, Exact)>,
    done: Vec<(Exact, Exact)>,
}

/// The exact value of `state` (see [`exact_children`]), depth first on a
/// heap stack.
fn exact_value<G: Game>(
    game: &G,
    key: &impl Fn(&G::State) -> u128,
    memo: &mut HashMap<u128, Exact>,
    cap: usize,
    state: G::State,
) -> Option<Exact> {
    // A position reached by a move of probability `into`: its value now
    // (remembered, or a finished game), or a frame to fold its moves into.
    let open = |memo: &HashMap<u128, Exact>, state: G::State, into: Exact| -> Option<Result<Exact, Pending<G::State>>> {
        let k = key(&state);
        if let Some(v) = memo.get(&k) {
            return Some(Ok(v.clone()));
        }
        if memo.len() >= cap {
            return None;
        }
        let moves = if game.terminal(&state) { Vec::new() } else { game.actions(&state) };
        if moves.is_empty() {
            let Bound::Finite(n) = game.utility(&state) else { return None };
            return Some(Ok(exact(n)));
        }
        let count = moves.len();
        let next = moves.iter().rev().map(|a| (game.result(&state, a), game.probability(&state, a, count))).collect();
        Some(Err(Pending { into, key: k, kind: game.player(&state), next, done: Vec::with_capacity(count) }))
    };
    let mut stack = match open(memo, state, Exact::one())? {
        Ok(v) => return Some(v),
        Err(frame) => vec![frame],
    };
    while let Some(top) = stack.last_mut() {
        if let Some((child, p)) = top.next.pop() {
            match open(memo, child, p.clone())? {
                Ok(v) => top.done.push((p, v)),
                Err(frame) => stack.push(frame),
            }
            continue;
        }
        let frame = stack.pop()?;
        let v = rules::minimax_fold(frame.kind, &frame.done, |(_, v)| Some(v.clone()), |(p, _)| p.clone())?;
        memo.insert(frame.key, v.clone());
        match stack.last_mut() {
            Some(parent) => parent.done.push((frame.into, v)),
            None => return Some(v),
        }
    }
    None
}

/// Playout averages and proven values are floats (a playout's mean is
/// drawn, never folded exactly); the solver folds them by the rulebook.
impl rules::Ordered for f64 {
    type Cx = ();
    fn order(self, other: f64, (): &()) -> std::cmp::Ordering {
        self.total_cmp(&other)
    }
    fn is_none(self) -> bool {
        self.is_nan()
    }
}

/// What a view of the search reads of one node.
#[derive(Clone, PartialEq, Debug)]
pub struct NodeInfo {
    pub parent: Option<usize>,
    /// Its move's index in the parent's moves, and the move's name.
    pub index: usize,
    pub label: String,
    pub kind: Kind,
    pub terminal: bool,
    pub visits: u32,
    pub total: f64,
    pub proven: Option<f64>,
    pub children: Vec<usize>,
    /// Moves here (expanded or not).
    pub moves: usize,
}

/// A search of any game or tree, as the page and `trace` drive it.
pub trait Search {
    /// A copy that goes on on its own (the page keeps one to step back an
    /// iteration without running the search again).
    fn boxed_clone(&self) -> Box<dyn Search>;
    fn iterate(&mut self, record: bool) -> Option<Iteration>;
    fn run(&mut self, count: u32);
    fn iterations(&self) -> u32;
    fn children(&self) -> Vec<ChildSummary>;
    fn choice(&self) -> Option<usize>;
    fn options(&self) -> MctsOptions;
    /// Nodes in the search tree.
    fn len(&self) -> usize;
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
    fn info(&self, node: usize) -> Option<NodeInfo>;
    fn scores(&self, node: usize) -> Vec<Ucb>;
    /// The position at `node` as a drawing shows it (games only).
    fn picture(&self, node: usize) -> Option<crate::games::Picture>;
    /// The root children's figures as the iterations went.
    fn trail(&self) -> &Trail;
    /// The child selection takes at `node` next, if `node` is a fully
    /// expanded MAX or MIN node that selection would go through.
    fn select_child(&self, node: usize) -> Option<usize>;
}

/// What selection does next at `node` of `mcts`.
fn next_child<G: Game>(mcts: &Mcts<G>, node: usize) -> Option<usize> {
    let n = mcts.nodes.get(node)?;
    if n.kind == Kind::Chance || !n.fully_expanded() || mcts.stops(node) {
        return None;
    }
    Mcts::<G>::best_ucb(&mcts.scores(node), &mcts.nodes)
}

/// An [`Mcts`] with how its states are drawn.
#[derive(Clone)]
pub struct Drawn<G: Game> {
    pub mcts: Mcts<G>,
    picture: Option<fn(&G::State) -> crate::games::Picture>,
}

impl<G: Game + Clone + 'static> Search for Drawn<G> {
    fn boxed_clone(&self) -> Box<dyn Search> {
        Box::new(self.clone())
    }
    fn iterate(&mut self, record: bool) -> Option<Iteration> {
        if self.mcts.iterations >= MAX_ITERATIONS {
            return None;
        }
        self.mcts.iterate(record)
    }
    fn run(&mut self, count: u32) {
        self.mcts.run(count);
    }
    fn iterations(&self) -> u32 {
        self.mcts.iterations()
    }
    fn children(&self) -> Vec<ChildSummary> {
        self.mcts.children()
    }
    fn choice(&self) -> Option<usize> {
        self.mcts.choice()
    }
    fn options(&self) -> MctsOptions {
        self.mcts.options()
    }
    fn len(&self) -> usize {
        self.mcts.nodes.len()
    }
    fn info(&self, node: usize) -> Option<NodeInfo> {
        let n = self.mcts.nodes.get(node)?;
        Some(NodeInfo {
            parent: n.parent,
            index: n.index,
            label: n.action.as_ref().map(|a| self.mcts.game.label(a)).unwrap_or_default(),
            kind: n.kind,
            terminal: n.terminal,
            visits: n.visits,
            total: n.total,
            proven: n.proven,
            children: n.children.clone(),
            moves: n.moves.len(),
        })
    }
    fn scores(&self, node: usize) -> Vec<Ucb> {
        if node < self.mcts.nodes.len() { self.mcts.scores(node) } else { Vec::new() }
    }
    fn picture(&self, node: usize) -> Option<crate::games::Picture> {
        Some((self.picture?)(&self.mcts.nodes.get(node)?.state))
    }
    fn trail(&self) -> &Trail {
        &self.mcts.trail
    }
    fn select_child(&self, node: usize) -> Option<usize> {
        next_child(&self.mcts, node)
    }
}

/// The lowest and highest utility a game has: −1 to +1 for tic-tac-toe,
/// the coin game, Connect Four and Nim; 0 to 254 for rabbit and wolves.
pub fn game_range(game: &crate::games::AnyGame) -> (f64, f64) {
    match game {
        crate::games::AnyGame::Rabbit(_) => (0.0, crate::games::rabbit::UNREACHABLE as f64),
        _ => (-1.0, 1.0),
    }
}

/// MCTS of a game from its position (to the end of the game: no depth
/// limit, no evaluation).
pub fn for_game(game: &crate::games::AnyGame, options: MctsOptions) -> Result<Box<dyn Search>, Unsearchable> {
    use crate::games::{AnyGame, Picture};
    fn boxed<G: Game + Clone + 'static>(
        game: G,
        options: MctsOptions,
        range: (f64, f64),
        picture: fn(&G::State) -> Picture,
    ) -> Result<Box<dyn Search>, Unsearchable> {
        Ok(Box::new(Drawn { mcts: Mcts::new(game, options, Some(range))?, picture: Some(picture) }))
    }
    let range = game_range(game);
    match game {
        AnyGame::TicTacToe(g) => boxed(*g, options, range, |s| Picture::TicTacToe(*s)),
        AnyGame::Coins(g) => boxed(*g, options, range, |s| Picture::Coins(*s)),
        AnyGame::Rabbit(g) => boxed(*g, options, range, |s| Picture::Rabbit(*s)),
        AnyGame::ConnectFour(g) => boxed(*g, options, range, |s| Picture::ConnectFour(*s)),
        AnyGame::Nim(g) => boxed(*g, options, range, |s| Picture::Nim(*s)),
    }
}

/// MCTS of a typed tree, owning it (for the page, which keeps the search
/// between renders): the tree as a game, with no positions to draw.
pub type TreeSearch = Drawn<OwnedTree>;

/// A typed tree played as a game, shared.
#[derive(Clone)]
pub struct OwnedTree(pub std::rc::Rc<Tree>);

impl Game for OwnedTree {
    type State = crate::tree::NodeId;
    type Action = crate::tree::NodeId;
    fn initial(&self) -> Self::State {
        TreeGame(&self.0).initial()
    }
    fn player(&self, s: &Self::State) -> Kind {
        TreeGame(&self.0).player(s)
    }
    fn actions(&self, s: &Self::State) -> Vec<Self::Action> {
        TreeGame(&self.0).actions(s)
    }
    fn result(&self, s: &Self::State, a: &Self::Action) -> Self::State {
        TreeGame(&self.0).result(s, a)
    }
    fn terminal(&self, s: &Self::State) -> bool {
        TreeGame(&self.0).terminal(s)
    }
    fn utility(&self, s: &Self::State) -> Bound {
        TreeGame(&self.0).utility(s)
    }
    fn label(&self, a: &Self::Action) -> String {
        TreeGame(&self.0).label(a)
    }
    fn probability(&self, s: &Self::State, a: &Self::Action, moves: usize) -> crate::value::Exact {
        TreeGame(&self.0).probability(s, a, moves)
    }
}

/// The lowest and highest leaf of a tree whose leaves are all finite
/// numbers, with two players; why not otherwise.
pub fn tree_range(tree: &Tree) -> Result<(f64, f64), Unsearchable> {
    if tree.players().is_some() {
        return Err(Unsearchable::ManyPlayers);
    }
    let values: Option<Vec<f64>> = tree.leaves().map(|l| tree.leaf_value(l).and_then(number)).collect();
    let values = values.ok_or(Unsearchable::NoNumber)?;
    let lo = values.iter().copied().reduce(f64::min).ok_or(Unsearchable::NoMoves)?;
    let hi = values.iter().copied().reduce(f64::max).ok_or(Unsearchable::NoMoves)?;
    Ok((lo, hi))
}

/// MCTS of a typed tree (random playouts to the leaves).
pub fn for_typed_tree(tree: std::rc::Rc<Tree>, options: MctsOptions) -> Result<TreeSearch, Unsearchable> {
    let range = tree_range(&tree)?;
    Ok(Drawn { mcts: Mcts::new(OwnedTree(tree), options, Some(range))?, picture: None })
}

/// The exact value of each root move of a game, when a plain search with
/// a memo can find it within `cap` positions (not Connect Four from the
/// start, nor rabbit and wolves to the end).
pub fn exact_for_game(game: &crate::games::AnyGame, cap: usize) -> Option<Vec<Exact>> {
    use crate::games::{AnyGame, Position};
    fn of<G: Position>(g: &G, cap: usize) -> Option<Vec<Exact>> {
        exact_children(g, |s| g.key(s), cap)
    }
    match game {
        AnyGame::TicTacToe(g) => of(g, cap),
        AnyGame::Coins(g) => of(g, cap),
        AnyGame::Rabbit(g) => of(g, cap),
        // Not tried past an endgame: the answer would take far more than
        // any cap allows.
        AnyGame::ConnectFour(g) if crate::games::connect4::CELLS - g.moves_played() > crate::games::ENDGAME_CELLS => None,
        AnyGame::ConnectFour(g) => of(g, cap),
        AnyGame::Nim(g) => of(g, cap),
    }
}

/// AIMA 4th edition's MONTE-CARLO-TREE-SEARCH (Fig. 5.11), line by line,
/// and the UCB1 formula selection uses (Eq. 5.6 in the book's numbering
/// of its 4th edition), as the page shows them.
pub const LISTING: [&str; 9] = [
    "function MONTE-CARLO-TREE-SEARCH(state) returns an action",
    "  tree ← NODE(state)",
    "  while IS-TIME-REMAINING() do",
    "    leaf ← SELECT(tree)",
    "    child ← EXPAND(leaf)",
    "    result ← SIMULATE(child)",
    "    BACK-PROPAGATE(result, child)",
    "  return the move in ACTIONS(state) whose node has highest number of playouts",
    "UCB1(n) = U(n)/N(n) + C × √(log N(PARENT(n)) / N(n))",
];

/// The listing's line (from 0) a phase runs.
pub fn line_of(phase: Phase) -> usize {
    match phase {
        Phase::Selection => 3,
        Phase::Expansion => 4,
        Phase::Simulation => 5,
        Phase::Backpropagation => 6,
    }
}

/// Alpha-beta's decision when it may visit at most `budget` nodes, as the
/// MCTS comparison pane shows it: iterative deepening from depth 1 (moves
/// in the order given, the game's evaluation at the limit), keeping the
/// deepest depth whose whole search fits; a game searched to its end
/// within the budget is decided exactly (`depth: None`).
#[derive(Clone, PartialEq, Debug)]
pub struct Budgeted {
    /// The depth limit of the search decided (`None`: to the end).
    pub depth: Option<u32>,
    /// Nodes that search visited (at most the budget).
    pub nodes: u32,
    /// The best moves it found (ties kept), and its value.
    pub moves: Vec<String>,
    pub value: Option<Bound>,
    /// Nodes the search one ply deeper (or to the end) would have needed,
    /// if it did not fit (at least this many).
    pub next_needs: Option<u32>,
}

/// Alpha-beta at a node budget on a game; `None` when not even depth 1
/// fits.
pub fn alpha_beta_within(game: &crate::games::AnyGame, budget: usize) -> Option<Budgeted> {
    use crate::games::{AnyGame, Position, Setup, best_moves, count};
    use crate::search::{Algorithm, CutRule, Form, Options};
    let options = Options { algorithm: Algorithm::AlphaBeta, cut: CutRule::Ge, form: Form::Aima };
    fn moves_of<G: Position>(g: G, setup: Setup, options: Options) -> (Option<Bound>, Vec<String>) {
        best_moves(g, setup, options)
    }
    let decide = |setup: Setup| match game {
        AnyGame::TicTacToe(g) => moves_of(*g, setup, options),
        AnyGame::Coins(g) => moves_of(*g, setup, options),
        AnyGame::Rabbit(g) => moves_of(*g, setup, options),
        AnyGame::ConnectFour(g) => moves_of(*g, setup, options),
        AnyGame::Nim(g) => moves_of(*g, setup, options),
    };
    let mut best: Option<Budgeted> = None;
    // To the end first (small games), then deeper and deeper.
    let limits = std::iter::once(None).chain((1..=12).map(Some));
    for depth in limits {
        let setup = Setup { depth, ..Setup::default() };
        match count(game, setup, options, budget) {
            Some(stats) if stats.nodes_visited as usize <= budget => {
                let (value, moves) = decide(setup);
                best = Some(Budgeted { depth, nodes: stats.nodes_visited, moves, value, next_needs: None });
                if depth.is_none() {
                    return best;
                }
            }
            _ => {
                if depth.is_some() {
                    if let Some(b) = best.as_mut() {
                        b.next_needs = Some(budget as u32 + 1);
                    }
                    return best;
                }
            }
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse;

    #[test]
    fn the_solver_never_moves_into_a_proven_loss_while_another_move_is_open() {
        let Ok(tree) = parse("<-1,0>,<<0,1>,<1,0>>").into_result() else { panic!("tree") };
        for solver in [true, false] {
            let Ok(mut mcts) = for_tree(&tree, MctsOptions { solver, ..MctsOptions::default() }) else { panic!("searchable") };
            mcts.run(2);
            let (Some(a), Some(b)) = (mcts.child_at(0, 0), mcts.child_at(0, 1)) else { panic!("both root moves expanded") };
            // A proven lost (as the solver would once it saw -1 there) and
            // visited far more than B, which is still open: most visits
            // (and best Q too) would take A.
            mcts.nodes[a].proven = Some(-1.0);
            mcts.nodes[a].visits = 10_000;
            mcts.nodes[a].total = 0.0;
            assert!(mcts.nodes[b].proven.is_none());
            assert_eq!(mcts.choice(), Some(if solver { 1 } else { 0 }), "solver {solver}");
        }
    }

    #[test]
    fn the_classic_tree_converges_on_its_best_move() {
        let Ok(tree) = parse("<3,5,10>,<2,12,14>,<2,7,3>").into_result() else { panic!("tree") };
        let options = MctsOptions { c: scaled_c(Some((2.0, 14.0))), ..MctsOptions::default() };
        let Ok(mut mcts) = for_tree(&tree, options) else { panic!("searchable") };
        mcts.run(3000);
        assert_eq!(mcts.choice(), Some(0));
        let root = &mcts.nodes[0];
        assert_eq!(root.visits, 3000);
        let sum: u32 = mcts.children().iter().map(|c| c.visits).sum();
        assert_eq!(sum, 3000);
        assert_eq!(
            exact_children(&TreeGame(&tree), |n| n.index() as u128, 100),
            Some(vec![Exact::integer(3), Exact::integer(2), Exact::integer(2)])
        );
    }
}
