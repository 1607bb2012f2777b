//! Values a search computes: weighted sums at chance nodes live in the
//! trace's value table, exactly. The notation has no chance nodes yet, so
//! these trees are built with `TreeBuilder`; the search is checked against
//! a plain recursive expectiminimax written with `num-rational` directly.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::{ALL_OPTIONS, Rng};
use minimax_engine::num::{Bound, Num};
use minimax_engine::search::{EventKind, Options, Trace};
use minimax_engine::tree::{Edge, Kind, Leaf, NodeId, Player, Tree, TreeBuilder};
use minimax_engine::value::{Exact, Value};
use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, Zero};

fn q(n: i64, d: i64) -> Exact {
    Exact::new(BigInt::from(n), BigInt::from(d))
}

/// A tree written as nested calls.
enum T {
    Leaf(i64),
    Node(Option<Kind>, Vec<(Option<Exact>, T)>),
}

fn build(t: &T) -> Tree {
    fn add(b: &mut TreeBuilder, t: &T, p: Option<Exact>) {
        match t {
            T::Leaf(v) => {
                b.leaf(None, Leaf::Value(Bound::int(*v)));
            }
            T::Node(kind, _) => {
                b.open_kind(None, *kind);
            }
        }
        b.set_edge(Edge { probability: p, label: None });
        if let T::Node(_, children) = t {
            for (p, child) in children {
                add(b, child, p.clone());
            }
            b.close();
        }
    }
    let mut b = TreeBuilder::new();
    add(&mut b, t, None);
    b.finish(Player::Max).unwrap_or_else(|e| panic!("{e:?}"))
}

/// Plain recursive expectiminimax over the built tree, in `num-rational`'s
/// big rationals: an independent check of the engine's own `Exact`, which
/// keeps small values in machine integers.
fn oracle(tree: &Tree, node: NodeId) -> Exact {
    let x = big_oracle(tree, node);
    Exact::new(x.numer().clone(), x.denom().clone())
}

fn big_oracle(tree: &Tree, node: NodeId) -> BigRational {
    let big = |x: &Exact| BigRational::new(x.numer(), x.denom());
    if let Some(v) = tree.leaf_value(node) {
        let Bound::Finite(n) = v else { panic!("finite leaves only") };
        return big(&minimax_engine::value::exact(n));
    }
    let children: Vec<NodeId> = tree.children(node).collect();
    let values = children.iter().map(|&c| big_oracle(tree, c));
    let probability = |c: NodeId| tree[c].edge().and_then(|e| e.probability.as_ref()).map(big);
    match tree[node].kind() {
        Some(Kind::Max) => values.max().unwrap_or_else(|| panic!("no children")),
        Some(Kind::Min) => values.min().unwrap_or_else(|| panic!("no children")),
        Some(Kind::Chance) => {
            // Children without a probability share what is left equally.
            let given: BigRational = children.iter().filter_map(|&c| probability(c)).sum();
            let missing = children.iter().filter(|&&c| probability(c).is_none()).count() as i64;
            let share =
                if missing == 0 { BigRational::zero() } else { (BigRational::one() - given) / BigRational::from_integer(missing.into()) };
            children.iter().zip(values).map(|(&c, v)| probability(c).unwrap_or_else(|| share.clone()) * v).sum()
        }
        other => panic!("unexpected kind {other:?}"),
    }
}

fn chance(children: Vec<(Option<Exact>, T)>) -> T {
    T::Node(Some(Kind::Chance), children)
}

fn min(leaves: &[i64]) -> T {
    T::Node(Some(Kind::Min), leaves.iter().map(|&v| (None, T::Leaf(v))).collect())
}

