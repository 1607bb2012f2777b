//! The page's tree drawing: the spacing that keeps every label apart
//! (pixels per layout unit, margins, rows, font sizes), where each node's
//! texts go relative to its shape, which side α/β takes, and the
//! drawing's size. The page's yew crate draws with these numbers; the
//! label sweeps run on them natively (see the tests below).

use super::text_width;
use crate::layout::{Drawn, Layout};
use crate::tree::{Leaf, NodeId, Tree};

/// Pixels between neighbouring leaves at least (wider when labels need
/// it: [`slot_px`]) and between levels.
pub const SLOT: f64 = 64.0;
/// The least slot of a phone's whole tree: a leaf's box and a gap.
pub const TIGHT_SLOT: f64 = 44.0;
/// A phone draws trees of up to this many leaves whole (when their labels
/// are at least [`LEAST_LABEL_PX`] so).
pub const PHONE_WHOLE_LEAVES: usize = 15;
/// The size a zoomed-in drawing keeps its smallest labels at, and the labs'
/// least type: a lab's tree, a phone's whole tree, a tree opened zoomed.
pub const LEAST_LABEL_PX: f64 = 12.0;
/// A tree on the page whose labels are under [`LEAST_LABEL_PX`] with α/β
/// beside its nodes and drawn tight (see [`spacing_in`]) still opens whole
/// while they are at least this big; smaller, it opens zoomed to
/// [`LEAST_LABEL_PX`] with the path strip and the overview. (A five-level
/// game tree, its positions beside and under its nodes, zoomed at 1280×720
/// loses its leaves' positions below the frame.)
pub const WHOLE_LABEL_PX: f64 = 10.0;

/// Leaves closer than this on screen are too small to read (at 56 px the
/// values are drawn at about 14 px).
pub const READABLE_PX: f64 = 56.0;
/// The least size a tap target has on a phone's screen.
pub const TAP_PX: f64 = 44.0;

/// Whether a drawing shown whole at `k` pixels a unit can be read: its
/// leaves `slot` units apart at least half [`READABLE_PX`], its smallest type
/// (`least_font` units) at least `least_px`, and on a phone (`phone`)
/// every node's tap target at least 44 pixels.
pub fn readable_whole(k: f64, (slot, least_font): (f64, f64), least_px: f64, phone: bool) -> bool {
    slot * k >= READABLE_PX / 2.0 && least_font * k >= least_px && (!phone || HIT * k >= TAP_PX)
}

/// Where a whole tree is shown: its drawing's box on screen in pixels
/// (`size`; a phone's is its width, as tall as the tree needs), the least
/// type it must be read at there, and whether a tight drawing is wanted
/// first (a phone: its α/β in the path strip even where they would fit
/// beside the nodes).
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Room {
    pub size: (f64, f64),
    pub least_px: f64,
    pub tight_first: bool,
}

impl Room {
    /// The scale at which a drawing `width` × `height` units fits the room.
    pub fn scale(&self, (width, height): (f64, f64)) -> f64 {
        (self.size.0 / width.max(1.0)).min(self.size.1 / height.max(1.0))
    }
}

