//! Where things go in the drawing: the spacing that keeps labels apart,
//! the drawing's size, zoom and pan (`ViewBox`), what part is on screen,
//! and the gestures that move it. No components here.

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use web_sys::Element;

use minimax_engine::layout::{Drawn, Layout};
pub use minimax_engine::layout::{brief, fixed};
use minimax_engine::num::Bound;
use minimax_engine::replay::{NodeState, Snapshot};
use minimax_engine::search::{Interval, Trace};
use minimax_engine::tree::{Kind, Leaf, NodeId, Tree};

/// Pixels between neighbouring leaves at least (wider when labels need
/// it: [`slot_px`]) and between levels.
pub(super) const SLOT: f64 = 64.0;
/// The least slot of a phone's whole tree: a leaf's box and a gap.
pub(super) const TIGHT_SLOT: f64 = 44.0;
/// A phone draws trees of up to this many leaves whole (when their labels
/// are at least [`PHONE_LABEL_PX`] so).
pub const PHONE_WHOLE_LEAVES: usize = 15;
pub(super) const PHONE_LABEL_PX: f64 = 12.0;
/// What the page's padding and the tree panel's border take from a phone's
/// width.
pub(super) const PHONE_PAGE_MARGIN: f64 = 30.0;
pub(super) const LEVEL: f64 = 100.0;
/// Font sizes of the drawing's texts (names, values; α/β), set on each
/// `<text>` and used to keep labels apart: normal, and presentation mode
/// (labels of at least 24 px on a 1920×1080 projector for trees up to 15
/// leaves).
pub(super) const FONT: f64 = 16.0;
pub(super) const WINDOW_FONT: f64 = 14.0;
pub(super) const PRESENT_FONT: f64 = 26.0;
pub(super) const PRESENT_WINDOW_FONT: f64 = 22.0;

/// The font sizes a drawing uses: presentation mode's on a projector; an
/// embedded widget's in a slide, a comparison's pane and a phone's tree
/// drawn whole (the presentation's, α/β as large as the values: a frame can
/// be small and is read from the back of a room, and a pane or a phone shows
/// the whole tree at about half its size); else the page's.
pub(super) fn fonts(projector: bool, small: bool, phone: bool) -> (f64, f64) {
    if small || phone {
        (PRESENT_FONT, PRESENT_FONT)
    } else if projector {
        (PRESENT_FONT, PRESENT_WINDOW_FONT)
    } else {
        (FONT, WINDOW_FONT)
    }
}
/// Space kept between the texts and shapes of neighbouring nodes.
pub(super) const PAD: f64 = 10.0;
pub(super) const MARGIN: f64 = 56.0;
/// Half the size of a node's shape.
pub(super) const R: f64 = 20.0;

/// The largest tree drawn: beyond this a drawing is unreadable and would
/// cost the page too much memory (data-path text grows with depth × size).
/// Room for a game's search at its cap (`GAME_MAX_NODES`, 20,000
/// positions) with the stubs of the moves it cut: alpha-beta from the
/// empty tic-tac-toe board makes 18,297 positions and 6,930 stubs.
pub const DRAW_MAX_NODES: usize = 30_000;
/// The largest tree drawn whole, every node at once (a step redraws every
/// node: beyond this it takes more than a tenth of a second); bigger trees
/// are drawn with their subtrees folded (see [`super::Folds`]).
pub const DRAW_WHOLE_MAX_NODES: usize = 1500;
/// Trees with more leaves than this open folded: drawn whole they are too
/// small to read on a laptop screen.
pub const FOLD_LEAVES: usize = 32;
/// Folded, a row of more children than this is cut down to its first
/// two, its last, and two on each side of every child the view keeps open
/// (the path, the current node, the best line); each run left out is one
/// marker. A 3,000-child root draws a dozen nodes, not 3,000.
pub const WIDE_ROW: usize = 12;
pub const DRAW_MAX_DEPTH: usize = 200;

/// Zoom and pan of the drawing: `translate(tx, ty) scale(scale)`.
#[derive(Clone, Copy, PartialEq, Debug)]
pub(super) struct ViewBox {
    pub scale: f64,
    pub tx: f64,
    pub ty: f64,
}

pub(super) const FIT: ViewBox = ViewBox { scale: 1.0, tx: 0.0, ty: 0.0 };

/// Pointers currently down on the drawing, for drag and pinch.
#[derive(Default)]
pub(super) struct Gesture {
    pub pointers: HashMap<i32, (f64, f64)>,
    pub start: Option<(ViewBox, (f64, f64), f64)>,
    pub moved: bool,
}

