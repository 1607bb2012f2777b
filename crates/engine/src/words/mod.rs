//! Every word of the product, one file per language (`en.rs`, `tr.rs`,
//! `ja.rs`, `zh.rs`): the engine's step explanations, pseudocode comments,
//! notation errors and refused edits (a [`Words`]), and the web app's
//! labels, titles and messages (a [`Text`]). The engine produces data
//! ([`Step`], [`Note`], [`Problem`], …); a [`Words`] arranges words around
//! it. Every language implements the whole trait and fills in every field
//! of [`Text`], so a missing translation does not compile.
//!
//! Words depend on the data, never the other way round: `explain`,
//! `notation` and `edit` know nothing of this module. The entry points that
//! word their data are here: [`explain_in`], [`code_text`],
//! [`error_message`], [`error_hint`], [`error_summary`], [`render_error`],
//! [`leaf_message`], [`edit_message`], and the English `Display` of
//! [`ParseError`], [`LeafError`] and [`EditError`].

pub mod check;
mod en;
pub mod family;
mod interface;
pub use interface::QuizWords;
#[cfg(feature = "ja")]
mod ja;
#[cfg(feature = "tr")]
mod tr;
#[cfg(feature = "zh")]
mod zh;

pub use interface::{Words, display_path};

/// Each language's worksheet and answer-key words, for the web app's
/// tables to take the same names from (one translation of each).
pub use en::KEY_WORDS as KEY_WORDS_EN;
#[cfg(feature = "ja")]
pub use ja::KEY_WORDS as KEY_WORDS_JA;
#[cfg(feature = "tr")]
pub use tr::KEY_WORDS as KEY_WORDS_TR;
#[cfg(feature = "zh")]
pub use zh::KEY_WORDS as KEY_WORDS_ZH;

use std::fmt;

use unicode_width::UnicodeWidthStr;

use super::edit::EditError;
use super::explain::{CodeLine, describe};
use super::lang::Lang;
use super::notation::{LeafError, ParseError};
use super::options::{Algorithm, Options};
use super::practice::{Exercise, KeyWords, Level};
use super::search::{Form, Trace};
use super::tree::Tree;

/// The engine's words in `lang`: English for a language this build leaves
/// out (see [`Lang::built`]).
pub fn words(lang: Lang) -> &'static dyn Words {
    crate::in_lang!(lang, w => &w::WORDS)
}

/// The templates of a check of a student's code in `lang`.
pub fn check_words(lang: Lang) -> &'static interface::CheckWords {
    crate::in_lang!(lang, w => &w::CHECK)
}

/// The null-window family's templates in `lang`.
pub fn family_words(lang: Lang) -> &'static interface::FamilyWords {
    crate::in_lang!(lang, w => &w::FAMILY)
}

/// The explanation of step `index` (0-based) of `trace`, in English.
pub fn explain(tree: &Tree, trace: &Trace, index: usize) -> String {
    explain_in(tree, trace, index, Lang::En)
}

/// The explanation of step `index` (0-based) of `trace` in `lang`, in plain
/// words that name nodes and numbers.
pub fn explain_in(tree: &Tree, trace: &Trace, index: usize, lang: Lang) -> String {
    describe(tree, trace, index).map_or(String::new(), |step| words(lang).step(&step))
}

/// Names in a sentence of `lang`: `a, b and c` (`a、b、c` …), a long list
/// cut to its first three and how many more.
pub fn names_in(items: &[String], lang: Lang) -> String {
    words(lang).names(items)
}

/// [`names_in`] with none left out, however many.
pub fn every_name_in(items: &[String], lang: Lang) -> String {
    words(lang).every_name(items)
}

/// A pseudocode line as shown to a reader of `lang`: code as it is,
/// comments translated (`// …`).
pub fn code_text(line: &CodeLine, lang: Lang) -> String {
    match line.note {
        Some(n) => format!("{}// {}", line.text, words(lang).note(n)),
        None => line.text.to_string(),
    }
}

/// What is wrong in a notation error, in `lang`.
pub fn error_message(error: &ParseError, lang: Lang) -> String {
    words(lang).problem(&error.problem)
}

/// What to do about a notation error in `lang`, if there is something
/// useful to say.
pub fn error_hint(error: &ParseError, lang: Lang) -> Option<String> {
    words(lang).problem_hint(&error.problem)
}

