//! More than two players' (max^n, paranoid) words in English.

use super::super::text::PlayerWords;

pub const WORDS: PlayerWords = PlayerWords {
    paranoid_switch: "Paranoid reduction",
    paranoid_help: "Everyone else plays against the root's player: its nodes become MAX, all others MIN, and each leaf keeps only its utility. The search is then two-player alpha-beta on the same tree, pruning included.",
    maxn_note: |n| {
        format!(
            "max^n: {n} players take turns; each takes the child whose utility vector is best in its own component (drawn bold), and a tie keeps the child found first. max^n prunes nothing."
        )
    },
    paranoid_note: |me, n| {
        format!(
            "Paranoid reduction of a {n}-player tree: player {me} is MAX, everyone else MIN, and each leaf is player {me}'s utility: two-player alpha-beta, pruning included."
        )
    },
    paranoid_read_only: "This drawing is the paranoid reduction of the vectors in the text: edit the vectors there, or turn the switch off to edit the tree.",
    player_name: |i| format!("player {i}"),
};
