//! The modes' toggles' (MCTS, Your code, null windows) words in Turkish.

use super::super::text::ModeWords;

pub const WORDS: ModeWords = ModeWords {
    mcts_button: "MCTS",
    mcts_title: "Monte Carlo ağaç araması (UCT)",
    window_button: "Boş pencereler",
    window_title: "Negamax, PVS, aspirasyon pencereleri, MTD(f) ve ispat sayısı araması",
    window_close: "Boş pencere laboratuvarını kapat",
    mcts_close: "MCTS laboratuvarını kapat",
    code_button: "Kodunuz",
    code_header: "Kodunuz",
    code_title: "Kendi minimax ya da alfa-beta kodunuzu (Python ya da JavaScript) bu aramayla karşılaştırın",
    code_close: "Kodunuz panelini kapat",
    code_only: "yalnızca kodunuz",
    search_only: "yalnızca arama",
};
