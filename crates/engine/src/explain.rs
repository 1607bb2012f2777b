//! Plain-words explanations of each step, and the pseudocode the steps
//! point into.

use super::drawing::spacing::node_named;
use super::rules::{self, End};
use super::search::{Algorithm, CutRule, Event, EventKind, Form, Line, Options, Trace, ValRef};
use super::tree::{Kind, NodeId, Player, Tree};

/// One line of pseudocode; `line` is set on the lines a step can perform.
/// A comment line has a `note` (written in the reader's language) and
/// `text` holding only its indentation.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct CodeLine {
    pub text: &'static str,
    pub line: Option<Line>,
    pub note: Option<Note>,
}

/// What a pseudocode comment says; `words::code_text` words it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Note {
    /// Above the terminal test.
    Terminal,
    /// Above `v ← −∞` / `v ← +∞`.
    Start,
    /// Above MAX-VALUE's cut test (`v ≥ β`, or `α ≥ β`).
    CutMax,
    /// Above MIN-VALUE's cut test (`v ≤ α`, or `α ≥ β`).
    CutMin,
    /// The same under the strict rule (`>`, `<`): a tie does not cut.
    CutMaxStrict,
    CutMinStrict,
    /// Above `α ← MAX(α, v)`.
    Alpha,
    /// Above `β ← MIN(β, v)`.
    Beta,
    /// Above max^n's choice: each player maximises its own component, and
    /// a tie keeps the child found first.
    MaxN,
}

impl Note {
    pub const ALL: [Note; 9] = [
        Note::Terminal,
        Note::Start,
        Note::CutMax,
        Note::CutMin,
        Note::CutMaxStrict,
        Note::CutMinStrict,
        Note::Alpha,
        Note::Beta,
        Note::MaxN,
    ];
}

const fn code(text: &'static str, line: Option<Line>) -> CodeLine {
    CodeLine { text, line, note: None }
}

const fn note(indent: &'static str, note: Note) -> CodeLine {
    CodeLine { text: indent, line: None, note: Some(note) }
}

/// AIMA's ALPHA-BETA-SEARCH (Figure 5.7): test `v` against the other
/// side's bound first, then move your own. `$max_test`/`$min_test` are the
/// cut tests (`≥`/`≤`, or `>`/`<` under the strict rule).
macro_rules! aima {
    ($max_test:literal, $min_test:literal, $max_note:expr, $min_note:expr) => {
        &[
            code("function ALPHA-BETA-SEARCH(state) returns an action", None),
            code("  v ← MAX-VALUE(state, −∞, +∞)", None),
            code("  return the action in ACTIONS(state) with value v", None),
            code("", None),
            code("function MAX-VALUE(state, α, β) returns a utility value", Some(Line::Call)),
            note("  ", Note::Terminal),
            code("  if TERMINAL-TEST(state) then return UTILITY(state)", Some(Line::Terminal)),
            note("  ", Note::Start),
            code("  v ← −∞", Some(Line::Call)),
            code("  for each a in ACTIONS(state) do", None),
            code("    v ← MAX(v, MIN-VALUE(RESULT(state, a), α, β))", Some(Line::Update)),
            note("    ", $max_note),
            code($max_test, Some(Line::CutTest)),
            note("    ", Note::Alpha),
            code("    α ← MAX(α, v)", Some(Line::Bound)),
            code("  return v", Some(Line::Return)),
            code("", None),
            code("function MIN-VALUE(state, α, β) returns a utility value", Some(Line::Call)),
            note("  ", Note::Terminal),
            code("  if TERMINAL-TEST(state) then return UTILITY(state)", Some(Line::Terminal)),
            note("  ", Note::Start),
            code("  v ← +∞", Some(Line::Call)),
            code("  for each a in ACTIONS(state) do", None),
            code("    v ← MIN(v, MAX-VALUE(RESULT(state, a), α, β))", Some(Line::Update)),
            note("    ", $min_note),
            code($min_test, Some(Line::CutTest)),
            note("    ", Note::Beta),
            code("    β ← MIN(β, v)", Some(Line::Bound)),
            code("  return v", Some(Line::Return)),
        ]
    };
}