/// A value for a `data-` attribute: `3`, `-inf`, `<=2`, `>=3`, `1..2`.
pub(super) fn data_interval(interval: Interval) -> String {
    match (interval.lo, interval.hi) {
        (lo, hi) if lo == hi => lo.notation(),
        (Bound::NegInf, hi) => format!("<={}", hi.notation()),
        (lo, Bound::PosInf) => format!(">={}", lo.notation()),
        (lo, hi) => format!("{}..{}", lo.notation(), hi.notation()),
    }
}

/// The child whose value a decided node took, if it is known.
pub(super) fn chosen_child(tree: &Tree, trace: &Trace, snap: &Snapshot, id: NodeId) -> Option<NodeId> {
    // Nobody chooses at a chance node.
    if tree[id].kind() == Some(Kind::Chance) {
        return None;
    }
    if let Some(value) = snap.interval(tree, id) {
        value.as_exact()?;
        return tree.children(id).find(|&c| snap.state(c) == NodeState::Done && snap.interval(tree, c) == Some(value));
    }
    // A computed value (an expectation) decided: the child that has it.
    let value = snap.value_text(tree, trace, id).filter(|v| !v.contains(['≤', '≥', '…', '?']))?;
    tree.children(id).find(|&c| snap.state(c) == NodeState::Done && snap.value_text(tree, trace, c).as_deref() == Some(value.as_str()))
}

/// The best play found: the chain of chosen children from the root, once
/// each node on it is decided (it stops at a chance node: nobody chooses
/// there).
pub(super) fn best_play(tree: &Tree, trace: &Trace, snap: &Snapshot) -> Vec<NodeId> {
    let mut line = Vec::new();
    let mut at = NodeId::ROOT;
    while let Some(c) = chosen_child(tree, trace, snap, at) {
        line.push(c);
        at = c;
    }
    line
}

/// A generous estimate of the width of `text` in bold sans-serif at `font`
/// pixels (DejaVu Sans Bold's advances, rounded up), so labels laid out
/// with it never touch.
pub(super) fn text_px(text: &str, font: f64) -> f64 {
    minimax_engine::drawing::text_width(text, font)
}

/// What a leaf's box shows: its value, its placeholder's name or its
/// vector (empty for an internal node).
pub(super) fn leaf_shown(tree: &Tree, id: NodeId) -> String {
    match tree[id].leaf() {
        Some(Leaf::Value(v)) => v.to_string(),
        Some(Leaf::Placeholder(name)) => name.to_string(),
        Some(Leaf::Vector(_)) => tree.leaf_vector(id).map(|v| v.to_string()).unwrap_or_default(),
        None => String::new(),
    }
}

/// Half the width of a leaf's box: its value fits inside with a margin.
pub(super) fn leaf_half_width(value: &str, font: f64) -> f64 {
    (R * 0.85).max(text_px(value, font) / 2.0 + 5.0)
}

/// How far a node's texts and shape reach to the left and to the right of
/// its centre on its own row, and the width of its value text below it.
pub(super) struct Reach {
    left: f64,
    right: f64,
    below: f64,
}

/// Where the drawing puts things: pixels per layout unit (the least that
/// keeps every label clear of its neighbours at any step) and the margins.
#[derive(Clone, Copy, PartialEq, Debug)]
pub(super) struct Spacing {
    pub slot: f64,
    pub left: f64,
    pub right: f64,
    /// Above the root's centre: room for its α/β.
    pub top: f64,
    /// Pixels between rows.
    pub level: f64,
    /// Font sizes of names and values, and of α/β.
    pub font: f64,
    pub window_font: f64,
    /// The width and height of each node's tap target.
    pub hit: (f64, f64),
    /// The widest value or bound an internal node shows.
    pub bound: f64,
    /// The widest line of α/β.
    pub window: f64,
    /// Room under the last row (a game's positions go under its leaves).
    pub bottom: f64,
}

impl Spacing {
    /// The centre of `id`'s shape in SVG units.
    pub fn at(&self, layout: &Layout, id: NodeId) -> (f64, f64) {
        (self.left + layout.x(id) * self.slot, self.top + layout.y(id) * self.level)
    }
}

