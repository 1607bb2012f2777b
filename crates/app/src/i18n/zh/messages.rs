//! The messages' words in Chinese.

use super::super::text::{MessageWords, Sources};

pub const WORDS: MessageWords = MessageWords {
    sources: Sources { link: "链接", saved: "已保存的内容" },
    link_dropped: |source, why| format!("{source}：{why}。这一部分已略去，其余照常显示。"),
    unknown_value: |key, value, known| format!("链接中的 {key}={value} 不是以下之一：{known}"),
    not_in_widget: |mode| format!("mode={mode}（实验室或你的代码）不在小部件中打开，而在完整页面中打开（↗）"),
    link_unusable: |source, why| format!("无法使用{source}：{why}。"),
    saved_unreadable: "无法读取上次保存的内容，已忽略。",
    tree_error: |source, first| format!("{source}中的树有错误（{first}）；在修正下方文本之前，图中显示经典示例。"),
    fix_errors_first: "请先修正树文本中的错误（或撤销）：在图中编辑会替换你正在输入的文本。",
    options_without_tree: "链接中有选项，但没有 tree=、random=、game= 或 exercise=，因此没有可显示的内容",
    bad_algo: |v| format!("链接中的 algo={v} 不是 minimax 或 alphabeta"),
    bad_cut: |v| format!("链接中的 cut={v} 不是 ge (α ≥ β) 或 gt (α > β)"),
    bad_form: |v| format!("链接中的 form={v} 既不是 aima 也不是 update-first"),
    bad_root: |v| format!("链接中的 root={v} 不是 max 或 min"),
    bad_step: |v| format!("链接中的 step={v} 不是步骤编号或 end"),
    bad_game: |m| format!("链接中的游戏无法使用：{m}"),
    bad_depth: |v| format!("链接中的 depth={v} 不是 1 到 9 或 none"),
    bad_order: |v| format!("链接中的 order={v} 不是 given、best-first、worst-first 或 random"),
    game_too_big: |n| format!("这次搜索会生成超过 {n} 个局面，无法绘制。请设置深度限制，或从更后面的局面开始。"),
    bad_bounds: |v| format!("链接中的 bounds={v} 不是满足 LO ≤ HI 的两个数 LO,HI"),
    bad_rescale: |v| format!("链接中的 rescale={v} 不是两边都递增的 from:to 数对"),
    bad_random: |v| {
        format!(
            "链接中的 {v} 不是随机树：random= 按 B,D,LO,HI 给出分支数（1–6）、深度（1–8）以及最小值和最大值（−999 到 999），seed= 为整数"
        )
    },
    bad_packed: "无法解压链接中的压缩树（tz=）：链接在传递中被截断或改动了，请重新索取（或用能解压的新版浏览器打开）",
    bad_paranoid: |v| format!("链接中的 paranoid={v} 既不是 on 也不是 off"),
};
