//! The options of a search: the algorithm, the cut rule and the pseudocode
//! form, and the player at the root. Each has one code (`FromStr` and
//! `name`, `code` for [`Player`]) shared by links, the postMessage protocol,
//! saved state and the `trace` command line, so every place accepts the
//! same aliases. [`Lang`](super::lang::Lang) parses the same way.

use std::fmt;
use std::str::FromStr;

use super::tree::Player;

/// A name that none of an option's codes or aliases matches. It keeps the
/// text as given and what to write instead, so each caller can word its
/// own message (the `trace` command line names its flag).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct UnknownName {
    /// What was being named: `algorithm`, `cut rule`, `form`, `player` or
    /// `language`.
    pub what: &'static str,
    /// The text as given.
    pub given: String,
    /// The names written for every value (`name`/`code`), in menu order.
    pub valid: &'static [&'static str],
    /// The valid names as a phrase: `aima or update-first`, `ge (α ≥ β) or
    /// gt (α > β)`.
    pub choices: &'static str,
}

impl fmt::Display for UnknownName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown {} '{}': use {}", self.what, self.given, self.choices)
    }
}

impl std::error::Error for UnknownName {}

/// How the `FromStr` impls match: surrounding white space is ignored and
/// case does not matter.
fn lookup<T: Copy>(text: &str, aliases: &[(&str, T)]) -> Option<T> {
    let text = text.trim();
    aliases.iter().find(|(alias, _)| alias.eq_ignore_ascii_case(text)).map(|&(_, value)| value)
}

/// Serde for values that have a text codec already (a link name, an
/// exercise's `medium-42`, a value's notation): JSON writes the text and
/// reads it back with the codec, so JSON and links spell a value alike and
/// a text the codec refuses is an error naming it. `write` is a
/// `fn(&T) -> String`, `read` a `fn(&str) -> Result<T, String>`.
#[macro_export]
macro_rules! serde_as_text {
    ($($ty:ty: $write:expr, $read:expr;)*) => {$(
        impl ::serde::Serialize for $ty {
            fn serialize<S: ::serde::Serializer>(&self, s: S) -> ::std::result::Result<S::Ok, S::Error> {
                let write: fn(&$ty) -> ::std::string::String = $write;
                s.serialize_str(&write(self))
            }
        }
        impl<'de> ::serde::Deserialize<'de> for $ty {
            fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> ::std::result::Result<$ty, D::Error> {
                let read: fn(&str) -> ::std::result::Result<$ty, ::std::string::String> = $read;
                let text = <::std::string::String as ::serde::Deserialize>::deserialize(d)?;
                read(&text).map_err(::serde::de::Error::custom)
            }
        }
    )*};
}

serde_as_text! {
    Algorithm: |v| v.name().into(), |t| t.parse().map_err(|e: UnknownName| e.to_string());
    CutRule: |v| v.name().into(), |t| t.parse().map_err(|e: UnknownName| e.to_string());
    Form: |v| v.name().into(), |t| t.parse().map_err(|e: UnknownName| e.to_string());
    Player: |v| v.code().into(), |t| t.parse().map_err(|e: UnknownName| e.to_string());
}

/// Which search to run.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Algorithm {
    /// Plain minimax: every node is visited.
    Minimax,
    /// Alpha-beta pruning, in AIMA's MAX-VALUE/MIN-VALUE form (fail-soft).
    #[default]
    AlphaBeta,
}

/// When alpha-beta cuts off the remaining children of a node.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum CutRule {
    /// Cut as soon as `α ≥ β`: the usual rule. A tied move may be pruned.
    #[default]
    Ge,
    /// Cut only when `α > β`: every equally good move is searched exactly.
    Gt,
}

impl Algorithm {
    /// Both algorithms, in menu order.
    pub const ALL: [Algorithm; 2] = [Algorithm::AlphaBeta, Algorithm::Minimax];

    /// Every text `FromStr` accepts (in any case), with what it means: the
    /// names and the aliases older links use (`alpha-beta`, `ab`).
    pub const ALIASES: &[(&str, Algorithm)] = &[
        ("alphabeta", Algorithm::AlphaBeta),
        ("alpha-beta", Algorithm::AlphaBeta),
        ("ab", Algorithm::AlphaBeta),
        ("minimax", Algorithm::Minimax),
        ("expectiminimax", Algorithm::Minimax),
        ("expectimax", Algorithm::Minimax),
        ("maxn", Algorithm::Minimax),
        ("max-n", Algorithm::Minimax),
        ("max^n", Algorithm::Minimax),
    ];

    /// The name used in links, the slide protocol, `trace --algo` and JSON:
    /// `alphabeta` or `minimax`.
    pub fn name(self) -> &'static str {
        match self {
            Algorithm::AlphaBeta => "alphabeta",
            Algorithm::Minimax => "minimax",
        }
    }
}

