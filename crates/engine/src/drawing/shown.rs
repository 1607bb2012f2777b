//! What a node and its edge show at a step. A node's value is the one
//! wording the page's drawing and the TikZ figure both draw: a leaf's
//! utility (or placeholder, or vector), an inner node's value or bound so
//! far, a chance node's weighted sum part-way; with it, the value as data
//! (`data-value` in the page, read by tests and exports): in the notation,
//! so it reads back. An edge shows a game's move or a chance branch's
//! probability, and is marked where a cutoff happened or a node chose.

use std::collections::BTreeSet;

use super::spacing::leaf_shown;
use crate::layout::{Drawn, Layout};
use crate::num::Bound;
use crate::replay::{NodeState, Snapshot, chosen_child};
use crate::search::{Interval, Trace};
use crate::tree::{Kind, Leaf, NodeId, Tree};

/// A node's value as drawn and as data.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Shown {
    /// As drawn: `3`, `≤ 2`, `a`, `(1, 2, 6)`, `≡5`, `Σ 1.5 + …`, `…`;
    /// empty before anything is known of it.
    pub text: String,
    /// In the notation (`3`, `<=2`, `-inf`, `1,2,6`), where it has one.
    pub data: Option<String>,
}

/// What node `id` shows at `snap`. `stub`: a game's position not searched
/// into (its value would give the search away): "…".
pub fn node_value(tree: &Tree, trace: &Trace, snap: &Snapshot, id: NodeId, stub: bool) -> Shown {
    let node = &tree[id];
    let shown = |text: String, data: Option<String>| Shown { text, data };
    match node.leaf() {
        Some(_) if stub => shown("…".to_string(), None),
        // Met before: "≡" and the value the table gave.
        Some(Leaf::Value(v)) if node.same_as().is_some() => shown(format!("≡{}", leaf_shown(tree, id)), Some(v.notation())),
        Some(Leaf::Value(v)) => shown(leaf_shown(tree, id), Some(v.notation())),
        Some(Leaf::Placeholder(_)) => shown(leaf_shown(tree, id), None),
        Some(Leaf::Vector(parts)) => shown(leaf_shown(tree, id), Some(parts.iter().map(|b| b.notation()).collect::<Vec<_>>().join(","))),
        // A chance node part-way, nothing known of its value yet: its
        // weighted sum so far, and more to come.
        None if let Some(sum) = (node.kind() == Some(Kind::Chance)
            && snap.state(id) == NodeState::Active
            && snap.value_text(tree, trace, id).is_none_or(|t| t == "?"))
        .then(|| snap.v_text(tree, trace, id))
        .flatten() =>
        {
            shown(format!("Σ {sum} + …"), None)
        }
        None => match snap.interval(tree, id) {
            Some(i) => shown(i.to_string(), Some(data_interval(i))),
            // A computed value (a chance node's weighted sum): exact, a
            // fraction when it has no finite decimal.
            None => match snap.value_text(tree, trace, id) {
                Some(text) => shown(text.clone(), Some(text)),
                None => Shown::default(),
            },
        },
    }
}

/// A game's move into `id`, or below a chance node the child's probability
/// (given, or its share of what the others leave).
pub fn move_text(tree: &Tree, game: bool, id: NodeId) -> Option<String> {
    let parent = tree[id].parent()?;
    match game {
        true => tree[id].edge().and_then(|e| e.label.as_deref()).map(|l| l.to_string()),
        false if tree[parent].kind() == Some(Kind::Chance) => {
            let share = crate::space::SearchSpace::probability(&tree, parent, id);
            Some(crate::value::Value::Finite(share).to_string())
        }
        false => None,
    }
}

/// Where cutoffs happened so far: the edge into the first pruned child of
/// a node that is not pruned itself (a cutoff prunes the rest of a node's
/// children); and the child each decided node took. Read from the replay
/// state, for the nodes `layout` draws open only, not by scanning the
/// events on every step.
pub fn cuts_and_choices(tree: &Tree, trace: &Trace, layout: &Layout, snap: &Snapshot) -> (BTreeSet<NodeId>, BTreeSet<NodeId>) {
    let is_open = |id: NodeId| layout.drawn(id) == Drawn::Shown && !tree[id].is_leaf();
    let mut cut: BTreeSet<NodeId> = BTreeSet::new();
    let mut chosen: BTreeSet<NodeId> = BTreeSet::new();
    for &parent in layout.shown().iter().filter(|&&p| is_open(p)) {
        if let Some(first) = snap.cut_child(tree, parent) {
            cut.insert(first);
        }
        if snap.state(parent) == NodeState::Done
            && let Some(c) = chosen_child(tree, trace, snap, parent)
        {
            chosen.insert(c);
        }
    }
    (cut, chosen)
}

