//! Checking a student's own search code: the run their code made on a tree
//! (the nodes it expanded, the leaves it read, what its calls returned),
//! compared with the engine's trace for the convention in force; the first
//! place the two part, with the reference's own step that decides there;
//! the known mistake the run matches; random trees to test on, and the
//! smallest tree that still fails.
//!
//! The reference is the stepper's [`Trace`], so the check decides nothing
//! the rulebook does not. The known mistakes are the rulebook with one
//! thing changed ([`Slip`]): [`slipped`] runs alpha-beta with that change
//! (its cut test is still [`rules::cuts`]), and a run is named after the
//! first slip that does exactly what it did. `tests/check.rs` holds the
//! slip-free run equal to the trace on thousands of random trees.
//!
//! A harness (the page's worker, `trace check`) records a [`CodeRun`];
//! nothing here runs code.

use std::collections::{HashMap, HashSet};

use super::num::Bound;
use super::options::{Algorithm, Options};
use super::rng::Xorshift;
use super::rules::{self, End};
use super::search::{EventKind, Trace};
use super::tree::{Kind, Leaf, NodeId, Player, Tree, TreeBuilder};

/// One thing a search does to the tree: expand an inner node (ask for its
/// children or moves) or read a leaf's utility.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Probe {
    Expand(NodeId),
    Read(NodeId),
}

impl Probe {
    /// The node it is done to.
    pub fn node(self) -> NodeId {
        match self {
            Probe::Expand(n) | Probe::Read(n) => n,
        }
    }

    /// The probe a visit of `node` is: a leaf is read, any other node
    /// expanded.
    pub fn of(tree: &Tree, node: NodeId) -> Probe {
        if tree[node].is_leaf() { Probe::Read(node) } else { Probe::Expand(node) }
    }
}

/// What a student's code did on one tree, as a harness recorded it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CodeRun {
    /// Expansions and reads in order. A probe repeated right after itself
    /// is one probe (code that tests `node.children` and then loops over
    /// it expands the node once).
    pub probes: Vec<Probe>,
    /// For each call of the code's own functions on a node, in the order
    /// the calls returned: what it returned, `None` when that was not a
    /// number (a move, say).
    pub returns: Vec<(NodeId, Option<Bound>)>,
    /// The value the code gives the root: what its entry function returned
    /// when that is a number, else what its last call on the root returned.
    pub root: Option<Bound>,
    /// For each call on a node that was passed a window (its last two
    /// numeric arguments, `α` and `β`), in the order of the calls.
    pub windows: Vec<(NodeId, Bound, Bound)>,
}

impl CodeRun {
    /// Records a probe. A repeat of the probe just before it is dropped,
    /// and so is any later expansion of a node expanded before: code that
    /// asks a node for its children again (`len(node.children)` in a loop)
    /// has not searched it again; a search done twice reads its leaves
    /// twice, and that is kept.
    pub fn push(&mut self, probe: Probe) {
        let again = match probe {
            Probe::Expand(_) => self.probes.contains(&probe),
            Probe::Read(_) => self.probes.last() == Some(&probe),
        };
        if !again {
            self.probes.push(probe);
        }
    }
}

/// What the reference does on a tree: its probes, and at which of the
/// trace's steps each happens.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Expected {
    pub probes: Vec<Probe>,
    /// The trace's step (event index) of each probe.
    pub steps: Vec<usize>,
    /// Per node: the window `(α, β)` it was entered with (inner nodes),
    /// what it returned and the step that returned it.
    pub entered: Vec<Option<(Bound, Bound)>>,
    pub returned: Vec<Option<(Bound, usize)>>,
    /// The root's value.
    pub root: Option<Bound>,
}

/// Why a tree cannot be checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unfit {
    /// Chance nodes or more than two players: the check knows minimax
    /// and alpha-beta over MAX and MIN.
    NotTwoPlayer,
    /// The reference must read this leaf, which has no number.
    NoValue(NodeId),
}