/// The update-first form many course notes print: move your own bound,
/// then test `α` against `β` and break out of the loop.
macro_rules! update_first {
    ($test:literal, $max_note:expr, $min_note:expr) => {
        &[
            code("function ALPHA-BETA-SEARCH(state) returns an action", None),
            code("  v ← MAX-VALUE(state, −∞, +∞)", None),
            code("  return the action in ACTIONS(state) with value v", None),
            code("", None),
            code("function MAX-VALUE(state, α, β) returns a utility value", Some(Line::Call)),
            note("  ", Note::Terminal),
            code("  if TERMINAL-TEST(state) then return UTILITY(state)", Some(Line::Terminal)),
            note("  ", Note::Start),
            code("  v ← −∞", Some(Line::Call)),
            code("  for each a in ACTIONS(state) do", None),
            code("    v ← MAX(v, MIN-VALUE(RESULT(state, a), α, β))", Some(Line::Update)),
            note("    ", Note::Alpha),
            code("    α ← MAX(α, v)", Some(Line::Bound)),
            note("    ", $max_note),
            code($test, Some(Line::CutTest)),
            code("  return v", Some(Line::Return)),
            code("", None),
            code("function MIN-VALUE(state, α, β) returns a utility value", Some(Line::Call)),
            note("  ", Note::Terminal),
            code("  if TERMINAL-TEST(state) then return UTILITY(state)", Some(Line::Terminal)),
            note("  ", Note::Start),
            code("  v ← +∞", Some(Line::Call)),
            code("  for each a in ACTIONS(state) do", None),
            code("    v ← MIN(v, MAX-VALUE(RESULT(state, a), α, β))", Some(Line::Update)),
            note("    ", Note::Beta),
            code("    β ← MIN(β, v)", Some(Line::Bound)),
            note("    ", $min_note),
            code($test, Some(Line::CutTest)),
            code("  return v", Some(Line::Return)),
        ]
    };
}

const AIMA_GE: &[CodeLine] = aima!("    if v ≥ β then return v", "    if v ≤ α then return v", Note::CutMax, Note::CutMin);
const AIMA_GT: &[CodeLine] = aima!("    if v > β then return v", "    if v < α then return v", Note::CutMaxStrict, Note::CutMinStrict);
const UPDATE_FIRST_GE: &[CodeLine] = update_first!("    if α ≥ β then break", Note::CutMax, Note::CutMin);
const UPDATE_FIRST_GT: &[CodeLine] = update_first!("    if α > β then break", Note::CutMaxStrict, Note::CutMinStrict);

const MINIMAX: &[CodeLine] = &[
    code("function MINIMAX-DECISION(state) returns an action", None),
    code("  return arg max over a in ACTIONS(state) of MIN-VALUE(RESULT(state, a))", None),
    code("", None),
    code("function MAX-VALUE(state) returns a utility value", Some(Line::Call)),
    note("  ", Note::Terminal),
    code("  if TERMINAL-TEST(state) then return UTILITY(state)", Some(Line::Terminal)),
    note("  ", Note::Start),
    code("  v ← −∞", Some(Line::Call)),
    code("  for each a in ACTIONS(state) do", None),
    code("    v ← MAX(v, MIN-VALUE(RESULT(state, a)))", Some(Line::Update)),
    code("  return v", Some(Line::Return)),
    code("", None),
    code("function MIN-VALUE(state) returns a utility value", Some(Line::Call)),
    note("  ", Note::Terminal),
    code("  if TERMINAL-TEST(state) then return UTILITY(state)", Some(Line::Terminal)),
    note("  ", Note::Start),
    code("  v ← +∞", Some(Line::Call)),
    code("  for each a in ACTIONS(state) do", None),
    code("    v ← MIN(v, MAX-VALUE(RESULT(state, a)))", Some(Line::Update)),
    code("  return v", Some(Line::Return)),
];

/// The terminal-test line as a depth-limited search (H-MINIMAX) writes it:
/// the cutoff test stops at the depth limit too, and the evaluation stands
/// in for the utility there.
pub const CUTOFF_TEST: &str = "  if CUTOFF-TEST(state, depth) then return EVAL(state)";

/// The text of `line`, in the cutoff-test form when `depth_limited`.
pub fn line_text(line: &CodeLine, depth_limited: bool) -> &'static str {
    if depth_limited && line.line == Some(Line::Terminal) && line.note.is_none() { CUTOFF_TEST } else { line.text }
}

/// EXPECTIMINIMAX (AIMA 5.5) written as the other listings are: VALUE
/// dispatches on the player to move, and CHANCE-VALUE accumulates the
/// probability-weighted sum of the outcomes' values.
const EXPECTIMINIMAX: &[CodeLine] = &[
    code("function EXPECTIMINIMAX-DECISION(state) returns an action", None),
    code("  return arg max over a in ACTIONS(state) of VALUE(RESULT(state, a))", None),
    code("", None),
    code("function VALUE(state) returns a value", None),
    note("  ", Note::Terminal),
    code("  if TERMINAL-TEST(state) then return UTILITY(state)", Some(Line::Terminal)),
    code("  if PLAYER(state) = MAX then return MAX-VALUE(state)", None),
    code("  if PLAYER(state) = MIN then return MIN-VALUE(state)", None),
    code("  if PLAYER(state) = CHANCE then return CHANCE-VALUE(state)", None),
    code("", None),
    code("function MAX-VALUE(state) returns a value", Some(Line::Call)),
    note("  ", Note::Start),
    code("  v ← −∞", Some(Line::Call)),
    code("  for each a in ACTIONS(state) do", None),
    code("    v ← MAX(v, VALUE(RESULT(state, a)))", Some(Line::Update)),
    code("  return v", Some(Line::Return)),
    code("", None),
    code("function MIN-VALUE(state) returns a value", Some(Line::Call)),
    note("  ", Note::Start),
    code("  v ← +∞", Some(Line::Call)),
    code("  for each a in ACTIONS(state) do", None),
    code("    v ← MIN(v, VALUE(RESULT(state, a)))", Some(Line::Update)),
    code("  return v", Some(Line::Return)),
    code("", None),
    code("function CHANCE-VALUE(state) returns an expected value", Some(Line::Call)),
    code("  v ← 0", Some(Line::Call)),
    code("  for each outcome r of CHANCE(state), with probability P(r) do", None),
    code("    v ← v + P(r) × VALUE(RESULT(state, r))", Some(Line::Update)),
    code("  return v", Some(Line::Return)),
];