/// An interval in the notation's words: `3`, `-inf`, `<=2`, `>=3`, `1..2`.
pub fn data_interval(interval: Interval) -> String {
    match (interval.lo, interval.hi) {
        (lo, hi) if lo == hi => lo.notation(),
        (Bound::NegInf, hi) => format!("<={}", hi.notation()),
        (lo, Bound::PosInf) => format!(">={}", lo.notation()),
        (lo, hi) => format!("{}..{}", lo.notation(), hi.notation()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation;
    use crate::search::{Algorithm, CutRule, Form, Options};

    fn at_step(text: &str, options: Options, step: Option<usize>) -> Vec<Shown> {
        let tree = notation::parse(text).tree.expect("the test's tree reads");
        let trace = Trace::run(&tree, options);
        let snap = Snapshot::at(&tree, &trace, step.unwrap_or(trace.len()));
        tree.ids().map(|id| node_value(&tree, &trace, &snap, id, false)).collect()
    }

    fn texts(shown: &[Shown]) -> Vec<&str> {
        shown.iter().map(|s| s.text.as_str()).collect()
    }

    #[test]
    fn the_classic_example_shows_its_values_and_bounds_as_the_textbook_writes_them() {
        let ab = Options { algorithm: Algorithm::AlphaBeta, cut: CutRule::Ge, form: Form::Aima };
        let end = at_step("<3,5,10>,<2,a,b>,<2,7,3>", ab, None);
        // A, B, B1–B3, C, C1, a, b, D, D1–D3.
        assert_eq!(texts(&end), ["3", "3", "3", "5", "10", "≤ 2", "2", "a", "b", "≤ 2", "2", "7", "3"]);
        let data: Vec<Option<&str>> = end.iter().map(|s| s.data.as_deref()).collect();
        assert_eq!(data[..8], [Some("3"), Some("3"), Some("3"), Some("5"), Some("10"), Some("<=2"), Some("2"), None]);
        // Step 0: the leaves' utilities, nothing of the inner nodes.
        let start = at_step("<3,5,10>,<2,a,b>,<2,7,3>", ab, Some(0));
        assert_eq!(texts(&start), ["", "", "3", "5", "10", "", "2", "a", "b", "", "2", "7", "3"]);
    }

    #[test]
    fn vectors_chance_sums_transpositions_and_stubs() {
        let vectors = at_step("<{1,2,6},{4,2,3}>,<{6,1,2},{7,4,-1}>", Options::default(), None);
        assert_eq!(vectors[2], Shown { text: "(1, 2, 6)".into(), data: Some("1,2,6".into()) });
        assert_eq!(vectors[6].data.as_deref(), Some("7,4,-1"));
        // A chance node part-way: its sum so far and more to come.
        let tree = notation::parse("max(chance(0.5:3,0.5:5),1)").tree.expect("a chance tree");
        let trace = Trace::run(&tree, Options::default());
        let mid = (0..trace.len())
            .map(|k| Snapshot::at(&tree, &trace, k))
            .map(|snap| node_value(&tree, &trace, &snap, NodeId(1), false).text)
            .find(|t| t.starts_with('Σ'));
        assert_eq!(mid.as_deref(), Some("Σ 1.5 + …"));
        let snap = Snapshot::at(&tree, &trace, trace.len());
        assert_eq!(node_value(&tree, &trace, &snap, NodeId(1), false).text, "4");
        assert_eq!(node_value(&tree, &trace, &snap, NodeId(2), true), Shown { text: "…".into(), data: None });
    }

    #[test]
    fn edges_show_moves_and_probabilities_and_mark_cuts_and_choices() {
        let ab = Options { algorithm: Algorithm::AlphaBeta, cut: CutRule::Ge, form: Form::Aima };
        let tree = notation::parse("<3,5,10>,<2,a,b>,<2,7,3>").tree.expect("the classic example");
        let trace = Trace::run(&tree, ab);
        let layout = Layout::new(&tree);
        let name = |set: BTreeSet<NodeId>| set.into_iter().map(|id| tree.name(id).to_string()).collect::<Vec<_>>();
        // Step 0: nothing cut, nothing chosen.
        let (cut, chosen) = cuts_and_choices(&tree, &trace, &layout, &Snapshot::at(&tree, &trace, 0));
        assert!(cut.is_empty() && chosen.is_empty());
        // At the end: the first pruned child under C and under D; A's and
        // B's choices (C and D cut off: they return bounds, choosing none).
        let (cut, chosen) = cuts_and_choices(&tree, &trace, &layout, &Snapshot::at(&tree, &trace, trace.len()));
        assert_eq!(name(cut), ["a", "D2"]);
        assert_eq!(name(chosen), ["B", "B1"]);
        // A typed tree's edges say nothing; a chance branch its share.
        assert_eq!(move_text(&tree, false, NodeId(1)), None);
        let chance = notation::parse("max(chance(0.25:3,5),1)").tree.expect("a chance tree");
        assert_eq!(move_text(&chance, false, NodeId(2)).as_deref(), Some("0.25"));
        assert_eq!(move_text(&chance, false, NodeId(3)).as_deref(), Some("0.75"));
        assert_eq!(move_text(&chance, false, NodeId::ROOT), None);
    }

    #[test]
    fn an_interval_is_written_in_the_notation() {
        let n = |s: &str| Bound::parse(s).expect("a bound");
        let i = |lo: &str, hi: &str| Interval { lo: n(lo), hi: n(hi) };
        assert_eq!(data_interval(i("3", "3")), "3");
        assert_eq!(data_interval(i("-inf", "2")), "<=2");
        assert_eq!(data_interval(i("-2.5", "inf")), ">=-2.5");
        assert_eq!(data_interval(i("1", "2")), "1..2");
        assert_eq!(data_interval(i("-inf", "-inf")), "-inf");
    }
}