/// The reference's probes and values for `tree` under `options`.
pub fn expected(tree: &Tree, options: Options) -> Result<(Trace, Expected), Unfit> {
    if tree.has_chance() || tree.players().is_some() {
        return Err(Unfit::NotTwoPlayer);
    }
    let trace = Trace::run(tree, options);
    let n = tree.len();
    let mut out = Expected { probes: Vec::new(), steps: Vec::new(), entered: vec![None; n], returned: vec![None; n], root: None };
    for (i, e) in trace.events().iter().enumerate() {
        let node = e.node();
        match e.kind() {
            EventKind::Enter => {
                out.probes.push(Probe::Expand(node));
                out.steps.push(i);
                let (a, b) = e.window();
                out.entered[node.index()] = a.get(tree).zip(b.get(tree));
            }
            EventKind::Leaf if tree.leaf_value(node).is_none() => return Err(Unfit::NoValue(node)),
            EventKind::Leaf => {
                out.probes.push(Probe::Read(node));
                out.steps.push(i);
                out.returned[node.index()] = tree.leaf_value(node).map(|v| (v, i));
            }
            EventKind::Return => out.returned[node.index()] = e.v().get(tree).map(|v| (v, i)),
            EventKind::Blocked => return Err(Unfit::NoValue(node)),
            EventKind::Update | EventKind::Cutoff => {}
        }
    }
    out.root = out.returned.first().copied().flatten().map(|(v, _)| v);
    Ok((trace, out))
}

/// A known mistake: alpha-beta (or minimax) with one thing changed.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Slip {
    /// Every child searched: minimax where alpha-beta was asked for.
    NoPruning,
    /// Fail-hard returns (a node's value clamped into its window) under
    /// the strict rule, where a window can close to `α = β`: a child's
    /// clamped value then cuts less than AIMA's `v` does.
    FailHardStrict,
    /// The cut test of the other rule (`>` for `≥`, or the reverse).
    OtherCut,
    /// α and β never reach the children: every call gets (−∞, +∞), so
    /// nothing is ever cut (told from [`Slip::NoPruning`] by the windows
    /// the calls were passed).
    WindowNotPassed,
    /// α and β swapped in the call to a child.
    Swapped,
    /// A node returns its own end of the window (α at MAX, β at MIN)
    /// instead of `v`.
    ReturnsBound,
    /// MAX and MIN the other way round: the root plays the other side.
    WrongPlayer,
    /// Every node plays as the root does: the turn never passes.
    SameMover,
    /// The children taken right to left.
    Reversed,
    /// A node visited again after the search had left it.
    ReadTwice,
    /// The reference's nodes, all of them, in another order.
    OrderWrong,
}

impl Slip {
    /// The slips [`slipped`] can run, in the order a run is matched
    /// against them.
    pub const RUNNABLE: [Slip; 8] = [
        Slip::OtherCut,
        Slip::FailHardStrict,
        Slip::NoPruning,
        Slip::Swapped,
        Slip::ReturnsBound,
        Slip::WrongPlayer,
        Slip::SameMover,
        Slip::Reversed,
    ];

    /// Its name in JSON and in the command line's output.
    pub fn code(self) -> &'static str {
        match self {
            Slip::NoPruning => "no_pruning",
            Slip::FailHardStrict => "fail_hard_under_strict_rule",
            Slip::OtherCut => "other_cut_rule",
            Slip::WindowNotPassed => "window_not_passed_down",
            Slip::Swapped => "alpha_beta_swapped",
            Slip::ReturnsBound => "returns_bound_not_v",
            Slip::WrongPlayer => "wrong_player",
            Slip::SameMover => "turn_never_passes",
            Slip::Reversed => "children_reversed",
            Slip::ReadTwice => "visited_twice",
            Slip::OrderWrong => "order_wrong",
        }
    }
}

/// One call of the slipped search, on the explicit stack.
struct Frame {
    node: NodeId,
    kind: Kind,
    v: Bound,
    alpha: Bound,
    beta: Bound,
    entry: (Bound, Bound),
    next: usize,
}

