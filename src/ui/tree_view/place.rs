//! Where the labels go that could meet something drawn: a game's move
//! names (placed once per layout) and α/β (placed as it is drawn: only the
//! nodes on the search path show it). Each goes at its first candidate
//! place that meets no text, shape or edge (see
//! [`minimax_engine::placement`]). The spacing already keeps the first
//! candidate clear in a tree drawn whole; the others are for a folded
//! drawing (its nodes move each step and its slot is not widened for
//! α/β), for a node squeezed into less than half a column, and for move
//! names on crowded fans.

use minimax_engine::layout::{Drawn, Layout};
use minimax_engine::placement::{Obstacle, Obstacles, Rect, beside_segment};
use minimax_engine::tree::{Kind, NodeId, Player, Tree};

use super::geometry::{COUNT_END, R, Spacing, WINDOW_DX, count_font, leaf_half_width, text_offsets, text_px, value_beside, windowed};

/// What an obstacle belongs to.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Tag {
    Node,
    Edge,
    /// Where a node's α/β goes when nothing is in its way: kept clear of
    /// move names, never drawn as such.
    Window,
    Move,
}

/// The size of a move's name.
pub(super) const MOVE_FONT: f64 = super::geometry::MOVE_PX;

/// How far below its top and above its bottom a line of text reaches from
/// its baseline, per pixel of type (DejaVu Sans, rounded up).
const ASCENT: f64 = 0.93;
const DESCENT: f64 = 0.24;

/// From the centre of a move's name to its baseline.
pub(super) const MOVE_BASELINE: f64 = (ASCENT - DESCENT) / 2.0 * MOVE_FONT;

/// Where a node's α/β goes, relative to its centre: the anchor's offset
/// across, whether the text ends there (else starts there), and how far
/// its two lines move down from their place above the node.
#[derive(Clone, Copy, PartialEq, Debug)]
pub(super) struct WindowAt {
    pub dx: f64,
    pub end: bool,
    pub dy: f64,
}

impl WindowAt {
    /// Above the node, beside the edge into it, on one side (the place the
    /// spacing keeps clear).
    pub fn above(left: bool) -> WindowAt {
        WindowAt { dx: if left { -WINDOW_DX } else { WINDOW_DX }, end: left, dy: 0.0 }
    }

    /// The box of a label `width` wide at this place for a node at `(x, y)`.
    fn rect(&self, (x, y): (f64, f64), width: f64, window_font: f64) -> Rect {
        let (_, _, (alpha, beta)) = text_offsets(0.0, window_font);
        let ax = x + self.dx;
        let (x0, x1) = if self.end { (ax - width, ax) } else { (ax, ax + width) };
        Rect::new(x0, y + self.dy + alpha - ASCENT * window_font, x1, y + self.dy + beta + DESCENT * window_font)
    }
}

/// A line of text's box, from its baseline's start.
fn line_box(x0: f64, baseline: f64, width: f64, font: f64) -> Rect {
    Rect::new(x0, baseline - ASCENT * font, x0 + width, baseline + DESCENT * font)
}

/// The edge into `id` as drawn: from under its parent's shape to the top
/// of its own (`None` at the root).
pub(super) fn edge_ends(tree: &Tree, layout: &Layout, spacing: &Spacing, id: NodeId) -> Option<((f64, f64), (f64, f64))> {
    let parent = tree[id].parent()?;
    let (x1, y1) = spacing.at(layout, parent);
    let (x2, y2) = spacing.at(layout, id);
    let y1 = y1 + if tree[parent].player() == Some(Player::Max) { R * 0.8 } else { R };
    let y2 = y2 - if matches!(layout.drawn(id), Drawn::Elided { .. }) { R * 0.7 } else { R };
    Some(((x1, y1), (x2, y2)))
}

/// What a node draws, besides α/β and the edges.
pub(super) struct NodeLooks<'a> {
    pub names: &'a [yew::AttrValue],
    /// Which nodes show a game's position.
    pub pictures: &'a [bool],
    /// Which values go beside their shape (empty: decided per node).
    pub beside: &'a [bool],
    /// Each leaf's text, as its box holds it.
    pub leaf_text: &'a dyn Fn(NodeId) -> String,
}

/// Whether an internal node's value goes beside its shape (see
/// [`value_beside`]): as the spacing settled, or for a folded drawing as it
/// is drawn.
fn beside_of(tree: &Tree, layout: &Layout, spacing: &Spacing, looks: &NodeLooks, id: NodeId) -> bool {
    if looks.beside.is_empty() { value_beside(tree, layout, id, spacing) } else { looks.beside.get(id.index()).copied().unwrap_or(false) }
}

