//! The step controls' words in Turkish.

use super::super::text::{Speeds, StepWords};

pub const WORDS: StepWords = StepWords {
    step_controls: "Adım denetimleri",
    jump_start: "Başa git (Home)",
    step_back: "Bir adım geri (← ya da Page Up)",
    play: "Oynat (Boşluk)",
    pause: "Duraklat (Boşluk)",
    step_forward: "Bir adım ileri (→ ya da Page Down)",
    jump_end: "Sona git (End)",
    step_slider: "Adım",
    step_of: |k, n| format!("adım {k} / {n}"),
    speed: "Otomatik oynatma hızı",
    speeds: Speeds { slow: "yavaş", normal: "normal", fast: "hızlı" },
    root: "kök ",
    root_unknown: "henüz bilinmiyor: kök, ilk çocuğu bir değer döndürdüğünde bir değer alır; son adımda kesinleşir",
    press_to_start: "Aramayı adım adım başlatmak için → (ya da Page Down) tuşuna basın.",
    tap_to_start: "Aramayı adım adım izlemek için ▶ (sonraki adım) düğmesine dokunun; yuvarlak oynat düğmesi aramanın tamamını oynatır.",
    open_full: "Minimax Lab'de aç ↗",
    dismiss: "Kapat",
};