/// Where a node's texts go, relative to its centre, for these font sizes:
/// the baselines of the name (left of the shape, in the node's own band,
/// where no edge passes), of an internal node's value (below right, at the
/// top of the band below) and of α and β, two lines above the node on the
/// side with more room between the edges (see [`window_sides`]).
pub(super) fn text_offsets(font: f64, window_font: f64) -> (f64, f64, (f64, f64)) {
    let beta = -(R + 4.0 + 0.25 * window_font);
    (0.33 * font, R + 1.1 * font, (beta - 1.15 * window_font, beta))
}

/// The size of a game's move names (`text.move` in the style sheet).
pub(super) const MOVE_PX: f64 = 12.0;

/// How far α/β starts beside the node's centre.
pub(super) const WINDOW_DX: f64 = 6.0;

/// How far above a node's centre its α/β reaches.
pub(super) fn window_height(window_font: f64) -> f64 {
    R + 4.0 + 2.2 * window_font
}

/// The distance between rows for this size of α/β.
pub(super) fn level_for(font: f64, window_font: f64) -> f64 {
    // A value under the node above, a gap, then α/β beside the node below.
    LEVEL.max(2.0 * R + 1.35 * font + 6.0 + (window_height(window_font) - R))
}

/// True when an internal node's value goes right of its shape, in its own
/// band, instead of below right: when an edge to a child on its right
/// would run through it there (a steep one passes left of the value, or
/// ends above it).
pub(super) fn value_beside(tree: &Tree, layout: &Layout, id: NodeId, spacing: &Spacing) -> bool {
    if tree[id].is_leaf() {
        return false;
    }
    // The value's box below right, relative to the centre, and where each
    // edge to a child on the right (from the shape's bottom to the child's
    // top) is at its sides. The rightmost is the shallowest but, when it is
    // very shallow, passes above the box while a steeper one crosses it.
    let (x0, x1) = (R + 8.0, R + 8.0 + spacing.bound);
    let (top, bottom) = (R + 0.15 * spacing.font, R + 1.35 * spacing.font);
    // Edges leave a MAX node's flat bottom, higher than MIN's point.
    let start = if tree[id].player() == Some(minimax_engine::tree::Player::Max) { 0.8 * R } else { R };
    let fall = spacing.level - R - start;
    tree.children(id).filter(|&c| layout.drawn(c) != Drawn::Hidden).any(|c| {
        let dx = (layout.x(c) - layout.x(id)) * spacing.slot;
        dx > x0 && start + x0 * fall / dx < bottom && start + x1.min(dx) * fall / dx > top
    })
}

/// The least room (in columns) `window_sides` widens the drawing for.
const MIN_ROOM: f64 = 0.5;

/// Nodes that can show α/β: not leaves, not max^n's players.
pub(super) fn windowed(tree: &Tree, id: NodeId) -> bool {
    !tree[id].is_leaf() && !matches!(tree[id].kind(), Some(minimax_engine::tree::Kind::Player { .. }))
}

/// How far across an edge has moved, per unit it leans, at the top of an
/// α/β label (the rest of the way it is nearer its child).
pub(super) fn lean_at_top(window_font: f64, level: f64) -> f64 {
    ((window_height(window_font) - R) / (level - 2.0 * R)).min(1.0)
}

/// Where each node's α/β goes, and the least room it needs: `left[i]` is
/// true when node `i`'s α/β goes left of it, and `need` is the largest
/// `1 / room` over the nodes that can show α/β, `room` being the clear
/// width (in layout units) on its chosen side between the node and the
/// nearest edge in the band above its row (each edge taken over the
/// height the label spans, `lean` of the way up: it is nearest its child at
/// the bottom and leans toward its parent above). The side with more room
/// wins: a node squeezed between the edge into it and the edge into its
/// neighbour puts its label where the fan of edges is wider. Every
/// position scales with the slot, so a slot of at least `need × (width of
/// the label)` keeps every label clear of every edge.
pub(super) fn window_sides(tree: &Tree, layout: &Layout, lean: f64) -> (Vec<bool>, f64) {
    let mut left = vec![false; tree.len()];
    let mut need = 0.0f64;
    let mut rows: Vec<Vec<NodeId>> = Vec::new();
    for &id in layout.shown() {
        let row = layout.y(id).max(0.0) as usize;
        if rows.len() <= row {
            rows.resize_with(row + 1, Vec::new);
        }
        rows[row].push(id);
    }
    for row in rows.iter().skip(1) {
        // Each edge into this row over the label's height: its span across.
        let spans: Vec<(f64, f64)> = row
            .iter()
            .filter_map(|&n| {
                let p = tree[n].parent()?;
                let (a, b) = (layout.x(n), layout.x(n) + lean * (layout.x(p) - layout.x(n)));
                Some((a.min(b), a.max(b)))
            })
            .collect();
        for &c in row.iter().filter(|&&c| windowed(tree, c)) {
            let x = layout.x(c);
            let (mut right_room, mut left_room) = (f64::INFINITY, f64::INFINITY);
            for &(lo, hi) in &spans {
                if hi > x + 1e-9 {
                    right_room = right_room.min((lo - x).max(0.0));
                }
                if lo < x - 1e-9 {
                    left_room = left_room.min((x - hi).max(0.0));
                }
            }
            left[c.index()] = left_room > right_room;
            let room = right_room.max(left_room);
            // Blocked on both sides (edges crossing over the node): no
            // slot helps, the label goes right.
            // A node squeezed into less than half a column is not allowed
            // to blow the whole drawing up: past that its label may touch
            // an edge.
            if room > 1e-9 && room.is_finite() {
                need = need.max(1.0 / room.max(MIN_ROOM));
            }
        }
    }
    (left, need)
}

