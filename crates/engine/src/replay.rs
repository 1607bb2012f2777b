//! The state of the whole tree at any step of a [`Trace`].
//!
//! A [`Cursor`] holds a snapshot and moves it one event at a time in either
//! direction: every event can be applied and undone from what the trace
//! stores, so stepping back on a large tree never re-runs the search, and a
//! jump costs the distance travelled (or a fresh start, whichever is
//! shorter).

use super::num::Bound;
use super::rules::{self, End};
use super::search::{Event, EventKind, Interval, Stats, Trace, ValRef};
use super::tree::{Kind, NodeId, Tree};

/// Where a node stands at some step.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum NodeState {
    /// Not reached yet.
    Unvisited,
    /// On the current path (its call has started and not returned).
    Active,
    /// Its value is final: evaluated (leaf) or returned.
    Done,
    /// Inside a subtree that a cutoff skipped.
    Pruned,
}

impl NodeState {
    /// The name used in the UI's `data-state` and the docs.
    pub fn name(self) -> &'static str {
        match self {
            NodeState::Unvisited => "unvisited",
            NodeState::Active => "active",
            NodeState::Done => "done",
            NodeState::Pruned => "pruned",
        }
    }
}

/// Everything known about every node after some number of steps.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Snapshot {
    step: usize,
    state: Vec<NodeState>,
    v: Vec<ValRef>,
    lo: Vec<ValRef>,
    hi: Vec<ValRef>,
    alpha: Vec<ValRef>,
    beta: Vec<ValRef>,
    /// The call stack: the active nodes from the root down.
    path: Vec<NodeId>,
    stats: Stats,
}

/// A snapshot that can move along a trace.
#[derive(Clone, Debug)]
pub struct Cursor {
    snapshot: Snapshot,
}

impl Snapshot {
    /// The snapshot before the first step.
    pub fn start(tree: &Tree) -> Snapshot {
        let n = tree.len();
        Snapshot {
            step: 0,
            state: vec![NodeState::Unvisited; n],
            v: vec![ValRef::NONE; n],
            lo: vec![ValRef::NONE; n],
            hi: vec![ValRef::NONE; n],
            alpha: vec![ValRef::NONE; n],
            beta: vec![ValRef::NONE; n],
            path: Vec::new(),
            stats: Stats::default(),
        }
    }

    /// The snapshot after `step` steps, replayed from the start.
    pub fn at(tree: &Tree, trace: &Trace, step: usize) -> Snapshot {
        let mut cursor = Cursor::new(tree);
        cursor.seek(tree, trace, step);
        cursor.snapshot
    }

    /// Number of steps taken.
    pub fn step(&self) -> usize {
        self.step
    }

    /// The state of `node`.
    pub fn state(&self, node: NodeId) -> NodeState {
        self.state[node.index()]
    }

    /// Where the search cut below `parent`: its first pruned child, if
    /// `parent` is not pruned itself. The drawings mark the edge into it
    /// with a stroke across (the page, TikZ and Beamer).
    pub fn cut_child(&self, tree: &Tree, parent: NodeId) -> Option<NodeId> {
        if self.state(parent) == NodeState::Pruned {
            return None;
        }
        tree.children(parent).find(|&c| self.state(c) == NodeState::Pruned)
    }

    /// What is known of `node`'s value so far: `None` before anything is.
    pub fn interval(&self, tree: &Tree, node: NodeId) -> Option<Interval> {
        Some(Interval { lo: self.lo[node.index()].get(tree)?, hi: self.hi[node.index()].get(tree)? })
    }

    /// What is known of `node`'s value so far as people read it, computed
    /// values (a chance node's weighted sum, `7/3`) included: `None` before
    /// anything is.
    pub fn value_text(&self, tree: &Tree, trace: &Trace, node: NodeId) -> Option<String> {
        if let Some(interval) = self.interval(tree, node) {
            return Some(interval.to_string());
        }
        let (lo, hi) = (trace.value(tree, self.lo[node.index()])?, trace.value(tree, self.hi[node.index()])?);
        let text = super::value::range_text(&lo, &hi);
        // A max^n node still searching holds its best vector so far, not
        // its value: "(1, 2, 6) …".
        if self.state(node) == NodeState::Active && matches!(tree[node].kind(), Some(super::tree::Kind::Player { .. })) {
            return Some(format!("{text} …"));
        }
        Some(text)
    }

