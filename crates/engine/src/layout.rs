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
    /// What each node is in the drawing: hidden, shown, or shown folded.
    drawn: Vec<Drawn>,
    /// The shown nodes (folded ones included), in preorder.
    shown: Vec<NodeId>,
    /// Number of leaf slots: the drawing is `width - 1` units wide.
    pub width: f64,
    /// Number of levels below the root that are shown.
    pub height: u32,
}

/// How a node appears in a [`Layout`].
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Drawn {
    /// Inside a folded subtree: not drawn.
    Hidden,
    Shown,
    /// An internal node drawn without its subtree, in one slot like a leaf.
    Folded,
    /// The first of a run of siblings left out of a wide node's row: drawn
    /// as one slot, a marker for the whole run (`count` children, this one
    /// included); the rest of the run is hidden.
    Elided {
        count: u32,
    },
}

impl Layout {
    /// Lays out the whole of `tree`.
    pub fn new(tree: &Tree) -> Layout {
        Layout::folded(tree, |_| true)
    }

    /// Lays out `tree` with some subtrees folded: a node is shown when all
    /// its ancestors are `open`; a shown internal node that is not open is
    /// folded and takes one slot, like a leaf. The work is proportional to
    /// the number of shown nodes, not to the size of the tree (beyond
    /// filling the per-node tables).
    pub fn folded(tree: &Tree, open: impl Fn(NodeId) -> bool) -> Layout {
        Layout::windowed(tree, open, |_| true)
    }

    /// [`Layout::folded`] with wide rows cut down: a child of an open node
    /// is drawn only when `visible(child)`; each run of siblings that are
    /// not takes one slot, [`Drawn::Elided`] on its first node. Its parent
    /// is centred over its first and last drawn child.
    pub fn windowed(tree: &Tree, open: impl Fn(NodeId) -> bool, visible: impl Fn(NodeId) -> bool) -> Layout {
        let n = tree.len();
        let mut x = vec![0.0; n];
        let mut depth = vec![0u32; n];
        let mut drawn = vec![Drawn::Hidden; n];
        let mut shown = Vec::new();
        let mut next_slot = 0.0;
        let mut height = 0;
        // Preorder meets the slots left to right; a folded node's subtree
        // is skipped whole.
        let mut at = 0u32;
        // The marker of the run of left-out siblings being walked, if the
        // node before was one of them.
        let mut run: Option<NodeId> = None;
        while (at as usize) < n {
            let id = NodeId(at);
            let node = &tree[id];
            if id != NodeId::ROOT && !visible(id) {
                match run.filter(|&first| tree[first].parent() == node.parent()) {
                    Some(first) => {
                        if let Drawn::Elided { count } = &mut drawn[first.index()] {
                            *count += 1;
                        }
                    }
                    None => {
                        depth[id.index()] = node.depth() as u32;
                        height = height.max(node.depth() as u32);
                        shown.push(id);
                        drawn[id.index()] = Drawn::Elided { count: 1 };
                        x[id.index()] = next_slot;
                        next_slot += 1.0;
                        run = Some(id);
                    }
                }
                at = node.subtree_end().0;
                continue;
            }
            run = None;
            depth[id.index()] = node.depth() as u32;
            height = height.max(node.depth() as u32);
            shown.push(id);
            if node.is_leaf() || !open(id) {
                drawn[id.index()] = if node.is_leaf() { Drawn::Shown } else { Drawn::Folded };
                x[id.index()] = next_slot;
                next_slot += 1.0;
                at = node.subtree_end().0;
            } else {
                drawn[id.index()] = Drawn::Shown;
                at += 1;
            }
        }
        // Open parents after their children: reverse preorder, each parent
        // centred over its first and last child.
        for &id in shown.iter().rev() {
            if drawn[id.index()] != Drawn::Shown || tree[id].is_leaf() {
                continue;
            }
            let first = NodeId(id.0 + 1);
            let last = tree.children(id).filter(|c| drawn[c.index()] != Drawn::Hidden).last().unwrap_or(first);
            x[id.index()] = (x[first.index()] + x[last.index()]) / 2.0;
        }
        Layout { x, depth, drawn, shown, width: next_slot, height }
    }

    /// The layout with a line down from the root (a finished search's best
    /// play: `line` from the root's chosen child down) drawn straight: each
    /// of its shown nodes over the next instead of centred over its
    /// children, so the line is one vertical, read from top to bottom, and
    /// a view can keep it in sight without shrinking it to fit a zigzag.
    /// A node stays inside its own subtree's slots, where no other node of
    /// its level is, so nothing comes to overlap.
    #[must_use]
    pub fn straight_down(mut self, line: &[NodeId]) -> Layout {
        let path: Vec<NodeId> = std::iter::once(NodeId::ROOT).chain(line.iter().copied()).collect();
        for pair in path.windows(2).rev() {
            let (parent, child) = (pair[0], pair[1]);
            if self.drawn(parent) == Drawn::Shown && self.drawn(child) != Drawn::Hidden {
                self.x[parent.index()] = self.x[child.index()];
            }
        }
        self
    }

