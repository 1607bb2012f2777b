//! Practice's words in Japanese.

use super::super::text::{FieldNames, PartNames, PracticeWords, SheetColumns, Tasks, YesNo};

pub const WORDS: PracticeWords = PracticeWords {
    practice: "練習",
    practice_title: "腕試し：値を隠した木",
    tasks: Tasks { solve: "木を解く", predict: "各ステップを予想する" },
    solve_intro: "各ノードの値を書いてください（カットオフするノードは返す値でも限界でも書けます。例：2 または ≤ 2）。授業で求められていれば α と β も書きます。枝をクリックするか下の子にチェックを入れると、枝刈りの印が付きます。最後に「採点」。",
    predict_intro: "各ステップの前に、何が起こるかを答えてください。「採点」でそのステップを示し、説明します。",
    sheet_columns: SheetColumns { node: "ノード", value: "値", alpha: "α", beta: "β", pruned: "枝刈りされる子" },
    grade_window: "α と β も採点する",
    check: "採点",
    hint: "ヒント：次のステップを見る",
    first_mistake: "最初の誤りを見る",
    start_again: "やり直す",
    new_exercise: "新しい問題",
    level: "難しさ",
    exercise_named: |e| format!("問題 {e}"),
    worksheet_link: "印刷用の問題用紙",
    scorm_title: "LMS 用の SCORM パッケージ",
    course_position: |k, n| format!("演習 {k} / {n}"),
    course_prev: "◀ 前へ",
    course_next: "次へ ▶",
    course_score: |raw| format!("ここまでの点数：100 点中 {raw} 点（各演習の最初の採点）"),
    course_checked: |r, t| format!("この演習は {t} 問中 {r} 問正解として記録されました（最初の採点）。"),
    course_done: |raw, passed| {
        if passed {
            format!("全問正解でセットを終えました：100 点中 {raw} 点。")
        } else {
            format!("すべての演習を採点しました：100 点中 {raw} 点。")
        }
    },
    lms_connected: |edition| format!("LMS に接続しています（{edition}）。採点するたびに点数を送ります。"),
    lms_missing: "LMS が見つかりません。点数はこのページの中だけに残ります。",
    lms_review: "LMS が復習用に開きました。ここで採点はできますが、点数は送られません。",
    lms_ended: "LMS とのこのセッションは終了しました。点数を送るには、LMS から活動を開き直してください。",
    lms_refused: |what| format!("LMS が点数を受け付けませんでした（{what}）。解答は残っています。もう一度採点すると送り直します。"),
    score: |right, total| format!("得点：{total} 問中 {right} 問"),
    full_marks: "満点！",
    hints_taken: |n| format!("使ったヒント：{n}"),
    tally: |e, p, o| format!("これまで：{e} 題、{o} 点中 {p} 点"),
    fields: FieldNames { value: "値", alpha: "α", beta: "β" },
    wrong_answer: |node, field, written, answer| format!("{node}：{field}に {written} と書きましたが、正しくは {answer} です。"),
    missing_answer: |node, field, answer| format!("{node}：{field}が書かれていません。正しくは {answer} です。"),
    unreadable_answer: |node, field, written| {
        format!("{node}：「{written}」は{field}として読めません（数、∞、または ≤ 2 のような限界を書いてください）。")
    },
    missing_prune: |parent, child| format!("枝 {parent}–{child} は枝刈りされます。印を付けてください。"),
    extra_prune: |parent, child| format!("枝 {parent}–{child} は探索されます。枝刈りではありません。"),
    unreached_answer: |node| format!("{node} は探索されません（上のカットオフで枝刈りされます）。空欄にしてください。"),
    bound_note: |node, v, bound| {
        format!("{node} はカットオフします。探索は {v} を返しますが、これは限界にすぎず、値は {bound} です。どちらの書き方も正解です。")
    },
    tested_note: |node, worked, v, bound| {
        format!(
            "{node} の最後の子で {worked} となり、判定が成り立ちました。{node} は {v} を返し、{bound} も正しい書き方です。どちらも正解です。"
        )
    },
    window_at: |node, a, b| format!("{node} では α = {a}、β = {b}。"),
    no_key: |leaf| format!("この木はまだ練習に使えません。探索に {leaf} の値が必要です。先にエディタで値を入れてください。"),
    no_key_computed: "練習モードにはすべてのノードの値が必要です。この探索ではプレースホルダーに依存するため値が定まらないノードがあります。プレースホルダーに数を入れるか、アルファベータで練習してください（最初に必要になったところで止まります）。",
    ask_update: |child, node| format!("{child} が {node} に値を返しました。{node} で何が起こりますか？"),
    ask_v: "v =",
    ask_alpha: "新しい α =",
    ask_beta: "新しい β =",
    ask_cuts: |node| format!("{node} はここでカットオフしますか？"),
    no_cut_question: |node, child| {
        format!(
            "ここでは「{node} はカットオフしますか？」は問いません。{child} が {node} の最後の子なので、枝刈りするものが残っていません。"
        )
    },
    yes_no: YesNo { yes: "はい", no: "いいえ" },
    ask_pruned: |node| format!("{node} がカットオフします。どの子が枝刈りされますか？"),
    ask_return: |node| format!("{node} の探索が終わりました。どの値を返しますか？"),
    nothing_to_predict: "このステップには予想することがありません。",
    next_step: "次のステップ",
    right: "正解！",
    not_quite: |parts| format!("惜しい：{parts}が違います。"),
    field_right: |field| format!("{field}：正解。"),
    field_expected: |field, expected| format!("{field}：探索では {expected} です。"),
    aima_keeps_bound: |node, greek| {
        format!(
            "AIMA の形では {node} はまず v を判定し、条件が成り立つと {greek} ← … の行に達する前にただちに v を返します。{greek} は変わりません。"
        )
    },
    decided_by: "決める行",
    test_holds: "成り立つ",
    test_fails: "成り立たない",
    parts: PartNames { v: "v", bound: "新しい α/β", cuts: "カットオフの有無", pruned: "枝刈りされる子" },
    predict_score: |right, asked| format!("これまでの正解：{asked} 問中 {right} 問"),
    predict_done: |right, asked| format!("終了：{asked} 問中 {right} 問正解。"),
    mc_unplayable: "プレイアウトにはすべての葉に数値が必要です（プレースホルダーや無限大は不可）。",
};
