//! The side panels' (pseudocode, step log, statistics, notation) words in Japanese.

use super::super::text::SideWords;

pub const WORDS: SideWords = SideWords {
    pseudocode: "擬似コード",
    pseudocode_alpha_beta: "αβ法",
    pseudocode_minimax: "ミニマックス法 (AIMA)",
    pseudocode_expectiminimax: "期待ミニマックス法 (AIMA)",
    pseudocode_maxn: "max^n（三人以上）",
    call_stack: "呼び出しスタック",
    stack_empty: "空：実行中の呼び出しはありません",
    statistics: "統計",
    so_far: "ここまで",
    total: |name| format!("{name}の合計"),
    nodes_visited: "訪問したノード",
    leaves_evaluated: "評価した葉",
    cutoffs: "枝刈り",
    tree_editor: "木の編集",
    tree: "木",
    notation_help: "グループは <…>、[…]、(…)。葉は数（3、-2.5、inf）か、値が未知なら名前（a）。max(…) / min(…) でノードの種類を指定、A: でノードにラベルを付けます。図の葉をクリックすると値を編集できます。",
    error_count: |n| format!("エラー {n} 件 — 図には最後に正しく読めた木を表示しています。"),
};
