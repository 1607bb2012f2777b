//! The worksheet's words in Chinese.

use minimax_engine::words::KEY_WORDS_ZH;

use super::super::text::{Levels, WorksheetInstructions, WorksheetWords};

pub const WORDS: WorksheetWords = WorksheetWords {
    worksheet_title: "博弈树搜索练习题",
    worksheet_instructions: WorksheetInstructions {
        values: "在搜索到达的每个内部节点下方的空格里写出它的值（如果课程要求，也写出 α 和 β）。",
        prunes: "发生剪枝的节点只返回一个界：写成 ≤ 2 或 ≥ 5 的形式。若某节点的剪枝测试在其最后一个子节点处成立，它的值和那个界（8 或 ≥ 8）都算对。搜索从未到达的节点留空。",
        check: "把搜索剪掉的每条边都划掉。",
    },
    print: "打印",
    practise_online: "在线练习",
    answer_key: "答案",
    show_key: "显示答案",
    hide_key: "隐藏答案",
    students_link: "学生链接（不含答案）",
    students_link_title: "本练习页不含答案的地址：发给学生的就是这个",
    key_hidden: "这是学生用的练习页：不含答案。",
    teachers_sheet: "这是教师用的练习页，显示答案。请把不含答案的学生链接发给学生。",
    value_of: |name| format!("{name} 的值"),
    levels: Levels { easy: KEY_WORDS_ZH.easy, medium: KEY_WORDS_ZH.medium, hard: KEY_WORDS_ZH.hard },
};