/// The kind `node` plays under `slip`.
fn kind_under(tree: &Tree, node: NodeId, slip: Option<Slip>) -> Kind {
    let own = tree[node].kind().unwrap_or(Kind::Max);
    match slip {
        Some(Slip::WrongPlayer) => own.next(),
        Some(Slip::SameMover) => tree[NodeId(0)].kind().unwrap_or(Kind::Max),
        _ => own,
    }
}

/// The run the search of `options` with `slip` makes on `tree` (`None`:
/// no slip, the reference's own rule). It stops at a leaf without a
/// number (the run so far, no root value). No recursion: a chain of any
/// depth is a loop.
pub fn slipped(tree: &Tree, options: Options, slip: Option<Slip>) -> CodeRun {
    let prunes = options.algorithm == Algorithm::AlphaBeta && slip != Some(Slip::NoPruning);
    let options = match slip {
        Some(Slip::OtherCut) => Options { cut: options.cut.other(), ..options },
        _ => options,
    };
    let mut run = CodeRun::default();
    let mut stack: Vec<Frame> = Vec::new();
    // The node to call next and its window; then the value to hand back.
    let mut call = Some((NodeId(0), Bound::NegInf, Bound::PosInf));
    loop {
        let returned = match call.take() {
            Some((node, alpha, beta)) => {
                run.push(Probe::of(tree, node));
                if tree[node].is_leaf() {
                    let Some(v) = tree.leaf_value(node) else { return run };
                    run.returns.push((node, Some(v)));
                    v
                } else {
                    let kind = kind_under(tree, node, slip);
                    // As code writes it in either search: `v ← −∞` at MAX, `+∞` at MIN.
                    let v = rules::start(kind, Algorithm::AlphaBeta).pick(Bound::NegInf, Bound::PosInf, Bound::NegInf);
                    stack.push(Frame { node, kind, v, alpha, beta, entry: (alpha, beta), next: 0 });
                    match next_call(tree, &mut stack, slip) {
                        Some(c) => {
                            call = Some(c);
                            continue;
                        }
                        None => finish(&mut stack, &mut run, slip),
                    }
                }
            }
            None => return run,
        };
        // Hand `returned` up until a frame has a child left to call.
        let mut value = returned;
        loop {
            let Some(top) = stack.last_mut() else {
                run.root = Some(value);
                return run;
            };
            let done = if prunes {
                let f = rules::alpha_beta_update(top.kind, options, top.v, value, top.alpha, top.beta, &());
                (top.v, top.alpha, top.beta) = (f.v, f.alpha, f.beta);
                f.held()
            } else {
                top.v = rules::better(rules::fold(top.kind), top.v, value, &());
                false
            };
            if !done && let Some(c) = next_call(tree, &mut stack, slip) {
                call = Some(c);
                break;
            }
            value = finish(&mut stack, &mut run, slip);
        }
    }
}

/// The top frame's next child and the window it gets, if one is left.
fn next_call(tree: &Tree, stack: &mut [Frame], slip: Option<Slip>) -> Option<(NodeId, Bound, Bound)> {
    let top = stack.last_mut()?;
    let count = tree[top.node].child_count();
    if top.next >= count {
        return None;
    }
    let k = if slip == Some(Slip::Reversed) { count - 1 - top.next } else { top.next };
    top.next += 1;
    let child = tree.child(top.node, k)?;
    let (alpha, beta) = match slip {
        Some(Slip::Swapped) => (top.beta, top.alpha),
        _ => (top.alpha, top.beta),
    };
    Some((child, alpha, beta))
}

/// Pops the top frame and returns what it hands its parent.
fn finish(stack: &mut Vec<Frame>, run: &mut CodeRun, slip: Option<Slip>) -> Bound {
    let Some(top) = stack.pop() else { return Bound::NegInf };
    let value = match (slip, rules::own_end(top.kind)) {
        (Some(Slip::ReturnsBound), Some(End::Alpha)) => top.alpha,
        (Some(Slip::ReturnsBound), Some(End::Beta)) => top.beta,
        (Some(Slip::FailHardStrict), _) if top.entry.0 <= top.entry.1 => top.v.clamp(top.entry.0, top.entry.1),
        _ => top.v,
    };
    run.returns.push((top.node, Some(value)));
    value
}

