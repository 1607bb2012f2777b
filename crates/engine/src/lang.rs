//! The languages Minimax Lab speaks, and how a browser's preference picks
//! one.

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

    /// The language's name in itself, for the language menu.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Tr => "Türkçe",
            Lang::Ja => "日本語",
            Lang::Zh => "中文",
        }
    }

    /// The language a BCP 47 tag asks for (`tr`, `tr-TR`, `ja_JP`,
    /// `zh-Hans-CN`, `ZH`), if it is one we have. Only the primary subtag
    /// counts: every Chinese tag gets our (simplified) Chinese.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.trim().split(['-', '_']).next().unwrap_or("");
        Lang::ALL.into_iter().find(|l| primary.eq_ignore_ascii_case(l.code()))
    }

    /// The first language of a preference list (`navigator.languages`)
    /// that we have, else English.
    pub fn negotiate<'a>(preferred: impl IntoIterator<Item = &'a str>) -> Lang {
        preferred.into_iter().find_map(Lang::from_tag).unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_pick_languages() {
        assert_eq!(Lang::from_tag("tr-TR"), Some(Lang::Tr));
        assert_eq!(Lang::from_tag("ja_JP"), Some(Lang::Ja));
        assert_eq!(Lang::from_tag("zh-Hant-TW"), Some(Lang::Zh));
        assert_eq!(Lang::from_tag(" EN "), Some(Lang::En));
        assert_eq!(Lang::from_tag("de"), None);
        assert_eq!(Lang::from_tag(""), None);
        assert_eq!(Lang::negotiate(["de-DE", "ja", "en"]), Lang::Ja);
        assert_eq!(Lang::negotiate(["fr"]), Lang::En);
        for lang in Lang::ALL {
            assert_eq!(Lang::from_tag(lang.code()), Some(lang));
        }
    }
}