    /// The distance one unit must have so that every two neighbours on a
    /// level (left to right) are at least `gap(left, right)` apart, and at
    /// least `min`. Drawing with it keeps labels of any width apart.
    pub fn unit_for(&self, min: f64, gap: impl Fn(NodeId, NodeId) -> f64) -> f64 {
        // Preorder meets the nodes of each level from left to right.
        let mut last: Vec<Option<NodeId>> = vec![None; self.height as usize + 1];
        let mut unit = min;
        for &id in &self.shown {
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

    /// The nodes drawn (folded ones included), in preorder.
    pub fn shown(&self) -> &[NodeId] {
        &self.shown
    }

    /// How `id` is drawn (hidden if the layout has no such node).
    pub fn drawn(&self, id: NodeId) -> Drawn {
        self.drawn.get(id.index()).copied().unwrap_or(Drawn::Hidden)
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

/// `v` with `digits` decimals (at most 3), as `format!("{v:.2}")` writes
/// it (but a half is rounded away from zero), for the numbers of a
/// drawing (SVG, CSS): made with integers, so that the web app carries no
/// float formatting at all.
pub fn fixed(v: f64, digits: u32) -> String {
    let digits = digits.min(3);
    let scale = 10i64.pow(digits);
    let n = (v * scale as f64).round() as i64;
    let sign = if n < 0 { "-" } else { "" };
    let (whole, part) = (n.unsigned_abs() / scale as u64, n.unsigned_abs() % scale as u64);
    match digits {
        0 => format!("{sign}{whole}"),
        d => format!("{sign}{whole}.{part:0width$}", width = d as usize),
    }
}

/// `v` held between `lo` and `hi` (`hi` where `lo > hi`; `lo` for NaN).
/// In place of `f64::clamp`, whose assertion's message formats floats:
/// one call anywhere the page reaches brings float formatting into its
/// wasm (clippy's `disallowed-methods` keeps it out).
pub fn within(v: f64, lo: f64, hi: f64) -> f64 {
    v.max(lo).min(hi)
}

/// `v` as briefly as it can be written to a thousandth (`13`, `13.5`).
pub fn brief(v: f64) -> String {
    let text = fixed(v, 3);
    if text.contains('.') { text.trim_end_matches('0').trim_end_matches('.').to_string() } else { text }
}

#[cfg(test)]
mod tests {
    #[test]
    fn within_holds_a_value_between_its_bounds_and_never_panics() {
        use super::within;
        assert_eq!(within(5.0, 0.0, 1.0), 1.0);
        assert_eq!(within(-1.0, 0.0, 1.0), 0.0);
        assert_eq!(within(0.25, 0.0, 1.0), 0.25);
        assert_eq!(within(f64::NAN, 0.0, 1.0), 0.0, "NaN becomes the lower bound");
        assert_eq!(within(0.5, 1.0, 0.0), 0.0, "crossed bounds give the upper one (f64::clamp panics)");
    }

    #[test]
    fn fixed_writes_as_format_does() {
        // Halves exactly between two results are rounded away from zero
        // (`format!` rounds them to even): not among these.
        for v in [0.0, 1.26, -1.24, 12.04, 999.96, -0.04, 1234.5678, 7.0, -3.51, 0.3333] {
            for d in 0..=3 {
                let want = format!("{v:.*}", d as usize);
                // Rust writes −0.04 to one decimal as "-0.0"; fixed as "0.0".
                let want = if want.trim_start_matches('-').trim_matches(['0', '.']).is_empty() {
                    want.trim_start_matches('-').to_string()
                } else {
                    want
                };
                assert_eq!(super::fixed(v, d), want, "{v} {d}");
            }
        }
        assert_eq!((super::brief(13.0), super::brief(13.5), super::brief(0.125)), ("13".into(), "13.5".into(), "0.125".into()));
    }

    use super::*;
    use crate::notation::parse;

    #[test]
    fn the_unit_keeps_every_pair_of_neighbours_apart() {
        let tree = parse("<5,6>,<<<2,9>,7>,8>").into_result().unwrap_or_else(|e| panic!("{e:?}"));
        let layout = Layout::new(&tree);
        // No wish wider than the minimum: the minimum.
        assert_eq!(layout.unit_for(64.0, |_, _| 10.0), 64.0);
        // A gap of 150 between neighbours 1.5 units apart needs 100 a unit.
        let e = tree.ids().find(|&id| tree.name(id) == "E").unwrap_or(NodeId::ROOT);
        let unit = layout.unit_for(64.0, |l, _| if l == e { 150.0 } else { 0.0 });
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

    #[test]
    fn folded_subtrees_take_one_slot_and_hide_their_nodes() {
        let tree = parse("<5,6>,<<<2,9>,7>,8>").into_result().unwrap_or_else(|e| panic!("{e:?}"));
        // Fold every internal node below the root.
        let layout = Layout::folded(&tree, |id| id == NodeId::ROOT);
        assert_eq!(layout.width, 2.0, "two folded children, one slot each");
        assert_eq!(layout.height, 1);
        assert_eq!(layout.shown().len(), 3);
        let [b, c] = [tree.child(NodeId::ROOT, 0), tree.child(NodeId::ROOT, 1)].map(|c| c.unwrap_or(NodeId::ROOT));
        assert_eq!((layout.drawn(b), layout.drawn(c)), (Drawn::Folded, Drawn::Folded));
        assert_eq!(layout.x(NodeId::ROOT), 0.5, "the root is centred over its folded children");
        assert!(tree.ids().filter(|&id| id > c || (id > b && id < c)).all(|id| layout.drawn(id) == Drawn::Hidden));
        // Everything open is the whole layout.
        let whole = Layout::folded(&tree, |_| true);
        assert_eq!(whole, Layout::new(&tree));
        assert_eq!(whole.shown().len(), tree.len());
        assert!(tree.ids().all(|id| whole.drawn(id) == Drawn::Shown));
    }

    #[test]
    fn a_straight_line_stands_each_node_over_the_next_and_keeps_levels_apart() {
        // The line: the root's second child C, then C's first child, a leaf.
        let tree = parse("<1,2,3>,<4,5,6>,<7,8>").into_result().unwrap_or_else(|e| panic!("{e:?}"));
        let c = tree.child(NodeId::ROOT, 1).unwrap_or(NodeId::ROOT);
        let leaf = tree.child(c, 0).unwrap_or(NodeId::ROOT);
        let whole = Layout::new(&tree);
        let straight = Layout::new(&tree).straight_down(&[c, leaf]);
        assert_eq!(whole.x(c), 4.0, "centred over 4, 5, 6 (slots 3 to 5)");
        assert_eq!((straight.x(NodeId::ROOT), straight.x(c), straight.x(leaf)), (3.0, 3.0, 3.0));
        // Everything off the line is where it was, and on every level the
        // nodes keep their order at least one slot apart.
        assert!(tree.ids().filter(|&id| id != NodeId::ROOT && id != c).all(|id| straight.x(id) == whole.x(id)));
        for level in 0..=straight.height {
            let xs: Vec<f64> =
                straight.shown().iter().filter(|&&id| straight.y(id) == f64::from(level)).map(|&id| straight.x(id)).collect();
            assert!(xs.windows(2).all(|w| w[1] - w[0] >= 1.0), "level {level}: {xs:?}");
        }
        // A folded line stops where the drawing does: a hidden node is not
        // stood over, and an empty line changes nothing.
        let folded = Layout::folded(&tree, |id| id == NodeId::ROOT);
        assert_eq!(folded.clone().straight_down(&[c, leaf]).x(NodeId::ROOT), folded.x(c));
        assert_eq!(Layout::new(&tree).straight_down(&[]), whole);
    }

    #[test]
    fn a_wide_row_keeps_the_visible_children_and_one_marker_per_run() {
        // Ten children; the 1st, 5th and 10th are visible.
        let tree = parse("1,2,3,4,<5,6>,7,8,9,10,11").into_result().unwrap_or_else(|e| panic!("{e:?}"));
        let kids: Vec<NodeId> = tree.children(NodeId::ROOT).collect();
        let visible = |id: NodeId| [0, 4, 9].iter().any(|&k| kids[k] == id) || tree[id].parent() != Some(NodeId::ROOT);
        let layout = Layout::windowed(&tree, |_| true, visible);
        let drawn: Vec<Drawn> = kids.iter().map(|&c| layout.drawn(c)).collect();
        use Drawn::{Elided, Hidden, Shown};
        assert_eq!(drawn, vec![Shown, Elided { count: 3 }, Hidden, Hidden, Shown, Elided { count: 4 }, Hidden, Hidden, Hidden, Shown]);
        // 1, marker, <5,6> (two leaves), marker, 11: six slots.
        assert_eq!(layout.width, 6.0);
        assert_eq!(layout.x(kids[1]), 1.0);
        assert_eq!(layout.x(kids[9]), 5.0);
        assert_eq!(layout.x(NodeId::ROOT), 2.5, "centred over the first and last drawn child");
        // The hidden children's subtrees are hidden too; the shown one's are drawn.
        assert_eq!(layout.shown().len(), 1 + 5 + 2);
        // Everything visible is the folded layout.
        assert_eq!(Layout::windowed(&tree, |_| true, |_| true), Layout::new(&tree));
    }
}