/// max^n (Luckhardt and Irani; AIMA 5.2.2): every leaf holds a utility
/// vector, one component per player, and the player to move takes the
/// child whose vector is best in its own component; a tie keeps the child
/// found first. Nothing is pruned.
const MAXN: &[CodeLine] = &[
    code("function MAXN-DECISION(state) returns an action", None),
    code("  return the action a in ACTIONS(state) whose MAXN-VALUE(RESULT(state, a)) is best for PLAYER(state)", None),
    code("", None),
    code("function MAXN-VALUE(state) returns a utility vector", Some(Line::Call)),
    note("  ", Note::Terminal),
    code("  if TERMINAL-TEST(state) then return UTILITY(state)", Some(Line::Terminal)),
    code("  i ← PLAYER(state);  best ← none", Some(Line::Call)),
    code("  for each a in ACTIONS(state) do", None),
    code("    w ← MAXN-VALUE(RESULT(state, a))", Some(Line::Update)),
    note("    ", Note::MaxN),
    code("    if best = none or w[i] > best[i] then best ← w", Some(Line::Update)),
    code("  return best", Some(Line::Return)),
];

/// What alpha-beta does at a chance node (appended to its listings on a
/// tree with chance nodes): values are weighted there, not compared, so
/// with no bounds on the utilities nothing is cut and each outcome gets the
/// whole window.
const CHANCE_VALUE_ALPHA_BETA: &[CodeLine] = &[
    code("", None),
    code("function CHANCE-VALUE(state, α, β) returns an expected value", Some(Line::Call)),
    code("  v ← 0", Some(Line::Call)),
    code("  for each outcome r of CHANCE(state), with probability P(r) do", None),
    code("    v ← v + P(r) × VALUE(RESULT(state, r), −∞, +∞)", Some(Line::Update)),
    code("  return v", Some(Line::Return)),
];

/// Star1 (Ballard): CHANCE-VALUE when every leaf is declared to lie in
/// `[L, U]`: the node's value lies in `[lo, hi]`, its sum so far with the
/// rest of its probability at `L` or `U`; each outcome gets the window
/// beyond which that interval would leave `(α, β)`, and the node stops as
/// soon as it has.
macro_rules! star1 {
    ($test:literal) => {
        &[
            code("", None),
            code("function CHANCE-VALUE(state, α, β) returns an expected value   (leaves in [L, U])", Some(Line::Call)),
            code("  v ← 0;  lo ← L;  hi ← U", Some(Line::Call)),
            code("  for each outcome r of CHANCE(state), with probability P(r) do", None),
            code("    x ← VALUE(RESULT(state, r), U + (α − hi)/P(r), L + (β − lo)/P(r))", Some(Line::Update)),
            code("    v ← v + P(r) × x;  lo ← lo + P(r) × (x − L);  hi ← hi + P(r) × (x − U)", Some(Line::Update)),
            code($test, Some(Line::CutTest)),
            code("  return v", Some(Line::Return)),
        ]
    };
}
const STAR1_GE: &[CodeLine] = star1!("    if hi ≤ α then return hi;  if lo ≥ β then return lo");
const STAR1_GT: &[CodeLine] = star1!("    if hi < α then return hi;  if lo > β then return lo");

/// The listing the steps of a search follow on a tree with chance nodes
/// (`chance`) or without: EXPECTIMINIMAX for minimax over chance nodes;
/// alpha-beta's listing with CHANCE-VALUE after it.
///
/// With `bounded` (leaf bounds declared) alpha-beta's CHANCE-VALUE is
/// Star1's.
pub fn pseudocode_for(options: Options, chance: bool, bounded: bool) -> std::borrow::Cow<'static, [CodeLine]> {
    use std::borrow::Cow;
    match (chance, options.algorithm) {
        (false, _) => Cow::Borrowed(pseudocode(options)),
        (true, Algorithm::Minimax) => Cow::Borrowed(EXPECTIMINIMAX),
        (true, Algorithm::AlphaBeta) => {
            let chance_value = match (bounded, options.cut) {
                (false, _) => CHANCE_VALUE_ALPHA_BETA,
                (true, CutRule::Ge) => STAR1_GE,
                (true, CutRule::Gt) => STAR1_GT,
            };
            Cow::Owned([pseudocode(options), chance_value].concat())
        }
    }
}

