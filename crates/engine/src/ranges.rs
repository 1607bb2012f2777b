//! "For which values of x …?": what-if ranges for one leaf.
//!
//! Fix every leaf but one, `x`. The search compares `x` only with other
//! leaves' utilities and with ±∞ (α, β and `v` are always one of those), so
//! as `x` moves along the line, what the search does can change only where
//! `x` equals another leaf's value. Between two such critical values, and
//! at each of them, it is the same for every `x`. Running the search once
//! at each critical value and once strictly between each pair (and below
//! the lowest and above the highest) therefore gives, exactly, the set of
//! values of `x` for which each other leaf is pruned and for which the
//! root's chosen move stays what it is now.
//!
//! The values of `x` considered are those the notation can write: numbers
//! of at most 18 digits, and −∞ and +∞ themselves (a span whose end is ±∞
//! says whether it includes it).

use std::cmp::Ordering;

use super::num::{Bound, Num};
use super::search::{Options, Trace};
use super::tree::{Leaf, NodeId, Tree};
use super::value::{Exact, write_exact};

/// A run of values of `x` from `from` to `to`, each end included or not
/// (an included −∞ or +∞ end is that value itself).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Span {
    pub from: Bound,
    pub to: Bound,
    pub from_included: bool,
    pub to_included: bool,
}

impl Span {
    /// True if `t` lies in this span.
    pub fn contains(&self, t: Bound) -> bool {
        (t > self.from || (self.from_included && t == self.from)) && (t < self.to || (self.to_included && t == self.to))
    }

    fn point(t: Bound) -> Span {
        Span { from: t, to: t, from_included: true, to_included: true }
    }

    fn open(from: Bound, to: Bound) -> Span {
        Span { from, to, from_included: false, to_included: false }
    }
}

/// True if `t` lies in one of `spans`.
pub fn contains(spans: &[Span], t: Bound) -> bool {
    spans.iter().any(|s| s.contains(t))
}

/// What one leaf's value decides.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct LeafRanges {
    /// The leaf (`x`).
    pub leaf: NodeId,
    /// The values of `x` for which the root's chosen move (the first child
    /// whose value is exactly the root's, as the search picks it) is the
    /// one it is now.
    pub same_move_when: Vec<Span>,
    /// For each other leaf whose pruned status depends on `x` (its index
    /// among the leaves, left to right): the values of `x` for which it is
    /// pruned.
    pub prunes: Vec<(usize, Vec<Span>)>,
}

/// One stretch of the line between critical values, in order: below the
/// lowest, a critical value itself, strictly between two, above the
/// highest.
#[derive(Clone, Copy, Debug)]
struct Region {
    span: Span,
    /// A value of the notation inside it, if there is one (an open gap
    /// between two 18-digit neighbours may hold none).
    sample: Option<Bound>,
}

/// The regions of the extended line cut at `critical` (sorted, distinct,
/// finite): −∞ itself, the numbers below the lowest, each critical value,
/// the numbers strictly between each two, those above the highest, +∞.
fn regions(critical: &[Num]) -> Vec<Region> {
    let finite = |n: Option<Num>| n.map(Bound::Finite);
    let neg_inf = Region { span: Span::point(Bound::NegInf), sample: Some(Bound::NegInf) };
    let pos_inf = Region { span: Span::point(Bound::PosInf), sample: Some(Bound::PosInf) };
    let Some((&first, _)) = critical.split_first() else {
        return vec![neg_inf, Region { span: Span::open(Bound::NegInf, Bound::PosInf), sample: Some(Bound::int(0)) }, pos_inf];
    };
    let last = critical[critical.len() - 1];
    let mut out = vec![
        neg_inf,
        Region { span: Span::open(Bound::NegInf, Bound::Finite(first)), sample: finite(strictly_between(None, Some(first))) },
    ];
    for (i, &c) in critical.iter().enumerate() {
        out.push(Region { span: Span::point(Bound::Finite(c)), sample: Some(Bound::Finite(c)) });
        if let Some(&next) = critical.get(i + 1) {
            out.push(Region {
                span: Span::open(Bound::Finite(c), Bound::Finite(next)),
                sample: finite(strictly_between(Some(c), Some(next))),
            });
        }
    }
    out.push(Region { span: Span::open(Bound::Finite(last), Bound::PosInf), sample: finite(strictly_between(Some(last), None)) });
    out.push(pos_inf);
    out
}