#[test]
fn the_notes_exercise_and_the_lesson_about_scales() {
    // MAX over two chance nodes (0.5/0.5) over MIN nodes: 2,2 | 1,2 | 0,2 | −1,0.
    let half = || Some(q(1, 2));
    let exercise = build(&T::Node(
        None,
        vec![
            (None, chance(vec![(half(), min(&[2, 2])), (half(), min(&[1, 2]))])),
            (None, chance(vec![(half(), min(&[0, 2])), (half(), min(&[-1, 0]))])),
        ],
    ));
    for options in ALL_OPTIONS {
        let trace = Trace::run(&exercise, options);
        assert_eq!(trace.root(&exercise).map(|v| v.to_string()), Some("1.5".to_string()), "{options:?}");
        // The value each chance node returned, from the value table.
        let returned: Vec<String> = trace
            .events()
            .iter()
            .filter(|e| e.kind() == EventKind::Return && exercise[e.node()].kind() == Some(Kind::Chance))
            .filter_map(|e| trace.value(&exercise, e.v()).map(|v| v.to_string()))
            .collect();
        assert_eq!(returned, ["1.5", "-0.5"], "{options:?}");
    }
    // An order-preserving change of the leaves (2, 3, 1, 4 into 20, 30, 1,
    // 400) under 0.9/0.1 changes the best move.
    let scaled = |a: i64, b: i64, c: i64, d: i64| {
        let p = |n: i64| Some(q(n, 10));
        build(&T::Node(
            None,
            vec![
                (None, chance(vec![(p(9), T::Leaf(a)), (p(1), T::Leaf(b))])),
                (None, chance(vec![(p(9), T::Leaf(c)), (p(1), T::Leaf(d))])),
            ],
        ))
    };
    let (small, large) = (scaled(2, 3, 1, 4), scaled(20, 30, 1, 400));
    let trace = Trace::run(&small, Options::default());
    assert_eq!(trace.root(&small).map(|v| v.to_string()), Some("2.1".to_string()));
    let trace = Trace::run(&large, Options::default());
    assert_eq!(trace.root(&large).map(|v| v.to_string()), Some("40.9".to_string()));
    // Thirds do not terminate: the value is a fraction.
    let thirds = build(&chance(vec![(None, T::Leaf(1)), (None, T::Leaf(2)), (None, T::Leaf(4))]));
    let trace = Trace::run(&thirds, Options::default());
    assert_eq!(trace.root(&thirds), Some(Value::Finite(q(7, 3))));
    assert_eq!(trace.root(&thirds).map(|v| v.to_string()), Some("7/3".to_string()));
}

#[test]
fn expectiminimax_agrees_with_the_recursive_oracle() {
    let mut rng = Rng::new(0x00c4_a7ce);
    let mut chance_nodes = 0;
    for _ in 0..3000 {
        let depth = 1 + rng.below(5);
        let values = 2 + rng.below(6) as i64;
        let tree = build(&grow_random(&mut rng, depth, values, 35));
        chance_nodes += tree.ids().filter(|&id| tree[id].kind() == Some(Kind::Chance)).count();
        let expected = Value::Finite(oracle(&tree, NodeId::ROOT));
        for options in ALL_OPTIONS {
            let trace = Trace::run(&tree, options);
            assert_eq!(trace.root(&tree).as_ref(), Some(&expected), "{options:?}");
            // The sums a chance root computed are in the table, and its
            // returned value is read from there.
            if tree[NodeId::ROOT].kind() == Some(Kind::Chance) {
                assert!(!trace.values().is_empty());
                let returned = trace.events().last().map(|e| e.v());
                assert!(returned.and_then(|r| r.computed_index()).is_some() || matches!(expected, Value::NegInf | Value::PosInf));
            }
        }
    }
    assert!(chance_nodes > 3000, "only {chance_nodes} chance nodes");
}

#[test]
fn decimals_and_tenths_sum_exactly() {
    // 0.1 + 0.2 = 0.3 exactly, where floating point gives 0.30000000000000004.
    let tenth = |s: &str| Leaf::Value(Bound::Finite(Num::parse(s).unwrap_or(Num::int(0))));
    let mut b = TreeBuilder::new();
    b.open_kind(None, Some(Kind::Chance));
    b.leaf(None, tenth("0.2"));
    b.set_edge(Edge { probability: Some(q(1, 2)), label: None });
    b.leaf(None, tenth("0.4"));
    b.close();
    let tree = b.finish(Player::Max).unwrap_or_else(|e| panic!("{e:?}"));
    let trace = Trace::run(&tree, Options::default());
    assert_eq!(trace.root(&tree).map(|v| v.to_string()), Some("0.3".to_string()));
}

