//! The What-if panel's words in Chinese.

use super::super::text::{WhatIfLegend, WhatIfReadouts, WhatIfWords};

pub const WORDS: WhatIfWords = WhatIfWords {
    what_if: "假如……",
    what_if_title: "看这个叶子的值决定了什么：根的走法和被剪掉的部分",
    what_if_heading: |x| format!("假如 {x} 改变？"),
    what_if_intro: "其他叶子保持不变。拖动或输入一个值，看搜索如何变化；下面的句子准确说明是哪些值。",
    what_if_keep: "保留",
    what_if_revert: "还原",
    what_if_trying: "试验中：尚未写入树。保留它，或还原为树中的值。",
    what_if_kept: "树中原有的值。",
    what_if_readouts: WhatIfReadouts { root: "根的值", chosen: "根的走法", pruned: "当前剪枝" },
    none: "无",
    keeps_move_when: |m, cond| format!("当 {cond} 时，根保持走法 {m}。"),
    no_move_now: "根还没有走法：它的值取决于一个占位符。",
    pruned_when: |names, _, cond| format!("当 {cond} 时，{names} 被剪枝。"),
    nothing_depends: |x| format!("没有其他叶子的剪枝取决于 {x}。"),
    or: "或",
    every_value: |x| format!("{x} 取任何值"),
    no_value: |x| format!("{x} 不取任何值"),
    close: "关闭",
    what_if_legend: WhatIfLegend { varies: "变化的叶子", depends: "是否被剪枝取决于它的值" },
    root_is_leaf: "根本身是叶子：没有可选的走法。",
};
