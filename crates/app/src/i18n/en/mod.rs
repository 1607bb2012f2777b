//! The web app's words in English: a file for each part of the page
//! and for each module panel; `TEXT` and `LAB` put them together.

mod chance;
mod compare;
mod games;
mod header;
mod lms;
mod mcts;
mod messages;
mod modes;
mod orders;
mod players;
mod practice;
mod random_tree;
mod share;
mod side;
mod steps;
mod tree_view;
mod what_if;
mod window;
mod worksheet;

use super::text::{LabWords, Text};

/// The interface's words.
pub static TEXT: Text = Text {
    header: header::WORDS,
    random_trees: random_tree::WORDS,
    share_embed: share::WORDS,
    steps: steps::WORDS,
    side: side::WORDS,
    tree_view: tree_view::WORDS,
    messages: messages::WORDS,
    what_if_panel: what_if::WORDS,
    worksheet: worksheet::WORDS,
    side_by_side: compare::WORDS,
    practice_panel: practice::WORDS,
    players: players::WORDS,
    chance_panels: chance::WORDS,
    games: games::WORDS,
    modes: modes::WORDS,
};

pub static LAB: LabWords = LabWords {
    connect4_rules: "Connect Four: in turn each player drops a disc into a column; it falls to the lowest free cell. Four in a row across, up or diagonally wins; a full board is a draw (+1 when MAX wins, 0 for a draw, −1 when MIN wins). At a depth limit the evaluation counts the lines of four still open for MAX minus those open for MIN, and a win outweighs it (±∞); best first tries the centre column first. The tree is wide (up to 7 moves a ply): fold it and follow the path strip.",
    nim_rules: "Nim: in turn each player takes one or more objects from one pile; whoever takes the last object wins (+1 when MAX does, −1 when MIN does). Bouton's theorem answers without a search: the side to move wins exactly when the nim-sum (the piles' exclusive or) is not 0, by leaving a nim-sum of 0.",
    connect4_editor_help: "Click a column to drop the next disc in it (the side to move alternates); Undo takes the last disc back.",
    undo_disc: "Undo",
    empty_board: "Empty board",
    nim_pile: |k| format!("Pile {k}"),
    add_pile: "Add a pile",
    remove_pile: "Remove the last pile",
    your_column: "Your move: click a column.",
    known_answer: "Known answer:",
    count_key: "+n under a node: n nodes below it, not drawn",
    run_key: "+k in a dashed box: k nodes left out there (a row's other children, or the middle of a long path)",
    mcts: mcts::WORDS,
    window: window::WORDS,
    orders: orders::WORDS,
    lms: lms::WORDS,
};
