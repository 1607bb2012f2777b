//! The clever thing against the obvious thing: alpha-beta and the stepper
//! checked against a plain recursive minimax on thousands of random trees
//! with many ties. Every assertion prints the failing tree in notation.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::{Rng, Shape, optimal_moves, oracle, random_tree};
use minimax_engine::notation::print;
use minimax_engine::num::Bound;
use minimax_engine::replay::{Cursor, NodeState, Snapshot};
use minimax_engine::search::{Algorithm, CutRule, EventKind, Form, Options, Stats, Trace};
use minimax_engine::tree::{Leaf, NodeId, Tree};

const TREES: u64 = 10_000;

const ALL_OPTIONS: [Options; 5] = [
    Options { algorithm: Algorithm::Minimax, cut: CutRule::Ge, form: Form::Aima },
    Options { algorithm: Algorithm::AlphaBeta, cut: CutRule::Ge, form: Form::Aima },
    Options { algorithm: Algorithm::AlphaBeta, cut: CutRule::Gt, form: Form::Aima },
    Options { algorithm: Algorithm::AlphaBeta, cut: CutRule::Ge, form: Form::UpdateFirst },
    Options { algorithm: Algorithm::AlphaBeta, cut: CutRule::Gt, form: Form::UpdateFirst },
];

fn for_random_trees(seed: u64, shape: Shape, mut check: impl FnMut(&Tree, &str)) {
    let mut rng = Rng::new(seed);
    for i in 0..TREES {
        let tree = random_tree(&mut rng, shape);
        let context = format!("tree #{i} (root {}): {}", tree.root_player().name(), print(&tree));
        check(&tree, &context);
    }
}

#[test]
fn root_values_agree_with_plain_minimax() {
    for_random_trees(1, Shape::default(), |tree, context| {
        let expected = oracle(tree, NodeId::ROOT, Bound::int(0));
        for options in ALL_OPTIONS {
            let trace = Trace::run(tree, options);
            assert_eq!(trace.root_value(tree), Some(expected), "{options:?} on {context}");
            assert_eq!(trace.root_interval(tree).and_then(|i| i.as_exact()), Some(expected), "{options:?} interval on {context}");
        }
    });
}

#[test]
fn every_returned_interval_contains_the_true_value() {
    for_random_trees(2, Shape::default(), |tree, context| {
        for options in ALL_OPTIONS {
            let trace = Trace::run(tree, options);
            for (k, event) in trace.events().iter().enumerate() {
                if !matches!(event.kind(), EventKind::Return | EventKind::Leaf) {
                    continue;
                }
                let truth = oracle(tree, event.node(), Bound::int(0));
                let (lo, hi) = event.bounds();
                let (lo, hi) = (lo.get(tree), hi.get(tree));
                assert!(lo.is_some_and(|lo| lo <= truth) && hi.is_some_and(|hi| truth <= hi), "step {} of {options:?}: {} returned [{lo:?}, {hi:?}] but its value is {truth}; {context}", k + 1, tree.name(event.node()));
            }
        }
    });
}

#[test]
fn changing_a_pruned_leaf_never_changes_the_root() {
    let mut rng = Rng::new(3);
    for_random_trees(3, Shape::default(), |tree, context| {
        for options in &ALL_OPTIONS[1..] {
            let trace = Trace::run(tree, *options);
            let root = trace.root_value(tree);
            for leaf in trace.pruned(tree).into_iter().filter(|&n| tree[n].is_leaf()) {
                let new_value = match rng.below(3) {
                    0 => Bound::NegInf,
                    1 => Bound::PosInf,
                    _ => Bound::int(rng.below(7) as i64 - 1),
                };
                let changed = tree.with_leaf(leaf, Leaf::Value(new_value)).unwrap_or_else(|| panic!("{leaf} is a leaf"));
                let again = Trace::run(&changed, *options);
                assert_eq!(again.root_value(&changed), root, "{options:?}: setting pruned leaf {} to {new_value} changed the root; {context}", tree.name(leaf));
                // A pruned placeholder never matters either.
                let unknown = tree.with_leaf(leaf, Leaf::Placeholder("x".into())).unwrap_or_else(|| panic!("{leaf} is a leaf"));
                assert_eq!(Trace::run(&unknown, *options).root_value(&unknown), root, "{options:?}: a placeholder at pruned {}; {context}", tree.name(leaf));
            }
        }
    });
}

