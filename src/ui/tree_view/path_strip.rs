//! The path strip: the active calls from the root to the current node, each
//! with its kind, its value so far and (alpha-beta) its α and β, in HTML
//! over the drawing, so it stays readable whatever the zoom and wherever
//! the search is in a big tree. At the end (no call is running) it names the
//! best play from the root with each node's value: the line a folded or
//! zoomed drawing may not show whole at readable size.

use std::rc::Rc;

use yew::prelude::*;

use minimax_engine::num::Bound;
use minimax_engine::replay::Snapshot;
use minimax_engine::tree::{NodeId, Player, Tree};

/// One call on the path.
#[derive(Clone, PartialEq, Debug)]
pub struct PathRow {
    pub name: String,
    pub player: Option<Player>,
    /// Its value or bound so far; empty before the first child returns.
    pub value: String,
    pub window: Option<(Bound, Bound)>,
    /// A chance node (`player` is `None`).
    pub chance: bool,
    /// A max^n node: the player (from 0) who moves there.
    pub mover: Option<u8>,
    /// The move into it (a game's), said on the best play.
    pub move_in: Option<String>,
}

/// The rows for `path` (the active calls at `snap`, or at the end the best
/// play from the root, `best`: each with the move into it, where the tree's
/// edges name moves, since the best play is a line of moves).
pub fn rows(
    tree: &Tree,
    trace: &minimax_engine::search::Trace,
    snap: &Snapshot,
    path: &[NodeId],
    (alpha_beta, best): (bool, bool),
) -> Vec<PathRow> {
    path.iter()
        .filter(|id| id.index() < tree.len())
        .map(|&id| PathRow {
            name: tree.name(id).to_string(),
            player: tree[id].player(),
            chance: tree[id].kind() == Some(minimax_engine::tree::Kind::Chance),
            mover: match tree[id].kind() {
                Some(minimax_engine::tree::Kind::Player { index, .. }) => Some(index),
                _ => None,
            },
            // Computed values (a weighted sum, a vector) read through the trace.
            value: snap.value_text(tree, trace, id).unwrap_or_default(),
            window: match (alpha_beta && tree.players().is_none(), snap.alpha(tree, id), snap.beta(tree, id)) {
                (true, Some(a), Some(b)) => Some((a, b)),
                _ => None,
            },
            move_in: tree[id].edge().and_then(|e| e.label.as_deref()).filter(|_| best).map(str::to_string),
        })
        .collect()
}

#[derive(Properties, PartialEq)]
pub struct PathStripProps {
    pub rows: Rc<Vec<PathRow>>,
    pub label: &'static str,
    /// Said first, when the rows are not the active calls (at the end:
    /// "best play").
    #[prop_or_default]
    pub lead: Option<&'static str>,
}

#[function_component(PathStrip)]
pub fn path_strip(p: &PathStripProps) -> Html {
    if p.rows.is_empty() {
        return html! {};
    }
    let chips = p.rows.iter().enumerate().map(|(k, row)| {
        let (kind, mark) = match row.player {
            _ if let Some(i) = row.mover => (super::node::player_class(i), super::node::PLAYER_MARKS[usize::from(i) % 6]),
            _ if row.chance => ("chance".to_string(), "●"),
            Some(Player::Max) => ("max".to_string(), "▲"),
            Some(Player::Min) => ("min".to_string(), "▼"),
            None => ("leaf".to_string(), "■"),
        };
        html! {
            <li class={classes!("chip", kind)}>
                if k > 0 { <span class="sep" aria-hidden="true">{ "›" }</span> }
                if let Some(m) = &row.move_in { <span class="move">{ m.clone() }</span> }
                <span class="mark" aria-hidden="true">{ mark }</span>
                <b>{ row.name.clone() }</b>
                if !row.value.is_empty() { <span class="v">{ row.value.clone() }</span> }
                if let Some((a, b)) = row.window { <span class="ab">{ format!("α={a} β={b}") }</span> }
            </li>
        }
    });
    html! {
        <ol class={classes!("path-strip", p.lead.is_some().then_some("best-play"))} data-testid="path-strip" aria-label={p.label}>
            if let Some(lead) = p.lead { <li class="lead">{ lead }</li> }
            { for chips }
        </ol>
    }
}
