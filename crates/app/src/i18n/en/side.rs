//! The side panels' (pseudocode, step log, statistics, notation) words in English.

use super::super::text::SideWords;

pub const WORDS: SideWords = SideWords {
    pseudocode: "Pseudocode",
    pseudocode_alpha_beta: "Alpha-beta",
    pseudocode_minimax: "Minimax (AIMA)",
    pseudocode_expectiminimax: "Expectiminimax (AIMA)",
    pseudocode_maxn: "max^n (more than two players)",
    call_stack: "Call stack",
    stack_empty: "empty: no call is running",
    statistics: "Statistics",
    so_far: "so far",
    total: |name| format!("{name} total"),
    nodes_visited: "nodes visited",
    leaves_evaluated: "leaves evaluated",
    cutoffs: "cutoffs",
    tree_editor: "Tree editor",
    tree: "Tree",
    notation_help: "Groups <…>, […] or (…); leaves are numbers (3, -2.5, inf) or names (a) for unknown values; max(…) / min(…) fix a node's kind; A: labels a node. Click a leaf in the drawing to edit it.",
    error_count: |n| format!("{n} error{} — the drawing shows the last tree that worked.", if n == 1 { "" } else { "s" }),
};
