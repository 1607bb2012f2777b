//! Exact numbers for leaf utilities, and the extended value line with ±∞.
//!
//! Teaching tools go wrong when they round decimals before comparing or let
//! "infinity" be a large integer that overflows. Here a finite number is a
//! decimal `mantissa × 10^-scale` compared exactly with 128-bit arithmetic,
//! and [`Bound`] keeps −∞ and +∞ as values of their own.

use std::borrow::Cow;
use std::cmp::Ordering;
use std::fmt;

/// The most digits a number may have (before and after the point together).
/// With at most 18 digits and 18 decimal places every comparison fits in an
/// `i128` without overflow.
pub const MAX_DIGITS: usize = 18;

/// An exact decimal number: `mantissa × 10^-scale`, kept normalised (no
/// trailing zeros after the point), so equal numbers have equal fields.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Num {
    mantissa: i64,
    scale: u8,
}

/// A point on the extended line: −∞, a finite [`Num`], or +∞.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Bound {
    NegInf,
    Finite(Num),
    PosInf,
}

/// Why some text is not a number.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NumError {
    /// Not of the form `-12`, `3.5` or `inf`.
    Malformed,
    /// More than [`MAX_DIGITS`] digits.
    TooManyDigits,
}

impl Num {
    /// The integer `n`.
    pub const fn int(n: i64) -> Num {
        Num { mantissa: n, scale: 0 }
    }

    /// `mantissa × 10^-scale`, normalised. Returns `None` when `scale` is
    /// above [`MAX_DIGITS`].
    pub fn new(mantissa: i64, scale: u8) -> Option<Num> {
        if scale as usize > MAX_DIGITS {
            return None;
        }
        let (mut m, mut s) = (mantissa, scale);
        while s > 0 && m % 10 == 0 {
            m /= 10;
            s -= 1;
        }
        Some(Num { mantissa: m, scale: s })
    }

    /// The raw parts `(mantissa, scale)`, for compact storage.
    pub(crate) fn parts(self) -> (i64, u8) {
        (self.mantissa, self.scale)
    }

    /// Rebuilds a number from [`Num::parts`].
    pub(crate) fn from_parts(mantissa: i64, scale: u8) -> Num {
        Num { mantissa, scale }
    }

    /// An approximation for drawing and statistics only, never for comparing.
    pub fn to_f64(self) -> f64 {
        self.mantissa as f64 / 10f64.powi(self.scale as i32)
    }

    /// Parses `-12`, `+3`, `2.5`, `.5`, `−4` (with the Unicode minus sign),
    /// and the same typed with full-width forms (`１２`, `－３`, `．５`).
    pub fn parse(text: &str) -> Result<Num, NumError> {
        let text = narrow(text);
        let (negative, body) = split_sign(&text);
        let (int_part, frac_part) = match body.split_once('.') {
            Some((i, f)) => (i, f),
            None => (body, ""),
        };
        let all_digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
        if (int_part.is_empty() && frac_part.is_empty())
            || !all_digits(int_part)
            || !all_digits(frac_part)
            || (body.contains('.') && frac_part.is_empty() && int_part.is_empty())
        {
            return Err(NumError::Malformed);
        }
        let int_trimmed = int_part.trim_start_matches('0');
        let frac_trimmed = frac_part.trim_end_matches('0');
        if int_trimmed.len() + frac_trimmed.len() > MAX_DIGITS {
            return Err(NumError::TooManyDigits);
        }
        let mut mantissa: i64 = 0;
        for b in int_trimmed.bytes().chain(frac_trimmed.bytes()) {
            // At most 18 digits, so this never overflows an i64.
            mantissa = mantissa * 10 + i64::from(b - b'0');
        }
        if negative {
            mantissa = -mantissa;
        }
        Num::new(mantissa, frac_trimmed.len() as u8).ok_or(NumError::TooManyDigits)
    }

    /// The number in thousandths, a half rounded away from zero (`1.414`
    /// is 1414, `0.0005` is 1): read with integers, so that a link's
    /// decimal needs no float parsing in the page.
    pub fn thousandths(self) -> i128 {
        let m = i128::from(self.mantissa);
        match self.scale.checked_sub(3) {
            None => m * 10i128.pow(u32::from(3 - self.scale)),
            Some(extra) => {
                let unit = 10i128.pow(u32::from(extra));
                let (q, r) = (m / unit, m % unit);
                if 2 * r.abs() >= unit { q + m.signum() } else { q }
            }
        }
    }

