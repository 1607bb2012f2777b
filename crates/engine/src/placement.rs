//! Label placement: which of a label's candidate places is clear of what
//! is already drawn (boxes of text and shapes, and edges as segments).
//!
//! The drawing puts a label at its first candidate that meets nothing,
//! or, when every candidate meets something, at the one that meets the
//! fewest (the earliest among equals): the usual "candidate positions"
//! method of map labelling. Obstacles are kept in a uniform grid, so a
//! query looks only at what is near the candidate.

use std::collections::HashMap;

/// An axis-aligned box, `x0 ≤ x1`, `y0 ≤ y1`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rect {
    pub x0: f64,
    pub y0: f64,
    pub x1: f64,
    pub y1: f64,
}

impl Rect {
    /// The box with these corners, in either order.
    pub fn new(xa: f64, ya: f64, xb: f64, yb: f64) -> Rect {
        Rect { x0: xa.min(xb), y0: ya.min(yb), x1: xa.max(xb), y1: ya.max(yb) }
    }

    /// The box grown by `d` on every side (shrunk when `d` is negative).
    pub fn grow(&self, d: f64) -> Rect {
        Rect { x0: self.x0 - d, y0: self.y0 - d, x1: self.x1 + d, y1: self.y1 + d }
    }

    /// Whether the two boxes share an area (touching edges do not count).
    pub fn hits(&self, o: &Rect) -> bool {
        self.x0 < o.x1 && o.x0 < self.x1 && self.y0 < o.y1 && o.y0 < self.y1
    }

    /// Whether `self` lies inside `o`.
    pub fn inside(&self, o: &Rect) -> bool {
        self.x0 >= o.x0 && self.x1 <= o.x1 && self.y0 >= o.y0 && self.y1 <= o.y1
    }

    /// Whether the segment from `a` to `b` passes through the box (its
    /// inside, not only its border): Liang–Barsky clipping.
    pub fn crossed_by(&self, a: (f64, f64), b: (f64, f64)) -> bool {
        if self.x0 >= self.x1 || self.y0 >= self.y1 {
            return false;
        }
        let (dx, dy) = (b.0 - a.0, b.1 - a.1);
        let (mut t0, mut t1) = (0.0f64, 1.0f64);
        for (p, q) in [(-dx, a.0 - self.x0), (dx, self.x1 - a.0), (-dy, a.1 - self.y0), (dy, self.y1 - a.1)] {
            if p == 0.0 {
                if q <= 0.0 {
                    return false;
                }
            } else {
                let t = q / p;
                if p < 0.0 {
                    t0 = t0.max(t);
                } else {
                    t1 = t1.min(t);
                }
                if t0 >= t1 {
                    return false;
                }
            }
        }
        true
    }
}

/// Something already drawn.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Obstacle {
    Box(Rect),
    Segment((f64, f64), (f64, f64)),
}

impl Obstacle {
    fn bounds(&self) -> Rect {
        match *self {
            Obstacle::Box(r) => r,
            Obstacle::Segment(a, b) => Rect::new(a.0, a.1, b.0, b.1),
        }
    }

    /// Whether the obstacle meets the box.
    pub fn meets(&self, r: &Rect) -> bool {
        match self {
            Obstacle::Box(o) => o.hits(r),
            Obstacle::Segment(a, b) => r.crossed_by(*a, *b),
        }
    }
}

/// Obstacles, each with a tag (what it belongs to, so that a query can
/// leave some out), in a grid of square cells.
#[derive(Clone, Debug, Default)]
pub struct Obstacles<T> {
    cell: f64,
    items: Vec<(Obstacle, T)>,
    grid: HashMap<(i64, i64), Vec<u32>>,
}

/// More cells than this for one obstacle: it goes in the list every query
/// reads instead (a very long segment).
const MAX_CELLS: i64 = 4096;

impl<T: Copy> Obstacles<T> {
    /// An empty set whose grid cells are `cell` units wide (about the size
    /// of a label is right).
    pub fn new(cell: f64) -> Obstacles<T> {
        Obstacles { cell: if cell.is_finite() && cell > 0.0 { cell } else { 1.0 }, items: Vec::new(), grid: HashMap::new() }
    }

