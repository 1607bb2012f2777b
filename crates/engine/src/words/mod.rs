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

mod en;
mod interface;
mod ja;
mod tr;
mod zh;

pub use interface::{Text, text};

use std::fmt;

use unicode_width::UnicodeWidthStr;

use super::edit::EditError;
use super::explain::{CodeLine, Note, Step, Test, describe};
use super::lang::Lang;
use super::notation::{LeafError, ParseError, Problem};
use super::num::Bound;
use super::options::{Algorithm, Options};
use super::practice::{Exercise, KeyWords, Level};
use super::ranges::{LeafRanges, Span};
use super::search::{Form, Trace};
use super::tree::{NodeId, Player, Tree};

/// Everything the engine says, in one language.
pub trait Words: Sync {
    /// The explanation of one step.
    fn step(&self, step: &Step) -> String;
    /// A pseudocode comment.
    fn note(&self, note: Note) -> &'static str;
    /// What is wrong in a notation error.
    fn problem(&self, problem: &Problem) -> String;
    /// What to do about it.
    fn problem_hint(&self, problem: &Problem) -> Option<String>;
    /// `error` and `hint` in a rendered notation error.
    fn error_label(&self) -> &'static str;
    fn hint_label(&self) -> &'static str;
    /// "A leaf needs a value", for an empty leaf box.
    fn empty_leaf(&self) -> &'static str;
    /// Why an edit was refused.
    fn edit_error(&self, error: &EditError) -> String;

    /// Why a typed leaf was refused: the same words as the notation's
    /// problem, with the hint when there is one.
    fn leaf_error(&self, error: &LeafError) -> String {
        let (message, hint) = match error {
            LeafError::Empty => (self.empty_leaf().to_string(), self.problem_hint(&Problem::NotANumber(String::new()))),
            LeafError::TooManyDigits(text) => (self.problem(&Problem::TooManyDigits(text.clone())), None),
            LeafError::NotAVector { text, players } => {
                let problem = match super::notation::parse_vector(text) {
                    Some(parts) => Problem::VectorLength { expected: *players, found: parts.len() },
                    None if text.trim_start().starts_with(['{', '\u{FF5B}']) => Problem::BadVector(text.clone()),
                    None => Problem::NeedsVector { leaf: text.clone(), players: *players },
                };
                (self.problem(&problem), self.problem_hint(&problem))
            }
            LeafError::NotANumber(text) => {
                let problem = Problem::NotANumber(text.clone());
                (self.problem(&problem), self.problem_hint(&problem))
            }
        };
        match hint {
            Some(hint) => format!("{message} — {hint}"),
            None => message,
        }
    }
}

/// The engine's words in `lang`.
pub fn words(lang: Lang) -> &'static dyn Words {
    match lang {
        Lang::En => &en::En,
        Lang::Tr => &tr::Tr,
        Lang::Ja => &ja::Ja,
        Lang::Zh => &zh::Zh,
    }
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

/// A pseudocode line as shown to a reader of `lang`: code as it is,
/// comments translated (`// …`).
pub fn code_text(line: &CodeLine, lang: Lang) -> String {
    match line.note {
        Some(n) => format!("{}// {}", line.text, words(lang).note(n)),
        None => line.text.to_string(),
    }
}

/// A path for people: `root` for the root, else the dotted path.
pub fn display_path(path: &str) -> String {
    if path.is_empty() { "root".to_string() } else { path.to_string() }
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
    // Columns on screen, not characters: a full-width character from a
    // Japanese or Chinese input method takes two.
    let width = {
        let end = error.span.end.min(line_start + line_text.len()).max(error.span.start);
        source.get(error.span.start..end).map_or(0, UnicodeWidthStr::width)
    };
    let before = source.get(line_start..error.span.start.max(line_start)).map_or(error.column - 1, UnicodeWidthStr::width);
    let gutter = error.line.to_string().len();
    let pad = " ".repeat(gutter);
    let mut out = format!("{}: {}\n{pad}--> {}:{}\n{pad} |\n", w.error_label(), error_message(error, lang), error.line, error.column);
    out.push_str(&format!("{} | {}\n", error.line, line_text));
    out.push_str(&format!("{pad} | {}{}\n", " ".repeat(before), "^".repeat(width.max(1))));
    if let Some(hint) = error_hint(error, lang) {
        out.push_str(&format!("{pad} = {}: {hint}\n", w.hint_label()));
    }
    out
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

/// `MAX` or `MIN`: the players keep their names in every language, as in
/// the course notes.
fn player(p: Option<Player>) -> &'static str {
    p.map_or("MAX", Player::name)
}