/// The listing the steps of a search of `tree` follow: MAXN-VALUE for a
/// tree of more than two players (under either algorithm: max^n does not
/// prune), else [`pseudocode_for`].
pub fn listing(tree: &Tree, options: Options, bounded: bool) -> std::borrow::Cow<'static, [CodeLine]> {
    listing_for(options, tree.has_chance(), bounded, tree.players().is_some())
}

/// [`listing`] from what it depends on: chance nodes, declared leaf
/// bounds, and more than two players (`maxn`).
pub fn listing_for(options: Options, chance: bool, bounded: bool, maxn: bool) -> std::borrow::Cow<'static, [CodeLine]> {
    if maxn {
        return std::borrow::Cow::Borrowed(MAXN);
    }
    pseudocode_for(options, chance, bounded)
}

/// True when `tree` has a chance node (its listing is EXPECTIMINIMAX's).
pub fn has_chance(tree: &Tree) -> bool {
    tree.has_chance()
}

/// The pseudocode the steps of a search with `options` follow: minimax, or
/// alpha-beta in the chosen form with the chosen cut rule's comparison.
pub fn pseudocode(options: Options) -> &'static [CodeLine] {
    match (options.algorithm, options.form, options.cut) {
        (Algorithm::Minimax, _, _) => MINIMAX,
        (Algorithm::AlphaBeta, Form::Aima, CutRule::Ge) => AIMA_GE,
        (Algorithm::AlphaBeta, Form::Aima, CutRule::Gt) => AIMA_GT,
        (Algorithm::AlphaBeta, Form::UpdateFirst, CutRule::Ge) => UPDATE_FIRST_GE,
        (Algorithm::AlphaBeta, Form::UpdateFirst, CutRule::Gt) => UPDATE_FIRST_GT,
    }
}

/// The pseudocode lines step `index` of `trace` performs, in order.
///
/// An alpha-beta update always sets `v`. In the update-first form it also
/// moves the bound and runs the test; when the test holds with children
/// left, the `break` is the next (cutoff) step. In the AIMA form it runs the
/// test and then either moves the bound (the test failed) or returns `v`
/// from the test line (at the last child; with children left, the cutoff is
/// the next step). In the AIMA form a node that stopped at the test returns
/// from that line, not from the `return v` after the loop.
pub fn step_lines(trace: &Trace, index: usize) -> Vec<Line> {
    let Some(event) = trace.events().get(index) else { return Vec::new() };
    let options = trace.options();
    if options.algorithm == Algorithm::Minimax {
        return vec![event.line()];
    }
    match event.kind() {
        EventKind::Update => {}
        EventKind::Return if options.form == Form::Aima => {
            // Returning right after the cutoff, or after an update whose
            // test held at the last child: `if v ≥ β then return v`.
            let before = index.checked_sub(1).and_then(|i| trace.events().get(i)).filter(|e| e.node() == event.node());
            let from_test = before.is_some_and(|e| e.kind() == EventKind::Cutoff || (e.kind() == EventKind::Update && e.test_held()));
            return vec![if from_test { Line::CutTest } else { Line::Return }];
        }
        _ => return vec![event.line()],
    }
    let cut_follows = trace.events().get(index + 1).is_some_and(|e| e.kind() == EventKind::Cutoff && e.node() == event.node());
    match (options.form, event.test_held(), cut_follows) {
        (Form::UpdateFirst, true, true) => vec![Line::Update, Line::Bound],
        (Form::UpdateFirst, _, _) => vec![Line::Update, Line::Bound, Line::CutTest],
        (Form::Aima, false, _) => vec![Line::Update, Line::CutTest, Line::Bound],
        (Form::Aima, true, true) => vec![Line::Update],
        (Form::Aima, true, false) => vec![Line::Update, Line::CutTest],
    }
}

/// Indices into [`pseudocode`] of the lines step `index` performs: within
/// the function (MAX-VALUE or MIN-VALUE) of the node's player.
pub fn highlighted_lines(tree: &Tree, trace: &Trace, index: usize) -> Vec<usize> {
    lines_in_function(tree, trace, index, None)
}

/// The listing's lines of kind `line` in the function step `index` runs in
/// (the line a predict question's answer is decided by).
pub fn line_in_function(tree: &Tree, trace: &Trace, index: usize, line: Line) -> Vec<usize> {
    lines_in_function(tree, trace, index, Some(vec![line]))
}

