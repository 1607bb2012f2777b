//! The messages' words in English.

use super::super::text::{MessageWords, Sources};

pub const WORDS: MessageWords = MessageWords {
    sources: Sources { link: "The link", saved: "Your saved work" },
    link_dropped: |source, why| format!("{source}: {why}. That was left out; the rest of it is shown."),
    unknown_value: |key, value, known| format!("the link's {key}={value} is not one of {known}"),
    not_in_widget: |mode| format!("mode={mode} (a lab or Your code) opens in the full page (↗), not in a widget"),
    link_unusable: |source, why| format!("{source} could not be used: {why}."),
    saved_unreadable: "Your saved work from an earlier visit could not be read and was ignored.",
    tree_error: |source, first| {
        format!("{source} has a tree with an error ({first}); the drawing shows the classic example until the text below is fixed.")
    },
    fix_errors_first: "Fix the errors in the tree text first (or undo): an edit in the drawing would replace the text you are typing.",
    options_without_tree: "the link has options but no tree=, random=, game= or exercise=, so it names nothing to show",
    bad_algo: |v| format!("the link's algo={v} is not minimax or alphabeta"),
    bad_cut: |v| format!("the link's cut={v} is not ge (α ≥ β) or gt (α > β)"),
    bad_form: |v| format!("the link's form={v} is not aima or update-first"),
    bad_root: |v| format!("the link's root={v} is not max or min"),
    bad_step: |v| format!("the link's step={v} is not a step number or end"),
    bad_game: |m| format!("the link's game cannot be used: {m}"),
    bad_depth: |v| format!("the link's depth={v} is not 1 to 9 or none"),
    bad_order: |v| format!("the link's order={v} is not given, best-first, worst-first or random"),
    game_too_big: |n| {
        format!("This search would make more than {n} positions, too many to draw. Set a depth limit, or start from a later position.")
    },
    bad_bounds: |v| format!("the link's bounds={v} is not two numbers LO,HI with LO ≤ HI"),
    bad_rescale: |v| format!("the link's rescale={v} is not from:to pairs of numbers increasing on both sides"),
    bad_random: |v| {
        format!(
            "the link's {v} is not a random tree: random= takes branching (1–6), depth (1–8) and the lowest and highest value (−999 to 999) as B,D,LO,HI, and seed= a whole number"
        )
    },
    bad_packed: "the link's packed tree (tz=) could not be unpacked: the link was cut short or changed on the way; ask for it again (or open it in a current browser, which can unpack it)",
    bad_paranoid: |v| format!("the link's paranoid={v} is neither on nor off"),
};
