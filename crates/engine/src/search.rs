//! Minimax and alpha-beta as a resumable stepper that emits one event per
//! step.
//!
//! The [`Stepper`] keeps an explicit stack of frames instead of recursing,
//! and takes the tree on every call, so it can be paused anywhere and kept
//! in UI state without borrowing. Each [`Event`] names the pseudocode
//! [`Line`] it performs. A [`Trace`] is the whole list of events of one run;
//! [`super::replay`] turns a trace and a step number into a snapshot.
//!
//! Values are never copied into events: every value a search can produce is
//! −∞, +∞ or the utility of some leaf, so an event refers to values by
//! [`ValRef`], a `u32`. That keeps a stored event at 28 bytes.

use std::cmp::Ordering;
use std::fmt;

use super::num::{Bound, Num};
use super::rules::{self, End, Fold, Ordered, Side, Start};
use super::space::{Reached, SearchSpace};
use super::tree::{Kind, NodeId, Tree};
use super::value::{Exact, Value, Values};

pub use super::options::{Algorithm, CutRule, Form, Options};

/// A compact reference to a value: −∞, +∞, "none", the utility of a leaf,
/// or a value the search computed (an entry of its trace's [`Values`]).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct ValRef(u32);

/// The bit that marks a computed value's index.
const COMPUTED: u32 = 1 << 31;

impl ValRef {
    /// −∞.
    pub const NEG_INF: ValRef = ValRef(0);
    /// +∞.
    pub const POS_INF: ValRef = ValRef(1);
    /// No value (yet).
    pub const NONE: ValRef = ValRef(2);

    /// The utility of `leaf`.
    pub fn leaf(leaf: NodeId) -> ValRef {
        ValRef(leaf.0 + 3)
    }

    /// Entry `index` of the trace's table of computed values.
    pub fn computed(index: u32) -> ValRef {
        ValRef(COMPUTED | index)
    }

    /// The index into the trace's [`Values`], for a computed value.
    pub fn computed_index(self) -> Option<u32> {
        (self.0 & COMPUTED != 0).then_some(self.0 & !COMPUTED)
    }

    /// The value referred to, when it is ±∞ or a leaf's utility; `None` for
    /// [`ValRef::NONE`], a placeholder, or a computed value (a weighted sum
    /// or a vector: [`Trace::value`] reads those).
    pub fn get(self, tree: &Tree) -> Option<Bound> {
        match self.0 {
            0 => Some(Bound::NegInf),
            1 => Some(Bound::PosInf),
            2 => None,
            n if n & COMPUTED != 0 => None,
            n => tree.leaf_value(NodeId(n - 3)),
        }
    }

    /// True unless this is [`ValRef::NONE`].
    pub fn is_some(self) -> bool {
        self != ValRef::NONE
    }
}

/// What is known of a node's value: it lies in `[lo, hi]`. Exact when
/// `lo == hi`; a MIN node cut off at 2 is `[−∞, 2]`, read "≤ 2".
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Interval {
    pub lo: Bound,
    pub hi: Bound,
}

impl Interval {
    /// The exact value `v`.
    pub fn exact(v: Bound) -> Interval {
        Interval { lo: v, hi: v }
    }

    /// Nothing known: `[−∞, ∞]`.
    pub const UNKNOWN: Interval = Interval { lo: Bound::NegInf, hi: Bound::PosInf };

    /// The value, if exactly known.
    pub fn as_exact(self) -> Option<Bound> {
        (self.lo == self.hi).then_some(self.lo)
    }
}

/// Reads `3`, `≤ 2`, `≥ 3`, `1 … 2` or `?`.
impl fmt::Display for Interval {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.lo, self.hi) {
            (lo, hi) if lo == hi => write!(f, "{lo}"),
            (Bound::NegInf, Bound::PosInf) => f.write_str("?"),
            (Bound::NegInf, hi) => write!(f, "≤ {hi}"),
            (lo, Bound::PosInf) => write!(f, "≥ {lo}"),
            (lo, hi) => write!(f, "{lo} … {hi}"),
        }
    }
}

/// The kind of a step.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[repr(u8)]
pub enum EventKind {
    /// A call starts at an internal node with the window `(α, β)`.
    Enter,
    /// A leaf is evaluated (its utility is returned at once).
    Leaf,
    /// A child's value came back: the node's value and its α or β updated.
    Update,
    /// `α ≥ β` (or `α > β`) held: the remaining children are pruned.
    Cutoff,
    /// The node is finished and returns its value to its parent.
    Return,
    /// Alpha-beta needs the value of a placeholder leaf and stops.
    Blocked,
}

/// A pseudocode line a step performs (see [`super::explain::pseudocode`]).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Line {
    /// `function MAX-VALUE(state, α, β)`: the call begins; `v ← −∞`.
    Call,
    /// `if TERMINAL-TEST(state) then return UTILITY(state)`.
    Terminal,
    /// `v ← MAX(v, MIN-VALUE(RESULT(s, a), α, β))`.
    Update,
    /// `α ← MAX(α, v)` (MAX) or `β ← MIN(β, v)` (MIN).
    Bound,
    /// `if v ≥ β then return v` (AIMA) or `if α ≥ β then break`
    /// (update-first).
    CutTest,
    /// `return v` after the last child.
    Return,
}

