//! The MCTS lab: its words in English.

use super::super::text::{MctsColumns, MctsPhases, MctsWords, Unsearchable};

pub const WORDS: MctsWords = MctsWords {
    open: "MCTS",
    title: "Monte Carlo tree search (UCT)",
    close: "Close the MCTS lab",
    help: "Each iteration runs four phases. Selection goes down from the root, at each fully expanded node taking the child with the highest UCB1: its average utility for the player choosing (exploitation) plus C·√(ln N(parent)/N(child)) (exploration). Expansion adds one untried move. Simulation plays the game out at random. Backpropagation adds one visit and the result to every node on the path. C trades exploring against exploiting; the move made is the most visited child.",
    prev_phase: "◀ Phase",
    next_phase: "Phase ▶",
    next_iteration: "Next iteration",
    reset: "Reset",
    c: "C",
    seed: "Seed",
    solver: "MCTS-Solver (back up proven wins and losses)",
    move_by: "Move by",
    by_visits: "most visits",
    by_q: "best average (Q)",
    c_note_solver: " With MCTS-Solver on, once the root is proven only the moves proven at its value are candidates.",
    c_note: |lo, hi, c| {
        format!(
            "Default C = √2 × (highest − lowest utility) / 2 = √2 × ({hi} − {lo}) / 2 = {c}: exploration weighs the same at any scale of utilities."
        )
    },
    c_note_by_visits: " The move chosen: the most visits; ties go to the better average for the mover, then to the first move.",
    c_note_by_q: " The move chosen: the best average for the mover; ties go to more visits, then to the first move.",
    phases: MctsPhases { selection: "selection", expansion: "expansion", simulation: "simulation", backpropagation: "backpropagation" },
    status: |k, phase| format!("Iteration {k}, phase: {phase}"),
    not_started: "No iteration yet: press Phase ▶ or Next iteration.",
    select_step: |node, side, n, scores, taken| {
        format!("At {node} ({side}, N = {n}) the children's UCB1 are {scores}; the highest is {taken}.")
    },
    select_chance: |node, child| format!("At the chance node {node} the probabilities pick {child}."),
    stop_untried: |node| format!("Selection stops at {node}: it has moves not yet tried."),
    stop_over: |node| format!("Selection stops at {node}: the game is over there."),
    stop_proven: |node| format!("Selection stops at {node}: the solver has proven its value."),
    expand: |node, m| format!("Expansion: {m}, a move of {node} not yet tried, becomes a new child (N = 0)."),
    no_expand: |node| format!("Nothing to expand at {node}."),
    simulate: |moves, n, result| {
        let word = if n == 1 { "move" } else { "moves" };
        format!("Simulation: from the new node both sides move at random: {moves} ({n} {word}); the game ends with utility {result}.")
    },
    simulate_over: |result| format!("Simulation: no playout, the game is over here; its utility {result} is the result."),
    simulate_proven: |result| format!("Simulation: no playout, the node is proven; its value {result} is the result."),
    backprop: |result, count| {
        format!("Backpropagation: each of the {count} nodes on the path gets N + 1 and W {result}; Q = W/N (MAX's side).")
    },
    proved: |count| format!(" The solver proved {count} more node(s)."),
    columns: MctsColumns {
        moves: "move",
        n: "N",
        w: "W",
        q: "Q = W/N",
        ucb: "UCB1 next (exploit + explore)",
        policy: "policy N/ΣN",
        exact: "exact minimax",
        proven: "proven",
    },
    ucb_now: "UCB1 this selection (exploit + explore)",
    choice: |m, how| format!("MCTS would move {m} now ({how})."),
    plot: "Each root move: Q against iterations (solid), its exact minimax value (dashed, once shown), and its share of the visits (below).",
    show_exact: "Show the exact minimax values",
    hide_exact: "Hide the exact minimax values",
    plot_q: "Q",
    plot_share: "visits",
    versus_title: "Alpha-beta vs MCTS at an equal budget",
    versus_mcts: |nodes, m| format!("MCTS with {nodes} nodes in its tree: {m}."),
    versus_ab: |moves, depth, nodes, value| {
        format!("Alpha-beta within as many nodes: depth {depth} ({nodes} nodes, evaluation at the limit), value {value}: {moves}.")
    },
    versus_ab_exact: |moves, nodes, value| {
        format!("Alpha-beta within as many nodes: the whole game ({nodes} nodes), exact value {value}: {moves}.")
    },
    versus_none: |nodes| format!("Alpha-beta cannot finish even depth 1 within {nodes} nodes."),
    versus_tree_needs: |needs, budget| {
        format!(
            "Alpha-beta needs {needs} nodes for the whole tree (a typed tree has no evaluation to stop early with): no decision within {budget}."
        )
    },
    quiz: "Which child does selection take next at the root?",
    quiz_right: |detail| format!("Right: {detail}"),
    quiz_wrong: |given, detail| format!("Not {given}: {detail}"),
    quiz_wait: "The question opens between iterations, once every root move has a child.",
    quiz_tally: |right, total| format!("{right} of {total} right"),
    unsearchable: Unsearchable {
        no_number: "MCTS plays games out to the leaves: give every leaf a finite number (no placeholders, no ∞).",
        no_moves: "The position is over: there is no move to search.",
        many_players: "MCTS here is for MAX and MIN (and chance); this tree has more players (max^n).",
    },
    try_numbers: |tree| format!("Search {tree} instead (numbers for the placeholders)"),
    source: "AIMA 4th edition, Fig. 5.11, with UCB1 (U(n): total utility of the playouts through n, N(n): their number).",
};
