//! The step controls' words in Chinese.

use super::super::text::{Speeds, StepWords};

pub const WORDS: StepWords = StepWords {
    step_controls: "单步控制",
    jump_start: "跳到开头 (Home)",
    step_back: "后退一步 (← 或 Page Up)",
    play: "播放 (空格)",
    pause: "暂停 (空格)",
    step_forward: "前进一步 (→ 或 Page Down)",
    jump_end: "跳到结尾 (End)",
    step_slider: "步骤",
    step_of: |k, n| format!("第 {k} 步，共 {n} 步"),
    speed: "自动播放速度",
    speeds: Speeds { slow: "慢", normal: "正常", fast: "快" },
    root: "根 ",
    root_unknown: "尚未知道：根在第一个子节点返回值时得到一个值，并在最后一步确定",
    press_to_start: "按 →（或 Page Down）开始逐步搜索。",
    tap_to_start: "点按 ▶（下一步）逐步进行搜索；圆形的播放按钮会自动播放整个搜索。",
    open_full: "在 Minimax Lab 中打开 ↗",
    dismiss: "关闭",
};