/// One step of a search. Fields are interpreted by [`EventKind`]; use the
/// accessors.
///
/// | kind    | a     | b    | c    | d                | link                      |
/// |---------|-------|------|------|------------------|---------------------------|
/// | Enter   | α     | β    | –    | –                | –                         |
/// | Leaf    | lo    | hi   | v    | –                | –                         |
/// | Update  | v     | lo   | hi   | α (MAX) / β (MIN) after it | previous Enter/Update of this node |
/// | Cutoff  | α     | β    | v    | –                | first pruned node         |
///
/// An update also records whether the cut test held (`v ≥ β` in the AIMA
/// form, `α ≥ β` in the update-first form; `>` under the strict rule): in
/// the AIMA form α (β) is then left as it was.
/// | Return  | v     | lo   | hi   | –                | –                         |
/// | Blocked | –     | –    | –    | –                | –                         |
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Event {
    kind: EventKind,
    /// For an update whose cut test held, and for a cutoff: the side the
    /// node's value is past (fits in the padding after `kind`).
    failed: Option<Side>,
    node: NodeId,
    a: ValRef,
    b: ValRef,
    c: ValRef,
    d: ValRef,
    link: u32,
}

impl Event {
    fn new(kind: EventKind, node: NodeId) -> Event {
        Event { kind, failed: None, node, a: ValRef::NONE, b: ValRef::NONE, c: ValRef::NONE, d: ValRef::NONE, link: 0 }
    }

    /// What happened.
    pub fn kind(&self) -> EventKind {
        self.kind
    }

    /// The node the step happens at (for an update, the parent receiving
    /// the value).
    pub fn node(&self) -> NodeId {
        self.node
    }

    /// The main pseudocode line this step performs (an update may perform
    /// more: see [`super::explain::step_lines`]).
    pub fn line(&self) -> Line {
        match self.kind {
            EventKind::Enter => Line::Call,
            EventKind::Leaf | EventKind::Blocked => Line::Terminal,
            EventKind::Update => Line::Update,
            EventKind::Cutoff => Line::CutTest,
            EventKind::Return => Line::Return,
        }
    }

    /// For an update: whether the cut test held after it (`v ≥ β` in the
    /// AIMA form, `α ≥ β` in the update-first form, `>` under the strict
    /// rule). It is also true at the last child, where nothing is left to
    /// prune.
    pub fn test_held(&self) -> bool {
        self.failed.is_some()
    }

    /// For an update whose cut test held, and for a cutoff: which end of
    /// the window the node's value is past (high at MAX, low at MIN; either
    /// at a chance node cut by Star1), as the rulebook's test found it.
    pub fn failed(&self) -> Option<Side> {
        self.failed
    }

    /// For a cutoff: the node's search value `v` when it cut off.
    pub fn cut_v(&self) -> ValRef {
        if self.kind == EventKind::Cutoff { self.c } else { ValRef::NONE }
    }

    /// The window passed down on entry, or the window at a cutoff.
    pub fn window(&self) -> (ValRef, ValRef) {
        match self.kind {
            EventKind::Enter | EventKind::Cutoff => (self.a, self.b),
            _ => (ValRef::NONE, ValRef::NONE),
        }
    }

    /// The search value `v` after this step (leaf, update, return).
    pub fn v(&self) -> ValRef {
        match self.kind {
            EventKind::Leaf => self.c,
            EventKind::Update | EventKind::Return => self.a,
            _ => ValRef::NONE,
        }
    }

    /// The known interval `(lo, hi)` after this step (leaf, update, return).
    pub fn bounds(&self) -> (ValRef, ValRef) {
        match self.kind {
            EventKind::Leaf => (self.a, self.b),
            EventKind::Update | EventKind::Return => (self.b, self.c),
            _ => (ValRef::NONE, ValRef::NONE),
        }
    }

    /// For an update: α (at MAX) or β (at MIN) after it; NONE in minimax.
    pub fn new_bound(&self) -> ValRef {
        if self.kind == EventKind::Update { self.d } else { ValRef::NONE }
    }

    /// For an update: the index of the event that last set this node's
    /// values (its Enter or previous Update). For a cutoff: the first pruned
    /// node's id.
    pub fn link(&self) -> u32 {
        self.link
    }
}

/// Counters of a search so far.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Stats {
    /// Nodes entered or evaluated (internal nodes plus leaves).
    pub nodes_visited: u32,
    /// Leaves evaluated.
    pub leaves_evaluated: u32,
    /// Cutoffs made.
    pub cutoffs: u32,
}

impl Stats {
    /// The totals of a minimax search of `tree`, without running it:
    /// minimax visits every node (an unknown leaf gives an interval, not a
    /// stop) and cuts nothing. `tests/properties.rs` checks this against
    /// the search.
    pub fn minimax(tree: &Tree) -> Stats {
        let leaves = tree.ids().filter(|&id| tree[id].is_leaf()).count();
        Stats { nodes_visited: tree.len() as u32, leaves_evaluated: leaves as u32, cutoffs: 0 }
    }