/// The boxes a node's shape and texts take (its value at its widest).
fn node_boxes(tree: &Tree, layout: &Layout, spacing: &Spacing, looks: &NodeLooks, id: NodeId) -> Vec<Rect> {
    let (x, y) = spacing.at(layout, id);
    let font = spacing.font;
    let (name_dy, value_dy, _) = text_offsets(font, spacing.window_font);
    let side = (2.0 * R).max(1.8 * font);
    let picture = looks.pictures.get(id.index()).copied().unwrap_or(false);
    if let Drawn::Elided { count } = layout.drawn(id) {
        let width = (format!("+{count}").chars().count() as f64 * 0.62 * font + 12.0).max(2.0 * R);
        return vec![Rect::new(x - width / 2.0, y - 0.7 * R, x + width / 2.0, y + 0.7 * R)];
    }
    if tree[id].is_leaf() {
        let half = leaf_half_width(&(looks.leaf_text)(id), font);
        let mut boxes = vec![Rect::new(x - half, y - 0.85 * R, x + half, y + 0.85 * R)];
        if picture {
            let top = y + 0.85 * R + 4.0;
            boxes.push(Rect::new(x - side / 2.0, top, x + side / 2.0, top + side));
        }
        return boxes;
    }
    let folded = layout.drawn(id) == Drawn::Folded;
    let stacked = if folded { 5.0 } else { 0.0 };
    let mut boxes = vec![Rect::new(x - R, y - R, x + R + stacked, y + R + stacked)];
    boxes.push(if picture {
        Rect::new(x - R - 6.0 - side, y - side / 2.0, x - R - 6.0, y + side / 2.0)
    } else {
        let name = text_px(&format!("{} ", looks.names.get(id.index()).map_or("", |n| n.as_str())), font);
        line_box(x - R - 6.0 - name, y + name_dy, name, font)
    });
    let beside = matches!(tree[id].kind(), Some(Kind::Player { .. })) || beside_of(tree, layout, spacing, looks, id);
    boxes.push(line_box(x + R + 8.0, y + if beside { name_dy } else { value_dy }, spacing.bound, font));
    if folded {
        let small = count_font(font);
        let count = text_px(&format!("+{}", tree.len()), small);
        boxes.push(Rect::new(x + COUNT_END - count, y + R + 5.0, x + COUNT_END, y + R + 5.0 + 1.2 * small));
    }
    boxes
}

/// What is drawn where (shapes, texts, edges, the places α/β would take)
/// and where each move's name goes.
pub(super) struct Placement {
    obstacles: Obstacles<Tag>,
    /// The centre of the name of the move into each node, if it has one.
    pub moves: Vec<Option<(f64, f64)>>,
    bounds: Rect,
    /// How far each node's texts and shape reach in its own row, left and
    /// right of its centre, and how far they reach below it.
    reach: Vec<(f64, f64, f64)>,
    /// Which values go beside their shape.
    beside: Vec<bool>,
}