/// The spacing for this tree. Names (left of the shapes) and values and
/// bounds (right of them) share each row's band with the shapes, where no
/// edge passes; α/β goes above the node, beside the edge into it, in the
/// band between the rows, and the row's spacing keeps it clear of the
/// edge into the neighbour on that side (at the label's top, where that
/// edge has moved furthest across). Only the nodes on the current path
/// show α/β, one per row, so α/β never meets another α/β.
///
/// `tight` (a phone's whole tree) lets leaves come as close as their boxes
/// allow ([`TIGHT_SLOT`]) and keeps only the margins the texts at the
/// drawing's edges need, so the whole tree is as large as it can be.
///
/// Also returns, for each node, whether its value goes beside its shape
/// (settled with the slot: the drawing uses this set, never a new guess).
pub(super) fn spacing(
    tree: &Tree,
    layout: &Layout,
    (font, window_font): (f64, f64),
    folding: Option<&str>,
    tight: bool,
) -> (Spacing, Vec<bool>) {
    // Rows far enough apart for a value below a node and α/β above the
    // next row's.
    let level = level_for(font, window_font);
    // The widest value a bound can show (a leaf's), and any α or β (a
    // leaf's or −∞).
    let leaf = tree
        .ids()
        .filter_map(|id| match tree[id].leaf() {
            Some(Leaf::Value(v)) => Some(text_px(&v.to_string(), font)),
            Some(Leaf::Vector(_)) => tree.leaf_vector(id).map(|v| text_px(&v.to_string(), font)),
            _ => None,
        })
        .fold(text_px("?", font), f64::max);
    let widest = leaf.max(text_px("−∞", font));
    // One line of α/β: "α=" or "β=" and the widest value.
    let window = text_px("α=", window_font).max(text_px("β=", window_font)) + widest * window_font / font;
    // A value or bound is `≤ 2`, or `1 … 2` when placeholders leave both
    // ends open (minimax).
    let placeholders = tree.ids().any(|id| matches!(tree[id].leaf(), Some(Leaf::Placeholder(_))));
    let bound = if placeholders { 2.0 * leaf + text_px(" … ", font) } else { leaf + text_px("≤ ", font) };
    let reach = |id: NodeId| match tree[id].leaf() {
        Some(_) => {
            let half = leaf_half_width(&leaf_shown(tree, id), font);
            Reach { left: half, right: half, below: 0.0 }
        }
        // A max^n node's vector sits right of its shape, at mid-height,
        // clear of the edges down to its children (it has no α/β above).
        None if matches!(tree[id].kind(), Some(minimax_engine::tree::Kind::Player { .. })) => {
            Reach {
                left: R + 6.0 + text_px(&format!("{} ", tree.name(id)), font), right: R + 8.0 + leaf + text_px(" …", font), below: 0.0
            }
        }
        None => Reach { left: R + 6.0 + text_px(&format!("{} ", tree.name(id)), font), right: R, below: R + 8.0 + bound },
    };
    // A value an edge would cross below right goes beside the shape.
    let reach_with = |id: NodeId, beside_set: &[bool]| {
        let r = reach(id);
        if beside_set.get(id.index()).copied().unwrap_or(false) { Reach { left: r.left, right: R + 8.0 + bound, below: 0.0 } } else { r }
    };
    // The room α/β needs beside its node: the offset, the text, a gap.
    let beside = WINDOW_DX + window + 4.0;
    if let Some(count) = folding {
        // A folded drawing's nodes move each step: where its values go is
        // decided as it is drawn.
        return (folded_spacing(tree, count, Widths { bound, window, level, font, window_font }), Vec::new());
    }
    // Names, shapes and values share each row's own band.
    // α/β beside its node, clear of the edges (see `window_sides`).
    // (A phone's whole tree shows α/β in the path strip above it instead:
    // beside the nodes it would cost the width that keeps the tree whole.)
    let (sides, need) = if tight { (vec![false; tree.len()], 0.0) } else { window_sides(tree, layout, lean_at_top(window_font, level)) };
    let row_slot = |beside_set: &[bool]| {
        layout.unit_for(if tight { TIGHT_SLOT } else { SLOT }, |l, r| {
            let moves = move_room(tree, l, r);
            let (l, r) = (reach_with(l, beside_set), reach_with(r, beside_set));
            // Values below right meet only the next node's value, which
            // starts as far right of it.
            ((l.right + r.left).max(if r.below > 0.0 { l.below - R - 8.0 } else { 0.0 }) + PAD).max(moves)
        })
    };
    let probe =
        Spacing { slot: 0.0, left: 0.0, right: 0.0, top: 0.0, level, font, window_font, hit: (HIT, HIT), bound, window, bottom: MARGIN };
    let (slot, beside_set) = settle_beside(tree, layout, probe, |set| row_slot(set).max(beside * need));
    // How far each node's texts reach left and right of its centre, α/β
    // included on its side.
    let extents = |id: NodeId| {
        let r = reach_with(id, &beside_set);
        match (windowed(tree, id) && !tight, sides[id.index()]) {
            (true, true) => (r.left.max(beside), r.right.max(r.below)),
            (true, false) => (r.left, r.right.max(r.below).max(beside)),
            _ => (r.left, r.right.max(r.below)),
        }
    };
    let top = MARGIN.max(window_height(window_font) + 4.0);
    if tight {
        let (left, right) = edge_margins(layout, slot, extents);
        // Tap targets as wide as the slot leaves between neighbours and
        // taller than a square (a phone's whole tree is drawn at about half
        // size).
        let hit = (slot - 4.0, HIT.max(0.7 * level));
        return (
            Spacing { slot, left: left + PAD, right: right + PAD, top, level, font, window_font, hit, bound, window, bottom: MARGIN },
            beside_set,
        );
    }
    let (left, right) = tree.ids().fold((0.0f64, 0.0f64), |(left, right), id| {
        let (l, r) = extents(id);
        (left.max(l), right.max(r))
    });
    let spacing = Spacing {
        slot,
        left: (left + PAD).max(MARGIN),
        right: (right + PAD).max(MARGIN + 40.0),
        top,
        level,
        font,
        window_font,
        hit: (HIT, HIT),
        bound,
        window,
        bottom: MARGIN,
    };
    (spacing, beside_set)
}

