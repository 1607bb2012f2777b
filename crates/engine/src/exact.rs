//! Exact rational numbers that cost machine arithmetic while they are small.
//!
//! A weighted sum below chance nodes must be exact (0.9 × 2 + 0.1 × 3 is 2.1,
//! not 2.0999999999999996), but almost every value a search computes is a
//! fraction of small integers. [`Exact`] keeps such a value as two `i64`s
//! (numerator and a positive denominator in lowest terms) and does its
//! arithmetic in `i128`; only a result that does not fit moves to a big
//! rational (`num-rational`'s `BigRational`). Every value has one form: a
//! big rational whose parts fit is brought back to the small form, so
//! derived equality and hashing agree with the numbers' equality.

use std::cmp::Ordering;
use std::fmt;
use std::ops::{Add, AddAssign, Div, Mul, Neg, Sub};

use num_bigint::BigInt;
use num_integer::Integer;
use num_rational::BigRational;
use num_traits::{Signed, ToPrimitive};

/// An exact rational number.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Exact(Repr);

#[derive(Clone, PartialEq, Eq, Hash)]
enum Repr {
    /// `numer / denom` in lowest terms, `denom > 0`.
    Small { numer: i64, denom: i64 },
    /// Only for values whose lowest terms do not fit two `i64`s.
    Big(Box<BigRational>),
}

/// The greatest common divisor (`num-integer`'s, Stein's binary algorithm),
/// in 64 bits when both parts fit: most of a search's fractions do, and
/// 128-bit shifts cost more.
fn gcd(a: u128, b: u128) -> u128 {
    match (u64::try_from(a), u64::try_from(b)) {
        (Ok(a), Ok(b)) => u128::from(a.gcd(&b)),
        _ => a.gcd(&b),
    }
}

impl Exact {
    /// `numer / denom` in lowest terms. Panics when `denom` is zero, like
    /// any division by zero: callers check first.
    pub fn ratio(numer: i64, denom: i64) -> Exact {
        Exact::from_i128(i128::from(numer), i128::from(denom))
    }

    /// The integer `n`.
    pub fn integer(n: i64) -> Exact {
        Exact(Repr::Small { numer: n, denom: 1 })
    }

    /// `numer / denom` of big integers, in lowest terms.
    pub fn new(numer: BigInt, denom: BigInt) -> Exact {
        Exact::from_big(BigRational::new(numer, denom))
    }

    /// The integer `n`, as a big integer.
    pub fn from_integer(n: BigInt) -> Exact {
        Exact::from_big(BigRational::from_integer(n))
    }

    /// Zero.
    pub fn zero() -> Exact {
        Exact::integer(0)
    }

    /// One.
    pub fn one() -> Exact {
        Exact::integer(1)
    }

    /// Reduces `numer / denom` (`denom ≠ 0`), small when it fits.
    fn from_i128(numer: i128, denom: i128) -> Exact {
        assert!(denom != 0, "an exact division by zero");
        // The common case in machine words: no 128-bit division.
        if let (Ok(n), Ok(d)) = (i64::try_from(numer), i64::try_from(denom))
            && n != i64::MIN
            && d > 0
        {
            let g = n.unsigned_abs().gcd(&d.unsigned_abs()) as i64;
            return Exact(Repr::Small { numer: n / g, denom: d / g });
        }
        let g = gcd(numer.unsigned_abs(), denom.unsigned_abs()) as i128;
        // g ≥ 1 since denom ≠ 0; dividing by it cannot overflow unless g is
        // 1 and a part is i128::MIN, which the checked negation catches.
        let (mut n, mut d) = (numer / g, denom / g);
        if d < 0 {
            match (n.checked_neg(), d.checked_neg()) {
                (Some(a), Some(b)) => (n, d) = (a, b),
                _ => return Exact::from_big(BigRational::new(BigInt::from(numer), BigInt::from(denom))),
            }
        }
        match (i64::try_from(n), i64::try_from(d)) {
            (Ok(numer), Ok(denom)) => Exact(Repr::Small { numer, denom }),
            _ => Exact(Repr::Big(Box::new(BigRational::new_raw(BigInt::from(n), BigInt::from(d))))),
        }
    }

    /// A big rational (in lowest terms, as `BigRational` keeps them) in
    /// this type's one form.
    fn from_big(x: BigRational) -> Exact {
        match (x.numer().to_i64(), x.denom().to_i64()) {
            (Some(numer), Some(denom)) => Exact(Repr::Small { numer, denom }),
            _ => Exact(Repr::Big(Box::new(x))),
        }
    }

    fn to_big(&self) -> BigRational {
        match &self.0 {
            Repr::Small { numer, denom } => BigRational::new_raw(BigInt::from(*numer), BigInt::from(*denom)),
            Repr::Big(x) => (**x).clone(),
        }
    }

    /// The numerator in lowest terms (its sign is the number's).
    pub fn numer(&self) -> BigInt {
        match &self.0 {
            Repr::Small { numer, .. } => BigInt::from(*numer),
            Repr::Big(x) => x.numer().clone(),
        }
    }

