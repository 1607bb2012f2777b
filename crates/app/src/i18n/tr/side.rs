//! The side panels' (pseudocode, step log, statistics, notation) words in Turkish.

use super::super::text::SideWords;

pub const WORDS: SideWords = SideWords {
    pseudocode: "Sözde kod",
    pseudocode_alpha_beta: "Alfa-beta",
    pseudocode_minimax: "Minimaks (AIMA)",
    pseudocode_expectiminimax: "Expectiminimax (AIMA)",
    pseudocode_maxn: "max^n (ikiden fazla oyuncu)",
    call_stack: "Çağrı yığını",
    stack_empty: "boş: çalışan çağrı yok",
    statistics: "İstatistikler",
    so_far: "şu ana kadar",
    total: |name| format!("{name} toplamı"),
    nodes_visited: "ziyaret edilen düğüm",
    leaves_evaluated: "değerlendirilen yaprak",
    cutoffs: "budama",
    tree_editor: "Ağaç düzenleyici",
    tree: "Ağaç",
    notation_help: "Gruplar <…>, […] ya da (…); yapraklar sayıdır (3, -2.5, inf) ya da bilinmeyen değerler için addır (a); max(…) / min(…) düğümün türünü belirler; A: bir düğümü etiketler. Düzenlemek için çizimdeki bir yaprağa tıklayın.",
    error_count: |n| format!("{n} hata — çizim, çalışan son ağacı gösteriyor."),
};