    /// The counters after `event`.
    pub fn add(&mut self, event: &Event) {
        match event.kind {
            EventKind::Enter => self.nodes_visited += 1,
            EventKind::Leaf => {
                self.nodes_visited += 1;
                self.leaves_evaluated += 1;
            }
            EventKind::Cutoff => self.cutoffs += 1,
            _ => {}
        }
    }

    /// The counters before `event`, undoing [`Stats::add`].
    pub fn sub(&mut self, event: &Event) {
        match event.kind {
            EventKind::Enter => self.nodes_visited -= 1,
            EventKind::Leaf => {
                self.nodes_visited -= 1;
                self.leaves_evaluated -= 1;
            }
            EventKind::Cutoff => self.cutoffs -= 1,
            _ => {}
        }
    }
}

/// A value as the stepper carries it: the reference stored in events, and
/// the bound itself packed into 16 bytes, so comparisons never go back to
/// the tree and frames stay small to copy.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct V {
    mantissa: i64,
    r: ValRef,
    scale: u8,
    /// 0: no value, 1: −∞, 2: finite decimal, 3: +∞ (so tags order like
    /// values), 4: computed (a rational or a vector in the table).
    tag: u8,
}

/// The tag of a computed value.
const TAG_COMPUTED: u8 = 4;

impl V {
    const NONE: V = V { mantissa: 0, r: ValRef::NONE, scale: 0, tag: 0 };
    const NEG_INF: V = V { mantissa: 0, r: ValRef::NEG_INF, scale: 0, tag: 1 };
    const POS_INF: V = V { mantissa: 0, r: ValRef::POS_INF, scale: 0, tag: 3 };

    fn new(r: ValRef, bound: Bound) -> V {
        match bound {
            Bound::NegInf => V { r, ..V::NEG_INF },
            Bound::PosInf => V { r, ..V::POS_INF },
            Bound::Finite(n) => {
                let (mantissa, scale) = n.parts();
                V { mantissa, r, scale, tag: 2 }
            }
        }
    }

    fn is_some(self) -> bool {
        self.tag != 0
    }

    /// The value as a plain number or ±∞; `None` for no value and for a
    /// computed one.
    fn bound(self) -> Option<Bound> {
        match self.tag {
            1 => Some(Bound::NegInf),
            2 => Some(Bound::Finite(Num::from_parts(self.mantissa, self.scale))),
            3 => Some(Bound::PosInf),
            _ => None,
        }
    }

    /// A value the search computed: ±∞ stay themselves, anything else goes
    /// into the table.
    fn computed(value: Value, values: &mut Values) -> V {
        match value {
            Value::NegInf => V::NEG_INF,
            Value::PosInf => V::POS_INF,
            value => V { mantissa: 0, r: ValRef::computed(values.push(value)), scale: 0, tag: TAG_COMPUTED },
        }
    }

    /// The value itself (`None` for no value).
    fn value(self, values: &Values) -> Option<Value> {
        match self.tag {
            1 => Some(Value::NegInf),
            2 => Some(Value::from(Bound::Finite(Num::from_parts(self.mantissa, self.scale)))),
            3 => Some(Value::PosInf),
            TAG_COMPUTED => self.r.computed_index().and_then(|i| values.get(i)).cloned(),
            _ => None,
        }
    }

    /// Orders values exactly; "no value" is below everything. Decimals are
    /// compared in place; a computed value is read from the table.
    fn cmp(self, other: V, values: &Values) -> Ordering {
        match (self.tag, other.tag) {
            (2, 2) => {
                if self.scale == other.scale {
                    self.mantissa.cmp(&other.mantissa)
                } else {
                    Num::from_parts(self.mantissa, self.scale).cmp(&Num::from_parts(other.mantissa, other.scale))
                }
            }
            (a, b) if (a == TAG_COMPUTED || b == TAG_COMPUTED) && a != 0 && b != 0 => match (self.value(values), other.value(values)) {
                (Some(x), Some(y)) => x.order(&y),
                (x, y) => x.is_some().cmp(&y.is_some()),
            },
            (a, b) => a.cmp(&b),
        }
    }

    /// `v`'s starting value as the rulebook gives it.
    fn start(start: Start) -> V {
        start.pick(V::NEG_INF, V::POS_INF, V::NONE)
    }
}

impl Ordered for V {
    type Cx = Values;
    fn order(self, other: V, values: &Values) -> Ordering {
        self.cmp(other, values)
    }
    fn is_none(self) -> bool {
        !self.is_some()
    }
}