/// The cut condition as the node sees it: `β = 2 ≤ α = 3` at a MIN node,
/// `α = 5 ≥ β = 3` at a MAX node; `<`/`>` under the strict rule.
fn condition(p: Option<Player>, strict: bool, alpha: &str, beta: &str) -> String {
    match (p, strict) {
        (Some(Player::Min), false) => format!("β = {beta} ≤ α = {alpha}"),
        (Some(Player::Min), true) => format!("β = {beta} < α = {alpha}"),
        (_, false) => format!("α = {alpha} ≥ β = {beta}"),
        (_, true) => format!("α = {alpha} > β = {beta}"),
    }
}

/// The cut test as it held, in the form's own terms: AIMA compares `v`
/// (`v = 2 ≤ α = 3` at MIN, `v = 5 ≥ β = 3` at MAX), the update-first
/// form compares α and β ([`condition`]).
fn held(p: Option<Player>, form: Form, strict: bool, v: &str, alpha: &str, beta: &str) -> String {
    match (form, p, strict) {
        (Form::UpdateFirst, _, _) => condition(p, strict, alpha, beta),
        (Form::Aima, Some(Player::Min), false) => format!("v = {v} ≤ α = {alpha}"),
        (Form::Aima, Some(Player::Min), true) => format!("v = {v} < α = {alpha}"),
        (Form::Aima, _, false) => format!("v = {v} ≥ β = {beta}"),
        (Form::Aima, _, true) => format!("v = {v} > β = {beta}"),
    }
}

/// The cut test as it failed after an update: `v = 3 < β = 5` (AIMA,
/// MAX), `β = 3 > α = 1` (update-first, MIN), or on a tie under the
/// strict rule just the equality, `v = β = 3` or `β = α = 3`.
fn failed(step: &Step) -> String {
    let Step::UpdateAlphaBeta { player, new_v, new_bound, form, other, test, .. } = step else { return String::new() };
    let tie = matches!(test, Test::Pass { tie: true, .. });
    match (form, player, tie) {
        (Form::Aima, Player::Max, true) => format!("v = β = {new_v}"),
        (Form::Aima, Player::Max, false) => format!("v = {new_v} < β = {other}"),
        (Form::Aima, Player::Min, true) => format!("v = α = {new_v}"),
        (Form::Aima, Player::Min, false) => format!("v = {new_v} > α = {other}"),
        (Form::UpdateFirst, Player::Max, true) => format!("α = β = {new_bound}"),
        (Form::UpdateFirst, Player::Max, false) => format!("α = {new_bound} < β = {other}"),
        (Form::UpdateFirst, Player::Min, true) => format!("β = α = {new_bound}"),
        (Form::UpdateFirst, Player::Min, false) => format!("β = {new_bound} > α = {other}"),
    }
}

/// The strict rule's test as the pseudocode writes it: `v > β`, `v < α`,
/// `α > β`.
fn strict_test(p: Player, form: Form) -> &'static str {
    match (form, p) {
        (Form::Aima, Player::Max) => "v > β",
        (Form::Aima, Player::Min) => "v < α",
        (Form::UpdateFirst, _) => "α > β",
    }
}

/// The test that held at an update at the last child (AIMA form).
fn held_in(step: &Step) -> String {
    let Step::UpdateAlphaBeta { player, new_v, new_bound, form, strict, other, .. } = step else { return String::new() };
    let (alpha, beta) = if *player == Player::Max { (new_bound, other) } else { (other, new_bound) };
    held(Some(*player), *form, *strict, new_v, alpha, beta)
}

/// `v = max(−∞, 3) = 3` and `α = max(−∞, 3) = 3` for an update.
fn update_parts(step: &Step) -> (String, String) {
    let Step::UpdateAlphaBeta { player, got, old_v, new_v, old_bound, new_bound, .. } = step else { return (String::new(), String::new()) };
    let (op, greek) = if *player == Player::Max { ("max", "α") } else { ("min", "β") };
    (format!("v = {op}({old_v}, {got}) = {new_v}"), format!("{greek} = {op}({old_bound}, {new_v}) = {new_bound}"))
}

/// The first three names and how many more there are, when a list is long.
fn split_list(items: &[String]) -> (&[String], usize) {
    if items.len() <= 4 { (items, 0) } else { (&items[..3], items.len() - 3) }
}

