//! The main view's folding policy: whether a tree opens folded, which
//! nodes stay open at a step, and which children of a wide row are drawn.
//! Pure, so it is tested here (natively) rather than only through the
//! page; the page's drawing (`src/ui/tree_view`) asks these and lays out
//! what they keep with [`crate::layout::Layout::windowed`].

use std::collections::{BTreeMap, BTreeSet};

use super::spacing::{DRAW_WHOLE_MAX_NODES, FOLD_LEAVES, WIDE_ROW};
use crate::replay::{NodeState, Snapshot, best_play};
use crate::search::Trace;
use crate::tree::{NodeId, Tree};

/// Whether a tree of `leaves` leaves opens folded, and whether it may be
/// drawn whole at all.
pub fn opens_folded(tree: &Tree, leaves: usize) -> (bool, bool) {
    let whole_allowed = tree.len() <= DRAW_WHOLE_MAX_NODES;
    (leaves > FOLD_LEAVES || !whole_allowed, whole_allowed)
}

/// The nodes that stay open in a folded drawing: the root, the path of
/// active calls at `snap`, the node the last step was about (`last`: a
/// node that just returned still shows its children), the best play once
/// the search is over (`best`, down to its last node's parent), and what
/// the reader unfolded; with every ancestor of each, since a node is drawn
/// only when every ancestor is open. Nodes outside the tree are ignored.
pub fn open_nodes(
    tree: &Tree,
    snap: &Snapshot,
    last: Option<NodeId>,
    best: Option<&[NodeId]>,
    unfolded: &BTreeSet<NodeId>,
) -> BTreeSet<NodeId> {
    let inside = |id: &NodeId| id.index() < tree.len();
    let mut open: BTreeSet<NodeId> = unfolded.iter().copied().filter(inside).collect();
    open.insert(NodeId::ROOT);
    open.extend(snap.path().iter().copied().filter(inside));
    open.extend(last.filter(inside));
    if let Some(line) = best {
        open.extend(line.iter().take(line.len().saturating_sub(1)).copied().filter(inside));
    }
    let mut with_ancestors = open.clone();
    for &id in &open {
        let mut at = tree[id].parent();
        while let Some(p) = at {
            if !with_ancestors.insert(p) {
                break;
            }
            at = tree[p].parent();
        }
    }
    with_ancestors
}

/// The nodes a wide row must show besides its ends: the open ones (the
/// path, the current node), the whole best line, and in each wide row the
/// child the search reached last and the child whose value the parent's
/// bound holds ("≥ 96": the child that gave 96), so the reader sees where
/// the search is and where a number came from.
pub fn kept_in_rows(tree: &Tree, trace: &Trace, snap: &Snapshot, open: &BTreeSet<NodeId>) -> BTreeSet<NodeId> {
    // Only the rows of open nodes are drawn: with no wide one among them
    // there is nothing to keep (and no best line to find on every step).
    if open.iter().all(|&id| tree[id].child_count() <= WIDE_ROW) {
        return open.clone();
    }
    let mut kept = open.clone();
    kept.extend(best_play(tree, trace, snap));
    for &id in open {
        if tree[id].child_count() <= WIDE_ROW {
            continue;
        }
        if let Some(last) = tree.children(id).filter(|&c| matches!(snap.state(c), NodeState::Done | NodeState::Active)).last() {
            kept.insert(last);
        }
        let Some(text) = snap.value_text(tree, trace, id) else { continue };
        let value = text.trim_start_matches(['≥', '≤', ' ']);
        if let Some(c) =
            tree.children(id).find(|&c| snap.state(c) == NodeState::Done && snap.value_text(tree, trace, c).as_deref() == Some(value))
        {
            kept.insert(c);
        }
    }
    kept
}

