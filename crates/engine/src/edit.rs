//! Edits a person makes to a tree: set a leaf, add a child, delete a node,
//! move a child left or right, swap the root's player. Each edit returns a
//! new tree or a message saying why it cannot be done; the old tree is
//! never changed.

use super::tree::{Leaf, NodeId, Player, Tree, TreeBuilder};

/// One edit.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Edit {
    /// Give a leaf a new value or placeholder.
    SetLeaf(NodeId, Leaf),
    /// Append a leaf child to a node; a leaf becomes an internal node with
    /// its old value and the new one as children.
    AddChild(NodeId, Leaf),
    /// Remove a node and its subtree.
    Delete(NodeId),
    /// Swap a node with its left (`-1`) or right (`+1`) sibling.
    Move(NodeId, i8),
    /// Make the root MIN if it is MAX and MAX if it is MIN.
    SwapRoot,
}

/// Why an edit cannot be done; `words::edit_message` words it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum EditError {
    /// Only leaves have values.
    NotALeaf,
    /// The node was removed (a stale click).
    Gone,
    RootDelete,
    /// `node` is `parent`'s only child.
    OnlyChild {
        node: String,
        parent: String,
    },
    RootMove,
    /// `node` is already the first (`first`) or last child.
    AlreadyAtEnd {
        node: String,
        first: bool,
    },
    /// Rebuilding failed (a bug; never seen in practice).
    Broken(String),
}

/// A tree as nested child lists, for rearranging before rebuilding.
struct Outline {
    children: Vec<Vec<NodeId>>,
}

impl Outline {
    fn of(tree: &Tree) -> Outline {
        Outline { children: tree.ids().map(|id| tree.children(id).collect()).collect() }
    }
}

/// Applies `edit` to `tree`.
pub fn apply(tree: &Tree, edit: &Edit) -> Result<Tree, EditError> {
    let exists = |id: NodeId| id.index() < tree.len();
    match edit {
        Edit::SetLeaf(id, leaf) => {
            if !exists(*id) || !tree[*id].is_leaf() {
                return Err(EditError::NotALeaf);
            }
            tree.with_leaf(*id, leaf.clone()).ok_or(EditError::NotALeaf)
        }
        Edit::AddChild(id, leaf) => {
            if !exists(*id) {
                return Err(EditError::Gone);
            }
            let outline = Outline::of(tree);
            let mut extra = Vec::new();
            if let Some(old) = tree[*id].leaf() {
                // The leaf turns into a node: its old value becomes the first
                // child and the new leaf the second.
                extra.push((*id, old.clone()));
            }
            extra.push((*id, leaf.clone()));
            rebuild(tree, &outline, None, &extra, tree.root_player())
        }
        Edit::Delete(id) => {
            if !exists(*id) {
                return Err(EditError::Gone);
            }
            let Some(parent) = tree[*id].parent() else {
                return Err(EditError::RootDelete);
            };
            if tree[parent].child_count() == 1 {
                return Err(EditError::OnlyChild { node: tree.name(*id).to_string(), parent: tree.name(parent).to_string() });
            }
            let mut outline = Outline::of(tree);
            outline.children[parent.index()].retain(|c| c != id);
            rebuild(tree, &outline, None, &[], tree.root_player())
        }
        Edit::Move(id, direction) => {
            if !exists(*id) {
                return Err(EditError::Gone);
            }
            let Some(parent) = tree[*id].parent() else {
                return Err(EditError::RootMove);
            };
            let k = tree[*id].index_in_parent();
            let target = if *direction < 0 { k.checked_sub(1) } else { Some(k + 1) };
            let mut outline = Outline::of(tree);
            let siblings = &mut outline.children[parent.index()];
            match target {
                Some(t) if t < siblings.len() => siblings.swap(k, t),
                _ => return Err(EditError::AlreadyAtEnd { node: tree.name(*id).to_string(), first: *direction < 0 }),
            }
            rebuild(tree, &outline, None, &[], tree.root_player())
        }
        Edit::SwapRoot => {
            let outline = Outline::of(tree);
            let current = tree[NodeId::ROOT].player().unwrap_or(tree.root_player());
            let flipped = current.other();
            // An explicit kind at the root is flipped too, so the swap shows.
            let root_kind = tree[NodeId::ROOT].explicit().map(|_| flipped);
            rebuild(tree, &outline, Some(root_kind), &[], flipped)
        }
    }
}

/// Emits the outline in preorder into a new tree. `root_kind` overrides the
/// root's explicit kind; `extra` appends leaves to nodes.
fn rebuild(
    tree: &Tree,
    outline: &Outline,
    root_kind: Option<Option<Player>>,
    extra: &[(NodeId, Leaf)],
    root_player: Player,
) -> Result<Tree, EditError> {
    let mut b = TreeBuilder::new();
    // Stack of (node, next child position) being emitted.
    let mut stack: Vec<(NodeId, usize)> = Vec::new();
    let open = |b: &mut TreeBuilder, stack: &mut Vec<(NodeId, usize)>, id: NodeId| {
        let node = &tree[id];
        let label = node.label().map(Box::from);
        let gains_children = extra.iter().any(|(at, _)| *at == id);
        match node.leaf() {
            Some(leaf) if !gains_children => {
                b.leaf(label, leaf.clone());
            }
            _ => {
                // Every written kind is kept (chance nodes, `p2(…)`), not
                // only MAX and MIN.
                match (id == NodeId::ROOT, root_kind) {
                    (true, Some(kind)) => b.open(label, kind),
                    _ => b.open_kind(label, node.explicit_kind()),
                };
                stack.push((id, 0));
            }
        }
        // So is what the edge into it carries (a probability, a move).
        if let Some(edge) = node.edge() {
            b.set_edge(edge.clone());
        }
    };
    open(&mut b, &mut stack, NodeId::ROOT);
    while let Some((id, next)) = stack.last_mut() {
        let id = *id;
        if let Some(&child) = outline.children[id.index()].get(*next) {
            *next += 1;
            open(&mut b, &mut stack, child);
            continue;
        }
        for (_, leaf) in extra.iter().filter(|(at, _)| *at == id) {
            b.leaf(None, leaf.clone());
        }
        stack.pop();
        b.close();
    }
    b.finish(root_player).map_err(|e| EditError::Broken(format!("{e:?}")))
}

