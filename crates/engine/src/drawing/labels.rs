//! Where the labels go that could meet something drawn: a game's move
//! names (placed once per layout) and α/β (placed as it is drawn: only the
//! nodes on the search path show it). Each goes at its first candidate
//! place that meets no text, shape or edge (see
//! [`crate::placement`]). The spacing already keeps the first
//! candidate clear in a tree drawn whole; the others are for a folded
//! drawing (its nodes move each step and its slot is not widened for
//! α/β), for a node squeezed into less than half a column, and for move
//! names on crowded fans.

use crate::layout::{Drawn, Layout};
use crate::placement::{Obstacle, Obstacles, Rect, beside_segment};
use crate::tree::{Kind, NodeId, Player, Tree};

use super::spacing::{
    COUNT_END, R, Spacing, WINDOW_DX, beside_picture, count_font, elided_width, leaf_half_width, move_font, picture_side, text_offsets,
    value_beside, windowed,
};
use super::text_width;

/// What an obstacle belongs to.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Tag {
    Node,
    Edge,
    /// Where a node's α/β goes when nothing is in its way: kept clear of
    /// move names, never drawn as such.
    Window,
    Move,
}

/// How far below its top and above its bottom a line of text reaches from
/// its baseline, per pixel of type (DejaVu Sans, rounded up).
const ASCENT: f64 = 0.93;
const DESCENT: f64 = 0.24;

/// From the centre of a move's name to its baseline, for its size.
pub fn move_baseline(move_font: f64) -> f64 {
    (ASCENT - DESCENT) / 2.0 * move_font
}

/// Where a node's α/β goes, relative to its centre: the anchor's offset
/// across, whether the text ends there (else starts there), and how far
/// its two lines move down from their place above the node.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct WindowAt {
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
pub fn edge_ends(tree: &Tree, layout: &Layout, spacing: &Spacing, id: NodeId) -> Option<((f64, f64), (f64, f64))> {
    let parent = tree[id].parent()?;
    let (x1, y1) = spacing.at(layout, parent);
    let (x2, y2) = spacing.at(layout, id);
    let y1 = y1 + if tree[parent].player() == Some(Player::Max) { R * 0.8 } else { R };
    let y2 = y2 - if matches!(layout.drawn(id), Drawn::Elided { .. }) { R * 0.7 } else { R };
    Some(((x1, y1), (x2, y2)))
}

/// What a node draws, besides α/β and the edges.
pub struct NodeLooks<'a, N: AsRef<str>> {
    pub names: &'a [N],
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
fn beside_of(tree: &Tree, layout: &Layout, spacing: &Spacing, looks: &NodeLooks<impl AsRef<str>>, id: NodeId) -> bool {
    if looks.beside.is_empty() { value_beside(tree, layout, id, spacing) } else { looks.beside.get(id.index()).copied().unwrap_or(false) }
}