/// One call on the stepper's stack.
#[derive(Clone, Debug)]
struct Frame {
    node: NodeId,
    kind: Kind,
    /// The child searched last, if any.
    previous: Option<NodeId>,
    /// Children are left after `previous` (or, before the first, at all).
    more: bool,
    v: V,
    /// Best lower and upper bounds among the children seen so far.
    lo_seen: V,
    hi_seen: V,
    alpha: V,
    beta: V,
    /// The window the node was entered with: a value strictly inside it
    /// is the node's exact value, one on or outside it only a bound.
    entry: (V, V),
    /// Index of the event that last set this frame's values.
    last_set: u32,
    /// Set by an update whose window calls for a cutoff.
    cut: bool,
    /// Set once the remaining children have been cut off.
    pruned: bool,
    /// A chance node under declared leaf bounds: its sums count the
    /// children not yet searched at the bounds, so they are its interval.
    bounded: bool,
    /// Star1 cut it: failing low it returns the upper end of its interval,
    /// failing high the lower end.
    star1: Option<Side>,
    /// The side the last update's cut test found, for the cutoff event.
    failed: Option<Side>,
}

/// A chance node's weighted sums so far: of its children's values `v`
/// (`None` once a child had none) and of their lower and upper bounds.
#[derive(Clone, Debug)]
struct Sums {
    v: Option<Value>,
    lo: Value,
    hi: Value,
}

/// A value returned by a child, waiting to be folded into its parent.
#[derive(Clone, Copy, Debug)]
struct Returned {
    v: V,
    lo: V,
    hi: V,
}

/// The resumable search. Call [`Stepper::next`] with the same tree until it
/// returns `None`.
#[derive(Clone, Debug)]
pub struct Stepper {
    options: Options,
    /// Declared bounds on every leaf's utility, `[L, U]`: a chance node's
    /// value then lies in its weighted sum so far plus the rest of its
    /// probability at `L` (or `U`), and alpha-beta may cut there (Star1).
    bounds: Option<(Value, Value)>,
    frames: Vec<Frame>,
    /// The running sums of the chance nodes on the stack, innermost last.
    sums: Vec<Sums>,
    /// Values the search computed; events refer to them.
    values: Values,
    pending: Option<Returned>,
    started: bool,
    finished: bool,
    emitted: u32,
    root_result: Option<Returned>,
    blocked: Option<NodeId>,
}

impl Stepper {
    /// A stepper at the start of a search.
    pub fn new(options: Options) -> Stepper {
        Stepper::bounded(options, None)
    }

    /// A stepper whose leaves are declared to lie in `[lo, hi]` (both
    /// finite): chance nodes show the interval their value is known to lie
    /// in, and alpha-beta prunes below them when that interval leaves the
    /// window (Ballard's Star1).
    pub fn bounded(options: Options, bounds: Option<(Bound, Bound)>) -> Stepper {
        let bounds = bounds
            .filter(|(lo, hi)| matches!((lo, hi), (Bound::Finite(_), Bound::Finite(_))) && lo <= hi)
            .map(|(lo, hi)| (Value::from(lo), Value::from(hi)));
        Stepper {
            bounds,
            options,
            frames: Vec::new(),
            sums: Vec::new(),
            values: Values::default(),
            pending: None,
            started: false,
            finished: false,
            emitted: 0,
            root_result: None,
            blocked: None,
        }
    }

    /// True once the search has ended (completed or blocked).
    pub fn is_finished(&self) -> bool {
        self.finished
    }

    /// The next event, or `None` once the search has ended. Always pass the
    /// tree the stepper was started on.
    pub fn next(&mut self, tree: &Tree) -> Option<Event> {
        self.next_in(&mut &*tree)
    }

    /// The next event of a search of `space`, or `None` once the search
    /// has ended. Always pass the space the stepper was started on.
    pub fn next_in<S: SearchSpace + ?Sized>(&mut self, space: &mut S) -> Option<Event> {
        if self.finished {
            return None;
        }
        let event = self.advance(space);
        self.emitted += 1;
        Some(event)
    }

    fn advance<S: SearchSpace + ?Sized>(&mut self, space: &mut S) -> Event {
        if !self.started {
            self.started = true;
            return self.visit(space, NodeId::ROOT, V::NEG_INF, V::POS_INF);
        }
        if let Some(returned) = self.pending.take() {
            return self.update(space, returned);
        }
        let Some(frame) = self.frames.last_mut() else {
            // Unreachable: an empty stack means the search has finished.
            self.finished = true;
            return Event::new(EventKind::Return, NodeId::ROOT);
        };
        if frame.cut {
            frame.cut = false;
            frame.pruned = true;
            let mut event = Event::new(EventKind::Cutoff, frame.node);
            event.failed = frame.failed;
            event.a = frame.alpha.r;
            event.b = frame.beta.r;
            event.c = frame.v.r;
            // A cut follows an update, so some child was searched.
            event.link = match frame.previous {
                Some(previous) => space.prune(frame.node, previous),
                None => frame.node.0 + 1,
            };
            frame.more = false;
            return event;
        }
        if frame.more {
            let (node, previous) = (frame.node, frame.previous);
            if let Some(child) = space.child(node, previous) {
                let more = space.has_child_after(node, child);
                let (alpha, beta) = if frame.bounded && self.options.algorithm == Algorithm::AlphaBeta {
                    let (alpha, beta) = (frame.alpha, frame.beta);
                    let p = space.probability(node, child);
                    self.star1_window(alpha, beta, &p)
                } else {
                    rules::child_window(frame.kind, frame.alpha, frame.beta, V::NEG_INF, V::POS_INF)
                };
                if let Some(frame) = self.frames.last_mut() {
                    frame.previous = Some(child);
                    frame.more = more;
                }
                return self.visit(space, child, alpha, beta);
            }
        }
        // All children done (or cut off): return v to the parent.
        let Some(frame) = self.frames.pop() else { unreachable!("checked above") };
        space.finish(frame.node, self.exact_value(&frame));
        if rules::fold(frame.kind) == Fold::WeightedSum {
            self.sums.pop();
        }
        let (lo, hi) = frame_bounds(&frame);
        // A chance node Star1 cut returns the end of its interval that
        // proves the cut (its weighted sum so far is not its value).
        let v = match frame.star1 {
            Some(Side::Low) => hi,
            Some(Side::High) => lo,
            None => frame.v,
        };
        let returned = Returned { v, lo, hi };
        let mut event = Event::new(EventKind::Return, frame.node);
        event.a = returned.v.r;
        event.b = lo.r;
        event.c = hi.r;
        self.hand_back(returned);
        event
    }