/// The lines of `wanted` kinds (the step's own when `None`) in the function
/// step `index` runs in.
fn lines_in_function(tree: &Tree, trace: &Trace, index: usize, wanted: Option<Vec<Line>>) -> Vec<usize> {
    let Some(event) = trace.events().get(index) else { return Vec::new() };
    let chance = has_chance(tree);
    let lines = listing(tree, trace.options(), trace.bounds().is_some());
    // A leaf is tested in the function its caller's call to it runs (in
    // EXPECTIMINIMAX, in VALUE, which every call goes through).
    let leaf = matches!(event.kind(), EventKind::Leaf | EventKind::Blocked);
    let kind = match event.kind() {
        EventKind::Leaf | EventKind::Blocked => tree[event.node()].parent().and_then(|p| tree[p].kind()).map(Kind::next),
        _ => tree[event.node()].kind(),
    }
    .unwrap_or(Kind::Max);
    let header = if chance && leaf && trace.options().algorithm == Algorithm::Minimax {
        "function VALUE(".to_string()
    } else {
        format!("function {}", rules::function(kind))
    };
    let start = lines.iter().position(|l| l.text.starts_with(&header)).unwrap_or(0);
    let end = lines[start + 1..].iter().position(|l| l.text.starts_with("function")).map_or(lines.len(), |i| start + 1 + i);
    let wanted = wanted.unwrap_or_else(|| step_lines(trace, index));
    (start..end).filter(|&i| lines[i].line.is_some_and(|l| wanted.contains(&l))).collect()
}

/// A short name for an event kind: `enter`, `leaf`, `update`, `cutoff`,
/// `return`, `blocked`.
pub fn event_name(kind: EventKind) -> &'static str {
    match kind {
        EventKind::Enter => "enter",
        EventKind::Leaf => "leaf",
        EventKind::Update => "update",
        EventKind::Cutoff => "cutoff",
        EventKind::Return => "return",
        EventKind::Blocked => "blocked",
    }
}

/// The children a cutoff event skips.
pub fn cut_children(tree: &Tree, event: &Event) -> Vec<NodeId> {
    let mut out = Vec::new();
    let end = tree[event.node()].subtree_end();
    let mut at = event.link();
    while at < end.0 {
        out.push(NodeId(at));
        at = tree[NodeId(at)].subtree_end().0;
    }
    out
}

/// How a cutoff names a child it prunes: by its move in a game (the
/// stubs of a game's tree are all `_`; `e1-d2` says which move is not
/// tried), else by its name; a leaf, which the drawing shows by its value,
/// with that value (`D2 (7)`, as [`node_named`] writes it).
pub fn cut_name(tree: &Tree, child: NodeId) -> String {
    match tree[child].edge().and_then(|e| e.label.as_deref()) {
        Some(label) => label.to_string(),
        None => node_named(tree, child),
    }
}

/// One step's explanation as data: names and numbers already written out,
/// so each language only arranges words around them.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Step {
    /// An internal node is entered; `window` is α and β (alpha-beta only),
    /// `from` the parent that passed them.
    Enter {
        node: String,
        player: Option<Player>,
        from: Option<String>,
        window: Option<(String, String)>,
    },
    /// A chance node is entered: its value will be the weighted sum of its
    /// children's.
    EnterChance {
        node: String,
    },
    /// A node of a max^n tree is entered: `player` (from 1) of `players`
    /// moves there.
    EnterPlayer {
        node: String,
        player: u8,
        players: u8,
    },
    /// max^n: a child's vector `got` came back to `player`'s node (from 1);
    /// `part` is its component for that player. `old` is the best vector
    /// so far and its component (`None` at the first child). `took`: the
    /// node now holds `got`; `tie`: the components were equal, and the
    /// first child found stays. `last`: that was the last child.
    UpdateMaxN {
        node: String,
        player: u8,
        child: String,
        got: String,
        part: String,
        old: Option<(String, String)>,
        took: bool,
        tie: bool,
        last: bool,
    },
    Leaf {
        node: String,
        value: String,
    },
    /// A leaf at the depth limit: the evaluation stands in for the utility.
    Frontier {
        node: String,
        value: String,
    },
    /// A position met before (as `same_as`, searched then): a
    /// transposition table gives its value instead of a search.
    Transposition {
        node: String,
        value: String,
        same_as: String,
    },
    Placeholder {
        node: String,
    },
    /// Alpha-beta: `v` and the node's bound move after a child returns.
    /// `other` is the bound `v` is tested against in the AIMA form (β at
    /// MAX, α at MIN); `test` is what the cut test found.
    UpdateAlphaBeta {
        node: String,
        player: Player,
        child_index: Option<usize>,
        child: String,
        got: String,
        old_v: String,
        new_v: String,
        old_bound: String,
        new_bound: String,
        form: Form,
        strict: bool,
        other: String,
        test: Test,
    },
    /// A chance node folds in a child's value with its probability: `terms`
    /// are every child's so far (probability, value), `sum` their weighted
    /// sum (EXPECTIMINIMAX).
    /// `last`: that was its last child, so the sum is its value. `range`:
    /// under declared leaf bounds, the interval the node's value is now
    /// known to lie in (the rest of its probability at the bounds).
    UpdateChance {
        node: String,
        child: String,
        probability: String,
        got: String,
        terms: Vec<(String, String)>,
        sum: String,
        last: bool,
        range: Option<String>,
    },
    /// Star1 at a chance node: with the rest of its probability at the
    /// leaves' bound, its value is at most `bound` ≤ α (`low`) or at least
    /// `bound` ≥ β; its remaining children are pruned.
    CutoffChance {
        node: String,
        low: bool,
        bound: String,
        window_end: String,
        leaf_bounds: (String, String),
        strict: bool,
        skipped: Vec<String>,
    },
    /// Minimax: the node's value so far (an interval) after a child returns.
    UpdateMinimax {
        node: String,
        player: Player,
        child_index: Option<usize>,
        child: String,
        got: String,
        so_far: String,
    },
    /// The rest of `node`'s children are pruned. `source` is the ancestor
    /// whose choice the cut protects. In the AIMA form the test compares
    /// `v` with α (MIN) or β (MAX), and the node returns `v` at once.
    Cutoff {
        node: String,
        player: Option<Player>,
        form: Form,
        strict: bool,
        v: String,
        alpha: String,
        beta: String,
        source: Option<String>,
        skipped: Vec<String>,
        /// `skipped` are a game's moves (named as the game names them).
        moves: bool,
    },
    /// A node returns `shown` to `parent`; `bound` is the true interval when
    /// `shown` is only a bound on it.
    Return {
        node: String,
        parent: String,
        shown: String,
        bound: Option<String>,
    },
    /// The root is done; `depends` when the value rests on placeholders.
    Finished {
        node: String,
        value: String,
        depends: bool,
    },
    /// The search stops at a placeholder; `path` is empty for the root.
    Blocked {
        node: String,
        path: String,
    },
}

