//! The worksheet's words in Japanese.

use minimax_engine::words::KEY_WORDS_JA;

use super::super::text::{Levels, WorksheetInstructions, WorksheetWords};

pub const WORDS: WorksheetWords = WorksheetWords {
    levels: Levels { easy: KEY_WORDS_JA.easy, medium: KEY_WORDS_JA.medium, hard: KEY_WORDS_JA.hard },
    worksheet_title: "ゲーム木探索の練習問題",
    worksheet_instructions: WorksheetInstructions {
        values: "探索が到達する内部ノードすべてについて、その値を下の空欄に書きなさい（授業で求められていれば α と β も）。",
        prunes: "枝刈りを起こしたノードが返すのは上界か下界だけです：≤ 2 や ≥ 5 のように書きなさい。最後の子でカットの判定が成り立ったノードでは、値とその限界（8 または ≥ 8）のどちらも正解です。探索が一度も訪れないノードは空欄にしなさい。",
        check: "探索が枝刈りする辺すべてに斜線を引きなさい。",
    },
    print: "印刷",
    practise_online: "オンラインで練習",
    answer_key: "解答",
    show_key: "解答を表示",
    hide_key: "解答を隠す",
    students_link: "生徒用リンク（解答なし）",
    students_link_title: "解答のないこのシートのアドレスです。生徒にはこちらを配ってください",
    key_hidden: "これは生徒用のシートです。解答はありません。",
    teachers_sheet: "これは教員用のシートで、解答を表示します。生徒には解答のない生徒用リンクを配ってください。",
    value_of: |name| format!("{name} の値"),
};
