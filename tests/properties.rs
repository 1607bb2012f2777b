//! The clever thing against the obvious thing: alpha-beta and the stepper
//! checked against a plain recursive minimax and a plain recursive
//! alpha-beta (AIMA's MAX-VALUE/MIN-VALUE, in either pseudocode form and
//! under either cut rule) on thousands of random trees with many ties: the
//! same root values, and the same leaves evaluated in the same order.
//! Every assertion prints the failing tree in notation.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::{ALL_OPTIONS, Rng, Shape, minimax, optimal_moves, oracle, random_tree};
use minimax_engine::notation::{parse, print};
use minimax_engine::num::Bound;
use minimax_engine::replay::{Cursor, NodeState, Snapshot};
use minimax_engine::search::{Algorithm, CutRule, EventKind, Form, Options, Outcome, Stats, Trace};
use minimax_engine::tree::{Leaf, NodeId, Player, Tree};

const TREES: u64 = 10_000;

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
                assert!(
                    lo.is_some_and(|lo| lo <= truth) && hi.is_some_and(|hi| truth <= hi),
                    "step {} of {options:?}: {} returned [{lo:?}, {hi:?}] but its value is {truth}; {context}",
                    k + 1,
                    tree.name(event.node())
                );
            }
        }
    });
}

#[test]
fn changing_a_pruned_leaf_never_changes_the_root() {
    let mut rng = Rng::new(3);
    let mut changed_leaves = 0;
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
                changed_leaves += 1;
                let changed = tree.with_leaf(leaf, Leaf::Value(new_value)).unwrap_or_else(|| panic!("{leaf} is a leaf"));
                let again = Trace::run(&changed, *options);
                assert_eq!(
                    again.root_value(&changed),
                    root,
                    "{options:?}: setting pruned leaf {} to {new_value} changed the root; {context}",
                    tree.name(leaf)
                );
                // A pruned placeholder never matters either.
                let unknown = tree.with_leaf(leaf, Leaf::Placeholder("x".into())).unwrap_or_else(|| panic!("{leaf} is a leaf"));
                assert_eq!(
                    Trace::run(&unknown, *options).root_value(&unknown),
                    root,
                    "{options:?}: a placeholder at pruned {}; {context}",
                    tree.name(leaf)
                );
            }
        }
    });
    // Without pruned leaves the loop above checks nothing.
    assert!(changed_leaves > 100_000, "only {changed_leaves} pruned leaves were changed");
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
                assert_eq!(
                    count[id.index()],
                    1,
                    "{options:?}: node {} at path '{}' counted {} times; {context}",
                    tree.name(id),
                    tree.path(id),
                    count[id.index()]
                );
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
                assert!(
                    matches!(state, NodeState::Done | NodeState::Pruned),
                    "{options:?}: {} is {state:?} at the end; {context}",
                    tree.name(id)
                );
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

/// The obvious alpha-beta: AIMA's MAX-VALUE and MIN-VALUE, recursive and
/// fail-soft (a node returns its `v`, which may lie outside the window),
/// written out as printed in either pseudocode form:
///
/// ```text
/// MAX-VALUE(state, α, β)                       MIN-VALUE(state, α, β)
///   if TERMINAL-TEST(state) return UTILITY       if TERMINAL-TEST(state) return UTILITY
///   v ← −∞                                       v ← +∞
///   for each a:                                  for each a:
///     v ← MAX(v, MIN-VALUE(RESULT(s, a), α, β))    v ← MIN(v, MAX-VALUE(RESULT(s, a), α, β))
///     AIMA:         if v ≥ β then return v         if v ≤ α then return v
///                   α ← MAX(α, v)                  β ← MIN(β, v)
///     update-first: α ← MAX(α, v)                  β ← MIN(β, v)
///                   if α ≥ β then break            if α ≥ β then break
///   return v                                     return v
/// ```
///
/// with `>` and `<` under the strict rule. It records every leaf it
/// evaluates, in order, and what each internal node held when it returned.
/// A placeholder leaf is evaluated like any other and stands for
/// `unknown(leaf)`.
struct Reference<'t> {
    tree: &'t Tree,
    options: Options,
    unknown: &'t dyn Fn(NodeId) -> Bound,
    /// Every leaf evaluated, in order.
    leaves: Vec<NodeId>,
    /// For each internal node called, what it held when it returned.
    held: Vec<Option<Held>>,
}

