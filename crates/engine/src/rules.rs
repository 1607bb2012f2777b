//! The rulebook: for each kind of node (MAX, MIN, chance, a player of
//! max^n), how a search starts it, how a child's value is folded in, which
//! end of the window (α or β) it moves, what its cut test compares and
//! which side failed, the window it hands its children, and what is known
//! of its value part-way.
//!
//! It holds:
//! - the start of `v` ([`start`], turned into any representation with
//!   [`Start::pick`]) and the fold of a child's value ([`fold`], [`better`],
//!   the weighted sum [`weighted_add`] and, under declared leaf bounds,
//!   [`shift_share`]; max^n's best in the mover's own component,
//!   [`takes_vector`]);
//! - alpha-beta's window: the end a node moves ([`own_end`]), the update in
//!   either pseudocode form ([`alpha_beta_update`]), and one cut test for
//!   every kind ([`cuts`], honouring the strict rule), which also says which
//!   side failed ([`Side`]); Star1's window for a chance node's child
//!   ([`star1_window`]) and its cut ([`star1_test`]); the window a node
//!   passes on ([`child_window`]) and whether a kind can cut at all
//!   ([`can_cut`]);
//! - plain minimax by kind, for move ordering, Monte Carlo and games
//!   ([`minimax_fold`], [`best_first`]), and who chooses at a node
//!   ([`chooses`]);
//! - the paranoid reduction's sides ([`paranoid_side`]).
//!
//! The stepper ([`super::search`]), replay ([`super::replay`]),
//! explanations and pseudocode ([`super::explain`]), reports, ordering,
//! Monte Carlo, games and max^n consult these functions; none of them
//! decides by itself what a kind of node does. Everything here is a pure
//! function of the node's [`Kind`] and the search's [`Options`], generic
//! over the value representation each caller keeps (the stepper's packed
//! values, replay's references, explanations' numbers) where it can be.

use std::cmp::Ordering;

use super::options::{Algorithm, CutRule, Form, Options};
use super::tree::{Kind, Player};
use super::value::{Exact, Value};

/// How a node's search value `v` starts when its call begins.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Start {
    /// `v ← −∞` (alpha-beta at MAX).
    NegInf,
    /// `v ← +∞` (alpha-beta at MIN).
    PosInf,
    /// `v ← 0`: a weighted sum about to be accumulated (chance).
    Zero,
    /// No value until a child returns one (minimax shows what is known as
    /// an interval instead; max^n has no vector yet).
    Nothing,
}

impl Start {
    /// The start in a caller's own representation of −∞, +∞ and "no
    /// value" (a weighted sum's 0 is kept apart, in its running sums).
    pub fn pick<T>(self, neg_inf: T, pos_inf: T, none: T) -> T {
        match self {
            Start::NegInf => neg_inf,
            Start::PosInf => pos_inf,
            Start::Zero | Start::Nothing => none,
        }
    }
}

/// Which end of the window a cut test found the node's value past.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Side {
    /// Fails low: the value cannot rise above α (a MIN node's `v ≤ α`, a
    /// chance node whose interval ends at or below α).
    Low,
    /// Fails high: the value cannot fall below β (a MAX node's `v ≥ β`, a
    /// chance node whose interval starts at or above β).
    High,
}

/// How a child's value is folded into its parent's.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Fold {
    /// Keep the larger.
    Max,
    /// Keep the smaller.
    Min,
    /// Add the child's value times its edge's probability.
    WeightedSum,
    /// Keep the child whose vector is larger in this component (the first
    /// child on a tie).
    BestFor(u8),
}

/// One end of the alpha-beta window.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum End {
    Alpha,
    Beta,
}

/// How `v` starts at a node of `kind`.
pub fn start(kind: Kind, algorithm: Algorithm) -> Start {
    match (kind, algorithm) {
        (Kind::Max, Algorithm::AlphaBeta) => Start::NegInf,
        (Kind::Min, Algorithm::AlphaBeta) => Start::PosInf,
        (Kind::Max | Kind::Min, Algorithm::Minimax) => Start::Nothing,
        (Kind::Chance, _) => Start::Zero,
        (Kind::Player { .. }, _) => Start::Nothing,
    }
}