    /// Star1's window for a child of probability `p` of the bounded chance
    /// node on top (the rulebook's [`rules::star1_window`]), as the
    /// stepper's values.
    fn star1_window(&mut self, alpha: V, beta: V, p: &Exact) -> (V, V) {
        let (Some((l, u)), Some(sums)) = (self.bounds.as_ref(), self.sums.last()) else { return (V::NEG_INF, V::POS_INF) };
        let (alpha, beta) = (alpha.value(&self.values), beta.value(&self.values));
        let (a, b) = rules::star1_window((alpha.as_ref(), beta.as_ref()), (&sums.lo, &sums.hi), (l, u), p);
        let a = a.map_or(V::NEG_INF, |a| V::computed(a, &mut self.values));
        let b = b.map_or(V::POS_INF, |b| V::computed(b, &mut self.values));
        (a, b)
    }

    /// A finished MAX or MIN node's value when it is exact: always under
    /// minimax; under alpha-beta only strictly inside the window the node
    /// was entered with (on or outside it, a cutoff may have stopped the
    /// node early and its value is only a bound). `None` for other kinds
    /// and for values that are not plain numbers.
    fn exact_value(&self, frame: &Frame) -> Option<Bound> {
        if !matches!(rules::fold(frame.kind), Fold::Max | Fold::Min) {
            return None;
        }
        if self.options.algorithm == Algorithm::AlphaBeta {
            let (alpha, beta) = frame.entry;
            let inside = alpha.cmp(frame.v, &self.values) == Ordering::Less && frame.v.cmp(beta, &self.values) == Ordering::Less;
            if !inside {
                return None;
            }
        }
        frame.v.bound()
    }

    /// Hands a finished node's value to its caller, or ends the search
    /// with it at the root.
    fn hand_back(&mut self, returned: Returned) {
        if self.frames.is_empty() {
            self.finished = true;
            self.root_result = Some(returned);
        } else {
            self.pending = Some(returned);
        }
    }

    /// Enters an internal node or evaluates a leaf.
    fn visit<S: SearchSpace + ?Sized>(&mut self, space: &mut S, node: NodeId, alpha: V, beta: V) -> Event {
        let alpha_beta = self.options.algorithm == Algorithm::AlphaBeta;
        match space.reach(node) {
            Reached::Vector(parts) => {
                // A utility vector lives in the table like any computed
                // value; the event refers to it there.
                let v = V::computed(Value::vector(&parts), &mut self.values);
                let mut event = Event::new(EventKind::Leaf, node);
                event.a = v.r;
                event.b = v.r;
                event.c = v.r;
                self.hand_back(Returned { v, lo: v, hi: v });
                event
            }
            Reached::Leaf(leaf) => {
                let returned = match leaf {
                    Some(value) => {
                        let v = V::new(ValRef::leaf(node), value);
                        Returned { v, lo: v, hi: v }
                    }
                    None if alpha_beta => {
                        self.finished = true;
                        self.blocked = Some(node);
                        return Event::new(EventKind::Blocked, node);
                    }
                    None => Returned { v: V::NONE, lo: V::NEG_INF, hi: V::POS_INF },
                };
                let mut event = Event::new(EventKind::Leaf, node);
                event.a = returned.lo.r;
                event.b = returned.hi.r;
                event.c = returned.v.r;
                self.hand_back(returned);
                event
            }
            Reached::Internal(kind) => {
                let (alpha, beta) = if alpha_beta { (alpha, beta) } else { (V::NONE, V::NONE) };
                let v = V::start(rules::start(kind, self.options.algorithm));
                let bounded = rules::fold(kind) == Fold::WeightedSum && self.bounds.is_some();
                if rules::fold(kind) == Fold::WeightedSum {
                    // With bounds, all of the probability starts at them.
                    let (lo, hi) = self.bounds.clone().unwrap_or((Value::int(0), Value::int(0)));
                    self.sums.push(Sums { v: Some(Value::int(0)), lo, hi });
                }
                self.frames.push(Frame {
                    node,
                    kind,
                    previous: None,
                    more: true,
                    v,
                    lo_seen: V::NONE,
                    hi_seen: V::NONE,
                    alpha,
                    beta,
                    entry: (alpha, beta),
                    last_set: self.emitted,
                    cut: false,
                    pruned: false,
                    bounded,
                    star1: None,
                    failed: None,
                });
                let mut event = Event::new(EventKind::Enter, node);
                event.a = alpha.r;
                event.b = beta.r;
                event
            }
        }
    }