/// The spacing a tree is drawn with, and whether it is tight (α/β in the
/// path strip, not beside the nodes). Drawn whole in `room`: the page's,
/// with α/β beside the nodes, when it can be read whole there (see
/// [`readable_whole`]); else a tight one when its labels come out at
/// least `room.least_px` (at 1280×720 a 15-leaf tree's α/β beside the nodes
/// are 10.9 px, its tight drawing's labels 14 px: the whole tree readable, and
/// the current path's α/β in the strip at full size); else the page's, and
/// the view zooms in until it can be read. A phone (`room.tight_first`)
/// tries the tight drawing first. With no room (not measured yet, a folded
/// tree, too many leaves to try) the page's.
///
/// `fonts` are the page's and the tight drawing's type; `folding` and
/// `pictures` as for [`spacing`].
pub fn spacing_in(
    tree: &Tree,
    layout: &Layout,
    (fonts, tight_fonts): ((f64, f64), (f64, f64)),
    folding: Option<&str>,
    pictures: bool,
    room: Option<Room>,
) -> (Spacing, Vec<bool>, bool) {
    let page = || spacing(tree, layout, fonts, folding, (false, pictures));
    let Some(room) = room else {
        let (s, beside) = page();
        return (s, beside, false);
    };
    let tight = || spacing(tree, layout, tight_fonts, None, (true, pictures));
    let tight_reads = |s: &Spacing| s.least_font() * room.scale(extent(layout, *s)) >= room.least_px;
    if room.tight_first {
        let (s, beside) = tight();
        if tight_reads(&s) {
            return (s, beside, true);
        }
        let (s, beside) = page();
        return (s, beside, false);
    }
    let (s, beside) = page();
    if readable_whole(room.scale(extent(layout, s)), (s.slot, s.least_font()), room.least_px, false) {
        return (s, beside, false);
    }
    let (t, tight_beside) = tight();
    if tight_reads(&t) { (t, tight_beside, true) } else { (s, beside, false) }
}
/// What the page's padding and the tree panel's border take from a phone's
/// width.
pub const PHONE_PAGE_MARGIN: f64 = 30.0;
pub const LEVEL: f64 = 100.0;
/// Font sizes of the drawing's texts (names, values; α/β), set on each
/// `<text>` and used to keep labels apart: normal, and presentation mode
/// (labels of at least 24 px on a 1920×1080 projector for trees up to 15
/// leaves).
pub const FONT: f64 = 16.0;
pub const WINDOW_FONT: f64 = 14.0;
pub const PRESENT_FONT: f64 = 26.0;
pub const PRESENT_WINDOW_FONT: f64 = 22.0;

/// The font sizes a drawing uses: presentation mode's on a projector; an
/// embedded widget's in a slide, a comparison's pane and a phone's tree
/// drawn whole (the presentation's, α/β as large as the values: a frame can
/// be small and is read from the back of a room, and a pane or a phone shows
/// the whole tree at about half its size); else the page's.
pub fn fonts(projector: bool, small: bool, phone: bool) -> (f64, f64) {
    if small || phone {
        (PRESENT_FONT, PRESENT_FONT)
    } else if projector {
        (PRESENT_FONT, PRESENT_WINDOW_FONT)
    } else {
        (FONT, WINDOW_FONT)
    }
}
/// Space kept between the texts and shapes of neighbouring nodes.
pub const PAD: f64 = 10.0;
pub const MARGIN: f64 = 56.0;
/// The side of the square each node can be tapped in, in drawing units
/// (narrower than a slot, so neighbours' squares never overlap).
pub const HIT: f64 = 48.0;
/// Half the size of a node's shape.
pub const R: f64 = 20.0;

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

/// What a leaf's box shows: its value, its placeholder's name or its
/// vector (empty for an internal node).
pub fn leaf_shown(tree: &Tree, id: NodeId) -> String {
    match tree[id].leaf() {
        Some(Leaf::Value(v)) => v.to_string(),
        Some(Leaf::Placeholder(name)) => name.to_string(),
        Some(Leaf::Vector(_)) => tree.leaf_vector(id).map(|v| v.to_string()).unwrap_or_default(),
        None => String::new(),
    }
}

/// A leaf as a sentence names it beside the drawing, which shows its value
/// and not its name: the name, then what its box shows when that differs
/// (`D2 (7)`, `A1 (1, 2)`; a placeholder `a` is `a`).
pub fn leaf_named(tree: &Tree, id: NodeId) -> String {
    let (name, shown) = (tree.name(id), leaf_shown(tree, id));
    match shown.as_str() {
        "" => name.to_string(),
        _ if shown == name => name.to_string(),
        // A vector is in brackets already: `A1 (1, 2)`.
        _ if shown.starts_with('(') => format!("{name} {shown}"),
        _ => format!("{name} ({shown})"),
    }
}