/// Who visited a node.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Mark {
    Both,
    CodeOnly,
    ReferenceOnly,
    Neither,
}

/// Where the student's run first parts from the reference.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Parting {
    /// Probe `index` differs: the code did `did` (`None`: it stopped), the
    /// reference `expected` (`None`: it had finished). `step` is the
    /// reference's step that decides there: the cutoff that prunes what
    /// the code did, or the step just before the reference's own probe.
    Probe { index: usize, did: Option<Probe>, expected: Option<Probe>, step: Option<usize> },
    /// The probes agree but a call on `node` returned `returned`; the
    /// reference returns `expected` at `step`.
    Returned { node: NodeId, returned: Option<Bound>, expected: Bound, step: usize },
    /// Everything agrees but the value the code gives the root.
    Root { returned: Option<Bound>, expected: Bound },
}

/// The check of one run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    pub options: Options,
    pub parting: Option<Parting>,
    pub slip: Option<Slip>,
    /// Per node, who visited it.
    pub marks: Vec<Mark>,
    /// Some call returned its fail-hard value (clamped into its window),
    /// which is accepted.
    pub fail_hard: bool,
}

impl Verdict {
    /// The run does what the reference does.
    pub fn agrees(&self) -> bool {
        self.parting.is_none()
    }
}

/// Whether `returned` is an answer the reference accepts for `node`: its
/// `v` (fail-soft, as AIMA returns it) or `v` clamped into the window the
/// node was entered with (fail-hard). Leaves return their utility.
fn accepts(expected: &Expected, node: NodeId, returned: Bound) -> (bool, bool) {
    let Some((v, _)) = expected.returned[node.index()] else { return (true, false) };
    if returned == v {
        return (true, false);
    }
    match expected.entered[node.index()] {
        Some((alpha, beta)) if alpha <= beta => (returned == v.clamp(alpha, beta), true),
        _ => (false, false),
    }
}

/// Compares `run` with the reference for `tree` under `options`.
pub fn verdict(tree: &Tree, options: Options, run: &CodeRun) -> Result<Verdict, Unfit> {
    let (trace, expected) = expected(tree, options)?;
    let marks = marks(tree, &expected.probes, &run.probes);
    let parting = first_parting(tree, &trace, &expected, run);
    let fail_hard = run.returns.iter().any(|&(n, r)| r.is_some_and(|r| accepts(&expected, n, r) == (true, true)));
    let slip = if parting.is_some() { name_slip(tree, options, &expected, run) } else { None };
    Ok(Verdict { options, parting, slip, marks, fail_hard })
}

fn marks(tree: &Tree, expected: &[Probe], did: &[Probe]) -> Vec<Mark> {
    let reference: HashSet<NodeId> = expected.iter().map(|p| p.node()).collect();
    let code: HashSet<NodeId> = did.iter().map(|p| p.node()).collect();
    tree.ids()
        .map(|n| match (code.contains(&n), reference.contains(&n)) {
            (true, true) => Mark::Both,
            (true, false) => Mark::CodeOnly,
            (false, true) => Mark::ReferenceOnly,
            (false, false) => Mark::Neither,
        })
        .collect()
}

fn first_parting(tree: &Tree, trace: &Trace, expected: &Expected, run: &CodeRun) -> Option<Parting> {
    let longest = expected.probes.len().max(run.probes.len());
    for index in 0..longest {
        let (did, want) = (run.probes.get(index).copied(), expected.probes.get(index).copied());
        if did == want {
            continue;
        }
        let step = match did {
            // What the code did is pruned: the cutoff that prunes it.
            Some(p) if !expected.probes.contains(&p) => cutoff_of(tree, trace, p.node()),
            // Otherwise the reference's step just before its own probe.
            _ => want.and_then(|_| expected.steps.get(index)).map(|&s| s.saturating_sub(1)),
        };
        return Some(Parting::Probe { index, did, expected: want, step });
    }
    for &(node, returned) in &run.returns {
        let Some(r) = returned else { continue };
        if !accepts(expected, node, r).0
            && let Some((v, step)) = expected.returned[node.index()]
        {
            return Some(Parting::Returned { node, returned: Some(r), expected: v, step });
        }
    }
    // A root value the harness could not see (a search that returns only a
    // move, its calls nested out of reach) is not held against the code.
    let (want, got) = (expected.root?, run.root?);
    (got != want).then_some(Parting::Root { returned: Some(got), expected: want })
}