    fn scaled(self, scale: u8) -> i128 {
        i128::from(self.mantissa) * 10i128.pow(u32::from(scale - self.scale))
    }
}

impl Ord for Num {
    fn cmp(&self, other: &Num) -> Ordering {
        if self.scale == other.scale {
            return self.mantissa.cmp(&other.mantissa);
        }
        let scale = self.scale.max(other.scale);
        self.scaled(scale).cmp(&other.scaled(scale))
    }
}

impl PartialOrd for Num {
    fn partial_cmp(&self, other: &Num) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for Num {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.scale == 0 {
            return write!(f, "{}", self.mantissa);
        }
        let sign = if self.mantissa < 0 { "-" } else { "" };
        let digits = self.mantissa.unsigned_abs().to_string();
        let scale = self.scale as usize;
        let padded = if digits.len() <= scale { format!("{}{}", "0".repeat(scale + 1 - digits.len()), digits) } else { digits };
        let (int, frac) = padded.split_at(padded.len() - scale);
        write!(f, "{sign}{int}.{frac}")
    }
}

/// Full-width forms, as Japanese and Chinese input methods type them
/// (`１２`, `－３`, `．５`, `ｉｎｆ`), turned into their ASCII counterparts;
/// the text itself when it has none.
pub fn narrow(text: &str) -> Cow<'_, str> {
    let wide = |c: char| ('\u{FF01}'..='\u{FF5E}').contains(&c);
    if !text.chars().any(wide) {
        return Cow::Borrowed(text);
    }
    Cow::Owned(text.chars().map(|c| if wide(c) { char::from_u32(c as u32 - 0xFEE0).unwrap_or(c) } else { c }).collect())
}

fn split_sign(text: &str) -> (bool, &str) {
    if let Some(rest) = text.strip_prefix('-') {
        (true, rest)
    } else if let Some(rest) = text.strip_prefix('\u{2212}') {
        (true, rest)
    } else if let Some(rest) = text.strip_prefix('+') {
        (false, rest)
    } else {
        (false, text)
    }
}

impl Bound {
    /// The integer `n` as a bound.
    pub const fn int(n: i64) -> Bound {
        Bound::Finite(Num::int(n))
    }

    /// Parses a number or an infinity: `inf`, `-inf`, `+inf`, `infinity`,
    /// `∞`, `-∞`, `−∞` (any letter case).
    pub fn parse(text: &str) -> Result<Bound, NumError> {
        let narrowed = narrow(text);
        let (negative, body) = split_sign(&narrowed);
        if body == "∞" || body.eq_ignore_ascii_case("inf") || body.eq_ignore_ascii_case("infinity") {
            return Ok(if negative { Bound::NegInf } else { Bound::PosInf });
        }
        Num::parse(text).map(Bound::Finite)
    }

    /// True for −∞ and +∞.
    pub fn is_infinite(self) -> bool {
        !matches!(self, Bound::Finite(_))
    }

    /// An approximation for drawing only; ±∞ map to `f64` infinities.
    pub fn to_f64(self) -> f64 {
        match self {
            Bound::NegInf => f64::NEG_INFINITY,
            Bound::Finite(n) => n.to_f64(),
            Bound::PosInf => f64::INFINITY,
        }
    }

    /// The notation spelling: `-inf`, `3.5`, `inf`. Parsing it gives the
    /// same bound back.
    pub fn notation(self) -> String {
        match self {
            Bound::NegInf => "-inf".to_string(),
            Bound::Finite(n) => n.to_string(),
            Bound::PosInf => "inf".to_string(),
        }
    }
}

crate::serde_as_text! {
    Bound: |v| v.notation(), |t| Bound::parse(t).map_err(|e| format!("not a value: “{t}” ({e:?})"));
}

