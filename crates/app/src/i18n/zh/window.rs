//! The null-window lab: its words in Chinese.

use minimax_engine::words::KEY_WORDS_ZH;

use super::super::text::{CountColumns, WindowAlgoNames, WindowWords};

pub const WORDS: WindowWords = WindowWords {
    title: "超越 α-β 剪枝：零窗口与证明数",
    close: "关闭",
    help: "在当前的树或游戏上，一步步跟随引擎在 alpha-beta 之后使用的搜索：负极大值（双方共用一个函数，值从行棋方的角度看）、PVS/NegaScout（第一步之后的每步先用零窗口侦察，fail high 时重新搜索）、渴望窗口（围绕猜测值的窄窗口，失败时放宽）和 MTD(f)（借助界限表的零窗口多轮搜索，直到上下界相等）。证明数搜索回答行棋方能否强制获胜。→ 和 ←（或翻页笔）单步前进后退；表格统计各搜索在这棵树上的开销。",
    algos: WindowAlgoNames {
        negamax: "负极大值", pvs: "PVS / NegaScout", aspiration: "渴望窗口", mtdf: "MTD(f)", pns: "证明数搜索"
    },
    algorithm: "搜索",
    alpha_beta: KEY_WORDS_ZH.alpha_beta,
    scout_mark: "侦察",
    research_mark: "重新搜索",
    first: "« 开始",
    prev: "◀ 后退",
    next: "前进 ▶",
    last: "结束 »",
    status: |k, n| format!("第 {k} 步，共 {n} 步"),
    status_pns: |k, n| format!("第 {k} 次迭代，共 {n} 次"),
    fail: "返回值",
    fail_hard: "fail-hard",
    fail_soft: "fail-soft",
    cut_in_force: |rule| format!("当前剪枝规则：{rule}（在页头设置）"),
    cut_null_only: "零窗口只用 ≥ 判断：页头的剪枝规则不适用于此搜索。",
    guess: "猜测值",
    delta: "δ",
    target: "目标",
    target_win: "获胜",
    set: "设置",
    values_note: "值采用负极大值形式：每个节点的窗口和值都从该处行棋方的角度看；子节点的 score 向上返回时取负。",
    step_note: |s| format!("零窗口宽一个步长：这里是 {s}（这棵树两个值之间的最小差）。"),
    pass_line: |k, a, b| format!("第 {k} 轮：用 ({a}, {b}) 搜索根。"),
    bounds_line: |l, h| format!("值在 [{l}, {h}] 之内。"),
    counts: "各搜索在此的开销",
    columns: CountColumns {
        search: "搜索", nodes: "进入的节点", leaves: "评估的叶", re_searches: "重新搜索", passes: "轮数", value: "值"
    },
    question: |side, goal| format!("{side}（行棋方）能否强制{goal}？"),
    chance: "这些搜索用于双方都做选择的二人博弈；这棵树有机会节点。",
    many_players: "这些搜索用于二人博弈；这棵树的叶是效用向量（max^n）。",
    placeholder: |leaf| format!("搜索到达叶 {leaf}，它是没有数值可比较的占位符：请给 {leaf} 一个值。"),
    too_big: |cap| format!("超过 {cap} 个节点：请设置深度限制或选择更小的局面。"),
    bad_window: "猜测值和 δ 必须是小数位不多于叶值的数，且 δ 大于 0。",
    depth_limit: "证明数搜索会下到终局：请把深度限制设为无。",
    learnt_order: "杀手着法与历史启发是从 alpha-beta 自己的剪枝中学到的；这些搜索不提供它们。请在游戏面板中选择其他着法顺序（生成顺序、最佳优先……）。",
    source: "负极大值：Knuth 与 Moore（1975），采用 chessprogramming.org 的负极大值形式；PVS：维基百科 Principal variation search（NegaScout 的重新搜索窗口）；渴望窗口：chessprogramming.org；MTD(f)：Plaat 等（1996）；证明数搜索：Allis 等（1994）。",
};
