//! The comparison's words in English.

use super::super::text::{CompareChoices, CompareWords, Orders, RescaleLabels};

pub const WORDS: CompareWords = CompareWords {
    compare: "Compare",
    compare_title: "Show a second search of the same tree beside this one, stepped together",
    compare_choices: CompareChoices {
        off: "No comparison",
        algorithm: "Minimax vs alpha-beta",
        cut: "α ≥ β vs α > β",
        form: "The two pseudocode forms",
        best_first: "As given vs best first",
        worst_first: "As given vs worst first",
    },
    orders: Orders { given: "As given", best_first: "Best first", worst_first: "Worst first" },
    pruned_only_here: |names| format!("Pruned only here: {names}"),
    same_pruned: "Both prune the same leaves.",
    pane_stats: |n, l, c| format!("nodes {n}, leaves {l}, cutoffs {c}"),
    pane_step: |k| format!("step {k}"),
    pruned_at_end: "Which leaves only one of the searches prunes is said when both have ended.",
    nothing_only_here: "Nothing is pruned only here.",
    compare_rescale: "Leaves as written vs rescaled (same order)",
    rescale_labels: RescaleLabels { written: "Leaves as written", rescaled: "Leaves rescaled, same order" },
};