/// How a node of `kind` folds in a child's value.
pub fn fold(kind: Kind) -> Fold {
    match kind {
        Kind::Max => Fold::Max,
        Kind::Min => Fold::Min,
        Kind::Chance => Fold::WeightedSum,
        Kind::Player { index, .. } => Fold::BestFor(index),
    }
}

/// The end of the window a node of `kind` moves (α at MAX, β at MIN), if
/// it takes part in alpha-beta at all.
pub fn own_end(kind: Kind) -> Option<End> {
    match kind {
        Kind::Max => Some(End::Alpha),
        Kind::Min => Some(End::Beta),
        Kind::Chance | Kind::Player { .. } => None,
    }
}

/// The end its `v` is tested against in AIMA's form (β at MAX, α at MIN):
/// the other side's guarantee, which never changes inside the node.
pub fn tested_end(kind: Kind) -> Option<End> {
    own_end(kind).map(|end| match end {
        End::Alpha => End::Beta,
        End::Beta => End::Alpha,
    })
}

/// `(mine, other)`: the window's ends as a node of `kind` sees them, its
/// own end first.
pub fn own_and_other<T>(kind: Kind, alpha: T, beta: T) -> (T, T) {
    match own_end(kind) {
        Some(End::Beta) => (beta, alpha),
        _ => (alpha, beta),
    }
}

/// A value the rulebook can compare: each caller's own representation,
/// with whatever it needs to compare (the stepper's table of computed
/// values; `()` for plain numbers).
pub trait Ordered: Copy {
    type Cx: ?Sized;
    /// The order of two values; "no value" sorts below every value.
    fn order(self, other: Self, cx: &Self::Cx) -> Ordering;
    /// True for "no value".
    fn is_none(self) -> bool;
}

/// The better of `current` and a child's `value` for a node that folds by
/// `fold` (MAX or MIN); a missing value always loses, and on a tie the
/// value already held stays.
pub fn better<T: Ordered>(fold: Fold, current: T, value: T, cx: &T::Cx) -> T {
    if current.is_none() {
        return value;
    }
    if value.is_none() {
        return current;
    }
    let wins = match fold {
        Fold::Max => value.order(current, cx) == Ordering::Greater,
        Fold::Min => value.order(current, cx) == Ordering::Less,
        Fold::WeightedSum | Fold::BestFor(_) => false,
    };
    if wins { value } else { current }
}

/// What a node's value is known to lie in part-way: `seen` is the fold of
/// its children's intervals so far (`lo`, `hi`), `more` says children are
/// left (or were pruned). A MAX node is at least its best so far and, with
/// children left, unbounded above; a MIN node symmetrically.
pub fn bounds_so_far<T: Copy>(kind: Kind, seen: (T, T), more: bool, neg_inf: T, pos_inf: T) -> (T, T) {
    match (fold(kind), more) {
        (_, false) => seen,
        (Fold::Max, true) => (seen.0, pos_inf),
        (Fold::Min, true) => (neg_inf, seen.1),
        (Fold::WeightedSum | Fold::BestFor(_), true) => (neg_inf, pos_inf),
    }
}

/// Folds a child's interval into the intervals seen so far: both ends by
/// the node's rule (the larger of the lower bounds and of the upper bounds
/// at MAX, the smaller at MIN).
pub fn fold_seen<T: Ordered>(kind: Kind, seen: Option<(T, T)>, child: (T, T), cx: &T::Cx) -> (T, T) {
    match seen {
        None => child,
        Some((lo, hi)) => {
            let f = fold(kind);
            (better(f, lo, child.0, cx), better(f, hi, child.1, cx))
        }
    }
}

/// The two values alpha-beta's cut test compares at a node of `kind`, as
/// `(high, low)`: the test holds when `high ≥ low` (`>` under the strict
/// rule). AIMA's form tests `v` against the other side's end (`v ≥ β` at
/// MAX, `v ≤ α`, that is `α ≥ v`, at MIN); the update-first form tests
/// `α ≥ β` after moving its own end. `None` for kinds that do not cut.
pub fn cut_operands<T: Copy>(kind: Kind, form: Form, v: T, alpha: T, beta: T) -> Option<(T, T)> {
    let end = own_end(kind)?;
    Some(match (form, end) {
        (Form::Aima, End::Alpha) => (v, beta),
        (Form::Aima, End::Beta) => (alpha, v),
        (Form::UpdateFirst, _) => (alpha, beta),
    })
}

