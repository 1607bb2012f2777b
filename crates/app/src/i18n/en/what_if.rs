//! The What-if panel's words in English.

use super::super::text::{WhatIfLegend, WhatIfReadouts, WhatIfWords};

pub const WORDS: WhatIfWords = WhatIfWords {
    what_if: "What if…",
    what_if_title: "See what this leaf's value decides: the root's move and what gets pruned",
    what_if_heading: |x| format!("What if {x} changes?"),
    what_if_intro: "Every other leaf stays as it is. Drag or type a value to see the search change; the sentences say exactly for which values.",
    what_if_keep: "Keep",
    what_if_revert: "Revert",
    what_if_trying: "A trial: not written in the tree yet. Keep it, or Revert to the tree's value.",
    what_if_kept: "The tree's own value.",
    what_if_readouts: WhatIfReadouts { root: "Root value", chosen: "Root's move", pruned: "Pruned now" },
    none: "none",
    keeps_move_when: |m, cond| format!("The root keeps its move {m} for {cond}."),
    no_move_now: "The root has no move yet: its value rests on a placeholder.",
    pruned_when: |names, n, cond| format!("{names} {} pruned for {cond}.", if n == 1 { "is" } else { "are" }),
    nothing_depends: |x| format!("No other leaf's pruning depends on {x}."),
    or: "or",
    every_value: |x| format!("every value of {x}"),
    no_value: |x| format!("no value of {x}"),
    close: "Close",
    what_if_legend: WhatIfLegend { varies: "varies", depends: "pruned or not, by its value" },
    root_is_leaf: "The root is a leaf: there is no move to choose.",
};
