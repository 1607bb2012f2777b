//! The web app's words in Chinese: a file for each part of the page
//! and for each module panel; `TEXT` and `LAB` put them together.

mod chance;
mod compare;
mod games;
mod header;
mod lms;
mod mcts;
mod messages;
mod modes;
mod orders;
mod players;
mod practice;
mod random_tree;
mod share;
mod side;
mod steps;
mod tree_view;
mod what_if;
mod window;
mod worksheet;

use super::text::{LabWords, Text};

/// The interface's words.
pub static TEXT: Text = Text {
    header: header::WORDS,
    random_trees: random_tree::WORDS,
    share_embed: share::WORDS,
    steps: steps::WORDS,
    side: side::WORDS,
    tree_view: tree_view::WORDS,
    messages: messages::WORDS,
    what_if_panel: what_if::WORDS,
    worksheet: worksheet::WORDS,
    side_by_side: compare::WORDS,
    practice_panel: practice::WORDS,
    players: players::WORDS,
    chance_panels: chance::WORDS,
    games: games::WORDS,
    modes: modes::WORDS,
};

pub static LAB: LabWords = LabWords {
    connect4_rules: "四子棋（Connect Four）：双方轮流把棋子投入一列，棋子落到该列最低的空格。横、竖或斜连成四子者胜；棋盘下满为平局（对 MAX 为 +1、0、−1）。在深度限制处，评估函数计算 MAX 仍可连成的四格线数减去 MIN 仍可连成的线数，胜负比它更重（±∞）；最佳优先从中间列开始尝试。这棵树很宽（每层最多 7 步）：请折叠它并沿路径条查看。",
    nim_rules: "尼姆游戏：双方轮流从某一堆中取走一个或多个物品；取走最后一个的一方获胜（MAX 获胜为 +1，MIN 获胜为 −1）。Bouton 定理无需搜索就给出答案：轮到走的一方获胜当且仅当尼姆和（各堆的异或）不为 0，获胜走法是使尼姆和变为 0 的走法。",
    connect4_editor_help: "点击一列，把下一枚棋子投入该列（双方轮流）；“撤销”收回最后一枚棋子。",
    undo_disc: "撤销",
    empty_board: "空棋盘",
    nim_pile: |k| format!("第 {k} 堆"),
    add_pile: "添加一堆",
    remove_pile: "删除最后一堆",
    your_column: "轮到你：点击一列。",
    known_answer: "已知答案：",
    count_key: "节点下方的 +n：其下未画出的 n 个节点",
    run_key: "虚线框中的 +k：此处省略的 k 个节点（该行的其他子节点，或长路径的中段）",
    mcts: mcts::WORDS,
    window: window::WORDS,
    orders: orders::WORDS,
    lms: lms::WORDS,
};
