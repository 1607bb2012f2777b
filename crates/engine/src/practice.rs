//! Practice: the answer key of a search, grading a student's answers
//! against it, the questions of "predict the next step", and exercises
//! made from a seed by difficulty.
//!
//! Everything here is read off the one [`Trace`], so what is graded is
//! exactly what the stepper, the explanations and the drawing show: a
//! node's value is what it returns (with its bound when it was cut off),
//! α and β are the values the node last held (as the replay keeps them
//! after it returns), and the pruned edges are the children a cutoff
//! skipped. The chosen cut rule and pseudocode form are in force and never
//! mixed: in the AIMA form a node that cuts off returns before updating
//! its own bound, in the update-first form after.

use std::collections::BTreeSet;
use std::fmt;

use super::num::Bound;
use super::options::{Algorithm, Options, UnknownName};
use super::replay::Snapshot;
use super::search::{EventKind, Line, Outcome, Trace};
use super::tree::{Leaf, NodeId, Player, Tree, TreeBuilder};
use super::value::Value;

/// A value as a student writes it: a number (a fraction such as `7/3` for
/// an expectation, a vector `(1, 2, 6)` in a game of more players), or a
/// bound on one.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Answer {
    /// Nothing written.
    Blank,
    Exact(Value),
    /// `≤ x` (also `<= x`, `≦ x`).
    AtMost(Value),
    /// `≥ x` (also `>= x`, `≧ x`).
    AtLeast(Value),
}

/// Reads a value as a student writes it: a number or ±∞ (`3`, `-2.5`,
/// `∞`), a fraction (`7/3`, `-1/2`), or a vector `(1, 2, 6)` or `{1,2,6}`.
pub fn parse_value(text: &str) -> Option<Value> {
    let text = text.trim();
    match Bound::parse(text) {
        Ok(b) => return Some(Value::from(b)),
        // More digits than a leaf takes: an expectation can need them.
        Err(super::num::NumError::TooManyDigits) => return long_decimal(text),
        Err(_) => {}
    }
    // A vector in round brackets as this tool writes it, or in braces as
    // the notation does.
    let braced = text.strip_prefix('(').and_then(|t| t.strip_suffix(')')).map(|inner| format!("{{{inner}}}"));
    if let Some(braced) = braced.as_deref().or(text.starts_with('{').then_some(text)) {
        return super::notation::parse_vector(braced).map(|parts| Value::vector(&parts));
    }
    let (n, d) = text.split_once('/')?;
    let n: num_bigint::BigInt = super::num::narrow(n.trim()).replace('−', "-").parse().ok()?;
    let d: num_bigint::BigInt = super::num::narrow(d.trim()).parse().ok()?;
    use num_traits::Zero;
    (!d.is_zero()).then(|| Value::Finite(super::value::Exact::new(n, d)))
}

/// A decimal with any number of digits (`0.0000000000000000005`), exactly.
fn long_decimal(text: &str) -> Option<Value> {
    let narrowed = super::num::narrow(text).replace('−', "-");
    let (negative, digits) = match narrowed.strip_prefix('-') {
        Some(rest) => (true, rest.to_string()),
        None => (false, narrowed.strip_prefix('+').unwrap_or(&narrowed).to_string()),
    };
    let (int, frac) = digits.split_once('.').unwrap_or((&digits, ""));
    if int.is_empty() && frac.is_empty() || !int.bytes().chain(frac.bytes()).all(|b| b.is_ascii_digit()) {
        return None;
    }
    let mantissa: num_bigint::BigInt = format!("{}{int}{frac}", if negative { "-" } else { "" }).parse().ok()?;
    let scale = num_bigint::BigInt::from(10).pow(u32::try_from(frac.len()).ok()?);
    Some(Value::Finite(super::value::Exact::new(mantissa, scale)))
}

/// True when two values are the same number (`1.5` and `3/2`) or vector.
fn same(a: &Value, b: &Value) -> bool {
    a.order(b) == std::cmp::Ordering::Equal
}

/// Text that is not a value: what was typed.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct NotAnAnswer(pub String);

impl fmt::Display for Answer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Answer::Blank => Ok(()),
            Answer::Exact(v) => write!(f, "{v}"),
            Answer::AtMost(v) => write!(f, "≤ {v}"),
            Answer::AtLeast(v) => write!(f, "≥ {v}"),
        }
    }
}

/// Reads what a student typed for a value: empty, `3` (or `= 3`), `-2.5`,
/// `∞`, `≤ 2`, `<= 2`, `≥ 3`, `>=3` (full-width digits and signs too, as in
/// the notation).
pub fn parse_answer(text: &str) -> Result<Answer, NotAnAnswer> {
    let trimmed = text.trim();
    if trimmed.is_empty() {
        return Ok(Answer::Blank);
    }
    let narrowed = super::num::narrow(trimmed);
    let s = narrowed.trim();
    let (make, rest): (fn(Value) -> Answer, &str) =
        if let Some(rest) = s.strip_prefix("<=").or_else(|| s.strip_prefix('≤')).or_else(|| s.strip_prefix('≦')) {
            (Answer::AtMost, rest)
        } else if let Some(rest) = s.strip_prefix(">=").or_else(|| s.strip_prefix('≥')).or_else(|| s.strip_prefix('≧')) {
            (Answer::AtLeast, rest)
        } else {
            // `= 3` says the same as `3`.
            (Answer::Exact, s.strip_prefix('=').unwrap_or(s))
        };
    parse_value(rest.trim()).map(make).ok_or_else(|| NotAnAnswer(trimmed.to_string()))
}

