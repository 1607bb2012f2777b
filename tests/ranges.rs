//! What-if ranges against brute force: for every numeric leaf x of random
//! trees with ties, the search is re-run with x at every critical value,
//! at several points strictly between each pair, and below and above them
//! all; at each, "is leaf j pruned" and "is the root's move the same" must
//! agree with membership in the ranges.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::{Rng, Shape, random_tree};
use minimax_engine::num::{Bound, Num};
use minimax_engine::ranges::{Span, contains, ranges};
use minimax_engine::search::{Algorithm, CutRule, Form, Options, Trace};
use minimax_engine::tree::{Leaf, NodeId, Tree};

fn num(text: &str) -> Num {
    Num::parse(text).unwrap_or_else(|e| panic!("{text}: {e:?}"))
}

/// `a + (b − a) × k / 4` for decimals with at most a few places (the
/// random trees' values), written out exactly.
fn quarter(a: Num, b: Num, k: i64) -> Num {
    let (a, b) = (a.to_string().parse::<f64>().unwrap_or(0.0), b.to_string().parse::<f64>().unwrap_or(0.0));
    // Quarters of numbers with at most two places have at most four: f64
    // holds them exactly, and the text round-trips.
    num(&format!("{}", a + (b - a) * k as f64 / 4.0))
}

fn chosen_and_pruned(tree: &Tree, options: Options) -> (Option<usize>, Vec<bool>) {
    let trace = Trace::run(tree, options);
    let leaves: Vec<NodeId> = tree.leaves().collect();
    let pruned_nodes = trace.pruned(tree);
    let pruned = leaves.iter().map(|l| pruned_nodes.contains(l)).collect();
    (trace.best_children(tree).first().copied(), pruned)
}

fn check_sorted_and_merged(spans: &[Span]) {
    for pair in spans.windows(2) {
        let (to, from) = (pair[0].to, pair[1].from);
        assert!(to < from || (to == from && !pair[0].to_included && !pair[1].from_included), "not disjoint and merged: {spans:?}");
    }
    for s in spans {
        assert!(s.from < s.to || (s.from == s.to && s.from_included && s.to_included), "empty span {s:?}");
    }
}

#[test]
fn ranges_agree_with_the_search_re_run_everywhere() {
    let mut rng = Rng::new(0x000a_11e5);
    let mut dependent = 0usize;
    let mut checked = 0usize;
    for round in 0..2000 {
        let shape = Shape {
            max_branching: 2 + rng.below(2),
            max_depth: 2 + rng.below(3),
            values: 3 + rng.below(4) as i64,
            placeholders: if round % 5 == 0 { 10 } else { 0 },
            explicit: 5,
        };
        let tree = random_tree(&mut rng, shape);
        if tree.leaves().count() > 24 {
            continue;
        }
        let cut = if round % 2 == 0 { CutRule::Ge } else { CutRule::Gt };
        let form = if round % 3 == 0 { Form::UpdateFirst } else { Form::Aima };
        let algorithm = if round % 7 == 0 { Algorithm::Minimax } else { Algorithm::AlphaBeta };
        let options = Options { algorithm, cut, form };
        let (now_chosen, now_pruned) = chosen_and_pruned(&tree, options);
        let leaves: Vec<NodeId> = tree.leaves().collect();
        let all = ranges(&tree, options);
        assert_eq!(all.len(), leaves.len());
        for (i, (&x, r)) in leaves.iter().zip(&all).enumerate() {
            let Some(r) = r else {
                assert!(matches!(tree[x].leaf(), Some(Leaf::Placeholder(_))), "only placeholders have no ranges");
                continue;
            };
            assert_eq!(r.leaf, x);
            check_sorted_and_merged(&r.same_move_when);
            for (_, spans) in &r.prunes {
                check_sorted_and_merged(spans);
            }
            dependent += r.prunes.len();
            // Every critical value, three points inside each gap, points
            // below and above them all, and the leaf's own value.
            let mut critical: Vec<Num> = leaves
                .iter()
                .filter(|&&l| l != x)
                .filter_map(|&l| match tree.leaf_value(l) {
                    Some(Bound::Finite(n)) => Some(n),
                    _ => None,
                })
                .collect();
            critical.sort_unstable();
            critical.dedup();
            let mut samples = critical.clone();
            for pair in critical.windows(2) {
                samples.extend((1..4).map(|k| quarter(pair[0], pair[1], k)));
            }
            let (low, high) = match (critical.first(), critical.last()) {
                (Some(&low), Some(&high)) => (low, high),
                _ => (Num::int(0), Num::int(0)),
            };
            samples.extend([quarter(low, low, 0), num(&format!("{}", low.to_f64() - 0.5)), num(&format!("{}", low.to_f64() - 100.0))]);
            samples.extend([num(&format!("{}", high.to_f64() + 0.5)), num(&format!("{}", high.to_f64() + 100.0))]);
            let mut samples: Vec<Bound> = samples.into_iter().map(Bound::Finite).collect();
            samples.extend([Bound::NegInf, Bound::PosInf]);
            samples.extend(tree.leaf_value(x));
            for t in samples {
                let Some(changed) = tree.with_leaf(x, Leaf::Value(t)) else { panic!("not a leaf") };
                let (chosen, pruned) = chosen_and_pruned(&changed, options);
                assert_eq!(
                    contains(&r.same_move_when, t),
                    chosen == now_chosen,
                    "tree {round}, leaf {i}, x = {t}: same move? {:?}",
                    r.same_move_when
                );
                for (j, &is_pruned) in pruned.iter().enumerate() {
                    if j == i {
                        continue;
                    }
                    match r.prunes.iter().find(|(k, _)| *k == j) {
                        Some((_, spans)) => {
                            assert_eq!(contains(spans, t), is_pruned, "tree {round}, leaf {i}, x = {t}, leaf {j}: {spans:?}")
                        }
                        // Not listed: its status does not depend on x.
                        None => {
                            assert_eq!(
                                is_pruned,
                                now_pruned[j],
                                "tree {round} {} {options:?}, leaf {i}, x = {t}: leaf {j} depends on x but is not listed",
                                minimax_engine::notation::print(&tree)
                            );
                        }
                    }
                }
                checked += 1;
            }
        }
    }
    // The property met plenty of leaves whose prunes depend on another.
    assert!(dependent > 1000, "only {dependent} dependent pairs");
    assert!(checked > 20_000, "only {checked} samples");
}
