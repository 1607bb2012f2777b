//! The clever thing against the obvious thing: alpha-beta and the stepper
//! checked against a plain recursive minimax on thousands of random trees
//! with many ties. Every assertion prints the failing tree in notation.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::{Rng, Shape, optimal_moves, oracle, random_tree};
use minimax_lab::core::notation::print;
use minimax_lab::core::num::Bound;
use minimax_lab::core::replay::{Cursor, NodeState, Snapshot};
use minimax_lab::core::search::{Algorithm, CutRule, EventKind, Options, Trace};
use minimax_lab::core::tree::{Leaf, NodeId, Tree};

const TREES: u64 = 10_000;

const ALL_OPTIONS: [Options; 3] = [
    Options { algorithm: Algorithm::Minimax, cut: CutRule::Ge },
    Options { algorithm: Algorithm::AlphaBeta, cut: CutRule::Ge },
    Options { algorithm: Algorithm::AlphaBeta, cut: CutRule::Gt },
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
        let strict = Trace::run(tree, Options { algorithm: Algorithm::AlphaBeta, cut: CutRule::Gt });
        assert_eq!(strict.best_children(tree), optimal_moves(tree), "α > β on {context}");
        let minimax = Trace::run(tree, Options { algorithm: Algorithm::Minimax, cut: CutRule::Ge });
        assert_eq!(minimax.best_children(tree), optimal_moves(tree), "minimax on {context}");
        // The usual rule never invents a best move, but may lose tied ones.
        let usual = Trace::run(tree, Options { algorithm: Algorithm::AlphaBeta, cut: CutRule::Ge });
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
fn minimax_bounds_with_placeholders_are_exact_ranges() {
    let shape = Shape { placeholders: 25, explicit: 10, ..Shape::default() };
    for_random_trees(9, shape, |tree, context| {
        let trace = Trace::run(tree, Options { algorithm: Algorithm::Minimax, cut: CutRule::Ge });
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
                minimax_lab::core::search::Outcome::Blocked { leaf } => {
                    blocked += 1;
                    assert!(matches!(tree[leaf].leaf(), Some(Leaf::Placeholder(_))), "{context}");
                    assert_eq!(trace.events().last().map(|e| e.kind()), Some(EventKind::Blocked), "{context}");
                }
                minimax_lab::core::search::Outcome::Complete { .. } => {
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