#[cfg(test)]
mod kind_tests {
    use super::*;
    use crate::notation::{parse, print};
    use crate::num::Bound;

    #[test]
    fn edits_keep_chance_nodes_players_and_probabilities() {
        let edit = |text: &str, e: Edit| parse(text).into_result().ok().and_then(|t| apply(&t, &e).ok()).map(|t| print(&t));
        let zeros = Leaf::Vector(vec![Bound::int(0); 3].into());
        assert_eq!(edit("p2({1,1,0},{0,5,0})", Edit::AddChild(NodeId::ROOT, zeros)).as_deref(), Some("p2({1,1,0},{0,5,0},{0,0,0})"));
        assert_eq!(edit("p2({1,1,0},{0,5,0})", Edit::Move(NodeId(1), 1)).as_deref(), Some("p2({0,5,0},{1,1,0})"));
        assert_eq!(
            edit("max(?(0.9: 1, 0.1: 2), 3)", Edit::AddChild(NodeId::ROOT, Leaf::Value(Bound::int(0)))).as_deref(),
            Some("max(chance(0.9:1,0.1:2),3,0)")
        );
        assert_eq!(edit("max(?(0.9: 1, 0.1: 2), 3)", Edit::Move(NodeId(2), 1)).as_deref(), Some("max(chance(0.1:2,0.9:1),3)"));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::{parse, print};
    use crate::num::Bound;

    fn tree(text: &str) -> Tree {
        parse(text).into_result().unwrap_or_else(|e| panic!("{text}: {e:?}"))
    }

    fn edited(text: &str, edit: Edit) -> String {
        print(&apply(&tree(text), &edit).unwrap_or_else(|e| panic!("{edit:?}: {e}")))
    }

    #[test]
    fn edits() {
        let classic = "<3,5,10>,<2,a,b>,<2,7,3>";
        assert_eq!(edited(classic, Edit::SetLeaf(NodeId(7), Leaf::Value(Bound::int(-4)))), "<3,5,10>,<2,-4,b>,<2,7,3>");
        assert_eq!(edited(classic, Edit::AddChild(NodeId(1), Leaf::Value(Bound::int(8)))), "<3,5,10,8>,<2,a,b>,<2,7,3>");
        assert_eq!(edited(classic, Edit::AddChild(NodeId(2), Leaf::Value(Bound::int(8)))), "<<3,8>,5,10>,<2,a,b>,<2,7,3>");
        assert_eq!(edited(classic, Edit::Delete(NodeId(6))), "<3,5,10>,<a,b>,<2,7,3>");
        assert_eq!(edited(classic, Edit::Delete(NodeId(1))), "<2,a,b>,<2,7,3>");
        assert_eq!(edited(classic, Edit::Move(NodeId(6), 1)), "<3,5,10>,<a,2,b>,<2,7,3>");
        assert_eq!(edited(classic, Edit::Move(NodeId(9), -1)), "<3,5,10>,<2,7,3>,<2,a,b>");
        let swapped = apply(&tree(classic), &Edit::SwapRoot).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(swapped[NodeId::ROOT].player(), Some(Player::Min));
        assert_eq!(swapped[NodeId(1)].player(), Some(Player::Max));
        assert_eq!(edited("max(1,2)", Edit::SwapRoot), "min(1,2)");
        // Labels and kinds survive a rebuild.
        assert_eq!(edited("X:max(y:3,min(1,2))", Edit::Move(NodeId(1), 1)), "X:max(min(1,2),y:3)");
    }

    #[test]
    fn refusals_say_why() {
        let t = tree("<3,5>,<2>");
        assert_eq!(apply(&t, &Edit::Delete(NodeId::ROOT)).map_err(|e| e.to_string()), Err("the root cannot be deleted".to_string()));
        assert!(
            apply(&t, &Edit::Delete(NodeId(5)))
                .is_err_and(|e| e.to_string() == "C1 is C's only child: a node needs at least one child, so delete C instead")
        );
        assert!(apply(&t, &Edit::Move(NodeId(1), -1)).is_err_and(|e| e.to_string().contains("already the first")));
        assert!(apply(&t, &Edit::Move(NodeId(4), 1)).is_err_and(|e| e.to_string().contains("already the last")));
        assert!(apply(&t, &Edit::SetLeaf(NodeId(1), Leaf::Value(Bound::int(1)))).is_err());
        assert!(apply(&t, &Edit::Delete(NodeId(99))).is_err());
    }
}
