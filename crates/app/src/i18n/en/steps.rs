//! The step controls' words in English.

use super::super::text::{Speeds, StepWords};

pub const WORDS: StepWords = StepWords {
    step_controls: "Step controls",
    jump_start: "Jump to start (Home)",
    step_back: "Step back (← or Page Up)",
    play: "Play (Space)",
    pause: "Pause (Space)",
    step_forward: "Step forward (→ or Page Down)",
    jump_end: "Jump to end (End)",
    step_slider: "Step",
    step_of: |k, n| format!("step {k} of {n}"),
    speed: "Autoplay speed",
    speeds: Speeds { slow: "slow", normal: "normal", fast: "fast" },
    root: "root ",
    root_unknown: "not known yet: the root gets a value when its first child returns one, and it is final at the last step",
    press_to_start: "Press → (or Page Down) to start the search one step at a time.",
    tap_to_start: "Tap ▶ (next step) to go through the search one step at a time; the round play button plays it all.",
    open_full: "Open in Minimax Lab ↗",
    dismiss: "Dismiss",
};