/// Any node as a sentence names it beside the drawing: an inner node by
/// its name (drawn beside it), a leaf as [`leaf_named`].
pub fn node_named(tree: &Tree, id: NodeId) -> String {
    if tree[id].is_leaf() { leaf_named(tree, id) } else { tree.name(id).to_string() }
}

/// Half the width of a leaf's box: its value fits inside with a margin.
pub fn leaf_half_width(value: &str, font: f64) -> f64 {
    (R * 0.85).max(text_width(value, font) / 2.0 + 5.0)
}

/// How far a node's texts and shape reach to the left and to the right of
/// its centre on its own row, how far its value below it reaches right,
/// and where what it has under its row starts (left of its centre; a
/// value below right starts right of it, at `-(R + 8)`).
pub struct Reach {
    left: f64,
    right: f64,
    below: f64,
    under: Option<f64>,
}

/// Where the drawing puts things: pixels per layout unit (the least that
/// keeps every label clear of its neighbours at any step) and the margins.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Spacing {
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
    /// The drawing's smallest type: what its readability is judged by.
    pub fn least_font(&self) -> f64 {
        self.font.min(self.window_font)
    }

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
pub fn text_offsets(font: f64, window_font: f64) -> (f64, f64, (f64, f64)) {
    let beta = -(R + 4.0 + 0.25 * window_font);
    (0.33 * font, R + 1.1 * font, (beta - 1.15 * window_font, beta))
}

/// The side of the square a game's position is drawn in (left of an
/// internal node's shape, under a leaf's box).
pub fn picture_side(font: f64) -> f64 {
    (2.0 * R).max(1.8 * font)
}

/// The side of the square a game's position is drawn in left of an
/// internal node's shape, and how far its centre is below the node's:
/// between the shape's top (where the edge into it ends) and just above
/// where the edges down to its children start (a MAX node's leave its flat
/// bottom, `0.8 R` down), so no edge, however flat, meets it.
pub fn beside_picture(font: f64) -> (f64, f64) {
    let side = picture_side(font).min(1.8 * R - 1.0);
    (side, 0.8 * R - 1.0 - side / 2.0)
}

/// How far an internal node's name (`name`, with the space after it)
/// reaches left of its centre: left of its shape, and of its position
/// (`picture`) when a game draws one there, so every node a sentence
/// names is named on the drawing.
pub fn name_reach(name: &str, font: f64, picture: bool) -> f64 {
    R + 6.0 + if picture { beside_picture(font).0 + 4.0 } else { 0.0 } + text_width(&format!("{name} "), font)
}

/// The size of a game's move names: the drawing's type, so a tree drawn
/// whole at its least readable scale (values at 12 px) shows its moves at
/// 12 px too (at three quarters they read at 9 px on a 1280×720 coin game),
/// and larger with it in an embed, a pane, a phone and on a projector.
pub fn move_font(font: f64) -> f64 {
    font.round()
}

/// How far α/β starts beside the node's centre.
pub const WINDOW_DX: f64 = 6.0;

/// How far above a node's centre its α/β reaches.
pub fn window_height(window_font: f64) -> f64 {
    R + 4.0 + 2.2 * window_font
}

/// The least distance between a tight tree's rows.
pub const TIGHT_LEVEL: f64 = 80.0;

/// The distance between a tight tree's rows: α/β are in the path strip, so
/// a row needs room for a value under the node above and a gap only (at
/// 1280×720 a five-level tree reads at 12 px whole so, not at 100).
pub fn tight_level(font: f64) -> f64 {
    TIGHT_LEVEL.max(2.0 * R + 1.35 * font + 14.0)
}

