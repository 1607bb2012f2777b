//! What every language implements ([`Words`]) and the pieces of wording
//! they share (conditions, the cut tests, lists). The language files import
//! only this module; `words/mod.rs` imports them and this, so the words are
//! a tree of imports, not a circle.

use super::super::edit::EditError;
use super::super::explain::{Note, Step, Test};
use super::super::notation::{LeafError, Problem};
use super::super::search::Form;
use super::super::tree::Player;

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
    /// After the errors a list shows, how many more it leaves out.
    fn more_errors(&self, n: usize) -> String;
    /// "A leaf needs a value", for an empty leaf box.
    fn empty_leaf(&self) -> &'static str;
    /// Why an edit was refused.
    fn edit_error(&self, error: &EditError) -> String;
    /// Names in a sentence: `a, b and c`, `a, b, c and 4 more`.
    fn names(&self, items: &[String]) -> String;

    /// Every one of `items` in a list, however many (a panel that must
    /// name them all: What if's conditions).
    fn every_name(&self, items: &[String]) -> String;

    /// Why a typed leaf was refused: the same words as the notation's
    /// problem, with the hint when there is one.
    fn leaf_error(&self, error: &LeafError) -> String {
        let (message, hint) = match error {
            LeafError::Empty => (self.empty_leaf().to_string(), self.problem_hint(&Problem::NotANumber(String::new()))),
            LeafError::TooManyDigits(text) => (self.problem(&Problem::TooManyDigits(text.clone())), None),
            LeafError::NotAVector { text, players } => {
                let problem = match super::super::notation::parse_vector(text) {
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

/// A path for people: `root` for the root, else the dotted path.
pub fn display_path(path: &str) -> String {
    if path.is_empty() { "root".to_string() } else { path.to_string() }
}

/// `MAX` or `MIN`: the players keep their names in every language, as in
/// the course notes.
#[cfg_attr(not(any(feature = "tr", feature = "ja", feature = "zh")), allow(dead_code))]
pub(super) fn player(p: Option<Player>) -> &'static str {
    p.map_or("MAX", Player::name)
}

/// The cut condition as the node sees it: `β = 2 ≤ α = 3` at a MIN node,
/// `α = 5 ≥ β = 3` at a MAX node; `<`/`>` under the strict rule.
pub(super) fn condition(p: Option<Player>, strict: bool, alpha: &str, beta: &str) -> String {
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
pub(super) fn held(p: Option<Player>, form: Form, strict: bool, v: &str, alpha: &str, beta: &str) -> String {
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
pub(super) fn failed(step: &Step) -> String {
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
pub(super) fn strict_test(p: Player, form: Form) -> &'static str {
    match (form, p) {
        (Form::Aima, Player::Max) => "v > β",
        (Form::Aima, Player::Min) => "v < α",
        (Form::UpdateFirst, _) => "α > β",
    }
}

/// The test that held at an update at the last child (AIMA form).
pub(super) fn held_in(step: &Step) -> String {
    let Step::UpdateAlphaBeta { player, new_v, new_bound, form, strict, other, .. } = step else { return String::new() };
    let (alpha, beta) = if *player == Player::Max { (new_bound, other) } else { (other, new_bound) };
    held(Some(*player), *form, *strict, new_v, alpha, beta)
}

/// `v = max(−∞, 3) = 3` and `α = max(−∞, 3) = 3` for an update.
pub(super) fn update_parts(step: &Step) -> (String, String) {
    let Step::UpdateAlphaBeta { player, got, old_v, new_v, old_bound, new_bound, .. } = step else { return (String::new(), String::new()) };
    let (op, greek) = if *player == Player::Max { ("max", "α") } else { ("min", "β") };
    (format!("v = {op}({old_v}, {got}) = {new_v}"), format!("{greek} = {op}({old_bound}, {new_v}) = {new_bound}"))
}

/// The first three names and how many more there are, when a list is long.
pub(super) fn split_list(items: &[String]) -> (&[String], usize) {
    if items.len() <= 4 { (items, 0) } else { (&items[..3], items.len() - 3) }
}

/// The null-window family's and proof-number search's sentences: one per
/// language, filled in by `words::family`.
#[derive(Debug)]
pub struct FamilyWords {
    pub root: &'static str,
    pub pass_full: &'static str,
    pub pass_aspiration: &'static str,
    pub pass_again: &'static str,
    pub pass_mtdf: &'static str,
    pub enter: &'static str,
    pub enter_scout: &'static str,
    pub enter_research: &'static str,
    pub table_hit: &'static str,
    pub table_narrow: &'static str,
    pub leaf_side: &'static str,
    pub leaf_max: &'static str,
    pub back_negated: &'static str,
    pub back_same: &'static str,
    pub back_max: &'static str,
    pub back_min: &'static str,
    pub fail_high: &'static str,
    pub better_alpha: &'static str,
    pub better_soft: &'static str,
    pub better_max: &'static str,
    pub better_min: &'static str,
    pub cutoff: &'static str,
    pub cutoff_max: &'static str,
    pub cutoff_min: &'static str,
    pub return_exact: &'static str,
    pub return_at_most: &'static str,
    pub return_at_least: &'static str,
    /// MTD(f)'s bounds, in MAX's numbers at every node.
    pub return_at_most_max: &'static str,
    pub return_at_least_max: &'static str,
    pub return_unknown: &'static str,
    pub store: &'static str,
    pub pass_low: &'static str,
    pub pass_high: &'static str,
    pub pass_exact: &'static str,
    pub mtdf_upper: &'static str,
    pub mtdf_lower: &'static str,
    pub done: &'static str,
    pub done_min: &'static str,
    pub goal_win: &'static str,
    pub goal_above_zero: &'static str,
    pub goal_below_zero: &'static str,
    pub goal_at_least: &'static str,
    pub goal_at_most: &'static str,
    pub pns_iteration: &'static str,
    pub pns_iteration_one: &'static str,
    pub pns_update: &'static str,
    pub pns_proved: &'static str,
    pub pns_disproved: &'static str,
    pub pns_open: &'static str,
    /// The comments (after ▷) of the family's and proof-number search's
    /// listings; the code itself stays as the papers write it.
    pub notes: ListingNotes,
}

/// The listings' comments, by what each says.
#[derive(Debug)]
pub struct ListingNotes {
    /// NEGAMAX and PVS return values for the side to move.
    pub for_mover: &'static str,
    /// A line fail-hard leaves out.
    pub soft_only: &'static str,
    pub fail_soft: &'static str,
    pub fail_hard: &'static str,
    /// PVS's null-window search of a later child.
    pub scout: &'static str,
    pub failed_high: &'static str,
    pub failed_low: &'static str,
    pub cutoff: &'static str,
    /// MT-DF's ABWM: alpha-beta with memory.
    pub with_memory: &'static str,
    /// PN-SEARCH's EXPAND and UPDATE-ANCESTORS.
    pub numbers_of_children: &'static str,
    pub numbers_upward: &'static str,
}

/// The words of a question bank (`quiz`): one per language.
#[derive(Debug)]
pub struct QuizWords {
    /// A question's title: the exercise (`medium-42`).
    pub title: fn(&str) -> String,
    /// What to do, with the convention (`worksheet_convention`, ending in
    /// a full stop).
    pub task: fn(&str) -> String,
    /// Before the tree's notation.
    pub notation: &'static str,
    /// How the nodes are named.
    pub names: &'static str,
    /// The root's question: its name.
    pub root: fn(&str) -> String,
    /// Before the inner nodes' questions: under alpha-beta (a relation,
    /// "not reached" included, then a number, left empty when not reached)
    /// and under minimax (a number).
    pub inner: &'static str,
    /// The same, typed in one box (Moodle's cloze, which marks a blank box
    /// wrong): the number or the bound, a dash for a node never reached.
    pub inner_typed: &'static str,
    pub inner_minimax: &'static str,
    /// The relation of a node's value to the number given (and of a node
    /// the search never reaches).
    pub exactly: &'static str,
    pub at_most: &'static str,
    pub at_least: &'static str,
    pub not_reached: &'static str,
    /// Before the leaves to tick.
    pub pruned: &'static str,
    /// The image's description: the exercise.
    pub image: fn(&str) -> String,
    /// Before the answer key in the feedback.
    pub key: &'static str,
}

/// The words of a check of a student's code (`words::check`): templates
/// with blanks in braces (`{x}` a node, `{algo}` the search, `{step}` the
/// reference's step, `{why}` its explanation, `{r}` what the code
/// returned, `{v}` the reference's value, `{k}` a count, `{this}` and
/// `{other}` cut tests, `{did}` what the code did, `{next}` what the
/// reference does).
#[derive(Debug)]
pub struct CheckWords {
    pub minimax: &'static str,
    pub alphabeta: &'static str,
    pub did_read: &'static str,
    pub did_expand: &'static str,
    pub did_stop: &'static str,
    pub next_read: &'static str,
    pub next_expand: &'static str,
    pub parting_pruned: &'static str,
    pub parting_next: &'static str,
    pub parting_finished: &'static str,
    pub parting_returned: &'static str,
    pub parting_root: &'static str,
    pub no_number: &'static str,
    pub agrees: &'static str,
    pub fail_hard: &'static str,
    pub line: &'static str,
    pub looks_like: &'static str,
    pub unfit_players: &'static str,
    pub unfit_value: &'static str,
    /// One sentence per known mistake, in `Slip`'s order.
    pub no_pruning: &'static str,
    pub fail_hard_strict: &'static str,
    pub other_cut: &'static str,
    pub window_not_passed: &'static str,
    pub swapped: &'static str,
    pub returns_bound: &'static str,
    pub wrong_player: &'static str,
    pub same_mover: &'static str,
    pub reversed: &'static str,
    pub read_twice: &'static str,
    pub order_wrong: &'static str,
    /// The page's "Your code" panel.
    pub heading: &'static str,
    pub intro: &'static str,
    pub language: &'static str,
    pub run_here: &'static str,
    pub run_random: &'static str,
    pub stop: &'static str,
    pub reset: &'static str,
    pub loading_python: &'static str,
    pub running: &'static str,
    pub shrinking: &'static str,
    pub stopped: &'static str,
    pub timed_out: &'static str,
    pub load_error: &'static str,
    pub at_line: &'static str,
    pub raised: &'static str,
    pub agrees_all: &'static str,
    pub failed_tree: &'static str,
    pub only_code: &'static str,
    pub only_reference: &'static str,
    pub shown_step: &'static str,
    pub starter: &'static str,
}
