//! The drawing's (its tools, legend, node tools, exports) words in English.

use super::super::text::{NodeStates, TreeViewWords};

pub const WORDS: TreeViewWords = TreeViewWords {
    game_tree: "Game tree",
    drawing: "Game tree drawing",
    zoom_in: "Zoom in",
    zoom_out: "Zoom out",
    fit: "Fit",
    fit_title: "Fit the whole tree",
    export: "Export",
    export_notation: "Notation",
    export_slides_png: "Slides: PNG images (.zip)",
    export_slides_pdf: "Slides: PDF",
    slide_title: |k, n| format!("Step {k} of {n}"),
    slides_progress: |k, n| format!("Making slides: {k} of {n}…"),
    slides_too_long: |steps, max| {
        format!("This search has {steps} steps: too many for slides (at most {max}). Use a smaller tree, or export single steps as PNG.")
    },
    slides_failed: |why| format!("The slides could not be made: {why}."),
    slides_tree_changed: "the tree was changed while they were being made",
    click_hint: "Click a node for its tools; click a leaf to edit it.",
    tap_hint: "Tap a node for its tools; tap a leaf to edit it.",
    edit_value: "Edit value",
    add_child: "Add child",
    move_left: "◀ Move",
    move_right: "Move ▶",
    delete: "Delete",
    leaf: "leaf",
    current_path: "current path",
    pruned: "pruned",
    best_play: "best play",
    folded: |n| format!("{n} node{}", if n == 1 { "" } else { "s" }),
    loading_module: "Loading this part of Minimax Lab…",
    module_failed: |why| {
        format!("This part of Minimax Lab could not be loaded ({why}). Check the connection and try again; nothing you did is lost.")
    },
    try_again: "Try again",
    elided: |n| format!("{n} more sibling{} not drawn: click to draw this node's children", if n == 1 { "" } else { "s" }),
    unfold_hint: "Folded: press Enter to unfold",
    folded_legend: "folded subtree, +n nodes inside (click to unfold)",
    fold_button: "Fold",
    fold_title: "Fold every subtree off the search path into one glyph (its value and how many nodes it holds), or draw the whole tree",
    whole_too_big: |nodes, max| format!("This tree has {nodes} nodes: it is drawn folded (the whole tree is drawn up to {max} nodes)"),
    fold: "Fold",
    unfold: "Unfold",
    path_strip: "Path from the root to the current node",
    minimap: "Overview of the whole tree: dark = searched, grey = not yet, faded = pruned, blue = active calls, orange line = the path to the current node",
    states: NodeStates { unvisited: "unvisited", active: "active", done: "done", pruned: "pruned" },
    node_name: |seen, player, state| format!("{seen}, {player} node, {state}"),
    chance_node: "chance",
    leaf_name: |name, value, state| format!("{name}, leaf, value {value}, {state}"),
    leaf_input: |name| format!("New value for {name}: a number, inf, or a name for an unknown value"),
    too_big: |nodes, levels, max_nodes, max_levels| {
        format!(
            "This tree has {nodes} nodes and {levels} levels: too large to draw (the drawing shows up to {max_nodes} nodes and {max_levels} levels). Stepping, the explanation and the statistics still work; for a full listing use the trace command."
        )
    },
};
