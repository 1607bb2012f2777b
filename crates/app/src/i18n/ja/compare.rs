//! The comparison's words in Japanese.

use super::super::text::{CompareChoices, CompareWords, Orders, RescaleLabels};

pub const WORDS: CompareWords = CompareWords {
    compare: "比較",
    compare_title: "同じ木の別の探索を横に並べ、いっしょに 1 ステップずつ進める",
    compare_choices: CompareChoices {
        off: "比較なし",
        algorithm: "ミニマックスとアルファベータ",
        cut: "α ≥ β と α > β",
        form: "2 つの疑似コードの形",
        best_first: "そのままと最良順",
        worst_first: "そのままと最悪順",
    },
    orders: Orders { given: "そのまま", best_first: "最良順", worst_first: "最悪順" },
    pruned_only_here: |names| format!("こちらだけで枝刈り：{names}"),
    same_pruned: "どちらも同じ葉を枝刈りします。",
    pane_stats: |n, l, c| format!("ノード {n}、葉 {l}、カット {c}"),
    pane_step: |k| format!("ステップ {k}"),
    pruned_at_end: "片方の探索だけが枝刈りする葉は、両方の探索が終わってから示します。",
    nothing_only_here: "こちらだけで枝刈りされる葉はありません。",
    compare_rescale: "そのままの葉と尺度を変えた葉（順序は同じ）",
    rescale_labels: RescaleLabels { written: "そのままの葉", rescaled: "尺度を変えた葉（順序は同じ）" },
};
