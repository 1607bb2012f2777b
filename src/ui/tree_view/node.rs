//! One node of the drawing: its shape (stacked when its subtree is folded),
//! name, value or bound, α/β while it is on the path, and what a click or
//! Enter does (select it; edit a leaf; unfold a folded node). Memoised:
//! equal props skip the re-render, so a step redraws only what it changed.

use std::cell::RefCell;
use std::rc::Rc;

use yew::prelude::*;

use super::geometry::{COUNT_END, Gesture, HIT, R, beside_picture, brief, count_font, fixed, leaf_half_width, picture_side, text_offsets};
use super::props::{FoldAction, Folds};
use minimax_app::i18n::Text;
use minimax_app::state::{Action, Model};
use minimax_engine::drawing::labels::WindowAt;
use minimax_engine::games::Picture;
use minimax_engine::games::connect4::{COLUMNS, ROWS};
use minimax_engine::games::tictactoe::Mark;
use minimax_engine::num::Bound;
use minimax_engine::replay::NodeState;
use minimax_engine::tree::{NodeId, Player};

/// Shared gesture state, compared by identity so node props stay equal.
#[derive(Clone)]
pub(super) struct GestureRef(pub Rc<RefCell<Gesture>>);

impl PartialEq for GestureRef {
    fn eq(&self, other: &GestureRef) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

/// Everything one drawn node shows. Equal props skip the re-render, so a
/// step re-renders only the nodes it changed.
#[derive(Properties, PartialEq)]
pub(super) struct NodeProps {
    pub id: NodeId,
    pub x: f64,
    pub y: f64,
    pub player: Option<Player>,
    /// A chance node (drawn as a circle; `player` is `None`).
    #[prop_or_default]
    pub chance: bool,
    /// A max^n node: the player (from 0) who moves, of how many; drawn
    /// with that player's shape and colour (`player` is `None`).
    #[prop_or_default]
    pub mover: Option<(u8, u8)>,
    /// The component of a vector value to draw bold: the one that decides
    /// here (the mover's; at a leaf, its parent's mover's).
    #[prop_or_default]
    pub emphasis: Option<usize>,
    pub state: NodeState,
    pub current: bool,
    pub selected: bool,
    pub pv: bool,
    pub name: AttrValue,
    pub path: AttrValue,
    pub value_text: AttrValue,
    pub data_value: Option<AttrValue>,
    /// α and β, set while the node is on the path (alpha-beta only).
    pub window: Option<(Bound, Bound)>,
    /// Folded: its subtree is not drawn; the words for how many nodes it
    /// holds ("40 nodes") and that number.
    pub folded: Option<(AttrValue, usize)>,
    /// "what-if-x" for the What-if leaf, "what-if-depends" for a leaf its
    /// value can prune or keep.
    pub what_if: Option<&'static str>,
    /// "practice-wrong" for a node answered wrong in practice mode.
    #[prop_or_default]
    pub practice: Option<&'static str>,
    /// "code-only" or "search-only": who visited it, in a check of a
    /// student's code.
    #[prop_or_default]
    pub code: Option<&'static str>,
    /// In a read-only pane a click only selects.
    pub read_only: bool,
    /// Pruned here and not in the other pane of a side-by-side view.
    pub differs: bool,
    /// Font sizes of names and values, and of α/β.
    pub fonts: (f64, f64),
    /// Where α/β goes (see `place`).
    #[prop_or(WindowAt::above(false))]
    pub window_at: WindowAt,
    /// The value goes right of the shape, not below right (an edge would
    /// run through it there).
    #[prop_or_default]
    pub value_beside: bool,
    /// The tap target's width and height.
    #[prop_or((HIT, HIT))]
    pub hit: (f64, f64),
    /// The words of the interface (accessible names).
    pub text: &'static Text,
    pub dispatcher: UseReducerDispatcher<Model>,
    pub select: UseStateSetter<Option<NodeId>>,
    pub gesture: GestureRef,
    pub folds: UseReducerDispatcher<Folds>,
    /// A game's position, drawn beside the node (under a leaf).
    #[prop_or_default]
    pub picture: Option<Picture>,
    /// "frontier" for a leaf evaluated at the depth limit, "stub" for a
    /// move a cutoff skipped (never played).
    #[prop_or_default]
    pub game_class: Option<&'static str>,
}

/// A position drawn small, centred at (`cx`, `cy`), about `size` wide.
pub fn picture_svg(picture: &Picture, cx: f64, cy: f64, size: f64) -> Html {
    let f = |v: f64| fixed(v, 1);
    match picture {
        Picture::TicTacToe(board) => {
            let cell = size / 3.0;
            let (x0, y0) = (cx - size / 2.0, cy - size / 2.0);
            let marks = board.iter().enumerate().map(|(i, m)| {
                let (mx, my) = (x0 + cell * ((i % 3) as f64 + 0.5), y0 + cell * ((i / 3) as f64 + 0.5));
                let r = cell * 0.32;
                match m {
                    Mark::X => html! { <path class="mark-x" d={format!("M{} {}L{} {}M{} {}L{} {}", f(mx - r), f(my - r), f(mx + r), f(my + r), f(mx + r), f(my - r), f(mx - r), f(my + r))} /> },
                    Mark::O => html! { <circle class="mark-o" cx={f(mx)} cy={f(my)} r={f(r)} /> },
                    Mark::Empty => html! {},
                }
            });
            let grid = format!(
                "M{} {}V{}M{} {}V{}M{} {}H{}M{} {}H{}",
                f(x0 + cell),
                f(y0),
                f(y0 + size),
                f(x0 + 2.0 * cell),
                f(y0),
                f(y0 + size),
                f(x0),
                f(y0 + cell),
                f(x0 + size),
                f(x0),
                f(y0 + 2.0 * cell),
                f(x0 + size)
            );
            html! { <g class="picture ttt" aria-hidden="true"><rect class="board" x={f(x0)} y={f(y0)} width={f(size)} height={f(size)} /><path class="grid" d={grid} />{ for marks }</g> }
        }
        Picture::Coins(c) => {
            let shown = c.coins.min(6);
            let r = size / 12.0;
            let width = f64::from(shown) * 2.4 * r;
            let coins = (0..shown)
                .map(|k| html! { <circle class="coin" cx={f(cx - width / 2.0 + (f64::from(k) + 0.5) * 2.4 * r)} cy={f(cy)} r={f(r)} /> });
            let more = (c.coins > shown).then(|| html! { <text class="coin-count" x={f(cx + width / 2.0 + 2.0)} y={f(cy + r)} text-anchor="start">{ format!("+{}", c.coins - shown) }</text> });
            html! { <g class="picture coins" aria-hidden="true">{ for coins }{ for more }</g> }
        }
        Picture::Rabbit(r) => {
            let cell = size / 8.0;
            let (x0, y0) = (cx - size / 2.0, cy - size / 2.0);
            let squares = (0..64u8).filter(|s| (s / 8 + s % 8) % 2 == 1).map(|s| {
                let (x, y) = (x0 + cell * f64::from(s % 8), y0 + cell * f64::from(s / 8));
                let class = if s == r.rabbit {
                    "sq rabbit"
                } else if r.wolves & (1 << s) != 0 {
                    "sq wolf"
                } else {
                    "sq"
                };
                html! { <rect {class} x={f(x)} y={f(y)} width={f(cell)} height={f(cell)} /> }
            });
            html! { <g class="picture rabbit" aria-hidden="true"><rect class="board" x={f(x0)} y={f(y0)} width={f(size)} height={f(size)} />{ for squares }</g> }
        }
        Picture::ConnectFour(b) => {
            // Seven columns, six rows, the bottom row at the bottom.
            let cell = size / COLUMNS as f64;
            let height = cell * ROWS as f64;
            let (x0, y0) = (cx - size / 2.0, cy - height / 2.0);
            let discs = (0..COLUMNS).flat_map(|c| (0..ROWS).map(move |r| (c, r))).map(|(c, r)| {
                let class = match b.cell(c, r) {
                    Some(true) => "disc max",
                    Some(false) => "disc min",
                    None => "disc",
                };
                let (x, y) = (x0 + cell * (c as f64 + 0.5), y0 + height - cell * (r as f64 + 0.5));
                html! { <circle {class} cx={f(x)} cy={f(y)} r={f(cell * 0.38)} /> }
            });
            html! { <g class="picture c4" aria-hidden="true"><rect class="board" x={f(x0)} y={f(y0)} width={f(size)} height={f(height)} rx={f(cell * 0.2)} />{ for discs }</g> }
        }
        Picture::Nim(n) => {
            // One row of objects a pile, at most eight drawn (then "+N").
            let piles = n.piles();
            let rows = piles.len().max(1) as f64;
            let pitch = (size / rows).min(size / 4.0);
            let r = (pitch * 0.32).min(size / 20.0);
            let top = cy - pitch * rows / 2.0;
            let rows_html = piles.iter().enumerate().map(|(k, &count)| {
                let y = top + pitch * (k as f64 + 0.5);
                let shown = count.min(8);
                let x0 = cx - size / 2.0 + r;
                let dots = (0..shown).map(move |i| html! { <circle class="coin" cx={f(x0 + f64::from(i) * 2.6 * r)} cy={f(y)} r={f(r)} /> });
                let more = (count > shown).then(|| html! { <text class="coin-count" x={f(x0 + f64::from(shown) * 2.6 * r)} y={f(y + r)} text-anchor="start">{ format!("+{}", count - shown) }</text> });
                let empty = (count == 0).then(|| html! { <line class="pile-empty" x1={f(x0 - r)} y1={f(y)} x2={f(x0 + 2.0 * r)} y2={f(y)} /> });
                html! { <g class="pile">{ for dots }{ for more }{ for empty }</g> }
            });
            html! { <g class="picture nim" aria-hidden="true">{ for rows_html }</g> }
        }
    }
}

/// Player `index`'s shape (from 0) as a text mark, as [`player_points`]
/// draws it.
pub(crate) const PLAYER_MARKS: [&str; 6] = ["▲", "▼", "◆", "⬟", "⬢", "⯃"];

/// The class that gives player `index` (from 0) its colour: `p1` … `p6`.
pub(crate) fn player_class(index: u8) -> String {
    format!("p{}", u16::from(index) % 6 + 1)
}

/// The points of player `index`'s shape (from 0), centred at (`x`, `y`):
/// ▲, ▼, ◆, a pentagon, a hexagon, then an octagon, so no two of the first
/// six players look alike even without colour.
pub(crate) fn player_points(index: u8, x: f64, y: f64, r: f64) -> String {
    let corners = |n: u32, turn: f64| {
        (0..n)
            .map(|k| {
                let a = turn + std::f64::consts::TAU * f64::from(k) / f64::from(n);
                // The browser's cosine and sine: Rust's would bring libm's
                // into the page's wasm for these few corners.
                format!("{},{}", fixed(x + r * js_sys::Math::cos(a), 1), fixed(y + r * js_sys::Math::sin(a), 1))
            })
            .collect::<Vec<_>>()
            .join(" ")
    };
    let up = -std::f64::consts::FRAC_PI_2;
    match index {
        0 => format!(
            "{},{} {},{} {},{}",
            fixed(x, 1),
            fixed(y - r, 1),
            fixed(x + r, 1),
            fixed(y + r * 0.8, 1),
            fixed(x - r, 1),
            fixed(y + r * 0.8, 1)
        ),
        1 => format!(
            "{},{} {},{} {},{}",
            fixed(x - r, 1),
            fixed(y - r * 0.8, 1),
            fixed(x + r, 1),
            fixed(y - r * 0.8, 1),
            fixed(x, 1),
            fixed(y + r, 1)
        ),
        2 => corners(4, up),
        3 => corners(5, up),
        4 => corners(6, 0.0),
        _ => corners(8, std::f64::consts::PI / 8.0),
    }
}

/// A vector value `(1, 2, 6)` with component `bold` (from 0) drawn bold.
fn vector_spans(text: &str, bold: Option<usize>) -> Html {
    // "(1, 2, 6) …": a best vector so far.
    let (text, more) = match text.strip_suffix(" …") {
        Some(held) => (held, " …"),
        None => (text, ""),
    };
    let Some(inner) = text.strip_prefix('(').and_then(|t| t.strip_suffix(')')) else { return html! { { format!("{text}{more}") } } };
    let parts = inner.split(", ").enumerate().map(|(i, part)| {
        let sep = if i > 0 { ", " } else { "" };
        if Some(i) == bold {
            html! { <>{ sep }<tspan class="decides">{ part.to_string() }</tspan></> }
        } else {
            html! { <>{ sep }{ part.to_string() }</> }
        }
    });
    html! { <>{ "(" }{ for parts }{ ")" }{ more }</> }
}

#[function_component(DrawnNode)]
pub(super) fn drawn_node(p: &NodeProps) -> Html {
    let (x, y) = (p.x, p.y);
    let is_leaf = p.player.is_none() && !p.chance && p.mover.is_none();
    let shape = shape(p);
    let stack = stack(p);
    let kind = match p.player {
        _ if p.mover.is_some() => "player",
        _ if p.chance => "chance",
        Some(Player::Max) => "max",
        Some(Player::Min) => "min",
        None => "leaf",
    };
    let accessible = accessible_name(p);
    let player_class = p.mover.map(|(index, _)| player_class(index));
    let class = classes!(
        "node",
        kind,
        player_class,
        p.state.name(),
        p.current.then_some("current"),
        p.selected.then_some("selected"),
        p.pv.then_some("pv"),
        p.folded.is_some().then_some("folded"),
        p.what_if,
        p.practice,
        p.code,
        p.differs.then_some("differs"),
        p.game_class
    );
    let (onclick, onkeydown) = handlers(p, is_leaf);
    let (font, window_font) = p.fonts;
    let (name_dy, value_dy, (alpha_dy, beta_dy)) = text_offsets(font, window_font);
    let size = brief(font);
    // A game's position goes between an internal node and its name (which
    // the sentences use), and under a leaf.
    let picture = p.picture.as_ref().map(|pic| {
        if is_leaf {
            let side = picture_side(font);
            picture_svg(pic, x, y + R * 0.85 + 4.0 + side / 2.0, side)
        } else {
            let (side, dy) = beside_picture(font);
            picture_svg(pic, x - R - 6.0 - side / 2.0, y + dy, side)
        }
    });
    let name_end = if p.picture.is_some() { x - R - 10.0 - beside_picture(font).0 } else { x - R - 6.0 };
    let label = (!is_leaf).then(|| html! { <text class="label" font-size={size.clone()} x={fixed(name_end, 1)} y={fixed(y + name_dy, 1)} text-anchor="end" aria-hidden="true">{ format!("{} ", p.name) }</text> });
    let (value_x, value_y, anchor) = match (is_leaf, p.mover) {
        (true, _) => (x, y + name_dy, "middle"),
        // A max^n node's vector, or a value an edge would cross below:
        // right of the shape, clear of its edges.
        (false, Some(_)) => (x + R + 8.0, y + name_dy, "start"),
        (false, None) if p.value_beside => (x + R + 8.0, y + name_dy, "start"),
        (false, None) => (x + R + 8.0, y + value_dy, "start"),
    };
    // How many nodes a folded node holds, under its shape, in the band of
    // the values.
    let count = p.folded.as_ref().map(|(_, n)| {
        let small = count_font(font);
        html! { <text class="count" font-size={brief(small)} x={fixed(x + COUNT_END, 1)} y={fixed(y + R + 5.0 + 0.9 * small, 1)} text-anchor="end" aria-hidden="true">{ format!("+{n}") }</text> }
    });
    // α/β above the node, in the band between the rows (see `spacing`).
    // α above β, beside the edge that comes into the node, on the side
    // away from it.
    let window = p.window.map(|(a, b)| {
        let at = p.window_at;
        let (wx, anchor) = (fixed(x + at.dx, 1), if at.end { "end" } else { "start" });
        let (alpha_dy, beta_dy) = (alpha_dy + at.dy, beta_dy + at.dy);
        html! {
            <text class="window" font-size={brief(window_font)} x={wx.clone()} y={fixed(y + alpha_dy, 1)} text-anchor={anchor} aria-hidden="true">
                // The text reads " α=3 β=∞", as the node's accessible name
                // has it after the name and the value.
                { " " }
                <tspan x={wx.clone()} y={fixed(y + alpha_dy, 1)}>{ format!("α={a}") }</tspan>
                { " " }
                <tspan x={wx} y={fixed(y + beta_dy, 1)}>{ format!("β={b}") }</tspan>
            </text>
        }
    });
    html! {
        <g {class} data-path={p.path.clone()} data-state={p.state.name()} data-value={p.data_value.clone()} data-folded={p.folded.as_ref().map(|(_, n)| n.to_string())}
            data-alpha={p.window.map(|(a, _)| a.notation())} data-beta={p.window.map(|(_, b)| b.notation())}
            tabindex="0" role="button" aria-label={accessible} {onclick} {onkeydown}>
            <rect class="hit" x={fixed(x - p.hit.0 / 2.0, 1)} y={fixed(y - p.hit.1 / 2.0, 1)} width={fixed(p.hit.0, 1)} height={fixed(p.hit.1, 1)} />
            { for stack }
            { shape }
            { for label }
            { for picture }
            <text class="value" font-size={size} x={fixed(value_x, 1)} y={fixed(value_y, 1)} text-anchor={anchor} aria-hidden="true">{ vector_spans(&p.value_text, p.emphasis) }</text>
            { for count }
            { for window }
        </g>
    }
}

/// The node's shape: a player's polygon, a chance circle, MAX's ▲, MIN's
/// ▼, or a leaf's box wide enough for its value.
fn shape(p: &NodeProps) -> Html {
    let (x, y) = (p.x, p.y);
    match p.player {
        _ if let Some((index, _)) = p.mover => html! { <polygon class="shape" points={player_points(index, x, y, R)} /> },
        _ if p.chance => html! { <circle class="shape" cx={fixed(x, 1)} cy={fixed(y, 1)} r={fixed(R * 0.9, 1)} /> },
        Some(Player::Max) => {
            html! { <polygon class="shape" points={format!("{},{} {},{} {},{}", fixed(x, 1), fixed(y - R, 1), fixed(x + R, 1), fixed(y + R * 0.8, 1), fixed(x - R, 1), fixed(y + R * 0.8, 1))} /> }
        }
        Some(Player::Min) => {
            html! { <polygon class="shape" points={format!("{},{} {},{} {},{}", fixed(x - R, 1), fixed(y - R * 0.8, 1), fixed(x + R, 1), fixed(y - R * 0.8, 1), fixed(x, 1), fixed(y + R, 1))} /> }
        }
        None => {
            // Wide enough for its value at the font in use.
            let half = leaf_half_width(&p.value_text, p.fonts.0);
            html! { <rect class="shape" x={fixed(x - half, 1)} y={fixed(y - R * 0.85, 1)} width={fixed(2.0 * half, 1)} height={fixed(R * 1.7, 1)} rx="3" /> }
        }
    }
}

/// A folded node is its shape stacked on a copy of itself: more is inside.
fn stack(p: &NodeProps) -> Option<Html> {
    let (x, y) = (p.x, p.y);
    p.folded.is_some().then(|| {
        let (dx, dy) = (5.0, 5.0);
        match p.player {
            Some(Player::Max) => html! { <polygon class="shape stack" points={format!("{},{} {},{} {},{}", fixed(x + dx, 1), fixed(y - R + dy, 1), fixed(x + R + dx, 1), fixed(y + R * 0.8 + dy, 1), fixed(x - R + dx, 1), fixed(y + R * 0.8 + dy, 1))} /> },
            _ => html! { <polygon class="shape stack" points={format!("{},{} {},{} {},{}", fixed(x - R + dx, 1), fixed(y - R * 0.8 + dy, 1), fixed(x + R + dx, 1), fixed(y - R * 0.8 + dy, 1), fixed(x + dx, 1), fixed(y + R + dy, 1))} /> },
        }
    })
}

/// The accessible name holds every piece of visible text (name, value, α
/// and β), so what is read out matches what is seen.
fn accessible_name(p: &NodeProps) -> String {
    match p.player {
        _ if let Some((index, _)) = p.mover => {
            let mut seen = p.name.to_string();
            if !p.value_text.is_empty() {
                seen.push_str(&format!(" {}", p.value_text));
            }
            (p.text.tree_view.node_name)(&seen, &(p.text.players.player_name)(index.saturating_add(1)), p.text.state(p.state))
        }
        _ if p.chance => {
            let mut seen = p.name.to_string();
            if !p.value_text.is_empty() {
                seen.push_str(&format!(" {}", p.value_text));
            }
            (p.text.tree_view.node_name)(&seen, p.text.tree_view.chance_node, p.text.state(p.state))
        }
        // Internal nodes: the visible text in document order first ("C ≤ 2
        // α=3 β=2"; the drawn texts carry the separating spaces), then what
        // it is.
        Some(player) => {
            let mut seen = p.name.to_string();
            if !p.value_text.is_empty() {
                seen.push_str(&format!(" {}", p.value_text));
            }
            if let Some((a, b)) = p.window {
                seen.push_str(&format!(" α={a} β={b}"));
            }
            if let Some((count, _)) = &p.folded {
                seen.push_str(&format!(" {count}"));
            }
            let name = (p.text.tree_view.node_name)(&seen, player.name(), p.text.state(p.state));
            match &p.folded {
                Some(_) => format!("{name}. {}", p.text.tree_view.unfold_hint),
                None => name,
            }
        }
        None => (p.text.tree_view.leaf_name)(&p.name, &p.value_text, p.text.state(p.state)),
    }
}

/// A click (not the end of a drag) or Enter selects the node; on a leaf it
/// opens the in-place editor, on a folded node it unfolds it.
fn handlers(p: &NodeProps, is_leaf: bool) -> (Callback<MouseEvent>, Callback<KeyboardEvent>) {
    let id = p.id;
    let activate = {
        let (dispatcher, select, folds, folded, read_only) =
            (p.dispatcher.clone(), p.select.clone(), p.folds.clone(), p.folded.is_some(), p.read_only);
        move || {
            select.set(Some(id));
            if is_leaf && !read_only {
                dispatcher.dispatch(Action::BeginEdit(id));
            } else if folded {
                folds.dispatch(FoldAction::Unfold(id));
            }
        }
    };
    let onclick = {
        let (activate, gesture) = (activate.clone(), p.gesture.clone());
        Callback::from(move |e: MouseEvent| {
            e.stop_propagation();
            if !gesture.0.borrow().moved {
                activate();
            }
        })
    };
    let onkeydown = Callback::from(move |e: KeyboardEvent| {
        if e.key() == "Enter" {
            e.prevent_default();
            activate();
        }
    });
    (onclick, onkeydown)
}
