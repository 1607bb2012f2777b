//! The comparison's words in Chinese.

use super::super::text::{CompareChoices, CompareWords, Orders, RescaleLabels};

pub const WORDS: CompareWords = CompareWords {
    compare: "对比",
    compare_title: "在旁边显示同一棵树的另一种搜索，一起逐步前进",
    compare_choices: CompareChoices {
        off: "不对比",
        algorithm: "极小极大与 Alpha-Beta",
        cut: "α ≥ β 与 α > β",
        form: "两种伪代码形式",
        best_first: "原顺序与最佳优先",
        worst_first: "原顺序与最差优先",
    },
    orders: Orders { given: "原顺序", best_first: "最佳优先", worst_first: "最差优先" },
    pruned_only_here: |names| format!("仅此处剪枝：{names}"),
    same_pruned: "两边剪掉的叶子相同。",
    pane_stats: |n, l, c| format!("节点 {n}，叶子 {l}，剪枝 {c}"),
    pane_step: |k| format!("第 {k} 步"),
    pruned_at_end: "只有一方剪掉的叶子，在两边的搜索都结束后再显示。",
    nothing_only_here: "没有仅在此处剪掉的叶子。",
    compare_rescale: "原样的叶与换尺度的叶（顺序相同）",
    rescale_labels: RescaleLabels { written: "原样的叶", rescaled: "换尺度的叶，顺序相同" },
};
