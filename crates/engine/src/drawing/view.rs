//! Zoom and pan of the page's drawing: what part of it is on screen,
//! the view a tree opens with (whole, or zoomed until its leaves can be
//! read), a folded drawing's view, and the views that keep a node in
//! sight. Pure numbers: the page measures its element and passes the size.

use super::spacing::{HIT, LEAST_LABEL_PX, MARGIN, PAD, R, READABLE_PX, TAP_PX, readable_whole};

/// Zoom and pan of the drawing: `translate(tx, ty) scale(scale)`.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct ViewBox {
    pub scale: f64,
    pub tx: f64,
    pub ty: f64,
}

pub const FIT: ViewBox = ViewBox { scale: 1.0, tx: 0.0, ty: 0.0 };

/// The deepest zoom: enough to read one leaf of the widest tree drawn whole.
pub const MAX_SCALE: f64 = 64.0;

/// The part of the drawing's coordinates that is on screen: `(x0, y0, x1,
/// y1)` in viewBox units and the scale `k`, given `xMidYMid meet` and the
/// element's on-screen size `(w, h)`.
pub fn visible((w, h): (f64, f64), width: f64, height: f64) -> (f64, f64, f64, f64, f64) {
    let k = (w / width).min(h / height).max(1e-6);
    let ox = (w - width * k) / 2.0;
    let oy = (h - height * k) / 2.0;
    (-ox / k, -oy / k, (w - ox) / k, (h - oy) / k, k)
}