/// The reference's cutoff that prunes `node`, if one does.
fn cutoff_of(tree: &Tree, trace: &Trace, node: NodeId) -> Option<usize> {
    trace
        .events()
        .iter()
        .position(|e| e.kind() == EventKind::Cutoff && e.link() <= node.0 && node.0 < tree[e.node()].subtree_end().0 && e.node().0 < node.0)
}

/// The known mistake `run` matches, when the reference does otherwise.
fn name_slip(tree: &Tree, options: Options, expected: &Expected, run: &CodeRun) -> Option<Slip> {
    let mut seen = HashSet::new();
    if run.probes.iter().any(|&p| !seen.insert(p)) {
        return Some(Slip::ReadTwice);
    }
    let runnable: &[Slip] = match options.algorithm {
        Algorithm::AlphaBeta => &Slip::RUNNABLE,
        Algorithm::Minimax => &[Slip::WrongPlayer, Slip::SameMover, Slip::Reversed],
    };
    // Code that passes no window, or only (−∞, +∞), cannot have used
    // the other rule: it never cut.
    let narrowed = run.windows.iter().any(|&(_, a, b)| a != Bound::NegInf || b != Bound::PosInf);
    for &slip in runnable {
        if slip == Slip::OtherCut && !narrowed {
            continue;
        }
        let other = slipped(tree, options, Some(slip));
        // The slip returns what the code returned wherever the code's
        // returns were seen, and what it returns is wrong somewhere.
        let returned: HashMap<NodeId, Option<Bound>> = other.returns.iter().copied().collect();
        let same_returns = run.returns.iter().all(|&(n, r)| r.is_none() || returned.get(&n) == Some(&r));
        let does_the_same = other.probes == run.probes && (run.root.is_none() || other.root == run.root) && same_returns;
        let wrong_returns = other.returns.iter().any(|&(n, r)| r.is_some_and(|r| !accepts(expected, n, r).0));
        let differs = other.probes != expected.probes || other.root != expected.root || wrong_returns;
        if does_the_same && differs {
            return Some(match slip {
                Slip::Reversed if options.algorithm == Algorithm::Minimax => Slip::OrderWrong,
                // Windows were passed, and never narrowed: α and β never
                // reached the children.
                Slip::NoPruning if !run.windows.is_empty() && !narrowed => Slip::WindowNotPassed,
                s => s,
            });
        }
    }
    let mut mine: Vec<Probe> = run.probes.clone();
    let mut theirs: Vec<Probe> = expected.probes.clone();
    mine.sort_unstable_by_key(|p| (p.node(), matches!(p, Probe::Read(_))));
    theirs.sort_unstable_by_key(|p| (p.node(), matches!(p, Probe::Read(_))));
    (mine == theirs && run.probes != expected.probes).then_some(Slip::OrderWrong)
}

/// A random tree to test code on: ragged (each inner node has one to
/// three children, the root at least two), two to four levels, values 0
/// to 9 so ties are common, the root playing `root`.
pub fn random_tree(seed: u64, root: Player) -> Tree {
    let mut rng = Xorshift::new(seed);
    let depth = 2 + rng.below(3) as usize;
    let mut b = TreeBuilder::new();
    b.open(None, None);
    // Children left to make at each open level.
    let mut open: Vec<u64> = vec![2 + rng.below(2)];
    while let Some(left) = open.last_mut() {
        if *left == 0 {
            open.pop();
            b.close();
            continue;
        }
        *left -= 1;
        let level = open.len();
        let leaf = level >= depth || (level >= 2 && rng.below(4) == 0);
        if leaf {
            b.leaf(None, Leaf::Value(Bound::int(rng.below(10) as i64)));
        } else {
            b.open(None, None);
            open.push(1 + rng.below(3));
        }
    }
    b.finish(root).unwrap_or_else(|_| super::random::random_tree(super::random::RandomSpec::default(), seed))
}