#[test]
fn every_node_is_returned_from_or_pruned_exactly_once() {
    for_random_trees(4, Shape::default(), |tree, context| {
        for options in ALL_OPTIONS {
            let trace = Trace::run(tree, options);
            let mut count = vec![0u32; tree.len()];
            for event in trace.events() {
                if matches!(event.kind(), EventKind::Return | EventKind::Leaf) {
                    count[event.node().index()] += 1;
                }
            }
            for node in trace.pruned(tree) {
                count[node.index()] += 1;
            }
            for id in tree.ids() {
                assert_eq!(count[id.index()], 1, "{options:?}: node {} at path '{}' counted {} times; {context}", tree.name(id), tree.path(id), count[id.index()]);
            }
            if options.algorithm == Algorithm::Minimax {
                assert!(trace.pruned(tree).is_empty(), "minimax pruned something; {context}");
            }
        }
    });
}

#[test]
fn strict_rule_keeps_every_tied_best_move() {
    let mut differed = 0;
    for_random_trees(5, Shape::default(), |tree, context| {
        let strict = Trace::run(tree, Options { algorithm: Algorithm::AlphaBeta, cut: CutRule::Gt, form: Form::Aima });
        assert_eq!(strict.best_children(tree), optimal_moves(tree), "α > β on {context}");
        let minimax = Trace::run(tree, Options { algorithm: Algorithm::Minimax, cut: CutRule::Ge, form: Form::Aima });
        assert_eq!(minimax.best_children(tree), optimal_moves(tree), "minimax on {context}");
        // The usual rule never invents a best move, but may lose tied ones.
        let usual = Trace::run(tree, Options { algorithm: Algorithm::AlphaBeta, cut: CutRule::Ge, form: Form::Aima });
        let optimal = optimal_moves(tree);
        let found = usual.best_children(tree);
        assert!(!found.is_empty() || optimal.is_empty(), "α ≥ β found no best move; {context}");
        assert!(found.iter().all(|k| optimal.contains(k)), "α ≥ β called {found:?} best, optimal are {optimal:?}; {context}");
        if found != optimal {
            differed += 1;
        }
    });
    // The usual rule really does lose tied moves on some trees;
    // otherwise the test above would prove nothing about the difference.
    assert!(differed > 0, "α ≥ β never differed from minimax's optimal moves");
}

#[test]
fn stepping_equals_the_snapshot_at_every_step() {
    let shape = Shape { max_depth: 4, ..Shape::default() };
    for_random_trees(6, shape, |tree, context| {
        for options in ALL_OPTIONS {
            let trace = Trace::run(tree, options);
            let mut forward = Cursor::new(tree);
            let mut snapshots = vec![forward.snapshot().clone()];
            for k in 1..=trace.len() {
                assert!(forward.forward(tree, &trace));
                assert_eq!(forward.step(), k);
                let replayed = Snapshot::at(tree, &trace, k);
                assert_eq!(forward.snapshot(), &replayed, "{options:?}: step {k}; {context}");
                snapshots.push(replayed);
            }
            assert!(!forward.forward(tree, &trace), "stepped past the end");
            assert_eq!(forward.snapshot().stats(), trace.stats(), "{context}");
            // Back again, one step at a time.
            for k in (0..trace.len()).rev() {
                assert!(forward.back(tree, &trace));
                assert_eq!(forward.snapshot(), &snapshots[k], "{options:?}: back to step {k}; {context}");
            }
            assert!(!forward.back(tree, &trace), "stepped before the start");
        }
    });
}

#[test]
fn seeking_anywhere_equals_replaying() {
    let mut rng = Rng::new(77);
    for_random_trees(7, Shape::default(), |tree, context| {
        let trace = Trace::run(tree, Options::default());
        let mut cursor = Cursor::new(tree);
        for _ in 0..5 {
            let target = rng.below(trace.len() as u64 + 1) as usize;
            cursor.seek(tree, &trace, target);
            assert_eq!(cursor.snapshot(), &Snapshot::at(tree, &trace, target), "seek to {target}; {context}");
        }
    });
}

#[test]
fn final_snapshot_marks_every_node_done_or_pruned() {
    for_random_trees(8, Shape::default(), |tree, context| {
        for options in ALL_OPTIONS {
            let trace = Trace::run(tree, options);
            let end = Snapshot::at(tree, &trace, trace.len());
            assert!(end.path().is_empty(), "{context}");
            for id in tree.ids() {
                let state = end.state(id);
                assert!(matches!(state, NodeState::Done | NodeState::Pruned), "{options:?}: {} is {state:?} at the end; {context}", tree.name(id));
            }
        }
    });
}

