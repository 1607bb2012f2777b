//! The step controls' words in Japanese.

use super::super::text::{Speeds, StepWords};

pub const WORDS: StepWords = StepWords {
    step_controls: "ステップ操作",
    jump_start: "最初へ (Home)",
    step_back: "1 ステップ戻る (← または Page Up)",
    play: "再生 (Space)",
    pause: "一時停止 (Space)",
    step_forward: "1 ステップ進む (→ または Page Down)",
    jump_end: "最後へ (End)",
    step_slider: "ステップ",
    step_of: |k, n| format!("ステップ {k} / {n}"),
    speed: "自動再生の速さ",
    speeds: Speeds { slow: "遅い", normal: "普通", fast: "速い" },
    root: "根 ",
    root_unknown: "まだ分かりません。根は最初の子が値を返したときに値を持ち、最後のステップで確定します",
    press_to_start: "→（または Page Down）を押すと、探索が 1 ステップずつ始まります。",
    tap_to_start: "▶（次のステップ）をタップすると、探索を 1 ステップずつ進めます。丸い再生ボタンは探索全体を自動で再生します。",
    open_full: "Minimax Lab で開く ↗",
    dismiss: "閉じる",
};