/// The distance between rows for this size of α/β.
pub fn level_for(font: f64, window_font: f64) -> f64 {
    // A value under the node above, a gap, then α/β beside the node below.
    LEVEL.max(2.0 * R + 1.35 * font + 6.0 + (window_height(window_font) - R))
}

/// True when an internal node's value goes right of its shape, in its own
/// band, instead of below right: when an edge to a child on its right
/// would run through it there (a steep one passes left of the value, or
/// ends above it).
pub fn value_beside(tree: &Tree, layout: &Layout, id: NodeId, spacing: &Spacing) -> bool {
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
    let start = if tree[id].player() == Some(crate::tree::Player::Max) { 0.8 * R } else { R };
    let fall = spacing.level - R - start;
    tree.children(id).filter(|&c| layout.drawn(c) != Drawn::Hidden).any(|c| {
        let dx = (layout.x(c) - layout.x(id)) * spacing.slot;
        dx > x0 && start + x0 * fall / dx < bottom && start + x1.min(dx) * fall / dx > top
    })
}

/// The nodes drawn, row by row, each row left to right.
fn rows(layout: &Layout) -> Vec<Vec<NodeId>> {
    let mut rows: Vec<Vec<NodeId>> = Vec::new();
    for &id in layout.shown() {
        let row = layout.y(id).max(0.0) as usize;
        if rows.len() <= row {
            rows.resize_with(row + 1, Vec::new);
        }
        rows[row].push(id);
    }
    rows
}

/// The least room (in columns) `window_sides` widens the drawing for.
const MIN_ROOM: f64 = 0.5;

/// Nodes that can show α/β: not leaves, not max^n's players.
pub fn windowed(tree: &Tree, id: NodeId) -> bool {
    !tree[id].is_leaf() && !matches!(tree[id].kind(), Some(crate::tree::Kind::Player { .. }))
}