#[test]
fn minimax_totals_without_a_search_equal_the_search() {
    // The app shows minimax's totals beside alpha-beta's without running
    // minimax: `Stats::minimax` must be what the search would count.
    let shape = Shape { placeholders: 25, explicit: 10, ..Shape::default() };
    for_random_trees(21, shape, |tree, context| {
        let trace = Trace::run(tree, Options { algorithm: Algorithm::Minimax, cut: CutRule::Ge, form: Form::Aima });
        assert_eq!(Stats::minimax(tree), trace.stats(), "{context}");
    });
}

#[test]
fn minimax_bounds_with_placeholders_are_exact_ranges() {
    let shape = Shape { placeholders: 25, explicit: 10, ..Shape::default() };
    for_random_trees(9, shape, |tree, context| {
        let trace = Trace::run(tree, Options { algorithm: Algorithm::Minimax, cut: CutRule::Ge, form: Form::Aima });
        let interval = trace.root_interval(tree).unwrap_or_else(|| panic!("minimax never stops; {context}"));
        // Each placeholder appears once and minimax is monotone in every
        // leaf, so the range is reached with all unknowns at −∞ and at +∞.
        assert_eq!(interval.lo, oracle(tree, NodeId::ROOT, Bound::NegInf), "low bound; {context}");
        assert_eq!(interval.hi, oracle(tree, NodeId::ROOT, Bound::PosInf), "high bound; {context}");
        let exact = interval.lo == interval.hi;
        assert_eq!(trace.root_value(tree).is_some(), exact, "value is given exactly when known; {context}");
    });
}

#[test]
fn alpha_beta_stops_only_at_a_placeholder_it_needs() {
    let shape = Shape { placeholders: 15, ..Shape::default() };
    let mut blocked = 0;
    for_random_trees(10, shape, |tree, context| {
        for options in &ALL_OPTIONS[1..] {
            let trace = Trace::run(tree, *options);
            match trace.outcome() {
                minimax_engine::search::Outcome::Blocked { leaf } => {
                    blocked += 1;
                    assert!(matches!(tree[leaf].leaf(), Some(Leaf::Placeholder(_))), "{context}");
                    assert_eq!(trace.events().last().map(|e| e.kind()), Some(EventKind::Blocked), "{context}");
                }
                minimax_engine::search::Outcome::Complete { .. } => {
                    // Never needed, so they cannot matter: any values give
                    // the same root.
                    let low = oracle(tree, NodeId::ROOT, Bound::NegInf);
                    let high = oracle(tree, NodeId::ROOT, Bound::PosInf);
                    assert_eq!(low, high, "{options:?}: finished, yet the placeholders matter; {context}");
                    assert_eq!(trace.root_value(tree), Some(low), "{options:?}; {context}");
                }
            }
        }
    });
    assert!(blocked > 0, "no random tree needed a placeholder");
}

#[test]
fn explicit_kinds_fix_their_node_and_alternate_below() {
    let shape = Shape { explicit: 30, ..Shape::default() };
    for_random_trees(11, shape, |tree, context| {
        for id in tree.ids().filter(|&id| !tree[id].is_leaf()) {
            let expected = match (tree[id].explicit(), tree[id].parent()) {
                (Some(kind), _) => kind,
                (None, Some(p)) => tree[p].player().map(|p| p.other()).unwrap_or_else(|| panic!("parent is internal")),
                (None, None) => tree.root_player(),
            };
            assert_eq!(tree[id].player(), Some(expected), "{} in {context}", tree.name(id));
        }
        let expected = oracle(tree, NodeId::ROOT, Bound::int(0));
        assert_eq!(Trace::run(tree, Options::default()).root_value(tree), Some(expected), "{context}");
    });
}

/// What the plain recursive alpha-beta of one pseudocode form leaves at
/// each internal node it calls: the value it returns and the α and β it
/// holds when it returns.
#[derive(Clone, Copy, PartialEq, Debug)]
struct Held {
    v: Bound,
    alpha: Bound,
    beta: Bound,
}

