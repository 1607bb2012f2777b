//! The Share / Embed dialog's words in Japanese.

use super::super::text::ShareWords;

pub const WORDS: ShareWords = ShareWords {
    share: "共有 / 埋め込み",
    share_group: "この表示を共有または埋め込む",
    start_at: "開始位置 ",
    this_step: |k| format!("このステップ（{k}）"),
    the_beginning: "最初",
    the_end: "最後",
    autoplay: " 自動再生",
    show_pseudocode: " 擬似コードを表示",
    share_language: "言語 ",
    viewers_language: "閲覧者の言語",
    link: "リンク",
    embed_snippet: "スライドに埋め込む（iframe）",
    embed_script: "スライド（reveal.js、Marp、任意のページ）用：この 1 行を一度加えると、プレゼンター用リモコンでウィジェットを進められます",
    export_beamer: "Beamer 16:9：全ステップ (LaTeX)",
    export_beamer_43: "Beamer 4:3：全ステップ (LaTeX)",
    copy: "コピー",
    copied: "コピーしました ✓",
};
