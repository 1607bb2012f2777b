//! The random-tree popover's words in Japanese.

use super::super::text::RandomTreeWords;

pub const WORDS: RandomTreeWords = RandomTreeWords {
    random_tree: "ランダムな木",
    branching: "分岐数 ",
    depth: "深さ ",
    values_from: "値の範囲 ",
    values_to: " 〜 ",
    random_seed: "シード",
    random_seed_hint: "毎回新しい木",
    generate: "生成",
};
