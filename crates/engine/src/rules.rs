//! The rulebook: for each kind of node, how a search starts it, how a
//! child's value is folded in, which end of the window (α or β) it moves,
//! what its cut test compares and what is known of its value part-way.
//!
//! The stepper ([`super::search`]), replay ([`super::replay`]),
//! explanations and pseudocode ([`super::explain`]) and reports consult
//! these functions; none of them decides by itself what MAX or MIN does.
//! Everything here is a pure function of the node's [`Kind`] and the
//! search's [`Options`], generic over the value representation each caller
//! keeps (the stepper's packed values, replay's references, explanations'
//! numbers).

use std::cmp::Ordering;

use super::options::{Algorithm, CutRule, Form, Options};
use super::tree::Kind;

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
    /// The cut test held.
    pub held: bool,
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
    Folded { v, alpha, beta, held }
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
        assert_eq!(folded, Folded { v: Some(2), alpha: Some(3), beta: Some(99), held: true });
        // Update-first moves β to 2 first, then α ≥ β holds.
        let folded = alpha_beta_update(Kind::Min, FIRST, Some(99), Some(2), Some(3), Some(99), &());
        assert_eq!(folded, Folded { v: Some(2), alpha: Some(3), beta: Some(2), held: true });
    }

    #[test]
    fn the_strict_rule_does_not_cut_on_a_tie() {
        let strict = Options { cut: CutRule::Gt, ..AIMA };
        assert!(!alpha_beta_update(Kind::Max, strict, Some(-99), Some(3), Some(-99), Some(3), &()).held);
        assert!(alpha_beta_update(Kind::Max, AIMA, Some(-99), Some(3), Some(-99), Some(3), &()).held);
    }

    #[test]
    fn bounds_part_way_are_open_on_the_side_still_searched() {
        assert_eq!(bounds_so_far(Kind::Max, (Some(3), Some(3)), true, Some(-99), Some(99)), (Some(3), Some(99)));
        assert_eq!(bounds_so_far(Kind::Min, (Some(3), Some(3)), true, Some(-99), Some(99)), (Some(-99), Some(3)));
        assert_eq!(bounds_so_far(Kind::Min, (Some(1), Some(3)), false, Some(-99), Some(99)), (Some(1), Some(3)));
    }
}
