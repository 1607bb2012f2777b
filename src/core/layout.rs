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

    /// Horizontal position of `id`, from 0 to `width - 1`.
    pub fn x(&self, id: NodeId) -> f64 {
        self.x[id.index()]
    }

    /// Level of `id`, from 0 at the root.
    pub fn y(&self, id: NodeId) -> f64 {
        f64::from(self.depth[id.index()])
    }
}