/// The values of the leaf named `x` that `spans` hold, in words: `x ≤ 3`,
/// `2 < x < 5`, `x = 4`, joined by "or"; every value or none.
pub fn what_if_condition(spans: &[Span], x: &str, lang: Lang) -> String {
    let t = text(lang);
    let whole = [Span { from: Bound::NegInf, to: Bound::PosInf, from_included: true, to_included: true }];
    if spans == whole {
        return (t.every_value)(x);
    }
    if spans.is_empty() {
        return (t.no_value)(x);
    }
    let part = |s: &Span| {
        let (lo, hi) = (if s.from_included { "≤" } else { "<" }, if s.to_included { "≤" } else { "<" });
        match (s.from, s.to) {
            (from, to) if from == to => format!("{x} = {from}"),
            // An included −∞ (or +∞) end leaves that side open in words.
            (Bound::NegInf, to) if s.from_included => format!("{x} {hi} {to}"),
            (from, Bound::PosInf) if s.to_included => format!("{x} {} {from}", if s.from_included { "≥" } else { ">" }),
            (from, to) => format!("{from} {lo} {x} {hi} {to}"),
        }
    };
    let parts: Vec<String> = spans.iter().map(part).collect();
    parts.join(&format!(" {} ", t.or))
}

/// What the leaf `x`'s value decides, in sentences: whether the root keeps
/// its move, and which leaves are pruned for which values (leaves with the
/// same values grouped: "a and b are pruned for x ≥ 2").
pub fn what_if_sentences(tree: &Tree, trace: &Trace, ranges: &LeafRanges, lang: Lang) -> Vec<String> {
    let t = text(lang);
    let x = tree.name(ranges.leaf);
    let mut out = Vec::new();
    let chosen = trace.best_children(tree).first().and_then(|&k| tree.child(NodeId::ROOT, k));
    out.push(match chosen {
        Some(child) => (t.keeps_move_when)(tree.name(child), &what_if_condition(&ranges.same_move_when, x, lang)),
        None if tree[NodeId::ROOT].is_leaf() => t.root_is_leaf.to_string(),
        None => t.no_move_now.to_string(),
    });
    let leaves: Vec<NodeId> = tree.leaves().collect();
    let mut groups: Vec<(&[Span], Vec<&str>)> = Vec::new();
    for (j, spans) in &ranges.prunes {
        let Some(&leaf) = leaves.get(*j) else { continue };
        match groups.iter_mut().find(|(s, _)| *s == spans.as_slice()) {
            Some((_, names)) => names.push(tree.name(leaf)),
            None => groups.push((spans.as_slice(), vec![tree.name(leaf)])),
        }
    }
    if groups.is_empty() {
        out.push((t.nothing_depends)(x));
    }
    for (spans, names) in groups {
        let joined = match names.split_last() {
            Some((last, rest)) if !rest.is_empty() => format!("{} {} {last}", rest.join(", "), t.and),
            _ => names.join(""),
        };
        out.push((t.pruned_when)(&joined, names.len(), &what_if_condition(spans, x, lang)));
    }
    out
}

/// The few words of an answer key ([`key_lines`](super::practice::key_lines))
/// in `lang`.
pub fn key_words(lang: Lang) -> KeyWords {
    match lang {
        Lang::En => en::KEY_WORDS,
        Lang::Tr => tr::KEY_WORDS,
        Lang::Ja => ja::KEY_WORDS,
        Lang::Zh => zh::KEY_WORDS,
    }
}

/// The convention a worksheet is solved under, in `lang`: the algorithm,
/// the cut test and the pseudocode form.
pub fn worksheet_convention(options: Options, lang: Lang) -> String {
    let t = text(lang);
    let algorithm = match options.algorithm {
        Algorithm::AlphaBeta => t.alpha_beta,
        Algorithm::Minimax => t.minimax,
    };
    let cut = format!("α {} β", options.cut.symbol());
    let form = t.forms[Form::ALL.iter().position(|&f| f == options.form).unwrap_or(0)];
    (t.worksheet_convention)(algorithm, &cut, form)
}

