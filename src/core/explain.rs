//! Plain-words explanations of each step, and the pseudocode the steps
//! point into.

use super::num::Bound;
use super::search::{Algorithm, CutRule, Event, EventKind, Line, Trace, ValRef};
use super::tree::{NodeId, Player, Tree};

/// One line of pseudocode; `line` is set on the lines a step can perform.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct CodeLine {
    pub text: &'static str,
    pub line: Option<Line>,
    /// Lines that are highlighted together with the main line of an update
    /// (`α ← MAX(α, v)` goes with `v ← MAX(v, …)`).
    pub also: bool,
}

const fn code(text: &'static str, line: Option<Line>) -> CodeLine {
    CodeLine { text, line, also: false }
}

const fn also(text: &'static str, line: Line) -> CodeLine {
    CodeLine { text, line: Some(line), also: true }
}

const ALPHA_BETA: &[CodeLine] = &[
    code("function ALPHA-BETA-SEARCH(state) returns an action", None),
    code("  v ← MAX-VALUE(state, −∞, +∞)", None),
    code("  return the action in ACTIONS(state) with value v", None),
    code("", None),
    code("function MAX-VALUE(state, α, β) returns a utility value", Some(Line::Call)),
    code("  if TERMINAL-TEST(state) then return UTILITY(state)", Some(Line::Terminal)),
    code("  v ← −∞", Some(Line::Call)),
    code("  for each a in ACTIONS(state) do", None),
    code("    v ← MAX(v, MIN-VALUE(RESULT(state, a), α, β))", Some(Line::Update)),
    code("    if v ≥ β then return v", Some(Line::CutTest)),
    also("    α ← MAX(α, v)", Line::Update),
    code("  return v", Some(Line::Return)),
    code("", None),
    code("function MIN-VALUE(state, α, β) returns a utility value", Some(Line::Call)),
    code("  if TERMINAL-TEST(state) then return UTILITY(state)", Some(Line::Terminal)),
    code("  v ← +∞", Some(Line::Call)),
    code("  for each a in ACTIONS(state) do", None),
    code("    v ← MIN(v, MAX-VALUE(RESULT(state, a), α, β))", Some(Line::Update)),
    code("    if v ≤ α then return v", Some(Line::CutTest)),
    also("    β ← MIN(β, v)", Line::Update),
    code("  return v", Some(Line::Return)),
];

const MINIMAX: &[CodeLine] = &[
    code("function MINIMAX-DECISION(state) returns an action", None),
    code("  return arg max over a in ACTIONS(state) of MIN-VALUE(RESULT(state, a))", None),
    code("", None),
    code("function MAX-VALUE(state) returns a utility value", Some(Line::Call)),
    code("  if TERMINAL-TEST(state) then return UTILITY(state)", Some(Line::Terminal)),
    code("  v ← −∞", Some(Line::Call)),
    code("  for each a in ACTIONS(state) do", None),
    code("    v ← MAX(v, MIN-VALUE(RESULT(state, a)))", Some(Line::Update)),
    code("  return v", Some(Line::Return)),
    code("", None),
    code("function MIN-VALUE(state) returns a utility value", Some(Line::Call)),
    code("  if TERMINAL-TEST(state) then return UTILITY(state)", Some(Line::Terminal)),
    code("  v ← +∞", Some(Line::Call)),
    code("  for each a in ACTIONS(state) do", None),
    code("    v ← MIN(v, MAX-VALUE(RESULT(state, a)))", Some(Line::Update)),
    code("  return v", Some(Line::Return)),
];

/// The pseudocode of `algorithm`, AIMA style.
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

/// `first child`, `second child`, … `fifth child`, then `6th child`.
fn which_child(k: usize) -> String {
    const WORDS: [&str; 5] = ["first", "second", "third", "fourth", "fifth"];
    let n = k + 1;
    let suffix = match (n % 100, n % 10) {
        (11..=13, _) => "th",
        (_, 1) => "st",
        (_, 2) => "nd",
        (_, 3) => "rd",
        _ => "th",
    };
    match WORDS.get(k) {
        Some(word) => format!("{word} child"),
        None => format!("{n}{suffix} child"),
    }
}

fn show(value: Option<Bound>) -> String {
    value.map_or("?".to_string(), |v| v.to_string())
}