/// A number the notation can write strictly between `a` and `b` (`None`:
/// unbounded), preferring short ones: the midpoint, else the midpoint
/// rounded to fewer places; one below the lowest or above the highest.
pub fn strictly_between(a: Option<Num>, b: Option<Num>) -> Option<Num> {
    let exact_of = |n: Num| super::value::exact(n);
    let one = Exact::one();
    let target = match (a, b) {
        (None, None) => return Some(Num::int(0)),
        (Some(a), None) => exact_of(a) + &one,
        (None, Some(b)) => exact_of(b) - &one,
        (Some(a), Some(b)) => (exact_of(a) + exact_of(b)) / Exact::integer(2),
    };
    let inside = |n: Num| a.is_none_or(|a| n > a) && b.is_none_or(|b| n < b);
    // The target itself when the notation can write it; else the target
    // rounded to 0, 1, … 18 places, the first that is still inside.
    let mut text = String::new();
    if write_exact(&mut text, &target).is_ok()
        && let Ok(n) = Num::parse(&text)
        && inside(n)
    {
        return Some(n);
    }
    for places in 0..=18u32 {
        let scale = Exact::from_integer(num_bigint::BigInt::from(10).pow(places));
        let rounded = (&target * &scale).round() / scale;
        let mut text = String::new();
        if write_exact(&mut text, &rounded).is_ok()
            && let Ok(n) = Num::parse(&text)
            && inside(n)
        {
            return Some(n);
        }
    }
    None
}

/// What the search does with `x` at one value: the root's chosen move and
/// which leaves (by index) it prunes.
struct Outcome {
    chosen: Option<usize>,
    pruned: Vec<bool>,
}

fn outcome(tree: &Tree, options: Options, leaf_index: &[usize]) -> Outcome {
    let trace = Trace::run(tree, options);
    let mut pruned = vec![false; leaf_index.iter().filter(|&&i| i != usize::MAX).count()];
    for node in trace.pruned(tree) {
        if let Some(&i) = leaf_index.get(node.index())
            && let Some(slot) = pruned.get_mut(i)
        {
            *slot = true;
        }
    }
    Outcome { chosen: trace.best_children(tree).first().copied(), pruned }
}

/// Merges the regions where `included` holds into sorted, disjoint spans.
/// A region with no writable value takes its neighbours' part when both
/// agree (it changes nothing anyone can type), else stays out.
fn spans(regions: &[Region], included: &[Option<bool>]) -> Vec<Span> {
    let mut out: Vec<Span> = Vec::new();
    let mut open: Option<Span> = None;
    for (k, region) in regions.iter().enumerate() {
        let inside = match included[k] {
            Some(b) => b,
            None => {
                let before = k.checked_sub(1).and_then(|j| included[j]);
                let after = included.get(k + 1).copied().flatten();
                before == Some(true) && after == Some(true)
            }
        };
        match (inside, &mut open) {
            (true, Some(span)) => {
                span.to = region.span.to;
                span.to_included = region.span.to_included;
            }
            (true, None) => open = Some(region.span),
            (false, _) => out.extend(open.take()),
        }
    }
    out.extend(open);
    out
}

/// The what-if ranges of every leaf, left to right: `None` for a
/// placeholder. Each numeric leaf costs one search per region of the line
/// (twice the number of distinct other values, plus three).
pub fn ranges(tree: &Tree, options: Options) -> Vec<Option<LeafRanges>> {
    let context = Context::new(tree, options);
    context.leaves.iter().map(|&x| context.of(x)).collect()
}

/// The what-if ranges of one leaf `x`; `None` unless it is a leaf with a
/// value.
pub fn ranges_of(tree: &Tree, options: Options, x: NodeId) -> Option<LeafRanges> {
    if x.index() >= tree.len() {
        return None;
    }
    Context::new(tree, options).of(x)
}

/// What every leaf's ranges are measured against: the leaves and what the
/// search does now.
struct Context<'a> {
    tree: &'a Tree,
    options: Options,
    leaves: Vec<NodeId>,
    leaf_index: Vec<usize>,
    now: Outcome,
}