/// Which children of a wide row a folded drawing shows: a row the reader
/// asked for whole (`rows`), or of at most [`WIDE_ROW`] children,
/// entirely; else its first two and last child, and every child within
/// two places of one in `kept`.
pub fn visible_children<'a>(tree: &'a Tree, kept: &BTreeSet<NodeId>, rows: &'a BTreeSet<NodeId>) -> impl Fn(NodeId) -> bool + 'a {
    // The places of the children kept, by parent.
    let mut anchors: BTreeMap<NodeId, Vec<usize>> = BTreeMap::new();
    for &id in kept {
        if let Some(parent) = (id.index() < tree.len()).then(|| tree[id].parent()).flatten() {
            anchors.entry(parent).or_default().push(tree[id].index_in_parent());
        }
    }
    move |id: NodeId| {
        let node = &tree[id];
        let Some(parent) = node.parent() else { return true };
        let (k, n) = (node.index_in_parent(), tree[parent].child_count());
        n <= WIDE_ROW
            || rows.contains(&parent)
            || k < 2
            || k + 1 == n
            || anchors.get(&parent).is_some_and(|places| places.iter().any(|&a| a.abs_diff(k) <= 2))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation;
    use crate::rng::Xorshift as Rng;
    use crate::search::{Algorithm, Options};

    /// A random tree: up to `wide` children a node, leaves with ties.
    fn random_tree(rng: &mut Rng, depth: u32, wide: u64) -> Tree {
        fn node(rng: &mut Rng, depth: u32, wide: u64, out: &mut String) {
            if depth == 0 || rng.below(5) == 0 {
                out.push_str(&rng.below(6).to_string());
                return;
            }
            out.push('<');
            for k in 0..1 + rng.below(wide) {
                if k > 0 {
                    out.push(',');
                }
                node(rng, depth - 1, wide, out);
            }
            out.push('>');
        }
        let mut text = String::new();
        node(rng, depth, wide, &mut text);
        notation::parse(&text).tree.unwrap_or_else(|| panic!("a random tree reads: {text}"))
    }

    #[test]
    fn a_tree_opens_folded_past_its_leaf_count_and_is_drawn_whole_only_up_to_its_node_count() {
        let small = notation::parse("<3,5,10>,<2,a,b>,<2,7,3>").tree.expect("the classic example");
        assert_eq!(opens_folded(&small, 9), (false, true));
        assert_eq!(opens_folded(&small, FOLD_LEAVES + 1), (true, true));
        let big = notation::parse(&vec!["1"; DRAW_WHOLE_MAX_NODES].join(",")).tree.expect("a wide tree");
        assert_eq!(opens_folded(&big, DRAW_WHOLE_MAX_NODES), (true, false));
    }

    /// At a dozen steps of each of 120 random searches: the open nodes hold the root, the
    /// path, the last step's node, the best line and what was unfolded,
    /// with each one's parent; a wide row keeps its ends, what is kept and
    /// its neighbours, and every child of a narrow row.
    #[test]
    fn open_nodes_hold_the_path_and_their_ancestors_and_wide_rows_keep_ends_and_neighbours() {
        let mut rng = Rng::new(7);
        for case in 0..120 {
            // Wide rows (past WIDE_ROW) in shallower trees: a few thousand
            // nodes at most.
            let (depth, wide) = if case % 3 == 0 { (3, 30) } else { (4, 4) };
            let tree = random_tree(&mut rng, depth, wide);
            let algorithm = if case % 2 == 0 { Algorithm::AlphaBeta } else { Algorithm::Minimax };
            let trace = Trace::run(&tree, Options { algorithm, ..Options::default() });
            let unfolded: BTreeSet<NodeId> = tree.ids().filter(|_| rng.below(10) == 0).collect();
            for step in (0..=trace.len()).step_by(1 + trace.len() / 12) {
                let snap = Snapshot::at(&tree, &trace, step);
                let last = step.checked_sub(1).and_then(|k| trace.events().get(k)).map(|e| e.node());
                let over = step == trace.len();
                let best = over.then(|| best_play(&tree, &trace, &snap));
                let open = open_nodes(&tree, &snap, last, best.as_deref(), &unfolded);
                let what = format!("case {case} step {step}");
                assert!(open.contains(&NodeId::ROOT), "{what}");
                for id in snap.path().iter().chain(last.iter()).chain(unfolded.iter()) {
                    assert!(open.contains(id), "{what}: {id:?} open");
                }
                if let Some(line) = &best {
                    for id in &line[..line.len().saturating_sub(1)] {
                        assert!(open.contains(id), "{what}: best play {id:?} open");
                    }
                }
                for &id in &open {
                    assert!(tree[id].parent().is_none_or(|p| open.contains(&p)), "{what}: {id:?}'s parent open");
                }
                let kept = kept_in_rows(&tree, &trace, &snap, &open);
                let rows = BTreeSet::new();
                let visible = visible_children(&tree, &kept, &rows);
                for id in tree.ids() {
                    let Some(parent) = tree[id].parent() else {
                        assert!(visible(id), "{what}: the root");
                        continue;
                    };
                    let (k, n) = (tree[id].index_in_parent(), tree[parent].child_count());
                    let near = tree.children(parent).any(|c| kept.contains(&c) && tree[c].index_in_parent().abs_diff(k) <= 2);
                    let want = n <= WIDE_ROW || k < 2 || k + 1 == n || near;
                    assert_eq!(visible(id), want, "{what}: child {k} of {n} under {parent:?}");
                    if kept.contains(&id) {
                        assert!(visible(id), "{what}: a kept node is drawn");
                    }
                }
                // A row asked for whole shows every child.
                let whole: BTreeSet<NodeId> = tree.ids().collect();
                let all = visible_children(&tree, &kept, &whole);
                assert!(tree.ids().all(&all), "{what}: rows asked for whole");
            }
        }
    }

    /// A wide row keeps the child the search reached last and the child
    /// whose value its parent's bound holds.
    #[test]
    fn a_wide_row_keeps_the_last_child_reached_and_the_one_that_gave_the_bound() {
        let leaves: Vec<String> = (0..40).map(|k| if k == 17 { "96".to_string() } else { (k % 9).to_string() }).collect();
        let tree = notation::parse(&leaves.join(",")).tree.expect("a wide root");
        let trace = Trace::run(&tree, Options { algorithm: Algorithm::Minimax, ..Options::default() });
        // Part way: the root has seen children 0..=k.
        let step = trace
            .events()
            .iter()
            .position(|e| tree[e.node()].index_in_parent() == 25 && e.node() != NodeId::ROOT)
            .expect("child 25 reached");
        let snap = Snapshot::at(&tree, &trace, step + 1);
        // Not named as the last step's node: the row keeps it on its own.
        let open = open_nodes(&tree, &snap, None, None, &BTreeSet::new());
        let child = |k: usize| tree.child(NodeId::ROOT, k).expect("a child");
        assert!(!open.contains(&child(25)), "a leaf is not an active call");
        let kept = kept_in_rows(&tree, &trace, &snap, &open);
        assert!(kept.contains(&child(25)), "the last child reached");
        assert!(kept.contains(&child(17)), "the child that gave ≥ 96");
        let rows = BTreeSet::new();
        let visible = visible_children(&tree, &kept, &rows);
        let shown: Vec<usize> = (0..40).filter(|&k| visible(child(k))).collect();
        assert_eq!(shown, [0, 1, 15, 16, 17, 18, 19, 23, 24, 25, 26, 27, 39]);
    }
}