/// What a node's value is in the key: the value it returns, and the
/// interval `[lo, hi]` that value is known to lie in (a bound when it was
/// cut off). Values are exact: an expectation such as `7/3`, or a vector.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct KeyValue {
    /// What the node returns (`v` in the pseudocode).
    pub v: Value,
    pub lo: Value,
    pub hi: Value,
    /// At a node whose cut test held at its last child (nothing was left
    /// to prune, so its value is exact): the bound that test proved, `≥ v`
    /// at MAX, `≤ v` at MIN, which is as true as the value and accepted
    /// with it.
    pub tested: Option<Answer>,
}

impl KeyValue {
    /// An exact value.
    pub fn exact(v: Value) -> KeyValue {
        KeyValue { lo: v.clone(), hi: v.clone(), v, tested: None }
    }

    /// The bound a cut-off node's value is written as (`≤ 2`), when it is
    /// only a bound.
    pub fn bound_form(&self) -> Option<Answer> {
        match (&self.lo, &self.hi) {
            (lo, hi) if same(lo, hi) => None,
            (Value::NegInf, hi) => Some(Answer::AtMost(hi.clone())),
            (lo, Value::PosInf) => Some(Answer::AtLeast(lo.clone())),
            // Star1 cut a chance node: it returns the end of its interval
            // that proves the cut, an upper bound when it failed low.
            (_, hi) if same(&self.v, hi) => Some(Answer::AtMost(hi.clone())),
            (lo, _) if same(&self.v, lo) => Some(Answer::AtLeast(lo.clone())),
            _ => None,
        }
    }

    /// Whether `answer` is right: the value returned, or the bound it
    /// stands for. An exact value must be the same number (`1.5` or `3/2`).
    /// A bound answer (`≤ 2`, `≥ 8`) is also right where the node's cut
    /// test held at its last child and the bound it proved is the one
    /// written ([`KeyValue::tested`]).
    pub fn accepts(&self, answer: Answer) -> bool {
        let bound = |x: &Value, y: &Answer| match (&answer, y) {
            (Answer::AtMost(_), Answer::AtMost(y)) | (Answer::AtLeast(_), Answer::AtLeast(y)) => same(x, y),
            _ => false,
        };
        match &answer {
            Answer::Blank => false,
            Answer::Exact(x) => same(x, &self.v),
            Answer::AtMost(x) | Answer::AtLeast(x) => self.bound_form().iter().chain(self.tested.iter()).any(|y| bound(x, y)),
        }
    }

    /// How this tool writes it: `3`, or `≤ 2` for a bound.
    pub fn written(&self) -> String {
        match self.bound_form() {
            Some(b) => b.to_string(),
            None => self.v.to_string(),
        }
    }

    /// Every true statement of the node's value the convention teaches,
    /// the key's own first: `8`, and `≥ 8` where the test held at the last
    /// child; `≤ 2` at a node that cut off. (Practice also takes the `2` a
    /// cut-off node returns, saying it is only a bound; the worksheet's key
    /// and the question banks, whose "exactly" would be false, do not.)
    pub fn accepted(&self) -> Vec<Answer> {
        match self.bound_form() {
            Some(bound) => vec![bound],
            None => std::iter::once(Answer::Exact(self.v.clone())).chain(self.tested.iter().cloned()).collect(),
        }
    }

    /// How the key writes every right form: `8 or ≥ 8` (`or` in the
    /// reader's language); a cut-off node's bound alone, as its value
    /// returned is only the bound's number.
    pub fn written_all(&self, or: &str) -> String {
        match &self.tested {
            Some(t) if self.bound_form().is_none() => format!("{} {or} {t}", self.v),
            _ => self.written(),
        }
    }
}

/// The key for one internal node the search reached.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct NodeKey {
    pub node: NodeId,
    pub value: KeyValue,
    /// α and β as the node last held them (alpha-beta only).
    pub window: Option<(Bound, Bound)>,
    /// The step after which the node's value is known (its return).
    pub value_step: usize,
    /// The step after which α and β have their last values.
    pub window_step: usize,
}

/// Everything a correct solution says about a tree under some options.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Key {
    pub options: Options,
    /// Internal nodes the search reached, in preorder.
    pub nodes: Vec<NodeKey>,
    /// Children a cutoff skipped (the edges to mark pruned), each with the
    /// step of its cutoff.
    pub cut: Vec<(NodeId, usize)>,
    /// Internal nodes never reached (inside a pruned subtree), each with
    /// the step of the cutoff that skipped it.
    pub unreached: Vec<(NodeId, usize)>,
    /// Every node the search reached, with the step that reached it.
    pub reached: Vec<Option<usize>>,
    pub root: KeyValue,
}

/// Why a tree has no key.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum KeyError {
    /// The search needs this placeholder leaf's value.
    Blocked(NodeId),
    /// A node returned no value: under minimax, one that rests on
    /// placeholders is only known to lie in an interval.
    Unsupported,
}

