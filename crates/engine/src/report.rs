//! What `trace` prints: the numbered step table, the summary, and the JSON
//! interface for scripts.

use serde::Serialize;
use serde_json::value::RawValue;

use super::explain::event_name;
use super::lang::Lang;
use super::num::Bound;
use super::ranges::{Span, ranges};
use super::replay::{Cursor, Snapshot};
use super::search::{Algorithm, EventKind, Interval, Options, Outcome, Trace};
use super::tree::{Leaf, NodeId, Tree};
use super::words::{display_path, explain_in};

/// The numbered step table: step, node, event, α, β, value, explanation.
/// α, β and value are the node's after the step.
pub fn step_table(tree: &Tree, trace: &Trace) -> String {
    step_table_in(tree, trace, Lang::En)
}

/// [`step_table`] with the explanations in `lang` (the column names and
/// event names stay as they are, for scripts).
pub fn step_table_in(tree: &Tree, trace: &Trace, lang: Lang) -> String {
    let rows: Vec<[String; 7]> = step_rows(tree, trace, lang, trace.len())
        .into_iter()
        .map(|r| [r.step.to_string(), r.node, event_name(r.kind).to_string(), r.alpha, r.beta, r.value, r.explanation])
        .collect();
    let header = ["step", "node", "event", "α", "β", "value", "explanation"];
    let mut widths: Vec<usize> = header.iter().map(|h| h.chars().count()).collect();
    for row in &rows {
        for (w, cell) in widths.iter_mut().zip(row.iter()).take(6) {
            *w = (*w).max(cell.chars().count());
        }
    }
    let mut out = String::new();
    let mut line = |cells: &[String]| {
        let mut text = String::new();
        for (k, cell) in cells.iter().enumerate() {
            if k < 6 {
                let pad = widths[k] - cell.chars().count();
                // Numbers read best right-aligned, names left-aligned.
                if k == 0 || k >= 3 {
                    text.push_str(&" ".repeat(pad));
                    text.push_str(cell);
                } else {
                    text.push_str(cell);
                    text.push_str(&" ".repeat(pad));
                }
                text.push_str("  ");
            } else {
                text.push_str(cell);
            }
        }
        out.push_str(text.trim_end());
        out.push('\n');
    };
    line(&header.map(String::from));
    for row in &rows {
        line(row);
    }
    out
}

/// One row of the step table: what step `step` (from 1) did, and the
/// node's α, β and value after it (empty where there are none).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct StepRow {
    pub step: usize,
    pub node: String,
    pub kind: EventKind,
    pub alpha: String,
    pub beta: String,
    pub value: String,
    pub explanation: String,
}

/// The first `limit` rows of the step table, explanations in `lang`: what
/// `trace` prints.
pub fn step_rows(tree: &Tree, trace: &Trace, lang: Lang, limit: usize) -> Vec<StepRow> {
    let mut rows = Vec::with_capacity(trace.len().min(limit));
    let mut cursor = Cursor::new(tree);
    for i in 0..trace.len().min(limit) {
        cursor.forward(tree, trace);
        if let Some(row) = step_row(tree, trace, cursor.snapshot(), i, lang) {
            rows.push(row);
        }
    }
    rows
}

/// Row `index` (0-based) of the step table, from `snap`, the snapshot
/// after that step: the page's step log makes only the rows it shows.
pub fn step_row(tree: &Tree, trace: &Trace, snap: &Snapshot, index: usize, lang: Lang) -> Option<StepRow> {
    let event = trace.events().get(index)?;
    let node = event.node();
    let show = |b: Option<Bound>| b.map_or(String::new(), |b| b.to_string());
    let (alpha, beta) = if trace.options().algorithm == Algorithm::AlphaBeta && !tree[node].is_leaf() {
        let (alpha, beta) = snap.window(tree, trace, node);
        (show(alpha), show(beta))
    } else {
        (String::new(), String::new())
    };
    let value = snap.value_text(tree, trace, node).unwrap_or_default();
    Some(StepRow {
        step: index + 1,
        node: tree.name(node).to_string(),
        kind: event.kind(),
        alpha,
        beta,
        value,
        explanation: explain_in(tree, trace, index, lang),
    })
}

