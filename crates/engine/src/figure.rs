//! Where a TikZ figure puts things, in millimetres (y up, as TikZ has it):
//! each node from the drawing's [`Layout`], rows far enough apart and
//! columns wide enough for names (left of a shape) and values (right of
//! it), edges from the bottom of a shape to the top of the next, and each
//! node's α/β at the first of its candidate places that meets no text,
//! shape or edge (see [`crate::placement`]), the columns widened until
//! every node has one. The places do not depend on the step, so a Beamer
//! deck's overlays keep every node where it was.

use super::drawing::spacing::leaf_shown;
use super::drawing::{Face, face_width};
use super::layout::Layout;
use super::placement::{Obstacle, Obstacles, Rect};
use super::tree::{Kind, NodeId, Tree};

/// The distance between rows.
pub const LEVEL: f64 = 20.0;
/// Gaps: between a shape and its name or value, between neighbours' texts,
/// and between α/β and what it is beside.
pub const NEAR: f64 = 0.8;
const APART: f64 = 3.0;
const BESIDE: f64 = 1.2;
/// Type sizes in points: names and values (`\small`) and α/β
/// (`\footnotesize`: readable on a slide, where the figure is scaled down).
pub const SMALL_PT: f64 = 9.0;
pub const TINY_PT: f64 = 8.0;
/// Millimetres per point.
const MM: f64 = 0.3515;

/// How wide `text` is set at `pt` points, in millimetres, rounded up: the
/// one measure ([`face_width`]) in LaTeX's face, a tenth more for Beamer's
/// sans serif.
pub fn text_mm(text: &str, pt: f64) -> f64 {
    1.1 * face_width(Face::Tex, text, pt * MM) + 0.4
}

/// How wide a node's name is (bold: a sixth wider).
fn name_mm(tree: &Tree, id: NodeId) -> f64 {
    1.15 * text_mm(tree.name(id), SMALL_PT) + 0.5
}

/// The height of one line of type at `pt` points, in millimetres.
pub fn line_mm(pt: f64) -> f64 {
    1.2 * pt * MM
}

/// A node's shape: half its width, and how far it reaches above and below
/// its centre.
pub fn shape(tree: &Tree, id: NodeId, leaf_text: &str) -> (f64, f64, f64) {
    match tree[id].kind() {
        // Regular triangles in a circle of 9 mm.
        Some(Kind::Max) => (3.9, 4.5, 2.25),
        Some(Kind::Min) => (3.9, 2.25, 4.5),
        Some(Kind::Chance) | Some(Kind::Player { .. }) => (4.0, 4.0, 4.0),
        // A box at least 7 mm square, its text inside with 1.5 pt around.
        None => ((text_mm(leaf_text, SMALL_PT) / 2.0 + 1.5 * MM).max(3.5), 3.5, 3.5),
    }
}

/// Where α/β goes: the corner of its box the text is anchored at, and
/// which (`south west`, `south east`, `west`, `east`, `north west`,
/// `north east`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct WindowAt {
    pub x: f64,
    pub y: f64,
    pub anchor: &'static str,
    pub rect: Rect,
}

/// Every node's centre, the widest value an internal node shows, and each
/// internal node's α/β place.
#[derive(Clone, Debug)]
pub struct Figure {
    pub at: Vec<(f64, f64)>,
    pub value_width: f64,
    pub windows: Vec<Option<WindowAt>>,
    /// The candidate places that met something (0 when every α/β is clear).
    pub crowded: usize,
}

/// The widest α/β line (`α=−∞` and every leaf value).
fn window_width(tree: &Tree) -> f64 {
    let widest = tree.leaves().map(|id| text_mm(&leaf_shown(tree, id), TINY_PT)).fold(text_mm("−∞", TINY_PT), f64::max);
    // Under chance nodes a window can hold a fraction.
    let chance = tree.ids().any(|id| tree[id].kind() == Some(Kind::Chance));
    text_mm("β=", TINY_PT) + if chance { widest.max(text_mm("−000.000…", TINY_PT)) } else { widest }
}