/// What the cut test found at an alpha-beta update.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Test {
    /// No cutoff. `tie`: only because of the strict rule (the two sides
    /// are equal); `last`: that was the node's last child.
    Pass { tie: bool, last: bool },
    /// The test held and children are left: the next step prunes them.
    Cut,
    /// The test held at the last child: nothing is left to prune (AIMA:
    /// the node returns `v` at once, its own bound unmoved).
    CutLast,
}

/// What step `index` of `trace` did, as data.
pub fn describe(tree: &Tree, trace: &Trace, index: usize) -> Option<Step> {
    let event = trace.events().get(index)?;
    let node = event.node();
    let name = tree.name(node).to_string();
    let alpha_beta = trace.options().algorithm == Algorithm::AlphaBeta;
    Some(match event.kind() {
        EventKind::Enter if tree[node].kind() == Some(Kind::Chance) => Step::EnterChance { node: name },
        EventKind::Enter if let Some(Kind::Player { index, players }) = tree[node].kind() => {
            Step::EnterPlayer { node: name, player: index.saturating_add(1), players }
        }
        EventKind::Enter => {
            let (alpha, beta) = event.window();
            Step::Enter {
                node: name,
                player: tree[node].player(),
                from: tree[node].parent().map(|p| tree.name(p).to_string()),
                window: alpha_beta.then(|| (show_ref(tree, trace, alpha), show_ref(tree, trace, beta))),
            }
        }
        EventKind::Leaf => match tree.leaf_value(node) {
            Some(v) if tree[node].is_frontier() => Step::Frontier { node: name, value: v.to_string() },
            Some(v) if tree[node].same_as().is_some() => Step::Transposition {
                node: name,
                value: v.to_string(),
                same_as: tree[node].same_as().map(|n| tree.name(n).to_string()).unwrap_or_default(),
            },
            Some(v) => Step::Leaf { node: name, value: v.to_string() },
            None => match tree.leaf_vector(node) {
                Some(v) => Step::Leaf { node: name, value: v.to_string() },
                None => Step::Placeholder { node: name },
            },
        },
        EventKind::Update => describe_update(tree, trace, index, event),
        // A chance node cuts only by Star1.
        EventKind::Cutoff if tree[node].kind().is_some_and(|kind| rules::fold(kind) == rules::Fold::WeightedSum) => {
            // Star1: the update before holds the node's interval.
            let (alpha, beta) = event.window();
            let update = index.checked_sub(1).and_then(|i| trace.events().get(i));
            let (lo, hi) = update.map_or((ValRef::NONE, ValRef::NONE), |u| u.bounds());
            // The side the rulebook's cut test found: low when its upper
            // end is at or below α, else high (its lower end at or above β).
            let fails_low = event.failed() == Some(rules::Side::Low);
            let (l, u) = trace.bounds().map_or(("?".to_string(), "?".to_string()), |(l, u)| (l.to_string(), u.to_string()));
            Step::CutoffChance {
                node: name,
                low: fails_low,
                bound: if fails_low { show_ref(tree, trace, hi) } else { show_ref(tree, trace, lo) },
                window_end: if fails_low { show_ref(tree, trace, alpha) } else { show_ref(tree, trace, beta) },
                leaf_bounds: (l, u),
                strict: trace.options().cut == CutRule::Gt,
                skipped: cut_children(tree, event).iter().map(|&c| cut_name(tree, c)).collect(),
            }
        }
        EventKind::Cutoff => {
            let (alpha, beta) = event.window();
            Step::Cutoff {
                node: name,
                player: tree[node].player(),
                form: trace.options().form,
                strict: trace.options().cut == CutRule::Gt,
                v: show_ref(tree, trace, event.cut_v()),
                alpha: show_ref(tree, trace, alpha),
                beta: show_ref(tree, trace, beta),
                source: bound_source(tree, trace, index).map(|p| tree.name(p).to_string()),
                skipped: cut_children(tree, event).iter().map(|&c| cut_name(tree, c)).collect(),
                moves: cut_children(tree, event).iter().all(|&c| tree[c].edge().is_some_and(|e| e.label.is_some())),
            }
        }
        EventKind::Return => {
            let (lo, hi) = event.bounds();
            let value = interval_text(tree, trace, event);
            let shown = if alpha_beta { show_ref(tree, trace, event.v()) } else { value.clone() };
            // Read through the trace, so a Star1-cut chance node's interval
            // (computed ends) counts as a bound too.
            let only_bound = alpha_beta && trace.value(tree, lo) != trace.value(tree, hi);
            match tree[node].parent() {
                Some(p) => Step::Return { node: name, parent: tree.name(p).to_string(), shown, bound: only_bound.then_some(value) },
                None => match trace.root(tree) {
                    Some(v) => Step::Finished {
                        node: name,
                        value: trace.root_value(tree).map_or_else(|| v.to_string(), |b| b.to_string()),
                        depends: false,
                    },
                    None => Step::Finished { node: name, value, depends: true },
                },
            }
        }
        EventKind::Blocked => Step::Blocked { node: name, path: tree.path(node) },
    })
}

