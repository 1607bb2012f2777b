//! Shared helpers for the native tests: a seeded random tree generator and
//! the plain recursive minimax the engine is checked against.
#![allow(dead_code)]

use minimax_engine::num::{Bound, Num};
use minimax_engine::search::{Algorithm, CutRule, Form, Options};
use minimax_engine::tree::{Leaf, NodeId, Player, Tree, TreeBuilder};

/// Every algorithm, cut rule and pseudocode form there is to search with.
pub const ALL_OPTIONS: [Options; 5] = [
    Options { algorithm: Algorithm::Minimax, cut: CutRule::Ge, form: Form::Aima },
    Options { algorithm: Algorithm::AlphaBeta, cut: CutRule::Ge, form: Form::Aima },
    Options { algorithm: Algorithm::AlphaBeta, cut: CutRule::Gt, form: Form::Aima },
    Options { algorithm: Algorithm::AlphaBeta, cut: CutRule::Ge, form: Form::UpdateFirst },
    Options { algorithm: Algorithm::AlphaBeta, cut: CutRule::Gt, form: Form::UpdateFirst },
];

/// xorshift64*: small, seeded, reproducible.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    /// Uniform in `0..n`.
    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
    pub fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }
}

/// How random trees are drawn.
#[derive(Clone, Copy)]
pub struct Shape {
    pub max_branching: u64,
    pub max_depth: u64,
    /// Leaf values are drawn from `0..values`, so ties are common.
    pub values: i64,
    /// Percent of leaves that are placeholders.
    pub placeholders: u64,
    /// Percent of internal nodes given an explicit kind.
    pub explicit: u64,
}

impl Default for Shape {
    fn default() -> Shape {
        Shape { max_branching: 4, max_depth: 5, values: 5, placeholders: 0, explicit: 0 }
    }
}

/// A random tree: unbalanced, with ties, sometimes decimals and infinities.
pub fn random_tree(rng: &mut Rng, shape: Shape) -> Tree {
    let mut b = TreeBuilder::new();
    let root_player = if rng.chance(20) { Player::Min } else { Player::Max };
    // Explicit stack of (children left to add) for the open nodes.
    let mut open: Vec<u64> = Vec::new();
    let mut placeholder_count = 0;
    let mut add_node = |b: &mut TreeBuilder, open: &mut Vec<u64>, rng: &mut Rng, depth: u64| {
        let leaf = depth >= shape.max_depth || (depth > 0 && rng.chance(30));
        if leaf {
            let value = if rng.chance(shape.placeholders) {
                placeholder_count += 1;
                Leaf::Placeholder(format!("p{placeholder_count}").into())
            } else if rng.chance(3) {
                Leaf::Value(if rng.chance(50) { Bound::PosInf } else { Bound::NegInf })
            } else if rng.chance(10) {
                // A decimal that ties with nothing but its neighbours.
                let tenths = rng.below(shape.values as u64 * 10) as i64;
                Leaf::Value(Bound::Finite(Num::new(tenths, 1).unwrap_or(Num::int(0))))
            } else {
                Leaf::Value(Bound::int(rng.below(shape.values as u64) as i64))
            };
            b.leaf(None, value);
        } else {
            let explicit = if rng.chance(shape.explicit) { Some(if rng.chance(50) { Player::Max } else { Player::Min }) } else { None };
            b.open(None, explicit);
            open.push(1 + rng.below(shape.max_branching));
        }
    };
    add_node(&mut b, &mut open, rng, 0);
    while let Some(left) = open.last_mut() {
        if *left == 0 {
            open.pop();
            b.close();
            continue;
        }
        *left -= 1;
        let depth = open.len() as u64;
        add_node(&mut b, &mut open, rng, depth);
    }
    match b.finish(root_player) {
        Ok(tree) => tree,
        Err(e) => panic!("generator built a bad tree: {e:?}"),
    }
}

/// The obvious minimax: recursion, no pruning. `unknown` stands for every
/// placeholder.
pub fn oracle(tree: &Tree, node: NodeId, unknown: Bound) -> Bound {
    minimax(tree, node, &|_| unknown, &mut Vec::new())
}

/// The obvious minimax, written as the textbook's MINIMAX-VALUE: recursion,
/// no pruning, every child in order. `unknown(leaf)` is the value a
/// placeholder leaf stands for; `leaves` receives every leaf it reads, in
/// the order it reads them.
pub fn minimax(tree: &Tree, node: NodeId, unknown: &dyn Fn(NodeId) -> Bound, leaves: &mut Vec<NodeId>) -> Bound {
    match tree[node].leaf() {
        Some(leaf) => {
            leaves.push(node);
            match leaf {
                Leaf::Value(v) => *v,
                Leaf::Placeholder(_) => unknown(node),
                Leaf::Vector(_) => panic!("the two-player oracle has no vector leaves"),
            }
        }
        None => {
            let values = tree.children(node).map(|c| minimax(tree, c, unknown, leaves));
            match tree[node].player() {
                Some(Player::Min) => values.min().unwrap_or(Bound::PosInf),
                _ => values.max().unwrap_or(Bound::NegInf),
            }
        }
    }
}

/// The root's children whose true value equals the root's.
pub fn optimal_moves(tree: &Tree) -> Vec<usize> {
    let best = oracle(tree, NodeId::ROOT, Bound::int(0));
    tree.children(NodeId::ROOT).enumerate().filter(|&(_, c)| oracle(tree, c, Bound::int(0)) == best).map(|(i, _)| i).collect()
}
