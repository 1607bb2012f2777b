//! The header's words in English.

use minimax_engine::words::KEY_WORDS_EN;

use super::super::text::{EventNames, Example, Examples, FormNames, Groups, HeaderWords, StepLogColumns, Themes};

pub const WORDS: HeaderWords = HeaderWords {
    example: "Example ",
    load_example: "Load an example",
    choose: "Choose…",
    random_clamped: |b, d, b2, d2| {
        format!(
            "Branching {b}, depth {d} is more than a drawing can show (branching 1 to 6, depth 1 to 8, at most 4096 leaves): branching {b2}, depth {d2} will be made."
        )
    },
    menu: "Menu",
    recent: "Recent…",
    recent_title: "Trees you had before opening a link: choose one to get it back",
    examples: Examples {
        classic: Example { name: "Classic example", what: "Root 3; a, b, 7 and 3 are never looked at." },
        aima_figure_5_2: Example { name: "AIMA Figure 5.2", what: "Root 3; the leaves 4 and 6 are pruned." },
        tie: Example { name: "Tie: α ≥ β vs α > β", what: "C ties with B: α ≥ β cuts it off, α > β keeps it." },
        deep_cutoff: Example { name: "Deep cutoff", what: "E is cut off by α = 5 from A, three levels up." },
        unbalanced: Example { name: "Unbalanced", what: "Leaves at different depths; any branching." },
        chance_exercise: Example {
            name: "Chance: the notes' exercise",
            what: "Expectiminimax: the chance nodes are worth 1.5 and −0.5; MAX takes the left.",
        },
        chance_scale: Example { name: "Chance: leaves 20, 30, 1, 400", what: "Expected values 21 and 40.9: MAX takes the right." },
        chance_side_by_side: Example {
            name: "Chance: evaluation scale, side by side",
            what: "Leaves 2, 3, 1, 4 (2.1 and 1.3: left) beside the same leaves rescaled to 20, 30, 1, 400 (21 and 40.9: right): the same order, the other best move. Evaluations must be a positive linear transformation of the chance of winning.",
        },
        three_players: Example {
            name: "Three players: AIMA Figure 5.4",
            what: "max^n with utility vectors: the root ties on player 1's 1 between (1, 2, 6) and (1, 5, 2) and keeps the left. The paranoid switch makes it alpha-beta.",
        },
    },
    algorithm: "Algorithm ",
    alpha_beta: KEY_WORDS_EN.alpha_beta,
    minimax: KEY_WORDS_EN.minimax,
    cut_at: "Cut at ",
    cut_ge: "α ≥ β (usual)",
    cut_gt: "α > β (keeps ties)",
    groups: Groups { search: "Search", tree: "Tree", view: "View" },
    step_log: "Step log",
    step_log_columns: StepLogColumns {
        step: "step",
        node: "node",
        event: "event",
        alpha: "α",
        beta: "β",
        value: "value",
        explanation: "explanation",
    },
    events: EventNames { enter: "enter", leaf: "leaf", update: "update", cutoff: "cutoff", ret: "return", blocked: "blocked" },
    step_log_earlier: |n| format!("{n} earlier steps are above: drag the slider or press Home to see them from the start."),
    step_log_too_long: |n| format!("The step log shows searches of up to {n} steps; for longer ones use the trace command."),
    step_log_jump: "Click a row to go to that step.",
    form_label: "Pseudocode ",
    forms: FormNames { aima: KEY_WORDS_EN.aima, update_first: KEY_WORDS_EN.update_first },
    forms_title: FormNames {
        aima: "AIMA Figure 5.7: v ← MAX(v, …); if v ≥ β then return v; α ← MAX(α, v)",
        update_first: "As many course notes print it: v ← max(v, …); α ← max(α, v); if α ≥ β then break",
    },
    root_max: "Root: MAX ⇄",
    root_min: "Root: MIN ⇄",
    swap_root: "Swap the root between MAX and MIN",
    theme: "Theme ",
    themes: Themes { auto: "Auto", light: "Light", dark: "Dark", contrast: "High contrast" },
    presentation: "Presentation",
    presentation_title: "Large type and thick lines for a projector",
    language: "Language",
    lang_auto: "Auto",
    undo: "Undo",
    undo_title: "Undo (Ctrl+Z)",
    redo: "Redo",
    redo_title: "Redo (Ctrl+Shift+Z)",
};