/// The room between two neighbours a game's move names need, beside the
/// edges into them: both names where a fan's edges have spread apart (0
/// unless both have one).
fn move_room(tree: &Tree, l: NodeId, r: NodeId) -> f64 {
    let width = |id: NodeId| tree[id].edge().and_then(|e| e.label.as_deref()).map_or(0.0, |m| text_px(m, MOVE_PX));
    match (width(l), width(r)) {
        (a, b) if a > 0.0 && b > 0.0 => ((a + b) / 2.0 + 8.0) / 0.6,
        _ => 0.0,
    }
}

/// Which values go beside their shape, and the slot that keeps room for
/// them (`slot_for` a set). Which go beside depends on the slot (how shallow
/// the edges are), and a value beside can widen the slot: a few rounds
/// settle it. A value keeps its place beside once it has one (the slot only
/// grows, so its room stays kept), and the drawing uses this set.
fn settle_beside(tree: &Tree, layout: &Layout, probe: Spacing, slot_for: impl Fn(&[bool]) -> f64) -> (f64, Vec<bool>) {
    let mut set = vec![false; tree.len()];
    let mut slot = slot_for(&set);
    for _ in 0..4 {
        let probe = Spacing { slot, ..probe };
        let next: Vec<bool> = tree
            .ids()
            .map(|id| {
                set[id.index()]
                    || (!matches!(tree[id].kind(), Some(minimax_engine::tree::Kind::Player { .. }))
                        && value_beside(tree, layout, id, &probe))
            })
            .collect();
        if next == set {
            break;
        }
        set = next;
        slot = slot_for(&set).max(slot);
    }
    (slot, set)
}

