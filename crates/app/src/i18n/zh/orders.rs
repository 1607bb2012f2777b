//! The game panel's learnt move orders and their comparison: its words in Chinese.

use super::super::text::{CompareColumns, HistoryColumns, KillerColumns, OrderWords};

pub const WORDS: OrderWords = OrderWords {
    killers: "杀手着法（按层）",
    killer_columns: KillerColumns { ply: "层", first: "杀手 1", second: "杀手 2" },
    history: "历史得分",
    history_columns: HistoryColumns { move_name: "着法", score: "得分" },
    nothing_learnt: "尚无剪枝：还没有学到什么。",
    compare: "比较着法顺序",
    compare_title: "从此局面出发的 alpha-beta（按着法顺序）",
    compare_columns: CompareColumns { order: "顺序", nodes: "访问的节点", leaves: "评估的叶" },
    over_cap: |cap| format!("超过 {cap}"),
    compare_note: "杀手着法与历史启发在 alpha-beta 自己的搜索中从剪枝里学习；最佳优先按每步的精确值排序，而真实程序并不知道这些值。",
    quiescence: "静态搜索",
    quiescence_help: "越过深度限制后，有可取之胜或需堵之威胁的局面继续搜索（只走这些着法），直到局面平静。",
    horizon_quiescence: "静态搜索：深度为 1 时，走 1,3 之后的局面并不平静（X 能连成对角线），所以搜索只沿 X 的制胜着法继续，看到了失败，O 像深度 2 的搜索一样在 2,2 挡住。关掉它，1,3 又显得一样好。",
    horizon_try: "或者在下方打开静态搜索。",
};