    /// Folds a child's returned value into the top frame, by the rule of
    /// its kind: a weighted sum, max^n's best in the mover's component, or
    /// MAX and MIN (with alpha-beta's window and cut test, or minimax's
    /// interval).
    fn update<S: SearchSpace + ?Sized>(&mut self, space: &S, returned: Returned) -> Event {
        let emitted = self.emitted;
        let Some(frame) = self.frames.last_mut() else {
            self.finished = true;
            return Event::new(EventKind::Return, NodeId::ROOT);
        };
        let mut event = Event::new(EventKind::Update, frame.node);
        event.link = frame.last_set;
        frame.last_set = emitted;
        match rules::fold(frame.kind) {
            Fold::WeightedSum => {
                // The child is the one searched last.
                let p = frame.previous.map_or_else(Exact::zero, |child| space.probability(frame.node, child));
                self.update_chance(&mut event, returned, &p);
            }
            Fold::BestFor(i) => self.update_maxn(&mut event, returned, i),
            Fold::Max | Fold::Min => self.update_max_min(&mut event, returned),
        }
        event
    }

    /// A chance node: `v`, `lo` and `hi` each gain `p` × the child's (under
    /// leaf bounds the child's share moves from the bound to what it is
    /// known to be), and under bounds alpha-beta runs Star1's cut test.
    fn update_chance(&mut self, event: &mut Event, returned: Returned, p: &Exact) {
        let (Some(frame), Some(sums)) = (self.frames.last_mut(), self.sums.last_mut()) else { return };
        let values = &mut self.values;
        let add = |sum: &Value, child: V, values: &Values| child.value(values).and_then(|c| rules::weighted_add(sum, p, &c));
        sums.v = sums.v.as_ref().and_then(|sum| add(sum, returned.v, values));
        match &self.bounds {
            Some(bounds @ (l, u)) if frame.bounded => {
                let shift =
                    |sum: &Value, bound: &Value, child: V| child.value(values).and_then(|c| rules::shift_share(sum, p, bound, &c, bounds));
                sums.lo = shift(&sums.lo, l, returned.lo).unwrap_or_else(|| l.clone());
                sums.hi = shift(&sums.hi, u, returned.hi).unwrap_or_else(|| u.clone());
            }
            _ => {
                sums.lo = add(&sums.lo, returned.lo, values).unwrap_or(Value::NegInf);
                sums.hi = add(&sums.hi, returned.hi, values).unwrap_or(Value::PosInf);
            }
        }
        frame.v = sums.v.clone().map_or(V::NONE, |v| V::computed(v, values));
        frame.lo_seen = V::computed(sums.lo.clone(), values);
        frame.hi_seen = V::computed(sums.hi.clone(), values);
        // Star1: the rest of the children, each at most U (at least L),
        // cannot lift the sum past α (drop it past β).
        if self.options.algorithm == Algorithm::AlphaBeta && frame.bounded {
            let (alpha, beta) = (frame.alpha.value(values), frame.beta.value(values));
            let failed = rules::star1_test(self.options.cut, (&sums.lo, &sums.hi), alpha.as_ref(), beta.as_ref());
            if failed.is_some() {
                frame.star1 = failed;
            }
            event.failed = failed;
        }
        frame.failed = event.failed;
        frame.cut = event.failed.is_some() && frame.more;
        let (lo, hi) = frame_bounds(frame);
        event.a = frame.v.r;
        event.b = lo.r;
        event.c = hi.r;
    }

    /// A player of max^n: the node keeps the first child whose vector is
    /// best in its own component; the vector held so far is what it shows
    /// (a vector has no interval to narrow).
    fn update_maxn(&mut self, event: &mut Event, returned: Returned, component: u8) {
        let Some(frame) = self.frames.last_mut() else { return };
        let (held, child) = (frame.v.value(&self.values), returned.v.value(&self.values));
        if rules::takes_vector(component, held.as_ref(), child.as_ref()) {
            frame.v = returned.v;
        }
        frame.lo_seen = frame.v;
        frame.hi_seen = frame.v;
        event.a = frame.v.r;
        event.b = frame.v.r;
        event.c = frame.v.r;
    }