impl<'t> Reference<'t> {
    /// ALPHA-BETA-SEARCH: the root's value with the window (−∞, +∞), and the
    /// record of the search.
    fn run(tree: &'t Tree, options: Options, unknown: &'t dyn Fn(NodeId) -> Bound) -> (Bound, Reference<'t>) {
        let mut search = Reference { tree, options, unknown, leaves: Vec::new(), held: vec![None; tree.len()] };
        let v = search.value(NodeId::ROOT, Bound::NegInf, Bound::PosInf);
        (v, search)
    }

    /// The cut test: `high ≥ low`, or `high > low` under the strict rule.
    fn cuts(&self, high: Bound, low: Bound) -> bool {
        match self.options.cut {
            CutRule::Ge => high >= low,
            CutRule::Gt => high > low,
        }
    }

    /// TERMINAL-TEST and UTILITY, or the call for the node's player.
    fn value(&mut self, node: NodeId, alpha: Bound, beta: Bound) -> Bound {
        let tree = self.tree;
        match (tree[node].leaf(), tree[node].player()) {
            (Some(leaf), _) => {
                self.leaves.push(node);
                match leaf {
                    Leaf::Value(v) => *v,
                    Leaf::Placeholder(_) => (self.unknown)(node),
                    Leaf::Vector(_) => unreachable!("two-player trees only"),
                }
            }
            (None, Some(Player::Min)) => self.min_value(node, alpha, beta),
            (None, _) => self.max_value(node, alpha, beta),
        }
    }

    fn max_value(&mut self, node: NodeId, mut alpha: Bound, beta: Bound) -> Bound {
        let tree = self.tree;
        let mut v = Bound::NegInf;
        for child in tree.children(node) {
            v = v.max(self.value(child, alpha, beta));
            match self.options.form {
                Form::Aima => {
                    if self.cuts(v, beta) {
                        return self.returns(node, v, alpha, beta);
                    }
                    alpha = alpha.max(v);
                }
                Form::UpdateFirst => {
                    alpha = alpha.max(v);
                    if self.cuts(alpha, beta) {
                        break;
                    }
                }
            }
        }
        self.returns(node, v, alpha, beta)
    }

    fn min_value(&mut self, node: NodeId, alpha: Bound, mut beta: Bound) -> Bound {
        let tree = self.tree;
        let mut v = Bound::PosInf;
        for child in tree.children(node) {
            v = v.min(self.value(child, alpha, beta));
            match self.options.form {
                Form::Aima => {
                    if self.cuts(alpha, v) {
                        return self.returns(node, v, alpha, beta);
                    }
                    beta = beta.min(v);
                }
                Form::UpdateFirst => {
                    beta = beta.min(v);
                    if self.cuts(alpha, beta) {
                        break;
                    }
                }
            }
        }
        self.returns(node, v, alpha, beta)
    }

    fn returns(&mut self, node: NodeId, v: Bound, alpha: Bound, beta: Bound) -> Bound {
        self.held[node.index()] = Some(Held { v, alpha, beta });
        v
    }
}

/// For trees drawn without placeholders.
fn no_placeholders(leaf: NodeId) -> Bound {
    panic!("leaf {leaf} is a placeholder in a tree drawn without any")
}

fn is_placeholder(tree: &Tree, node: NodeId) -> bool {
    matches!(tree[node].leaf(), Some(Leaf::Placeholder(_)))
}

/// The leaves a trace evaluates (its leaf events), in order.
fn evaluated(trace: &Trace) -> Vec<NodeId> {
    trace.events().iter().filter(|e| e.kind() == EventKind::Leaf).map(|e| e.node()).collect()
}

