//! Move ordering: the same tree with each MAX and MIN node's children
//! sorted by their minimax value, best first for the player to move (the
//! ordering that lets alpha-beta cut the most: Knuth and Moore's minimal
//! tree, b^⌈m/2⌉ + b^⌊m/2⌋ − 1 leaves when the values differ) or worst
//! first (with different values, nothing is cut in trees up to three
//! levels deep; deeper, only deep cutoffs skip a few leaves).
//! `tests/ordering.rs` checks both on complete trees.
//!
//! Sorting is stable: children of equal value keep their order, and a
//! child whose value is unknown (it rests on a placeholder) or computed
//! (below a chance node) goes after the known ones. Every node keeps its
//! name, so a reordered tree reads like the original.

use std::cmp::Ordering;
use std::str::FromStr;

use super::num::Bound;
use super::options::UnknownName;
use super::rules;
use super::space::SearchSpace;
use super::tree::{Leaf, NodeId, Tree, TreeBuilder};

/// How children are ordered before the search.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Order {
    /// As written.
    #[default]
    Given,
    /// Best first for the player to move.
    BestFirst,
    /// Worst first for the player to move.
    WorstFirst,
}

impl Order {
    pub const ALL: [Order; 3] = [Order::Given, Order::BestFirst, Order::WorstFirst];

    /// `given`, `best-first` or `worst-first`, as links and `trace --order`
    /// write it.
    pub fn name(self) -> &'static str {
        match self {
            Order::Given => "given",
            Order::BestFirst => "best-first",
            Order::WorstFirst => "worst-first",
        }
    }
}

impl FromStr for Order {
    type Err = UnknownName;
    fn from_str(text: &str) -> Result<Order, UnknownName> {
        let wanted = text.trim().to_ascii_lowercase();
        Order::ALL.into_iter().find(|o| o.name() == wanted).ok_or_else(|| UnknownName {
            what: "order",
            given: text.to_string(),
            valid: &["given", "best-first", "worst-first"],
            choices: "given, best-first or worst-first",
        })
    }
}

/// The minimax value of every node, bottom up (no recursion): `None` when
/// it rests on a placeholder or on a chance or max^n node.
fn values(tree: &Tree) -> Vec<Option<Bound>> {
    let mut value: Vec<Option<Bound>> = vec![None; tree.len()];
    // Children follow their parent in preorder, so going backwards every
    // child is done before its parent.
    for id in tree.ids().rev() {
        value[id.index()] = match (tree[id].leaf(), tree[id].kind()) {
            (Some(Leaf::Value(v)), _) => Some(*v),
            (Some(Leaf::Placeholder(_) | Leaf::Vector(_)), _) | (None, None) => None,
            // A chance node's expectation is no leaf number: `None` there.
            (None, Some(kind)) => rules::minimax_fold(kind, tree.children(id), |c| value[c.index()], |&c| tree.probability(id, c)),
        };
    }
    value
}

/// `tree` with its children ordered by `order`.
pub fn reorder(tree: &Tree, order: Order) -> Tree {
    if order == Order::Given {
        return tree.clone();
    }
    let value = values(tree);
    let sorted = |id: NodeId| -> Vec<NodeId> {
        let mut children: Vec<NodeId> = tree.children(id).collect();
        // Only a node whose player prefers one value to another (MAX, MIN)
        // has its children sorted.
        let Some(kind) = tree[id].kind().filter(|&kind| rules::prefers(kind)) else { return children };
        let best_first = |a: &Bound, b: &Bound| rules::best_first(kind, a, b).unwrap_or(Ordering::Equal);
        super::sorting::sort_by(&mut children, |&a, &b| match (value[a.index()], value[b.index()]) {
            (Some(x), Some(y)) if order == Order::BestFirst => best_first(&x, &y),
            (Some(x), Some(y)) => best_first(&y, &x),
            (Some(_), None) => Ordering::Less,
            (None, Some(_)) => Ordering::Greater,
            (None, None) => Ordering::Equal,
        });
        children
    };
    let mut b = TreeBuilder::new();
    // Explicit stack: `Some(node)` to add, `None` to close a node.
    let mut stack = vec![Some(NodeId::ROOT)];
    while let Some(entry) = stack.pop() {
        let Some(id) = entry else {
            b.close();
            continue;
        };
        let node = &tree[id];
        // Every node but the root (always A) keeps its name as a label.
        let label = (id != NodeId::ROOT).then(|| Box::from(tree.name(id)));
        match node.leaf() {
            Some(leaf) => {
                b.leaf(label, leaf.clone());
            }
            None => {
                b.open_kind(label, node.explicit_kind());
                stack.push(None);
                stack.extend(sorted(id).into_iter().rev().map(Some));
            }
        }
        if let Some(edge) = node.edge() {
            b.set_edge(edge.clone());
        }
    }
    // The same nodes in another order always build.
    b.finish(tree.root_player()).unwrap_or_else(|_| tree.clone())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::{parse, print};

    #[test]
    fn the_classic_example_ordered() {
        let Ok(tree) = parse("<3,12,8>,<2,4,6>,<14,5,2>").into_result() else { panic!("parse") };
        // MAX wants its best child first (B = 3; C and D tie at 2 and keep
        // their order), each MIN its smallest leaf.
        assert_eq!(print(&reorder(&tree, Order::BestFirst)), "B:<B1:3,B3:8,B2:12>,C:<C1:2,C2:4,C3:6>,D:<D3:2,D2:5,D1:14>");
        assert_eq!(print(&reorder(&tree, Order::WorstFirst)), "C:<C3:6,C2:4,C1:2>,D:<D1:14,D2:5,D3:2>,B:<B2:12,B3:8,B1:3>");
        assert_eq!(reorder(&tree, Order::Given), tree);
        assert_eq!("Best-First".parse::<Order>().ok(), Some(Order::BestFirst));
        assert!("sideways".parse::<Order>().is_err());
    }
}
