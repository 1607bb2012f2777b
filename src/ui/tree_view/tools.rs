//! The tools for the selected node (edit, add a child, move, delete, fold
//! and unfold) and the drawing's legend.

use std::cell::RefCell;
use std::rc::Rc;

use yew::prelude::*;

use super::props::TreeViewProps;
use super::props::{FoldAction, Folds};
use minimax_app::i18n::Text;
use minimax_app::state::Action;
use minimax_engine::edit::Edit;
use minimax_engine::num::{Bound, Num};
use minimax_engine::tree::{Leaf, NodeId};

/// Tools for the selected node: edit, add a child, move, delete.
/// The node to select once a node tool's edit has made the next tree, and
/// the tree it was made from (a refused edit makes none, and is forgotten
/// with the next tree).
pub(super) type KeepSelection = Rc<RefCell<Option<(usize, NodeId)>>>;

/// `fold` is whether the selected node is folded now (`Some(true)`: offer
/// Unfold), unfolded by the reader (`Some(false)`: offer Fold), or neither.
pub(super) fn node_tools(
    p: &TreeViewProps,
    selected: &UseStateHandle<Option<NodeId>>,
    keep: &KeepSelection,
    fold: (Option<bool>, &UseReducerDispatcher<Folds>),
    t: &Text,
) -> Html {
    let Some(id) = **selected else {
        return html! { <span class="hint">{ if crate::ui::page::is_touch() { t.tree_view.tap_hint } else { t.tree_view.click_hint } }</span> };
    };
    if id.index() >= p.search.tree.len() {
        return html! {};
    }
    let tree = &p.search.tree;
    let node = &tree[id];
    // Where the edited node will be after each tool: adding a child keeps
    // its place, a move lands where the sibling started (left) or after the
    // sibling's subtree (right), a delete selects the parent.
    let siblings: Vec<NodeId> = node.parent().map(|p| tree.children(p).collect()).unwrap_or_default();
    let at = siblings.iter().position(|&c| c == id);
    let left = at.and_then(|k| k.checked_sub(1)).and_then(|k| siblings.get(k)).copied();
    let right = at.and_then(|k| siblings.get(k + 1)).map(|&r| NodeId(id.0 + (tree[r].subtree_end().0 - r.0)));
    let from = Rc::as_ptr(&p.search.tree) as usize;
    let tool = |label: &'static str, testid: &'static str, action: Action, then: Option<NodeId>| {
        let (p, keep) = (p.clone(), keep.clone());
        let onclick = Callback::from(move |_: MouseEvent| {
            *keep.borrow_mut() = then.map(|id| (from, id));
            p.dispatch.dispatch(action.clone());
        });
        html! { <button type="button" class="text-button small" data-testid={testid} {onclick}>{ label }</button> }
    };
    html! {
        <span class="node-tools" data-testid="node-tools">
            <span class="selected-name">{ p.search.tree.name(id).to_string() }</span>
            if node.is_leaf() { { tool(t.tree_view.edit_value, "tool-edit", Action::BeginEdit(id), None) } }
            if matches!(node.leaf(), Some(Leaf::Value(_))) { { tool(t.what_if_panel.what_if, "tool-what-if", Action::WhatIf(Some(id)), Some(id)) } }
            if let (Some(folded), folds) = fold {
                { fold_tool(folded, id, folds, t) }
            }
            { tool(t.tree_view.add_child, "tool-add", Action::Edit(Edit::AddChild(id, new_leaf(&p.search.tree))), Some(id)) }
            if node.parent().is_some() {
                { tool(t.tree_view.move_left, "tool-left", Action::Edit(Edit::Move(id, -1)), left) }
                { tool(t.tree_view.move_right, "tool-right", Action::Edit(Edit::Move(id, 1)), right) }
                { tool(t.tree_view.delete, "tool-delete", Action::Edit(Edit::Delete(id)), node.parent()) }
            }
        </span>
    }
}

/// The leaf a new child starts as: 0, or in a tree of n players a
/// vector of n zeros.
fn new_leaf(tree: &minimax_engine::tree::Tree) -> Leaf {
    match tree.players() {
        Some(n) => Leaf::Vector(vec![Bound::Finite(Num::int(0)); usize::from(n)].into()),
        None => Leaf::Value(Bound::Finite(Num::int(0))),
    }
}