/// The closing summary: root value, best move, counters, pruned leaves.
pub fn summary(tree: &Tree, trace: &Trace) -> String {
    let stats = trace.stats();
    let mut out = String::new();
    let algo = match trace.options().algorithm {
        _ if tree.players().is_some() => "max^n (each player takes the child best in its own component; no pruning)".to_string(),
        Algorithm::AlphaBeta => format!("alpha-beta ({} form), cut at α {} β", trace.options().form.name(), trace.options().cut.symbol()),
        Algorithm::Minimax => algorithm_name(tree, trace).to_string(),
    };
    let root = match (crate::maxn::root_player(tree), tree.players()) {
        (Some(i), Some(n)) => format!("player {} of {n}", u16::from(i) + 1),
        // The root's own player (a game says who moves first: the rabbit,
        // MIN, in rabbit and wolves), else the tree's.
        _ => tree[NodeId::ROOT].player().unwrap_or(tree.root_player()).name().to_string(),
    };
    out.push_str(&format!("algorithm:        {algo}, root {root}\n"));
    match trace.outcome() {
        Outcome::Blocked { leaf } => {
            out.push_str(&format!(
                "stopped:          the search needs the value of placeholder {} (leaf {}); replace it with a number\n",
                tree.name(leaf),
                display_path(&tree.path(leaf))
            ));
        }
        Outcome::Complete { .. } => {
            match (trace.root_value(tree), trace.root_interval(tree)) {
                (Some(v), Some(i)) if i.as_exact().is_some() => out.push_str(&format!("root value:       {v}\n")),
                (Some(v), Some(i)) => out.push_str(&format!("root value:       {v} (known to lie in {i})\n")),
                (None, Some(i)) => out.push_str(&format!("root value:       {i} (depends on the placeholders)\n")),
                // A computed value: a chance node's weighted sum, exactly.
                _ => match trace.root(tree) {
                    Some(v) => out.push_str(&format!("root value:       {v}\n")),
                    None => out.push_str("root value:       unknown\n"),
                },
            }
            let best = trace.best_children(tree);
            let moves: Vec<String> =
                best.iter().filter_map(|&k| tree.child(NodeId::ROOT, k).map(|c| format!("{} (child {k})", tree.name(c)))).collect();
            if !moves.is_empty() {
                out.push_str(&format!("best move:        {}\n", moves.join(", ")));
            }
        }
    }
    out.push_str(&format!("nodes visited:    {}\n", stats.nodes_visited));
    out.push_str(&format!("leaves evaluated: {}\n", stats.leaves_evaluated));
    out.push_str(&format!("cutoffs:          {}\n", stats.cutoffs));
    // A game's moves a cutoff skipped are stubs (a move, never played):
    // counted, not listed as `_, _, _`.
    let (moves, leaves): (Vec<NodeId>, Vec<NodeId>) = trace
        .pruned(tree)
        .into_iter()
        .filter(|&n| tree[n].is_leaf())
        .partition(|&n| tree[n].edge().is_some_and(|e| e.label.is_some()) && tree.name(n) == "_");
    let mut said: Vec<String> = leaves.iter().map(|&n| tree.name(n).to_string()).collect();
    match moves.len() {
        0 => {}
        1 => said.push("1 move never tried".to_string()),
        n => said.push(format!("{n} moves never tried")),
    }
    out.push_str(&format!("pruned leaves:    {}\n", if said.is_empty() { "none".to_string() } else { said.join(", ") }));
    out
}

/// The `--json` document.
#[derive(Serialize)]
pub struct JsonReport {
    pub algorithm: &'static str,
    pub cut: &'static str,
    /// `aima` or `update-first`: the pseudocode the steps follow.
    pub form: &'static str,
    pub root: String,
    /// `best-first` or `worst-first` when `trace --order` reordered the
    /// children (absent otherwise).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub order: Option<String>,
    /// The root value, or null when it depends on placeholders.
    pub value: Option<Box<RawValue>>,
    /// `[low, high]`: the interval the root value is known to lie in.
    pub bounds: Option<[Box<RawValue>; 2]>,
    /// Indices of the root's children whose search value equals the root
    /// value.
    pub best_children: Vec<usize>,
    /// Set when alpha-beta stopped at a placeholder.
    pub needs_value: Option<JsonNeed>,
    pub leaves: Vec<JsonLeaf>,
    pub stats: JsonStats,
}

/// The placeholder a stopped search needs.
#[derive(Serialize)]
pub struct JsonNeed {
    pub path: String,
    pub placeholder: String,
}

/// One leaf of the tree, left to right.
#[derive(Serialize)]
pub struct JsonLeaf {
    pub path: String,
    pub label: String,
    pub value: Option<Box<RawValue>>,
    pub placeholder: Option<String>,
    pub evaluated: bool,
    /// With `--ranges`: the values of this leaf for which the root's chosen
    /// move stays what it is now (`null` for a placeholder).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub same_move_when: Option<Option<Vec<JsonSpan>>>,
    /// With `--ranges`: every other leaf whose pruned status depends on
    /// this one's value, and the values for which it is pruned.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub prunes: Option<Option<Vec<JsonPrune>>>,
}

/// A run of values: `from`/`to` are numbers or `"-inf"`/`"inf"`.
#[derive(Serialize)]
pub struct JsonSpan {
    pub from: Box<RawValue>,
    pub to: Box<RawValue>,
    pub from_included: bool,
    pub to_included: bool,
}

/// Leaf `leaf` (its index in `leaves`) is pruned for the values `when`.
#[derive(Serialize)]
pub struct JsonPrune {
    pub leaf: usize,
    pub when: Vec<JsonSpan>,
}

/// The most leaves `--ranges` takes: it runs the search about twice per
/// distinct leaf value for every leaf.
pub const RANGES_MAX_LEAVES: usize = 256;