/// How far each node's texts (`extents`: left and right of its centre)
/// reach past the leftmost and the rightmost column of the drawing.
fn edge_margins(layout: &Layout, slot: f64, extents: impl Fn(NodeId) -> (f64, f64)) -> (f64, f64) {
    let (first, last) = layout.shown().iter().fold((f64::MAX, f64::MIN), |(a, b), &id| (a.min(layout.x(id)), b.max(layout.x(id))));
    layout.shown().iter().fold((0.0f64, 0.0f64), |(left, right), &id| {
        let (l, r) = extents(id);
        let (from_left, from_right) = ((layout.x(id) - first) * slot, (last - layout.x(id)) * slot);
        (left.max(l - from_left), right.max(r - from_right))
    })
}

/// The widths `spacing` measured, for [`folded_spacing`].
struct Widths {
    bound: f64,
    window: f64,
    level: f64,
    font: f64,
    window_font: f64,
}

/// The spacing of a folded drawing, whose nodes change places as the search
/// moves: one slot that keeps any two nodes apart, whichever meet, so the
/// drawing keeps its scale from step to step. A folded node shows `count`
/// ("+84", at most this wide) under its shape, ending at `COUNT_END`, in
/// the band of the values, and its shape is stacked 5 pixels to the right.
fn folded_spacing(tree: &Tree, count: &str, w: Widths) -> Spacing {
    let name = tree.ids().filter(|&id| !tree[id].is_leaf()).map(|id| text_px(&format!("{} ", tree.name(id)), w.font)).fold(0.0, f64::max);
    let leaf_half = tree
        .leaves()
        .map(|id| match tree[id].leaf() {
            Some(Leaf::Value(v)) => leaf_half_width(&v.to_string(), w.font),
            Some(Leaf::Placeholder(p)) => leaf_half_width(p, w.font),
            Some(Leaf::Vector(_)) => tree.leaf_vector(id).map_or(0.0, |v| leaf_half_width(&v.to_string(), w.font)),
            None => 0.0,
        })
        .fold(R, f64::max);
    // The count ends under the shape's right corner (`COUNT_END`) and
    // reaches this far left of the centre.
    let count_left = text_px(count, count_font(w.font)) - COUNT_END;
    let left = leaf_half.max(R + 6.0 + name).max(count_left);
    let below = R + 8.0 + w.bound;
    let right = leaf_half.max(R + 5.0);
    let beside = WINDOW_DX + w.window + 4.0;
    // Names and shapes; a value (below right) and the next node's count.
    // (α/β goes above, on the side `window_sides` picks for the nodes drawn;
    // the slot is not widened for it, as the nodes drawn change each step.)
    let slot = SLOT.max(right + left + PAD).max(below + PAD + count_left.max(0.0));
    Spacing {
        slot,
        left: (left.max(beside) + PAD).max(MARGIN),
        right: (right.max(below).max(beside) + PAD).max(MARGIN + 40.0),
        top: MARGIN.max(window_height(w.window_font) + 4.0),
        level: w.level,
        font: w.font,
        window_font: w.window_font,
        hit: (HIT, HIT),
        bound: w.bound,
        window: w.window,
        bottom: MARGIN,
    }
}

/// Where a folded node's count ends, right of its centre (its value starts
/// at `R + 8`).
pub(super) const COUNT_END: f64 = R + 3.0;

/// The size of a folded node's count of nodes.
pub(super) fn count_font(font: f64) -> f64 {
    (font * 0.75).round()
}

/// The room under the last row when the leaves show a game's position
/// under them (see `picture_svg`).
pub(super) fn picture_bottom(font: f64) -> f64 {
    MARGIN.max(R * 0.85 + 4.0 + (2.0 * R).max(1.8 * font) + 6.0)
}

/// Size of the drawing in SVG units.
pub(super) fn extent(layout: &Layout, spacing: Spacing) -> (f64, f64) {
    // Whole pixels, so the SVG's size and the PNG's (twice it) agree.
    (
        (spacing.left + (layout.width - 1.0).max(0.0) * spacing.slot + spacing.right).ceil(),
        spacing.top + spacing.bottom + f64::from(layout.height) * spacing.level,
    )
}

/// The deepest zoom: enough to read one leaf of the widest tree drawn whole.
pub(super) const MAX_SCALE: f64 = 64.0;

/// Leaves closer than this on screen are too small to read (at 56 px the
/// values are drawn at about 14 px).
pub(super) const READABLE_PX: f64 = 56.0;