impl<'a> Context<'a> {
    fn new(tree: &'a Tree, options: Options) -> Context<'a> {
        let leaves: Vec<NodeId> = tree.leaves().collect();
        let mut leaf_index = vec![usize::MAX; tree.len()];
        for (i, &leaf) in leaves.iter().enumerate() {
            leaf_index[leaf.index()] = i;
        }
        let now = outcome(tree, options, &leaf_index);
        Context { tree, options, leaves, leaf_index, now }
    }

    fn of(&self, x: NodeId) -> Option<LeafRanges> {
        let tree = self.tree;
        if !matches!(tree[x].leaf(), Some(Leaf::Value(_))) {
            return None;
        }
        let mut critical: Vec<Num> = self
            .leaves
            .iter()
            .filter(|&&l| l != x)
            .filter_map(|&l| match tree.leaf_value(l) {
                Some(Bound::Finite(n)) => Some(n),
                _ => None,
            })
            .collect();
        super::sorting::sort(&mut critical);
        critical.dedup_by(|a, b| a.cmp(&b) == Ordering::Equal);
        let regions = regions(&critical);
        let outcomes: Vec<Option<Outcome>> = regions
            .iter()
            .map(|r| {
                let t = r.sample?;
                let changed = tree.with_leaf(x, Leaf::Value(t))?;
                Some(outcome(&changed, self.options, &self.leaf_index))
            })
            .collect();
        let same: Vec<Option<bool>> = outcomes.iter().map(|o| o.as_ref().map(|o| o.chosen == self.now.chosen)).collect();
        let mut prunes = Vec::new();
        for (j, &other) in self.leaves.iter().enumerate() {
            if other == x {
                continue;
            }
            let pruned: Vec<Option<bool>> = outcomes.iter().map(|o| o.as_ref().map(|o| o.pruned[j])).collect();
            let known: Vec<bool> = pruned.iter().flatten().copied().collect();
            if known.iter().any(|&p| p != known[0]) {
                prunes.push((j, spans(&regions, &pruned)));
            }
        }
        Some(LeafRanges { leaf: x, same_move_when: spans(&regions, &same), prunes })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse;

    fn n(text: &str) -> Num {
        Num::parse(text).unwrap_or(Num::int(i64::MIN))
    }

    #[test]
    fn the_classic_example() {
        // <3,5,10>,<2,a,b>,<2,7,3> with a and b written as numbers: for
        // which values of the first 2 are the next two leaves pruned?
        let Ok(tree) = parse("<3,5,10>,<2,4,6>,<2,7,3>").into_result() else { panic!("parse") };
        let all = ranges(&tree, Options::default());
        let x = all[3].as_ref().unwrap_or_else(|| panic!("numeric"));
        // 4 and 6 (leaves 4 and 5) are pruned exactly when x ≤ 3 (α = 3).
        let spans_of = |j: usize| x.prunes.iter().find(|(k, _)| *k == j).map(|(_, s)| s.clone());
        let at_most_3 = vec![Span { from: Bound::NegInf, to: Bound::Finite(n("3")), from_included: true, to_included: true }];
        assert_eq!(spans_of(4), Some(at_most_3.clone()));
        assert_eq!(spans_of(5), Some(at_most_3));
        // MAX keeps its first move unless the second child beats 3: then
        // it is worth min(x, 4, 6) > 3.
        assert_eq!(x.same_move_when, at_most_3_again());
    }

    fn at_most_3_again() -> Vec<Span> {
        vec![Span { from: Bound::NegInf, to: Bound::Finite(n("3")), from_included: true, to_included: true }]
    }

    #[test]
    fn a_sample_lies_strictly_between() {
        assert_eq!(strictly_between(Some(n("2")), Some(n("3"))), Some(n("2.5")));
        assert_eq!(strictly_between(Some(n("2")), None), Some(n("3")));
        assert_eq!(strictly_between(None, Some(n("-2"))), Some(n("-3")));
        let tight = strictly_between(Some(n("0.000000000000000001")), Some(n("0.000000000000000002")));
        assert_eq!(tight, None);
    }
}