    /// MAX and MIN: the interval of the children seen so far, and in
    /// alpha-beta the rulebook's update (fold `v` in, run the cut test and
    /// move the node's own end of the window, in the form in force); in
    /// minimax `v` is the value once the interval is exact.
    fn update_max_min(&mut self, event: &mut Event, returned: Returned) {
        let options = self.options;
        let values = &self.values;
        let Some(frame) = self.frames.last_mut() else { return };
        let seen = frame.lo_seen.is_some().then_some((frame.lo_seen, frame.hi_seen));
        let (lo_seen, hi_seen) = rules::fold_seen(frame.kind, seen, (returned.lo, returned.hi), values);
        frame.lo_seen = lo_seen;
        frame.hi_seen = hi_seen;
        let (lo, hi) = frame_bounds(frame);
        if options.algorithm == Algorithm::AlphaBeta {
            let folded = rules::alpha_beta_update(frame.kind, options, frame.v, returned.v, frame.alpha, frame.beta, values);
            frame.v = folded.v;
            frame.alpha = folded.alpha;
            frame.beta = folded.beta;
            event.failed = folded.failed;
            frame.failed = folded.failed;
            event.d = match rules::own_end(frame.kind) {
                Some(End::Alpha) => frame.alpha.r,
                Some(End::Beta) => frame.beta.r,
                None => ValRef::NONE,
            };
            frame.cut = folded.held() && frame.more;
        } else {
            frame.v = if lo.is_some() && lo.cmp(hi, values) == Ordering::Equal { lo } else { V::NONE };
        }
        event.a = frame.v.r;
        event.b = lo.r;
        event.c = hi.r;
    }

    /// The root's returned value once the search has completed.
    fn root(&self) -> Option<Returned> {
        self.root_result
    }
}

/// The interval a frame's value is known to lie in, counting children not
/// yet searched (or pruned) as unknown (a bounded chance node's sums
/// already count them at the bounds).
fn frame_bounds(frame: &Frame) -> (V, V) {
    if frame.bounded {
        return (frame.lo_seen, frame.hi_seen);
    }
    if !frame.lo_seen.is_some() {
        return (V::NONE, V::NONE);
    }
    let more = frame.more || frame.cut || frame.pruned;
    rules::bounds_so_far(frame.kind, (frame.lo_seen, frame.hi_seen), more, V::NEG_INF, V::POS_INF)
}

/// How a search ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Outcome {
    /// The root's value: the search value `v` (alpha-beta, or minimax when
    /// exact) and the interval it is known to lie in.
    Complete { v: ValRef, lo: ValRef, hi: ValRef },
    /// Alpha-beta needed the value of this placeholder leaf.
    Blocked { leaf: NodeId },
}

/// Every event of one search, in order.
#[derive(Clone, Debug)]
pub struct Trace {
    options: Options,
    events: Vec<Event>,
    /// The values the search computed (empty for MAX/MIN trees).
    values: Values,
    outcome: Outcome,
    stats: Stats,
    /// The leaf bounds the search was run under, if any.
    bounds: Option<(Bound, Bound)>,
}

impl Trace {
    /// The leaf bounds the search ran under ([`Trace::run_bounded`]).
    pub fn bounds(&self) -> Option<(Bound, Bound)> {
        self.bounds
    }

    /// Runs a whole search.
    pub fn run(tree: &Tree, options: Options) -> Trace {
        // Minimax emits at most three events per node (enter or leaf, the
        // update at the parent, the return); alpha-beta usually far fewer.
        let expected = match options.algorithm {
            Algorithm::Minimax => 3 * tree.len(),
            Algorithm::AlphaBeta => tree.len() / 2,
        };
        Trace::run_in(&mut &*tree, options, expected)
    }

    /// [`Trace::run`] with every leaf declared to lie in `bounds` (see
    /// [`Stepper::bounded`]); `None` is [`Trace::run`].
    pub fn run_bounded(tree: &Tree, options: Options, bounds: Option<(Bound, Bound)>) -> Trace {
        let mut trace = Trace::run_with(&mut &*tree, Stepper::bounded(options, bounds), tree.len());
        trace.bounds = bounds.filter(|(lo, hi)| matches!((lo, hi), (Bound::Finite(_), Bound::Finite(_))) && lo <= hi);
        trace
    }

    /// Runs a whole search of any [`SearchSpace`] (a game's tree is made as
    /// it goes); `expected` is a guess at the number of events.
    pub fn run_in<S: SearchSpace + ?Sized>(space: &mut S, options: Options, expected: usize) -> Trace {
        Trace::run_with(space, Stepper::new(options), expected)
    }

    fn run_with<S: SearchSpace + ?Sized>(space: &mut S, mut stepper: Stepper, expected: usize) -> Trace {
        let options = stepper.options;
        let mut events = Vec::with_capacity(expected);
        let mut stats = Stats::default();
        while let Some(event) = stepper.next_in(space) {
            stats.add(&event);
            events.push(event);
        }
        let outcome = match (stepper.blocked, stepper.root()) {
            (Some(leaf), _) => Outcome::Blocked { leaf },
            (None, Some(r)) => Outcome::Complete { v: r.v.r, lo: r.lo.r, hi: r.hi.r },
            (None, None) => Outcome::Complete { v: ValRef::NONE, lo: ValRef::NONE, hi: ValRef::NONE },
        };
        let values = std::mem::take(&mut stepper.values);
        Trace { options, events, values, outcome, stats, bounds: None }
    }