impl FromStr for Algorithm {
    type Err = UnknownName;

    fn from_str(text: &str) -> Result<Algorithm, UnknownName> {
        lookup(text, Algorithm::ALIASES).ok_or_else(|| UnknownName {
            what: "algorithm",
            given: text.to_string(),
            valid: &["alphabeta", "minimax"],
            choices: "minimax, alphabeta, expectiminimax (minimax over chance nodes) or maxn (more than two players)",
        })
    }
}

impl CutRule {
    /// Both rules, in menu order.
    pub const ALL: [CutRule; 2] = [CutRule::Ge, CutRule::Gt];

    /// Every text `FromStr` accepts (in any case), with what it means.
    pub const ALIASES: &[(&str, CutRule)] = &[("ge", CutRule::Ge), ("gt", CutRule::Gt)];

    /// The name used in links, the slide protocol, `trace --cut` and JSON:
    /// `ge` or `gt`.
    pub fn name(self) -> &'static str {
        match self {
            CutRule::Ge => "ge",
            CutRule::Gt => "gt",
        }
    }

    /// The other rule (`gt` for `ge`, `ge` for `gt`).
    pub fn other(self) -> CutRule {
        match self {
            CutRule::Ge => CutRule::Gt,
            CutRule::Gt => CutRule::Ge,
        }
    }

    /// `≥` or `>`.
    pub fn symbol(self) -> &'static str {
        match self {
            CutRule::Ge => "≥",
            CutRule::Gt => ">",
        }
    }
}

impl FromStr for CutRule {
    type Err = UnknownName;

    fn from_str(text: &str) -> Result<CutRule, UnknownName> {
        lookup(text, CutRule::ALIASES).ok_or_else(|| UnknownName {
            what: "cut rule",
            given: text.to_string(),
            valid: &["ge", "gt"],
            choices: "ge (α ≥ β) or gt (α > β)",
        })
    }
}

/// Which of the two common alpha-beta pseudocodes the steps follow. Both
/// find the same values, prune the same children and count the same nodes;
/// they differ in when α and β change, which is what a hand trace shows.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Form {
    /// AIMA's MAX-VALUE/MIN-VALUE: `v ← MAX(v, …)`, then `if v ≥ β then
    /// return v`, and only then `α ← MAX(α, v)`. A node that cuts off never
    /// moves its own α (MAX) or β (MIN) with the child that caused the cut.
    #[default]
    Aima,
    /// The form many course notes print: `v ← max(v, …)`, `α ← max(α, v)`,
    /// then `if α ≥ β then break`.
    UpdateFirst,
}

impl Form {
    /// Both forms, in menu order.
    pub const ALL: [Form; 2] = [Form::Aima, Form::UpdateFirst];

    /// Every text `FromStr` accepts (in any case), with what it means.
    pub const ALIASES: &[(&str, Form)] = &[("aima", Form::Aima), ("update-first", Form::UpdateFirst)];

    /// The name used in links, the slide protocol, saved state, `trace
    /// --form` and JSON: `aima` or `update-first`.
    pub fn name(self) -> &'static str {
        match self {
            Form::Aima => "aima",
            Form::UpdateFirst => "update-first",
        }
    }
}

impl FromStr for Form {
    type Err = UnknownName;

    fn from_str(text: &str) -> Result<Form, UnknownName> {
        lookup(text, Form::ALIASES).ok_or_else(|| UnknownName {
            what: "form",
            given: text.to_string(),
            valid: &["aima", "update-first"],
            choices: "aima or update-first",
        })
    }
}

impl Player {
    /// Both players, MAX first.
    pub const ALL: [Player; 2] = [Player::Max, Player::Min];

    /// Every text `FromStr` accepts (in any case: `MAX` too), with what it
    /// means.
    pub const ALIASES: &[(&str, Player)] = &[("max", Player::Max), ("min", Player::Min)];

    /// The code used in links (`root=min`), `trace --root` and JSON: `max`
    /// or `min` ([`Player::name`] is the `MAX` the textbook writes).
    pub fn code(self) -> &'static str {
        match self {
            Player::Max => "max",
            Player::Min => "min",
        }
    }
}

impl FromStr for Player {
    type Err = UnknownName;

    fn from_str(text: &str) -> Result<Player, UnknownName> {
        lookup(text, Player::ALIASES).ok_or_else(|| UnknownName {
            what: "player",
            given: text.to_string(),
            valid: &["max", "min"],
            choices: "max or min",
        })
    }
}