/// The answer key of `trace` (a search of `tree`).
pub fn answer_key(tree: &Tree, trace: &Trace) -> Result<Key, KeyError> {
    if let Outcome::Blocked { leaf } = trace.outcome() {
        return Err(KeyError::Blocked(leaf));
    }
    let end = Snapshot::at(tree, trace, trace.len());
    let mut reached = vec![None; tree.len()];
    let mut value_step = vec![0; tree.len()];
    let mut window_step = vec![0; tree.len()];
    let mut returned: Vec<Option<KeyValue>> = vec![None; tree.len()];
    let mut cut = Vec::new();
    let mut cut_step = vec![None; tree.len()];
    // Nodes that cut off (each is searched once).
    let mut cut_off = vec![false; tree.len()];
    for (i, event) in trace.events().iter().enumerate() {
        let node = event.node();
        let step = i + 1;
        match event.kind() {
            EventKind::Enter | EventKind::Leaf => {
                reached[node.index()] = Some(step);
                window_step[node.index()] = step;
            }
            EventKind::Update => {
                if event.new_bound().is_some() {
                    window_step[node.index()] = step;
                }
            }
            EventKind::Cutoff => {
                cut_off[node.index()] = true;
                for child in super::explain::cut_children(tree, event) {
                    cut.push((child, step));
                    for inner in child.0..tree[child].subtree_end().0 {
                        cut_step[inner as usize] = Some(step);
                    }
                }
            }
            EventKind::Return => {
                let Some(value) = key_value(tree, trace, i, cut_off[node.index()]) else { return Err(KeyError::Unsupported) };
                returned[node.index()] = Some(value);
                value_step[node.index()] = step;
            }
            EventKind::Blocked => return Err(KeyError::Blocked(node)),
        }
    }
    let alpha_beta = trace.options().algorithm == Algorithm::AlphaBeta;
    let mut nodes = Vec::new();
    let mut unreached = Vec::new();
    for id in tree.ids().filter(|&id| !tree[id].is_leaf()) {
        if let Some(value) = returned[id.index()].clone() {
            // max^n keeps no window.
            let window = match end.window(tree, trace, id) {
                (Some(a), Some(b)) if alpha_beta && tree.players().is_none() => Some((a, b)),
                _ => None,
            };
            nodes.push(NodeKey { node: id, value, window, value_step: value_step[id.index()], window_step: window_step[id.index()] });
        } else if let Some(step) = cut_step[id.index()] {
            unreached.push((id, step));
        }
    }
    let root = match tree[NodeId::ROOT].is_leaf() {
        true => {
            let v = tree
                .leaf_value(NodeId::ROOT)
                .map(Value::from)
                .or_else(|| tree.leaf_vector(NodeId::ROOT))
                .ok_or(KeyError::Blocked(NodeId::ROOT))?;
            KeyValue::exact(v)
        }
        false => returned[0].clone().ok_or(KeyError::Unsupported)?,
    };
    Ok(Key { options: trace.options(), nodes, cut, unreached, reached, root })
}

/// What Return event `index` says a node's value is, read through the trace
/// (computed values included); `None` when it has no value. `cut_off`:
/// whether the node cut off before returning.
fn key_value(tree: &Tree, trace: &Trace, index: usize, cut_off: bool) -> Option<KeyValue> {
    let event = trace.events().get(index)?;
    let (lo, hi) = event.bounds();
    let (v, lo, hi) = (trace.value(tree, event.v())?, trace.value(tree, lo)?, trace.value(tree, hi)?);
    // The node's last update: did its cut test hold there, at the last
    // child (a test that held earlier is a cutoff, and the value a bound)?
    let last = last_update(trace, index, event.node()).and_then(|i| trace.events().get(i));
    let tested = match last.and_then(|e| e.failed()) {
        Some(super::rules::Side::High) if lo.order(&v).is_ge() => Some(Answer::AtLeast(v.clone())),
        Some(super::rules::Side::Low) if hi.order(&v).is_le() => Some(Answer::AtMost(v.clone())),
        _ => None,
    };
    Some(KeyValue { v, lo, hi, tested: tested.filter(|_| !cut_off) })
}

/// The node's last visit before event `end`: the index of its Enter.
fn entered_before(trace: &Trace, end: usize, node: NodeId) -> Option<usize> {
    trace.events()[..end.min(trace.len())].iter().rposition(|e| e.node() == node && e.kind() == EventKind::Enter)
}

/// The index of the node's last Return, and of the Enter that began it.
fn last_visit(trace: &Trace, node: NodeId) -> Option<(usize, usize)> {
    let ret = trace.events().iter().rposition(|e| e.node() == node && e.kind() == EventKind::Return)?;
    Some((entered_before(trace, ret, node)?, ret))
}

/// The index of the Cutoff of the visit that Return event `index` ends.
fn cutoff_of(trace: &Trace, index: usize, node: NodeId) -> Option<usize> {
    let entered = entered_before(trace, index, node)?;
    (entered..index).find(|&i| trace.events()[i].node() == node && trace.events()[i].kind() == EventKind::Cutoff)
}

/// The index of `node`'s last update before event `index`.
fn last_update(trace: &Trace, index: usize, node: NodeId) -> Option<usize> {
    trace.events()[..index.min(trace.len())]
        .iter()
        .rposition(|e| e.node() == node && matches!(e.kind(), EventKind::Update | EventKind::Enter))
        .filter(|&i| trace.events()[i].kind() == EventKind::Update)
}

/// One node's answers as typed.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Written {
    pub value: String,
    pub alpha: String,
    pub beta: String,
}

/// A student's whole solution.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Solution {
    /// Answers by internal node (nodes not here are blank).
    pub nodes: Vec<(NodeId, Written)>,
    /// Children whose edge from their parent is marked pruned.
    pub pruned: BTreeSet<NodeId>,
    /// Grade α and β too.
    pub with_window: bool,
}

impl Solution {
    /// The answers written for `node`, if any.
    pub fn written(&self, node: NodeId) -> Option<&Written> {
        self.nodes.iter().find(|(n, _)| *n == node).map(|(_, w)| w)
    }