/// Leaves by name, for messages.
fn names<'t>(tree: &'t Tree, leaves: &[NodeId]) -> Vec<&'t str> {
    leaves.iter().map(|&n| tree.name(n)).collect()
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
            let (root, reference) = Reference::run(tree, options, &no_placeholders);
            let trace = Trace::run(tree, options);
            assert_eq!(trace.root_value(tree), Some(root), "{options:?} on {context}");
            let end = Snapshot::at(tree, &trace, trace.len());
            for id in tree.ids() {
                let Some(expected) = reference.held[id.index()] else {
                    assert!(
                        tree[id].is_leaf() || end.state(id) != NodeState::Done,
                        "{} returned but the reference never called it; {options:?} on {context}",
                        tree.name(id)
                    );
                    continue;
                };
                // A node the reference called holds all three; the stepper
                // must show them, not leave any unset.
                let shown = (end.v(tree, id), end.alpha(tree, id), end.beta(tree, id));
                assert_eq!(
                    shown,
                    (Some(expected.v), Some(expected.alpha), Some(expected.beta)),
                    "node {} (v, α, β); {options:?} on {context}",
                    tree.name(id)
                );
            }
            if options.form == Form::Aima {
                let (_, other) = Reference::run(tree, Options { form: Form::UpdateFirst, ..options }, &no_placeholders);
                if other.held != reference.held {
                    aima_differs += 1;
                }
            }
        }
    });
    // The two forms really do show different α/β on some trees, or the
    // test above could not tell them apart.
    assert!(aima_differs > 1000, "the forms differed on only {aima_differs} trees");
}

/// Trees for the leaf-order properties: each tree gets its own shape, depth
/// 1 to 5 below the root, at most 2 to 4 children a node (each node draws 1
/// up to that, and a node above the last level is a leaf 30% of the time,
/// so shapes are unbalanced), leaf values drawn from 0..2 up to 0..5 (many
/// ties; now and then a decimal or an infinity), 10% of internal nodes with
/// an explicit kind, the root MIN one time in five.
fn for_varied_trees(seed: u64, count: u64, placeholders: u64, mut check: impl FnMut(&mut Rng, &Tree, &str)) {
    let mut rng = Rng::new(seed);
    for i in 0..count {
        let shape = Shape {
            max_branching: 2 + rng.below(3),
            max_depth: 1 + rng.below(5),
            values: 2 + rng.below(4) as i64,
            placeholders,
            explicit: 10,
        };
        let tree = random_tree(&mut rng, shape);
        let context = format!("tree #{i} (root {}): {}", tree.root_player().name(), print(&tree));
        check(&mut rng, &tree, &context);
    }
}

const LEAF_ORDER_TREES: u64 = 100_000;