impl Figure {
    /// The figure of `tree`.
    pub fn new(tree: &Tree) -> Figure {
        let layout = Layout::new(tree);
        let texts: Vec<String> = tree.ids().map(|id| leaf_shown(tree, id)).collect();
        let widest_leaf = tree.leaves().map(|id| text_mm(&texts[id.index()], SMALL_PT)).fold(text_mm("?", SMALL_PT), f64::max);
        // A value or a bound (`≤ 2`, or `1..2` with placeholders open); an
        // expectation can have more digits than any leaf.
        let chance = tree.ids().any(|id| tree[id].kind() == Some(Kind::Chance));
        let value_width =
            (2.0 * widest_leaf + text_mm("..", SMALL_PT)).max(if chance { text_mm("≤ −000.000…", SMALL_PT) } else { 0.0 });
        let name = |id: NodeId| name_mm(tree, id);
        let reach = |id: NodeId| {
            let (half, _, _) = shape(tree, id, &texts[id.index()]);
            if tree[id].is_leaf() { (half, half) } else { (half + NEAR + name(id), half + NEAR + value_width) }
        };
        let base = layout.unit_for(12.0, |l, r| reach(l).1 + reach(r).0 + APART);
        let mut best: Option<Figure> = None;
        // Wider columns until every α/β has a clear place (a few tries).
        for widen in [1.0, 1.25, 1.5, 2.0, 2.5, 3.0] {
            let figure = Figure::at_slot(tree, &layout, &texts, base * widen, value_width);
            let done = figure.crowded == 0;
            if best.as_ref().is_none_or(|b| figure.crowded < b.crowded) {
                best = Some(figure);
            }
            if done {
                break;
            }
        }
        best.unwrap_or_else(|| Figure::at_slot(tree, &layout, &texts, base, value_width))
    }

    fn at_slot(tree: &Tree, layout: &Layout, texts: &[String], slot: f64, value_width: f64) -> Figure {
        let at: Vec<(f64, f64)> = tree.ids().map(|id| (layout.x(id) * slot, -layout.y(id) * LEVEL)).collect();
        let mut obstacles: Obstacles<()> = Obstacles::new(LEVEL);
        let small = line_mm(SMALL_PT);
        for id in tree.ids() {
            let (x, y) = at[id.index()];
            let (half, up, down) = shape(tree, id, &texts[id.index()]);
            obstacles.add(Obstacle::Box(Rect::new(x - half, y - down, x + half, y + up)), ());
            if !tree[id].is_leaf() {
                let name = name_mm(tree, id);
                obstacles.add(Obstacle::Box(Rect::new(x - half - NEAR - name, y - small / 2.0, x - half - NEAR, y + small / 2.0)), ());
                obstacles
                    .add(Obstacle::Box(Rect::new(x + half + NEAR, y - small / 2.0, x + half + NEAR + value_width, y + small / 2.0)), ());
            }
            if let Some((a, b)) = edge(tree, &at, texts, id) {
                obstacles.add(Obstacle::Segment(a, b), ());
            }
        }
        let (w, h) = (window_width(tree), 2.0 * line_mm(TINY_PT) + 0.4);
        let mut windows = vec![None; tree.len()];
        let mut crowded = 0;
        for id in tree.ids().filter(|&id| !tree[id].is_leaf() && !matches!(tree[id].kind(), Some(Kind::Player { .. }))) {
            let (x, y) = at[id.index()];
            let (half, up, down) = shape(tree, id, &texts[id.index()]);
            let name = name_mm(tree, id);
            // Above, away from the edge into the node first (it comes
            // from the parent's side); then beside the name or the value
            // in the node's own row; then below.
            let left_first = tree[id].parent().is_some_and(|p| at[p.index()].0 > x + 1e-9);
            let above = [(x - BESIDE, y + up + BESIDE, "south east"), (x + BESIDE, y + up + BESIDE, "south west")];
            let above = if left_first { above } else { [above[1], above[0]] };
            let candidates = [
                above[0],
                above[1],
                (x + half + NEAR + value_width + BESIDE, y, "west"),
                (x - half - NEAR - name - BESIDE, y, "east"),
                (x + BESIDE, y - down - BESIDE, "north west"),
                (x - BESIDE, y - down - BESIDE, "north east"),
            ];
            let place = |&(px, py, anchor): &(f64, f64, &'static str)| {
                let x0 = if anchor.ends_with("east") {
                    px - w
                } else if anchor.ends_with("west") {
                    px
                } else {
                    px - w / 2.0
                };
                let y0 = if anchor.starts_with("south") {
                    py
                } else if anchor.starts_with("north") {
                    py - h
                } else {
                    py - h / 2.0
                };
                WindowAt { x: px, y: py, anchor, rect: Rect::new(x0, y0, x0 + w, y0 + h) }
            };
            let places: Vec<WindowAt> = candidates.iter().map(place).collect();
            let rects: Vec<Rect> = places.iter().map(|p| p.rect).collect();
            let k = obstacles.best(&rects, None, |_| false, |_| 0).unwrap_or(0);
            if obstacles.count(&rects[k], |_| false) > 0 {
                crowded += 1;
            }
            // Any node may be on the path: α/β keep clear of each other.
            obstacles.add(Obstacle::Box(rects[k]), ());
            windows[id.index()] = Some(places[k]);
        }
        Figure { at, value_width, windows, crowded }
    }