    /// Sets one field of `node`'s answers.
    pub fn set(&mut self, node: NodeId, field: Field, text: String) {
        let at = match self.nodes.iter().position(|(n, _)| *n == node) {
            Some(at) => at,
            None => {
                self.nodes.push((node, Written::default()));
                self.nodes.len() - 1
            }
        };
        let written = &mut self.nodes[at].1;
        match field {
            Field::Value => written.value = text,
            Field::Alpha => written.alpha = text,
            Field::Beta => written.beta = text,
        }
    }
}

/// Which answer of a node.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Field {
    Value,
    Alpha,
    Beta,
}

/// What one graded item found.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Mark {
    /// Right. `note`: a bound written as the value returned (or the other
    /// way round), which is accepted; the key's own form is in the item.
    Right,
    /// Nothing written where an answer was due.
    Missing,
    /// Something else was written.
    Wrong(Answer),
    /// Not a value at all.
    Unreadable(String),
}

impl Mark {
    pub fn is_right(&self) -> bool {
        *self == Mark::Right
    }
}

/// One graded item.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Item {
    /// A reached node's value (or α, or β): the key's answer and what the
    /// student wrote.
    Value { node: NodeId, field: Field, expected: String, mark: Mark, step: usize },
    /// An edge the search prunes: marked or not.
    Prune { child: NodeId, marked: bool, step: usize },
    /// A marked edge to a child the search does reach: a mistake.
    ExtraPrune { child: NodeId, step: usize },
    /// A value written at a node the search never reaches.
    Unreached { node: NodeId, written: String, step: usize },
}

impl Item {
    pub fn is_right(&self) -> bool {
        match self {
            Item::Value { mark, .. } => mark.is_right(),
            Item::Prune { marked, .. } => *marked,
            Item::ExtraPrune { .. } | Item::Unreached { .. } => false,
        }
    }

    /// The step after which the search shows this item's answer: where a
    /// wrong answer goes wrong.
    pub fn step(&self) -> usize {
        match self {
            Item::Value { step, .. } | Item::Prune { step, .. } | Item::ExtraPrune { step, .. } | Item::Unreached { step, .. } => *step,
        }
    }

    /// The node the item is about (for a prune, the child below the edge).
    pub fn node(&self) -> NodeId {
        match self {
            Item::Value { node, .. } | Item::Unreached { node, .. } => *node,
            Item::Prune { child, .. } | Item::ExtraPrune { child, .. } => *child,
        }
    }
}

/// A graded solution.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Grade {
    pub items: Vec<Item>,
}

impl Grade {
    /// Right items.
    pub fn right(&self) -> usize {
        self.items.iter().filter(|i| i.is_right()).count()
    }

    /// All items, mistakes that are not in the key (extra prunes, values
    /// at unreached nodes) included.
    pub fn total(&self) -> usize {
        self.items.len()
    }

    pub fn full_marks(&self) -> bool {
        self.right() == self.total()
    }

    /// The mistake the search reaches first: where "Show the first
    /// mistake" steps to.
    pub fn first_mistake(&self) -> Option<&Item> {
        self.items.iter().filter(|i| !i.is_right()).min_by_key(|i| (i.step(), i.node()))
    }
}

fn mark(text: &str, accepts: impl Fn(Answer) -> bool) -> Mark {
    match parse_answer(text) {
        Ok(Answer::Blank) => Mark::Missing,
        Ok(answer) if accepts(answer.clone()) => Mark::Right,
        Ok(answer) => Mark::Wrong(answer),
        Err(NotAnAnswer(t)) => Mark::Unreadable(t),
    }
}

/// Grades `solution` against `key`: each reached node's value (and α, β
/// when asked), each edge the search prunes, and as mistakes each edge
/// marked pruned that the search follows and each value written at a node
/// it never reaches. Marks on edges inside a pruned subtree are neither
/// right nor wrong (the subtree is already cut off above them).
pub fn grade(tree: &Tree, key: &Key, solution: &Solution) -> Grade {
    let mut items = Vec::new();
    let empty = Written::default();
    for nk in &key.nodes {
        let written = solution.written(nk.node).unwrap_or(&empty);
        items.push(Item::Value {
            node: nk.node,
            field: Field::Value,
            expected: nk.value.written(),
            mark: mark(&written.value, |a| nk.value.accepts(a)),
            step: nk.value_step,
        });
        if let (true, Some((alpha, beta))) = (solution.with_window, nk.window) {
            for (field, want, text) in [(Field::Alpha, alpha, &written.alpha), (Field::Beta, beta, &written.beta)] {
                items.push(Item::Value {
                    node: nk.node,
                    field,
                    expected: want.to_string(),
                    mark: mark(text, |a| matches!(a, Answer::Exact(x) if same(&x, &Value::from(want)))),
                    step: nk.window_step,
                });
            }
        }
    }
    for &(node, step) in &key.unreached {
        if let Some(w) = solution.written(node).filter(|w| !w.value.trim().is_empty()) {
            items.push(Item::Unreached { node, written: w.value.trim().to_string(), step });
        }
    }
    for &(child, step) in &key.cut {
        items.push(Item::Prune { child, marked: solution.pruned.contains(&child), step });
    }
    for &child in &solution.pruned {
        let Some(parent) = (child.index() < tree.len()).then(|| tree[child].parent()).flatten() else { continue };
        // A mark below an edge already pruned, or on a pruned edge, is not
        // an extra prune.
        let parent_reached = key.reached[parent.index()].is_some();
        if let (true, Some(step)) = (parent_reached, key.reached[child.index()]) {
            items.push(Item::ExtraPrune { child, step });
        }
    }
    super::sorting::sort_by_key(&mut items, |i| (i.step(), i.node()));
    Grade { items }
}

