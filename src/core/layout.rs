//! Where each node is drawn, in abstract units: one unit between
//! neighbouring leaves, one unit between levels.
//!
//! Leaves take consecutive slots from left to right and every parent sits
//! centred over its first and last child, so subtrees never overlap and
//! unbalanced trees need no special case. Computed in one backward pass over
//! the preorder arena (children before parents), without recursion.

use super::tree::{NodeId, Tree};

/// Node positions for drawing.
#[derive(Clone, PartialEq, Debug)]
pub struct Layout {
    x: Vec<f64>,
    depth: Vec<u32>,
    /// Number of leaf slots: the drawing is `width - 1` units wide.
    pub width: f64,
    /// Number of levels below the root.
    pub height: u32,
}

impl Layout {
    /// Lays out `tree`.
    pub fn new(tree: &Tree) -> Layout {
        let n = tree.len();
        let mut x = vec![0.0; n];
        let mut depth = vec![0u32; n];
        let mut next_slot = 0.0;
        // Leaves get their slots left to right (preorder order).
        for id in tree.ids() {
            depth[id.index()] = tree[id].depth() as u32;
            if tree[id].is_leaf() {
                x[id.index()] = next_slot;
                next_slot += 1.0;
            }
        }
        // Parents after their children: reverse preorder.
        for id in tree.ids().rev() {
            if tree[id].is_leaf() {
                continue;
            }
            let first = NodeId(id.0 + 1);
            let last = tree.children(id).last().unwrap_or(first);
            x[id.index()] = (x[first.index()] + x[last.index()]) / 2.0;
        }
        let height = depth.iter().copied().max().unwrap_or(0);
        Layout { x, depth, width: next_slot, height }
    }

    /// The distance one unit must have so that every two neighbours on a
    /// level (left to right) are at least `gap(left, right)` apart, and at
    /// least `min`. Drawing with it keeps labels of any width apart.
    pub fn unit_for(&self, tree: &Tree, min: f64, gap: impl Fn(NodeId, NodeId) -> f64) -> f64 {
        // Preorder meets the nodes of each level from left to right.
        let mut last: Vec<Option<NodeId>> = vec![None; self.height as usize + 1];
        let mut unit = min;
        for id in tree.ids() {
            let level = self.depth[id.index()] as usize;
            if let Some(left) = last[level] {
                let apart = self.x(id) - self.x(left);
                if apart > 0.0 {
                    unit = unit.max(gap(left, id) / apart);
                }
            }
            last[level] = Some(id);
        }
        unit
    }

    /// Horizontal position of `id`, from 0 to `width - 1`.
    pub fn x(&self, id: NodeId) -> f64 {
        self.x[id.index()]
    }

    /// Level of `id`, from 0 at the root.
    pub fn y(&self, id: NodeId) -> f64 {
        f64::from(self.depth[id.index()])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::notation::parse;

    #[test]
    fn the_unit_keeps_every_pair_of_neighbours_apart() {
        let tree = parse("<5,6>,<<<2,9>,7>,8>").into_result().unwrap_or_else(|e| panic!("{e:?}"));
        let layout = Layout::new(&tree);
        // No wish wider than the minimum: the minimum.
        assert_eq!(layout.unit_for(&tree, 64.0, |_, _| 10.0), 64.0);
        // A gap of 150 between neighbours 1.5 units apart needs 100 a unit.
        let e = tree.ids().find(|&id| tree.name(id) == "E").unwrap_or(NodeId::ROOT);
        let unit = layout.unit_for(&tree, 64.0, |l, _| if l == e { 150.0 } else { 0.0 });
        assert_eq!(unit, 100.0);
        // Every neighbouring pair on a level then has at least its gap.
        for id in tree.ids() {
            for other in tree.ids() {
                if layout.y(id) == layout.y(other) && layout.x(other) > layout.x(id) {
                    assert!((layout.x(other) - layout.x(id)) * unit >= 64.0);
                }
            }
        }
    }
}