/// The drawing's legend: what the drawing `p` shows, and whether it is
/// `folding` a big tree.
pub(super) fn legend(t: &Text, folding: bool, p: &TreeViewProps) -> Html {
    let (what_if, code, game) = (p.what_if.is_some(), p.code.is_some(), p.game.is_some());
    let hits = p.game.as_ref().map_or(0, |g| g.hits);
    let chance = minimax_engine::explain::has_chance(&p.search.tree);
    let players = p.search.tree.players();
    // A max^n tree: one shape and colour per player instead of MAX/MIN.
    let movers = players.map(|n| {
        (0..n.min(12)).map(|i| html! {
            <span class={super::node::player_class(i)}><svg viewBox="-12 -12 24 24"><polygon class="lg player" points={super::node::player_points(i, 0.0, 0.0, 9.0)} /></svg>{ (t.players.player_name)(i + 1) }</span>
        }).collect::<Html>()
    });
    html! {
        <p class="legend" aria-hidden="true">
            if let Some(movers) = movers {
                { movers }
            } else {
                <span><svg viewBox="-12 -12 24 24"><polygon class="lg max" points="0,-9 9,8 -9,8" /></svg>{ "MAX" }</span>
                <span><svg viewBox="-12 -12 24 24"><polygon class="lg min" points="-9,-8 9,-8 0,9" /></svg>{ "MIN" }</span>
            }
            if chance {
                <span><svg viewBox="-12 -12 24 24"><circle class="lg chance" cx="0" cy="0" r="8" /></svg>{ t.tree_view.chance_node }</span>
            }
            <span><svg viewBox="-12 -12 24 24"><rect class="lg leaf" x="-8" y="-8" width="16" height="16" /></svg>{ t.tree_view.leaf }</span>
            <span><svg viewBox="0 0 28 12"><line class="lg-edge active" x1="0" y1="6" x2="28" y2="6" /></svg>{ t.tree_view.current_path }</span>
            <span><svg viewBox="0 0 28 12"><line class="lg-edge pruned" x1="0" y1="6" x2="28" y2="6" /></svg>{ t.tree_view.pruned }</span>
            <span><svg viewBox="0 0 28 12"><line class="lg-edge pv" x1="0" y1="6" x2="28" y2="6" /></svg>{ t.tree_view.best_play }</span>
            if code {
                <span><svg viewBox="-12 -12 24 24"><rect class="lg leaf code-only" x="-8" y="-8" width="16" height="16" /></svg>{ t.modes.code_only }</span>
                <span><svg viewBox="-12 -12 24 24"><rect class="lg leaf search-only" x="-8" y="-8" width="16" height="16" /></svg>{ t.modes.search_only }</span>
            }
            if what_if {
                <span><svg viewBox="-12 -12 24 24"><rect class="lg leaf what-if-x" x="-8" y="-8" width="16" height="16" /></svg>{ t.what_if_panel.what_if_legend.varies }</span>
                <span><svg viewBox="-12 -12 24 24"><rect class="lg leaf what-if-depends" x="-8" y="-8" width="16" height="16" /></svg>{ t.what_if_panel.what_if_legend.depends }</span>
            }
            if game {
                <span><svg viewBox="-12 -12 24 24"><rect class="lg leaf frontier" x="-8" y="-8" width="16" height="16" /></svg>{ t.games.legend_frontier }</span>
                <span><svg viewBox="-12 -12 24 24"><rect class="lg leaf stub" x="-8" y="-8" width="16" height="16" /></svg>{ t.games.legend_stub }</span>
            }
            if hits > 0 {
                <span><svg viewBox="-12 -12 24 24"><rect class="lg leaf transposition" x="-8" y="-8" width="16" height="16" /></svg>{ t.games.legend_same_as }</span>
            }
            if folding {
                <span><svg viewBox="-12 -12 26 26"><polygon class="lg stack" points="-4,-5 13,-5 4.5,12" /><polygon class="lg min" points="-9,-8 9,-8 0,9" /></svg>{ t.tree_view.folded_legend }</span>
            }
        </p>
    }
}

/// Unfold a folded node, or fold again one the reader unfolded.
fn fold_tool(folded: bool, id: NodeId, folds: &UseReducerDispatcher<Folds>, t: &Text) -> Html {
    let folds = folds.clone();
    let (label, testid) = if folded { (t.tree_view.unfold, "tool-unfold") } else { (t.tree_view.fold, "tool-fold") };
    let onclick = Callback::from(move |_: MouseEvent| folds.dispatch(if folded { FoldAction::Unfold(id) } else { FoldAction::Fold(id) }));
    html! { <button type="button" class="text-button small" data-testid={testid} {onclick}>{ label }</button> }
}