/// The whole tree if it can be read that way ([`readable_whole`], its
/// smallest type at least `least_px`), else a zoom at which it can (that
/// type at least [`LEAST_LABEL_PX`]), with the root at the top centre (the
/// drawing's top edge, the root's α/β included, at the top of the screen).
/// On a phone (`phone`) the zoom also makes every node's tap target at
/// least 44 pixels.
pub fn readable_view(
    size: (f64, f64),
    (width, height): (f64, f64),
    root: (f64, f64),
    (slot, least_font): (f64, f64),
    (least_px, phone): (f64, bool),
) -> ViewBox {
    // A drawing that is not on screen yet (a widget on a hidden slide) has
    // no size to judge by: show it whole, which fits whatever size it gets.
    if size.0 < 1.0 || size.1 < 1.0 {
        return FIT;
    }
    let (x0, y0, x1, _, k) = visible(size, width, height);
    if readable_whole(k, (slot, least_font), least_px, phone) {
        return FIT;
    }
    let mut scale: f64 = 1.0;
    if slot * k < READABLE_PX / 2.0 {
        scale = READABLE_PX / (slot * k);
    }
    if least_font * k < least_px {
        scale = scale.max(LEAST_LABEL_PX.max(least_px) / (least_font * k));
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
pub fn folded_view(
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
    // In a frame shorter than the node and its children's row (a game in a
    // 480×300 slide frame), the node itself comes first: its shape and name
    // stay in sight and its children are cut at the bottom.
    let ty =
        if ch * scale <= h { 0.0 } else { crate::layout::within((h - (y + below) * scale).max(R + PAD - y * scale), h - ch * scale, 0.0) };
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
/// below the whole drawing's, nor below `least`: a zoomed tree's readable
/// zoom, see [`readable_scale`], or a folded one's, its smallest type at
/// the frame's least size). `folded`: the viewBox is the screen in pixels
/// (`drawing` is then ignored); else it is `drawing`, shown whole at zoom 1.
pub fn keep_in_sight(
    size: (f64, f64),
    drawing: (f64, f64),
    view: ViewBox,
    (x0, y0, x1, y1): (f64, f64, f64, f64),
    (folded, least): (bool, f64),
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
    let least = if folded { least.max(0.05) } else { least.max(1.0) };
    let fit = ((vx1 - vx0) / (x1 - x0).max(1.0)).min((vy1 - vy0) / (y1 - y0).max(1.0));
    let scale = view.scale.min(fit).max(least);
    let tx = (vx0 + vx1) / 2.0 - (x0 + x1) / 2.0 * scale;
    // Top aligned: with room above (the root's callers) when it fits down,
    // else its top at the screen's, so the node the search ended at (the
    // root) stays in sight.
    let ty =
        if (y1 - y0) * scale <= vy1 - vy0 { vy0 - y0 * scale + ((vy1 - vy0) - (y1 - y0) * scale).min(MARGIN) } else { vy0 - y0 * scale };
    ViewBox { scale, tx, ty }
}

/// The whole folded drawing in its pixel viewBox, never blown up past its
/// own size.
pub fn fit_folded((w, h): (f64, f64), (cw, ch): (f64, f64)) -> ViewBox {
    let scale = crate::layout::within((w / cw.max(1.0)).min(h / ch.max(1.0)), 0.05, 1.0);
    ViewBox { scale, tx: (w - cw * scale) / 2.0, ty: ((h - ch * scale) / 2.0).max(0.0) }
}

/// Windows narrower than this are phones.
pub const PHONE_PX: f64 = 600.0;

/// `view` zoomed in further about the point `(x, y)` (which stays where it
/// is on screen) until type `least_font` units high is at least
/// [`LEAST_LABEL_PX`] at the drawing's size on screen `size`. Unchanged
/// when it already is, and when the view is not zoomed in (a whole tree
/// is the reader's "Fit"). For a drawing that shrank after it opened
/// zoomed (the path strip appeared above it, or wrapped).
pub fn keep_readable(size: (f64, f64), width: f64, height: f64, view: ViewBox, least_font: f64, (x, y): (f64, f64)) -> ViewBox {
    if view.scale <= 1.0 {
        return view;
    }
    let need = readable_scale(size, width, height, least_font);
    if view.scale >= need {
        return view;
    }
    let (sx, sy) = (view.tx + x * view.scale, view.ty + y * view.scale);
    ViewBox { scale: need, tx: sx - x * need, ty: sy - y * need }
}

/// The least zoom at which type `least_font` units high is at least
/// [`LEAST_LABEL_PX`] on screen (1: the whole drawing already is).
pub fn readable_scale(size: (f64, f64), width: f64, height: f64, least_font: f64) -> f64 {
    if size.0 < 1.0 || size.1 < 1.0 || least_font <= 0.0 {
        return 1.0;
    }
    let k = visible(size, width, height).4;
    crate::layout::within(LEAST_LABEL_PX / (least_font * k), 1.0, MAX_SCALE)
}

/// A view that brings the point `(x, y)` back on screen, if it has left,
/// with what is drawn `above` and `below` it (its α/β over it; a leaf's
/// value, a game's position under it: rabbit and wolves' leaves at depth 2
/// had theirs cut off by the bottom edge while their node was in sight,
/// and a node's α/β by the top edge).
pub fn follow(size: (f64, f64), width: f64, height: f64, view: ViewBox, (x, y): (f64, f64), (above, below): (f64, f64)) -> Option<ViewBox> {
    if view.scale <= 1.0 || size.0 < 1.0 || size.1 < 1.0 {
        return None;
    }
    let (x0, y0, x1, y1, _) = visible(size, width, height);
    let (sx, sy) = (view.tx + x * view.scale, view.ty + y * view.scale);
    let pad = MARGIN;
    let inside =
        sx > x0 + pad && sx < x1 - pad && sy > y0 + pad && sy < y1 - pad && sy - above * view.scale >= y0 && sy + below * view.scale <= y1;
    // Across, the point goes to the middle; down, the drawing stays top
    // aligned when it is no taller than the screen (the root and its α/β
    // stay in sight), else the point goes to the middle too, moved up
    // where what is below it would not fit, and down where what is above
    // it would not (that first, on a screen too short for both).
    let ty = if height * view.scale <= y1 - y0 {
        y0
    } else {
        ((y0 + y1) / 2.0 - y * view.scale).min(y1 - (y + below) * view.scale).max(y0 - (y - above) * view.scale)
    };
    (!inside).then(|| ViewBox { scale: view.scale, tx: (x0 + x1) / 2.0 - x * view.scale, ty })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Xorshift as Rng;

    /// A number in `lo..hi` from the seeded generator.
    fn between(rng: &mut Rng, lo: f64, hi: f64) -> f64 {
        lo + (hi - lo) * rng.below(10_000) as f64 / 10_000.0
    }

    /// Where a point of the drawing lands on screen under `view` (the
    /// viewBox is the drawing at zoom 1, shown whole).
    fn on_screen(view: ViewBox, (x, y): (f64, f64)) -> (f64, f64) {
        (view.tx + x * view.scale, view.ty + y * view.scale)
    }

    #[test]
    fn a_tree_opens_whole_when_readable_and_else_zoomed_until_its_leaves_are() {
        let mut rng = Rng::new(7);
        for _ in 0..2000 {
            let size = (between(&mut rng, 300.0, 1920.0), between(&mut rng, 200.0, 1080.0));
            let drawing = (between(&mut rng, 200.0, 8000.0), between(&mut rng, 150.0, 1500.0));
            let slot = between(&mut rng, 44.0, 120.0);
            let font = between(&mut rng, 10.0, 24.0);
            let root = (drawing.0 / 2.0, 60.0);
            let phone = rng.below(2) == 0;
            // A small widget's frame asks for 10 px, everything else 12.
            let least_px = if rng.below(4) == 0 { 10.0 } else { 12.0 };
            let view = readable_view(size, drawing, root, (slot, font), (least_px, phone));
            let k = visible(size, drawing.0, drawing.1).4;
            let whole_is_readable = slot * k >= READABLE_PX / 2.0 && font * k >= least_px && (!phone || HIT * k >= TAP_PX);
            if whole_is_readable {
                assert_eq!(view, FIT);
                continue;
            }
            // Zoomed (up to the deepest zoom): leaves apart enough to read,
            // tap targets big enough, the root at the top, across the middle.
            assert!(view.scale > 1.0 && view.scale <= MAX_SCALE);
            if view.scale < MAX_SCALE {
                assert!(slot * k * view.scale >= READABLE_PX / 2.0 - 1e-6);
                assert!(font * k * view.scale >= least_px - 1e-6, "every label at least {least_px} px");
                if font * k < least_px {
                    assert!(font * k * view.scale >= LEAST_LABEL_PX - 1e-6, "zoomed for its labels: at least 12 px");
                }
                assert!(!phone || HIT * k * view.scale >= TAP_PX - 1e-6);
            }
            let (x0, y0, x1, _, _) = visible(size, drawing.0, drawing.1);
            let (rx, ry) = on_screen(view, root);
            assert!((rx - (x0 + x1) / 2.0).abs() < 1e-6 && ry >= y0, "the root is at the top centre");
        }
    }

    #[test]
    fn a_zoomed_view_stays_readable_about_its_point_and_never_zooms_out() {
        let mut rng = Rng::new(11);
        for _ in 0..2000 {
            let size = (between(&mut rng, 300.0, 1920.0), between(&mut rng, 200.0, 1080.0));
            let drawing = (between(&mut rng, 200.0, 8000.0), between(&mut rng, 150.0, 1500.0));
            let font = between(&mut rng, 10.0, 24.0);
            let view =
                ViewBox { scale: between(&mut rng, 0.5, 6.0), tx: between(&mut rng, -3000.0, 200.0), ty: between(&mut rng, -800.0, 100.0) };
            let point = (between(&mut rng, 0.0, drawing.0), between(&mut rng, 0.0, drawing.1));
            let next = keep_readable(size, drawing.0, drawing.1, view, font, point);
            assert!(next.scale >= view.scale, "never zooms out");
            if view.scale <= 1.0 {
                assert_eq!(next, view, "a whole tree is left alone");
                continue;
            }
            let k = visible(size, drawing.0, drawing.1).4;
            assert!(font * k * next.scale >= LEAST_LABEL_PX - 1e-6 || next.scale >= MAX_SCALE, "readable");
            let (a, b) = (on_screen(view, point), on_screen(next, point));
            assert!((a.0 - b.0).abs() < 1e-6 && (a.1 - b.1).abs() < 1e-6, "the point stays put");
        }
    }

    #[test]
    fn keeping_a_box_in_sight_shows_it_whole_or_centred() {
        let mut rng = Rng::new(8);
        for _ in 0..2000 {
            let size = (between(&mut rng, 300.0, 1920.0), between(&mut rng, 200.0, 1080.0));
            let folded = rng.below(2) == 0;
            let drawing = (between(&mut rng, 200.0, 3000.0), between(&mut rng, 150.0, 1500.0));
            let view =
                ViewBox { scale: between(&mut rng, 1.0, 4.0), tx: between(&mut rng, -2000.0, 200.0), ty: between(&mut rng, -800.0, 100.0) };
            let (x0, y0) = (between(&mut rng, 0.0, drawing.0 - 100.0), between(&mut rng, 0.0, drawing.1 - 60.0));
            // Now and then a box wider or taller than the screen (a game's
            // best play, zigzagging down a folded tree).
            let (widest, tallest) = [(100.0, 60.0), (2500.0, 60.0), (100.0, 1200.0), (2500.0, 1200.0)][rng.below(4) as usize];
            let (x1, y1) = (x0 + between(&mut rng, 20.0, widest), y0 + between(&mut rng, 20.0, tallest));
            let least = if folded { between(&mut rng, 0.05, 1.0) } else { 1.0 };
            let kept = keep_in_sight(size, drawing, view, (x0, y0, x1, y1), (folded, least));
            let (vx0, vy0, vx1, vy1) = if folded {
                (0.0, 0.0, size.0, size.1)
            } else {
                let (a, b, c, d, _) = visible(size, drawing.0, drawing.1);
                (a, b, c, d)
            };
            let ((ax, ay), (bx, by)) = (on_screen(kept, (x0, y0)), on_screen(kept, (x1, y1)));
            let fits = ax >= vx0 - 1e-6 && ay >= vy0 - 1e-6 && bx <= vx1 + 1e-6 && by <= vy1 + 1e-6;
            // A box too big for the screen at the least zoom is centred
            // across, its top at most a margin below the screen's (at the
            // screen's when it is taller than the screen).
            let across = ((ax + bx) / 2.0 - (vx0 + vx1) / 2.0).abs() < 1e-6;
            let down = if by - ay <= vy1 - vy0 + 1e-6 { ay >= vy0 - 1e-6 && ay <= vy0 + MARGIN + 1e-6 } else { (ay - vy0).abs() < 1e-6 };
            assert!(fits || (across && down), "{kept:?} loses the box");
            assert!(kept.scale <= view.scale.max(least) + 1e-9, "never zooms in past the least zoom");
            assert!(kept.scale >= least - 1e-9, "never below the least zoom (its type readable)");
        }
    }

    #[test]
    fn following_a_point_brings_it_back_inside() {
        let mut rng = Rng::new(9);
        for _ in 0..2000 {
            let size = (between(&mut rng, 300.0, 1920.0), between(&mut rng, 200.0, 1080.0));
            let drawing = (between(&mut rng, 400.0, 3000.0), between(&mut rng, 300.0, 1500.0));
            let view =
                ViewBox { scale: between(&mut rng, 1.5, 6.0), tx: between(&mut rng, -3000.0, 0.0), ty: between(&mut rng, -1000.0, 0.0) };
            let point = (between(&mut rng, 0.0, drawing.0), between(&mut rng, 0.0, drawing.1));
            // What is drawn above and below a node is inside the drawing.
            let above = between(&mut rng, 0.0, 40.0).min(point.1);
            let below = between(&mut rng, 0.0, 80.0).min(drawing.1 - point.1);
            let (x0, y0, x1, y1, _) = visible(size, drawing.0, drawing.1);
            let Some(next) = follow(size, drawing.0, drawing.1, view, point, (above, below)) else {
                // Left alone: the point and what is drawn around it are in sight.
                let (sx, sy) = on_screen(view, point);
                if view.scale > 1.0 {
                    let whole = sy - above * view.scale >= y0 - 1e-6 && sy + below * view.scale <= y1 + 1e-6;
                    assert!(sx > x0 && sx < x1 && whole, "left alone only in sight");
                }
                continue;
            };
            let (sx, sy) = on_screen(next, point);
            assert!((sx - (x0 + x1) / 2.0).abs() < 1e-6, "across, the point goes to the middle");
            assert!(sy - above * next.scale >= y0 - 1e-6, "down, it and what is above it are in sight");
            if (above + below) * next.scale <= y1 - y0 {
                assert!(sy + below * next.scale <= y1 + 1e-6, "and what is below it, where the screen holds both");
            }
            assert_eq!(next.scale, view.scale, "following never zooms");
        }
    }

    #[test]
    fn a_folded_drawing_opens_at_its_own_size_with_the_node_in_sight() {
        let mut rng = Rng::new(10);
        for _ in 0..2000 {
            let size = (between(&mut rng, 300.0, 1920.0), between(&mut rng, 200.0, 1080.0));
            let content = (between(&mut rng, 200.0, 6000.0), between(&mut rng, 150.0, 3000.0));
            let node = (between(&mut rng, 0.0, content.0), between(&mut rng, 0.0, (content.1 - 150.0).max(0.0)));
            let phone = rng.below(2) == 0;
            let view = folded_view(size, content, FIT, node, 150.0, phone, true);
            assert!(view.scale >= 1.0 && (phone || view.scale == 1.0), "its type at its own size");
            let (sx, sy) = on_screen(view, node);
            assert!(sx >= -1e-6 && sx <= size.0 + 1e-6, "the node is in sight across: {sx} in {}", size.0);
            if content.1 * view.scale > size.1 {
                assert!(sy <= size.1 + 1e-6, "the node is in sight down");
            }
        }
    }

    #[test]
    fn a_frame_shorter_than_a_node_and_its_children_keeps_the_node() {
        // A game's node deep in its drawing, its children's row (with their
        // positions) 200 px below it, in a 158 px high frame.
        let (size, content, node) = ((458.0, 158.0), (1500.0, 1500.0), (660.0, 1221.0));
        let view = folded_view(size, content, FIT, node, 200.0, false, true);
        let (_, sy) = on_screen(view, node);
        assert!((R + PAD - 1e-6..=size.1).contains(&sy), "the node's centre at {sy}: its shape and name in sight");
        // With room for both, its children's row is in sight too.
        let view = folded_view((458.0, 600.0), content, FIT, node, 200.0, false, true);
        let (_, sy) = on_screen(view, node);
        assert!(sy + 200.0 <= 600.0 + 1e-6, "the children's row at {}", sy + 200.0);
    }
}
