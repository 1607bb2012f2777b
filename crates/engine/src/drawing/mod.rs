//! A tree of shapes and labels drawn for the labs (the MCTS lab's search
//! tree, the null-window lab's and proof-number search's trees): nodes
//! placed by the one [`Layout`], each column as wide as its labels need
//! (measured with [`text_width`], the page's one text-width measure). A
//! lab says only what each node shows: the text inside a leaf's box or an
//! inner node's name, the lines under its shape (its numbers) and the lines
//! over it (a window, a UCB1 sum, OR/AND).
//!
//! Each node is a *card*: its top lines, its shape (the name left of it,
//! at its middle), its numbers, stacked and centred on one column. Every
//! row's shapes share one centre line; edges run from under the parent's
//! card straight down to the row's *foot line* (the bottom of its tallest
//! card), across the band between the rows to the child's column at the
//! next row's *head line* (the top of its tallest card), and straight
//! down to the child's card. So no label shares room with any edge: the
//! only slanting parts lie in the bands between rows, where nothing is
//! written, and the straight parts in a node's own column, above or below
//! its own card. The columns are apart by the widest card on each side.
//!
//! Units are the drawing's own, with `font` units to the type's size: the
//! page shows it at a scale that keeps the type at least 12 px (see
//! [`Drawing::min_scale`]), so every size is one figure.

pub mod folding;
pub mod labels;
pub mod overview;
pub mod shown;
pub mod spacing;
pub mod svg;
pub mod view;

use super::layout::Layout;
use super::placement::Rect;
use super::tree::{Kind, Leaf, Player, Tree, TreeBuilder};

/// The typefaces a tree is set in: the page's (system sans serif: the
/// page, the labs, the worksheet's and the question bank's SVG) and
/// LaTeX's (Computer Modern: the TikZ figures, which add a tenth for
/// Beamer's sans serif).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Face {
    Page,
    Tex,
}

/// How wide `text` is set at `size` in `face`, in the unit `size` is in:
/// each character's width in ems by its class, with a margin. Every
/// drawing measures its text with this one function.
pub fn face_width(face: Face, text: &str, size: f64) -> f64 {
    let em: f64 = text
        .chars()
        .map(|c| match face {
            Face::Page => match c {
                ' ' => 0.35,
                '.' | ',' | ':' => 0.4,
                '0'..='9' | 'α' | 'β' => 0.72,
                '∞' | '−' | '-' | '=' | '≤' | '≥' | '+' | '…' => 0.9,
                c if c.is_ascii_uppercase() => 0.8,
                c if c.is_ascii_lowercase() => 0.7,
                _ => 1.0,
            },
            Face::Tex => match c {
                ' ' | '.' | ',' | ':' | '(' | ')' => 0.4,
                '0'..='9' => 0.52,
                'α' | 'β' => 0.66,
                '∞' => 1.02,
                '−' | '-' | '=' | '≤' | '≥' | '+' | '…' => 0.82,
                c if c.is_ascii_uppercase() => 0.8,
                c if c.is_ascii_lowercase() => 0.56,
                _ => 1.0,
            },
        })
        .sum();
    em * size
}

/// How wide `text` is set at `font` in the page's type, in the same unit.
pub fn text_width(text: &str, font: f64) -> f64 {
    face_width(Face::Page, text, font)
}

/// A node's shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// A triangle pointing up.
    Max,
    /// A triangle pointing down.
    Min,
    /// A circle.
    Chance,
    /// A box around its text: a leaf, a finished game.
    Leaf,
    /// A run of children a row too wide for its frame leaves out: "+k" in
    /// a dashed box (see [`cut_rows`]).
    More,
}

impl Shape {
    /// Whether its text is inside it (a leaf's value, a run's count), not
    /// a name beside it.
    pub fn boxed(self) -> bool {
        matches!(self, Shape::Leaf | Shape::More)
    }

    /// The shape of a node whose mover is `mover` (`None`: a leaf).
    pub fn of(mover: Option<Player>) -> Shape {
        match mover {
            Some(Player::Max) => Shape::Max,
            Some(Player::Min) => Shape::Min,
            None => Shape::Leaf,
        }
    }
}

/// One line of a label, with the class the page styles it by.
#[derive(Clone, Debug, PartialEq)]
pub struct Line {
    pub text: String,
    pub class: &'static str,
    /// A text as wide as the room the line keeps when its own is narrower
    /// or empty: a line another step of the same search fills, so the
    /// drawing does not move between the steps.
    pub room: String,
}

impl Line {
    pub fn new(text: impl Into<String>, class: &'static str) -> Line {
        Line { text: text.into(), class, room: String::new() }
    }

    /// The line, at least as wide as `text` would be.
    #[must_use]
    pub fn keeping(mut self, text: impl Into<String>) -> Line {
        self.room = text.into();
        self
    }
}

/// What a lab draws at one node.
#[derive(Clone, Debug, PartialEq)]
pub struct Part {
    /// Its parent's index among the parts (`None`: the root, the first).
    pub parent: Option<usize>,
    pub shape: Shape,
    /// A leaf's value (inside its box) or an inner node's name (left of
    /// its shape).
    pub inside: String,
    /// Lines centred under the shape (its numbers).
    pub under: Vec<Line>,
    /// Lines beside the shape's top (a window, a UCB1 sum).
    pub top: Vec<Line>,
}

/// How a block of lines is anchored at its `x`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Anchor {
    Start,
    Middle,
    End,
}

impl Anchor {
    /// SVG's `text-anchor`.
    pub fn svg(self) -> &'static str {
        match self {
            Anchor::Start => "start",
            Anchor::Middle => "middle",
            Anchor::End => "end",
        }
    }
}

/// A block of lines placed: its box, the `x` its lines are anchored at,
/// and each line's baseline.
#[derive(Clone, Debug, PartialEq)]
pub struct Block {
    pub rect: Rect,
    pub x: f64,
    pub anchor: Anchor,
    pub baselines: Vec<f64>,
}

/// One node placed.
#[derive(Clone, Debug, PartialEq)]
pub struct Placed {
    /// The shape's centre.
    pub x: f64,
    pub y: f64,
    /// The shape's box (a triangle's or circle's bounding box).
    pub shape: Rect,
    /// The name or value: inside a leaf's box, left of another shape.
    pub inside: Option<Block>,
    pub under: Option<Block>,
    pub top: Option<Block>,
    /// Where edges to the children leave (under the card).
    pub foot: (f64, f64),
    /// Where the edge from the parent ends (the top of the card).
    pub head: (f64, f64),
    /// The row's foot line (under its tallest card) and head line (over
    /// its tallest card).
    pub foot_line: f64,
    pub head_line: f64,
}

