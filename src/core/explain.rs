//! Plain-words explanations of each step, and the pseudocode the steps
//! point into.

use super::num::Bound;
use super::search::{Algorithm, CutRule, Event, EventKind, Line, Trace, ValRef};
use super::lang::Lang;
use super::tree::{NodeId, Player, Tree};
use super::words::words;

/// One line of pseudocode; `line` is set on the lines a step can perform.
/// A comment line has a `note` (written in the reader's language) and
/// `text` holding only its indentation.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct CodeLine {
    pub text: &'static str,
    pub line: Option<Line>,
    /// Lines that are highlighted together with the main line of an update
    /// (`α ← MAX(α, v)` goes with `v ← MAX(v, …)`).
    pub also: bool,
    pub note: Option<Note>,
}

/// What a pseudocode comment says; [`code_text`] words it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Note {
    /// Above the terminal test.
    Terminal,
    /// Above `v ← −∞` / `v ← +∞`.
    Start,
    /// Above MAX-VALUE's `if v ≥ β`.
    CutMax,
    /// Above MIN-VALUE's `if v ≤ α`.
    CutMin,
    /// Above `α ← MAX(α, v)`.
    Alpha,
    /// Above `β ← MIN(β, v)`.
    Beta,
}

impl Note {
    pub const ALL: [Note; 6] = [Note::Terminal, Note::Start, Note::CutMax, Note::CutMin, Note::Alpha, Note::Beta];
}

const fn code(text: &'static str, line: Option<Line>) -> CodeLine {
    CodeLine { text, line, also: false, note: None }
}

const fn also(text: &'static str, line: Line) -> CodeLine {
    CodeLine { text, line: Some(line), also: true, note: None }
}

const fn note(indent: &'static str, note: Note) -> CodeLine {
    CodeLine { text: indent, line: None, also: false, note: Some(note) }
}

/// A line as shown to a reader of `lang`: code as it is, comments
/// translated (`// …`).
pub fn code_text(line: &CodeLine, lang: Lang) -> String {
    match line.note {
        Some(n) => format!("{}// {}", line.text, words(lang).note(n)),
        None => line.text.to_string(),
    }
}

const ALPHA_BETA: &[CodeLine] = &[
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
    note("    ", Note::CutMax),
    code("    if v ≥ β then return v", Some(Line::CutTest)),
    note("    ", Note::Alpha),
    also("    α ← MAX(α, v)", Line::Update),
    code("  return v", Some(Line::Return)),
    code("", None),
    code("function MIN-VALUE(state, α, β) returns a utility value", Some(Line::Call)),
    note("  ", Note::Terminal),
    code("  if TERMINAL-TEST(state) then return UTILITY(state)", Some(Line::Terminal)),
    note("  ", Note::Start),
    code("  v ← +∞", Some(Line::Call)),
    code("  for each a in ACTIONS(state) do", None),
    code("    v ← MIN(v, MAX-VALUE(RESULT(state, a), α, β))", Some(Line::Update)),
    note("    ", Note::CutMin),
    code("    if v ≤ α then return v", Some(Line::CutTest)),
    note("    ", Note::Beta),
    also("    β ← MIN(β, v)", Line::Update),
    code("  return v", Some(Line::Return)),
];

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

/// The pseudocode of `algorithm`, AIMA style, with comments.
pub fn pseudocode(algorithm: Algorithm) -> &'static [CodeLine] {
    match algorithm {
        Algorithm::AlphaBeta => ALPHA_BETA,
        Algorithm::Minimax => MINIMAX,
    }
}

