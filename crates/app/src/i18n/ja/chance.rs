//! The chance panels' (leaf bounds, Monte Carlo) words in Japanese.

use super::super::text::{ChanceWords, MonteCarloColumns};

pub const WORDS: ChanceWords = ChanceWords {
    outside_bounds: |leaf, v| {
        format!("葉 {leaf} = {v} が宣言された範囲の外にあるため、範囲は使われません。範囲を広げるか葉を変えてください。")
    },
    bounds_title: "葉の値の範囲 (Star1)",
    bounds_on: "すべての葉の値は次の範囲",
    bounds_help: "範囲があると、チャンスノードの値は「ここまでの和＋残りの確率 × 下限」と「＋残りの確率 × 上限」の間にあるとわかります。その区間が (α, β) から外れると、αβ 法はその下を枝刈りします。",
    mc_title: "モンテカルロ・プレイアウト",
    mc_reset: "リセット",
    mc_seed: "シード",
    mc_columns: MonteCarloColumns { root_move: "手", playouts: "回数", average: "平均", exact: "正確な値" },
    mc_help: "ルートの各手からのプレイアウトは、チャンスノードごとにサイコロを振り、プレイヤーは期待ミニマックス法どおりに指します。回数が増えるほど、結果の平均はその手の正確な値（破線）に近づきます。",
};
