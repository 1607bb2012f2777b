//! The modes' toggles' (MCTS, Your code, null windows) words in English.

use super::super::text::ModeWords;

pub const WORDS: ModeWords = ModeWords {
    mcts_button: "MCTS",
    mcts_title: "Monte Carlo tree search (UCT)",
    window_button: "Null windows",
    window_title: "Negamax, PVS, aspiration windows, MTD(f) and proof-number search",
    window_close: "Close the null-window lab",
    mcts_close: "Close the MCTS lab",
    code_button: "Your code",
    code_header: "Code",
    code_title: "Check your own minimax or alpha-beta code (Python or JavaScript) against this search",
    code_close: "Close Your code",
    code_only: "only your code",
    search_only: "only the search",
};