    fn cells(&self, r: &Rect) -> Option<(i64, i64, i64, i64)> {
        let f = |v: f64| crate::layout::within((v / self.cell).floor(), -1e12, 1e12) as i64;
        let (cx0, cy0, cx1, cy1) = (f(r.x0), f(r.y0), f(r.x1), f(r.y1));
        let count = (cx1 - cx0 + 1).saturating_mul(cy1 - cy0 + 1);
        (count <= MAX_CELLS && [r.x0, r.y0, r.x1, r.y1].iter().all(|v| v.is_finite())).then_some((cx0, cy0, cx1, cy1))
    }

    /// Adds an obstacle.
    pub fn add(&mut self, obstacle: Obstacle, tag: T) {
        let index = self.items.len() as u32;
        let cells = self.cells(&obstacle.bounds());
        self.items.push((obstacle, tag));
        // A huge one is kept in a cell every query reads.
        let Some((cx0, cy0, cx1, cy1)) = cells else {
            self.grid.entry((i64::MIN, i64::MIN)).or_default().push(index);
            return;
        };
        for cx in cx0..=cx1 {
            // A segment only in the cells it passes through: in each column,
            // the rows between its heights at the column's sides.
            let (lo, hi) = match obstacle {
                Obstacle::Segment(a, b) if (b.0 - a.0).abs() > 1e-9 => {
                    let at = |x: f64| a.1 + (crate::layout::within(x, a.0.min(b.0), a.0.max(b.0)) - a.0) * (b.1 - a.1) / (b.0 - a.0);
                    let (ya, yb) = (at(cx as f64 * self.cell), at((cx + 1) as f64 * self.cell));
                    let f = |v: f64| ((v / self.cell).floor() as i64).clamp(cy0, cy1);
                    (f(ya.min(yb)), f(ya.max(yb)))
                }
                _ => (cy0, cy1),
            };
            for cy in lo..=hi {
                self.grid.entry((cx, cy)).or_default().push(index);
            }
        }
    }

    /// Every obstacle with its tag, in the order added.
    pub fn items(&self) -> &[(Obstacle, T)] {
        &self.items
    }

    /// How many obstacles meet `r`, leaving out those `skip` names.
    pub fn count(&self, r: &Rect, skip: impl Fn(T) -> bool) -> usize {
        let mut seen: Vec<u32> = Vec::new();
        if let Some(huge) = self.grid.get(&(i64::MIN, i64::MIN)) {
            seen.extend_from_slice(huge);
        }
        match self.cells(r) {
            Some((cx0, cy0, cx1, cy1)) => {
                for cx in cx0..=cx1 {
                    for cy in cy0..=cy1 {
                        if let Some(list) = self.grid.get(&(cx, cy)) {
                            seen.extend_from_slice(list);
                        }
                    }
                }
            }
            None => seen = (0..self.items.len() as u32).collect(),
        }
        seen.sort_unstable();
        seen.dedup();
        seen.into_iter()
            .filter(|&i| {
                let (o, tag) = &self.items[i as usize];
                !skip(*tag) && o.meets(r)
            })
            .count()
    }

    /// The index of the first of `candidates` that meets nothing (besides
    /// what `skip` names, plus what `more` counts for it) and lies inside
    /// `within`, or else of the one that meets the fewest (a box outside
    /// `within` counts as meeting one more); `None` only when there are no
    /// candidates.
    pub fn best(
        &self,
        candidates: &[Rect],
        within: Option<&Rect>,
        skip: impl Fn(T) -> bool,
        more: impl Fn(&Rect) -> usize,
    ) -> Option<usize> {
        let mut best: Option<(usize, usize)> = None;
        for (k, r) in candidates.iter().enumerate() {
            let out = within.is_some_and(|w| !r.inside(w));
            let hits = self.count(r, &skip) + usize::from(out) + more(r);
            if hits == 0 {
                return Some(k);
            }
            if best.is_none_or(|(_, h)| hits < h) {
                best = Some((k, hits));
            }
        }
        best.map(|(k, _)| k)
    }
}