impl Placement {
    /// Everything the drawing of `layout` holds, with `texts` the name of
    /// the move into each node (if any), each α/β on its side (`sides`:
    /// left) unless there is none (`windows` false), and the moves' names
    /// placed clear of all of it, in the order drawn.
    pub fn new(
        tree: &Tree,
        layout: &Layout,
        spacing: &Spacing,
        looks: &NodeLooks,
        (sides, windows): (&[bool], bool),
        texts: &dyn Fn(NodeId) -> Option<String>,
        size: (f64, f64),
    ) -> Placement {
        let mut obstacles = Obstacles::new(spacing.level.max(spacing.slot).max(40.0));
        let mut reach = vec![(R, R, R); tree.len()];
        let mut beside = vec![false; tree.len()];
        for &id in layout.shown() {
            beside[id.index()] = beside_of(tree, layout, spacing, looks, id);
            let (x, y) = spacing.at(layout, id);
            let boxes = node_boxes(tree, layout, spacing, looks, id);
            let in_row = || boxes.iter().filter(|b| b.y0 < y + R && b.y1 > y - R);
            reach[id.index()] = (
                in_row().map(|b| x - b.x0).fold(R, f64::max),
                in_row().map(|b| b.x1 - x).fold(R, f64::max),
                boxes.iter().map(|b| b.y1 - y).fold(R, f64::max),
            );
            for b in boxes {
                obstacles.add(Obstacle::Box(b), Tag::Node);
            }
            if let Some((a, b)) = edge_ends(tree, layout, spacing, id) {
                obstacles.add(Obstacle::Segment(a, b), Tag::Edge);
            }
            if windows && windowed(tree, id) && layout.drawn(id) == Drawn::Shown {
                let left = sides.get(id.index()).copied().unwrap_or(false);
                let at = spacing.at(layout, id);
                obstacles.add(Obstacle::Box(WindowAt::above(left).rect(at, spacing.window, spacing.window_font)), Tag::Window);
            }
        }
        let bounds = Rect::new(0.0, 0.0, size.0, size.1);
        let mut moves = vec![None; tree.len()];
        for &id in layout.shown() {
            let (Some(text), Some((a, b))) = (texts(id), edge_ends(tree, layout, spacing, id)) else {
                continue;
            };
            if matches!(layout.drawn(id), Drawn::Elided { .. }) {
                continue;
            }
            let size = (text_px(&text, MOVE_FONT), (ASCENT + DESCENT) * MOVE_FONT);
            // Three quarters of the way down, where the edges of one node
            // have spread apart (nearer the child on the flat edges of a
            // wide fan, which crowd at the top), on the side away from the
            // child's α/β; then further along or back, and the other side.
            let flat = (b.0 - a.0).abs() > 2.0 * (b.1 - a.1).abs();
            let first = if flat { 0.88 } else { 0.72 };
            let left = !sides.get(id.index()).copied().unwrap_or(false);
            let candidates: Vec<(f64, f64)> = [first, 0.6, 0.82, 0.9, 0.5, 0.4, 0.95, 0.3]
                .into_iter()
                .flat_map(|t| [left, !left].map(|side| beside_segment(a, b, t, side, size, 3.0)))
                .collect();
            // Last, by the child itself (where edges that run close to one
            // another leave no room along them): under it, or beside it in
            // its own row.
            let (cx, cy) = spacing.at(layout, id);
            let (l, r, under) = reach[id.index()];
            let mut candidates = candidates;
            candidates.extend([
                (cx, cy + under + 2.0 + size.1 / 2.0),
                (cx - l - 6.0 - size.0 / 2.0, cy),
                (cx + r + 6.0 + size.0 / 2.0, cy),
            ]);
            let boxes: Vec<Rect> = candidates
                .iter()
                .map(|&(cx, cy)| Rect::new(cx - size.0 / 2.0, cy - size.1 / 2.0, cx + size.0 / 2.0, cy + size.1 / 2.0))
                .collect();
            // Where α/β would go is kept clear if that can be done; if
            // not, α/β (drawn only on the path) moves instead.
            let clear = |k: usize, skip: &dyn Fn(Tag) -> bool| boxes[k].inside(&bounds) && obstacles.count(&boxes[k], skip) == 0;
            let first = obstacles.best(&boxes, Some(&bounds), |_| false, |_| 0);
            let chosen = match first {
                Some(k) if clear(k, &|_| false) => Some(k),
                _ => obstacles
                    .best(&boxes, Some(&bounds), |t| t == Tag::Window, |_| 0)
                    .filter(|&k| clear(k, &|t| t == Tag::Window))
                    .or(first),
            };
            if let Some(k) = chosen {
                obstacles.add(Obstacle::Box(boxes[k]), Tag::Move);
                moves[id.index()] = Some(candidates[k]);
            }
        }
        Placement { obstacles, moves, bounds, reach, beside }
    }

    /// Whether the value of `id` goes beside its shape.
    pub fn value_beside(&self, id: NodeId) -> bool {
        self.beside.get(id.index()).copied().unwrap_or(false)
    }

    /// Where the α/β of `id` goes, its lines `texts`: above the node on
    /// its side (`left`) if that is clear, else the other side, beside the
    /// shape in its own row, or below it, whichever meets nothing (else
    /// the least), clear of the α/β already placed this render (`placed`,
    /// to which its box is added).
    pub fn window(
        &self,
        layout: &Layout,
        spacing: &Spacing,
        id: NodeId,
        texts: (&str, &str),
        left: bool,
        placed: &mut Vec<Rect>,
    ) -> WindowAt {
        let wf = spacing.window_font;
        let width = text_px(texts.0, wf).max(text_px(texts.1, wf));
        let at = spacing.at(layout, id);
        let (_, _, (alpha, beta)) = text_offsets(spacing.font, wf);
        let (top, bottom) = (alpha - ASCENT * wf, beta + DESCENT * wf);
        let (reach_left, reach_right, reach_below) = self.reach.get(id.index()).copied().unwrap_or((R, R, R));
        // Beside: centred on the node, right of its shape and of a value
        // beside it, or left of its name. Below: under its value.
        let centre = -(top + bottom) / 2.0;
        let below = reach_below + 3.0 - top;
        let candidates = [
            WindowAt::above(left),
            WindowAt::above(!left),
            WindowAt { dx: reach_right + 6.0, end: false, dy: centre },
            WindowAt { dx: -reach_left - 6.0, end: true, dy: centre },
            WindowAt { dx: WINDOW_DX, end: false, dy: below },
            WindowAt { dx: -WINDOW_DX, end: true, dy: below },
        ];
        let rects: Vec<Rect> = candidates.iter().map(|c| c.rect(at, width, wf)).collect();
        let more = |r: &Rect| placed.iter().filter(|p| p.hits(r)).count();
        let k = self.obstacles.best(&rects, Some(&self.bounds), |t| t == Tag::Window, more).unwrap_or(0);
        placed.push(rects[k]);
        candidates[k]
    }
}
