//! The worksheet's words in English.

use minimax_engine::words::KEY_WORDS_EN;

use super::super::text::{Levels, WorksheetInstructions, WorksheetWords};

pub const WORDS: WorksheetWords = WorksheetWords {
    levels: Levels { easy: KEY_WORDS_EN.easy, medium: KEY_WORDS_EN.medium, hard: KEY_WORDS_EN.hard },
    worksheet_title: "Game-tree search worksheet",
    worksheet_instructions: WorksheetInstructions {
        values: "Write the value of every internal node the search reaches in the box under it (and α and β, if your course asks for them).",
        prunes: "A node that cuts off returns only a bound: write it as ≤ 2 or ≥ 5. Where a node’s cut test held at its last child, its value and that bound (8 or ≥ 8) are both right. Leave a node the search never reaches blank.",
        check: "Cross out every edge the search prunes.",
    },
    print: "Print",
    practise_online: "Practise online",
    answer_key: "Answer key",
    show_key: "Show the answer key",
    hide_key: "Hide the answer key",
    students_link: "Students' link (no key)",
    students_link_title: "This sheet's address without the answer key: the one to hand out",
    key_hidden: "This is the students' sheet: it has no answer key.",
    teachers_sheet: "This is the teacher's sheet: it shows the answer key. Hand out the students' link, which has none.",
    value_of: |name| format!("value of {name}"),
};