    /// Any value an event refers to, computed ones included.
    pub fn value(&self, tree: &Tree, r: ValRef) -> Option<Value> {
        match r.computed_index() {
            Some(i) => self.values.get(i).cloned(),
            None => r.get(tree).map(Value::from),
        }
    }

    /// The values the search computed.
    pub fn values(&self) -> &Values {
        &self.values
    }

    /// The root's exact value, computed ones included, when the search
    /// completed with one.
    pub fn root(&self, tree: &Tree) -> Option<Value> {
        match self.outcome {
            Outcome::Complete { v, lo, hi } => {
                let v = self.value(tree, v);
                if v.is_some() {
                    return v;
                }
                let (lo, hi) = (self.value(tree, lo)?, self.value(tree, hi)?);
                (lo == hi).then_some(lo)
            }
            Outcome::Blocked { .. } => None,
        }
    }

    /// The options the search ran with.
    pub fn options(&self) -> Options {
        self.options
    }

    /// All events.
    pub fn events(&self) -> &[Event] {
        &self.events
    }

    /// Number of steps.
    pub fn len(&self) -> usize {
        self.events.len()
    }

    /// True if there are no steps (never, for a real tree).
    pub fn is_empty(&self) -> bool {
        self.events.is_empty()
    }

    /// How the search ended.
    pub fn outcome(&self) -> Outcome {
        self.outcome
    }

    /// The counters at the end.
    pub fn stats(&self) -> Stats {
        self.stats
    }

    /// The root's value as an interval, when the search completed.
    pub fn root_interval(&self, tree: &Tree) -> Option<Interval> {
        match self.outcome {
            Outcome::Complete { lo, hi, .. } => Some(Interval { lo: lo.get(tree)?, hi: hi.get(tree)? }),
            Outcome::Blocked { .. } => None,
        }
    }

    /// The root's exact value, when the search completed with one.
    pub fn root_value(&self, tree: &Tree) -> Option<Bound> {
        match self.outcome {
            Outcome::Complete { v, .. } if v.is_some() => v.get(tree),
            Outcome::Complete { .. } => self.root_interval(tree)?.as_exact(),
            Outcome::Blocked { .. } => None,
        }
    }

    /// The value each root child returned to the root (`None` if pruned or
    /// never reached): its search value `v` and its interval.
    pub fn root_child_values(&self, tree: &Tree) -> Vec<Option<(ValRef, Interval)>> {
        let children: Vec<NodeId> = tree.children(NodeId::ROOT).collect();
        let mut out = vec![None; children.len()];
        for event in &self.events {
            let returned = matches!(event.kind, EventKind::Return | EventKind::Leaf);
            if !returned || tree[event.node].parent() != Some(NodeId::ROOT) {
                continue;
            }
            let (lo, hi) = event.bounds();
            if let (Some(lo), Some(hi)) = (lo.get(tree), hi.get(tree)) {
                out[tree[event.node].index_in_parent()] = Some((event.v(), Interval { lo, hi }));
            }
        }
        out
    }

    /// Indices of the root's children whose value is exactly the root
    /// value: the moves the search has proved best. A child cut off with a
    /// bound such as `≤ 3` does not count, even when the bound touches the
    /// root value: under `α ≥ β` such a tied move is lost, under `α > β` it
    /// is searched exactly and kept.
    pub fn best_children(&self, tree: &Tree) -> Vec<usize> {
        // Nobody chooses at a chance root: it has no best move.
        if tree[NodeId::ROOT].kind().is_some_and(|kind| !rules::chooses(kind)) {
            return Vec::new();
        }
        // Only an exactly known root value has moves that are proved best;
        // a child counts when it returned exactly that value (not a bound
        // touching it), read through the trace so that computed values
        // (expectations) compare with plain ones.
        let Some(root) = self.root(tree) else { return Vec::new() };
        let mut best = Vec::new();
        for event in &self.events {
            if !matches!(event.kind, EventKind::Return | EventKind::Leaf) || tree[event.node].parent() != Some(NodeId::ROOT) {
                continue;
            }
            let (lo, hi) = event.bounds();
            let exact = |r: ValRef| self.value(tree, r).is_some_and(|v| v.order(&root) == Ordering::Equal);
            if exact(lo) && exact(hi) {
                best.push(tree[event.node].index_in_parent());
            }
        }
        best
    }

    /// The nodes the search pruned (every node inside a cut-off subtree).
    pub fn pruned(&self, tree: &Tree) -> Vec<NodeId> {
        let mut out = Vec::new();
        for event in &self.events {
            if event.kind == EventKind::Cutoff {
                out.extend((event.link..tree[event.node].subtree_end().0).map(NodeId));
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stored_event_stays_small() {
        // The cut-test flag lives in the padding after the kind.
        assert_eq!(std::mem::size_of::<Event>(), 28);
    }
}
