//! The MCTS lab: its words in Japanese.

use super::super::text::{MctsColumns, MctsPhases, MctsWords, Unsearchable};

pub const WORDS: MctsWords = MctsWords {
    open: "MCTS",
    title: "モンテカルロ木探索（UCT）",
    close: "MCTS ラボを閉じる",
    help: "各反復は四つの段階からなります。選択は根から下り、完全に展開されたノードごとに UCB1 が最大の子を選びます：選ぶ側にとっての平均効用（活用）に C·√(ln N(親)/N(子))（探索）を足したものです。展開はまだ試していない手を一つ加えます。シミュレーションはゲームを最後までランダムに打ちます。逆伝播は経路上のすべてのノードに訪問 1 回と結果を加えます。C は探索と活用の釣り合いを決め、指す手は最も訪問された子です。",
    prev_phase: "◀ 段階",
    next_phase: "段階 ▶",
    next_iteration: "次の反復",
    reset: "リセット",
    c: "C",
    seed: "シード",
    solver: "MCTS-Solver（証明された勝ち負けを逆伝播）",
    move_by: "手の選び方",
    by_visits: "訪問回数が最大",
    by_q: "平均が最良（Q）",
    c_note_solver: "MCTS-Solver が有効なとき、根が証明された後は、その値で証明された手だけが候補になります。",
    c_note: |lo, hi, c| {
        format!("既定の C = √2 ×（最大効用 − 最小効用）/ 2 = √2 × ({hi} − {lo}) / 2 = {c}。効用の尺度によらず、探索の重みは同じです。")
    },
    c_note_by_visits: "選ぶ手：訪問回数が最多の手。同数なら手番側にとって平均の良い手、それも同じなら最初の手。",
    c_note_by_q: "選ぶ手：手番側にとって平均が最良の手。同じなら訪問回数の多い手、それも同じなら最初の手。",
    phases: MctsPhases { selection: "選択", expansion: "展開", simulation: "シミュレーション", backpropagation: "逆伝播" },
    status: |k, phase| format!("反復 {k}、段階：{phase}"),
    not_started: "まだ反復がありません：「段階 ▶」か「次の反復」を押してください。",
    select_step: |node, side, n, scores, taken| format!("{node}（{side}、N = {n}）で子の UCB1 は {scores}。最大は {taken}。"),
    select_chance: |node, child| format!("チャンスノード {node} では確率により {child} が選ばれます。"),
    stop_untried: |node| format!("選択は {node} で止まります：まだ試していない手があります。"),
    stop_over: |node| format!("選択は {node} で止まります：そこでゲームは終わっています。"),
    stop_proven: |node| format!("選択は {node} で止まります：ソルバーがその値を証明済みです。"),
    expand: |node, m| format!("展開：{node} のまだ試していない手 {m} が新しい子になります（N = 0）。"),
    no_expand: |node| format!("{node} で展開するものはありません。"),
    simulate: |moves, n, result| {
        format!("シミュレーション：新しいノードから両者がランダムに指します：{moves}（{n} 手）。ゲームは効用 {result} で終わります。")
    },
    simulate_over: |result| format!("シミュレーション：プレイアウトなし。ここでゲームは終わっており、効用 {result} が結果です。"),
    simulate_proven: |result| format!("シミュレーション：プレイアウトなし。ノードは証明済みで、その値 {result} が結果です。"),
    backprop: |result, count| format!("逆伝播：経路上の {count} 個のノードそれぞれが N + 1、W {result} を受けます。Q = W/N（MAX 側）。"),
    proved: |count| format!(" ソルバーがさらに {count} 個のノードを証明しました。"),
    columns: MctsColumns {
        moves: "手",
        n: "N",
        w: "W",
        q: "Q = W/N",
        ucb: "次の UCB1（活用 + 探索）",
        policy: "方策 N/ΣN",
        exact: "正確なミニマックス値",
        proven: "証明済み",
    },
    ucb_now: "この選択の UCB1（活用 + 探索）",
    choice: |m, how| format!("MCTS が今指す手は {m}（{how}）。"),
    plot: "根の各手：反復回数に対する Q（実線）、正確なミニマックス値（表示したとき破線）、訪問の割合（下）。",
    show_exact: "正確なミニマックス値を表示",
    hide_exact: "正確なミニマックス値を隠す",
    plot_q: "Q",
    plot_share: "訪問",
    versus_title: "同じ予算でのアルファベータと MCTS",
    versus_mcts: |nodes, m| format!("木に {nodes} ノードを持つ MCTS：{m}。"),
    versus_ab: |moves, depth, nodes, value| {
        format!("同じノード数でのアルファベータ：深さ {depth}（{nodes} ノード、制限で評価）、値 {value}：{moves}。")
    },
    versus_ab_exact: |moves, nodes, value| {
        format!("同じノード数でのアルファベータ：ゲーム全体（{nodes} ノード）、正確な値 {value}：{moves}。")
    },
    versus_none: |nodes| format!("アルファベータは {nodes} ノードでは深さ 1 も終えられません。"),
    versus_tree_needs: |needs, budget| {
        format!(
            "アルファベータは木全体に {needs} ノードを要します（入力した木には途中で止めるための評価関数がありません）：{budget} ノードでは決定できません。"
        )
    },
    quiz: "根で選択が次に選ぶ子はどれ？",
    quiz_right: |detail| format!("正解：{detail}"),
    quiz_wrong: |given, detail| format!("{given} ではありません：{detail}"),
    quiz_wait: "問題は反復と反復の間、根のすべての手に子ができてから出ます。",
    quiz_tally: |right, total| format!("{total} 問中 {right} 問正解"),
    unsearchable: Unsearchable {
        no_number: "MCTS はゲームを葉まで最後まで打ち進めます：すべての葉に有限の数を入れてください（プレースホルダーや ∞ は不可）。",
        no_moves: "局面は終わっています：探索する手がありません。",
        many_players: "ここでの MCTS は MAX と MIN（とチャンス）用です。この木にはそれより多くのプレイヤーがいます（max^n）。",
    },
    try_numbers: |tree| format!("代わりに {tree} を探索する（プレースホルダーを数値に）"),
    source: "AIMA 第 4 版、図 5.11、UCB1 付き（U(n)：n を通ったプレイアウトの効用の合計、N(n)：その回数）。",
};