/// The pseudocode, written out as printed: AIMA's
/// `v ← MAX(v, …); if v ≥ β then return v; α ← MAX(α, v)`, or the
/// update-first `v ← max(v, …); α ← max(α, v); if α ≥ β then break`
/// (`>` under the strict rule). Records every call in `held`.
fn reference(tree: &Tree, node: NodeId, mut alpha: Bound, mut beta: Bound, options: Options, held: &mut Vec<Option<Held>>) -> Bound {
    if let Some(leaf) = tree[node].leaf() {
        return match leaf {
            Leaf::Value(v) => *v,
            Leaf::Placeholder(_) => unreachable!("trees without placeholders"),
        };
    }
    let cuts = |high: Bound, low: Bound| if options.cut == CutRule::Gt { high > low } else { high >= low };
    let max = tree[node].player() != Some(minimax_engine::tree::Player::Min);
    let mut v = if max { Bound::NegInf } else { Bound::PosInf };
    for child in tree.children(node) {
        let got = reference(tree, child, alpha, beta, options, held);
        v = if max { v.max(got) } else { v.min(got) };
        let stop = match options.form {
            Form::Aima => {
                if (max && cuts(v, beta)) || (!max && cuts(alpha, v)) {
                    true
                } else {
                    if max { alpha = alpha.max(v) } else { beta = beta.min(v) }
                    false
                }
            }
            Form::UpdateFirst => {
                if max { alpha = alpha.max(v) } else { beta = beta.min(v) }
                cuts(alpha, beta)
            }
        };
        if stop {
            break;
        }
    }
    held[node.index()] = Some(Held { v, alpha, beta });
    v
}

#[test]
fn each_form_shows_exactly_what_its_pseudocode_computes() {
    // Every value, α and β the stepper shows at the end (each node keeps
    // what it held when it returned) equals the plain recursive code of the
    // form in force: in the AIMA form a node that cuts off never shows its
    // bound moved by the child that caused the cut.
    let mut aima_differs = 0;
    for_random_trees(11, Shape::default(), |tree, context| {
        for options in ALL_OPTIONS.into_iter().filter(|o| o.algorithm == Algorithm::AlphaBeta) {
            let mut held = vec![None; tree.len()];
            let root = reference(tree, NodeId::ROOT, Bound::NegInf, Bound::PosInf, options, &mut held);
            let trace = Trace::run(tree, options);
            assert_eq!(trace.root_value(tree), Some(root), "{options:?} on {context}");
            let end = Snapshot::at(tree, &trace, trace.len());
            for id in (0..tree.len() as u32).map(NodeId) {
                let Some(expected) = held[id.index()] else {
                    assert!(tree[id].is_leaf() || end.state(id) != NodeState::Done, "{} returned but the reference never called it; {options:?} on {context}", tree.name(id));
                    continue;
                };
                let shown = Held { v: end.v(tree, id).unwrap_or(Bound::NegInf), alpha: end.alpha(tree, id).unwrap_or(Bound::NegInf), beta: end.beta(tree, id).unwrap_or(Bound::NegInf) };
                assert_eq!(shown, expected, "node {}; {options:?} on {context}", tree.name(id));
            }
            if options.form == Form::Aima {
                let mut other = vec![None; tree.len()];
                reference(tree, NodeId::ROOT, Bound::NegInf, Bound::PosInf, Options { form: Form::UpdateFirst, ..options }, &mut other);
                if other != held {
                    aima_differs += 1;
                }
            }
        }
    });
    // The two forms really do show different α/β on some trees, or the
    // test above could not tell them apart.
    assert!(aima_differs > 1000, "the forms differed on only {aima_differs} trees");
}

#[test]
fn both_forms_find_the_same_values_prunes_and_counts() {
    for_random_trees(12, Shape { placeholders: 10, ..Shape::default() }, |tree, context| {
        for cut in [CutRule::Ge, CutRule::Gt] {
            let aima = Trace::run(tree, Options { algorithm: Algorithm::AlphaBeta, cut, form: Form::Aima });
            let first = Trace::run(tree, Options { algorithm: Algorithm::AlphaBeta, cut, form: Form::UpdateFirst });
            assert_eq!(aima.root_interval(tree), first.root_interval(tree), "{cut:?} on {context}");
            assert_eq!(aima.outcome(), first.outcome(), "{cut:?} on {context}");
            assert_eq!(aima.pruned(tree), first.pruned(tree), "{cut:?} on {context}");
            assert_eq!(aima.stats(), first.stats(), "{cut:?} on {context}");
            assert_eq!(aima.best_children(tree), first.best_children(tree), "{cut:?} on {context}");
            // Step for step the same kind of event at the same node.
            let steps = |t: &Trace| t.events().iter().map(|e| (e.kind(), e.node())).collect::<Vec<_>>();
            assert_eq!(steps(&aima), steps(&first), "{cut:?} on {context}");
        }
    });
}