    /// The edge into `id`: from the bottom of its parent's shape to the
    /// top of its own.
    pub fn edge(&self, tree: &Tree, texts: &[String], id: NodeId) -> Option<((f64, f64), (f64, f64))> {
        edge(tree, &self.at, texts, id)
    }
}

fn edge(tree: &Tree, at: &[(f64, f64)], texts: &[String], id: NodeId) -> Option<((f64, f64), (f64, f64))> {
    let parent = tree[id].parent()?;
    let ((px, py), (cx, cy)) = (at[parent.index()], at[id.index()]);
    let (_, _, down) = shape(tree, parent, "");
    let (_, up, _) = shape(tree, id, &texts[id.index()]);
    Some(((px, py - down), (cx, cy + up)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse;
    use crate::random::{RandomSpec, seeded_tree};

    /// Every α/β place meets no shape, name, value, edge or other α/β, and
    /// every row's texts keep apart, on the held-out trees of the label
    /// tests and a hundred random ones.
    #[test]
    fn every_window_and_label_is_clear() {
        let mut trees: Vec<Tree> = [
            "<3,5,10>,<2,a,b>,<2,7,3>",
            "<<<5,6>,<7,4,5>>,<<3>>>,<<<6>,<6,9>>,<<7>>>,<<<5>>,<<9,8>,<6>>>",
            "<-12.5,<3,-7.25>,1000>,<<2,inf>,<-inf,4.25>>,<<-100,-250.75>,<7,8,9>>",
            "<1,<2,<3,<4,5>>>>,<<<<6,7>,8>,9>,10>,<<0,<11,<12,-3>>>,<-5>>",
        ]
        .iter()
        .map(|s| parse(s).into_result().unwrap_or_else(|e| panic!("{e:?}")))
        .collect();
        for seed in 0..100 {
            let spec = RandomSpec::from_link_text(if seed % 2 == 0 { "3,3,-99,99" } else { "2,5,-9,9" }).unwrap_or_else(|| panic!("spec"));
            trees.push(seeded_tree(spec, seed));
        }
        for tree in &trees {
            let figure = Figure::new(tree);
            assert_eq!(figure.crowded, 0, "{}", crate::notation::print(tree));
            let windows: Vec<Rect> = figure.windows.iter().flatten().map(|w| w.rect).collect();
            assert_eq!(windows.len(), tree.ids().filter(|&id| !tree[id].is_leaf()).count());
            let texts: Vec<String> = tree.ids().map(|id| leaf_shown(tree, id)).collect();
            for (i, w) in windows.iter().enumerate() {
                for id in tree.ids() {
                    if let Some((a, b)) = figure.edge(tree, &texts, id) {
                        assert!(!w.crossed_by(a, b), "α/β {w:?} × edge to {id:?}");
                    }
                    let (x, y) = figure.at[id.index()];
                    let (half, up, down) = shape(tree, id, &texts[id.index()]);
                    assert!(!w.hits(&Rect::new(x - half, y - down, x + half, y + up)), "α/β {w:?} × shape of {id:?}");
                }
                assert!(windows.iter().skip(i + 1).all(|o| !o.hits(w)), "α/β boxes meet");
            }
            // Names and values, in their node's row, meet no edge.
            let small = line_mm(SMALL_PT);
            for id in tree.ids().filter(|&id| !tree[id].is_leaf()) {
                let (x, y) = figure.at[id.index()];
                let (half, _, _) = shape(tree, id, "");
                let name = name_mm(tree, id);
                let value = Rect::new(x + half + NEAR, y - small / 2.0, x + half + NEAR + figure.value_width, y + small / 2.0);
                let name = Rect::new(x - half - NEAR - name, y - small / 2.0, x - half - NEAR, y + small / 2.0);
                for e in tree.ids().filter_map(|c| figure.edge(tree, &texts, c)) {
                    assert!(!value.crossed_by(e.0, e.1) && !name.crossed_by(e.0, e.1), "{id:?}'s name or value × {e:?}");
                }
            }
        }
    }
}
