//! The modes' toggles' (MCTS, Your code, null windows) words in Chinese.

use super::super::text::ModeWords;

pub const WORDS: ModeWords = ModeWords {
    mcts_button: "MCTS",
    mcts_title: "蒙特卡洛树搜索（UCT）",
    window_button: "零窗口",
    window_title: "负极大值、PVS、渴望窗口、MTD(f) 与证明数搜索",
    window_close: "关闭零窗口实验室",
    mcts_close: "关闭 MCTS 实验室",
    code_button: "你的代码",
    code_header: "你的代码",
    code_title: "用这次搜索检查你自己写的极小化极大或 α-β 剪枝代码（Python 或 JavaScript）",
    code_close: "关闭“你的代码”",
    code_only: "仅你的代码",
    search_only: "仅搜索",
};