/// The heading of a worksheet of `count` exercises from `first`, in
/// `lang`: the level, the first and last exercise, and the convention.
pub fn worksheet_heading(first: Exercise, count: usize, options: Options, lang: Lang) -> String {
    let t = text(lang);
    let level = t.levels[Level::ALL.iter().position(|&l| l == first.level).unwrap_or(0)];
    let last = Exercise { seed: first.seed.wrapping_add(count.saturating_sub(1) as u64), ..first };
    (t.worksheet_heading)(level, &first.to_string(), &last.to_string(), &worksheet_convention(options, lang))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_if_conditions_are_exact_and_every_language_names_the_same_leaves() {
        let n = |t: &str| Bound::Finite(crate::num::Num::parse(t).unwrap_or(crate::num::Num::int(0)));
        let span = |from, to, from_included, to_included| Span { from, to, from_included, to_included };
        let x = "x";
        let cases = [
            (vec![span(Bound::NegInf, n("3"), true, true)], "x ≤ 3"),
            (vec![span(Bound::NegInf, n("3"), false, false)], "−∞ < x < 3"),
            (vec![span(n("3"), Bound::PosInf, false, true)], "x > 3"),
            (vec![span(n("2"), n("5"), true, false)], "2 ≤ x < 5"),
            (vec![span(n("4"), n("4"), true, true), span(Bound::PosInf, Bound::PosInf, true, true)], "x = 4 or x = ∞"),
            (vec![span(Bound::NegInf, Bound::PosInf, true, true)], "every value of x"),
            (vec![], "no value of x"),
        ];
        for (spans, words) in cases {
            assert_eq!(what_if_condition(&spans, x, Lang::En), words);
        }
        let Ok(tree) = crate::notation::parse("<3,5,10>,<2,4,6>,<2,7,3>").into_result() else { panic!("parse") };
        let trace = Trace::run(&tree, crate::search::Options::default());
        let Some(ranges) = crate::ranges::ranges_of(&tree, crate::search::Options::default(), NodeId(6)) else { panic!("a leaf") };
        assert_eq!(
            what_if_sentences(&tree, &trace, &ranges, Lang::En),
            ["The root keeps its move B for C1 ≤ 3.", "C2 and C3 are pruned for C1 ≤ 3."]
        );
        // A lone leaf has no move to keep, and no placeholder is to blame.
        let Ok(single) = crate::notation::parse("5").into_result() else { panic!("parse") };
        let lone = Trace::run(&single, crate::search::Options::default());
        let Some(lone_ranges) = crate::ranges::ranges_of(&single, crate::search::Options::default(), NodeId::ROOT) else {
            panic!("a leaf")
        };
        assert_eq!(what_if_sentences(&single, &lone, &lone_ranges, Lang::En)[0], "The root is a leaf: there is no move to choose.");
        for lang in Lang::ALL {
            let sentences = what_if_sentences(&tree, &trace, &ranges, lang).join(" ");
            for name in ["B", "C1 ≤ 3", "C2", "C3"] {
                assert!(sentences.contains(name), "{lang:?}: {sentences}");
            }
        }
    }

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
        }
    }

    #[test]
    fn lists_of_pruned_children_read_naturally_in_every_language() {
        let expected = [
            (Lang::En, "C2", "C2 and C3", "a, b, c and 2 more"),
            (Lang::Tr, "C2", "C2 ve C3", "a, b, c ve 2 tane daha"),
            (Lang::Ja, "C2", "C2、C3", "a、b、c ほか 2 個"),
            (Lang::Zh, "C2", "C2 和 C3", "a、b、c 以及另外 2 个"),
        ];
        for (lang, one, two, many) in expected {
            let w = words(lang);
            assert!(w.step(&cutoff(&["C2"])).contains(one), "{lang:?}");
            assert!(w.step(&cutoff(&["C2", "C3"])).contains(two), "{lang:?}: {}", w.step(&cutoff(&["C2", "C3"])));
            let long = w.step(&cutoff(&["a", "b", "c", "d", "e"]));
            assert!(long.contains(many), "{lang:?}: {long}");
            assert!(long.contains("β = 2 ≤ α = 3"), "{lang:?}: {long}");
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
        let en = text(Lang::En);
        for lang in Lang::ALL {
            let t = text(lang);
            let k = key_words(lang);
            for word in [k.pruned, k.root, k.best, k.no_key, t.worksheet_title, t.print, t.practise_online, t.answer_key] {
                assert!(!word.trim().is_empty(), "{lang:?}");
            }
            let ab_gt = Options { cut: CutRule::Gt, form: Form::UpdateFirst, ..Options::default() };
            let heading = worksheet_heading(first, 6, ab_gt, lang);
            assert!(heading.contains("medium-42") && heading.contains("medium-47"), "{lang:?}: {heading}");
            assert!(heading.contains("α > β") && heading.contains(t.forms[1]) && heading.contains(t.alpha_beta), "{lang:?}: {heading}");
            assert!(heading.contains(t.levels[1]), "{lang:?}: {heading}");
            let one = worksheet_heading(first, 1, Options::default(), lang);
            assert!(
                one.contains("medium-42") && !one.contains("medium-43") && one.contains("α ≥ β") && one.contains(t.forms[0]),
                "{lang:?}: {one}"
            );
            assert!((t.value_of)("B").contains('B'), "{lang:?}");
            if lang != Lang::En {
                for (english, translated) in [
                    (en_key.pruned, k.pruned),
                    (en_key.best, k.best),
                    (en_key.no_key, k.no_key),
                    (en.print, t.print),
                    (en.answer_key, t.answer_key),
                    (en.worksheet_instructions[0], t.worksheet_instructions[0]),
                ] {
                    assert_ne!(english, translated, "{lang:?}: {english:?} is not translated");
                }
                assert_ne!(worksheet_heading(first, 6, ab_gt, Lang::En), heading);
            }
        }
    }
}
