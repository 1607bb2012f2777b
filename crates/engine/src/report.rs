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
use super::tree::{Kind, Leaf, NodeId, Tree};
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

/// What every `--json` document starts with: its format and version, which
/// `docs/trace.schema.json` describes.
pub const JSON_FORMAT: &str = "minimax-lab-trace";
pub const JSON_VERSION: u32 = 1;

/// The `--json` document of a search that gives every node a value
/// (minimax, alpha-beta, expectiminimax, Star1, max^n, paranoid).
#[derive(Serialize)]
pub struct JsonReport {
    /// [`JSON_FORMAT`].
    pub format: &'static str,
    /// [`JSON_VERSION`].
    pub version: u32,
    pub algorithm: &'static str,
    /// The TREE searched, in notation (a game's document names the game
    /// and position instead).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tree: Option<String>,
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
    /// Every node, in preorder: what the search found there.
    pub nodes: Vec<JsonNode>,
    /// Every step, in order.
    pub steps: Vec<JsonStep>,
}

/// One node of a searched tree: what the search returned there and the
/// window it held. Values are exact (a number, a fraction as a string,
/// `"-inf"`/`"inf"`, a vector as an array); `null` where there is none.
#[derive(Serialize)]
pub struct JsonNode {
    pub name: String,
    /// The child indices from the root, dot-separated (`""` for the root);
    /// null below [`JSON_PATH_DEPTH`] levels.
    pub path: Option<String>,
    /// The parent's index in `nodes` (null for the root).
    pub parent: Option<usize>,
    /// `max`, `min`, `chance`, `p1` … (max^n), or `leaf`.
    pub kind: String,
    /// The search reached the node (called it, or read the leaf).
    pub reached: bool,
    /// The node is below an edge a cutoff skipped.
    pub pruned: bool,
    /// What the node returned (a leaf: its utility when read).
    pub value: Option<Box<RawValue>>,
    /// `exact`, `at_most` or `at_least`: what `value` says of the node's
    /// minimax value (a node that cut off returns a bound).
    pub bound: Option<&'static str>,
    /// The interval the node's minimax value is known to lie in.
    pub lo: Option<Box<RawValue>>,
    pub hi: Option<Box<RawValue>>,
    /// α and β passed down on entry and held on return (alpha-beta).
    pub alpha_in: Option<Box<RawValue>>,
    pub beta_in: Option<Box<RawValue>>,
    pub alpha_out: Option<Box<RawValue>>,
    pub beta_out: Option<Box<RawValue>>,
    /// Every true statement of the node's value a grader accepts, the
    /// key's own first (`["8", "≥ 8"]`; `["≥ 6"]` at a node that cut off);
    /// empty where no value is asked (a leaf, a node never reached, a
    /// search with no key).
    pub accepted: Vec<String>,
}