/// Where a box `w` wide and `h` high goes beside the segment from `a` to
/// `b`, at `along` of the way (0 at `a`), on one side, `gap` clear of the
/// segment's line: its centre. `left` is the side of smaller x for a
/// segment going down (the edges of a drawing all go down).
pub fn beside_segment(a: (f64, f64), b: (f64, f64), along: f64, left: bool, (w, h): (f64, f64), gap: f64) -> (f64, f64) {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len = dx.hypot(dy);
    let p = (a.0 + along * dx, a.1 + along * dy);
    if len <= 1e-9 {
        return p;
    }
    // The unit normal on the chosen side, and the distance from the line
    // to the box's centre that keeps every corner `gap` away.
    let (mut nx, mut ny) = (-dy / len, dx / len);
    if nx > 0.0 || (nx == 0.0 && ny < 0.0) {
        (nx, ny) = (-nx, -ny);
    }
    if !left {
        (nx, ny) = (-nx, -ny);
    }
    let k = gap + w / 2.0 * nx.abs() + h / 2.0 * ny.abs();
    (p.0 + k * nx, p.1 + k * ny)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::SplitMix;

    #[test]
    fn segments_through_boxes() {
        let r = Rect::new(0.0, 0.0, 10.0, 10.0);
        assert!(r.crossed_by((-5.0, 5.0), (15.0, 5.0)), "straight across");
        assert!(r.crossed_by((5.0, 5.0), (5.0, 6.0)), "inside");
        assert!(r.crossed_by((-5.0, -5.0), (15.0, 15.0)), "the diagonal");
        assert!(!r.crossed_by((-5.0, 5.0), (-1.0, 5.0)), "short of it");
        assert!(!r.crossed_by((-5.0, 0.0), (15.0, 0.0)), "along its border");
        assert!(!r.crossed_by((-5.0, 4.0), (4.0, -5.0)), "past its corner");
        assert!(!r.crossed_by((11.0, -5.0), (11.0, 15.0)), "beside it");
        assert!(!Rect::new(0.0, 0.0, 0.0, 5.0).crossed_by((-1.0, 1.0), (1.0, 1.0)), "an empty box");
    }

    #[test]
    fn boxes_meet_when_they_share_area() {
        let r = Rect::new(10.0, 10.0, 0.0, 0.0);
        assert_eq!(r, Rect { x0: 0.0, y0: 0.0, x1: 10.0, y1: 10.0 });
        assert!(r.hits(&Rect::new(9.0, 9.0, 20.0, 20.0)));
        assert!(!r.hits(&Rect::new(10.0, 0.0, 20.0, 10.0)), "touching");
        assert!(r.grow(1.0).hits(&Rect::new(10.5, 0.0, 20.0, 10.0)));
        assert!(Rect::new(1.0, 1.0, 2.0, 2.0).inside(&r));
    }

    /// The grid answers as a plain scan of every obstacle does, on
    /// thousands of random boxes and segments, short, long and huge.
    #[test]
    fn the_grid_agrees_with_a_plain_scan() {
        let mut rng = SplitMix(7);
        for round in 0..40 {
            let mut set = Obstacles::new(5.0 + 40.0 * rng.unit());
            let mut all = Vec::new();
            for k in 0..120 {
                let (x, y) = (400.0 * rng.unit() - 100.0, 300.0 * rng.unit() - 50.0);
                let size = if k % 17 == 0 { 1e7 } else { 80.0 * rng.unit() };
                let o = if k % 2 == 0 {
                    Obstacle::Box(Rect::new(x, y, x + size * rng.unit(), y + size * rng.unit()))
                } else {
                    Obstacle::Segment((x, y), (x + size * (rng.unit() - 0.5), y + size * (rng.unit() - 0.5)))
                };
                set.add(o, k);
                all.push((o, k));
            }
            for _ in 0..100 {
                let (x, y) = (400.0 * rng.unit() - 100.0, 300.0 * rng.unit() - 50.0);
                let q = Rect::new(x, y, x + 60.0 * rng.unit(), y + 30.0 * rng.unit());
                let skip = |t: i32| t % 5 == round % 5;
                let plain = all.iter().filter(|(o, t)| !skip(*t) && o.meets(&q)).count();
                assert_eq!(set.count(&q, skip), plain, "round {round}, {q:?}");
            }
        }
    }

    #[test]
    fn the_first_clear_candidate_wins_else_the_least_crowded() {
        let mut set = Obstacles::new(10.0);
        set.add(Obstacle::Segment((0.0, 0.0), (100.0, 100.0)), 'e');
        set.add(Obstacle::Box(Rect::new(60.0, 0.0, 80.0, 20.0)), 'b');
        let on_edge = Rect::new(40.0, 40.0, 60.0, 50.0);
        let on_box = Rect::new(70.0, 10.0, 90.0, 20.0);
        let clear = Rect::new(0.0, 60.0, 20.0, 80.0);
        assert_eq!(set.best(&[on_edge, on_box, clear], None, |_| false, |_| 0), Some(2));
        // Leaving the edge out, the first is clear.
        assert_eq!(set.best(&[on_edge, on_box, clear], None, |t| t == 'e', |_| 0), Some(0));
        // Outside the drawing counts against a candidate.
        let within = Rect::new(30.0, 30.0, 70.0, 70.0);
        assert_eq!(set.best(&[on_edge, clear], Some(&within), |_| false, |_| 0), Some(0), "a tie: the earlier");
        assert_eq!(set.best(&[clear, on_edge], Some(&within), |_| false, |_| 0), Some(0), "a tie: the earlier");
        assert_eq!(set.best(&[on_edge, clear], Some(&Rect::new(0.0, 0.0, 100.0, 100.0)), |_| false, |_| 0), Some(1));
        let both = Rect::new(55.0, 5.0, 75.0, 60.0);
        assert_eq!(set.best(&[both, on_box], None, |_| false, |_| 0), Some(1), "one hit beats two");
        assert_eq!(set.best(&[], None, |_| false, |_| 0), None);
        // What the caller counts besides (labels placed this render).
        assert_eq!(set.best(&[clear, on_edge], None, |t| t == 'e', |r| usize::from(r == &clear)), Some(1));
    }

    #[test]
    fn a_box_beside_a_segment_keeps_its_gap_on_the_side_asked() {
        let mut rng = SplitMix(11);
        for _ in 0..2000 {
            let a = (200.0 * rng.unit(), 100.0 * rng.unit());
            let b = (a.0 + 300.0 * (rng.unit() - 0.5), a.1 + 1.0 + 150.0 * rng.unit());
            let (w, h) = (5.0 + 60.0 * rng.unit(), 14.0);
            for left in [true, false] {
                let c = beside_segment(a, b, 0.7, left, (w, h), 3.0);
                let r = Rect::new(c.0 - w / 2.0, c.1 - h / 2.0, c.0 + w / 2.0, c.1 + h / 2.0);
                assert!(!r.crossed_by(a, b), "{a:?}→{b:?}, {r:?}");
                // Every corner is at least the gap from the segment's line,
                // and the nearest is just that far (it is right beside it).
                let len = (b.0 - a.0).hypot(b.1 - a.1);
                let distance = |(x, y): (f64, f64)| ((b.0 - a.0) * (a.1 - y) - (a.0 - x) * (b.1 - a.1)).abs() / len;
                let nearest = [(r.x0, r.y0), (r.x1, r.y0), (r.x0, r.y1), (r.x1, r.y1)].map(distance).into_iter().fold(f64::MAX, f64::min);
                assert!((nearest - 3.0).abs() < 1e-6, "{a:?}→{b:?}, {r:?}: {nearest}");
                // The side: left of a downward segment means smaller x
                // at the same height.
                let at_line = a.0 + (c.1 - a.1) * (b.0 - a.0) / (b.1 - a.1);
                assert_eq!(c.0 < at_line, left, "{a:?}→{b:?}, centre {c:?}");
            }
        }
    }
}