/// The parts placed, in the parts' order.
#[derive(Clone, Debug, PartialEq)]
pub struct Drawing {
    pub nodes: Vec<Placed>,
    pub parents: Vec<Option<usize>>,
    pub width: f64,
    pub height: f64,
    pub font: f64,
}

/// Text heights as shares of the type size: a line's pitch, and how far
/// the glyphs reach above and below the baseline.
/// (Generous: a glyph from a fallback font, α or ∞, reaches further.)
const PITCH: f64 = 1.35;
const ASCENT: f64 = 1.0;
const DESCENT: f64 = 0.3;
/// Where a line's baseline sits below its box's top.
const BASELINE: f64 = 0.95;

/// A block of `lines` whose first line's top is at `top`: its height and
/// widest line.
fn block_size(lines: &[Line], font: f64) -> (f64, f64) {
    let w = lines.iter().map(|l| text_width(&l.text, font).max(text_width(&l.room, font))).fold(0.0, f64::max);
    let h = if lines.is_empty() { 0.0 } else { (lines.len() as f64 - 1.0) * PITCH * font + (ASCENT + DESCENT) * font };
    (w, h)
}

/// The block whose box has its corner or middle at (`x`, `top`).
fn block_at(lines: &[Line], font: f64, x: f64, top: f64, anchor: Anchor) -> Block {
    let (w, h) = block_size(lines, font);
    let x0 = match anchor {
        Anchor::Start => x,
        Anchor::Middle => x - w / 2.0,
        Anchor::End => x - w,
    };
    let baselines = (0..lines.len()).map(|k| top + BASELINE * font + k as f64 * PITCH * font).collect();
    Block { rect: Rect::new(x0, top, x0 + w, top + h), x, anchor, baselines }
}

/// The shape's half width, and how far it reaches above and below its
/// centre.
fn shape_reach(part: &Part, font: f64) -> (f64, f64, f64) {
    let r = 0.95 * font;
    match part.shape {
        Shape::Max => (r, r, 0.8 * r),
        Shape::Min => (r, 0.8 * r, r),
        Shape::Chance => (r, r, r),
        // Its text inside, with room around.
        Shape::Leaf | Shape::More => ((text_width(&part.inside, font) / 2.0 + 0.4 * font).max(0.8 * r), 0.85 * font, 0.85 * font),
    }
}

/// Space between a shape and a label, between neighbours' cards, and the
/// band between rows where edges slant.
const NEAR: f64 = 0.3;
const APART: f64 = 1.0;
const BAND: f64 = 2.2;

/// What a part's card measures: its shape's reach (half width, up, down),
/// its name's width (left of the shape), its top and under blocks' sizes.
struct Card {
    half: f64,
    up: f64,
    down: f64,
    name: f64,
    top: (f64, f64),
    under: (f64, f64),
}

impl Card {
    fn of(part: &Part, font: f64) -> Card {
        let (half, up, down) = shape_reach(part, font);
        let name = if part.shape.boxed() || part.inside.is_empty() { 0.0 } else { NEAR * font + text_width(&part.inside, font) };
        Card { half, up, down, name, top: block_size(&part.top, font), under: block_size(&part.under, font) }
    }

    /// How far the card reaches left and right of its column.
    fn extent(&self) -> (f64, f64) {
        let wide = self.half.max(self.top.0 / 2.0).max(self.under.0 / 2.0);
        (wide.max(self.half + self.name), wide)
    }

    /// Its height above the shape's centre (top lines and the gap) and
    /// below it (numbers and the gap).
    fn above(&self, font: f64) -> f64 {
        self.up + if self.top.1 > 0.0 { NEAR * font + self.top.1 } else { 0.0 }
    }

    fn below(&self, font: f64) -> f64 {
        self.down + if self.under.1 > 0.0 { NEAR * font + self.under.1 } else { 0.0 }
    }
}