/// Whether `high` against `low` calls for a cutoff under `rule`.
pub fn cuts<T: Ordered>(rule: CutRule, high: T, low: T, cx: &T::Cx) -> bool {
    if high.is_none() || low.is_none() {
        return false;
    }
    match rule {
        CutRule::Ge => high.order(low, cx) != Ordering::Less,
        CutRule::Gt => high.order(low, cx) == Ordering::Greater,
    }
}

/// Whether the cut test runs before the node moves its own end (AIMA: a
/// node that cuts off returns at once and never moves it) or after
/// (update-first).
pub fn tests_before_moving(form: Form) -> bool {
    form == Form::Aima
}

/// The outcome of folding one child's value into an alpha-beta node.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Folded<T> {
    /// The node's `v` after the fold.
    pub v: T,
    /// α and β after it (only the node's own end can move).
    pub alpha: T,
    pub beta: T,
    /// The side the cut test found the node past, when it held: high at
    /// MAX, low at MIN.
    pub failed: Option<Side>,
}

impl<T> Folded<T> {
    /// The cut test held.
    pub fn held(&self) -> bool {
        self.failed.is_some()
    }
}

/// Alpha-beta's update at a MAX or MIN node, in the form in force: `v`
/// folds in the child's value, then (AIMA) the test `v` against the other
/// end runs and only a failed test moves the node's own end, or
/// (update-first) the own end moves and `α` is tested against `β`.
pub fn alpha_beta_update<T: Ordered>(kind: Kind, options: Options, v: T, child: T, alpha: T, beta: T, cx: &T::Cx) -> Folded<T> {
    let f = fold(kind);
    let v = better(f, v, child, cx);
    let test =
        |alpha: T, beta: T| cut_operands(kind, options.form, v, alpha, beta).is_some_and(|(high, low)| cuts(options.cut, high, low, cx));
    let held = tests_before_moving(options.form) && test(alpha, beta);
    let (alpha, beta) = if held {
        (alpha, beta)
    } else {
        match own_end(kind) {
            Some(End::Alpha) => (better(f, alpha, v, cx), beta),
            Some(End::Beta) => (alpha, better(f, beta, v, cx)),
            None => (alpha, beta),
        }
    };
    let held = held || (!tests_before_moving(options.form) && test(alpha, beta));
    // The node's own end is the one its value pushes past the other's.
    let side = match own_end(kind) {
        Some(End::Beta) => Side::Low,
        _ => Side::High,
    };
    Folded { v, alpha, beta, failed: held.then_some(side) }
}

/// The window `(α, β)` a node of `kind` passes to its children. MAX and
/// MIN pass theirs on. Below a chance node a child's value is weighted,
/// not compared, so without bounds on the utilities nothing may be cut
/// there: the child gets the whole line. Players of max^n do not prune.
pub fn child_window<T: Copy>(kind: Kind, alpha: T, beta: T, neg_inf: T, pos_inf: T) -> (T, T) {
    match kind {
        Kind::Max | Kind::Min => (alpha, beta),
        Kind::Chance | Kind::Player { .. } => (neg_inf, pos_inf),
    }
}

/// Whether a node of `kind` can cut off at all: MAX and MIN in alpha-beta,
/// a chance node only when its leaves' values are bounded (Star1); a
/// player of max^n never.
pub fn can_cut(kind: Kind, bounded: bool) -> bool {
    match fold(kind) {
        Fold::Max | Fold::Min => true,
        Fold::WeightedSum => bounded,
        Fold::BestFor(_) => false,
    }
}

/// Whether somebody chooses at a node of `kind` (its best child is a
/// move); nobody chooses at a chance node.
pub fn chooses(kind: Kind) -> bool {
    fold(kind) != Fold::WeightedSum
}

/// A running weighted sum with a child's share added: `sum + p × child`.
pub fn weighted_add(sum: &Value, p: &Exact, child: &Value) -> Option<Value> {
    let one = Exact::one();
    Value::weighted_sum([(&one, sum), (p, child)]).ok()
}

