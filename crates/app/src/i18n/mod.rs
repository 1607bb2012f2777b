//! The web app's words, through one door. [`Text`] holds every label,
//! title and message of the page and [`LabWords`] the module's panels'
//! (`text.rs`); each language is a folder (`en/`, `tr/`, `ja/`, `zh/`) with
//! a file per part of the page (`header.rs`, `steps.rs`, `practice.rs`,
//! `games.rs`…) and per module panel (`mcts.rs`, `window.rs`, `orders.rs`,
//! `lms.rs`), put together in its `mod.rs`; [`in_lang!`] picks one. Its methods
//! word the interface's own types (node states, link errors, notices); the
//! What-if panel's sentences are here; and the engine's wordings the page
//! shows (step explanations, pseudocode lines, notation errors, answer keys,
//! worksheet headings) are re-exported from here, so the web app never
//! reaches into `minimax_engine::words` itself.

mod en;
#[cfg(feature = "ja")]
mod ja;
mod text;
#[cfg(feature = "tr")]
mod tr;
#[cfg(feature = "zh")]
mod zh;

use minimax_engine::lang::Lang;
use minimax_engine::num::Bound;
use minimax_engine::ranges::{LeafRanges, Span};
use minimax_engine::replay::NodeState;
use minimax_engine::search::Trace;
use minimax_engine::tree::{NodeId, Tree};

use super::notice::{Notice, Source};
use super::url::LinkError;

pub use minimax_engine::words::{
    code_text, edit_message, error_message, error_summary, explain_in, key_words, known_answer, leaf_message, render_errors,
    worksheet_heading,
};
pub use text::{LabWords, MctsColumns, Text, WindowWords};

/// The interface's words in `lang`: English for a language this build
/// leaves out (see [`Lang::built`]).
pub fn text(lang: Lang) -> &'static Text {
    minimax_engine::in_lang!(lang, w => &w::TEXT)
}

/// The words of the on-demand module's panels (the MCTS lab, Connect Four
/// and Nim in the game panel), in `lang`.
pub fn lab(lang: Lang) -> &'static text::LabWords {
    minimax_engine::in_lang!(lang, w => &w::LAB)
}

/// The interface's own types, worded in the language of the table.
impl Text {
    /// A node state's name.
    pub fn state(&self, state: NodeState) -> &'static str {
        match state {
            NodeState::Unvisited => self.tree_view.states.unvisited,
            NodeState::Active => self.tree_view.states.active,
            NodeState::Done => self.tree_view.states.done,
            NodeState::Pruned => self.tree_view.states.pruned,
        }
    }

    /// What was wrong with a link.
    pub fn link_error(&self, error: &LinkError) -> String {
        match error {
            LinkError::OptionsWithoutTree => self.messages.options_without_tree.to_string(),
            LinkError::Algo(v) => (self.messages.bad_algo)(v),
            LinkError::Cut(v) => (self.messages.bad_cut)(v),
            LinkError::Form(v) => (self.messages.bad_form)(v),
            LinkError::Root(v) => (self.messages.bad_root)(v),
            LinkError::Step(v) => (self.messages.bad_step)(v),
            LinkError::Game(v) => (self.messages.bad_game)(v),
            LinkError::Depth(v) => (self.messages.bad_depth)(v),
            LinkError::Order(v) => (self.messages.bad_order)(v),
            LinkError::Bounds(v) => (self.messages.bad_bounds)(v),
            LinkError::Rescale(v) => (self.messages.bad_rescale)(v),
            LinkError::Random(v) => (self.messages.bad_random)(v),
            LinkError::Packed => self.messages.bad_packed.to_string(),
            LinkError::Paranoid(v) => (self.messages.bad_paranoid)(v),
            LinkError::Unknown { key, value, known } => (self.messages.unknown_value)(key, value, known),
            LinkError::NotInWidget(mode) => (self.messages.not_in_widget)(mode),
        }
    }

    /// A notice, worded.
    pub fn notice(&self, notice: &Notice, lang: Lang) -> String {
        let source = |s: &Source| match s {
            Source::Link => self.messages.sources.link,
            Source::Saved => self.messages.sources.saved,
        };
        match notice {
            Notice::Link { source: s, errors, opened } => {
                let why = errors.iter().map(|e| self.link_error(e)).collect::<Vec<_>>().join("; ");
                if *opened { (self.messages.link_dropped)(source(s), &why) } else { (self.messages.link_unusable)(source(s), &why) }
            }
            Notice::SavedUnreadable => self.messages.saved_unreadable.to_string(),
            Notice::TreeError { source: s, first } => (self.messages.tree_error)(source(s), &error_summary(first, lang)),
            Notice::FixErrorsFirst => self.messages.fix_errors_first.to_string(),
            Notice::GameTooBig(n) => (self.messages.game_too_big)(*n),
            Notice::OutsideBounds(leaf, value) => (self.chance_panels.outside_bounds)(leaf, value),
            Notice::ParanoidReadOnly => self.players.paranoid_read_only.to_string(),
            Notice::Edit(e) => edit_message(e, lang),
            Notice::Leaf(e) => leaf_message(e, lang),
        }
    }
}