/// One "predict the next step" question: what the student is asked before
/// step `index` (0-based event index) is shown.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Question {
    /// A child's value came back to `node`: its new `v`, its new α (MAX)
    /// or β (MIN) in alpha-beta, and whether it cuts off now (when
    /// children are left).
    Update { node: NodeId, child: NodeId, v: Value, bound: Option<(Player, Bound)>, cuts: Option<bool> },
    /// `node` cuts off: which of its children are pruned.
    Cutoff { node: NodeId, pruned: BTreeSet<NodeId> },
    /// `node` is done: the value it returns.
    Return { node: NodeId, value: KeyValue },
}

/// The question before event `index`, or `None` for a step with nothing
/// to predict (entering a node, evaluating a leaf).
pub fn question(tree: &Tree, trace: &Trace, index: usize) -> Option<Question> {
    let event = trace.events().get(index)?;
    let node = event.node();
    match event.kind() {
        EventKind::Update => {
            let v = trace.value(tree, event.v())?;
            // The child whose value came back: the one reached last below
            // this node.
            let child = trace.events()[..index]
                .iter()
                .rev()
                .find(|e| matches!(e.kind(), EventKind::Return | EventKind::Leaf) && tree[e.node()].parent() == Some(node))?
                .node();
            // MAX and MIN move their end of the window; a chance node (and
            // a player of max^n) has none.
            let player = tree[node].player();
            let bound = player.and_then(|p| event.new_bound().get(tree).map(|b| (p, b)));
            let last = tree[child].index_in_parent() + 1 == tree[node].child_count();
            let alpha_beta = trace.options().algorithm == Algorithm::AlphaBeta;
            // A chance node can cut only under declared leaf bounds (Star1);
            // max^n never does.
            let can_cut = tree[node].kind().is_some_and(|kind| super::rules::can_cut(kind, trace.bounds().is_some()));
            let cuts = (alpha_beta && can_cut && !last).then(|| event.test_held());
            Some(Question::Update { node, child, v, bound, cuts })
        }
        EventKind::Cutoff => Some(Question::Cutoff { node, pruned: super::explain::cut_children(tree, event).into_iter().collect() }),
        EventKind::Return => {
            Some(Question::Return { node, value: key_value(tree, trace, index, cutoff_of(trace, index, node).is_some())? })
        }
        _ => None,
    }
}

/// A student's prediction, as typed and ticked.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Prediction {
    pub v: String,
    pub bound: String,
    pub cuts: Option<bool>,
    pub pruned: BTreeSet<NodeId>,
}

/// Which parts of a prediction were wrong (empty: all right).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Part {
    V,
    Bound,
    Cuts,
    Pruned,
}

/// Checks a prediction against the question's answer.
pub fn check(question: &Question, prediction: &Prediction) -> Vec<Part> {
    let mut wrong = Vec::new();
    match question {
        Question::Update { v, bound, cuts, .. } => {
            if !mark(&prediction.v, |a| matches!(a, Answer::Exact(x) if same(&x, v))).is_right() {
                wrong.push(Part::V);
            }
            if let Some((_, b)) = bound
                && !mark(&prediction.bound, |a| matches!(a, Answer::Exact(x) if same(&x, &Value::from(*b)))).is_right()
            {
                wrong.push(Part::Bound);
            }
            if cuts.is_some() && prediction.cuts != *cuts {
                wrong.push(Part::Cuts);
            }
        }
        Question::Cutoff { pruned, .. } => {
            if prediction.pruned != *pruned {
                wrong.push(Part::Pruned);
            }
        }
        Question::Return { value, .. } => {
            if !mark(&prediction.v, |a| value.accepts(a)).is_right() {
                wrong.push(Part::V);
            }
        }
    }
    wrong
}

/// The rule that decides one part of a predict question: the pseudocode
/// line (of the form and cut rule in force) and that line worked out with
/// the step's numbers.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Rule {
    /// The deciding line's kind.
    pub line: Line,
    /// Its indices in the listing shown (in the function the step runs in).
    pub lines: Vec<usize>,
    /// Its text as the listing prints it.
    pub code: &'static str,
    /// The line with the step's numbers: `MAX(3, 5) = 5`, `v = 2 ≤ α = 3`.
    pub worked: String,
    /// For a test: whether it held.
    pub test: Option<bool>,
}