impl Drawing {
    /// The parts drawn with type `font` units high. Parts are in any
    /// order (a parent before or after its children); a part whose parent
    /// is missing is drawn under the root. Children are in the parts'
    /// order.
    pub fn new(parts: &[Part], font: f64) -> Drawing {
        if parts.is_empty() {
            return Drawing { nodes: Vec::new(), parents: Vec::new(), width: 0.0, height: 0.0, font };
        }
        let parents = parent_indices(parts);
        let (tree, order) = shape_tree(&parents);
        let layout = Layout::new(&tree);
        // The preorder node each part is (a part that never reaches the
        // root is drawn at the root's place).
        let mut node_of = vec![0usize; parts.len()];
        for (k, &i) in order.iter().enumerate() {
            node_of[i] = k;
        }
        let cards: Vec<Card> = parts.iter().map(|p| Card::of(p, font)).collect();
        let slot =
            layout.unit_for(2.0 * font, |l, r| cards[order[l.index()]].extent().1 + cards[order[r.index()]].extent().0 + APART * font);
        // Each row's tallest card above and below its centre line.
        let depth_of = |i: usize| layout.y(super::tree::NodeId(node_of[i] as u32)) as usize;
        let rows = (0..parts.len()).map(depth_of).max().unwrap_or(0) + 1;
        let (mut above, mut below) = (vec![0.0f64; rows], vec![0.0f64; rows]);
        for (i, c) in cards.iter().enumerate() {
            let d = depth_of(i);
            above[d] = above[d].max(c.above(font));
            below[d] = below[d].max(c.below(font));
        }
        let mut centre = vec![0.0f64; rows];
        let mut y = 0.0;
        for d in 0..rows {
            centre[d] = y + above[d];
            y = centre[d] + below[d] + BAND * font;
        }
        let mut nodes: Vec<Placed> = parts
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let c = &cards[i];
                let d = depth_of(i);
                let (x, y) = (layout.x(super::tree::NodeId(node_of[i] as u32)) * slot, centre[d]);
                let top = (!p.top.is_empty()).then(|| block_at(&p.top, font, x, y - c.up - NEAR * font - c.top.1, Anchor::Middle));
                let under = (!p.under.is_empty()).then(|| block_at(&p.under, font, x, y + c.down + NEAR * font, Anchor::Middle));
                let inside = (!p.inside.is_empty()).then(|| {
                    let lines = [Line::new(p.inside.clone(), "")];
                    let top = y - (ASCENT + DESCENT) / 2.0 * font;
                    if p.shape.boxed() {
                        block_at(&lines, font, x, top, Anchor::Middle)
                    } else {
                        block_at(&lines, font, x - c.half - NEAR * font, top, Anchor::End)
                    }
                });
                Placed {
                    x,
                    y,
                    shape: Rect::new(x - c.half, y - c.up, x + c.half, y + c.down),
                    inside,
                    foot: (x, y + c.below(font) + 0.15 * font),
                    // Into the top of the card; through lines that only
                    // keep their room (blank on this step) to the shape.
                    head: (
                        x,
                        top.as_ref().filter(|_| p.top.iter().any(|l| !l.text.is_empty())).map_or(y - c.up, |b| b.rect.y0 - 0.15 * font),
                    ),
                    top,
                    under,
                    foot_line: y + below[d] + 0.15 * font,
                    head_line: y - above[d] - 0.15 * font,
                }
            })
            .collect();
        // Every box inside the drawing, with a margin.
        let mut all: Option<Rect> = None;
        for n in &nodes {
            for r in [Some(n.shape), n.inside.as_ref().map(|b| b.rect), n.under.as_ref().map(|b| b.rect), n.top.as_ref().map(|b| b.rect)]
                .into_iter()
                .flatten()
            {
                all = Some(all.map_or(r, |a| Rect::new(a.x0.min(r.x0), a.y0.min(r.y0), a.x1.max(r.x1), a.y1.max(r.y1))));
            }
        }
        let all = all.unwrap_or(Rect::new(0.0, 0.0, 0.0, 0.0));
        let margin = 0.5 * font;
        let (dx, dy) = (margin - all.x0, margin - all.y0);
        for n in &mut nodes {
            n.shift(dx, dy);
        }
        Drawing { nodes, parents, width: all.x1 - all.x0 + 2.0 * margin, height: all.y1 - all.y0 + 2.0 * margin, font }
    }

    /// The edge into `i`, as the points of a line: down from the parent's
    /// card to its row's foot line, across to the child's column at its
    /// row's head line, down to the child's card (points that coincide
    /// left out).
    pub fn edge(&self, i: usize) -> Option<Vec<(f64, f64)>> {
        let p = self.parents.get(i).copied().flatten()?;
        let (a, b) = (&self.nodes[p], &self.nodes[i]);
        let mut points = vec![a.foot];
        for q in [(a.x, a.foot_line), (b.x, b.head_line), b.head] {
            if points.last().is_none_or(|l| (l.0 - q.0).abs() > 1e-9 || (l.1 - q.1).abs() > 1e-9) {
                points.push(q);
            }
        }
        Some(points)
    }

    /// The smallest scale the page may show the drawing at: the type then
    /// is `least` pixels (12 in the page).
    pub fn min_scale(&self, least: f64) -> f64 {
        least / self.font
    }
}

/// The parts with every subtree off the open nodes folded: a part is drawn
/// when its parent is open (the root always); a drawn part that is not open
/// but has children is folded, with a last line under it, `+N`, the number
/// of nodes inside it (class [`COUNT`], as the main view's folded glyph
/// counts them): each part below it, with the "+k" line of that class a
/// part carries (nodes the lab does not draw) added in, its own replaced. Returns the parts drawn, each with its parent's new index,
/// and for each the index of the part it is. Parts that never reach the
/// root are left out.
pub fn fold(parts: &[Part], open: &[bool]) -> (Vec<Part>, Vec<usize>) {
    if parts.is_empty() {
        return (Vec::new(), Vec::new());
    }
    let parents = parent_indices(parts);
    let order = from_root(&child_lists(&parents));
    // What each part holds not drawn once folded: each part below it and
    // what that part counts as not drawn itself.
    let mut inside = vec![0usize; parts.len()];
    for &i in order.iter().rev() {
        if let Some(p) = parents[i] {
            inside[p] += inside[i] + 1 + own_count(&parts[i].under).map_or(0, |(_, n)| n);
        }
    }
    let is_open = |i: usize| i == 0 || open.get(i).copied().unwrap_or(false);
    let mut drawn = vec![false; parts.len()];
    let mut new_index = vec![usize::MAX; parts.len()];
    let (mut kept, mut old) = (Vec::new(), Vec::new());
    for &i in &order {
        let shown = i == 0 || parents[i].is_some_and(|p| drawn[p] && is_open(p));
        if !shown {
            continue;
        }
        drawn[i] = true;
        new_index[i] = kept.len();
        let mut part = parts[i].clone();
        part.parent = parents[i].map(|p| new_index[p]);
        if !is_open(i) && inside[i] > 0 {
            // A lab's own count of what it does not draw ("+3": moves not
            // yet made) and the fold's are one count.
            let own = own_count(&part.under);
            if let Some((at, _)) = own {
                part.under.remove(at);
            }
            part.under.push(Line::new(format!("+{}", inside[i] + own.map_or(0, |(_, n)| n)), COUNT));
        }
        kept.push(part);
        old.push(i);
    }
    (kept, old)
}

