//! The engine's words in each language: step explanations, pseudocode
//! comments, notation errors and refused edits. The engine produces data
//! ([`Step`], [`Note`], [`Problem`], …); a [`Words`] arranges words around
//! it. Every language implements the whole trait, so a missing translation
//! does not compile.

mod en;
mod ja;
mod tr;
mod zh;

use super::edit::EditError;
use super::explain::{Note, Step, Test};
use super::lang::Lang;
use super::notation::{LeafError, Problem};
use super::search::Form;
use super::tree::Player;

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

#[cfg(test)]
mod tests {
    use super::*;

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
            assert!(words(lang).note(Note::CutMax).contains(if lang == Lang::En { "prune" } else { word.trim_end_matches("nır") }), "{lang:?}");
        }
    }
}