/// The tree grown at random for the property tests: MAX/MIN alternating
/// with some chance nodes, some probabilities given (in tenths) and the
/// rest shared; leaves in `-values/2 .. values/2`; a node is a chance node
/// with `chance_percent` per cent probability.
fn grow_random(rng: &mut Rng, depth: u64, values: i64, chance_percent: u64) -> T {
    if depth == 0 || (depth < 4 && rng.chance(25)) {
        return T::Leaf(rng.below(values as u64) as i64 - values / 2);
    }
    let n = 1 + rng.below(3) as usize;
    let is_chance = rng.chance(chance_percent);
    let mut left = 10;
    let children = (0..n)
        .map(|i| {
            let p = if is_chance && i + 1 < n && rng.chance(50) && left > 0 {
                let tenths = 1 + rng.below(left as u64) as i64;
                left -= tenths;
                Some(q(tenths, 10))
            } else {
                None
            };
            (p, grow_random(rng, depth - 1, values, chance_percent))
        })
        .collect();
    T::Node(is_chance.then_some(Kind::Chance), children)
}

#[test]
fn bounded_pruning_at_chance_nodes_never_changes_the_root_value() {
    let mut rng = Rng::new(0x57a2_0001);
    let (mut cut, mut leaves_saved) = (0u32, 0i64);
    for _ in 0..3000 {
        let depth = 1 + rng.below(5);
        let values = 2 + rng.below(7) as i64;
        let tree = build(&grow_random(&mut rng, depth, values, 40));
        let expected = Value::Finite(oracle(&tree, NodeId::ROOT));
        // Bounds that hold (the leaves' range, or wider).
        let (lo, hi) = (-values / 2 - rng.below(2) as i64, values / 2 + rng.below(2) as i64);
        let bounds = Some((Bound::int(lo), Bound::int(hi)));
        for options in ALL_OPTIONS {
            let plain = Trace::run(&tree, options);
            let bounded = Trace::run_bounded(&tree, options, bounds);
            assert_eq!(bounded.root(&tree).as_ref(), Some(&expected), "{options:?} bounds [{lo}, {hi}]");
            assert!(bounded.stats().leaves_evaluated <= plain.stats().leaves_evaluated, "bounds never cost more leaves");
            if options.algorithm == minimax_engine::search::Algorithm::AlphaBeta {
                cut += bounded
                    .events()
                    .iter()
                    .filter(|e| e.kind() == EventKind::Cutoff && tree[e.node()].kind() == Some(Kind::Chance))
                    .count() as u32;
                leaves_saved += i64::from(plain.stats().leaves_evaluated) - i64::from(bounded.stats().leaves_evaluated);
            } else {
                assert_eq!(bounded.stats(), plain.stats(), "minimax never cuts");
            }
        }
    }
    assert!(cut > 500 && leaves_saved > 1000, "{cut} chance cutoffs, {leaves_saved} leaves saved");
}

#[test]
fn the_notes_exercise_with_leaves_bounded_never_looks_at_the_last_three_leaves() {
    let tree = build(&T::Node(
        Some(Kind::Max),
        vec![
            (None, chance(vec![(None, min(&[2, 2])), (None, min(&[1, 2]))])),
            (None, chance(vec![(None, min(&[0, 2])), (None, min(&[-1, 0]))])),
        ],
    ));
    let options = Options::default();
    let trace = Trace::run_bounded(&tree, options, Some((Bound::int(-2), Bound::int(2))));
    assert_eq!(trace.root(&tree), Some(Value::Finite(q(3, 2))));
    let seen: Vec<String> =
        trace.events().iter().filter(|e| e.kind() == EventKind::Leaf).map(|e| tree.name(e.node()).to_string()).collect();
    let all: Vec<String> = tree.leaves().map(|l| tree.name(l).to_string()).collect();
    assert_eq!(seen, all[..5].to_vec(), "the last three leaves are never looked at");
    // C's interval shrinks leaf by leaf: [−2, 2] before, then 0.5 × ≤0 + 0.5 × [−2, 2].
    let c = NodeId(tree.children(NodeId::ROOT).nth(1).map_or(0, |n| n.0));
    let c_updates: Vec<String> = trace
        .events()
        .iter()
        .filter(|e| e.kind() == EventKind::Update && e.node() == c)
        .map(|e| {
            let (lo, hi) = e.bounds();
            format!(
                "{} {}",
                trace.value(&tree, lo).map_or("?".into(), |v| v.to_string()),
                trace.value(&tree, hi).map_or("?".into(), |v| v.to_string())
            )
        })
        .collect();
    assert_eq!(c_updates, ["-2 1"], "after F (at most 0): C lies in [−2, 1], at most 1 ≤ α = 1.5");
    // Without bounds nothing below a chance node is cut.
    let plain = Trace::run(&tree, options);
    assert_eq!(plain.events().iter().filter(|e| e.kind() == EventKind::Leaf).count(), 8, "all eight leaves");
}