    /// The running value `v` of `node` as people read it, computed values
    /// included (a chance node's weighted sum so far).
    pub fn v_text(&self, tree: &Tree, trace: &Trace, node: NodeId) -> Option<String> {
        trace.value(tree, self.v[node.index()]).map(|v| v.to_string())
    }

    /// The search value `v` of `node` so far (alpha-beta's running value,
    /// which starts at −∞ or +∞ on entry).
    pub fn v(&self, tree: &Tree, node: NodeId) -> Option<Bound> {
        self.v[node.index()].get(tree)
    }

    /// α and β at `node` as numbers, computed ones included when they have
    /// a finite decimal (Star1's windows below a chance node: `1`, `0.5`).
    pub fn window(&self, tree: &Tree, trace: &Trace, node: NodeId) -> (Option<Bound>, Option<Bound>) {
        let read = |r: ValRef| r.get(tree).or_else(|| trace.value(tree, r).and_then(|v| Bound::parse(&v.to_string()).ok()));
        (read(self.alpha[node.index()]), read(self.beta[node.index()]))
    }

    /// α at `node` (the latest value, kept after the node returns).
    pub fn alpha(&self, tree: &Tree, node: NodeId) -> Option<Bound> {
        self.alpha[node.index()].get(tree)
    }

    /// β at `node` (the latest value, kept after the node returns).
    pub fn beta(&self, tree: &Tree, node: NodeId) -> Option<Bound> {
        self.beta[node.index()].get(tree)
    }

    /// The call stack, root first.
    pub fn path(&self) -> &[NodeId] {
        &self.path
    }

    /// Counters so far.
    pub fn stats(&self) -> Stats {
        self.stats
    }

    fn set_values(&mut self, node: NodeId, v: ValRef, lo: ValRef, hi: ValRef) {
        let i = node.index();
        self.v[i] = v;
        self.lo[i] = lo;
        self.hi[i] = hi;
    }

    fn clear(&mut self, node: NodeId) {
        self.set_values(node, ValRef::NONE, ValRef::NONE, ValRef::NONE);
        self.alpha[node.index()] = ValRef::NONE;
        self.beta[node.index()] = ValRef::NONE;
    }

    fn apply(&mut self, tree: &Tree, trace: &Trace, event: &Event) {
        let node = event.node();
        let i = node.index();
        match event.kind() {
            EventKind::Enter => {
                self.state[i] = NodeState::Active;
                let (alpha, beta) = event.window();
                self.alpha[i] = alpha;
                self.beta[i] = beta;
                self.v[i] = initial_v(tree, trace, node);
                self.path.push(node);
            }
            EventKind::Leaf => {
                self.state[i] = NodeState::Done;
                let (lo, hi) = event.bounds();
                self.set_values(node, event.v(), lo, hi);
            }
            EventKind::Update => {
                let (lo, hi) = event.bounds();
                self.set_values(node, event.v(), lo, hi);
                set_window_bound(self, tree, node, event.new_bound());
            }
            EventKind::Cutoff => {
                for id in event.link()..tree[node].subtree_end().0 {
                    self.state[id as usize] = NodeState::Pruned;
                }
            }
            EventKind::Return => {
                self.state[i] = NodeState::Done;
                self.path.pop();
            }
            EventKind::Blocked => {}
        }
        self.stats.add(event);
        self.step += 1;
    }

    fn undo(&mut self, tree: &Tree, trace: &Trace, event: &Event) {
        let node = event.node();
        let i = node.index();
        match event.kind() {
            EventKind::Enter => {
                self.state[i] = NodeState::Unvisited;
                self.clear(node);
                self.path.pop();
            }
            EventKind::Leaf => {
                self.state[i] = NodeState::Unvisited;
                self.clear(node);
            }
            EventKind::Update => {
                // Restore what the previous Enter or Update of this node set.
                let Some(previous) = trace.events().get(event.link() as usize) else { return };
                match previous.kind() {
                    EventKind::Update => {
                        let (lo, hi) = previous.bounds();
                        self.set_values(node, previous.v(), lo, hi);
                        set_window_bound(self, tree, node, previous.new_bound());
                    }
                    _ => {
                        self.set_values(node, initial_v(tree, trace, node), ValRef::NONE, ValRef::NONE);
                        let (alpha, beta) = previous.window();
                        self.alpha[i] = alpha;
                        self.beta[i] = beta;
                    }
                }
            }
            EventKind::Cutoff => {
                for id in event.link()..tree[node].subtree_end().0 {
                    self.state[id as usize] = NodeState::Unvisited;
                }
            }
            EventKind::Return => {
                self.state[i] = NodeState::Active;
                self.path.push(node);
            }
            EventKind::Blocked => {}
        }
        self.stats.sub(event);
        self.step -= 1;
    }
}

