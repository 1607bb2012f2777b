//! The game panel's learnt move orders and their comparison: its words in Turkish.

use super::super::text::{CompareColumns, HistoryColumns, KillerColumns, OrderWords};

pub const WORDS: OrderWords = OrderWords {
    killers: "Katil hamleler (ply başına)",
    killer_columns: KillerColumns { ply: "Yarım hamle", first: "Katil 1", second: "Katil 2" },
    history: "Geçmiş puanları",
    history_columns: HistoryColumns { move_name: "Hamle", score: "Puan" },
    nothing_learnt: "Henüz kesme yok: öğrenilen bir şey yok.",
    compare: "Hamle sıralarını karşılaştır",
    compare_title: "Bu konumdan alfa-beta, hamle sırasına göre",
    compare_columns: CompareColumns { order: "Sıra", nodes: "Ziyaret edilen düğüm", leaves: "Değerlendirilen yaprak" },
    over_cap: |cap| format!("{cap} üstü"),
    compare_note: "Katil hamleler ve geçmiş sezgisi, alfa-betanın arama sırasında yaptığı kesmelerden öğrenir; en iyi önce, her hamlenin gerçek değerine göre sıralar ve gerçek bir program bunu bilmez.",
    quiescence: "Sükûnet araması",
    quiescence_help: "Derinlik sınırının ötesinde, alınacak bir kazanç ya da kapatılacak bir tehdit olan konumlar sakinleşene dek (yalnızca o hamlelerle) aranmaya devam eder.",
    horizon_quiescence: "Sükûnet araması: bir hamle derinliğinde 1,3 sonrasındaki konum sakin değildir (X köşegeni tamamlayabilir), bu yüzden arama yalnızca X'in kazandıran hamlesiyle sürer, kaybı görür ve O, iki hamlelik arama gibi 2,2'yi kapatır. Kapatınca 1,3 yine aynı iyi görünür.",
    horizon_try: "Ya da aşağıdan sükûnet aramasını açın.",
};
