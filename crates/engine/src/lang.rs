//! The languages Minimax Lab speaks, and how a browser's preference picks
//! one.

use std::str::FromStr;

use super::options::UnknownName;

/// A language of the interface, the explanations and the messages.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Lang {
    #[default]
    En,
    Tr,
    Ja,
    Zh,
}

impl Lang {
    /// Every language, in menu order.
    pub const ALL: [Lang; 4] = [Lang::En, Lang::Tr, Lang::Ja, Lang::Zh];

    /// The code used in links (`lang=tr`) and in `<html lang>`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Tr => "tr",
            Lang::Ja => "ja",
            Lang::Zh => "zh",
        }
    }

    /// True when this build holds the language's words. The command line
    /// and the native tests hold all four (the default features); the web
    /// app is built once per language (`index.html`), each build with
    /// English and its own, so the first view fetches one language's
    /// words; another language loads its build.
    pub fn built(self) -> bool {
        match self {
            Lang::En => true,
            Lang::Tr => cfg!(feature = "tr"),
            Lang::Ja => cfg!(feature = "ja"),
            Lang::Zh => cfg!(feature = "zh"),
        }
    }

    /// The language's name in itself, for the language menu.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Tr => "Türkçe",
            Lang::Ja => "日本語",
            Lang::Zh => "中文",
        }
    }

    /// The first language of a preference list (`navigator.languages`)
    /// that we have, else English.
    pub fn negotiate<'a>(preferred: impl IntoIterator<Item = &'a str>) -> Lang {
        preferred.into_iter().find_map(|tag| tag.parse().ok()).unwrap_or_default()
    }
}

/// The one dispatch over languages: `$e` with `$w` naming the module of
/// `$lang`'s words, English where this build leaves the language out (see
/// [`Lang::built`]). Used where a crate keeps one file per language as
/// child modules `en`, `tr`, `ja` and `zh` (the engine's `words`, the app's
/// `i18n`); each word set is reached through it, so a binary links only the
/// sets it uses.
#[macro_export]
macro_rules! in_lang {
    ($lang:expr, $w:ident => $e:expr) => {
        match $lang {
            #[cfg(feature = "tr")]
            $crate::lang::Lang::Tr => {
                use self::tr as $w;
                $e
            }
            #[cfg(feature = "ja")]
            $crate::lang::Lang::Ja => {
                use self::ja as $w;
                $e
            }
            #[cfg(feature = "zh")]
            $crate::lang::Lang::Zh => {
                use self::zh as $w;
                $e
            }
            _ => {
                use self::en as $w;
                $e
            }
        }
    };
}

crate::serde_as_text! {
    Lang: |v| v.code().into(), |t| t.parse().map_err(|e: UnknownName| e.to_string());
}

/// The language a BCP 47 tag asks for (`tr`, `tr-TR`, `ja_JP`,
/// `zh-Hans-CN`, `ZH`), if it is one we have: the one parser for links
/// (`lang=`), saved state, the menus, the browser's preference and `trace
/// --lang`. Only the primary subtag counts: every Chinese tag gets our
/// (simplified) Chinese.
impl FromStr for Lang {
    type Err = UnknownName;

    fn from_str(tag: &str) -> Result<Lang, UnknownName> {
        let primary = tag.trim().split(['-', '_']).next().unwrap_or("");
        Lang::ALL.into_iter().find(|l| primary.eq_ignore_ascii_case(l.code())).ok_or_else(|| UnknownName {
            what: "language",
            given: tag.to_string(),
            valid: &["en", "tr", "ja", "zh"],
            choices: "en, tr, ja or zh",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// In JSON a language is its link code (`"tr"`), read back by `FromStr`.
    #[test]
    fn json_writes_a_language_by_its_code() {
        for lang in Lang::ALL {
            let json = serde_json::to_string(&lang).expect("a language writes");
            assert_eq!(json, format!("{:?}", lang.code()));
            assert_eq!(serde_json::from_str::<Lang>(&json).expect("and reads back"), lang);
        }
        assert!(serde_json::from_str::<Lang>(r#""xx""#).expect_err("no such language").to_string().contains("'xx'"));
    }

    #[test]
    fn tags_pick_languages() {
        let tag = |t: &str| t.parse::<Lang>().ok();
        assert_eq!(tag("tr-TR"), Some(Lang::Tr));
        assert_eq!(tag("ja_JP"), Some(Lang::Ja));
        assert_eq!(tag("zh-Hant-TW"), Some(Lang::Zh));
        assert_eq!(tag(" EN "), Some(Lang::En));
        assert_eq!(tag("de"), None);
        assert_eq!(tag(""), None);
        assert_eq!(Lang::negotiate(["de-DE", "ja", "en"]), Lang::Ja);
        assert_eq!(Lang::negotiate(["fr"]), Lang::En);
        for lang in Lang::ALL {
            assert_eq!(tag(lang.code()), Some(lang));
        }
    }

    /// A language's code reads back as itself in any case; a language is
    /// any BCP 47 tag whose primary subtag is one we have; anything else is
    /// refused with the codes.
    #[test]
    fn codes_round_trip_and_tags_pick_a_language() {
        for lang in Lang::ALL {
            assert_eq!(lang.code().parse(), Ok(lang));
            assert_eq!(lang.code().to_ascii_uppercase().parse(), Ok(lang));
        }
        // A language is any BCP 47 tag whose primary subtag is one we have.
        for (tag, lang) in [
            ("en", Lang::En),
            ("tr-TR", Lang::Tr),
            ("ja_JP", Lang::Ja),
            ("zh-Hant-TW", Lang::Zh),
            ("zh-Hans-CN", Lang::Zh),
            (" EN ", Lang::En),
        ] {
            assert_eq!(tag.parse(), Ok(lang), "{tag}");
        }
        let error = "de".parse::<Lang>().err().unwrap_or_else(|| panic!("de was accepted"));
        assert_eq!(error.valid, Lang::ALL.map(Lang::code));
        assert_eq!(error.to_string(), "unknown language 'de': use en, tr, ja or zh");
    }
}
