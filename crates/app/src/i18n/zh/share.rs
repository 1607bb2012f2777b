//! The Share / Embed dialog's words in Chinese.

use super::super::text::ShareWords;

pub const WORDS: ShareWords = ShareWords {
    share: "分享 / 嵌入",
    share_group: "分享或嵌入此视图",
    start_at: "起始于 ",
    this_step: |k| format!("当前步（{k}）"),
    the_beginning: "开头",
    the_end: "结尾",
    autoplay: " 自动播放",
    show_pseudocode: " 显示伪代码",
    share_language: "语言 ",
    viewers_language: "观看者的语言",
    link: "链接",
    embed_snippet: "嵌入幻灯片（iframe）",
    embed_script: "用于幻灯片（reveal.js、Marp 或任何页面）：加入这一行一次，即可用翻页器逐步操作小部件",
    export_beamer: "Beamer 16:9：每一步 (LaTeX)",
    export_beamer_43: "Beamer 4:3：每一步 (LaTeX)",
    copy: "复制",
    copied: "已复制 ✓",
};