/// Names of a list of nodes: `a`, `a and b`, `a, b and c`, `a, b, c and 4 more`.
pub fn name_list(tree: &Tree, nodes: &[NodeId]) -> String {
    let names: Vec<&str> = nodes.iter().map(|&n| tree.name(n)).collect();
    match names.len() {
        0 => String::new(),
        1 => names[0].to_string(),
        n if n <= 4 => format!("{} and {}", names[..n - 1].join(", "), names[n - 1]),
        n => format!("{} and {} more", names[..3].join(", "), n - 3),
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

fn kind_phrase(tree: &Tree, node: NodeId) -> &'static str {
    match tree[node].player() {
        Some(Player::Max) => "a MAX node",
        Some(Player::Min) => "a MIN node",
        None => "a leaf",
    }
}

/// The explanation of step `index` (0-based) of `trace`, in plain words
/// that name nodes and numbers.
pub fn explain(tree: &Tree, trace: &Trace, index: usize) -> String {
    let Some(event) = trace.events().get(index) else { return String::new() };
    let node = event.node();
    let name = tree.name(node);
    let alpha_beta = trace.options().algorithm == Algorithm::AlphaBeta;
    match event.kind() {
        EventKind::Enter => {
            let (alpha, beta) = event.window();
            let goal = match tree[node].player() {
                Some(Player::Min) => "the smallest",
                _ => "the largest",
            };
            let from = match tree[node].parent() {
                Some(p) => format!(" from {}", tree.name(p)),
                None => String::new(),
            };
            if alpha_beta {
                format!(
                    "{name} is {} and takes {goal} value of its children. It receives α = {} and β = {}{from}.",
                    kind_phrase(tree, node),
                    show(alpha.get(tree)),
                    show(beta.get(tree)),
                )
            } else {
                format!("{name} is {} and takes {goal} value of its children.", kind_phrase(tree, node))
            }
        }
        EventKind::Leaf => match tree.leaf_value(node) {
            Some(v) => format!("{name} is a leaf: its utility is {v}."),
            None => format!("{name} is a placeholder: its value is unknown, so it could be anything."),
        },
        EventKind::Update => explain_update(tree, trace, index, event),
        EventKind::Cutoff => {
            let (alpha, beta) = event.window();
            let (a, b) = (show(alpha.get(tree)), show(beta.get(tree)));
            let strict = trace.options().cut == CutRule::Gt;
            let condition = match (tree[node].player(), strict) {
                (Some(Player::Min), false) => format!("β = {b} ≤ α = {a}"),
                (Some(Player::Min), true) => format!("β = {b} < α = {a}"),
                (_, false) => format!("α = {a} ≥ β = {b}"),
                (_, true) => format!("α = {a} > β = {b}"),
            };
            let above = match bound_source(tree, trace, index) {
                Some(p) => format!("{}'s choice", tree.name(p)),
                None => "the result".to_string(),
            };
            let skipped = cut_children(tree, event);
            let verb = if skipped.len() == 1 { "is" } else { "are" };
            format!("Now {condition}: nothing below {name} can change {above}, so {} {verb} pruned.", name_list(tree, &skipped))
        }
        EventKind::Return => {
            let (lo, hi) = event.bounds();
            let value = match (lo.get(tree), hi.get(tree)) {
                (Some(lo), Some(hi)) => super::search::Interval { lo, hi }.to_string(),
                _ => "?".to_string(),
            };
            let shown = if alpha_beta { show(event.v().get(tree)) } else { value.clone() };
            let bound_note = match (alpha_beta, lo.get(tree) == hi.get(tree)) {
                (true, false) => format!(" (only a bound: its true value is {value})"),
                _ => String::new(),
            };
            match tree[node].parent() {
                Some(p) => format!("{name} is finished and returns {shown}{bound_note} to {}.", tree.name(p)),
                None => match trace.root_value(tree) {
                    Some(v) => format!("{name} is finished: the value of the game is {v}."),
                    None => format!("{name} is finished: the value of the game is {value}; it depends on the placeholders."),
                },
            }
        }
        EventKind::Blocked => format!(
            "The search needs the value of {name} (leaf {}), a placeholder. Give {name} a number to continue.",
            display_path(&tree.path(node))
        ),
    }
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

fn explain_update(tree: &Tree, trace: &Trace, index: usize, event: &Event) -> String {
    let node = event.node();
    let name = tree.name(node);
    let player = tree[node].player().unwrap_or(Player::Max);
    let op = if player == Player::Max { "max" } else { "min" };
    // The child whose value came back is the node of the step before (its
    // Leaf or Return event).
    let child_event = index.checked_sub(1).and_then(|i| trace.events().get(i));
    let (child_name, which) = match child_event {
        Some(e) => (tree.name(e.node()).to_string(), which_child(tree[e.node()].index_in_parent())),
        None => ("?".to_string(), "?".to_string()),
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
        let greek = if player == Player::Max { "α" } else { "β" };
        let got = show(child_v.and_then(|v| v.get(tree)));
        let new_v = show(event.v().get(tree));
        format!(
            "{name} is a {} node. Its {which} {child_name} gives {got}, so v = {op}({}, {got}) = {new_v} and {greek} = {op}({}, {new_v}) = {}.",
            player.name(),
            show(old_v.get(tree)),
            show(old_bound.get(tree)),
            show(event.new_bound().get(tree)),
        )
    } else {
        let got = child_event.map_or("?".to_string(), |e| {
            let (lo, hi) = e.bounds();
            match (lo.get(tree), hi.get(tree)) {
                (Some(lo), Some(hi)) => super::search::Interval { lo, hi }.to_string(),
                _ => "?".to_string(),
            }
        });
        let (lo, hi) = event.bounds();
        let so_far = match (lo.get(tree), hi.get(tree)) {
            (Some(lo), Some(hi)) => super::search::Interval { lo, hi }.to_string(),
            _ => "?".to_string(),
        };
        format!("{name} is a {} node. Its {which} {child_name} gives {got}, so its value so far is {so_far}.", player.name())
    }
}
