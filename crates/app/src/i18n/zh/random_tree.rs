//! The random-tree popover's words in Chinese.

use super::super::text::RandomTreeWords;

pub const WORDS: RandomTreeWords = RandomTreeWords {
    random_tree: "随机树",
    branching: "分支数 ",
    depth: "深度 ",
    values_from: "取值从 ",
    values_to: " 到 ",
    random_seed: "种子",
    random_seed_hint: "每次新的树",
    generate: "生成",
};