fn json_spans(spans: &[Span]) -> Vec<JsonSpan> {
    spans
        .iter()
        .map(|s| JsonSpan { from: json_bound(s.from), to: json_bound(s.to), from_included: s.from_included, to_included: s.to_included })
        .collect()
}

/// Adds the what-if ranges ([`super::ranges`]) to every leaf of a report
/// made by [`json_report`] for the same tree and options.
pub fn add_ranges(report: &mut JsonReport, tree: &Tree, options: Options) {
    for (leaf, ranges) in report.leaves.iter_mut().zip(ranges(tree, options)) {
        leaf.same_move_when = Some(ranges.as_ref().map(|r| json_spans(&r.same_move_when)));
        leaf.prunes = Some(ranges.map(|r| r.prunes.iter().map(|(j, spans)| JsonPrune { leaf: *j, when: json_spans(spans) }).collect()));
    }
}

/// The counters at the end.
#[derive(Serialize)]
pub struct JsonStats {
    pub nodes_visited: u32,
    pub leaves_evaluated: u32,
    pub cutoffs: u32,
    pub steps: usize,
}

/// A bound as an exact JSON number, or the strings `"inf"` / `"-inf"`.
/// `minimax`, or `expectiminimax` when the tree has chance nodes (the
/// same search, averaging at chance nodes); `alphabeta`.
fn algorithm_name(tree: &Tree, trace: &Trace) -> &'static str {
    match trace.options().algorithm {
        _ if tree.players().is_some() => "max^n",
        Algorithm::Minimax if tree.has_chance() => "expectiminimax",
        other => other.name(),
    }
}

/// A computed value in JSON: a number when it has a finite decimal, else
/// the fraction as a string (`"7/3"`); `"-inf"`/`"inf"`; a vector as an
/// array of them.
pub fn json_value(v: &crate::value::Value) -> Box<RawValue> {
    use crate::value::Value;
    fn text(v: &Value) -> String {
        match v {
            Value::NegInf => "\"-inf\"".to_string(),
            Value::PosInf => "\"inf\"".to_string(),
            Value::Finite(_) => {
                let shown = v.to_string();
                if shown.contains('/') { format!("\"{shown}\"") } else { shown }
            }
            Value::Vector(parts) => format!("[{}]", parts.iter().map(text).collect::<Vec<_>>().join(",")),
        }
    }
    RawValue::from_string(text(v)).unwrap_or_default()
}

pub fn json_bound(b: Bound) -> Box<RawValue> {
    let text = match b {
        Bound::NegInf => "\"-inf\"".to_string(),
        Bound::PosInf => "\"inf\"".to_string(),
        Bound::Finite(n) => n.to_string(),
    };
    // The text is a valid JSON number or string by construction.
    RawValue::from_string(text).unwrap_or_default()
}

/// Builds the `--json` document.
pub fn json_report(tree: &Tree, trace: &Trace) -> JsonReport {
    let mut evaluated = vec![false; tree.len()];
    for event in trace.events() {
        if event.kind() == EventKind::Leaf {
            evaluated[event.node().index()] = true;
        }
    }
    let leaves = tree
        .leaves()
        .map(|id| {
            let (value, placeholder) = match tree[id].leaf() {
                Some(Leaf::Value(v)) => (Some(json_bound(*v)), None),
                Some(Leaf::Placeholder(p)) => (None, Some(p.to_string())),
                Some(Leaf::Vector(_)) => (tree.leaf_vector(id).map(|v| json_value(&v)), None),
                None => (None, None),
            };
            JsonLeaf {
                path: tree.path(id),
                label: tree.name(id).to_string(),
                value,
                placeholder,
                evaluated: evaluated[id.index()],
                same_move_when: None,
                prunes: None,
            }
        })
        .collect();
    let interval: Option<Interval> = trace.root_interval(tree);
    let needs_value = match trace.outcome() {
        Outcome::Blocked { leaf } => Some(JsonNeed { path: tree.path(leaf), placeholder: tree.name(leaf).to_string() }),
        Outcome::Complete { .. } => None,
    };
    let stats = trace.stats();
    JsonReport {
        algorithm: algorithm_name(tree, trace),
        form: trace.options().form.name(),
        cut: trace.options().cut.name(),
        root: crate::maxn::root_player(tree).map_or_else(|| tree.root_player().code().to_string(), |i| format!("p{}", u16::from(i) + 1)),
        order: None,
        value: trace.root_value(tree).map(json_bound).or_else(|| trace.root(tree).map(|v| json_value(&v))),
        bounds: interval.map(|i| [json_bound(i.lo), json_bound(i.hi)]),
        best_children: trace.best_children(tree),
        needs_value,
        leaves,
        stats: JsonStats {
            nodes_visited: stats.nodes_visited,
            leaves_evaluated: stats.leaves_evaluated,
            cutoffs: stats.cutoffs,
            steps: trace.len(),
        },
    }
}