/// The ancestor whose own search set the bound that caused the cutoff at
/// step `index`: for a cut at a MIN node, the MAX ancestor that raised α to
/// its value (often the parent, but in a deep cutoff a node several levels
/// up); symmetrically for a MAX node.
fn bound_source(tree: &Tree, trace: &Trace, index: usize) -> Option<NodeId> {
    let event = trace.events().get(index)?;
    let node = event.node();
    // The end of the window the cut tested (β at MAX, α at MIN) is owned
    // by the ancestors that move it.
    let tested = rules::tested_end(tree[node].kind()?)?;
    let end = |(alpha, beta): (ValRef, ValRef)| if tested == End::Alpha { alpha } else { beta };
    let bound = end(event.window()).get(tree);
    let mut source = tree[node].parent();
    let mut at = tree[node].parent();
    while let Some(ancestor) = at {
        if tree[ancestor].kind().and_then(rules::own_end) == Some(tested) {
            source = Some(ancestor);
            // The window this ancestor was entered with.
            let entered = trace.events()[..index].iter().rev().find(|e| e.kind() == EventKind::Enter && e.node() == ancestor);
            let inherited = entered.map(|e| end(e.window())).and_then(|r| r.get(tree));
            if inherited != bound {
                return Some(ancestor);
            }
        }
        at = tree[ancestor].parent();
    }
    source
}

/// The value interval an event carries, as text (`?` when unknown).
fn interval_text(tree: &Tree, trace: &Trace, event: &Event) -> String {
    let (lo, hi) = event.bounds();
    match (lo.get(tree), hi.get(tree)) {
        (Some(lo), Some(hi)) => super::search::Interval { lo, hi }.to_string(),
        // A computed value (a weighted sum) is read from the trace.
        _ => match (trace.value(tree, lo), trace.value(tree, hi)) {
            (Some(lo), Some(hi)) => super::value::range_text(&lo, &hi),
            _ => "?".to_string(),
        },
    }
}

/// A value an event refers to, as people read it (computed ones included).
pub(crate) fn show_ref(tree: &Tree, trace: &Trace, r: ValRef) -> String {
    match r.get(tree) {
        Some(b) => b.to_string(),
        None => trace.value(tree, r).map_or("?".to_string(), |v| v.to_string()),
    }
}

/// The Enter event of the node that step `index` happens at.
fn entered_window(trace: &Trace, index: usize) -> Option<&Event> {
    let node = trace.events().get(index)?.node();
    trace.events()[..index].iter().rev().find(|e| e.kind() == EventKind::Enter && e.node() == node)
}

/// True when the update at step `index` folded in its node's last child.
fn next_child_missing(tree: &Tree, trace: &Trace, index: usize) -> bool {
    let child = index.checked_sub(1).and_then(|i| trace.events().get(i)).map(|e| e.node());
    let Some(child) = child else { return true };
    let end = tree[child].subtree_end();
    tree[child].parent().is_none_or(|p| end >= tree[p].subtree_end())
}