/// The drawing's on-screen size, measured once per tree and after a window
/// resize: measuring on every step would force a layout each time.
pub(super) type SizeCache = Rc<RefCell<Option<(f64, f64)>>>;

pub(super) fn screen_size(svg: &Element, cache: &SizeCache) -> (f64, f64) {
    if let Some(size) = *cache.borrow() {
        return size;
    }
    let rect = svg.get_bounding_client_rect();
    let size = (rect.width(), rect.height());
    // Not on screen (a widget on a hidden slide): nothing to remember.
    if size.0 >= 1.0 && size.1 >= 1.0 {
        *cache.borrow_mut() = Some(size);
    }
    size
}

/// The part of the drawing's coordinates that is on screen: `(x0, y0, x1,
/// y1)` in viewBox units and the scale `k`, given `xMidYMid meet` and the
/// element's on-screen size `(w, h)`.
pub(super) fn visible((w, h): (f64, f64), width: f64, height: f64) -> (f64, f64, f64, f64, f64) {
    let k = (w / width).min(h / height).max(1e-6);
    let ox = (w - width * k) / 2.0;
    let oy = (h - height * k) / 2.0;
    (-ox / k, -oy / k, (w - ox) / k, (h - oy) / k, k)
}

/// The whole tree if its leaves are readable that way, else a zoom at which
/// they are, with the root at the top centre (the drawing's top edge, the
/// root's α/β included, at the top of the screen). On a phone (`phone`) the zoom
/// also makes every node's tap target at least 44 pixels.
pub(super) fn readable_view(size: (f64, f64), width: f64, height: f64, root: (f64, f64), slot: f64, phone: bool) -> ViewBox {
    // A drawing that is not on screen yet (a widget on a hidden slide) has
    // no size to judge by: show it whole, which fits whatever size it gets.
    if size.0 < 1.0 || size.1 < 1.0 {
        return FIT;
    }
    let (x0, y0, x1, _, k) = visible(size, width, height);
    // Zoom in only when the whole tree would be really hard to read.
    let mut scale: f64 = 1.0;
    if slot * k < READABLE_PX / 2.0 {
        scale = READABLE_PX / (slot * k);
    }
    if phone {
        scale = scale.max(TAP_PX / (HIT * k));
    }
    let scale = scale.min(MAX_SCALE);
    if scale <= 1.0 {
        return FIT;
    }
    ViewBox { scale, tx: (x0 + x1) / 2.0 - root.0 * scale, ty: y0 }
}

/// Where a folded drawing goes in its pixel viewBox (`size`): at zoom 1
/// (its type at its own size; on a phone, larger if the 44 px tap targets
/// need it), centred across when it fits and else with `focus` (the
/// current node) in the middle, top aligned when it fits down and else
/// with `focus` low on the screen, its children's row still in sight. `view` is kept while `focus` is well inside
/// it and the drawing does not fit (`fresh`: always start afresh).
pub(super) fn folded_view(
    size: (f64, f64),
    (cw, ch): (f64, f64),
    view: ViewBox,
    (x, y): (f64, f64),
    below: f64,
    phone: bool,
    fresh: bool,
) -> ViewBox {
    if size.0 < 1.0 || size.1 < 1.0 {
        return FIT;
    }
    let (w, h) = size;
    let scale = if fresh { if phone { (TAP_PX / HIT).max(1.0) } else { 1.0 } } else { view.scale };
    let tx = if cw * scale <= w { (w - cw * scale) / 2.0 } else { w / 2.0 - x * scale };
    // Too tall: the node as low as its children's row (`below` it) allows,
    // so that as many of its callers as possible are in sight above it, and
    // no empty band above or below.
    let ty = if ch * scale <= h { 0.0 } else { (h - (y + below) * scale).clamp(h - ch * scale, 0.0) };
    if !fresh {
        // Keep the reader's pan while the node is in sight.
        let (sx, sy) = (view.tx + x * view.scale, view.ty + y * view.scale);
        let inside = sx > MARGIN && sx < w - MARGIN && sy > MARGIN && sy < h - MARGIN;
        let fits = cw * scale <= w && ch * scale <= h;
        if inside && !fits {
            return view;
        }
    }
    ViewBox { scale, tx, ty }
}

