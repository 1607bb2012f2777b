//! Games of more than two players: the AIMA three-player example and the
//! paranoid reduction.
//!
//! max^n itself is the stepper's: a player's node folds its children by
//! [`Fold::BestFor`](super::rules::Fold) (the first child whose vector is
//! best in the mover's component). The paranoid reduction assumes that
//! everyone else plays against the root's player: it keeps the tree's
//! shape, makes the root player's nodes MAX and everyone else's MIN, and
//! keeps only the root player's component of each leaf, so the search is
//! two-player alpha-beta, pruning included.

use super::rules;
use super::tree::{Body, Kind, Leaf, Player, Tree, TreeBuilder, Walk};

/// AIMA's three-player example (Figure 5.4 in the 3rd edition): players A,
/// B and C move in turn; C takes (1, 2, 6) and (6, 1, 2) … and the root,
/// A, ties at 1 between (1, 2, 6) and (1, 5, 2) and keeps the left one.
pub const AIMA_THREE_PLAYERS: &str = "<<{1,2,6},{4,2,3}>,<{6,1,2},{7,4,1}>>,<<{5,1,1},{1,5,2}>,<{7,7,1},{5,4,5}>>";

/// The player (from 0) who moves at the root of a max^n tree.
pub fn root_player(tree: &Tree) -> Option<u8> {
    match tree[super::tree::NodeId::ROOT].kind() {
        Some(Kind::Player { index, .. }) => Some(index),
        _ => None,
    }
}

/// The paranoid reduction of a max^n tree for the root's player: the same
/// shape, names and edges, with that player's nodes MAX, every other
/// player's MIN, and each leaf its component of the vector. `None` for a
/// tree that is not max^n.
pub fn paranoid(tree: &Tree) -> Option<Tree> {
    tree.players()?;
    let me = root_player(tree)?;
    let mut builder = TreeBuilder::new();
    for step in tree.walk() {
        match step {
            Walk::Leave(_) => builder.close(),
            Walk::Enter(id) => {
                let node = &tree[id];
                // Generated names come out the same (same shape); written
                // labels are kept.
                let label = node.label().map(Box::from);
                match node.body() {
                    Body::Internal(Kind::Player { index, .. }) => {
                        builder.open(label, Some(rules::paranoid_side(*index, me)));
                    }
                    Body::Internal(kind) => {
                        builder.open_kind(label, Some(*kind));
                    }
                    Body::Leaf(Leaf::Vector(parts)) => {
                        let leaf = parts.get(usize::from(me)).map_or_else(|| Leaf::Placeholder("_".into()), |&b| Leaf::Value(b));
                        builder.leaf(label, leaf);
                    }
                    Body::Leaf(leaf) => {
                        builder.leaf(label, leaf.clone());
                    }
                }
                if let Some(edge) = node.edge() {
                    builder.set_edge(edge.clone());
                }
            }
        }
    }
    builder.finish(Player::Max).ok()
}