/// The rule deciding `part` of the question before step `index`, read off
/// the same step description the explanations use.
pub fn rule(tree: &Tree, trace: &Trace, index: usize, part: Part) -> Option<Rule> {
    use super::explain::{Step, Test};
    let step = super::explain::describe(tree, trace, index)?;
    let (line, worked, test) = match (&step, part) {
        (Step::UpdateAlphaBeta { player, old_v, got, new_v, .. }, Part::V) => {
            (Line::Update, format!("{}({old_v}, {got}) = {new_v}", fold_name(*player)), None)
        }
        (Step::UpdateAlphaBeta { player, old_bound, new_v, new_bound, form, test, .. }, Part::Bound) => {
            let held = !matches!(test, Test::Pass { .. });
            if held && super::rules::tests_before_moving(*form) {
                // AIMA's form returns from the test, before the bound moves.
                (Line::CutTest, cut_test(&step)?, Some(true))
            } else {
                (Line::Bound, format!("{}({old_bound}, {new_v}) = {new_bound}", fold_name(*player)), None)
            }
        }
        (Step::UpdateAlphaBeta { test, .. }, Part::Cuts) => (Line::CutTest, cut_test(&step)?, Some(!matches!(test, Test::Pass { .. }))),
        (Step::UpdateMinimax { player, .. }, Part::V) => {
            let event = trace.events().get(index)?;
            let previous = trace.events().get(event.link() as usize).filter(|p| p.kind() == EventKind::Update && p.node() == event.node());
            let start = if *player == Player::Max { super::search::ValRef::NEG_INF } else { super::search::ValRef::POS_INF };
            // Minimax keeps an interval until the last child: v so far is
            // its lower end at MAX, its upper end at MIN.
            let so_far = |p: &super::search::Event| if *player == Player::Max { p.bounds().0 } else { p.bounds().1 };
            let old = super::explain::show_ref(tree, trace, previous.map_or(start, so_far));
            let got = index
                .checked_sub(1)
                .and_then(|i| trace.events().get(i))
                .map_or("?".to_string(), |e| super::explain::show_ref(tree, trace, e.v()));
            (Line::Update, format!("{}({old}, {got}) = {}", fold_name(*player), super::explain::show_ref(tree, trace, event.v())), None)
        }
        (Step::UpdateChance { terms, sum, .. }, Part::V) => {
            let terms: Vec<String> = terms.iter().map(|(p, v)| format!("{p} × {v}")).collect();
            (Line::Update, format!("{} = {sum}", terms.join(" + ")), None)
        }
        (Step::UpdateChance { .. }, Part::Cuts) => {
            let event = trace.events().get(index)?;
            (Line::CutTest, star1_test(tree, trace, index, event), Some(event.test_held()))
        }
        (Step::UpdateMaxN { player, got, part: mine, old, took, .. }, Part::V) => {
            let worked = match old {
                None => format!("v = {got}"),
                Some((vector, theirs)) => format!("MAX(v{player} = {theirs}, {mine}) → v = {}", if *took { got } else { vector }),
            };
            (Line::Update, worked, None)
        }
        (Step::Cutoff { .. } | Step::CutoffChance { .. }, Part::Pruned) => (Line::CutTest, cut_test(&step)?, Some(true)),
        (Step::Return { shown, .. } | Step::Finished { value: shown, .. }, Part::V) => {
            let line = super::explain::step_lines(trace, index).first().copied().unwrap_or(Line::Return);
            (line, format!("v = {shown}"), None)
        }
        _ => return None,
    };
    // Where a function has two lines of the kind (max^n's and Star1's
    // update: the child's value, then the fold), the last one decides.
    let lines: Vec<usize> = super::explain::line_in_function(tree, trace, index, line).last().copied().into_iter().collect();
    let listing = super::explain::listing(tree, trace.options(), trace.bounds().is_some());
    let code = lines.first().and_then(|&i| listing.get(i)).map_or("", |l| l.text);
    Some(Rule { line, lines, code, worked, test })
}

/// The listing lines deciding the wrong parts of the question before step
/// `index` (what the pseudocode panel marks after Check).
pub fn deciding_lines(tree: &Tree, trace: &Trace, index: usize, wrong: &[Part]) -> Vec<usize> {
    let mut out: Vec<usize> = wrong.iter().filter_map(|&part| rule(tree, trace, index, part)).flat_map(|r| r.lines).collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// What decides a reached node's value in the key (what solve mode shows
/// beside a wrong answer): its cutoff's test when it cut off, the test at
/// its last child when that held there, else its last update, worked out
/// with the numbers of that step. With the index of the step.
pub fn value_rule(tree: &Tree, trace: &Trace, node: NodeId) -> Option<(usize, Rule)> {
    let (_, ret) = last_visit(trace, node)?;
    if let Some(i) = cutoff_of(trace, ret, node) {
        return Some((i, rule(tree, trace, i, Part::Pruned)?));
    }
    let last = last_update(trace, ret, node)?;
    let held = trace.events()[last].test_held();
    let part = if held && trace.options().algorithm == Algorithm::AlphaBeta { Part::Cuts } else { Part::V };
    Some((last, rule(tree, trace, last, part)?))
}

/// What decides α (or β) in the key at `node`: the last update that moved
/// it (`α ← MAX(α, v)`), else the call that passed it down (`α = 3, β = 5`
/// from the parent).
pub fn window_rule(tree: &Tree, trace: &Trace, node: NodeId, field: Field) -> Option<(usize, Rule)> {
    let events = trace.events();
    // A node a blocked search never returned from: its visit so far.
    let (entered, ret) = last_visit(trace, node).or_else(|| Some((entered_before(trace, events.len(), node)?, events.len())))?;
    let moves = matches!((tree[node].player(), field), (Some(Player::Max), Field::Alpha) | (Some(Player::Min), Field::Beta));
    let moved = (entered..ret).rev().find(|&i| {
        let e = &events[i];
        moves
            && e.node() == node
            && e.kind() == EventKind::Update
            && e.new_bound().is_some()
            && !(e.test_held() && super::rules::tests_before_moving(trace.options().form))
    });
    if let Some(i) = moved {
        return Some((i, rule(tree, trace, i, Part::Bound)?));
    }
    let (alpha, beta) = events[entered].window();
    let show = |r| super::explain::show_ref(tree, trace, r);
    let lines: Vec<usize> = super::explain::line_in_function(tree, trace, entered, Line::Call).first().copied().into_iter().collect();
    let listing = super::explain::listing(tree, trace.options(), trace.bounds().is_some());
    let code = lines.first().and_then(|&i| listing.get(i)).map_or("", |l| l.text);
    Some((entered, Rule { line: Line::Call, lines, code, worked: format!("α = {}, β = {}", show(alpha), show(beta)), test: None }))
}

fn fold_name(player: Player) -> &'static str {
    if player == Player::Max { "MAX" } else { "MIN" }
}

