//! A printable worksheet's content without the browser: each exercise
//! searched once ([`Sheet`]), the link that opens it for practice, and the
//! sizes its drawing gives its boxes. Drawn by the on-demand module
//! (`crates/extras`); tested here, natively.

use minimax_engine::lang::Lang;
use minimax_engine::layout::Layout;
use minimax_engine::options::Options;
use minimax_engine::practice::{Exercise, Key, answer_key, exercise_tree, key_lines};
use minimax_engine::search::Trace;
use minimax_engine::tree::Tree;

use crate::i18n::key_words;
use crate::url::WORKSHEET_MAX;

/// Font size of values in a worksheet's drawing (its names are smaller,
/// in the style sheet).
pub const VALUE_FONT: f64 = 14.0;

/// One exercise, searched once.
pub struct Sheet {
    pub exercise: Exercise,
    pub tree: Tree,
    pub layout: Layout,
    /// The answer key, when the tree has one (an exercise always does).
    pub key: Option<Key>,
    /// The key's lines of text, in the page's language.
    pub lines: Vec<String>,
}

impl Sheet {
    pub fn new(exercise: Exercise, options: Options, lang: Lang) -> Sheet {
        let tree = exercise_tree(exercise, options);
        let trace = Trace::run(&tree, options);
        let key = answer_key(&tree, &trace).ok();
        let lines = key_lines(&tree, &trace, &key_words(lang));
        let layout = Layout::new(&tree);
        Sheet { exercise, tree, layout, key, lines }
    }
}

/// The link that opens an exercise in the practice mode, in the page's
/// convention.
pub fn practice_link(exercise: Exercise, options: Options) -> String {
    format!("?mode=practice&exercise={exercise}&algo={}&cut={}&form={}", options.algorithm.name(), options.cut.name(), options.form.name())
}

/// How wide a text is drawn: the page's one measure.
pub use minimax_engine::drawing::text_width;

/// The width of an internal node's answer box: room for its value.
pub fn box_width(value: &str) -> f64 {
    (text_width(value, VALUE_FONT) + 12.0).max(38.0)
}

/// What the worksheet panel (`PanelProps::Worksheet`) was asked for, read from the page's codes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct WorksheetRequest {
    pub exercise: Exercise,
    pub count: usize,
    pub options: Options,
    pub lang: Lang,
}

impl WorksheetRequest {
    /// A sheet of `count` exercises (1 to [`WORKSHEET_MAX`]).
    pub fn new(exercise: Exercise, count: u32, options: Options, lang: Lang) -> WorksheetRequest {
        WorksheetRequest { exercise, count: (count as usize).clamp(1, WORKSHEET_MAX), options, lang }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use minimax_engine::practice::{Level, worksheet};

    #[test]
    fn practice_links_name_the_exercise_and_the_convention() {
        use minimax_engine::options::{CutRule, Form};
        let options = Options { cut: CutRule::Gt, form: Form::UpdateFirst, ..Options::default() };
        assert_eq!(
            practice_link(Exercise { level: Level::Medium, seed: 42 }, options),
            "?mode=practice&exercise=medium-42&algo=alphabeta&cut=gt&form=update-first"
        );
    }

    #[test]
    fn answer_boxes_fit_the_widest_answer() {
        assert!(box_width("≤ 2") >= 38.0);
        assert!(box_width("−123.45") > box_width("3"), "a long value widens its box");
        assert!(text_width("中", 10.0) > text_width("a", 10.0));
    }

    #[test]
    fn a_worksheet_request_holds_one_to_the_most_exercises() {
        let easy = Exercise { level: Level::Easy, seed: 1 };
        let count = |n| WorksheetRequest::new(easy, n, Options::default(), Lang::En).count;
        assert_eq!((count(0), count(6), count(500)), (1, 6, WORKSHEET_MAX));
    }

    /// Each sheet's key and lines come from the same search: a reached
    /// internal node has a value, and the lines are the ones `trace
    /// --worksheet` prints.
    #[test]
    fn a_sheet_holds_its_key_and_the_same_lines_as_trace() {
        let options = Options::default();
        for exercise in worksheet(Exercise { level: Level::Hard, seed: 5 }, 4) {
            let sheet = Sheet::new(exercise, options, Lang::En);
            let key = sheet.key.as_ref().unwrap_or_else(|| panic!("{exercise}: no key"));
            assert!(!key.cut.is_empty(), "{exercise}: a hard exercise prunes");
            let tree = exercise_tree(exercise, options);
            assert_eq!(sheet.lines, key_lines(&tree, &Trace::run(&tree, options), &key_words(Lang::En)));
            assert_eq!(sheet.layout.shown().len(), tree.len());
        }
    }
}