/// A view that shows the box `(x0, y0, x1, y1)` whole: `view` itself when
/// it already does, else the box centred, at `view`'s zoom or less (never
/// below the whole drawing's). `folded`: the viewBox is the screen in
/// pixels (`drawing` is then ignored); else it is `drawing`, shown whole at
/// zoom 1.
pub(super) fn keep_in_sight(
    size: (f64, f64),
    drawing: (f64, f64),
    view: ViewBox,
    (x0, y0, x1, y1): (f64, f64, f64, f64),
    folded: bool,
) -> ViewBox {
    if size.0 < 1.0 || size.1 < 1.0 {
        return view;
    }
    // What is on screen, in the viewBox's units, at zoom 1.
    let (vx0, vy0, vx1, vy1) = if folded {
        (0.0, 0.0, size.0, size.1)
    } else {
        let (a, b, c, d, _) = visible(size, drawing.0, drawing.1);
        (a, b, c, d)
    };
    let on = |v: ViewBox| {
        let at = |x: f64, y: f64| (v.tx + x * v.scale, v.ty + y * v.scale);
        let ((ax, ay), (bx, by)) = (at(x0, y0), at(x1, y1));
        ax >= vx0 && ay >= vy0 && bx <= vx1 && by <= vy1
    };
    if on(view) {
        return view;
    }
    let least = if folded { 0.05 } else { 1.0 };
    let fit = ((vx1 - vx0) / (x1 - x0).max(1.0)).min((vy1 - vy0) / (y1 - y0).max(1.0));
    let scale = view.scale.min(fit).max(least);
    let tx = (vx0 + vx1) / 2.0 - (x0 + x1) / 2.0 * scale;
    // Top aligned when it fits down (the root's callers above), else centred.
    let ty = if (y1 - y0) * scale <= vy1 - vy0 {
        vy0 - y0 * scale + ((vy1 - vy0) - (y1 - y0) * scale).min(MARGIN)
    } else {
        (vy0 + vy1) / 2.0 - (y0 + y1) / 2.0 * scale
    };
    ViewBox { scale, tx, ty }
}

/// The whole folded drawing in its pixel viewBox, never blown up past its
/// own size.
pub(super) fn fit_folded((w, h): (f64, f64), (cw, ch): (f64, f64)) -> ViewBox {
    let scale = (w / cw.max(1.0)).min(h / ch.max(1.0)).clamp(0.05, 1.0);
    ViewBox { scale, tx: (w - cw * scale) / 2.0, ty: ((h - ch * scale) / 2.0).max(0.0) }
}

/// The side of the square each node can be tapped in, in drawing units
/// (narrower than a slot, so neighbours' squares never overlap), and the
/// least size a tap target has on a phone's screen.
pub(super) const HIT: f64 = 48.0;
const TAP_PX: f64 = 44.0;
/// Windows narrower than this are phones.
pub(crate) const PHONE_PX: f64 = 600.0;

/// A view that brings the point `(x, y)` back on screen, if it has left.
pub(super) fn follow(size: (f64, f64), width: f64, height: f64, view: ViewBox, x: f64, y: f64) -> Option<ViewBox> {
    if view.scale <= 1.0 || size.0 < 1.0 || size.1 < 1.0 {
        return None;
    }
    let (x0, y0, x1, y1, _) = visible(size, width, height);
    let (sx, sy) = (view.tx + x * view.scale, view.ty + y * view.scale);
    let pad = MARGIN;
    let inside = sx > x0 + pad && sx < x1 - pad && sy > y0 + pad && sy < y1 - pad;
    // Across, the point goes to the middle; down, the drawing stays top
    // aligned when it is no taller than the screen (the root and its α/β
    // stay in sight), else the point goes to the middle too.
    let ty = if height * view.scale <= y1 - y0 { y0 } else { (y0 + y1) / 2.0 - y * view.scale };
    (!inside).then(|| ViewBox { scale: view.scale, tx: (x0 + x1) / 2.0 - x * view.scale, ty })
}

/// Converts a client position to SVG units, honouring `xMidYMid meet`.
pub(super) fn to_svg(svg: &Element, width: f64, height: f64, x: f64, y: f64) -> (f64, f64) {
    let rect = svg.get_bounding_client_rect();
    let k = (rect.width() / width).min(rect.height() / height).max(1e-6);
    let ox = (rect.width() - width * k) / 2.0;
    let oy = (rect.height() - height * k) / 2.0;
    ((x - rect.left() - ox) / k, (y - rect.top() - oy) / k)
}

pub(super) fn pinch_spread(pointers: &HashMap<i32, (f64, f64)>) -> f64 {
    let points: Vec<&(f64, f64)> = pointers.values().take(2).collect();
    match points.as_slice() {
        [a, b] => ((a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)).sqrt(),
        _ => 0.0,
    }
}