/// The cut test of an update or a cutoff, with its numbers: AIMA's form
/// compares `v` with the other side's bound (`v ≥ β` at MAX, `v ≤ α` at
/// MIN), the update-first form `α ≥ β`; the strict rule `>` and `<`.
fn cut_test(step: &super::explain::Step) -> Option<String> {
    use super::explain::Step;
    Some(match step {
        Step::UpdateAlphaBeta { player, new_v, new_bound, form, strict, other, .. } => {
            let (ge, le) = ge_le(*strict);
            match (super::rules::tests_before_moving(*form), player) {
                (true, Player::Max) => format!("v = {new_v} {ge} β = {other}"),
                (true, Player::Min) => format!("v = {new_v} {le} α = {other}"),
                (false, Player::Max) => format!("α = {new_bound} {ge} β = {other}"),
                (false, Player::Min) => format!("α = {other} {ge} β = {new_bound}"),
            }
        }
        Step::Cutoff { player, form, strict, v, alpha, beta, .. } => {
            let (ge, le) = ge_le(*strict);
            match (super::rules::tests_before_moving(*form), player) {
                (true, Some(Player::Min)) => format!("v = {v} {le} α = {alpha}"),
                (true, _) => format!("v = {v} {ge} β = {beta}"),
                (false, _) => format!("α = {alpha} {ge} β = {beta}"),
            }
        }
        Step::CutoffChance { low, bound, window_end, strict, .. } => {
            let (ge, le) = ge_le(*strict);
            if *low { format!("{bound} {le} α = {window_end}") } else { format!("{bound} {ge} β = {window_end}") }
        }
        _ => return None,
    })
}

/// Star1's test after a chance node's update, with its numbers: the
/// node's interval `[lo, hi]` against the window it was entered with
/// (`hi ≤ α` fails low, `lo ≥ β` fails high; `<` and `>` under the strict
/// rule). The side that held, or both when neither did.
fn star1_test(tree: &Tree, trace: &Trace, index: usize, event: &super::search::Event) -> String {
    use super::rules::Side;
    let show = |r| super::explain::show_ref(tree, trace, r);
    let (lo, hi) = event.bounds();
    let (alpha, beta) = trace.events()[..index]
        .iter()
        .rev()
        .find(|e| e.kind() == EventKind::Enter && e.node() == event.node())
        .map_or((super::search::ValRef::NEG_INF, super::search::ValRef::POS_INF), |e| e.window());
    let (ge, le) = ge_le(trace.options().cut == super::search::CutRule::Gt);
    let low = format!("hi = {} {le} α = {}", show(hi), show(alpha));
    let high = format!("lo = {} {ge} β = {}", show(lo), show(beta));
    match event.failed() {
        Some(Side::Low) => low,
        Some(Side::High) => high,
        None => format!("{low}; {high}"),
    }
}

fn ge_le(strict: bool) -> (&'static str, &'static str) {
    if strict { (">", "<") } else { ("≥", "≤") }
}

/// The right prediction for a question (what a test or a "show me"
/// would type).
pub fn right_prediction(question: &Question) -> Prediction {
    match question {
        Question::Update { v, bound, cuts, .. } => Prediction {
            v: v.to_string(),
            bound: bound.map(|(_, b)| b.to_string()).unwrap_or_default(),
            cuts: *cuts,
            pruned: BTreeSet::new(),
        },
        Question::Cutoff { pruned, .. } => Prediction { pruned: pruned.clone(), ..Prediction::default() },
        Question::Return { value, .. } => Prediction { v: value.v.to_string(), ..Prediction::default() },
    }
}

/// How hard an exercise is.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Level {
    /// Depth 2, two or three children, values 1 to 9, at least one cutoff.
    Easy,
    /// Depth 3, two or three children, values 0 to 9 (ties happen), at
    /// least two cutoffs.
    Medium,
    /// Depth 4, unbalanced (some branches end early), values 0 to 5 (many
    /// ties), with a deep cutoff: one two or more levels below the root.
    Hard,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }
}

impl std::str::FromStr for Level {
    type Err = UnknownName;

    fn from_str(s: &str) -> Result<Level, UnknownName> {
        Level::ALL.into_iter().find(|l| l.name().eq_ignore_ascii_case(s.trim())).ok_or_else(|| UnknownName {
            what: "level",
            given: s.to_string(),
            valid: &["easy", "medium", "hard"],
            choices: "easy, medium or hard",
        })
    }
}

/// An exercise: a level and a seed, written `medium-42` in links.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Exercise {
    pub level: Level,
    pub seed: u64,
}

impl fmt::Display for Exercise {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.level.name(), self.seed)
    }
}

crate::serde_as_text! {
    Exercise: |v| v.to_string(), |t| t.parse().map_err(|e: UnknownName| e.to_string());
}

impl std::str::FromStr for Exercise {
    type Err = UnknownName;

    fn from_str(s: &str) -> Result<Exercise, UnknownName> {
        let bad = || UnknownName { what: "exercise", given: s.to_string(), valid: &[], choices: "a level and a seed, e.g. medium-42" };
        let (level, seed) = s.trim().rsplit_once('-').ok_or_else(bad)?;
        Ok(Exercise { level: level.parse().map_err(|_| bad())?, seed: seed.parse().map_err(|_| bad())? })
    }
}

/// An exercise's generator: the same tree from the same seed everywhere.
use crate::rng::Xorshift as Rng;