/// `v` when the node's call begins, as the rulebook starts it (`v ← −∞`
/// at MAX and `v ← +∞` at MIN in alpha-beta; nothing in minimax).
fn initial_v(tree: &Tree, trace: &Trace, node: NodeId) -> ValRef {
    let Some(kind) = tree[node].kind() else { return ValRef::NONE };
    rules::start(kind, trace.options().algorithm).pick(ValRef::NEG_INF, ValRef::POS_INF, ValRef::NONE)
}

/// Sets the end of the window the node owns (α at MAX, β at MIN).
fn set_window_bound(snapshot: &mut Snapshot, tree: &Tree, node: NodeId, bound: ValRef) {
    if !bound.is_some() {
        return;
    }
    match tree[node].kind().and_then(rules::own_end) {
        Some(End::Alpha) => snapshot.alpha[node.index()] = bound,
        Some(End::Beta) => snapshot.beta[node.index()] = bound,
        None => {}
    }
}

impl Cursor {
    /// A cursor before the first step.
    pub fn new(tree: &Tree) -> Cursor {
        Cursor { snapshot: Snapshot::start(tree) }
    }

    /// The snapshot at the cursor.
    pub fn snapshot(&self) -> &Snapshot {
        &self.snapshot
    }

    /// The number of steps taken.
    pub fn step(&self) -> usize {
        self.snapshot.step
    }

    /// The event that led to the current step, if any.
    pub fn last_event<'t>(&self, trace: &'t Trace) -> Option<&'t Event> {
        self.snapshot.step.checked_sub(1).and_then(|k| trace.events().get(k))
    }

    /// One step forward. Returns false at the end.
    pub fn forward(&mut self, tree: &Tree, trace: &Trace) -> bool {
        let Some(event) = trace.events().get(self.snapshot.step) else { return false };
        self.snapshot.apply(tree, trace, event);
        true
    }

    /// One step back. Returns false at the start.
    pub fn back(&mut self, tree: &Tree, trace: &Trace) -> bool {
        let Some(k) = self.snapshot.step.checked_sub(1) else { return false };
        let Some(event) = trace.events().get(k) else { return false };
        self.snapshot.undo(tree, trace, event);
        true
    }

    /// Moves to `step` (clamped to the trace's length) by the shorter way:
    /// from here, or from a fresh start.
    pub fn seek(&mut self, tree: &Tree, trace: &Trace, step: usize) {
        let target = step.min(trace.len());
        let here = self.snapshot.step;
        // A cursor left over from another tree or trace starts afresh.
        let stale = self.snapshot.state.len() != tree.len() || here > trace.len();
        if stale || (target < here && target < here - target) {
            self.snapshot = Snapshot::start(tree);
        }
        while self.snapshot.step < target && self.forward(tree, trace) {}
        while self.snapshot.step > target && self.back(tree, trace) {}
    }
}

/// The child whose value a decided node took, if it is known.
pub fn chosen_child(tree: &Tree, trace: &Trace, snap: &Snapshot, id: NodeId) -> Option<NodeId> {
    // Nobody chooses at a chance node.
    if tree[id].kind() == Some(Kind::Chance) {
        return None;
    }
    if let Some(value) = snap.interval(tree, id) {
        value.as_exact()?;
        return tree.children(id).find(|&c| snap.state(c) == NodeState::Done && snap.interval(tree, c) == Some(value));
    }
    // A computed value (an expectation) decided: the child that has it.
    let value = snap.value_text(tree, trace, id).filter(|v| !v.contains(['≤', '≥', '…', '?']))?;
    tree.children(id).find(|&c| snap.state(c) == NodeState::Done && snap.value_text(tree, trace, c).as_deref() == Some(value.as_str()))
}

/// The best play found: the chain of chosen children from the root, once
/// each node on it is decided (it stops at a chance node: nobody chooses
/// there).
pub fn best_play(tree: &Tree, trace: &Trace, snap: &Snapshot) -> Vec<NodeId> {
    let mut line = Vec::new();
    let mut at = NodeId::ROOT;
    while let Some(c) = chosen_child(tree, trace, snap, at) {
        line.push(c);
        at = c;
    }
    line
}
