//! The words of a check of a student's code: what the run did where it
//! first parts from the reference, with the reference's own explanation
//! of that step and its pseudocode line, and the known mistake it
//! matches. The templates are each language's [`CheckWords`].

use crate::check::{self, Parting, Probe, Slip, Unfit, Verdict};
use crate::explain;
use crate::lang::Lang;
use crate::options::{Algorithm, CutRule, Options};
use crate::tree::{NodeId, Tree};

use super::family::fill;
pub use super::interface::CheckWords;

pub use super::check_words;

/// A verdict in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckText {
    /// Where the run parts from the reference, or that it agrees.
    pub verdict: String,
    /// The known mistake it matches.
    pub slip: Option<String>,
    /// The pseudocode line of the reference's deciding step.
    pub line: Option<String>,
    /// Said when fail-hard returns were accepted.
    pub note: Option<String>,
}

fn algo(options: Options, w: &CheckWords) -> String {
    match options.algorithm {
        Algorithm::Minimax => w.minimax,
        Algorithm::AlphaBeta => w.alphabeta,
    }
    .to_string()
}

fn test_text(cut: CutRule) -> String {
    format!("α {} β", cut.symbol())
}

/// Why `tree` cannot be checked, in `lang`.
pub fn unfit_text(tree: &Tree, options: Options, unfit: &Unfit, lang: Lang) -> String {
    let w = check_words(lang);
    match unfit {
        Unfit::NotTwoPlayer => w.unfit_players.to_string(),
        Unfit::NoValue(node) => fill(w.unfit_value, &[("algo", algo(options, w)), ("x", tree.name(*node).to_string())]),
    }
}

/// The sentence for a known mistake (after "This looks like a known
/// mistake: ").
pub fn slip_text(slip: Slip, options: Options, lang: Lang) -> String {
    let w = check_words(lang);
    let template = match slip {
        Slip::NoPruning => w.no_pruning,
        Slip::FailHardStrict => w.fail_hard_strict,
        Slip::OtherCut => w.other_cut,
        Slip::WindowNotPassed => w.window_not_passed,
        Slip::Swapped => w.swapped,
        Slip::ReturnsBound => w.returns_bound,
        Slip::WrongPlayer => w.wrong_player,
        Slip::SameMover => w.same_mover,
        Slip::Reversed => w.reversed,
        Slip::ReadTwice => w.read_twice,
        Slip::OrderWrong => w.order_wrong,
    };
    fill(template, &[("this", test_text(options.cut)), ("other", test_text(options.cut.other())), ("algo", algo(options, w))])
}

/// `verdict` (a check of code on `tree`) in words in `lang`.
pub fn check_text(tree: &Tree, verdict: &Verdict, lang: Lang) -> CheckText {
    let w = check_words(lang);
    let options = verdict.options;
    // A leaf as the drawing shows it too (`C2 (4)`).
    let name = |n: NodeId| crate::drawing::spacing::node_named(tree, n);
    let Ok((trace, expected)) = check::expected(tree, options) else {
        return CheckText { verdict: String::new(), slip: None, line: None, note: None };
    };
    let why = |step: usize| super::explain_in(tree, &trace, step, lang);
    let line = |step: usize| {
        let listing = explain::listing(tree, options, false);
        explain::highlighted_lines(tree, &trace, step)
            .first()
            .and_then(|&i| listing.get(i))
            .map(|l| fill(w.line, &[("line", super::code_text(l, lang).trim().to_string())]))
    };
    let value = |v: Option<crate::num::Bound>| v.map_or(w.no_number.to_string(), |v| v.to_string());
    let (text, at) = match &verdict.parting {
        None => {
            let k = expected.probes.len().to_string();
            (fill(w.agrees, &[("algo", algo(options, w)), ("k", k), ("v", value(expected.root))]), None)
        }
        Some(Parting::Probe { did, expected: want, step, .. }) => {
            let did_text = match did {
                Some(Probe::Read(n)) => fill(w.did_read, &[("x", name(*n))]),
                Some(Probe::Expand(n)) => fill(w.did_expand, &[("x", name(*n))]),
                None => w.did_stop.to_string(),
            };
            let pruned = did.is_some_and(|p| !expected.probes.contains(&p));
            let blanks = |template: &str, x: NodeId, step: usize| {
                let next = match Probe::of(tree, x) {
                    Probe::Read(_) => fill(w.next_read, &[("x", name(x))]),
                    Probe::Expand(_) => fill(w.next_expand, &[("x", name(x))]),
                };
                fill(
                    template,
                    &[
                        ("did", did_text.clone()),
                        ("algo", algo(options, w)),
                        ("x", name(x)),
                        ("next", next),
                        ("step", (step + 1).to_string()),
                        ("why", why(step)),
                    ],
                )
            };
            match (did, want, step) {
                (Some(p), _, Some(s)) if pruned => (blanks(w.parting_pruned, p.node(), *s), Some(*s)),
                (_, Some(x), Some(s)) => (blanks(w.parting_next, x.node(), *s), Some(*s)),
                _ => (fill(w.parting_finished, &[("did", did_text.clone()), ("algo", algo(options, w))]), None),
            }
        }
        Some(Parting::Returned { node, returned, expected: v, step }) => (
            fill(
                w.parting_returned,
                &[("x", name(*node)), ("r", value(*returned)), ("v", v.to_string()), ("step", (step + 1).to_string()), ("why", why(*step))],
            ),
            Some(*step),
        ),
        Some(Parting::Root { returned, expected: v }) => {
            (fill(w.parting_root, &[("r", value(*returned)), ("v", v.to_string())]), trace.len().checked_sub(1))
        }
    };
    CheckText {
        verdict: text,
        slip: verdict.slip.map(|s| fill(w.looks_like, &[("slip", slip_text(s, options, lang))])),
        line: at.and_then(line),
        note: verdict.fail_hard.then(|| w.fail_hard.to_string()),
    }
}
