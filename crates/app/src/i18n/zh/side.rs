//! The side panels' (pseudocode, step log, statistics, notation) words in Chinese.

use super::super::text::SideWords;

pub const WORDS: SideWords = SideWords {
    pseudocode: "伪代码",
    pseudocode_alpha_beta: "α-β 剪枝",
    pseudocode_minimax: "极小化极大 (AIMA)",
    pseudocode_expectiminimax: "期望极小化极大 (AIMA)",
    pseudocode_maxn: "max^n（多于两名玩家）",
    call_stack: "调用栈",
    stack_empty: "空：没有正在执行的调用",
    statistics: "统计",
    so_far: "目前",
    total: |name| format!("{name}合计"),
    nodes_visited: "访问的节点",
    leaves_evaluated: "评估的叶节点",
    cutoffs: "剪枝次数",
    tree_editor: "树编辑器",
    tree: "树",
    notation_help: "括号组用 <…>、[…] 或 (…)；叶节点是数字（3、-2.5、inf），值未知时用名字（a）；max(…) / min(…) 指定节点类型；A: 为节点加标签。点击图中的叶节点即可编辑其值。",
    error_count: |n| format!("{n} 个错误 — 图中显示的是最后一棵有效的树。"),
};
