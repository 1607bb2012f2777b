//! The modes' toggles' (MCTS, Your code, null windows) words in Japanese.

use super::super::text::ModeWords;

pub const WORDS: ModeWords = ModeWords {
    mcts_button: "MCTS",
    mcts_title: "モンテカルロ木探索（UCT）",
    window_button: "ヌルウィンドウ",
    window_title: "ネガマックス、PVS、アスピレーション窓、MTD(f)、証明数探索",
    window_close: "ヌルウィンドウ・ラボを閉じる",
    mcts_close: "MCTS ラボを閉じる",
    code_button: "自分のコード",
    code_header: "自分のコード",
    code_title: "自分で書いたミニマックス法・アルファベータ法のコード（Python または JavaScript）をこの探索と照合します",
    code_close: "「自分のコード」を閉じる",
    code_only: "自分のコードだけ",
    search_only: "探索だけ",
};