/// The parts with each row of more than `most` children cut down, for a
/// figure too wide for its frame at its least type: of a node's children
/// it keeps each open one (the path to the node in sight; with none, the
/// first) and, as room allows, the first and the last, then the open ones'
/// neighbours, nearest first (with none open, from the first on); each run
/// left out becomes one part of shape [`Shape::More`], "+k" for its k
/// children. A row keeps `most` parts at most, its runs counted, and never
/// fewer than its open children (with the runs around them). Returns the
/// parts drawn with their parents' new indices and, for each, the part it
/// is (`None`: a run). No recursion: parts come parents first; each row
/// costs time in proportion to its children.
pub fn cut_rows(parts: &[Part], open: &[bool], most: usize) -> (Vec<Part>, Vec<Option<usize>>) {
    if parts.is_empty() {
        return (Vec::new(), Vec::new());
    }
    let parents = parent_indices(parts);
    let children = child_lists(&parents);
    // Which children each row keeps.
    let mut kept_child = vec![true; parts.len()];
    for row in &children {
        if row.len() <= most {
            continue;
        }
        let n = row.len();
        let mut keep = vec![false; n];
        let opened: Vec<usize> = (0..n).filter(|&k| open.get(row[k]).copied().unwrap_or(false)).collect();
        // The open children stay (with none, the first).
        for &k in if opened.is_empty() { &[0][..] } else { &opened[..] } {
            keep[k] = true;
        }
        // The parts a row draws: what it keeps and a run per gap.
        let mut drawn = keep.iter().filter(|&&k| k).count() + (0..n).filter(|&k| !keep[k] && (k == 0 || keep[k - 1])).count();
        // Then the ends, then the open ones' neighbours, nearest first
        // (with none open, from the first on).
        let near: Vec<usize> = if opened.is_empty() {
            (1..n).collect()
        } else {
            (1..n).flat_map(|d| opened.iter().flat_map(move |&o| [o.checked_sub(d), Some(o + d).filter(|&k| k < n)])).flatten().collect()
        };
        let order = [0, n - 1].into_iter().chain(near);
        for k in order {
            if keep[k] {
                continue;
            }
            // Keeping k splits its run: what is left of it on each side.
            let runs_left = k > 0 && !keep[k - 1];
            let runs_right = k + 1 < n && !keep[k + 1];
            let after = drawn + usize::from(runs_left) + usize::from(runs_right);
            if after <= most {
                keep[k] = true;
                drawn = after;
            }
        }
        for (k, &child) in row.iter().enumerate() {
            kept_child[child] = keep[k];
        }
    }
    // Parts reachable from the root through kept children, parents first
    // (a queue: no recursion as deep as the tree), each row in its order
    // with a run's marker where its children were.
    let mut out = vec![Part { parent: None, ..parts[0].clone() }];
    let mut old = vec![Some(0)];
    let mut queue = vec![(0usize, 0usize)];
    let mut k = 0;
    while k < queue.len() {
        let (i, at) = queue[k];
        k += 1;
        let mut run = 0usize;
        let close = |run: &mut usize, out: &mut Vec<Part>, old: &mut Vec<Option<usize>>| {
            if *run > 0 {
                out.push(Part { parent: Some(at), shape: Shape::More, inside: format!("+{run}"), under: Vec::new(), top: Vec::new() });
                old.push(None);
                *run = 0;
            }
        };
        for &c in &children[i] {
            if kept_child[c] {
                close(&mut run, &mut out, &mut old);
                queue.push((c, out.len()));
                out.push(Part { parent: Some(at), ..parts[c].clone() });
                old.push(Some(c));
            } else {
                run += 1;
            }
        }
        close(&mut run, &mut out, &mut old);
    }
    (out, old)
}

/// How deep a path a figure draws whole: a deeper one (a 10,000-level
/// chain's proof-number search reaches its bottom) keeps the first `.0`
/// levels under the root and the last `.1` levels down to the node in sight,
/// the levels between one run (see [`cut_deep`]).
pub const DEEP_CUT: (usize, usize) = (2, 40);

/// The parts with a path deeper than `top + tail + 1` levels to `focus`
/// cut in the middle: every part in the first `top` levels under the root,
/// then one part of shape [`Shape::More`], "+k" for the k parts left out,
/// in place of the levels between, then the last `tail` levels of the path
/// to `focus` with all that hangs under their top. Shallower paths keep
/// every part. Returns the parts drawn (parents first, each row in its
/// order) and for each the part it is (`None`: the run). No recursion: the
/// depths are read breadth first.
pub fn cut_deep(parts: &[Part], focus: usize, (top, tail): (usize, usize)) -> (Vec<Part>, Vec<Option<usize>>) {
    let whole = || (parts.to_vec(), (0..parts.len()).map(Some).collect());
    if focus >= parts.len() {
        return whole();
    }
    let parents = parent_indices(parts);
    let order = from_root(&child_lists(&parents));
    let depth = depths_along(&parents, &order);
    let d = depth[focus];
    if d == usize::MAX || d <= top + tail + 1 {
        return whole();
    }
    // The path up from the focus: `path[j]` is at depth `d - j`.
    let mut path = vec![focus];
    while let Some(p) = path.last().and_then(|&at| parents[at]).filter(|_| path.len() <= d) {
        path.push(p);
    }
    let (lower, upper) = (path[tail], path[d - top]);
    // Kept: the top levels, and the subtree under `lower`.
    let mut under = vec![false; parts.len()];
    under[lower] = true;
    for &i in &order {
        if let Some(p) = parents[i]
            && under[p]
        {
            under[i] = true;
        }
    }
    let keep = |i: usize| depth[i] <= top || under[i];
    let left = order.iter().filter(|&&i| !keep(i)).count();
    let mut new_index = vec![usize::MAX; parts.len()];
    let (mut out, mut old) = (Vec::new(), Vec::new());
    for &i in order.iter().filter(|&&i| keep(i)) {
        let parent = if i == lower {
            out.push(Part {
                parent: Some(new_index[upper]),
                shape: Shape::More,
                inside: format!("+{left}"),
                under: Vec::new(),
                top: Vec::new(),
            });
            old.push(None);
            Some(out.len() - 1)
        } else {
            parents[i].map(|p| new_index[p])
        };
        new_index[i] = out.len();
        out.push(Part { parent, ..parts[i].clone() });
        old.push(Some(i));
    }
    (out, old)
}

/// Each part's depth (the root's 0), walked from the root with no
/// recursion; a part that never reaches the root has `usize::MAX`.
pub fn depths(parts: &[Part]) -> Vec<usize> {
    if parts.is_empty() {
        return Vec::new();
    }
    let parents = parent_indices(parts);
    depths_along(&parents, &from_root(&child_lists(&parents)))
}

/// [`depths`] from [`parent_indices`] and [`from_root`]'s order.
fn depths_along(parents: &[Option<usize>], order: &[usize]) -> Vec<usize> {
    let mut depth = vec![usize::MAX; parents.len()];
    depth[0] = 0;
    for &i in order.iter().skip(1) {
        if let Some(p) = parents[i] {
            depth[i] = depth[p] + 1;
        }
    }
    depth
}

/// The parts reachable from the root, parents first and each row in its
/// order (a queue: no recursion as deep as the tree), from [`child_lists`].
fn from_root(children: &[Vec<usize>]) -> Vec<usize> {
    let mut order = vec![0usize];
    let mut k = 0;
    while k < order.len() {
        order.extend(children[order[k]].iter().copied());
        k += 1;
    }
    order
}

/// Each part's children, in the parts' order, from [`parent_indices`].
fn child_lists(parents: &[Option<usize>]) -> Vec<Vec<usize>> {
    let mut children: Vec<Vec<usize>> = vec![Vec::new(); parents.len()];
    for (i, p) in parents.iter().enumerate() {
        if let Some(p) = *p {
            children[p].push(i);
        }
    }
    children
}