/// The random trees code is tested on: tree `i` (from 0) of seed `seed`,
/// MAX at the root for even `i` and MIN for odd (`trace check --trees N
/// --seed K` and the page's "Test on 200 random trees" use the same).
pub fn test_tree(seed: u64, i: u64) -> Tree {
    random_tree(seed.wrapping_mul(1_000_003).wrapping_add(i), if i.is_multiple_of(2) { Player::Max } else { Player::Min })
}

/// A tree as nested lists, to cut down and build again.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Shape {
    Leaf(Bound),
    Inner(Vec<Shape>),
}

fn shape_of(tree: &Tree) -> Option<Shape> {
    // Built bottom-up over the preorder: children come after their parent.
    let mut built: Vec<Option<Shape>> = vec![None; tree.len()];
    for id in tree.ids().rev() {
        built[id.index()] = Some(if tree[id].is_leaf() {
            Shape::Leaf(tree.leaf_value(id)?)
        } else {
            Shape::Inner(tree.children(id).map(|c| built[c.index()].take()).collect::<Option<Vec<_>>>()?)
        });
    }
    built.first_mut()?.take()
}

fn build(shape: &Shape, root: Player) -> Option<Tree> {
    let mut b = TreeBuilder::new();
    // (shape, index of the next child to add), no recursion.
    let Shape::Inner(top) = shape else { return None };
    b.open(None, None);
    let mut stack: Vec<(&[Shape], usize)> = vec![(top.as_slice(), 0)];
    while let Some((children, next)) = stack.last_mut() {
        let Some(child) = children.get(*next) else {
            stack.pop();
            b.close();
            continue;
        };
        *next += 1;
        match child {
            Shape::Leaf(v) => {
                b.leaf(None, Leaf::Value(*v));
            }
            Shape::Inner(grand) => {
                b.open(None, None);
                stack.push((grand.as_slice(), 0));
            }
        }
    }
    b.finish(root).ok()
}

/// Its size for shrinking: leaves first, then the sum of the values'
/// distances from 0.
fn size(shape: &Shape) -> (usize, u128) {
    let mut leaves = 0;
    let mut weight = 0u128;
    let mut todo = vec![shape];
    while let Some(s) = todo.pop() {
        match s {
            Shape::Leaf(v) => {
                leaves += 1;
                weight += integer(*v).map_or(1 << 64, |i| u128::from(i.unsigned_abs()));
            }
            Shape::Inner(c) => todo.extend(c),
        }
    }
    (leaves, weight)
}

/// Every node's path of child indices, in preorder.
fn paths(shape: &Shape) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    let mut todo = vec![(shape, Vec::new())];
    while let Some((s, path)) = todo.pop() {
        if let Shape::Inner(children) = s {
            for (k, c) in children.iter().enumerate().rev() {
                let mut p = path.clone();
                p.push(k);
                todo.push((c, p));
            }
        }
        out.push(path);
    }
    out
}

fn at_mut<'a>(shape: &'a mut Shape, path: &[usize]) -> Option<&'a mut Shape> {
    let mut at = shape;
    for &k in path {
        let Shape::Inner(children) = at else { return None };
        at = children.get_mut(k)?;
    }
    Some(at)
}