/// Options of one search run. The root player is part of the [`Tree`].
/// In JSON each field is its link name (`{"algorithm": "alphabeta", …}`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, serde::Serialize, serde::Deserialize)]
pub struct Options {
    pub algorithm: Algorithm,
    pub cut: CutRule,
    /// Which alpha-beta pseudocode the steps follow (minimax ignores it).
    pub form: Form,
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `name` (or `code`) writes what `FromStr` reads back, in any case.
    fn round_trips<T: Copy + PartialEq + fmt::Debug + FromStr<Err = UnknownName>>(all: &[T], name: fn(T) -> &'static str) {
        for &value in all {
            let written = name(value);
            assert_eq!(written.parse::<T>(), Ok(value), "{written}");
            assert_eq!(written.to_ascii_uppercase().parse::<T>(), Ok(value), "{written}");
        }
    }

    /// Every alias reads as its value, whatever its case and with spaces
    /// around it; a name that is none of them is refused with the valid
    /// names.
    fn aliases_parse<T: Copy + PartialEq + fmt::Debug + FromStr<Err = UnknownName>>(
        aliases: &[(&str, T)],
        all: &[T],
        name: fn(T) -> &'static str,
    ) {
        for &(alias, value) in aliases {
            assert_eq!(alias.parse::<T>(), Ok(value), "{alias}");
            assert_eq!(format!(" {} ", alias.to_ascii_uppercase()).parse::<T>(), Ok(value), "{alias}");
        }
        for &value in all {
            assert!(aliases.contains(&(name(value), value)), "{} is one of the aliases", name(value));
        }
        let error = "bogus".parse::<T>().err().unwrap_or_else(|| panic!("bogus was accepted"));
        assert_eq!(error.given, "bogus");
        assert_eq!(error.valid, all.iter().map(|&v| name(v)).collect::<Vec<_>>());
        assert!(error.valid.iter().all(|n| error.choices.contains(n)), "{}", error.choices);
        assert!("".parse::<T>().is_err());
    }

    /// In JSON a value is its link name, read back by the same codec; a
    /// name the codec refuses is an error that names it.
    #[test]
    fn json_writes_every_value_by_its_link_name_and_reads_it_back() {
        fn there_and_back<T: serde::Serialize + serde::de::DeserializeOwned + PartialEq + fmt::Debug>(value: &T, text: &str) {
            let json = serde_json::to_string(value).expect("a value writes");
            assert_eq!(json, format!("{text:?}"));
            assert_eq!(&serde_json::from_str::<T>(&json).expect("and reads back"), value);
        }
        for a in Algorithm::ALL {
            for c in CutRule::ALL {
                for f in Form::ALL {
                    let options = Options { algorithm: a, cut: c, form: f };
                    let json = serde_json::to_string(&options).expect("options write");
                    assert_eq!(json, format!(r#"{{"algorithm":"{}","cut":"{}","form":"{}"}}"#, a.name(), c.name(), f.name()));
                    assert_eq!(serde_json::from_str::<Options>(&json).expect("and read back"), options);
                }
            }
        }
        for p in Player::ALL {
            there_and_back(&p, p.code());
        }
        let refused = serde_json::from_str::<Options>(r#"{"algorithm":"best","cut":"ge","form":"aima"}"#).expect_err("not an algorithm");
        assert!(refused.to_string().contains("unknown algorithm 'best'"), "{refused}");
        assert!(serde_json::from_str::<Player>(r#""both""#).expect_err("not a player").to_string().contains("unknown player 'both'"));
    }

    #[test]
    fn every_option_round_trips_and_every_alias_is_accepted() {
        round_trips(&Algorithm::ALL, Algorithm::name);
        aliases_parse(Algorithm::ALIASES, &Algorithm::ALL, Algorithm::name);
        round_trips(&CutRule::ALL, CutRule::name);
        aliases_parse(CutRule::ALIASES, &CutRule::ALL, CutRule::name);
        round_trips(&Form::ALL, Form::name);
        aliases_parse(Form::ALIASES, &Form::ALL, Form::name);
        round_trips(&Player::ALL, Player::code);
        aliases_parse(Player::ALIASES, &Player::ALL, Player::code);
    }

    #[test]
    fn the_aliases_links_and_commands_have_always_accepted() {
        assert_eq!("alpha-beta".parse(), Ok(Algorithm::AlphaBeta));
        assert_eq!("ab".parse(), Ok(Algorithm::AlphaBeta));
        assert_eq!("MIN".parse(), Ok(Player::Min));
        assert_eq!(" Update-First ".parse(), Ok(Form::UpdateFirst));
        assert_eq!("negamax".parse::<Algorithm>().map_err(|e| e.to_string()), Err("unknown algorithm 'negamax': use minimax, alphabeta, expectiminimax (minimax over chance nodes) or maxn (more than two players)".to_string()));
        assert_eq!("le".parse::<CutRule>().map_err(|e| e.choices), Err("ge (α ≥ β) or gt (α > β)"));
    }
}
