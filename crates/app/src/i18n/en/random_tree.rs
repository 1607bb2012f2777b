//! The random-tree popover's words in English.

use super::super::text::RandomTreeWords;

pub const WORDS: RandomTreeWords = RandomTreeWords {
    random_tree: "Random tree",
    branching: "Branching ",
    depth: "Depth ",
    values_from: "Values from ",
    values_to: " to ",
    random_seed: "Seed",
    random_seed_hint: "new each time",
    generate: "Generate",
};