/// The smaller trees one change away from `shape`: a child taken away, a
/// subtree made a leaf, the values renumbered by rank, a value moved
/// towards 0.
fn candidates(shape: &Shape) -> Vec<Shape> {
    let mut out = Vec::new();
    let all = paths(shape);
    for path in &all {
        let Some((&k, parent)) = path.split_last() else { continue };
        let mut s = shape.clone();
        if let Some(Shape::Inner(children)) = at_mut(&mut s, parent)
            && children.len() > 1
        {
            children.remove(k);
            out.push(s);
        }
    }
    for path in all.iter().filter(|p| !p.is_empty()) {
        let mut s = shape.clone();
        if let Some(node @ Shape::Inner(_)) = at_mut(&mut s, path) {
            *node = Shape::Leaf(Bound::int(0));
            out.push(s);
        }
    }
    let mut values: Vec<Bound> = Vec::new();
    let mut todo = vec![shape];
    while let Some(s) = todo.pop() {
        match s {
            Shape::Leaf(v) => values.push(*v),
            Shape::Inner(c) => todo.extend(c),
        }
    }
    values.sort_unstable();
    values.dedup();
    let mut ranked = shape.clone();
    let mut todo = vec![&mut ranked];
    while let Some(s) = todo.pop() {
        match s {
            Shape::Leaf(v) => *v = Bound::int(values.binary_search(v).unwrap_or(0) as i64),
            Shape::Inner(c) => todo.extend(c.iter_mut()),
        }
    }
    out.push(ranked);
    for path in all.iter().filter(|p| !p.is_empty()) {
        let Some(Shape::Leaf(v)) = at_mut(&mut shape.clone(), path).cloned() else { continue };
        let i = integer(v).unwrap_or(i64::MAX);
        for smaller in [0, i / 2, i - i.signum()] {
            let mut s = shape.clone();
            if let Some(Shape::Leaf(leaf)) = at_mut(&mut s, path)
                && Bound::int(smaller) != v
            {
                *leaf = Bound::int(smaller);
                out.push(s);
            }
        }
    }
    out
}

/// The value as a whole number, when it is one.
fn integer(v: Bound) -> Option<i64> {
    v.notation().parse().ok()
}

/// Shrinking one change at a time, driven from outside so the code under
/// test may answer later (the page's worker) or at once ([`shrink`]):
/// [`Shrinker::try_next`] gives the next smaller tree to try,
/// [`Shrinker::report`] says whether it still fails; a tree that fails
/// becomes the best and the candidates start again from it.
pub struct Shrinker {
    root: Player,
    best: Shape,
    best_tree: Tree,
    /// Candidates left to try from the best, nearest first.
    queue: std::collections::VecDeque<Shape>,
    trying: Option<(Shape, Tree)>,
}

impl Shrinker {
    /// From a tree that fails (`None` for a tree with leaves that have no
    /// number).
    pub fn new(tree: &Tree) -> Option<Shrinker> {
        let best = shape_of(tree)?;
        let queue = Shrinker::smaller(&best);
        Some(Shrinker { root: tree.root_player(), best, best_tree: tree.clone(), queue, trying: None })
    }

    fn smaller(shape: &Shape) -> std::collections::VecDeque<Shape> {
        let here = size(shape);
        candidates(shape).into_iter().filter(|c| size(c) < here).collect()
    }

    /// The next tree to try, `None` once no smaller tree is left.
    pub fn try_next(&mut self) -> Option<Tree> {
        while let Some(shape) = self.queue.pop_front() {
            if let Some(tree) = build(&shape, self.root) {
                self.trying = Some((shape, tree.clone()));
                return Some(tree);
            }
        }
        None
    }

    /// Whether the tree [`Shrinker::try_next`] gave last still fails.
    pub fn report(&mut self, fails: bool) {
        if let (true, Some((shape, tree))) = (fails, self.trying.take()) {
            self.queue = Shrinker::smaller(&shape);
            self.best = shape;
            self.best_tree = tree;
        }
    }

    /// The smallest failing tree so far.
    pub fn best(&self) -> &Tree {
        &self.best_tree
    }
}

/// The smallest tree (fewest leaves, then values closest to 0) that
/// `fails` still holds for, one change at a time from `tree`. `tree` must
/// fail; a tree with leaves that have no number comes back as it is.
pub fn shrink(tree: &Tree, mut fails: impl FnMut(&Tree) -> bool) -> Tree {
    let Some(mut shrinker) = Shrinker::new(tree) else { return tree.clone() };
    while let Some(t) = shrinker.try_next() {
        let f = fails(&t);
        shrinker.report(f);
    }
    shrinker.best().clone()
}