/// The `N` of a "+N" text: how many nodes a count or a run says are not
/// drawn.
fn more_of(text: &str) -> Option<usize> {
    text.strip_prefix('+').and_then(|n| n.parse().ok())
}

/// The class of a line under a part that counts the nodes below it that
/// are not drawn ("+3"): a lab's own (moves not yet made, children it
/// leaves out) and a fold's. The figure's key explains it.
pub const COUNT: &str = "lab-count";

/// Where a part's count line is among `under` and its `N`.
fn own_count(under: &[Line]) -> Option<(usize, usize)> {
    under.iter().enumerate().find(|(_, l)| l.class == COUNT).and_then(|(at, l)| Some((at, more_of(&l.text)?)))
}

/// Each part's parent as [`Drawing::new`] reads it: the first part is the
/// root; a missing parent (or one out of range) is the root.
fn parent_indices(parts: &[Part]) -> Vec<Option<usize>> {
    parts
        .iter()
        .enumerate()
        .map(|(i, p)| if i == 0 { None } else { Some(p.parent.filter(|&q| q < parts.len() && q != i).unwrap_or(0)) })
        .collect()
}

/// The parts open around `focus`: the root, `focus` and its ancestors (so
/// the path to it is drawn with each node's children, and `focus`'s own).
pub fn open_around(parts: &[Part], focus: usize) -> Vec<bool> {
    let parents = parent_indices(parts);
    let mut open = vec![false; parts.len()];
    let mut at = Some(focus).filter(|&f| f < parts.len());
    // At most one visit per part, even if the parents make a loop.
    let mut steps = 0;
    while let Some(i) = at {
        if open[i] || steps > parts.len() {
            break;
        }
        open[i] = true;
        at = parents[i];
        steps += 1;
    }
    if let Some(root) = open.first_mut() {
        *root = true;
    }
    open
}

impl Placed {
    fn shift(&mut self, dx: f64, dy: f64) {
        let r = |r: Rect| Rect::new(r.x0 + dx, r.y0 + dy, r.x1 + dx, r.y1 + dy);
        self.x += dx;
        self.y += dy;
        self.shape = r(self.shape);
        for b in [&mut self.inside, &mut self.under, &mut self.top].into_iter().flatten() {
            b.rect = r(b.rect);
            b.x += dx;
            for y in &mut b.baselines {
                *y += dy;
            }
        }
        self.foot = (self.foot.0 + dx, self.foot.1 + dy);
        self.head = (self.head.0 + dx, self.head.1 + dy);
        self.foot_line += dy;
        self.head_line += dy;
    }
}

/// The parts' shape as a [`Tree`] (for the one [`Layout`]), and the part
/// each of its preorder nodes is.
fn shape_tree(parents: &[Option<usize>]) -> (Tree, Vec<usize>) {
    let mut children: Vec<Vec<usize>> = vec![Vec::new(); parents.len()];
    for (i, p) in parents.iter().enumerate() {
        if let Some(p) = *p {
            children[p].push(i);
        }
    }
    let mut builder = TreeBuilder::new();
    let mut order = Vec::with_capacity(parents.len());
    // Enter (true) or leave (false) a part, without recursion: a lab's
    // tree may be a long chain.
    let mut stack: Vec<(usize, bool)> = vec![(0, true)];
    let mut seen = vec![false; parents.len()];
    while let Some((i, enter)) = stack.pop() {
        if !enter {
            builder.close();
            continue;
        }
        if seen[i] {
            continue;
        }
        seen[i] = true;
        order.push(i);
        if children[i].is_empty() {
            builder.leaf(None, Leaf::Placeholder("x".into()));
        } else {
            builder.open_kind(None, Some(Kind::Max));
            stack.push((i, false));
            for &c in children[i].iter().rev() {
                stack.push((c, true));
            }
        }
    }
    // Parts on a cycle never reach the root: they are left out of the
    // layout and drawn at the root's place (no lab makes one).
    let tree = builder.finish(Player::Max).unwrap_or_else(|_| single());
    (tree, order)
}

