//! Values a search computes, exactly: rationals (weighted sums below chance
//! nodes), ±∞, and utility vectors for games of more than two players.
//!
//! A leaf's utility is a [`Bound`] (an exact decimal or ±∞) and events
//! refer to it by its leaf; values that only a search produces live in the
//! trace's [`Values`] table and events refer to them by index (see
//! [`super::search::ValRef`]), so a stored event stays small however big
//! the values are. Arithmetic is on [`Exact`] (a big rational from
//! `num-rational`): nothing is rounded and nothing overflows.

use std::cmp::Ordering;
use std::fmt;

use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{One, Signed};

pub use super::exact::Exact;
use super::num::{Bound, Num};

/// A value: a point on the extended line, or a vector of them (one
/// component per player).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Value {
    NegInf,
    Finite(Exact),
    PosInf,
    Vector(Box<[Value]>),
}

/// Why a weighted sum has no value.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ValueError {
    /// −∞ and +∞ both carry weight: their sum is undefined.
    Undefined,
    /// A vector where a number was expected, or the other way round.
    Mismatch,
}

/// The exact value of a decimal number.
pub fn exact(num: Num) -> Exact {
    let (mantissa, scale) = num.parts();
    // At most 18 decimal places: 10^18 fits an i64.
    Exact::ratio(mantissa, 10i64.pow(u32::from(scale)))
}

impl From<Bound> for Value {
    fn from(bound: Bound) -> Value {
        match bound {
            Bound::NegInf => Value::NegInf,
            Bound::PosInf => Value::PosInf,
            Bound::Finite(n) => Value::Finite(exact(n)),
        }
    }
}

impl Value {
    /// The value as a float, for plots (never for arithmetic): `None` for
    /// a vector; ±∞ as themselves.
    pub fn approx(&self) -> Option<f64> {
        match self {
            Value::NegInf => Some(f64::NEG_INFINITY),
            Value::PosInf => Some(f64::INFINITY),
            Value::Finite(x) => x.to_f64(),
            Value::Vector(_) => None,
        }
    }

    /// A utility vector of leaf utilities.
    pub fn vector(parts: &[Bound]) -> Value {
        Value::Vector(parts.iter().map(|&b| Value::from(b)).collect())
    }

    /// An integer.
    pub fn int(n: i64) -> Value {
        Value::Finite(Exact::integer(n))
    }

    /// The component for player `i` of a vector; a scalar is its own only
    /// component.
    pub fn component(&self, i: usize) -> Option<&Value> {
        match self {
            Value::Vector(parts) => parts.get(i),
            scalar if i == 0 => Some(scalar),
            _ => None,
        }
    }

    /// `Σ pᵢ × vᵢ` over `terms` (probability, value), exactly. A zero
    /// probability contributes nothing, even to an infinite value.
    pub fn weighted_sum<'a>(terms: impl IntoIterator<Item = (&'a Exact, &'a Value)>) -> Result<Value, ValueError> {
        let mut sum = Exact::zero();
        let (mut neg, mut pos) = (false, false);
        for (p, v) in terms {
            if p.is_zero() {
                continue;
            }
            match v {
                Value::NegInf => neg = true,
                Value::PosInf => pos = true,
                Value::Finite(x) => sum += p * x,
                Value::Vector(_) => return Err(ValueError::Mismatch),
            }
        }
        match (neg, pos) {
            (true, true) => Err(ValueError::Undefined),
            (true, false) => Ok(Value::NegInf),
            (false, true) => Ok(Value::PosInf),
            (false, false) => Ok(Value::Finite(sum)),
        }
    }

    /// The order of two scalars (−∞ < numbers < +∞); vectors compare
    /// component by component, and a vector sorts after every scalar.
    pub fn order(&self, other: &Value) -> Ordering {
        fn rank(v: &Value) -> u8 {
            match v {
                Value::NegInf => 0,
                Value::Finite(_) => 1,
                Value::PosInf => 2,
                Value::Vector(_) => 3,
            }
        }
        match (self, other) {
            (Value::Finite(a), Value::Finite(b)) => a.cmp(b),
            (Value::Vector(a), Value::Vector(b)) => {
                a.iter().zip(b.iter()).map(|(x, y)| x.order(y)).find(|o| o.is_ne()).unwrap_or(a.len().cmp(&b.len()))
            }
            _ => rank(self).cmp(&rank(other)),
        }
    }
}

/// Writes an exact number as a decimal when it has one (`2.1`, `-0.25`),
/// else as a fraction in lowest terms (`7/3`).
pub fn write_exact(f: &mut impl fmt::Write, x: &Exact) -> fmt::Result {
    if x.is_integer() {
        return write!(f, "{}", x.numer());
    }
    let negative = x.is_negative();
    // A fraction in lowest terms has a finite decimal expansion exactly
    // when its denominator has no prime factor but 2 and 5.
    let mut rest = x.denom();
    let (two, five) = (BigInt::from(2), BigInt::from(5));
    let (mut twos, mut fives) = (0u32, 0u32);
    while rest.is_multiple_of(&two) {
        rest /= &two;
        twos += 1;
    }
    while rest.is_multiple_of(&five) {
        rest /= &five;
        fives += 1;
    }
    if !rest.is_one() {
        return write!(f, "{}/{}", x.numer(), x.denom());
    }
    let places = twos.max(fives);
    let scaled = (x * Exact::from_integer(BigInt::from(10).pow(places))).to_integer();
    let digits = scaled.abs().to_string();
    let places = places as usize;
    let padded = if digits.len() <= places { format!("{}{digits}", "0".repeat(places + 1 - digits.len())) } else { digits };
    let (int, frac) = padded.split_at(padded.len() - places);
    write!(f, "{}{int}.{frac}", if negative { "-" } else { "" })
}