impl Ord for Bound {
    fn cmp(&self, other: &Bound) -> Ordering {
        use Bound::*;
        match (self, other) {
            (NegInf, NegInf) | (PosInf, PosInf) => Ordering::Equal,
            (NegInf, _) | (_, PosInf) => Ordering::Less,
            (_, NegInf) | (PosInf, _) => Ordering::Greater,
            (Finite(a), Finite(b)) => a.cmp(b),
        }
    }
}

impl PartialOrd for Bound {
    fn partial_cmp(&self, other: &Bound) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// Displays as people read it: `−∞`, `3.5`, `∞`.
impl fmt::Display for Bound {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Bound::NegInf => f.write_str("−∞"),
            Bound::Finite(n) => write!(f, "{n}"),
            Bound::PosInf => f.write_str("∞"),
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn thousandths_round_a_half_away_from_zero() {
        use super::Num;
        for (text, want) in
            [("1.414", 1414), ("2", 2000), ("0.0005", 1), ("0.0004", 0), ("-0.0005", -1), ("1.4145", 1415), ("-2.25", -2250), ("0", 0)]
        {
            assert_eq!(Num::parse(text).map(Num::thousandths), Ok(want), "{text}");
        }
    }

    use super::*;

    /// In JSON a value is its notation, read back by the notation's parser.
    #[test]
    fn json_writes_a_value_by_its_notation() {
        for text in ["3", "-2.5", "0.125", "inf", "-inf"] {
            let value = Bound::parse(text).expect("the test's value reads");
            let json = serde_json::to_string(&value).expect("a value writes");
            assert_eq!(json, format!("{:?}", value.notation()));
            assert_eq!(serde_json::from_str::<Bound>(&json).expect("and reads back"), value);
        }
        assert!(serde_json::from_str::<Bound>(r#""3..""#).expect_err("not a value").to_string().contains("not a value: “3..”"));
    }

    fn n(s: &str) -> Num {
        Num::parse(s).unwrap_or_else(|e| panic!("{s}: {e:?}"))
    }

    #[test]
    fn decimals_compare_exactly() {
        assert!(n("0.1") < n("0.10000000000000001"));
        assert_eq!(n("2.50"), n("2.5"));
        assert!(n("-2.5") < n("-2.4999"));
        assert!(n("999999999999999999") > n("99999999999999999.9"));
        assert_eq!(n("-0"), n("0"));
    }

    #[test]
    fn parse_and_print() {
        for (text, shown) in [
            ("3", "3"),
            ("-2.5", "-2.5"),
            ("−4", "-4"),
            ("+7", "7"),
            (".5", "0.5"),
            ("5.", "5"),
            ("0.001", "0.001"),
            ("-0.05", "-0.05"),
            ("10.00", "10"),
        ] {
            assert_eq!(n(text).to_string(), shown, "{text}");
        }
        for bad in ["", "-", ".", "1.2.3", "1e5", "abc", "3-", "--3"] {
            assert_eq!(Num::parse(bad), Err(NumError::Malformed), "{bad:?}");
        }
        // Full-width forms from Japanese and Chinese input methods.
        for (text, shown) in [("１２", "12"), ("－３", "-3"), ("．５", "0.5"), ("＋７．２５", "7.25")] {
            assert_eq!(n(text).to_string(), shown, "{text}");
        }
        assert_eq!(Bound::parse("－ｉｎｆ"), Ok(Bound::NegInf));
        assert_eq!(Num::parse("１２ａ"), Err(NumError::Malformed));
        assert_eq!(Num::parse("1234567890123456789"), Err(NumError::TooManyDigits));
        assert_eq!(Num::parse("0.0000000000000000001"), Err(NumError::TooManyDigits));
    }

    #[test]
    fn infinities() {
        assert_eq!(Bound::parse("inf"), Ok(Bound::PosInf));
        assert_eq!(Bound::parse("-INF"), Ok(Bound::NegInf));
        assert_eq!(Bound::parse("∞"), Ok(Bound::PosInf));
        assert_eq!(Bound::parse("−∞"), Ok(Bound::NegInf));
        assert!(Bound::NegInf < Bound::int(i64::MIN + 1));
        assert!(Bound::PosInf > Bound::int(i64::MAX));
        assert_eq!(Bound::NegInf.to_string(), "−∞");
        assert_eq!(Bound::parse(&Bound::NegInf.notation()), Ok(Bound::NegInf));
    }
}
