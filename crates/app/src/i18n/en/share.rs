//! The Share / Embed dialog's words in English.

use super::super::text::ShareWords;

pub const WORDS: ShareWords = ShareWords {
    share: "Share / Embed",
    share_group: "Share or embed this view",
    start_at: "Start at ",
    this_step: |k| format!("this step ({k})"),
    the_beginning: "the beginning",
    the_end: "the end",
    autoplay: " autoplay",
    show_pseudocode: " show pseudocode",
    share_language: "Language ",
    viewers_language: "the viewer's own",
    link: "Link",
    embed_snippet: "Embed in slides (iframe)",
    embed_script: "For a slide deck (reveal.js, Marp, any page): this line, once, lets a clicker step the widgets",
    export_beamer: "Beamer 16:9: every step (LaTeX)",
    export_beamer_43: "Beamer 4:3: every step (LaTeX)",
    copy: "Copy",
    copied: "Copied ✓",
};