/// Indices into [`pseudocode`] of the lines an event performs: within the
/// function (MAX-VALUE or MIN-VALUE) of the node's player.
pub fn highlighted_lines(tree: &Tree, algorithm: Algorithm, event: &Event) -> Vec<usize> {
    let lines = pseudocode(algorithm);
    let player = match event.kind() {
        EventKind::Leaf | EventKind::Blocked => tree[event.node()].parent().and_then(|p| tree[p].player()).map(Player::other),
        _ => tree[event.node()].player(),
    }
    .unwrap_or(Player::Max);
    let header = match player {
        Player::Max => "function MAX-VALUE",
        Player::Min => "function MIN-VALUE",
    };
    let start = lines.iter().position(|l| l.text.starts_with(header)).unwrap_or(0);
    let end = lines[start + 1..].iter().position(|l| l.text.starts_with("function")).map_or(lines.len(), |i| start + 1 + i);
    let wanted = event.line();
    (start..end).filter(|&i| lines[i].line == Some(wanted)).collect()
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

fn show(value: Option<Bound>) -> String {
    value.map_or("?".to_string(), |v| v.to_string())
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

/// One step's explanation as data: names and numbers already written out,
/// so each language only arranges words around them.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Step {
    /// An internal node is entered; `window` is α and β (alpha-beta only),
    /// `from` the parent that passed them.
    Enter { node: String, player: Option<Player>, from: Option<String>, window: Option<(String, String)> },
    Leaf { node: String, value: String },
    Placeholder { node: String },
    /// Alpha-beta: `v` and the node's bound move after a child returns.
    UpdateAlphaBeta { node: String, player: Player, child_index: Option<usize>, child: String, got: String, old_v: String, new_v: String, old_bound: String, new_bound: String },
    /// Minimax: the node's value so far (an interval) after a child returns.
    UpdateMinimax { node: String, player: Player, child_index: Option<usize>, child: String, got: String, so_far: String },
    /// The rest of `node`'s children are pruned. `source` is the ancestor
    /// whose choice the cut protects.
    Cutoff { node: String, player: Option<Player>, strict: bool, alpha: String, beta: String, source: Option<String>, skipped: Vec<String> },
    /// A node returns `shown` to `parent`; `bound` is the true interval when
    /// `shown` is only a bound on it.
    Return { node: String, parent: String, shown: String, bound: Option<String> },
    /// The root is done; `depends` when the value rests on placeholders.
    Finished { node: String, value: String, depends: bool },
    /// The search stops at a placeholder; `path` is empty for the root.
    Blocked { node: String, path: String },
}

/// The explanation of step `index` (0-based) of `trace`, in English.
pub fn explain(tree: &Tree, trace: &Trace, index: usize) -> String {
    explain_in(tree, trace, index, Lang::En)
}

/// The explanation of step `index` (0-based) of `trace` in `lang`, in plain
/// words that name nodes and numbers.
pub fn explain_in(tree: &Tree, trace: &Trace, index: usize, lang: Lang) -> String {
    describe(tree, trace, index).map_or(String::new(), |step| words(lang).step(&step))
}

/// What step `index` of `trace` did, as data.
pub fn describe(tree: &Tree, trace: &Trace, index: usize) -> Option<Step> {
    let event = trace.events().get(index)?;
    let node = event.node();
    let name = tree.name(node).to_string();
    let alpha_beta = trace.options().algorithm == Algorithm::AlphaBeta;
    Some(match event.kind() {
        EventKind::Enter => {
            let (alpha, beta) = event.window();
            Step::Enter {
                node: name,
                player: tree[node].player(),
                from: tree[node].parent().map(|p| tree.name(p).to_string()),
                window: alpha_beta.then(|| (show(alpha.get(tree)), show(beta.get(tree)))),
            }
        }
        EventKind::Leaf => match tree.leaf_value(node) {
            Some(v) => Step::Leaf { node: name, value: v.to_string() },
            None => Step::Placeholder { node: name },
        },
        EventKind::Update => describe_update(tree, trace, index, event),
        EventKind::Cutoff => {
            let (alpha, beta) = event.window();
            Step::Cutoff {
                node: name,
                player: tree[node].player(),
                strict: trace.options().cut == CutRule::Gt,
                alpha: show(alpha.get(tree)),
                beta: show(beta.get(tree)),
                source: bound_source(tree, trace, index).map(|p| tree.name(p).to_string()),
                skipped: cut_children(tree, event).iter().map(|&c| tree.name(c).to_string()).collect(),
            }
        }
        EventKind::Return => {
            let (lo, hi) = event.bounds();
            let value = interval_text(tree, event);
            let shown = if alpha_beta { show(event.v().get(tree)) } else { value.clone() };
            let only_bound = alpha_beta && lo.get(tree) != hi.get(tree);
            match tree[node].parent() {
                Some(p) => Step::Return { node: name, parent: tree.name(p).to_string(), shown, bound: only_bound.then_some(value) },
                None => match trace.root_value(tree) {
                    Some(v) => Step::Finished { node: name, value: v.to_string(), depends: false },
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
    let owner = tree[node].player()?.other();
    let (alpha, beta) = event.window();
    let bound = if owner == Player::Max { alpha } else { beta };
    let bound = bound.get(tree);
    let mut source = tree[node].parent();
    let mut at = tree[node].parent();
    while let Some(ancestor) = at {
        if tree[ancestor].player() == Some(owner) {
            source = Some(ancestor);
            // The window this ancestor was entered with.
            let entered = trace.events()[..index].iter().rev().find(|e| e.kind() == EventKind::Enter && e.node() == ancestor);
            let inherited = entered.map(|e| if owner == Player::Max { e.window().0 } else { e.window().1 }).and_then(|r| r.get(tree));
            if inherited != bound {
                return Some(ancestor);
            }
        }
        at = tree[ancestor].parent();
    }
    source
}

/// A path for people: `root` for the root, else the dotted path.
pub fn display_path(path: &str) -> String {
    if path.is_empty() { "root".to_string() } else { path.to_string() }
}
/// The value interval an event carries, as text (`?` when unknown).
fn interval_text(tree: &Tree, event: &Event) -> String {
    let (lo, hi) = event.bounds();
    match (lo.get(tree), hi.get(tree)) {
        (Some(lo), Some(hi)) => super::search::Interval { lo, hi }.to_string(),
        _ => "?".to_string(),
    }
}

fn describe_update(tree: &Tree, trace: &Trace, index: usize, event: &Event) -> Step {
    let node = event.node();
    let name = tree.name(node).to_string();
    let player = tree[node].player().unwrap_or(Player::Max);
    // The child whose value came back is the node of the step before (its
    // Leaf or Return event).
    let child_event = index.checked_sub(1).and_then(|i| trace.events().get(i));
    let (child, child_index) = match child_event {
        Some(e) => (tree.name(e.node()).to_string(), Some(tree[e.node()].index_in_parent())),
        None => ("?".to_string(), None),
    };
    let previous = trace.events().get(event.link() as usize);
    let child_v = child_event.map(|e| e.v());
    if trace.options().algorithm == Algorithm::AlphaBeta {
        let old_v = match previous {
            Some(p) if p.kind() == EventKind::Update => p.v(),
            _ => {
                if player == Player::Max {
                    ValRef::NEG_INF
                } else {
                    ValRef::POS_INF
                }
            }
        };
        let old_bound = match previous {
            Some(p) if p.kind() == EventKind::Update => p.new_bound(),
            Some(p) => {
                let (a, b) = p.window();
                if player == Player::Max { a } else { b }
            }
            None => ValRef::NONE,
        };
        Step::UpdateAlphaBeta {
            node: name,
            player,
            child_index,
            child,
            got: show(child_v.and_then(|v| v.get(tree))),
            old_v: show(old_v.get(tree)),
            new_v: show(event.v().get(tree)),
            old_bound: show(old_bound.get(tree)),
            new_bound: show(event.new_bound().get(tree)),
        }
    } else {
        let got = child_event.map_or("?".to_string(), |e| interval_text(tree, e));
        Step::UpdateMinimax { node: name, player, child_index, child, got, so_far: interval_text(tree, event) }
    }
}