    /// The denominator in lowest terms, positive.
    pub fn denom(&self) -> BigInt {
        match &self.0 {
            Repr::Small { denom, .. } => BigInt::from(*denom),
            Repr::Big(x) => x.denom().clone(),
        }
    }

    /// True for 0.
    pub fn is_zero(&self) -> bool {
        matches!(self.0, Repr::Small { numer: 0, .. })
    }

    /// True for 1.
    pub fn is_one(&self) -> bool {
        matches!(self.0, Repr::Small { numer: 1, denom: 1 })
    }

    /// True below 0.
    pub fn is_negative(&self) -> bool {
        match &self.0 {
            Repr::Small { numer, .. } => *numer < 0,
            Repr::Big(x) => x.is_negative(),
        }
    }

    /// True for a whole number.
    pub fn is_integer(&self) -> bool {
        match &self.0 {
            Repr::Small { denom, .. } => *denom == 1,
            Repr::Big(x) => x.is_integer(),
        }
    }

    /// The whole part, rounded towards zero.
    pub fn to_integer(&self) -> BigInt {
        match &self.0 {
            Repr::Small { numer, denom } => BigInt::from(numer / denom),
            Repr::Big(x) => x.to_integer(),
        }
    }

    /// The nearest integer, half-way cases away from zero.
    pub fn round(&self) -> Exact {
        match &self.0 {
            Repr::Small { denom: 1, .. } => self.clone(),
            _ => Exact::from_big(self.to_big().round()),
        }
    }

    /// An approximation, for plots only (never for arithmetic).
    pub fn to_f64(&self) -> Option<f64> {
        match &self.0 {
            Repr::Small { numer, denom } => Some(*numer as f64 / *denom as f64),
            Repr::Big(x) => x.to_f64(),
        }
    }

    /// True when kept as two machine integers (for tests of the form).
    pub fn is_small(&self) -> bool {
        matches!(self.0, Repr::Small { .. })
    }

    fn small(&self) -> Option<(i128, i128)> {
        match self.0 {
            Repr::Small { numer, denom } => Some((i128::from(numer), i128::from(denom))),
            Repr::Big(_) => None,
        }
    }
}

/// Applies `small` to two small values (their parts widened to `i128`, where
/// no product of two overflows) or `big` to their big forms.
fn combine(
    a: &Exact,
    b: &Exact,
    small: impl FnOnce(i128, i128, i128, i128) -> Option<(i128, i128)>,
    big: impl FnOnce(BigRational, BigRational) -> BigRational,
) -> Exact {
    if let (Some((an, ad)), Some((bn, bd))) = (a.small(), b.small())
        && let Some((n, d)) = small(an, ad, bn, bd)
    {
        return Exact::from_i128(n, d);
    }
    Exact::from_big(big(a.to_big(), b.to_big()))
}

fn add(a: &Exact, b: &Exact) -> Exact {
    combine(
        a,
        b,
        // Same denominators (a chance node's equal shares) need no products.
        |an, ad, bn, bd| if ad == bd { Some((an + bn, ad)) } else { Some(((an * bd).checked_add(bn * ad)?, ad * bd)) },
        |x, y| x + y,
    )
}

fn sub(a: &Exact, b: &Exact) -> Exact {
    combine(a, b, |an, ad, bn, bd| Some(((an * bd).checked_sub(bn * ad)?, ad * bd)), |x, y| x - y)
}

fn mul(a: &Exact, b: &Exact) -> Exact {
    combine(a, b, |an, ad, bn, bd| Some((an * bn, ad * bd)), |x, y| x * y)
}

fn div(a: &Exact, b: &Exact) -> Exact {
    assert!(!b.is_zero(), "an exact division by zero");
    combine(a, b, |an, ad, bn, bd| Some((an * bd, ad * bn)), |x, y| x / y)
}

macro_rules! operator {
    ($trait:ident, $method:ident, $f:ident) => {
        impl $trait<&Exact> for &Exact {
            type Output = Exact;
            fn $method(self, other: &Exact) -> Exact {
                $f(self, other)
            }
        }
        impl $trait<Exact> for &Exact {
            type Output = Exact;
            fn $method(self, other: Exact) -> Exact {
                $f(self, &other)
            }
        }
        impl $trait<&Exact> for Exact {
            type Output = Exact;
            fn $method(self, other: &Exact) -> Exact {
                $f(&self, other)
            }
        }
        impl $trait<Exact> for Exact {
            type Output = Exact;
            fn $method(self, other: Exact) -> Exact {
                $f(&self, &other)
            }
        }
    };
}

operator!(Add, add, add);
operator!(Sub, sub, sub);
operator!(Mul, mul, mul);
operator!(Div, div, div);

impl AddAssign<Exact> for Exact {
    fn add_assign(&mut self, other: Exact) {
        *self = add(self, &other);
    }
}

impl AddAssign<&Exact> for Exact {
    fn add_assign(&mut self, other: &Exact) {
        *self = add(self, other);
    }
}