/// A notation error on one line: `1:9: message — hint`.
pub fn error_summary(error: &ParseError, lang: Lang) -> String {
    let mut out = format!("{}:{}: {}", error.line, error.column, error_message(error, lang));
    if let Some(hint) = error_hint(error, lang) {
        out.push_str(&format!(" — {hint}"));
    }
    out
}

/// A notation error with the source line it points into and a caret under
/// the span, for terminals and the editor:
///
/// ```text
/// error: expected '>' to close '<' opened at 1:1
///  --> 1:9
///   |
/// 1 | <3,5,10
///   |         ^
///   = hint: …
/// ```
pub fn render_error(error: &ParseError, source: &str, lang: Lang) -> String {
    let w = words(lang);
    let line_text = source.lines().nth(error.line - 1).unwrap_or("");
    let line_start = line_start_offset(source, error.line);
    // The caret's bytes in the line.
    let start = error.span.start.saturating_sub(line_start).min(line_text.len());
    let end = error.span.end.saturating_sub(line_start).clamp(start, line_text.len());
    let (shown, before, width) = line_window(line_text, start, end);
    let gutter = error.line.to_string().len();
    let pad = " ".repeat(gutter);
    let mut out = format!("{}: {}\n{pad}--> {}:{}\n{pad} |\n", w.error_label(), error_message(error, lang), error.line, error.column);
    out.push_str(&format!("{} | {}\n", error.line, shown));
    out.push_str(&format!("{pad} | {}{}\n", " ".repeat(before), "^".repeat(width.max(1))));
    if let Some(hint) = error_hint(error, lang) {
        out.push_str(&format!("{pad} = {}: {hint}\n", w.hint_label()));
    }
    out
}

/// The most columns of a source line an error shows: a longer line is cut
/// to the part around the caret, with `…` where it was cut (a tree typed
/// on one line can be thousands of characters long).
pub const LINE_SHOWN: usize = 72;

/// The part of `line` an error shows around the bytes `start..end`, and
/// the caret's place and width in it, in columns on screen, not
/// characters (a full-width character from a Japanese or Chinese input
/// method takes two).
fn line_window(line: &str, start: usize, end: usize) -> (String, usize, usize) {
    use unicode_width::UnicodeWidthChar;
    let width = |text: &str| UnicodeWidthStr::width(text);
    let column = |c: char| c.width().unwrap_or(0);
    // On character boundaries, whatever the span says.
    let boundary = |at: usize| (0..=at.min(line.len())).rev().find(|&i| line.is_char_boundary(i)).unwrap_or(0);
    let (start, end) = (boundary(start), boundary(end));
    let end = end.max(start);
    let (head, tail) = (line.get(..start).unwrap_or(""), line.get(start..).unwrap_or(""));
    if width(line) <= LINE_SHOWN {
        return (line.to_string(), width(head), line.get(start..end).map_or(0, width));
    }
    // A third of the room before the caret, the rest after it; each scan
    // looks at a bounded number of characters (zero-width ones included).
    let (mut lo, mut used) = (start, 0);
    for (i, c) in head.char_indices().rev().take(4 * LINE_SHOWN) {
        used += column(c);
        if used > LINE_SHOWN / 3 {
            break;
        }
        lo = i;
    }
    let (mut hi, mut total) = (start, line.get(lo..start).map_or(0, width));
    for (i, c) in tail.char_indices().take(4 * LINE_SHOWN) {
        total += column(c);
        if total > LINE_SHOWN {
            break;
        }
        hi = start + i + c.len_utf8();
    }
    let part = |a: usize, b: usize| line.get(a..b).unwrap_or("");
    let (cut_before, cut_after) = (lo > 0, hi < line.len());
    let shown = format!("{}{}{}", if cut_before { "…" } else { "" }, part(lo, hi), if cut_after { "…" } else { "" });
    let before = usize::from(cut_before) + width(part(lo, start));
    let caret = width(part(start, end.min(hi)));
    (shown, before, caret)
}

/// The most errors a list shows, the first in the text: fixing them often
/// takes the rest away, and a text of 10,000 `<` has 10,000.
pub const ERRORS_SHOWN: usize = 20;

