//! The Share / Embed dialog's words in Turkish.

use super::super::text::ShareWords;

pub const WORDS: ShareWords = ShareWords {
    share: "Paylaş / Göm",
    share_group: "Bu görünümü paylaşın ya da gömün",
    start_at: "Başlangıç ",
    this_step: |k| format!("bu adım ({k})"),
    the_beginning: "en baş",
    the_end: "en son",
    autoplay: " otomatik oynat",
    show_pseudocode: " sözde kodu göster",
    share_language: "Dil ",
    viewers_language: "izleyicinin dili",
    link: "Bağlantı",
    embed_snippet: "Slayta göm (iframe)",
    embed_script: "Bir sunum için (reveal.js, Marp, her sayfa): bu satır, bir kez eklenince, sunum kumandasının parçacıkları adım adım ilerletmesini sağlar",
    export_beamer: "Beamer 16:9: her adım (LaTeX)",
    export_beamer_43: "Beamer 4:3: her adım (LaTeX)",
    copy: "Kopyala",
    copied: "Kopyalandı ✓",
};