/// Under declared leaf bounds a chance node's sums count each unsearched
/// child at a bound; when a child returns, its share moves from `bound` to
/// what the child is known to be (held within the leaf bounds):
/// `sum − p × bound + p × child`.
pub fn shift_share(sum: &Value, p: &Exact, bound: &Value, child: &Value, leaf_bounds: &(Value, Value)) -> Option<Value> {
    let one = Exact::one();
    let child = clamp(child.clone(), leaf_bounds);
    Value::weighted_sum([(&one, sum), (&-p.clone(), bound), (p, &child)]).ok()
}

/// `value` held within declared leaf bounds (every node's value lies
/// within them).
pub fn clamp(value: Value, (lo, hi): &(Value, Value)) -> Value {
    if value.order(lo) == Ordering::Less {
        lo.clone()
    } else if value.order(hi) == Ordering::Greater {
        hi.clone()
    } else {
        value
    }
}

/// Star1's window for a child of probability `p` of a chance node whose
/// sums so far (each unsearched child at a leaf bound) are `lo` and `hi`,
/// with leaf bounds `[l, u]`: the child's value `x` fails low when the sum
/// with `x` in its share and the rest at `u` is at most α, that is when
/// `x ≤ u + (α − hi)/p`; it fails high when `x ≥ l + (β − lo)/p`. An end
/// that constrains nothing (below `l`, above `u`, or no α or β) is `None`:
/// the whole line.
pub fn star1_window(
    (alpha, beta): (Option<&Value>, Option<&Value>),
    (lo, hi): (&Value, &Value),
    (l, u): (&Value, &Value),
    p: &Exact,
) -> (Option<Value>, Option<Value>) {
    if p.is_zero() {
        return (None, None);
    }
    let end = |bound: Option<&Value>, bound_sum: &Value, at: &Value| -> Option<Value> {
        let (Value::Finite(b), Value::Finite(sum), Value::Finite(at)) = (bound?, bound_sum, at) else { return None };
        Some(Value::Finite(at + (b - sum) / p))
    };
    let a = end(alpha, hi, u).filter(|a| a.order(l) != Ordering::Less);
    let b = end(beta, lo, l).filter(|b| b.order(u) != Ordering::Greater);
    (a, b)
}

/// Star1's cut at a chance node whose value is known to lie in
/// `[lo, hi]`: the same test as at MAX and MIN ([`cuts`], so the strict
/// rule cuts only past the window's end), failing low when `hi` is at or
/// below α, else high when `lo` is at or above β.
pub fn star1_test(rule: CutRule, (lo, hi): (&Value, &Value), alpha: Option<&Value>, beta: Option<&Value>) -> Option<Side> {
    if cuts(rule, alpha, Some(hi), &()) {
        Some(Side::Low)
    } else if cuts(rule, Some(lo), beta, &()) {
        Some(Side::High)
    } else {
        None
    }
}

/// Exact values compare as the rulebook's values; a missing one (no α
/// yet) never cuts.
impl Ordered for Option<&Value> {
    type Cx = ();
    fn order(self, other: Self, _: &()) -> Ordering {
        match (self, other) {
            (Some(a), Some(b)) => a.order(b),
            (a, b) => a.is_some().cmp(&b.is_some()),
        }
    }
    fn is_none(self) -> bool {
        Option::is_none(&self)
    }
}

/// The extended line's points compare as they lie on it (a student's
/// code checked against the rulebook, `check`); none is missing.
impl Ordered for crate::num::Bound {
    type Cx = ();
    fn order(self, other: Self, _: &()) -> Ordering {
        self.cmp(&other)
    }
    fn is_none(self) -> bool {
        false
    }
}

/// max^n's fold at a node whose player is `component` (from 0): whether a
/// child's vector takes the place of the one held. The child takes it when
/// nothing is held yet or when it is strictly better in the mover's own
/// component, so a tie keeps the first child.
pub fn takes_vector(component: u8, held: Option<&Value>, child: Option<&Value>) -> bool {
    fn part(v: Option<&Value>, component: u8) -> Option<&Value> {
        v.and_then(|v| v.component(usize::from(component)))
    }
    match (part(held, component), part(child, component)) {
        (Some(mine), Some(theirs)) => theirs.order(mine) == Ordering::Greater,
        (None, theirs) => theirs.is_some(),
        (Some(_), None) => false,
    }
}

/// The paranoid reduction of max^n: the root's player (`me`) is MAX and
/// every other player MIN, all against it.
pub fn paranoid_side(player: u8, me: u8) -> Player {
    if player == me { Player::Max } else { Player::Min }
}