/// `errors` as a list shows them: the first [`ERRORS_SHOWN`], each as
/// [`render_error`] draws it, and a line saying how many more there are.
pub fn render_errors(errors: &[ParseError], source: &str, lang: Lang) -> (Vec<String>, Option<String>) {
    let shown = errors.iter().take(ERRORS_SHOWN).map(|e| render_error(e, source, lang)).collect();
    let more = (errors.len() > ERRORS_SHOWN).then(|| words(lang).more_errors(errors.len() - ERRORS_SHOWN));
    (shown, more)
}

fn line_start_offset(source: &str, line: usize) -> usize {
    if line <= 1 {
        return 0;
    }
    source.match_indices('\n').nth(line - 2).map_or(source.len(), |(i, _)| i + 1)
}

/// Why a typed leaf was refused, in `lang`.
pub fn leaf_message(error: &LeafError, lang: Lang) -> String {
    words(lang).leaf_error(error)
}

/// Why an edit was refused, in `lang`.
pub fn edit_message(error: &EditError, lang: Lang) -> String {
    words(lang).edit_error(error)
}

impl fmt::Display for ParseError {
    /// `1:9: expected '>' to close '<' opened at 1:1 — hint`
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&error_summary(self, Lang::En))
    }
}

impl fmt::Display for LeafError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&leaf_message(self, Lang::En))
    }
}

impl fmt::Display for EditError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&edit_message(self, Lang::En))
    }
}

/// Why a depth-limited rabbit-and-wolves search says the wolves win (its
/// root worth [`UNREACHABLE`](crate::games::rabbit::UNREACHABLE) while the
/// game goes on): one sentence, in `lang`.
pub fn rabbit_horizon(lang: Lang) -> &'static str {
    crate::in_lang!(lang, w => w::RABBIT_HORIZON)
}

/// A game's known answer in one sentence, in `lang`: for Nim, the nim-sum
/// and what it says, with `winning` (the moves that leave a nim-sum of 0).
/// `None` for a game without one.
pub fn known_answer(game: &crate::games::AnyGame, winning: &[String], lang: Lang) -> Option<String> {
    let crate::games::AnyGame::Nim(nim) = game else { return None };
    let mover = if nim.max_to_move { "MAX" } else { "MIN" };
    let (piles, sum) = (nim.piles(), nim.nim_sum());
    Some(crate::in_lang!(lang, w => w::nim_known(piles, sum, mover, winning)))
}

/// The few words of an answer key ([`key_lines`](super::practice::key_lines))
/// in `lang`.
pub fn key_words(lang: Lang) -> KeyWords {
    crate::in_lang!(lang, w => w::KEY_WORDS)
}

/// The convention a worksheet is solved under, in `lang`: the algorithm,
/// the cut test and the pseudocode form.
pub fn worksheet_convention(options: Options, lang: Lang) -> String {
    let k = key_words(lang);
    let algorithm = match options.algorithm {
        Algorithm::AlphaBeta => k.alpha_beta,
        Algorithm::Minimax => k.minimax,
    };
    let cut = format!("α {} β", options.cut.symbol());
    let form = match options.form {
        Form::Aima => k.aima,
        Form::UpdateFirst => k.update_first,
    };
    (k.convention)(algorithm, &cut, form)
}

/// The words of a question bank in `lang` (English where the build leaves
/// it out).
pub fn quiz_words(lang: Lang) -> &'static interface::QuizWords {
    crate::in_lang!(lang, w => &w::QUIZ)
}

