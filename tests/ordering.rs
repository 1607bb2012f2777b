//! Move ordering as the course notes teach it: best-first ordering lets
//! alpha-beta evaluate Knuth and Moore's minimal tree, b^⌈m/2⌉ + b^⌊m/2⌋ − 1
//! leaves of a complete tree of branching b and depth m; worst-first
//! ordering cuts nothing when the values differ in trees up to three levels
//! deep (all b^m leaves), and deeper only deep cutoffs skip a few; any
//! ordering keeps the root value.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::{Rng, Shape, random_tree};
use minimax_engine::num::Bound;
use minimax_engine::ordering::{Order, reorder};
use minimax_engine::search::{Algorithm, CutRule, Form, Options, Trace};
use minimax_engine::tree::{Leaf, Player, Tree, TreeBuilder};

/// A complete tree of branching `b` and depth `m` whose leaves are a
/// random permutation of 0 … b^m − 1 (all different).
fn complete(b: u32, m: u32, rng: &mut Rng) -> Tree {
    let n = b.pow(m) as usize;
    let mut values: Vec<i64> = (0..n as i64).collect();
    for i in (1..n).rev() {
        values.swap(i, rng.below(i as u64 + 1) as usize);
    }
    let mut builder = TreeBuilder::new();
    let mut open: Vec<u32> = vec![b];
    builder.open(None, None);
    let mut next = values.into_iter();
    while let Some(left) = open.last_mut() {
        if *left == 0 {
            open.pop();
            builder.close();
            continue;
        }
        *left -= 1;
        if open.len() as u32 == m {
            builder.leaf(None, Leaf::Value(Bound::int(next.next().unwrap_or(0))));
        } else {
            builder.open(None, None);
            open.push(b);
        }
    }
    builder.finish(if rng.chance(50) { Player::Max } else { Player::Min }).unwrap_or_else(|e| panic!("{e:?}"))
}

#[test]
fn best_first_evaluates_the_minimal_tree_and_worst_first_nearly_everything() {
    let mut rng = Rng::new(0x0bde_5712);
    for b in 2..=4u32 {
        for m in 1..=5u32 {
            for _ in 0..20 {
                let tree = complete(b, m, &mut rng);
                for cut in [CutRule::Ge, CutRule::Gt] {
                    for form in [Form::Aima, Form::UpdateFirst] {
                        let options = Options { algorithm: Algorithm::AlphaBeta, cut, form };
                        let best = Trace::run(&reorder(&tree, Order::BestFirst), options).stats();
                        let worst = Trace::run(&reorder(&tree, Order::WorstFirst), options).stats();
                        let minimal = b.pow(m.div_ceil(2)) + b.pow(m / 2) - 1;
                        assert_eq!(best.leaves_evaluated, minimal, "b = {b}, m = {m}, {options:?}");
                        if m <= 3 {
                            // Too shallow for a deep cutoff: nothing is cut.
                            assert_eq!(worst.leaves_evaluated, b.pow(m), "b = {b}, m = {m}, {options:?}");
                            assert_eq!(worst.cutoffs, 0);
                        } else {
                            // Deep cutoffs still skip a few leaves (under
                            // a fifth here: 212 of 243 at worst); far more
                            // than the minimal tree is evaluated.
                            assert!(
                                worst.leaves_evaluated * 5 >= b.pow(m) * 4,
                                "b = {b}, m = {m}: {} of {}",
                                worst.leaves_evaluated,
                                b.pow(m)
                            );
                            assert!(worst.leaves_evaluated > best.leaves_evaluated);
                        }
                    }
                }
            }
        }
    }
}

#[test]
fn any_order_keeps_the_root_value_and_the_leaves() {
    let mut rng = Rng::new(0x0bde_5713);
    for _ in 0..3000 {
        let shape = Shape {
            max_branching: 1 + rng.below(4),
            max_depth: 1 + rng.below(5),
            values: 2 + rng.below(5) as i64,
            placeholders: 5,
            explicit: 10,
        };
        let tree = random_tree(&mut rng, shape);
        let minimax = Options { algorithm: Algorithm::Minimax, ..Options::default() };
        let value = Trace::run(&tree, minimax).root_interval(&tree);
        let mut leaves: Vec<String> = tree.leaves().map(|l| format!("{}={:?}", tree.name(l), tree[l].leaf())).collect();
        leaves.sort_unstable();
        for order in Order::ALL {
            let ordered = reorder(&tree, order);
            assert_eq!(Trace::run(&ordered, minimax).root_interval(&ordered), value, "{order:?}");
            // The same leaves, under the same names.
            let mut again: Vec<String> = ordered.leaves().map(|l| format!("{}={:?}", ordered.name(l), ordered[l].leaf())).collect();
            again.sort_unstable();
            assert_eq!(again, leaves);
            assert_eq!(ordered.len(), tree.len());
            // Alpha-beta finds the same value whenever it completes.
            let ab = Trace::run(&ordered, Options::default());
            if let Some(v) = ab.root_value(&ordered) {
                assert_eq!(value.and_then(|i| i.as_exact()), Some(v), "{order:?}");
            }
        }
    }
}
