//! The random-tree popover's words in Turkish.

use super::super::text::RandomTreeWords;

pub const WORDS: RandomTreeWords = RandomTreeWords {
    random_tree: "Rastgele ağaç",
    branching: "Dallanma ",
    depth: "Derinlik ",
    values_from: "Değer aralığı ",
    values_to: " – ",
    random_seed: "Tohum",
    random_seed_hint: "her seferinde yeni",
    generate: "Oluştur",
};