impl Neg for Exact {
    type Output = Exact;
    fn neg(self) -> Exact {
        sub(&Exact::zero(), &self)
    }
}

impl std::iter::Sum for Exact {
    fn sum<I: Iterator<Item = Exact>>(iter: I) -> Exact {
        iter.fold(Exact::zero(), |a, b| a + b)
    }
}

impl<'a> std::iter::Sum<&'a Exact> for Exact {
    fn sum<I: Iterator<Item = &'a Exact>>(iter: I) -> Exact {
        iter.fold(Exact::zero(), |a, b| a + b)
    }
}

impl Default for Exact {
    fn default() -> Exact {
        Exact::zero()
    }
}

/// Conversions for plots and counts; integers round towards zero.
impl ToPrimitive for Exact {
    fn to_i64(&self) -> Option<i64> {
        match &self.0 {
            Repr::Small { numer, denom } => Some(numer / denom),
            Repr::Big(x) => x.to_i64(),
        }
    }

    fn to_u64(&self) -> Option<u64> {
        self.to_i64().and_then(|n| u64::try_from(n).ok())
    }

    fn to_f64(&self) -> Option<f64> {
        Exact::to_f64(self)
    }
}

impl Ord for Exact {
    fn cmp(&self, other: &Exact) -> Ordering {
        match (self.small(), other.small()) {
            // |numer| < 2^63 and 0 < denom < 2^63: each product fits an i128.
            (Some((an, ad)), Some((bn, bd))) => (an * bd).cmp(&(bn * ad)),
            _ => self.to_big().cmp(&other.to_big()),
        }
    }
}

impl PartialOrd for Exact {
    fn partial_cmp(&self, other: &Exact) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Debug for Exact {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.numer(), self.denom())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn big(n: i64, d: i64) -> BigRational {
        BigRational::new(BigInt::from(n), BigInt::from(d))
    }

    #[test]
    fn small_values_stay_small_and_reduce() {
        let x = Exact::ratio(6, -4);
        assert!(x.is_small());
        assert_eq!((x.numer(), x.denom()), (BigInt::from(-3), BigInt::from(2)));
        assert_eq!(Exact::ratio(9, 10) * Exact::integer(2) + Exact::ratio(1, 10) * Exact::integer(3), Exact::ratio(21, 10));
        assert!(Exact::ratio(0, 5).is_zero());
        assert!(Exact::ratio(7, 7).is_one());
    }

    #[test]
    fn overflow_moves_to_big_and_back() {
        let huge = Exact::integer(i64::MAX);
        let twice = &huge + &huge;
        assert!(!twice.is_small());
        assert_eq!(twice.numer(), BigInt::from(i64::MAX) * 2);
        let back = twice / Exact::integer(2);
        assert!(back.is_small(), "a result that fits again is small again");
        assert_eq!(back, huge);
        let tiny = Exact::ratio(1, i64::MAX) * Exact::ratio(1, i64::MAX);
        assert!(!tiny.is_small());
        assert!(tiny > Exact::zero() && tiny < Exact::ratio(1, i64::MAX));
        assert_eq!(Exact::ratio(i64::MIN, -1).numer(), -BigInt::from(i64::MIN));
    }

    #[test]
    fn gcd_agrees_with_euclid() {
        let euclid = |mut a: u64, mut b: u64| {
            while b != 0 {
                (a, b) = (b, a % b);
            }
            a
        };
        let xs = [0, 1, 2, 3, 12, 18, 1 << 20, 3 << 40, 999_999_999_989, u64::MAX, u64::MAX - 1];
        for &a in &xs {
            for &b in &xs {
                assert_eq!(gcd(u128::from(a), u128::from(b)), u128::from(euclid(a, b)), "gcd({a}, {b})");
            }
        }
        // Parts wider than 64 bits.
        assert_eq!(gcd(1 << 100, 3 << 90), 1 << 90);
        assert_eq!(gcd(u128::MAX, u128::MAX - 1), 1);
        assert_eq!(gcd(u128::from(u64::MAX) * 6, u128::from(u64::MAX) * 4), u128::from(u64::MAX) * 2);
    }

    #[test]
    fn agrees_with_big_rationals() {
        // A deterministic walk over small and extreme parts.
        let parts = [0, 1, -1, 2, 3, -7, 10, 1 << 31, -(1 << 40), i64::MAX, i64::MIN + 1, 999_999_999_999];
        let dens = [1, 2, 3, 7, 10, 1 << 33, i64::MAX];
        let mut xs = Vec::new();
        for &n in &parts {
            for &d in &dens {
                xs.push((Exact::ratio(n, d), big(n, d)));
            }
        }
        for (a, ab) in &xs {
            for (b, bb) in &xs {
                assert_eq!((a + b).to_big(), ab + bb);
                assert_eq!((a - b).to_big(), ab - bb);
                assert_eq!((a * b).to_big(), ab * bb);
                if !b.is_zero() {
                    assert_eq!((a / b).to_big(), ab / bb);
                }
                assert_eq!(a.cmp(b), ab.cmp(bb));
                assert_eq!(a == b, ab == bb);
            }
        }
    }
}