#[test]
fn alpha_beta_evaluates_the_leaves_of_the_recursive_code_in_its_order() {
    // Not only the same root value: the same leaves, in the same order, as
    // the obvious recursive alpha-beta, under both cut rules; and both
    // pseudocode forms evaluate exactly the same leaves. Minimax evaluates
    // every leaf, in the order the recursive minimax reads them.
    let (mut rules_differ, mut something_pruned) = (0, 0);
    for_varied_trees(13, LEAF_ORDER_TREES, 0, |_, tree, context| {
        let mut all = Vec::new();
        let truth = minimax(tree, NodeId::ROOT, &no_placeholders, &mut all);
        let trace = Trace::run(tree, Options { algorithm: Algorithm::Minimax, cut: CutRule::Ge, form: Form::Aima });
        assert_eq!(
            evaluated(&trace),
            all,
            "minimax's leaves {:?}, the recursive code's {:?}; {context}",
            names(tree, &evaluated(&trace)),
            names(tree, &all)
        );
        assert_eq!(trace.root_value(tree), Some(truth), "minimax on {context}");
        let mut by_rule = Vec::new();
        for cut in [CutRule::Ge, CutRule::Gt] {
            let mut by_form = Vec::new();
            for form in Form::ALL {
                let options = Options { algorithm: Algorithm::AlphaBeta, cut, form };
                let (root, reference) = Reference::run(tree, options, &no_placeholders);
                assert_eq!(root, truth, "the reference alpha-beta itself is wrong: {options:?} on {context}");
                let trace = Trace::run(tree, options);
                let seen = evaluated(&trace);
                assert_eq!(
                    seen,
                    reference.leaves,
                    "{options:?} evaluated {:?}, the recursive code {:?}; {context}",
                    names(tree, &seen),
                    names(tree, &reference.leaves)
                );
                assert_eq!(trace.root_value(tree), Some(root), "{options:?} on {context}");
                by_form.push(seen);
            }
            assert_eq!(by_form[0], by_form[1], "the forms evaluate different leaves under {cut:?}; {context}");
            by_rule.push(by_form.swap_remove(0));
        }
        if by_rule[0] != by_rule[1] {
            rules_differ += 1;
        }
        if by_rule[1].len() < all.len() {
            something_pruned += 1;
        }
    });
    // The trees are ones where the comparison means something: the strict
    // rule searches more on many of them, and even it prunes on many.
    assert!(rules_differ > LEAF_ORDER_TREES / 20, "the cut rules differed on only {rules_differ} trees");
    assert!(something_pruned > LEAF_ORDER_TREES / 5, "α > β pruned on only {something_pruned} trees");
}

const PLACEHOLDER_TREES: u64 = 40_000;

#[test]
fn alpha_beta_stops_exactly_where_the_recursive_code_first_needs_a_placeholder() {
    // Which formulation of "the placeholder was needed" is exactly true?
    //
    // Not "giving it two very different values changes the root value or
    // the leaves evaluated": alpha-beta reads leaves in order and cannot
    // know that a leaf after the placeholder will make it irrelevant (see
    // `a_needed_placeholder_may_change_neither_the_root_nor_the_leaves`).
    //
    // What is exactly true is AIMA's reading: the search up to the first
    // placeholder it reaches does not depend on any placeholder's value, so
    // the recursive code, whatever the placeholders stand for, evaluates
    // the same leaves as the stepper and reaches the same placeholder
    // first. Blocked at `leaf` means: for every filling, the recursive
    // code's first placeholder is `leaf`, and before it come exactly the
    // stepper's leaf events. Complete means: for every filling, the
    // recursive code evaluates no placeholder, exactly the stepper's leaves,
    // and returns the stepper's root value; so does the plain minimax with
    // that filling (the placeholders cannot matter).
    //
    // Each tree is tried with three fillings: all −∞, all +∞, and each
    // placeholder a random value (a tie with other leaves, ±1000 or ±∞).
    let (mut blocked, mut complete_with_placeholders) = (0, 0);
    for_varied_trees(14, PLACEHOLDER_TREES, 20, |rng, tree, context| {
        let random: Vec<Bound> = tree
            .ids()
            .map(|_| match rng.below(6) {
                0 => Bound::NegInf,
                1 => Bound::PosInf,
                2 => Bound::int(-1000),
                3 => Bound::int(1000),
                _ => Bound::int(rng.below(4) as i64),
            })
            .collect();
        let low = |_| Bound::NegInf;
        let high = |_| Bound::PosInf;
        let any = |leaf: NodeId| random[leaf.index()];
        let fillings: [(&str, &dyn Fn(NodeId) -> Bound); 3] = [("all −∞", &low), ("all +∞", &high), ("random", &any)];
        let has_placeholders = tree.ids().any(|n| is_placeholder(tree, n));
        for options in ALL_OPTIONS[1..].iter().copied() {
            let trace = Trace::run(tree, options);
            let seen = evaluated(&trace);
            match trace.outcome() {
                Outcome::Blocked { leaf } => {
                    blocked += 1;
                    assert!(is_placeholder(tree, leaf), "{options:?} blocked at {}, not a placeholder; {context}", tree.name(leaf));
                    assert_eq!(
                        trace.events().last().map(|e| (e.kind(), e.node())),
                        Some((EventKind::Blocked, leaf)),
                        "{options:?}; {context}"
                    );
                    for (filling, unknown) in fillings {
                        let (_, reference) = Reference::run(tree, options, unknown);
                        let first = reference.leaves.iter().position(|&n| is_placeholder(tree, n));
                        let Some(first) = first else {
                            panic!(
                                "{options:?} blocked at {}, but the recursive code ({filling}) reads no placeholder; {context}",
                                tree.name(leaf)
                            );
                        };
                        assert_eq!(
                            tree.name(reference.leaves[first]),
                            tree.name(leaf),
                            "the first placeholder the recursive code ({filling}) reads; {options:?} on {context}"
                        );
                        assert_eq!(
                            reference.leaves[..first],
                            seen[..],
                            "leaves before the placeholder: recursive code ({filling}) {:?}, stepper {:?}; {options:?} on {context}",
                            names(tree, &reference.leaves[..first]),
                            names(tree, &seen)
                        );
                    }
                }
                Outcome::Complete { .. } => {
                    if has_placeholders {
                        complete_with_placeholders += 1;
                    }
                    for (filling, unknown) in fillings {
                        let (root, reference) = Reference::run(tree, options, unknown);
                        assert!(
                            !reference.leaves.iter().any(|&n| is_placeholder(tree, n)),
                            "{options:?} completed, but the recursive code ({filling}) reads a placeholder; {context}"
                        );
                        assert_eq!(
                            seen,
                            reference.leaves,
                            "recursive code ({filling}) {:?}, stepper {:?}; {options:?} on {context}",
                            names(tree, &reference.leaves),
                            names(tree, &seen)
                        );
                        assert_eq!(trace.root_value(tree), Some(root), "{options:?}, filling {filling}; {context}");
                        assert_eq!(
                            minimax(tree, NodeId::ROOT, unknown, &mut Vec::new()),
                            root,
                            "{options:?} completed, yet the placeholders matter ({filling}); {context}"
                        );
                    }
                    // Minimax is monotone in each leaf and each placeholder
                    // appears once, so every filling lies between these two.
                    assert_eq!(
                        oracle(tree, NodeId::ROOT, Bound::NegInf),
                        oracle(tree, NodeId::ROOT, Bound::PosInf),
                        "{options:?} completed, yet the placeholders matter; {context}"
                    );
                }
            }
        }
    });
    // Both outcomes happen often, or half the test proves nothing.
    assert!(blocked > 1000, "alpha-beta was blocked only {blocked} times");
    assert!(complete_with_placeholders > 1000, "alpha-beta completed despite placeholders only {complete_with_placeholders} times");
}