/// The heading of a worksheet of `count` exercises from `first`, in
/// `lang`: the level, the first and last exercise, and the convention.
pub fn worksheet_heading(first: Exercise, count: usize, options: Options, lang: Lang) -> String {
    let k = key_words(lang);
    let level = match first.level {
        Level::Easy => k.easy,
        Level::Medium => k.medium,
        Level::Hard => k.hard,
    };
    let last = Exercise { seed: first.seed.wrapping_add(count.saturating_sub(1) as u64), ..first };
    (k.heading)(level, &first.to_string(), &last.to_string(), &worksheet_convention(options, lang))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explain::{Note, Step};
    use crate::tree::Player;

    fn cutoff(skipped: &[&str]) -> Step {
        Step::Cutoff {
            node: "C".to_string(),
            player: Some(Player::Min),
            form: Form::UpdateFirst,
            strict: false,
            v: "2".to_string(),
            alpha: "3".to_string(),
            beta: "2".to_string(),
            source: Some("A".to_string()),
            skipped: skipped.iter().map(|x| x.to_string()).collect(),
            moves: false,
        }
    }

    #[test]
    fn lists_of_pruned_children_read_naturally_in_every_language() {
        let expected = [
            (Lang::En, "C2", "C2 and C3", "a, b, c and 2 more", "a, b, c, d and e"),
            (Lang::Tr, "C2", "C2 ve C3", "a, b, c ve 2 tane daha", "a, b, c, d ve e"),
            (Lang::Ja, "C2", "C2、C3", "a、b、c ほか 2 個", "a、b、c、d、e"),
            (Lang::Zh, "C2", "C2 和 C3", "a、b、c 以及另外 2 个", "a、b、c、d 和 e"),
        ];
        for (lang, one, two, many, every) in expected {
            let w = words(lang);
            assert!(w.step(&cutoff(&["C2"])).contains(one), "{lang:?}");
            assert!(w.step(&cutoff(&["C2", "C3"])).contains(two), "{lang:?}: {}", w.step(&cutoff(&["C2", "C3"])));
            let long = w.step(&cutoff(&["a", "b", "c", "d", "e"]));
            assert!(long.contains(many), "{lang:?}: {long}");
            assert!(long.contains("β = 2 ≤ α = 3"), "{lang:?}: {long}");
            // The same lists wherever a sentence names things (a
            // comparison's leaves pruned only in one pane).
            let names = |items: &[&str]| names_in(&items.iter().map(|x| x.to_string()).collect::<Vec<_>>(), lang);
            assert_eq!(names(&["C2", "C3"]), two, "{lang:?}");
            assert_eq!(names(&["a", "b", "c", "d", "e"]), many, "{lang:?}");
            // A panel that names them all (What if) leaves none out.
            let five = ["a", "b", "c", "d", "e"].map(String::from);
            assert_eq!(every_name_in(&five, lang), every, "{lang:?}");
            assert_eq!(every_name_in(&five[..2], lang), two.replace("C2", "a").replace("C3", "b"), "{lang:?}");
        }
    }

    #[test]
    fn pruning_uses_each_fields_own_word() {
        for (lang, word) in [(Lang::En, "pruned"), (Lang::Tr, "budanır"), (Lang::Ja, "枝刈り"), (Lang::Zh, "剪枝")] {
            assert!(words(lang).step(&cutoff(&["C2"])).contains(word), "{lang:?}");
            assert!(
                words(lang).note(Note::CutMax).contains(if lang == Lang::En { "prune" } else { word.trim_end_matches("nır") }),
                "{lang:?}"
            );
        }
    }

    /// A worksheet's words exist in every language, name the exercises
    /// and the convention, and are not English left in by mistake.
    #[test]
    fn worksheet_words_are_translated_and_name_the_convention() {
        use crate::options::CutRule;
        let first = Exercise { level: Level::Medium, seed: 42 };
        let en_key = key_words(Lang::En);
        for lang in Lang::ALL {
            let k = key_words(lang);
            for word in [k.pruned, k.root, k.best, k.no_key, k.alpha_beta, k.minimax, k.aima, k.update_first, k.easy, k.medium, k.hard] {
                assert!(!word.trim().is_empty(), "{lang:?}");
            }
            let ab_gt = Options { cut: CutRule::Gt, form: Form::UpdateFirst, ..Options::default() };
            let heading = worksheet_heading(first, 6, ab_gt, lang);
            assert!(heading.contains("medium-42") && heading.contains("medium-47"), "{lang:?}: {heading}");
            assert!(heading.contains("α > β") && heading.contains(k.update_first) && heading.contains(k.alpha_beta), "{lang:?}: {heading}");
            assert!(heading.contains(k.medium), "{lang:?}: {heading}");
            let one = worksheet_heading(first, 1, Options::default(), lang);
            assert!(
                one.contains("medium-42") && !one.contains("medium-43") && one.contains("α ≥ β") && one.contains(k.aima),
                "{lang:?}: {one}"
            );
            if lang != Lang::En {
                for (english, translated) in [
                    (en_key.pruned, k.pruned),
                    (en_key.best, k.best),
                    (en_key.no_key, k.no_key),
                    (en_key.update_first, k.update_first),
                    (en_key.medium, k.medium),
                ] {
                    assert_ne!(english, translated, "{lang:?}: {english:?} is not translated");
                }
                assert_ne!(worksheet_heading(first, 6, ab_gt, Lang::En), heading);
            }
        }
    }
}