#[test]
fn monte_carlo_playouts_converge_to_the_exact_expectiminimax_values() {
    use minimax_engine::montecarlo::MonteCarlo;
    use num_traits::ToPrimitive;
    // The notes' exercise: the moves are worth exactly 1.5 and −0.5.
    let tree = build(&T::Node(
        Some(Kind::Max),
        vec![
            (None, chance(vec![(None, min(&[2, 2])), (None, min(&[1, 2]))])),
            (None, chance(vec![(None, min(&[0, 2])), (None, min(&[-1, 0]))])),
        ],
    ));
    let mut mc = MonteCarlo::new(&tree, 7).unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(mc.moves.iter().map(|m| m.exact.to_string()).collect::<Vec<_>>(), ["1.5", "-0.5"]);
    mc.play(&tree, 1);
    // One playout ends at a leaf the players would reach: B's are 2 or 1.
    assert!(matches!(mc.moves[0].average().and_then(|a| a.to_i64()), Some(1 | 2)));
    mc.play(&tree, 19_999);
    for m in &mc.moves {
        let exact = match &m.exact {
            Value::Finite(x) => x.to_f64().unwrap_or(f64::NAN),
            other => panic!("{other:?}"),
        };
        let average = m.average().and_then(|a| a.to_f64()).unwrap_or(f64::NAN);
        assert_eq!(m.playouts, 20_000);
        assert!((average - exact).abs() < 0.03, "{average} vs {exact}");
        assert_eq!(m.history.len(), 20_000);
        assert_eq!(m.history.last().copied(), Some(average));
    }
    // The same seed plays the same games; another seed others.
    let mut again = MonteCarlo::new(&tree, 7).unwrap_or_else(|e| panic!("{e:?}"));
    again.play(&tree, 20_000);
    assert_eq!(again, mc);
    let mut other = MonteCarlo::new(&tree, 8).unwrap_or_else(|e| panic!("{e:?}"));
    other.play(&tree, 200);
    assert_ne!(other.moves[0].history, mc.moves[0].history[..200].to_vec());
    // Random chance trees: every move's average ends near its exact value,
    // and without chance nodes every playout is exactly it.
    let mut rng = Rng::new(0x0c4a_11ce);
    for _ in 0..200 {
        let values = 2 + rng.below(7) as i64;
        let depth = 1 + rng.below(4);
        let tree = build(&grow_random(&mut rng, depth, values, 40));
        let Ok(mut mc) = MonteCarlo::new(&tree, rng.below(1000)) else { continue };
        mc.play(&tree, 4_000);
        let deterministic = !tree.ids().any(|n| tree[n].kind() == Some(Kind::Chance));
        for m in &mc.moves {
            let Value::Finite(exact) = &m.exact else { panic!("finite leaves") };
            let average = m.average().unwrap_or_default();
            if deterministic {
                assert_eq!(&average, exact);
            }
            let gap = (average - exact).to_f64().unwrap_or(f64::NAN).abs();
            assert!(gap <= 0.1 * values as f64, "{gap} with leaves spanning {values}");
        }
    }
}