fn describe_update(tree: &Tree, trace: &Trace, index: usize, event: &Event) -> Step {
    let node = event.node();
    let name = tree.name(node).to_string();
    let kind = tree[node].kind().unwrap_or(Kind::Max);
    let player = kind.side().unwrap_or(Player::Max);
    // The child whose value came back is the node of the step before (its
    // Leaf or Return event).
    let child_event = index.checked_sub(1).and_then(|i| trace.events().get(i));
    let (child, child_index) = match child_event {
        Some(e) => (tree.name(e.node()).to_string(), Some(tree[e.node()].index_in_parent())),
        None => ("?".to_string(), None),
    };
    let previous = trace.events().get(event.link() as usize);
    let child_v = child_event.map(|e| e.v());
    // Which rule folded the child in says what the sentence explains.
    if rules::fold(kind) == rules::Fold::WeightedSum {
        return describe_chance_update(tree, trace, index, event, name, child);
    }
    if let rules::Fold::BestFor(i) = rules::fold(kind) {
        // The best so far before this child: the node's previous update's
        // (none at its first child).
        let old = previous.filter(|p| p.kind() == EventKind::Update).map(|p| p.v());
        let part = |r: ValRef| trace.value(tree, r).and_then(|v| v.component(usize::from(i)).cloned());
        let got = child_v.unwrap_or(ValRef::NONE);
        let took = old.is_none() || event.v() == got;
        let tie = !took && old.is_some_and(|o| part(o).is_some() && part(o) == part(got));
        return Step::UpdateMaxN {
            node: name,
            player: i.saturating_add(1),
            child,
            got: show_ref(tree, trace, got),
            part: part(got).map_or("?".to_string(), |v| v.to_string()),
            old: old.map(|o| (show_ref(tree, trace, o), part(o).map_or("?".to_string(), |v| v.to_string()))),
            took,
            tie,
            last: next_child_missing(tree, trace, index),
        };
    }
    if trace.options().algorithm == Algorithm::AlphaBeta {
        let old_v = match previous {
            Some(p) if p.kind() == EventKind::Update => p.v(),
            _ => rules::start(kind, Algorithm::AlphaBeta).pick(ValRef::NEG_INF, ValRef::POS_INF, ValRef::NONE),
        };
        // (own end, other end) of the window: (α, β) at MAX, (β, α) at MIN.
        let window = |p: &Event| {
            let (a, b) = p.window();
            rules::own_and_other(kind, a, b)
        };
        // The node's own bound before this step, and the other side's
        // (which never changes inside the node).
        let (old_bound, other) = match previous {
            Some(p) if p.kind() == EventKind::Update => (p.new_bound(), entered_window(trace, index).map_or(ValRef::NONE, |e| window(e).1)),
            Some(p) => window(p),
            None => (ValRef::NONE, ValRef::NONE),
        };
        let options = trace.options();
        let strict = options.cut == CutRule::Gt;
        let last = next_child_missing(tree, trace, index);
        // What the test compares: v with the other side's bound (AIMA), or
        // α with β (update-first).
        let mine = if rules::tests_before_moving(options.form) { event.v() } else { event.new_bound() };
        let (left, right) = (trace.value(tree, mine), trace.value(tree, other));
        let test = match (event.test_held(), last) {
            (true, false) => Test::Cut,
            (true, true) => Test::CutLast,
            (false, last) => Test::Pass { tie: strict && left.is_some() && left == right, last },
        };
        Step::UpdateAlphaBeta {
            node: name,
            player,
            child_index,
            child,
            got: child_v.map_or("?".to_string(), |v| show_ref(tree, trace, v)),
            old_v: show_ref(tree, trace, old_v),
            new_v: show_ref(tree, trace, event.v()),
            old_bound: show_ref(tree, trace, old_bound),
            new_bound: show_ref(tree, trace, event.new_bound()),
            form: options.form,
            strict,
            other: show_ref(tree, trace, other),
            test,
        }
    } else {
        let got = child_event.map_or("?".to_string(), |e| interval_text(tree, trace, e));
        Step::UpdateMinimax { node: name, player, child_index, child, got, so_far: interval_text(tree, trace, event) }
    }
}

/// A chance node folds in a child: the weighted sum of the children seen
/// so far, term by term ("C = 0.9 × 2 + 0.1 × 3 = 2.1").
fn describe_chance_update(tree: &Tree, trace: &Trace, index: usize, event: &Event, name: String, child: String) -> Step {
    let node = event.node();
    // This node's updates up to this one, each with the child whose value
    // it folded in (the event just before it): back along the updates'
    // links (each names the node's previous Enter or Update), then in order.
    let mut terms = Vec::new();
    let mut at = Some(index);
    while let Some(k) = at {
        let Some(e) = trace.events().get(k).filter(|e| e.kind() == EventKind::Update && e.node() == node) else { break };
        if let Some(before) = k.checked_sub(1).and_then(|i| trace.events().get(i)) {
            let p = crate::space::SearchSpace::probability(&tree, node, before.node());
            terms.push((super::value::Value::Finite(p).to_string(), interval_text(tree, trace, before)));
        }
        at = (e.link() as usize != k).then_some(e.link() as usize);
    }
    terms.reverse();
    let (probability, got) = terms.last().cloned().unwrap_or_else(|| ("?".to_string(), "?".to_string()));
    let last = next_child_missing(tree, trace, index);
    let range = (trace.bounds().is_some() && !last).then(|| interval_text(tree, trace, event));
    Step::UpdateChance { node: name, child, probability, got, terms, sum: show_ref(tree, trace, event.v()), last, range }
}