/// Values plain minimax can fold: ordered, and, where they can be
/// weighted, summed by probability at chance nodes.
pub trait Foldable: Ord + Sized {
    /// The probability-weighted sum of `terms`, or `None` where these
    /// values cannot be weighted.
    fn expectation(terms: impl Iterator<Item = (Exact, Self)>) -> Option<Self>;
}

/// Exact rationals are weighted exactly.
impl Foldable for Exact {
    fn expectation(terms: impl Iterator<Item = (Exact, Self)>) -> Option<Self> {
        Some(terms.map(|(p, v)| p * v).sum())
    }
}

/// A leaf's number or ±∞: a weighted sum is not one of them.
impl Foldable for super::num::Bound {
    fn expectation(_: impl Iterator<Item = (Exact, Self)>) -> Option<Self> {
        None
    }
}

/// Plain minimax's value of a node of `kind` from its children's: the
/// largest at MAX, the smallest at MIN, the expectation at a chance node
/// (`probability` gives each child's, asked only there). `None` when a
/// child has none, when there are no children, and for a player of max^n
/// (its value is a vector).
pub fn minimax_fold<C, T: Foldable>(
    kind: Kind,
    children: impl IntoIterator<Item = C>,
    value: impl Fn(&C) -> Option<T>,
    probability: impl Fn(&C) -> Exact,
) -> Option<T> {
    let children = children.into_iter();
    match fold(kind) {
        Fold::Max => children.map(|c| value(&c)).collect::<Option<Vec<T>>>()?.into_iter().max(),
        Fold::Min => children.map(|c| value(&c)).collect::<Option<Vec<T>>>()?.into_iter().min(),
        Fold::WeightedSum => {
            let terms = children.map(|c| value(&c).map(|v| (probability(&c), v))).collect::<Option<Vec<_>>>()?;
            if terms.is_empty() { None } else { T::expectation(terms.into_iter()) }
        }
        Fold::BestFor(_) => None,
    }
}

/// Whether the player at a node of `kind` prefers one plain value to
/// another (MAX, MIN): not at a chance node, and not a player of max^n
/// (its values are vectors).
pub fn prefers(kind: Kind) -> bool {
    matches!(fold(kind), Fold::Max | Fold::Min)
}

/// How a node of `kind` orders two children's values best first for the
/// player to move (larger first at MAX, smaller first at MIN); `None` where
/// nobody prefers (chance) or the value is a vector (max^n).
pub fn best_first<T: Ord>(kind: Kind, a: &T, b: &T) -> Option<Ordering> {
    match fold(kind) {
        Fold::Max => Some(b.cmp(a)),
        Fold::Min => Some(a.cmp(b)),
        Fold::WeightedSum | Fold::BestFor(_) => None,
    }
}