/// Whether `run` on `tree` still fails as a first run failed: it parts
/// from the reference and names the same mistake (`slip`). Shrinking keeps
/// a smaller tree only while this holds.
pub fn fails_alike(tree: &Tree, options: Options, run: &CodeRun, slip: Option<Slip>) -> bool {
    verdict(tree, options, run).is_ok_and(|v| !v.agrees() && v.slip == slip)
}

/// The smallest tree on which `code` still fails the same way: shrinks
/// `tree` (on which it fails) while the verdict still parts from the
/// reference and names the same mistake, and returns that tree with its
/// verdict. `code` runs the student's code on a tree.
pub fn smallest_failure(tree: &Tree, options: Options, mut code: impl FnMut(&Tree) -> CodeRun) -> Option<(Tree, Verdict)> {
    let first = verdict(tree, options, &code(tree)).ok()?;
    if first.agrees() {
        return None;
    }
    let slip = first.slip;
    let small = shrink(tree, |t| fails_alike(t, options, &code(t), slip));
    let last = verdict(&small, options, &code(&small)).ok()?;
    Some((small, last))
}

/// What a harness wrote for one tree (one JSON line): its events, as
/// arrays `["x", node]` (expanded), `["r", node]` (read), `["v", node,
/// value]` (a call returned; `null` for no number), `["w", node, α, β]` (a
/// call was passed a window); `root`, the entry's value; `error`, what the
/// code raised. Values are exact text (`3`, `-inf`, `2.5`).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Recorded {
    pub run: CodeRun,
    pub error: Option<String>,
}

/// Reads a harness's line for `tree`; anything it cannot read (a node out
/// of range, an unknown event) is left out, and a line that is not JSON is
/// an error.
pub fn read_recorded(tree: &Tree, line: &str) -> Result<Recorded, String> {
    use serde_json::Value as Json;
    let answer: Json = serde_json::from_str(line).map_err(|e| format!("the harness wrote something else: {e}"))?;
    let mut run = CodeRun::default();
    let node = |v: &Json| v.as_u64().filter(|&n| (n as usize) < tree.len()).map(|n| NodeId(n as u32));
    let bound = |v: Option<&Json>| v.and_then(Json::as_str).and_then(|t| Bound::parse(t).ok());
    for event in answer.get("events").and_then(Json::as_array).into_iter().flatten() {
        let Some(parts) = event.as_array() else { continue };
        let (Some(kind), Some(n)) = (parts.first().and_then(Json::as_str), parts.get(1).and_then(node)) else { continue };
        match kind {
            "x" => run.push(Probe::Expand(n)),
            "r" => run.push(Probe::Read(n)),
            "v" => run.returns.push((n, bound(parts.get(2)))),
            "w" => {
                if let (Some(a), Some(b)) = (bound(parts.get(2)), bound(parts.get(3))) {
                    run.windows.push((n, a, b));
                }
            }
            _ => {}
        }
    }
    // AIMA's search returns a move: the root's value is then what the last
    // call on the root returned.
    run.root = bound(answer.get("root")).or_else(|| run.returns.iter().rev().find(|(n, v)| n.0 == 0 && v.is_some()).and_then(|&(_, v)| v));
    let error = answer.get("error").and_then(Json::as_str).map(|e| e.trim_end().to_string());
    Ok(Recorded { run, error })
}

/// A tree as a harness reads it (one JSON line): nodes in preorder with
/// their name, side (`max`), children and, at a leaf, its value as exact
/// text (`null` for a leaf without a number), and the algorithm checked
/// (`algo`: which of a file's agent classes is run).
pub fn tree_for_harness(tree: &Tree, algorithm: Algorithm) -> String {
    use serde_json::{Value as Json, json};
    let nodes: Vec<Json> = tree
        .ids()
        .map(|id| {
            let max = tree[id].player() == Some(Player::Max);
            let mut node = json!({ "name": tree.name(id), "max": max });
            if tree[id].is_leaf() {
                node["value"] = tree.leaf_value(id).map_or(Json::Null, |v| Json::String(v.notation()));
            } else {
                node["children"] = tree.children(id).map(|c| c.0).collect();
            }
            node
        })
        .collect();
    json!({ "nodes": nodes, "algo": algorithm.name() }).to_string()
}
