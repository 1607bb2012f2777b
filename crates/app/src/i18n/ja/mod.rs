//! The web app's words in Japanese: a file for each part of the page
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
    connect4_rules: "四目並べ（Connect Four）：交互に列を選んで円盤を落とします。円盤はその列のいちばん下の空きに止まります。横・縦・斜めに四つ並べば勝ち、盤が埋まれば引き分けです（MAX にとって +1、0、−1）。深さ制限では、MAX にまだ開いている四つの並びの数から MIN に開いている数を引いて評価し、勝ちはそれより重く（±∞）数えます。最善優先は中央の列から試します。木は広い（1 手ごとに最大 7 手）ので、折りたたんで経路の帯をたどってください。",
    nim_rules: "ニム：交互に一つの山から 1 個以上取ります。最後の 1 個を取った方が勝ちです（MAX にとって +1、MIN の勝ちは −1）。ブートンの定理により探索なしで答えが分かります：手番の側が勝つのはニム和（山の排他的論理和）が 0 でないときに限り、勝つ手はニム和を 0 にする手です。",
    connect4_editor_help: "列をクリックすると次の円盤をそこに落とします（手番は交互）。「戻す」で最後の円盤を取り消します。",
    undo_disc: "戻す",
    empty_board: "空の盤",
    nim_pile: |k| format!("山 {k}"),
    add_pile: "山を追加",
    remove_pile: "最後の山を削除",
    your_column: "あなたの手：列をクリックしてください。",
    known_answer: "既知の答え：",
    count_key: "ノードの下の +n：その下にある、描いていない n 個のノード",
    run_key: "破線の枠の +k：そこで省いた k 個のノード（列のほかの子、または長い経路の途中）",
    mcts: mcts::WORDS,
    window: window::WORDS,
    orders: orders::WORDS,
    lms: lms::WORDS,
};