/// `−∞`, `∞` as the rest of the product writes them,
/// numbers as [`write_exact`], vectors as `(1, 2, 6)`.
impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::NegInf => write!(f, "{}", Bound::NegInf),
            Value::PosInf => write!(f, "{}", Bound::PosInf),
            Value::Finite(x) => write_exact(f, x),
            Value::Vector(parts) => {
                f.write_str("(")?;
                for (i, part) in parts.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{part}")?;
                }
                f.write_str(")")
            }
        }
    }
}

/// What is known of a value lying in `[lo, hi]`, written as
/// [`super::search::Interval`] writes its own: `7/3`, `≤ 2`, `≥ 1.5`,
/// `0.5 … 2` or `?`.
pub fn range_text(lo: &Value, hi: &Value) -> String {
    match (lo, hi) {
        (lo, hi) if lo == hi => lo.to_string(),
        (Value::NegInf, Value::PosInf) => "?".to_string(),
        (Value::NegInf, hi) => format!("≤ {hi}"),
        (lo, Value::PosInf) => format!("≥ {lo}"),
        (lo, hi) => format!("{lo} … {hi}"),
    }
}

/// The values one search computed, in the order it computed them. Events
/// refer to them by index (`ValRef::computed`).
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Values {
    values: Vec<Value>,
}

impl Values {
    /// Adds a value and returns its index.
    pub fn push(&mut self, value: Value) -> u32 {
        self.values.push(value);
        (self.values.len() - 1) as u32
    }

    /// The value at `index`.
    pub fn get(&self, index: u32) -> Option<&Value> {
        self.values.get(index as usize)
    }

    /// Number of values.
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// True if the search computed none (every MAX/MIN search).
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn q(n: i64, d: i64) -> Exact {
        Exact::new(BigInt::from(n), BigInt::from(d))
    }

    fn shown(x: Exact) -> String {
        Value::Finite(x).to_string()
    }

    #[test]
    fn terminating_values_are_decimals_and_others_fractions() {
        assert_eq!(shown(q(21, 10)), "2.1");
        assert_eq!(shown(q(-1, 4)), "-0.25");
        assert_eq!(shown(q(7, 3)), "7/3");
        assert_eq!(shown(q(-2, 6)), "-1/3");
        assert_eq!(shown(q(6, 3)), "2");
        assert_eq!(shown(q(1, 80)), "0.0125");
        assert_eq!(Value::Vector(vec![Value::int(1), Value::Finite(q(1, 2)), Value::PosInf].into()).to_string(), "(1, 0.5, ∞)");
    }

    #[test]
    fn the_notes_weighted_sum_is_exact() {
        // 0.9 × 2 + 0.1 × 3 = 2.1, with no floating-point error.
        let (p, r) = (exact(Num::parse("0.9").unwrap_or(Num::int(0))), exact(Num::parse("0.1").unwrap_or(Num::int(0))));
        let (two, three) = (Value::int(2), Value::int(3));
        let sum = Value::weighted_sum([(&p, &two), (&r, &three)]);
        assert_eq!(sum, Ok(Value::Finite(q(21, 10))));
        let third = q(1, 3);
        let sum = Value::weighted_sum([(&third, &Value::int(1)), (&third, &Value::int(2)), (&third, &Value::int(4))]);
        assert_eq!(sum.map(|v| v.to_string()), Ok("7/3".to_string()));
    }

    #[test]
    fn infinities_in_a_sum() {
        let half = q(1, 2);
        let zero = Exact::zero();
        assert_eq!(Value::weighted_sum([(&half, &Value::PosInf), (&half, &Value::int(3))]), Ok(Value::PosInf));
        assert_eq!(Value::weighted_sum([(&half, &Value::PosInf), (&half, &Value::NegInf)]), Err(ValueError::Undefined));
        assert_eq!(Value::weighted_sum([(&zero, &Value::PosInf), (&half, &Value::int(4))]), Ok(Value::int(2)));
        let vector = Value::Vector(vec![Value::int(1)].into());
        assert_eq!(Value::weighted_sum([(&half, &vector)]), Err(ValueError::Mismatch));
    }

    #[test]
    fn values_order_exactly_and_decimals_convert_exactly() {
        assert_eq!(Value::NegInf.order(&Value::int(-1_000_000)), Ordering::Less);
        assert_eq!(Value::Finite(q(1, 3)).order(&Value::Finite(q(333_333, 1_000_000))), Ordering::Greater);
        let big = Num::parse("123456789012345678").unwrap_or(Num::int(0));
        assert_eq!(Value::from(Bound::Finite(big)).to_string(), "123456789012345678");
        let small = Num::parse("-0.000000000000000001").unwrap_or(Num::int(0));
        assert_eq!(Value::from(Bound::Finite(small)).to_string(), "-0.000000000000000001");
    }
}