#[test]
fn a_needed_placeholder_may_change_neither_the_root_nor_the_leaves() {
    // Why the test above asks where the recursive code stops rather than
    // whether the placeholder's value matters: here every alpha-beta stops
    // at p, rightly (with α = 2 and β = 3 at p's parent, p decides what
    // C returns, and 5 is not read yet), but p = −1000 and p = +1000 give
    // the same leaves, 3, 2, p, 5, and the same root, 5.
    let tree = parse("<3,<2,p>>,5").into_result().unwrap_or_else(|e| panic!("{e:?}"));
    let at = |path: &str| tree.find_path(path).unwrap_or_else(|| panic!("no node at {path}"));
    let p = at("0.1.1");
    let read = ["0.0", "0.1.0", "0.1.1", "1"].map(at);
    for options in ALL_OPTIONS[1..].iter().copied() {
        assert_eq!(Trace::run(&tree, options).outcome(), Outcome::Blocked { leaf: p }, "{options:?}");
        for value in [-1000, 1000] {
            let filled = tree.with_leaf(p, Leaf::Value(Bound::int(value))).unwrap_or_else(|| panic!("p is a leaf"));
            let trace = Trace::run(&filled, options);
            assert_eq!(trace.root_value(&filled), Some(Bound::int(5)), "{options:?}, p = {value}");
            assert_eq!(evaluated(&trace), read, "{options:?}, p = {value}");
        }
    }
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