fn single() -> Tree {
    let mut b = TreeBuilder::new();
    b.leaf(None, Leaf::Placeholder("x".into()));
    b.finish(Player::Max).unwrap_or_else(|_| unreachable!("one leaf is a tree"))
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::rng::Xorshift as Rng;

    const FONT_FOR_TESTS: f64 = 14.0;

    fn random_parts(seed: u64) -> Vec<Part> {
        let mut rng = Rng::new(seed);
        let count = 1 + rng.below(40) as usize;
        let mut parts: Vec<Part> = Vec::new();
        let words = ["3", "N 11 W 58", "Q 5.27", "(−∞, ∞)", "≥ 8", "scout [2, 3]", "3.21+1.07", "OR", "1 / ∞", "+4", "B12"];
        for i in 0..count {
            let parent = if i == 0 { None } else { Some(rng.below(i as u64) as usize) };
            // Some lines only keep their room (blank on this step).
            let pick = |rng: &mut Rng, n: u64| -> Vec<Line> {
                (0..rng.below(n))
                    .map(|_| {
                        let word = words[rng.below(words.len() as u64) as usize];
                        if rng.below(5) == 0 { Line::new("", "t").keeping(word) } else { Line::new(word, "t") }
                    })
                    .collect()
            };
            let shape = [Shape::Max, Shape::Min, Shape::Chance, Shape::Leaf][rng.below(4) as usize];
            let inside = words[rng.below(words.len() as u64) as usize].to_string();
            let mut under = pick(&mut rng, 4);
            // Some parts count nodes they do not draw, not always last.
            if rng.below(4) == 0 {
                let at = rng.below(under.len() as u64 + 1) as usize;
                under.insert(at, Line::new(format!("+{}", 1 + rng.below(9)), COUNT));
            }
            let top = pick(&mut rng, 3);
            parts.push(Part { parent, shape, inside, under, top });
        }
        parts
    }

    /// Checks a drawing from its output alone: every text box meets no
    /// other text box, no other node's shape and no edge, and everything
    /// is inside the drawing.
    fn assert_clear(d: &Drawing, parts: &[Part], what: &str) {
        let mut texts: Vec<(usize, Rect)> = Vec::new();
        for (i, n) in d.nodes.iter().enumerate() {
            // A block of blank lines is room kept, not text: an edge may
            // pass through it.
            let written = |lines: &[Line]| lines.iter().any(|l| !l.text.is_empty());
            for (b, lines) in [(&n.under, &parts[i].under), (&n.top, &parts[i].top)] {
                if let Some(b) = b.as_ref().filter(|_| written(lines)) {
                    texts.push((i, b.rect));
                }
            }
            // A leaf's value is inside its own box; a name is a text.
            match &n.inside {
                Some(b) if b.anchor == Anchor::Middle => assert!(b.rect.inside(&n.shape), "{what}: the value of {i} leaves its box"),
                Some(b) => texts.push((i, b.rect)),
                None => {}
            }
        }
        let frame = Rect::new(0.0, 0.0, d.width, d.height);
        for (k, (i, r)) in texts.iter().enumerate() {
            assert!(r.inside(&frame), "{what}: text of {i} outside the drawing");
            for (j, o) in texts.iter().skip(k + 1) {
                assert!(!r.hits(o), "{what}: texts of {i} and {j} meet");
            }
            for (j, n) in d.nodes.iter().enumerate() {
                assert!(!r.hits(&n.shape), "{what}: text of {i} meets the shape of {j}");
                for w in d.edge(j).unwrap_or_default().windows(2) {
                    assert!(!r.grow(-0.01).crossed_by(w[0], w[1]), "{what}: text of {i} crossed by the edge into {j}");
                }
            }
        }
        for (i, n) in d.nodes.iter().enumerate() {
            assert!(n.shape.inside(&frame), "{what}: shape of {i} outside");
            // No edge runs through a shape.
            for j in 0..d.nodes.len() {
                for w in d.edge(j).unwrap_or_default().windows(2) {
                    assert!(!n.shape.grow(-0.01).crossed_by(w[0], w[1]), "{what}: the edge into {j} crosses the shape of {i}");
                }
            }
            for (j, m) in d.nodes.iter().enumerate().skip(i + 1) {
                assert!(!n.shape.hits(&m.shape), "{what}: shapes of {i} and {j} meet");
            }
        }
    }

    #[test]
    fn labels_meet_nothing_on_random_trees() {
        for seed in 0..2000 {
            let parts = random_parts(seed);
            for font in [12.0, 14.0, 20.0] {
                let d = Drawing::new(&parts, font);
                assert_clear(&d, &parts, &format!("seed {seed} font {font}"));
            }
        }
    }

    #[test]
    fn a_line_that_keeps_its_room_places_everything_as_the_line_itself() {
        for seed in 0..500 {
            let parts = random_parts(seed);
            // The same parts with every line blank, keeping its room.
            let wider = |l: &Line| if text_width(&l.room, 1.0) > text_width(&l.text, 1.0) { l.room.clone() } else { l.text.clone() };
            let blank = |lines: &[Line]| lines.iter().map(|l| Line::new("", l.class).keeping(wider(l))).collect();
            let kept: Vec<Part> = parts.iter().map(|p| Part { under: blank(&p.under), top: blank(&p.top), ..p.clone() }).collect();
            let (a, b) = (Drawing::new(&parts, 14.0), Drawing::new(&kept, 14.0));
            assert_eq!((a.width, a.height), (b.width, b.height), "seed {seed}");
            for (m, n) in a.nodes.iter().zip(&b.nodes) {
                assert_eq!((m.x, m.y, m.shape), (n.x, n.y, n.shape), "seed {seed}");
            }
        }
    }

    /// Whether part `j` is below part `i`, by the parents alone.
    fn is_below(parts: &[Part], j: usize, i: usize) -> bool {
        let parents = parent_indices(parts);
        let mut at = parents[j];
        let mut steps = 0;
        while let Some(p) = at {
            if p == i {
                return true;
            }
            at = parents[p];
            steps += 1;
            if steps > parts.len() {
                return false;
            }
        }
        false
    }

    /// The parts under `i` (not `i`), by the parents alone.
    fn subtree_size(parts: &[Part], i: usize) -> usize {
        (0..parts.len()).filter(|&j| is_below(parts, j, i)).count()
    }

    #[test]
    fn folding_draws_the_path_with_each_nodes_children_and_counts_the_rest() {
        for seed in 0..2000 {
            let parts = random_parts(seed);
            let mut rng = Rng::new(seed + 99);
            let focus = rng.below(parts.len() as u64) as usize;
            let open = open_around(&parts, focus);
            let (kept, old) = fold(&parts, &open);
            let what = format!("seed {seed} focus {focus}");
            assert_eq!(kept.len(), old.len());
            assert_eq!(old.first(), Some(&0), "{what}: the root first");
            assert!(old.contains(&focus), "{what}: the focus is drawn");
            let parents = parent_indices(&parts);
            let mut counted = kept.len();
            for (k, part) in kept.iter().enumerate() {
                let i = old[k];
                // Each drawn part's parent is drawn, open, and is the part's
                // own parent.
                if let Some(np) = part.parent {
                    assert!(np < k, "{what}: a parent after its child");
                    assert_eq!(Some(old[np]), parents[i], "{what}: {i} under the wrong parent");
                    assert!(open[old[np]], "{what}: {i} drawn under a folded part");
                } else {
                    assert_eq!(k, 0, "{what}: only the root has no parent");
                }
                // A folded part says how many parts it holds, with what
                // the part said it does not draw ("+4") in the same count.
                let inside = subtree_size(&parts, i);
                let count = part.under.iter().filter(|l| l.class == COUNT).map(|l| l.text.clone()).collect::<Vec<_>>();
                let own = |j: usize| own_count(&parts[j].under).map_or(0, |(_, n)| n);
                // Each part below, and what each of those counts itself.
                let below: usize = (0..parts.len()).filter(|&j| j != i && is_below(&parts, j, i)).map(|j| 1 + own(j)).sum();
                if open[i] || inside == 0 {
                    assert_eq!(part.under, parts[i].under, "{what}: {i} is not folded");
                } else {
                    assert_eq!(count, [format!("+{}", below + own(i))], "{what}: {i}'s one count");
                    let own = own_count(&parts[i].under);
                    assert_eq!(part.under.len(), parts[i].under.len() + usize::from(own.is_none()), "{what}: one count line");
                    assert_eq!(part.under.last().map(|l| l.class), Some(COUNT), "{what}: the count comes last");
                    counted += inside;
                }
            }
            // Nothing is lost: what is drawn and what is counted are all
            // the parts (random parts always reach the root).
            assert_eq!(counted, parts.len(), "{what}: drawn + folded");
            // And the folded figure keeps every label clear.
            assert_clear(&Drawing::new(&kept, 14.0), &kept, &what);
        }
    }

    #[test]
    fn a_wide_row_is_cut_to_its_ends_and_the_open_child_with_runs_counted() {
        let node = |parent: Option<usize>, name: &str| Part { parent, shape: Shape::Min, inside: name.into(), under: vec![], top: vec![] };
        // A root with nine children, the fifth open (on the path).
        let mut parts = vec![node(None, "A")];
        parts.extend((1..=9).map(|k| node(Some(0), &format!("c{k}"))));
        let mut open = vec![false; parts.len()];
        open[0] = true;
        open[5] = true;
        let names = |cut: &[Part]| cut.iter().map(|p| p.inside.clone()).collect::<Vec<_>>();
        let (cut, old) = cut_rows(&parts, &open, 5);
        assert_eq!(names(&cut), ["A", "c1", "+3", "c5", "+3", "c9"]);
        assert_eq!(old, [Some(0), Some(1), None, Some(5), None, Some(9)]);
        assert!(cut.iter().skip(1).all(|p| p.parent == Some(0)));
        assert_eq!(cut[2].shape, Shape::More);
        // More room: the open child's neighbours come first.
        assert_eq!(names(&cut_rows(&parts, &open, 7).0), ["A", "c1", "+2", "c4", "c5", "c6", "+2", "c9"]);
        // No open child: from the first on.
        open[5] = false;
        assert_eq!(names(&cut_rows(&parts, &open, 5).0), ["A", "c1", "c2", "c3", "+5", "c9"]);
        // A row that fits is left whole.
        let (whole, old) = cut_rows(&parts, &open, 9);
        assert_eq!(whole, parts);
        assert_eq!(old, (0..10).map(Some).collect::<Vec<_>>());
        // Less room than the ends and the open child need: the open child
        // stays, the ends go first.
        open[5] = true;
        assert_eq!(names(&cut_rows(&parts, &open, 4).0), ["A", "c1", "+3", "c5", "+4"]);
        assert_eq!(names(&cut_rows(&parts, &open, 1).0), ["A", "+4", "c5", "+4"]);
    }

    #[test]
    fn cutting_rows_keeps_every_open_part_counts_every_child_and_draws_clear() {
        for seed in 0..2000 {
            let parts = random_parts(seed);
            let mut rng = Rng::new(seed + 7);
            let focus = rng.below(parts.len() as u64) as usize;
            let open = open_around(&parts, focus);
            let most = 3 + rng.below(5) as usize;
            let (cut, old) = cut_rows(&parts, &open, most);
            let what = format!("seed {seed} focus {focus} most {most}");
            assert_eq!(cut.len(), old.len());
            assert!(old.contains(&Some(focus)), "{what}: the focus is drawn");
            let parents = parent_indices(&parts);
            let mut rows: Vec<(usize, usize)> = vec![(0, 0); cut.len()];
            for (k, part) in cut.iter().enumerate() {
                let Some(np) = part.parent else {
                    assert_eq!(k, 0, "{what}: only the root has no parent");
                    continue;
                };
                assert!(np < k, "{what}: a parent after its child");
                // A kept part hangs under its own parent; a run counts
                // children of the parent it hangs under.
                rows[np].0 += 1;
                match old[k] {
                    Some(i) => {
                        assert_eq!(parents[i], old[np], "{what}: {i} under the wrong parent");
                        assert_eq!(part.under, parts[i].under);
                        rows[np].1 += 1;
                    }
                    None => {
                        assert_eq!(part.shape, Shape::More);
                        rows[np].1 += more_of(&part.inside).expect("a run says +k");
                    }
                }
            }
            for (k, &(drawn, counted)) in rows.iter().enumerate() {
                let Some(i) = old[k] else {
                    assert_eq!(drawn, 0, "{what}: a run has no children");
                    continue;
                };
                let children = parents.iter().filter(|&&p| p == Some(i)).count();
                assert_eq!(counted, children, "{what}: {i}'s children drawn or counted");
                let opened = parents.iter().enumerate().filter(|&(c, &p)| p == Some(i) && open[c]).count();
                assert!(drawn <= most.max(2 * opened.max(1) + 1), "{what}: {i}'s row of {drawn}");
            }
            for (i, _) in open.iter().enumerate().filter(|(i, o)| **o && (*i == 0 || old.contains(&parents[*i]))) {
                assert!(old.contains(&Some(i)), "{what}: open {i} is drawn");
            }
            assert_clear(&Drawing::new(&cut, 14.0), &cut, &what);
        }
        // A chain of 10,000: no recursion as deep as the tree.
        let chain: Vec<Part> = (0..10_000)
            .map(|i: usize| Part { parent: i.checked_sub(1), shape: Shape::Max, inside: String::new(), under: vec![], top: vec![] })
            .collect();
        assert_eq!(cut_rows(&chain, &[true], 3).0.len(), 10_000);
        // A row of 10,000 children, the 5,000th ("4999") open: its ends, it
        // and its neighbours, the runs between.
        let mut wide = vec![Part { parent: None, shape: Shape::Max, inside: "A".into(), under: vec![], top: vec![] }];
        wide.extend((0..10_000).map(|k| Part { parent: Some(0), shape: Shape::Leaf, inside: k.to_string(), under: vec![], top: vec![] }));
        let mut open = vec![false; wide.len()];
        open[5_000] = true;
        let names: Vec<String> = cut_rows(&wide, &open, 7).0.iter().skip(1).map(|p| p.inside.clone()).collect();
        assert_eq!(names, ["0", "+4997", "4998", "4999", "5000", "+4998", "9999"].map(String::from));
    }

    #[test]
    fn folding_with_everything_open_draws_everything() {
        let parts = random_parts(5);
        let (kept, old) = fold(&parts, &vec![true; parts.len()]);
        let mut sorted = old.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, (0..parts.len()).collect::<Vec<_>>());
        for (k, part) in kept.iter().enumerate() {
            assert_eq!(part.under, parts[old[k]].under);
        }
    }

    #[test]
    fn a_parent_is_centred_over_its_children_and_rows_go_down() {
        let leaf = |parent: usize, v: &str| Part { parent: Some(parent), shape: Shape::Leaf, inside: v.into(), under: vec![], top: vec![] };
        let parts = vec![
            Part { parent: None, shape: Shape::Max, inside: "A".into(), under: vec![Line::new("N 12 W 40", "n")], top: vec![] },
            leaf(0, "3"),
            leaf(0, "5"),
            leaf(0, "10"),
        ];
        let d = Drawing::new(&parts, 14.0);
        let xs: Vec<f64> = d.nodes.iter().map(|n| n.x).collect();
        assert!((xs[0] - (xs[1] + xs[3]) / 2.0).abs() < 1e-9);
        assert!(xs[1] < xs[2] && xs[2] < xs[3]);
        assert!(d.nodes[1].y > d.nodes[0].y);
        // The edges leave from under the root's numbers.
        let under = d.nodes[0].under.as_ref().map(|b| b.rect.y1).unwrap_or(0.0);
        assert!(d.nodes[0].foot.1 >= under);
    }

    #[test]
    fn parts_in_any_order_and_a_long_chain() {
        // Children listed before their parent.
        let parts = vec![
            Part { parent: None, shape: Shape::Max, inside: "A".into(), under: vec![], top: vec![Line::new("(−∞, ∞)", "w")] },
            Part { parent: Some(2), shape: Shape::Leaf, inside: "1".into(), under: vec![], top: vec![] },
            Part { parent: Some(0), shape: Shape::Min, inside: "B".into(), under: vec![], top: vec![] },
        ];
        let d = Drawing::new(&parts, 14.0);
        assert!(d.nodes[1].y > d.nodes[2].y && d.nodes[2].y > d.nodes[0].y);
        let chain: Vec<Part> = (0..20_000usize)
            .map(|i| Part { parent: i.checked_sub(1), shape: Shape::Max, inside: String::new(), under: vec![], top: vec![] })
            .collect();
        let d = Drawing::new(&chain, 12.0);
        assert_eq!(d.nodes.len(), 20_000);
    }

    /// A part's ancestors, itself first, read one parent at a time.
    fn ancestors(parts: &[Part], mut i: usize) -> Vec<usize> {
        let mut line = vec![i];
        while let Some(p) = parts[i].parent {
            line.push(p);
            i = p;
        }
        line
    }

    #[test]
    fn a_deep_path_keeps_its_top_and_its_last_levels_and_counts_what_it_leaves_out() {
        let mut cuts = 0;
        for seed in 0..3000u64 {
            let mut rng = Rng::new(seed + 5);
            // Random trees made deep now and then: a chain under a random part.
            let mut parts = random_parts(seed);
            if rng.below(2) == 0 {
                let from = rng.below(parts.len() as u64) as usize;
                for k in 0..rng.below(12) as usize {
                    let parent = if k == 0 { from } else { parts.len() - 1 };
                    parts.push(Part { parent: Some(parent), shape: Shape::Min, inside: format!("C{k}"), under: vec![], top: vec![] });
                }
            }
            let focus = rng.below(parts.len() as u64) as usize;
            let (top, tail) = (rng.below(3) as usize, rng.below(4) as usize);
            let (out, old) = cut_deep(&parts, focus, (top, tail));
            let path = ancestors(&parts, focus);
            let d = path.len() - 1;
            let what = format!("seed {seed}, focus {focus} at depth {d}, cut {top}/{tail}");
            assert_eq!(out.len(), old.len(), "{what}");
            if d <= top + tail + 1 {
                assert_eq!(out, parts, "{what}: a shallow path keeps everything");
                assert!(old.iter().enumerate().all(|(k, &i)| i == Some(k)), "{what}");
                continue;
            }
            // The plain reading: the top levels, and all under the path's
            // node `tail` levels above the focus.
            let lower = path[tail];
            let expected: Vec<usize> = (0..parts.len())
                .filter(|&i| {
                    let up = ancestors(&parts, i);
                    up.len() - 1 <= top || up.contains(&lower)
                })
                .collect();
            let mut kept: Vec<usize> = old.iter().flatten().copied().collect();
            kept.sort_unstable();
            assert_eq!(kept, expected, "{what}");
            // One run, in the path's place, counting every part left out.
            let runs: Vec<usize> = (0..out.len()).filter(|&k| old[k].is_none()).collect();
            assert_eq!(runs.len(), 1, "{what}");
            let run = runs[0];
            assert_eq!(out[run].shape, Shape::More);
            assert_eq!(out[run].inside, format!("+{}", parts.len() - expected.len()), "{what}");
            // Parents first; each kept part under its own parent, but the
            // path's node under the run, and the run under the path's node
            // at depth `top`.
            for (k, part) in out.iter().enumerate().skip(1) {
                let parent = part.parent.unwrap_or(usize::MAX);
                assert!(parent < k, "{what}: part {k} before its parent");
                match old[k] {
                    Some(i) if i == lower => assert_eq!(parent, run, "{what}"),
                    Some(i) => assert_eq!(old[parent], parts[i].parent, "{what}"),
                    None => assert_eq!(old[parent], Some(path[d - top]), "{what}"),
                }
            }
            assert!(old.contains(&Some(focus)), "{what}: the focus is drawn");
            cuts += 1;
        }
        // Deep paths were met often enough to count.
        assert!(cuts > 500, "{cuts} cuts");
    }

    #[test]
    fn a_ten_thousand_level_chain_draws_its_top_a_run_and_its_last_levels() {
        // A chain with a leaf beside each level, the focus at its bottom.
        let mut parts = vec![Part { parent: None, shape: Shape::Max, inside: "A".into(), under: vec![], top: vec![] }];
        let mut spine = 0;
        for level in 1..10_000usize {
            parts.push(Part { parent: Some(spine), shape: Shape::Leaf, inside: "0".into(), under: vec![], top: vec![] });
            parts.push(Part { parent: Some(spine), shape: Shape::Min, inside: format!("N{level}"), under: vec![], top: vec![] });
            spine = parts.len() - 1;
        }
        let (out, old) = cut_deep(&parts, spine, DEEP_CUT);
        let (top, tail) = DEEP_CUT;
        // The top levels (a spine node and a leaf a level), the run, then
        // the last levels (the same), the focus alone at the bottom.
        assert_eq!(out.len(), (1 + 2 * top) + 1 + (1 + 2 * tail));
        assert_eq!(out.iter().filter(|p| p.shape == Shape::More).count(), 1);
        assert!(old.contains(&Some(spine)));
        let d = Drawing::new(&out, FONT_FOR_TESTS);
        assert_eq!(d.nodes.len(), out.len());
    }

    #[test]
    fn the_measure_grows_with_the_text() {
        assert!(text_width("N 11 W 58", 12.0) > text_width("N 1", 12.0));
        assert_eq!(text_width("", 12.0), 0.0);
        assert!((text_width("8", 20.0) - 2.0 * text_width("8", 10.0)).abs() < 1e-9);
    }
}