fn shape(level: Level) -> (usize, (u64, u64), (i64, i64), u64) {
    // Depth, children (from, to), values (from, to), chance in 100 that a
    // node below the first level is a leaf early.
    match level {
        Level::Easy => (2, (2, 3), (1, 9), 0),
        Level::Medium => (3, (2, 3), (0, 9), 0),
        Level::Hard => (4, (2, 3), (0, 5), 20),
    }
}

fn build(level: Level, rng: &mut Rng) -> Option<Tree> {
    let (depth, (bmin, bmax), (low, high), early) = shape(level);
    let mut b = TreeBuilder::new();
    fn grow(b: &mut TreeBuilder, rng: &mut Rng, level: usize, depth: usize, spec: ((u64, u64), (i64, i64), u64)) {
        let ((bmin, bmax), (low, high), early) = spec;
        let span = (high - low + 1) as u64;
        let leaf_now = level >= depth || (level >= 2 && rng.below(100) < early);
        if leaf_now {
            b.leaf(None, Leaf::Value(Bound::int(low + rng.below(span) as i64)));
            return;
        }
        b.open(None, None);
        for _ in 0..bmin + rng.below(bmax - bmin + 1) {
            grow(b, rng, level + 1, depth, spec);
        }
        b.close();
    }
    grow(&mut b, rng, 0, depth, ((bmin, bmax), (low, high), early));
    b.finish(Player::Max).ok()
}

fn suits(level: Level, tree: &Tree, trace: &Trace) -> bool {
    let cutoffs: Vec<NodeId> = trace.events().iter().filter(|e| e.kind() == EventKind::Cutoff).map(|e| e.node()).collect();
    match level {
        Level::Easy => !cutoffs.is_empty(),
        Level::Medium => cutoffs.len() >= 2,
        Level::Hard => cutoffs.iter().any(|&n| tree[n].depth() >= 2) && cutoffs.len() >= 2,
    }
}

/// The tree of an exercise: made from the seed until one has what the
/// level asks for under alpha-beta with `options`' cut rule and form (the
/// first of 200 tries that does, else the last try).
pub fn exercise_tree(exercise: Exercise, options: Options) -> Tree {
    let mut rng = Rng::new(exercise.seed);
    let check = Options { algorithm: Algorithm::AlphaBeta, ..options };
    let mut last = None;
    for _ in 0..200 {
        let Some(tree) = build(exercise.level, &mut rng) else { continue };
        if suits(exercise.level, &tree, &Trace::run(&tree, check)) {
            return tree;
        }
        last = Some(tree);
    }
    last.unwrap_or_else(|| super::random::random_tree(super::random::RandomSpec::default(), exercise.seed))
}

/// The exercises of a worksheet: `count` of them from `first`, seeds
/// `seed`, `seed + 1`, ….
pub fn worksheet(first: Exercise, count: usize) -> Vec<Exercise> {
    (0..count as u64).map(|k| Exercise { level: first.level, seed: first.seed.wrapping_add(k) }).collect()
}

/// The answer key of one exercise as lines of text (the same in the page's
/// answer key and in `trace --worksheet`): the tree, then each reached
/// node's value (with α and β in alpha-beta), the pruned edges and the
/// root's value and best move. `words` gives the few words in the
/// reader's language.
pub fn key_lines(tree: &Tree, trace: &Trace, words: &KeyWords) -> Vec<String> {
    let mut out = vec![super::notation::print(tree)];
    let Ok(key) = answer_key(tree, trace) else {
        out.push(words.no_key.to_string());
        return out;
    };
    let mut line = Vec::new();
    for nk in &key.nodes {
        let value = nk.value.written_all(words.or);
        let sep = if nk.value.bound_form().is_some() { " " } else { " = " };
        let mut s = format!("{}{sep}{value}", tree.name(nk.node));
        if let Some((a, b)) = nk.window {
            s.push_str(&format!(" (α={a} β={b})"));
        }
        line.push(s);
    }
    out.push(line.join("; "));
    let pruned: Vec<String> =
        key.cut.iter().map(|&(c, _)| format!("{}–{}", tree[c].parent().map_or("", |p| tree.name(p)), tree.name(c))).collect();
    out.push(format!("{}: {}", words.pruned, if pruned.is_empty() { "—".to_string() } else { pruned.join(", ") }));
    let best: Vec<String> =
        trace.best_children(tree).iter().filter_map(|&i| tree.child(NodeId::ROOT, i)).map(|c| tree.name(c).to_string()).collect();
    out.push(format!("{}: {}  {}: {}", words.root, key.root.written(), words.best, best.join(", ")));
    out
}

/// The words of an answer key and a worksheet's heading.
#[derive(Clone, Copy, Debug)]
pub struct KeyWords {
    pub pruned: &'static str,
    pub root: &'static str,
    pub best: &'static str,
    pub no_key: &'static str,
    /// Between two right forms of a value: `8 or ≥ 8`.
    pub or: &'static str,
    /// The algorithms' names, as a worksheet's heading (and the web app's
    /// menus) name them.
    pub alpha_beta: &'static str,
    pub minimax: &'static str,
    /// The pseudocode forms' names.
    pub aima: &'static str,
    pub update_first: &'static str,
    /// The levels' names.
    pub easy: &'static str,
    pub medium: &'static str,
    pub hard: &'static str,
    /// The convention a worksheet is solved under: algorithm, cut test,
    /// form.
    pub convention: fn(&str, &str, &str) -> String,
    /// A worksheet's heading: level, first and last exercise, convention.
    pub heading: fn(&str, &str, &str, &str) -> String,
}