/// The pseudocode function a node of `kind` runs in: `MAX-VALUE`,
/// `MIN-VALUE` (AIMA's names), `CHANCE-VALUE` or `MAXN-VALUE`.
pub fn function(kind: Kind) -> &'static str {
    match kind {
        Kind::Min => "MIN-VALUE",
        Kind::Chance => "CHANCE-VALUE",
        Kind::Max => "MAX-VALUE",
        Kind::Player { .. } => "MAXN-VALUE",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::num::Bound;

    impl Ordered for Option<i32> {
        type Cx = ();
        fn order(self, other: Self, _: &()) -> Ordering {
            self.cmp(&other)
        }
        fn is_none(self) -> bool {
            Option::is_none(&self)
        }
    }

    const AIMA: Options = Options { algorithm: Algorithm::AlphaBeta, cut: CutRule::Ge, form: Form::Aima };
    const FIRST: Options = Options { algorithm: Algorithm::AlphaBeta, cut: CutRule::Ge, form: Form::UpdateFirst };

    #[test]
    fn max_and_min_fold_and_start_as_the_textbook_says() {
        assert_eq!(start(Kind::Max, Algorithm::AlphaBeta), Start::NegInf);
        assert_eq!(start(Kind::Min, Algorithm::AlphaBeta), Start::PosInf);
        assert_eq!(better(Fold::Max, Some(3), Some(5), &()), Some(5));
        assert_eq!(better(Fold::Min, Some(3), Some(5), &()), Some(3));
        // A missing value always loses, at MIN too.
        assert_eq!(better(Fold::Min, None, Some(5), &()), Some(5));
        assert_eq!(better(Fold::Min, Some(5), None, &()), Some(5));
    }

    #[test]
    fn aima_tests_before_moving_its_own_end() {
        // MIN node, α = 3, β = +∞ (as Some(99)); a child returns 2: v = 2,
        // v ≤ α holds, β stays.
        let folded = alpha_beta_update(Kind::Min, AIMA, Some(99), Some(2), Some(3), Some(99), &());
        assert_eq!(folded, Folded { v: Some(2), alpha: Some(3), beta: Some(99), failed: Some(Side::Low) });
        // Update-first moves β to 2 first, then α ≥ β holds.
        let folded = alpha_beta_update(Kind::Min, FIRST, Some(99), Some(2), Some(3), Some(99), &());
        assert_eq!(folded, Folded { v: Some(2), alpha: Some(3), beta: Some(2), failed: Some(Side::Low) });
    }

    #[test]
    fn the_strict_rule_does_not_cut_on_a_tie() {
        let strict = Options { cut: CutRule::Gt, ..AIMA };
        assert!(!alpha_beta_update(Kind::Max, strict, Some(-99), Some(3), Some(-99), Some(3), &()).held());
        assert_eq!(alpha_beta_update(Kind::Max, AIMA, Some(-99), Some(3), Some(-99), Some(3), &()).failed, Some(Side::High));
    }

    #[test]
    fn bounds_part_way_are_open_on_the_side_still_searched() {
        assert_eq!(bounds_so_far(Kind::Max, (Some(3), Some(3)), true, Some(-99), Some(99)), (Some(3), Some(99)));
        assert_eq!(bounds_so_far(Kind::Min, (Some(3), Some(3)), true, Some(-99), Some(99)), (Some(-99), Some(3)));
        assert_eq!(bounds_so_far(Kind::Min, (Some(1), Some(3)), false, Some(-99), Some(99)), (Some(1), Some(3)));
    }

    #[test]
    fn star1_uses_the_same_cut_test_and_says_which_side_failed() {
        let v = |n: i64| Value::int(n);
        // The interval [0, 2] against the window (2, 5): at α = 2 it fails
        // low under α ≥ β's rule, not under the strict rule.
        assert_eq!(star1_test(CutRule::Ge, (&v(0), &v(2)), Some(&v(2)), Some(&v(5))), Some(Side::Low));
        assert_eq!(star1_test(CutRule::Gt, (&v(0), &v(2)), Some(&v(2)), Some(&v(5))), None);
        assert_eq!(star1_test(CutRule::Ge, (&v(5), &v(7)), Some(&v(2)), Some(&v(5))), Some(Side::High));
        assert_eq!(star1_test(CutRule::Ge, (&v(0), &v(7)), None, None), None);
    }

    #[test]
    fn minimax_folds_by_kind_and_max_n_keeps_the_first_of_a_tie() {
        let half = || Exact::new(1.into(), 2.into());
        let values = [Exact::one(), Exact::from_integer(4.into())];
        let fold_of = |kind| minimax_fold(kind, values.iter(), |v| Some((*v).clone()), |_| half());
        assert_eq!(fold_of(Kind::Max), Some(Exact::from_integer(4.into())));
        assert_eq!(fold_of(Kind::Min), Some(Exact::one()));
        assert_eq!(fold_of(Kind::Chance), Some(Exact::new(5.into(), 2.into())));
        assert_eq!(fold_of(Kind::Player { index: 0, players: 3 }), None);
        let (a, b) = (Value::vector(&[Bound::int(1), Bound::int(2)]), Value::vector(&[Bound::int(1), Bound::int(5)]));
        assert!(!takes_vector(0, Some(&a), Some(&b)), "a tie in the mover's component keeps the first");
        assert!(takes_vector(1, Some(&a), Some(&b)));
        assert!(takes_vector(0, None, Some(&a)));
        assert_eq!(paranoid_side(2, 2), Player::Max);
        assert_eq!(paranoid_side(0, 2), Player::Min);
        assert_eq!(Start::NegInf.pick(-1, 1, 0), -1);
        assert_eq!(Start::Zero.pick(-1, 1, 0), 0);
    }
}