/// How far across an edge has moved, per unit it leans, at the top of an
/// α/β label (the rest of the way it is nearer its child).
pub fn lean_at_top(window_font: f64, level: f64) -> f64 {
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
pub fn window_sides(tree: &Tree, layout: &Layout, lean: f64) -> (Vec<bool>, f64) {
    let mut left = vec![false; tree.len()];
    let mut need = 0.0f64;
    let rows = rows(layout);
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

/// How far `id`'s texts and shape reach (see [`Reach`]), for the type
/// size `font`, with a game's positions (`pictures`), the widest leaf
/// value `leaf` and the widest value or bound `bound`.
fn reach_of(tree: &Tree, id: NodeId, (font, pictures): (f64, bool), (leaf, bound): (f64, f64)) -> Reach {
    match tree[id].leaf() {
        Some(_) => {
            // A game's position under the box, as wide as it.
            let half = leaf_half_width(&leaf_shown(tree, id), font).max(if pictures { picture_side(font) / 2.0 } else { 0.0 });
            // Its position under it reaches half its side left.
            Reach { left: half, right: half, below: 0.0, under: pictures.then(|| picture_side(font) / 2.0) }
        }
        // A max^n node's vector sits right of its shape, at mid-height,
        // clear of the edges down to its children (it has no α/β above).
        None if matches!(tree[id].kind(), Some(crate::tree::Kind::Player { .. })) => Reach {
            left: name_reach(tree.name(id), font, pictures),
            right: R + 8.0 + leaf + text_width(" …", font),
            below: 0.0,
            under: None,
        },
        None => Reach { left: name_reach(tree.name(id), font, pictures), right: R, below: R + 8.0 + bound, under: Some(-(R + 8.0)) },
    }
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
/// `pictures`: a game's nodes show their positions (an internal node's
/// left of its shape, between it and its name; a leaf's under it).
///
/// Also returns, for each node, whether its value goes beside its shape
/// (settled with the slot: the drawing uses this set, never a new guess).
pub fn spacing(
    tree: &Tree,
    layout: &Layout,
    (font, window_font): (f64, f64),
    folding: Option<&str>,
    (tight, pictures): (bool, bool),
) -> (Spacing, Vec<bool>) {
    // Rows far enough apart for a value below a node and α/β above the
    // next row's; a tight tree in the page's type for the value alone (a
    // game's keeps the room its moves' names take on the edges, and a
    // phone's, in larger type, the height of its 40 px tap targets).
    let level = if tight && !pictures && font <= FONT { tight_level(font) } else { level_for(font, window_font) };
    // A tight tree draws no α/β (they are in the path strip): its least
    // type is its names' and values'.
    let window_font = if tight { font } else { window_font };
    // The widest value a bound can show (a leaf's), and any α or β (a
    // leaf's or −∞).
    let leaf = tree
        .ids()
        .filter_map(|id| match tree[id].leaf() {
            Some(Leaf::Value(v)) => Some(text_width(&v.to_string(), font)),
            Some(Leaf::Vector(_)) => tree.leaf_vector(id).map(|v| text_width(&v.to_string(), font)),
            _ => None,
        })
        .fold(text_width("?", font), f64::max);
    let widest = leaf.max(text_width("−∞", font));
    // One line of α/β: "α=" or "β=" and the widest value.
    let window = text_width("α=", window_font).max(text_width("β=", window_font)) + widest * window_font / font;
    // A value or bound is `≤ 2`, or `1 … 2` when placeholders leave both
    // ends open (minimax).
    let placeholders = tree.ids().any(|id| matches!(tree[id].leaf(), Some(Leaf::Placeholder(_))));
    let bound = if placeholders { 2.0 * leaf + text_width(" … ", font) } else { leaf + text_width("≤ ", font) };
    let reach = |id: NodeId| reach_of(tree, id, (font, pictures), (leaf, bound));
    // A value an edge would cross below right goes beside the shape.
    let reach_with = |id: NodeId, beside_set: &[bool]| {
        let r = reach(id);
        if beside_set.get(id.index()).copied().unwrap_or(false) {
            Reach { left: r.left, right: R + 8.0 + bound, below: 0.0, under: None }
        } else {
            r
        }
    };
    // The room α/β needs beside its node: the offset, the text, a gap.
    let beside = WINDOW_DX + window + 4.0;
    if let Some(count) = folding {
        // A folded drawing's nodes move each step: where its values go is
        // decided as it is drawn.
        return (folded_spacing(tree, count, Widths { bound, window, level, font, window_font, pictures }), Vec::new());
    }
    // Names, shapes and values share each row's own band.
    // α/β beside its node, clear of the edges (see `window_sides`).
    // (A phone's whole tree shows α/β in the path strip above it instead:
    // beside the nodes it would cost the width that keeps the tree whole.)
    let (sides, need) = if tight { (vec![false; tree.len()], 0.0) } else { window_sides(tree, layout, lean_at_top(window_font, level)) };
    let row_slot = |beside_set: &[bool]| {
        let least = if tight { TIGHT_SLOT } else { SLOT };
        layout
            .unit_for(least, |l, r| {
                let moves = move_room(tree, l, r, font);
                let (left, right) = (reach_with(l, beside_set), reach_with(r, beside_set));
                // Values below right meet the next node's value, which starts
                // as far right of it (and the edges into the first children of
                // nodes right of it: `lean_unit`).
                let under = match right.under {
                    Some(start) if left.below > 0.0 => left.below + start,
                    _ => 0.0,
                };
                ((left.right + right.left).max(under) + PAD).max(moves)
            })
            .max(lean_unit(tree, layout, |id| reach_with(id, beside_set).below, (level, font, least)))
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
    if tight {
        // No α/β over the root: the margin for its name and value.
        let top = MARGIN;
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
    let top = MARGIN.max(window_height(window_font) + 4.0);
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

/// The least unit that lets the edge into each node's first child pass
/// right of the values below right of the nodes left of it in its row
/// (`below`: how far a node's value reaches right of its centre, 0 for
/// none). That edge leans back left (or runs straight down) under the
/// value's row band: at the value's foot it has come `t` of the way
/// across. Nodes further right are further away, so each value is checked
/// against the nodes right of it until one is clear at the least unit.
fn lean_unit(tree: &Tree, layout: &Layout, below: impl Fn(NodeId) -> f64, (level, font, least): (f64, f64, f64)) -> f64 {
    let rows = rows(layout);
    // Where the edge into `r`'s first child is at a value's foot, in units.
    let foot = R + 1.34 * font;
    let edge_at = |r: NodeId| {
        let first = tree.children(r).find(|&c| layout.drawn(c) != Drawn::Hidden)?;
        // As `labels::edge_ends` draws it: from under the shape (a MAX
        // node's flat bottom is higher) to the top of the child's.
        let start = if tree[r].player() == Some(crate::tree::Player::Max) { 0.8 * R } else { R };
        let t = crate::layout::within((foot - start) / (level - R - start), 0.0, 1.0);
        Some(layout.x(r) + (layout.x(first) - layout.x(r)) * t)
    };
    let mut unit = 0.0f64;
    for row in &rows {
        for (k, &l) in row.iter().enumerate() {
            let reach = below(l);
            if reach <= 0.0 {
                continue;
            }
            for &r in &row[k + 1..] {
                let Some(x) = edge_at(r) else { continue };
                let clear = x - layout.x(l);
                if clear > 1e-9 {
                    unit = unit.max(reach / clear);
                }
                if clear * least >= reach {
                    break;
                }
            }
        }
    }
    unit
}

/// The room between two neighbours a game's move names need, beside the
/// edges into them: both names where a fan's edges have spread apart (0
/// unless both have one).
fn move_room(tree: &Tree, l: NodeId, r: NodeId, font: f64) -> f64 {
    let width = |id: NodeId| tree[id].edge().and_then(|e| e.label.as_deref()).map_or(0.0, |m| text_width(m, move_font(font)));
    match (width(l), width(r)) {
        (a, b) if a > 0.0 && b > 0.0 => ((a + b) / 2.0 + 8.0) / 0.5,
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
                    || (!matches!(tree[id].kind(), Some(crate::tree::Kind::Player { .. })) && value_beside(tree, layout, id, &probe))
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
    pictures: bool,
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
    let name = tree.ids().filter(|&id| !tree[id].is_leaf()).map(|id| name_reach(tree.name(id), w.font, w.pictures)).fold(0.0, f64::max);
    // A game's position under a leaf, as wide as its side.
    let under = if w.pictures { picture_side(w.font) / 2.0 } else { 0.0 };
    let leaf_half = tree
        .leaves()
        .map(|id| match tree[id].leaf() {
            Some(Leaf::Value(v)) => leaf_half_width(&v.to_string(), w.font),
            Some(Leaf::Placeholder(p)) => leaf_half_width(p, w.font),
            Some(Leaf::Vector(_)) => tree.leaf_vector(id).map_or(0.0, |v| leaf_half_width(&v.to_string(), w.font)),
            None => 0.0,
        })
        .fold(R.max(under), f64::max);
    // The count ends under the shape's right corner (`COUNT_END`) and
    // reaches this far left of the centre.
    let count_left = text_width(count, count_font(w.font)) - COUNT_END;
    let left = leaf_half.max(name).max(count_left);
    let below = R + 8.0 + w.bound;
    let right = leaf_half.max(R + 5.0);
    let beside = WINDOW_DX + w.window + 4.0;
    // Names and shapes; a value (below right) and the next node's count,
    // stacked shape or position under it.
    // (α/β goes above, on the side `window_sides` picks for the nodes drawn;
    // the slot is not widened for it, as the nodes drawn change each step.)
    // (A folded neighbour's shape is stacked 5 px down, into the values'
    // band: a value ends clear of its left side too.)
    let slot = SLOT.max(right + left + PAD).max(below + PAD + count_left.max(R).max(under));
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
        // A folded leaf-row node's count under its shape.
        bottom: MARGIN.max(R + 6.0 + 1.2 * count_font(w.font)),
    }
}

/// Where a folded node's count ends, right of its centre (its value starts
/// at `R + 8`).
pub const COUNT_END: f64 = R + 3.0;

/// The width of the dotted box that stands for `count` children a wide row
/// leaves out ("+N"): its text in the drawing's type and a margin, at
/// least a node's width.
pub fn elided_width(count: impl std::fmt::Display, font: f64) -> f64 {
    (text_width(&format!("+{count}"), font) + 12.0).max(2.0 * R)
}

/// The size of a folded node's count of nodes: the drawing's type, so a
/// folded tree shown below its own size (a widget's frame) keeps its counts
/// as readable as its values.
pub fn count_font(font: f64) -> f64 {
    font.round()
}

/// The room under the last row when the leaves show a game's position
/// under them (see `picture_svg`).
pub fn picture_bottom(font: f64) -> f64 {
    MARGIN.max(R * 0.85 + 4.0 + picture_side(font) + 6.0)
}

/// Size of the drawing in SVG units.
pub fn extent(layout: &Layout, spacing: Spacing) -> (f64, f64) {
    // Whole pixels, so the SVG's size and the PNG's (twice it) agree.
    (
        (spacing.left + (layout.width - 1.0).max(0.0) * spacing.slot + spacing.right).ceil(),
        spacing.top + spacing.bottom + f64::from(layout.height) * spacing.level,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Xorshift as Rng;

    #[test]
    fn a_sentence_names_a_leaf_with_what_its_box_shows() {
        let tree = crate::notation::parse("<3,5,10>,<2,a,b>,<2,7,3>").tree.expect("the classic example");
        let named: Vec<String> = tree.leaves().map(|id| leaf_named(&tree, id)).collect();
        assert_eq!(named, ["B1 (3)", "B2 (5)", "B3 (10)", "C1 (2)", "a", "b", "D1 (2)", "D2 (7)", "D3 (3)"]);
        let vectors = crate::notation::parse("{1,2},{3,-4}").tree.expect("two vector leaves");
        let named: Vec<String> = vectors.leaves().map(|id| leaf_named(&vectors, id)).collect();
        assert_eq!(named, ["A1 (1, 2)", "A2 (3, -4)"]);
        // Inner nodes are drawn with their names: named so.
        let all: Vec<String> = tree.ids().map(|id| node_named(&tree, id)).collect();
        assert_eq!(all[..6], ["A", "B", "B1 (3)", "B2 (5)", "B3 (10)", "C"]);
    }

    /// A random tree of `leaves` leaves under 1 to 4 children a node.
    fn random_tree(rng: &mut Rng, leaves: u64) -> Tree {
        fn build(rng: &mut Rng, leaves: u64) -> String {
            if leaves == 1 {
                return format!("{}", rng.below(30));
            }
            let parts = (1 + rng.below(4)).min(leaves);
            let mut left = leaves;
            let kids: Vec<String> = (0..parts)
                .map(|k| {
                    let take = if k + 1 == parts { left } else { 1 + rng.below(left - (parts - k - 1)) };
                    left -= take;
                    let kid = build(rng, take);
                    if take == 1 { kid } else { format!("<{kid}>") }
                })
                .collect();
            kids.join(",")
        }
        let source = build(rng, leaves);
        crate::notation::parse(&source).into_result().unwrap_or_else(|e| panic!("{source}: {e:?}"))
    }

    /// The drawing's smallest type on screen, drawn whole in `room`.
    fn least_px(layout: &Layout, s: &Spacing, room: &Room) -> f64 {
        let (w, h) = extent(layout, *s);
        s.least_font() * (room.size.0 / w).min(room.size.1 / h)
    }

    /// `spacing_in` against a plain statement of the rule, on random trees
    /// in random rooms: the page's drawing when it reads whole, else the
    /// tight one when that reads, else the page's; a phone tries the tight
    /// one first. And whatever it picks, if either drawing reads at the
    /// room's least size whole, the one picked does.
    #[test]
    fn a_whole_tree_keeps_its_alpha_beta_beside_the_nodes_only_where_they_read() {
        let mut rng = Rng::new(12);
        let (mut tight_picked, mut page_picked) = (0, 0);
        for _ in 0..600 {
            let leaves = 1 + rng.below(30);
            let tree = random_tree(&mut rng, leaves);
            let layout = Layout::new(&tree);
            let phone = rng.below(3) == 0;
            let projector = !phone && rng.below(3) == 0;
            let page_fonts = fonts(projector, false, false);
            let tight_fonts = if phone { fonts(false, false, true) } else { page_fonts };
            let size = if phone {
                (300.0 + rng.below(200) as f64, f64::INFINITY)
            } else {
                (300.0 + rng.below(1600) as f64, 200.0 + rng.below(800) as f64)
            };
            let room = Room { size, least_px: if rng.below(5) == 0 { WHOLE_LABEL_PX } else { LEAST_LABEL_PX }, tight_first: phone };
            let (page, _) = spacing(&tree, &layout, page_fonts, None, (false, false));
            let (tight, _) = spacing(&tree, &layout, tight_fonts, None, (true, false));
            let page_reads = {
                let (w, h) = extent(&layout, page);
                let k = (size.0 / w).min(size.1 / h);
                page.slot * k >= READABLE_PX / 2.0 && page.least_font() * k >= room.least_px
            };
            let tight_reads = least_px(&layout, &tight, &room) >= room.least_px;
            let want_tight = if phone { tight_reads } else { !page_reads && tight_reads };
            let (got, _, is_tight) = spacing_in(&tree, &layout, (page_fonts, tight_fonts), None, false, Some(room));
            assert_eq!(is_tight, want_tight, "{}: room {size:?}", tree.len());
            assert_eq!(got, if is_tight { tight } else { page });
            if page_reads || tight_reads {
                assert!(least_px(&layout, &got, &room) >= room.least_px - 1e-9, "what is picked reads");
            }
            if is_tight {
                tight_picked += 1
            } else {
                page_picked += 1
            }
            // No room: the page's drawing.
            let (none, _, none_tight) = spacing_in(&tree, &layout, (page_fonts, tight_fonts), None, false, None);
            assert!(!none_tight && none == page);
        }
        assert!(tight_picked > 50 && page_picked > 50, "both happen: {tight_picked} tight, {page_picked} not");
    }

    /// The case that asked for it: a 15-leaf lecture tree in the drawing's
    /// box at 1280×720 (822×361, the path strip above it) reads at 10.9 px with α/β beside its
    /// nodes, and at 12 px or more drawn tight.
    #[test]
    fn a_fifteen_leaf_tree_at_1280_by_720_is_drawn_tight() {
        let tree =
            crate::notation::parse("<<1,2,3>,<4,5,6>,<7,8,9>>,<<10,11,12>,<13,14,15>>").into_result().unwrap_or_else(|e| panic!("{e:?}"));
        let layout = Layout::new(&tree);
        let room = Room { size: (822.0, 361.0), least_px: LEAST_LABEL_PX, tight_first: false };
        let f = fonts(false, false, false);
        let (page, _) = spacing(&tree, &layout, f, None, (false, false));
        assert!(least_px(&layout, &page, &room) < LEAST_LABEL_PX);
        let (got, _, tight) = spacing_in(&tree, &layout, (f, f), None, false, Some(room));
        assert!(tight && least_px(&layout, &got, &room) >= LEAST_LABEL_PX, "{}", least_px(&layout, &got, &room));
    }
}
