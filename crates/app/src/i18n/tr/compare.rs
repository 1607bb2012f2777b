//! The comparison's words in Turkish.

use super::super::text::{CompareChoices, CompareWords, Orders, RescaleLabels};

pub const WORDS: CompareWords = CompareWords {
    compare: "Karşılaştır",
    compare_title: "Aynı ağacın ikinci bir aramasını yanında göster, birlikte adım adım",
    compare_choices: CompareChoices {
        off: "Karşılaştırma yok",
        algorithm: "Minimax ve alfa-beta",
        cut: "α ≥ β ve α > β",
        form: "İki sözde kod biçimi",
        best_first: "Verildiği gibi ve en iyisi önce",
        worst_first: "Verildiği gibi ve en kötüsü önce",
    },
    orders: Orders { given: "Verildiği gibi", best_first: "En iyisi önce", worst_first: "En kötüsü önce" },
    pruned_only_here: |names| format!("Yalnız burada budanan: {names}"),
    same_pruned: "İkisi de aynı yaprakları budar.",
    pane_stats: |n, l, c| format!("düğüm {n}, yaprak {l}, kesme {c}"),
    pane_step: |k| format!("adım {k}"),
    pruned_at_end: "Hangi yaprakları yalnız bir aramanın budadığı, ikisi de bitince söylenir.",
    nothing_only_here: "Yalnız burada budanan yok.",
    compare_rescale: "Yazıldığı gibi ve yeniden ölçeklenmiş yapraklar (aynı sıra)",
    rescale_labels: RescaleLabels { written: "Yazıldığı gibi yapraklar", rescaled: "Yeniden ölçeklenmiş yapraklar, aynı sıra" },
};