/// The values of the leaf named `x` that `spans` hold, in words: `x ≤ 3`,
/// `2 < x < 5`, `x = 4`, joined by "or"; every value or none.
pub fn what_if_condition(spans: &[Span], x: &str, lang: Lang) -> String {
    let t = text(lang);
    let whole = [Span { from: Bound::NegInf, to: Bound::PosInf, from_included: true, to_included: true }];
    if spans == whole {
        return (t.what_if_panel.every_value)(x);
    }
    if spans.is_empty() {
        return (t.what_if_panel.no_value)(x);
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
    parts.join(&format!(" {} ", t.what_if_panel.or))
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
        Some(child) => (t.what_if_panel.keeps_move_when)(tree.name(child), &what_if_condition(&ranges.same_move_when, x, lang)),
        None if tree[NodeId::ROOT].is_leaf() => t.what_if_panel.root_is_leaf.to_string(),
        None => t.what_if_panel.no_move_now.to_string(),
    });
    let leaves: Vec<NodeId> = tree.leaves().collect();
    // Each pruned leaf as the drawing shows it (`C2 (4)`).
    let mut groups: Vec<(&[Span], Vec<String>)> = Vec::new();
    for (j, spans) in &ranges.prunes {
        let Some(&leaf) = leaves.get(*j) else { continue };
        let name = minimax_engine::drawing::spacing::leaf_named(tree, leaf);
        match groups.iter_mut().find(|(s, _)| *s == spans.as_slice()) {
            Some((_, names)) => names.push(name),
            None => groups.push((spans.as_slice(), vec![name])),
        }
    }
    if groups.is_empty() {
        out.push((t.what_if_panel.nothing_depends)(x));
    }
    for (spans, names) in groups {
        let joined = minimax_engine::words::every_name_in(&names, lang);
        out.push((t.what_if_panel.pruned_when)(&joined, names.len(), &what_if_condition(spans, x, lang)));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::text::Example;
    use super::*;

    #[test]
    fn what_if_conditions_are_exact_and_every_language_names_the_same_leaves() {
        let n = |t: &str| Bound::Finite(minimax_engine::num::Num::parse(t).unwrap_or(minimax_engine::num::Num::int(0)));
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
        let Ok(tree) = minimax_engine::notation::parse("<3,5,10>,<2,4,6>,<2,7,3>").into_result() else { panic!("parse") };
        let trace = Trace::run(&tree, minimax_engine::search::Options::default());
        let Some(ranges) = minimax_engine::ranges::ranges_of(&tree, minimax_engine::search::Options::default(), NodeId(6)) else {
            panic!("a leaf")
        };
        assert_eq!(
            what_if_sentences(&tree, &trace, &ranges, Lang::En),
            ["The root keeps its move B for C1 ≤ 3.", "C2 (4) and C3 (6) are pruned for C1 ≤ 3."]
        );
        // A lone leaf has no move to keep, and no placeholder is to blame.
        let Ok(single) = minimax_engine::notation::parse("5").into_result() else { panic!("parse") };
        let lone = Trace::run(&single, minimax_engine::search::Options::default());
        let Some(lone_ranges) = minimax_engine::ranges::ranges_of(&single, minimax_engine::search::Options::default(), NodeId::ROOT) else {
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

    /// Every leaf of a pretty-printed `Debug` of the words: its path
    /// (`window.algos[2]`) and value (a string's text, a function's
    /// address).
    fn leaves(debug: &str) -> Vec<(String, String)> {
        let mut path: Vec<String> = Vec::new();
        let mut index: Vec<Option<usize>> = Vec::new();
        let mut out = Vec::new();
        for line in debug.lines().skip(1) {
            let line = line.trim().trim_end_matches(',');
            if line == "}" || line == "]" {
                path.pop();
                index.pop();
                continue;
            }
            // A field (`name: value`) or an array's element (`value`).
            let (name, value) = match line.split_once(": ") {
                Some((name, value)) if !line.starts_with('"') => (name.to_string(), value),
                _ => {
                    let k = index.last_mut().and_then(Option::as_mut).map(|k| {
                        *k += 1;
                        *k - 1
                    });
                    (format!("[{}]", k.unwrap_or(0)), line)
                }
            };
            let here = path.iter().map(String::as_str).chain([name.as_str()]).collect::<Vec<_>>().join(".").replace(".[", "[");
            if value.ends_with('{') {
                path.push(name);
                index.push(None);
            } else if value == "[" {
                path.push(name);
                index.push(Some(0));
            } else {
                out.push((here, value.to_string()));
            }
        }
        out
    }

    /// Texts that are the same in every language (as `Debug` writes them):
    /// names, the textbook's MAX and MIN, symbols and formulas, and the
    /// terms of art kept as their authors wrote them.
    const SAME_EVERYWHERE: &[&str] = &[
        "\"\"",
        "\"α\"",
        "\"β\"",
        "\"MCTS\"",
        "\"MTD(f)\"",
        "\"C\"",
        "\"N\"",
        "\"W\"",
        "\"Q\"",
        "\"v =\"",
        "\"v\"",
        "\"b\"",
        "\"b^(m/2)\"",
        "\"b^(3m/4)\"",
        "\"X\"",
        "\"O\"",
        "\"MAX\"",
        "\"MIN\"",
        "\"Q = W/N\"",
        "\"δ\"",
        "\"Negamax\"",
        "\"PVS / NegaScout\"",
        "\"fail-hard\"",
        "\"fail-soft\"",
        "\"Nim\"",
        "\"Expectiminimax (AIMA)\"",
        "\"QTI 2.1 zip (OpenOlat, TAO, ILIAS)\"",
        "\"QTI 1.2 zip (Canvas)\"",
    ];

    /// A word that is the same in one language and English: Turkish
    /// "normal".
    const SAME_IN: &[(Lang, &str)] = &[(Lang::Tr, "steps.speeds.normal")];

    /// Every field of every language, nested words and the labs' words
    /// included, against English: no string left empty or in English
    /// (but for names and symbols, [`SAME_EVERYWHERE`]), and no function
    /// that is English's own.
    #[test]
    fn every_field_of_every_language_is_its_own() {
        // The interface's words, the labs', and the engine's word tables
        // (the null-window family's sentences and listing comments, the
        // question banks'); the engine's sentences are checked by its
        // snapshots in every language.
        let all_words = |lang: Lang| {
            [
                leaves(&format!("{:#?}", text(lang))),
                leaves(&format!("{:#?}", lab(lang))),
                leaves(&format!("{:#?}", minimax_engine::words::family::family_words(lang))),
                leaves(&format!("{:#?}", minimax_engine::words::quiz_words(lang))),
            ]
            .concat()
        };
        let english = all_words(Lang::En);
        assert!(english.len() > 500, "{} fields read", english.len());
        let mut all = Vec::new();
        for lang in [Lang::Tr, Lang::Ja, Lang::Zh] {
            let theirs = all_words(lang);
            assert_eq!(theirs.iter().map(|(p, _)| p).collect::<Vec<_>>(), english.iter().map(|(p, _)| p).collect::<Vec<_>>());
            let same: Vec<String> = english
                .iter()
                .zip(&theirs)
                .filter(|((path, en), (_, them))| {
                    en == them && !SAME_EVERYWHERE.contains(&en.as_str()) && !SAME_IN.contains(&(lang, path.as_str()))
                })
                .map(|((path, en), _)| format!("{path} = {en}"))
                .collect();
            all.extend(same.into_iter().map(|f| format!("{lang:?}: {f}")));
        }
        assert!(all.is_empty(), "{} fields as in English:\n{}", all.len(), all.join("\n"));
    }

    /// Every language fills in every field (the compiler sees to that); here:
    /// none left a field empty or in English by mistake.
    #[test]
    fn translations_are_filled_in_and_translated() {
        let en = text(Lang::En);
        for lang in [Lang::Tr, Lang::Ja, Lang::Zh] {
            let t = text(lang);
            let pairs = [
                (en.header.example, t.header.example),
                (en.header.algorithm, t.header.algorithm),
                (en.header.undo, t.header.undo),
                (en.share_embed.share, t.share_embed.share),
                (en.steps.step_back, t.steps.step_back),
                (en.steps.press_to_start, t.steps.press_to_start),
                (en.side.call_stack, t.side.call_stack),
                (en.side.notation_help, t.side.notation_help),
                (en.tree_view.pruned, t.tree_view.pruned),
                (en.messages.fix_errors_first, t.messages.fix_errors_first),
                (en.header.language, t.header.language),
                (en.random_trees.random_tree, t.random_trees.random_tree),
            ];
            for (english, translated) in pairs {
                assert!(!translated.trim().is_empty(), "{lang:?}: empty text for {english:?}");
                assert_ne!(english, translated, "{lang:?}: {english:?} is not translated");
            }
            // A button named by aria-label must contain its visible text
            // (WCAG 2.5.3, "label in name").
            assert!(
                t.tree_view.fit_title.to_lowercase().contains(&t.tree_view.fit.to_lowercase()),
                "{lang:?}: {} / {}",
                t.tree_view.fit,
                t.tree_view.fit_title
            );
            assert_ne!((en.steps.step_of)(3, 10), (t.steps.step_of)(3, 10));
            assert!((t.steps.step_of)(3, 10).contains('3') && (t.steps.step_of)(3, 10).contains("10"));
            assert!((t.tree_view.too_big)(6000, 12, 5000, 200).contains("6000"));
            for (i, Example { name, what }) in t.header.examples.list().iter().enumerate() {
                assert!(!name.is_empty() && !what.is_empty(), "{lang:?}: example {i}");
            }
        }
    }

    /// The slide export's words exist in every language, name their
    /// numbers, and are not English left in by mistake.
    #[test]
    fn slide_export_words_are_translated() {
        let en = text(Lang::En);
        for lang in [Lang::Tr, Lang::Ja, Lang::Zh] {
            let t = text(lang);
            for (english, translated) in [
                (en.tree_view.export_slides_png, t.tree_view.export_slides_png),
                (en.tree_view.export_slides_pdf, t.tree_view.export_slides_pdf),
                (en.tree_view.slides_tree_changed, t.tree_view.slides_tree_changed),
            ] {
                assert!(!translated.trim().is_empty(), "{lang:?}: empty text for {english:?}");
                assert_ne!(english, translated, "{lang:?}: {english:?} is not translated");
            }
            assert!(t.tree_view.export_slides_png.contains(".zip") && t.tree_view.export_slides_pdf.contains("PDF"), "{lang:?}");
            assert_ne!((en.tree_view.slide_title)(3, 14), (t.tree_view.slide_title)(3, 14));
            for s in [(t.tree_view.slide_title)(3, 14), (t.tree_view.slides_progress)(3, 14)] {
                assert!(s.contains('3') && s.contains("14"), "{lang:?}: {s}");
            }
            let too_long = (t.tree_view.slides_too_long)(512, 400);
            assert!(too_long.contains("512") && too_long.contains("400"), "{lang:?}: {too_long}");
            assert!((t.tree_view.slides_failed)("WHY").contains("WHY"), "{lang:?}");
        }
    }
}