/// One step of a search.
#[derive(Serialize)]
pub struct JsonStep {
    /// From 1.
    pub step: usize,
    /// `enter`, `leaf`, `update`, `cutoff`, `return`, `blocked` (and the
    /// null-window family's own: `pass`, `probe`, `store`, …).
    pub event: &'static str,
    /// The pseudocode listing's line the step performs, from 1.
    pub line: Option<u8>,
    /// The node's path and name (absent for a step about no node).
    pub node: Option<String>,
    pub name: Option<String>,
    /// α and β at the node after the step (`null` without a window).
    pub alpha: Option<Box<RawValue>>,
    pub beta: Option<Box<RawValue>>,
    /// The node's value after the step.
    pub value: Option<Box<RawValue>>,
    /// The step explained, in the chosen language.
    pub text: String,
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

/// The counters at the end: one name for one count in every search's
/// document (a count a search does not keep is absent).
#[derive(Serialize, Default)]
pub struct JsonStats {
    /// Calls made (a node searched twice counts twice).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub nodes_visited: Option<u64>,
    /// Leaves read (a leaf read twice counts twice).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub leaves_evaluated: Option<u64>,
    /// Different leaves read.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub distinct_leaves: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cutoffs: Option<u64>,
    /// Steps of the trace (`steps`' length).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub steps: Option<u64>,
    /// Searches repeated with a wider window (PVS, aspiration).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub re_searches: Option<u64>,
    /// Whole-tree searches made (aspiration, MTD(f)).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub passes: Option<u64>,
    /// Positions a transposition table answered.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub table_hits: Option<u64>,
    /// Iterations run (MCTS, proof-number search).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub iterations: Option<u64>,
    /// Nodes the search built and kept (MCTS's tree, PNS's).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub nodes_in_tree: Option<u64>,
}

/// A bound as an exact JSON number, or the strings `"inf"` / `"-inf"`.
/// `minimax`, or `expectiminimax` when the tree has chance nodes (the
/// same search, averaging at chance nodes); `alphabeta`.
fn algorithm_name(tree: &Tree, trace: &Trace) -> &'static str {
    match trace.options().algorithm {
        _ if tree.players().is_some() => "max^n",
        Algorithm::Minimax if tree.has_chance() => "expectiminimax",
        // Alpha-beta over chance nodes with the leaves bounded.
        Algorithm::AlphaBeta if tree.has_chance() && trace.bounds().is_some() => "star1",
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

/// The deepest node whose path the `--json` document writes: a path is as
/// long as its node is deep, and a 10,000-level chain's paths would make
/// the document quadratic. Deeper nodes are named, their `path` null.
pub const JSON_PATH_DEPTH: usize = 64;

/// A node's path for the `--json` document (`None` below
/// [`JSON_PATH_DEPTH`]).
pub fn json_path(tree: &Tree, id: NodeId) -> Option<String> {
    (tree[id].depth() <= JSON_PATH_DEPTH).then(|| tree.path(id))
}

/// The nodes of a searched tree, in preorder, for the `--json` document.
pub fn json_nodes(tree: &Tree, trace: &Trace) -> Vec<JsonNode> {
    use super::practice::KeyValue;
    let events = trace.events();
    let (mut entered, mut returned) = (vec![None; tree.len()], vec![None; tree.len()]);
    for (i, e) in events.iter().enumerate() {
        match e.kind() {
            EventKind::Enter => entered[e.node().index()] = Some(i),
            EventKind::Return | EventKind::Leaf => returned[e.node().index()] = Some(i),
            _ => {}
        }
    }
    let pruned: std::collections::HashSet<NodeId> = trace.pruned(tree).into_iter().collect();
    let end = Snapshot::at(tree, trace, trace.len());
    let alpha_beta = trace.options().algorithm == Algorithm::AlphaBeta && tree.players().is_none();
    let key = super::practice::answer_key(tree, trace).ok();
    // Each node's key, by index (a lookup per node would be quadratic).
    let mut key_of = vec![None; tree.len()];
    for nk in key.iter().flat_map(|k| k.nodes.iter()) {
        key_of[nk.node.index()] = Some(nk);
    }
    let value = |r| trace.value(tree, r).map(|v| json_value(&v));
    tree.ids()
        .map(|id| {
            let at = returned[id.index()].map(|i| &events[i]);
            // What the node returned and the interval it lies in, read once.
            let (v, lo, hi) = at.map_or((None, None, None), |e| {
                let (lo, hi) = e.bounds();
                (trace.value(tree, e.v()), trace.value(tree, lo), trace.value(tree, hi))
            });
            let bound = match (&v, &lo, &hi) {
                (Some(v), Some(lo), Some(hi)) => {
                    let kv = KeyValue { v: v.clone(), lo: lo.clone(), hi: hi.clone(), tested: None };
                    Some(match kv.bound_form() {
                        Some(super::practice::Answer::AtMost(_)) => "at_most",
                        Some(super::practice::Answer::AtLeast(_)) => "at_least",
                        _ => "exact",
                    })
                }
                // Under minimax a node resting on placeholders has no value,
                // only the interval it lies in.
                (None, Some(lo), Some(hi)) => {
                    use super::value::Value::{NegInf, PosInf};
                    match (lo, hi) {
                        (NegInf, PosInf) => None,
                        (NegInf, _) => Some("at_most"),
                        (_, PosInf) => Some("at_least"),
                        _ => None,
                    }
                }
                _ => None,
            };
            let window_in = entered[id.index()].filter(|_| alpha_beta).map(|i| events[i].window());
            let window_out = (alpha_beta && at.is_some() && !tree[id].is_leaf()).then(|| end.window(tree, trace, id));
            let kind = match tree[id].kind() {
                None => "leaf".to_string(),
                Some(Kind::Max) => "max".to_string(),
                Some(Kind::Min) => "min".to_string(),
                Some(Kind::Chance) => "chance".to_string(),
                Some(Kind::Player { index, .. }) => format!("p{}", u16::from(index) + 1),
            };
            let accepted = key_of[id.index()].map(|nk| nk.value.accepted().iter().map(ToString::to_string).collect()).unwrap_or_default();
            JsonNode {
                name: tree.name(id).to_string(),
                path: json_path(tree, id),
                parent: tree[id].parent().map(NodeId::index),
                kind,
                reached: entered[id.index()].is_some() || (tree[id].is_leaf() && at.is_some()),
                pruned: pruned.contains(&id),
                value: v.as_ref().map(json_value),
                bound,
                lo: lo.as_ref().map(json_value),
                hi: hi.as_ref().map(json_value),
                alpha_in: window_in.and_then(|(a, _)| value(a)),
                beta_in: window_in.and_then(|(_, b)| value(b)),
                alpha_out: window_out.and_then(|(a, _)| a.map(json_bound)),
                beta_out: window_out.and_then(|(_, b)| b.map(json_bound)),
                accepted,
            }
        })
        .collect()
}

/// The steps of a search, for the `--json` document: the step table's
/// rows as data, with the listing's line.
pub fn json_steps(tree: &Tree, trace: &Trace, lang: Lang) -> Vec<JsonStep> {
    let mut cursor = Cursor::new(tree);
    let alpha_beta = trace.options().algorithm == Algorithm::AlphaBeta && tree.players().is_none();
    (0..trace.len())
        .map(|i| {
            cursor.forward(tree, trace);
            let event = &trace.events()[i];
            let node = event.node();
            let (alpha, beta) =
                if alpha_beta && !tree[node].is_leaf() { cursor.snapshot().window(tree, trace, node) } else { (None, None) };
            let line = super::explain::highlighted_lines(tree, trace, i).first().and_then(|&l| u8::try_from(l + 1).ok());
            JsonStep {
                step: i + 1,
                event: event_name(event.kind()),
                line,
                node: json_path(tree, node),
                name: Some(tree.name(node).to_string()),
                alpha: alpha.map(json_bound),
                beta: beta.map(json_bound),
                value: trace.value(tree, event.v()).map(|v| json_value(&v)),
                text: explain_in(tree, trace, i, lang),
            }
        })
        .collect()
}

/// Builds the `--json` document, steps explained in English.
pub fn json_report(tree: &Tree, trace: &Trace) -> JsonReport {
    json_report_in(tree, trace, Lang::En)
}

/// Builds the `--json` document, steps explained in `lang`.
pub fn json_report_in(tree: &Tree, trace: &Trace, lang: Lang) -> JsonReport {
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
        format: JSON_FORMAT,
        version: JSON_VERSION,
        algorithm: algorithm_name(tree, trace),
        tree: None,
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
            nodes_visited: Some(stats.nodes_visited.into()),
            leaves_evaluated: Some(stats.leaves_evaluated.into()),
            cutoffs: Some(stats.cutoffs.into()),
            steps: Some(trace.len() as u64),
            ..JsonStats::default()
        },
        nodes: json_nodes(tree, trace),
        steps: json_steps(tree, trace, lang),
    }
}