/// The boxes a node's shape and texts take (its value at its widest).
fn node_boxes(tree: &Tree, layout: &Layout, spacing: &Spacing, looks: &NodeLooks<impl AsRef<str>>, id: NodeId) -> Vec<Rect> {
    let (x, y) = spacing.at(layout, id);
    let font = spacing.font;
    let (name_dy, value_dy, _) = text_offsets(font, spacing.window_font);
    let side = picture_side(font);
    let picture = looks.pictures.get(id.index()).copied().unwrap_or(false);
    if let Drawn::Elided { count } = layout.drawn(id) {
        let width = elided_width(count, font);
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
    // The name left of the shape, and of the position a game draws there.
    let name = text_width(&format!("{} ", looks.names.get(id.index()).map_or("", |n| n.as_ref())), font);
    let name_end = if picture {
        let (side, dy) = beside_picture(font);
        boxes.push(Rect::new(x - R - 6.0 - side, y + dy - side / 2.0, x - R - 6.0, y + dy + side / 2.0));
        x - R - 10.0 - side
    } else {
        x - R - 6.0
    };
    boxes.push(line_box(name_end - name, y + name_dy, name, font));
    let beside = matches!(tree[id].kind(), Some(Kind::Player { .. })) || beside_of(tree, layout, spacing, looks, id);
    boxes.push(line_box(x + R + 8.0, y + if beside { name_dy } else { value_dy }, spacing.bound, font));
    if folded {
        let small = count_font(font);
        // The widest count a folded node can show (as the spacing has it).
        let count = text_width(&format!("+{}", tree.len().saturating_sub(1)), small);
        boxes.push(Rect::new(x + COUNT_END - count, y + R + 5.0, x + COUNT_END, y + R + 5.0 + 1.2 * small));
    }
    boxes
}

/// What is drawn where (shapes, texts, edges, the places α/β would take)
/// and where each move's name goes.
pub struct Placement {
    obstacles: Obstacles<Tag>,
    /// The centre of the name of the move into each node, if it has one.
    pub moves: Vec<Option<(f64, f64)>>,
    bounds: Rect,
    /// How far each node's texts and shape reach in its own row, left and
    /// right of its centre, and how far they reach below it.
    reach: Vec<(f64, f64, f64)>,
    /// Which values go beside their shape.
    beside: Vec<bool>,
    /// The moves' type size (`spacing::move_font`).
    pub move_font: f64,
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
        looks: &NodeLooks<impl AsRef<str>>,
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
            let font = move_font(spacing.font);
            let size = (text_width(&text, font), (ASCENT + DESCENT) * font);
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
        Placement { obstacles, moves, bounds, reach, beside, move_font: move_font(spacing.font) }
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
        let width = text_width(texts.0, wf).max(text_width(texts.1, wf));
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
        // Last, where a fan's edge crosses over the node (no slot helps
        // there): places further out around it, nearest ring first, on a
        // grid of half the label's size.
        let height = bottom - top;
        // Ring by ring (no sort: a stable sort's code would be one more
        // thing in the first view).
        let mut around: Vec<WindowAt> = Vec::new();
        for ring in 0i32..=4 {
            for i in -ring..=ring {
                for j in -ring..=ring {
                    if i.abs().max(j.abs()) != ring {
                        continue;
                    }
                    let (cx, cy) = (f64::from(i) * (width / 2.0 + 4.0), f64::from(j) * height / 2.0);
                    // Its box's left end, relative to the node's centre.
                    let left_end = if i < 0 { cx - width - R } else { cx + R };
                    around.push(WindowAt { dx: left_end, end: false, dy: cy - (top + bottom) / 2.0 });
                }
            }
        }
        let candidates: Vec<WindowAt> = candidates.into_iter().chain(around).collect();
        let rects: Vec<Rect> = candidates.iter().map(|c| c.rect(at, width, wf)).collect();
        let more = |r: &Rect| placed.iter().filter(|p| p.hits(r)).count();
        let k = self.obstacles.best(&rects, Some(&self.bounds), |t| t == Tag::Window, more).unwrap_or(0);
        placed.push(rects[k]);
        candidates[k]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::drawing::spacing::{extent, fonts, leaf_shown, lean_at_top, picture_bottom, spacing, window_sides};
    use crate::rng::Xorshift as Rng;

    /// A random tree in the notation: ragged (1 to 4 children, leaves at
    /// any depth from the second level), values with ties, negatives and
    /// wide numbers, and now and then a placeholder.
    fn random_source(rng: &mut Rng, depth: u32) -> String {
        let children = 1 + rng.below(4);
        let kids: Vec<String> = (0..children)
            .map(|_| {
                if depth > 0 && rng.below(4) != 0 {
                    format!("<{}>", random_source(rng, depth - 1))
                } else {
                    match rng.below(10) {
                        0 => ["a", "b", "x1"][rng.below(3) as usize].to_string(),
                        1 => format!("-{}", rng.below(120)),
                        2 => format!("{}", 100 + rng.below(900)),
                        _ => format!("{}", rng.below(10)),
                    }
                }
            })
            .collect();
        kids.join(",")
    }

    /// The same tree with a game's move named on every edge ("2,3": the
    /// row and column tic-tac-toe writes).
    fn with_moves(tree: &Tree) -> Tree {
        use crate::tree::{Edge, TreeBuilder};
        let mut b = TreeBuilder::new();
        let mut open: Vec<NodeId> = Vec::new();
        for id in tree.ids() {
            while open.last().is_some_and(|&top| !tree.contains(top, id)) {
                b.close();
                open.pop();
            }
            match tree[id].leaf() {
                Some(leaf) => {
                    b.leaf(None, leaf.clone());
                }
                None => {
                    b.open(None, None);
                    open.push(id);
                }
            }
            let label = format!("{},{}", tree[id].depth() % 3 + 1, tree[id].index_in_parent() % 3 + 1);
            b.set_edge(Edge { probability: None, label: (id != NodeId::ROOT).then(|| label.into()) });
        }
        while open.pop().is_some() {
            b.close();
        }
        b.finish(Player::Max).unwrap_or_else(|e| panic!("{e:?}"))
    }

    /// Every box a drawing's nodes take, each with its node.
    fn boxes_of(tree: &Tree, layout: &Layout, spacing: &Spacing, looks: &NodeLooks<String>) -> Vec<(NodeId, Rect)> {
        layout.shown().iter().flat_map(|&id| node_boxes(tree, layout, spacing, looks, id).into_iter().map(move |b| (id, b))).collect()
    }

    /// The page's label sweep (`tests/e2e/labels.test.mjs`), natively, on
    /// random trees drawn whole (up to the size the page draws whole) or
    /// folded down to one leaf, at the page's, the projector's and a
    /// phone's sizes: no two nodes' texts or shapes meet,
    /// no edge crosses a text or a shape other than its own two ends', and
    /// on every path from the root each node's α/β (at its widest) finds a
    /// place that meets nothing drawn and no α/β above it, inside the
    /// drawing.
    #[test]
    fn drawings_keep_every_label_clear_on_random_trees() {
        let mut rng = Rng::new(39);
        for case in 0..4000 {
            let depth = 1 + rng.below(4) as u32;
            let source = random_source(&mut rng, depth);
            let tree = match crate::notation::parse(&source).into_result() {
                Ok(tree) => tree,
                Err(e) => panic!("{source}: {e:?}"),
            };
            // Bigger trees open folded: open down to one leaf (the search's
            // path), every other subtree folded, each showing its count.
            let folded = tree.leaves().count() > crate::drawing::spacing::FOLD_LEAVES;
            let target = tree.leaves().nth(rng.below(tree.leaves().count() as u64) as usize).unwrap_or(NodeId::ROOT);
            let open: Vec<NodeId> = std::iter::successors(Some(target), |&n| tree[n].parent()).collect();
            let layout = if folded { Layout::folded(&tree, |id| open.contains(&id)) } else { Layout::new(&tree) };
            let count = folded.then(|| format!("+{}", tree.len() - 1));
            // A phone draws a tree whole, tightly, up to its limit; a laptop
            // draws a whole tree tight where α/β beside its nodes would be
            // too small (in the page's type).
            let (projector, phone, laptop_tight) =
                [(false, false, false), (true, false, false), (false, true, false), (false, false, true)][case % 4];
            let phone = phone && tree.leaves().count() <= crate::drawing::spacing::PHONE_WHOLE_LEAVES;
            let tight = phone || (laptop_tight && !folded);
            // A game's positions beside and under its nodes and its moves
            // on the edges, now and then.
            let game = rng.below(3) == 0;
            let tree = if game { with_moves(&tree) } else { tree };
            let pictures = vec![game; tree.len()];
            let (sp, beside) = spacing(&tree, &layout, fonts(projector, false, phone), count.as_deref(), (tight, game));
            let names: Vec<String> = tree.ids().map(|id| tree.name(id).to_string()).collect();
            let leaf_text = |id: NodeId| leaf_shown(&tree, id);
            let looks = NodeLooks { names: &names, pictures: &pictures, beside: &beside, leaf_text: &leaf_text };
            let sides = window_sides(&tree, &layout, lean_at_top(sp.window_font, sp.level)).0;
            let size = extent(&layout, if game { Spacing { bottom: picture_bottom(sp.font), ..sp } } else { sp });
            // A game's moves name the edges ("3,1", as tic-tac-toe's do).
            let moves = |id: NodeId| tree[id].edge().and_then(|e| e.label.as_deref()).map(str::to_string);
            let placement = Placement::new(&tree, &layout, &sp, &looks, (&sides, !tight), &moves, size);
            let what = format!("case {case} ({source}), projector {projector}, phone {phone}, tight {tight}, game {game}, folded {folded}");
            let boxes = boxes_of(&tree, &layout, &sp, &looks);
            let frame = Rect::new(0.0, 0.0, size.0, size.1);
            for (k, (a, ra)) in boxes.iter().enumerate() {
                assert!(ra.inside(&frame), "{what}: a box of {} leaves the drawing: {ra:?} in {size:?}", tree.name(*a));
                for (b, rb) in &boxes[k + 1..] {
                    assert!(
                        a == b || !ra.hits(rb),
                        "{what}: {} {ra:?} {:?} meets {} {rb:?} {:?}; slot {}",
                        tree.name(*a),
                        layout.drawn(*a),
                        tree.name(*b),
                        layout.drawn(*b),
                        sp.slot
                    );
                }
                for &c in layout.shown() {
                    let Some((p, q)) = edge_ends(&tree, &layout, &sp, c) else { continue };
                    let parent = tree[c].parent();
                    // An edge touches its own ends' shapes (each node's first box).
                    let own_shape =
                        (*a == c || Some(*a) == parent) && boxes.iter().position(|(n, _)| n == a).is_some_and(|first| first == k);
                    assert!(
                        own_shape || !ra.grow(-0.5).crossed_by(p, q),
                        "{what}: the edge into {} ({p:?}→{q:?}) crosses {} box {k} {ra:?}; node at {:?}, beside {:?}",
                        tree.name(c),
                        tree.name(*a),
                        sp.at(&layout, *a),
                        beside.get(a.index())
                    );
                }
            }
            // Each move's name meets no text, shape, edge or other move.
            let font = move_font(sp.font);
            let named: Vec<Rect> = tree
                .ids()
                .filter_map(|id| {
                    let ((cx, cy), text) = (placement.moves[id.index()]?, moves(id)?);
                    let (w, h) = (text_width(&text, font), (ASCENT + DESCENT) * font);
                    Some(Rect::new(cx - w / 2.0, cy - h / 2.0, cx + w / 2.0, cy + h / 2.0))
                })
                .collect();
            assert_eq!(named.len(), if game { layout.shown().len() - 1 } else { 0 }, "{what}: every move is named");
            for (k, r) in named.iter().enumerate() {
                let hits = placement.obstacles.count(r, |t| matches!(t, Tag::Window | Tag::Move));
                if hits != 0 || !r.inside(&frame) {
                    let met: Vec<_> =
                        placement.obstacles.items().iter().filter(|(o, t)| !matches!(t, Tag::Window | Tag::Move) && o.meets(r)).collect();
                    panic!("{what}: a move's name at {r:?} meets {met:?} (inside {})", r.inside(&frame));
                }
                assert!(!named[k + 1..].iter().any(|o| o.hits(r)), "{what}: two moves' names meet");
            }
            if tight {
                continue;
            }
            // α/β on each path, as the page places it while the search is there.
            let ends: Vec<NodeId> = if folded { vec![target] } else { tree.leaves().collect() };
            for leaf in ends {
                let mut path: Vec<NodeId> = std::iter::successors(tree[leaf].parent(), |&n| tree[n].parent()).collect();
                path.reverse();
                let mut placed = Vec::new();
                for id in path.into_iter().filter(|&n| windowed(&tree, n)) {
                    let left = sides[id.index()];
                    let at = placement.window(&layout, &sp, id, ("α=−∞", &format!("β={}", "9".repeat(3))), left, &mut placed);
                    let width = text_width("α=−∞", sp.window_font).max(text_width("β=999", sp.window_font));
                    let rect = at.rect(sp.at(&layout, id), width, sp.window_font);
                    let above = &placed[..placed.len() - 1];
                    assert!(!above.iter().any(|r: &Rect| r.hits(&rect)), "{what}: α/β of {} meets an α/β above it", tree.name(id));
                    let hits = placement.obstacles.count(&rect, |t| t == Tag::Window);
                    if hits != 0 || !rect.inside(&frame) {
                        let what_hits: Vec<_> =
                            placement.obstacles.items().iter().filter(|(o, t)| *t != Tag::Window && o.meets(&rect)).collect();
                        panic!("{what}: α/β of {} at {:?} meets {what_hits:?} at {at:?} rect {rect:?}", tree.name(id), sp.at(&layout, id));
                    }
                }
            }
        }
    }
}
