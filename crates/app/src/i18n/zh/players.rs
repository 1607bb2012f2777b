//! More than two players' (max^n, paranoid) words in Chinese.

use super::super::text::PlayerWords;

pub const WORDS: PlayerWords = PlayerWords {
    paranoid_switch: "偏执归约",
    paranoid_help: "假设其他所有人都与根节点的玩家作对：它的节点成为 MAX，其他所有人的成为 MIN，每个叶子只保留它的效用。于是搜索就是同一棵树上的双人 α-β，包括剪枝。",
    maxn_note: |n| {
        format!(
            "max^n：{n} 名玩家轮流行动；每个玩家选择自己分量（粗体）最大的效用向量所在的子节点，平局时保留先找到的子节点。max^n 不剪枝。"
        )
    },
    paranoid_note: |me, n| {
        format!("{n} 人树的偏执归约：玩家 {me} 是 MAX，其他所有人是 MIN，每个叶子是玩家 {me} 的效用：包括剪枝在内的双人 α-β。")
    },
    paranoid_read_only: "此图是文本中向量的偏执归约：请在文本中编辑向量，或关闭开关后再编辑树。",
    player_name: |i| format!("玩家 {i}"),
};
