//! What a node shows as its value at a step, the one wording the page's
//! drawing and the TikZ figure both draw: a leaf's utility (or placeholder,
//! or vector), an inner node's value or bound so far, a chance node's
//! weighted sum part-way. With it, the value as data (`data-value` in the
//! page, read by tests and exports): in the notation, so it reads back.

use crate::num::Bound;
use crate::replay::{NodeState, Snapshot};
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
        Some(Leaf::Value(v)) if node.same_as().is_some() => shown(format!("≡{v}"), Some(v.notation())),
        Some(Leaf::Value(v)) => shown(v.to_string(), Some(v.notation())),
        Some(Leaf::Placeholder(name)) => shown(name.to_string(), None),
        Some(Leaf::Vector(parts)) => shown(
            tree.leaf_vector(id).map(|v| v.to_string()).unwrap_or_default(),
            Some(parts.iter().map(|b| b.notation()).collect::<Vec<_>>().join(",")),
        ),
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
