//! The null-window lab: its words in Turkish.

use minimax_engine::words::KEY_WORDS_TR;

use super::super::text::{CountColumns, WindowAlgoNames, WindowWords};

pub const WORDS: WindowWords = WindowWords {
    title: "Alfa-betanın ötesi: boş pencereler ve ispat sayıları",
    close: "Kapat",
    help: "Motorların alfa-betadan sonra kullandığı aramaları, gösterilen ağaç ya da oyun üzerinde adım adım izleyin: negamax (iki oyuncu için tek fonksiyon, değerler hamle sırası olanın gözünden), PVS/NegaScout (ilk hamleden sonrakiler için boş pencereli yoklama, yüksekte başarısız olunca yeniden arama), aspirasyon pencereleri (bir tahminin çevresinde dar pencere, arama başarısız olunca genişler) ve MTD(f) (sınırlar buluşana dek sınır tablosuyla boş pencereli geçişler). İspat sayısı araması, hamle sırası olanın kazancı zorlayıp zorlayamayacağını sorar. → ve ← (ya da bir sunum kumandası) adım atar; tablo her birinin bu ağaçta neye mal olduğunu sayar.",
    algos: WindowAlgoNames {
        negamax: "Negamax",
        pvs: "PVS / NegaScout",
        aspiration: "Aspirasyon pencereleri",
        mtdf: "MTD(f)",
        pns: "İspat sayısı araması",
    },
    algorithm: "Arama",
    alpha_beta: KEY_WORDS_TR.alpha_beta,
    scout_mark: "yoklama",
    research_mark: "yeniden arama",
    first: "« Baş",
    prev: "◀ Adım",
    next: "Adım ▶",
    last: "Son »",
    status: |k, n| format!("Adım {k} / {n}"),
    status_pns: |k, n| format!("Yineleme {k} / {n}"),
    fail: "Dönüş",
    fail_hard: "fail-hard",
    fail_soft: "fail-soft",
    cut_in_force: |rule| format!("Geçerli kesme kuralı: {rule} (başlıkta seçilir)"),
    cut_null_only: "Boş pencereler yalnızca ≥ ile sınar: başlıktaki kesme kuralı bu aramaya uygulanmaz.",
    guess: "Tahmin",
    delta: "δ",
    target: "Hedef",
    target_win: "kazanç",
    set: "Uygula",
    values_note: "Değerler negamax biçiminde: her düğümün penceresi ve değeri orada hamle sırası olan oyuncunun gözündendir; bir çocuğun puanı yukarı çıkarken işaret değiştirir.",
    step_note: |s| format!("Boş pencere bir adım genişliğindedir: burada {s} (bu ağacın iki değeri arasındaki en küçük fark)."),
    pass_line: |k, a, b| format!("Geçiş {k}: kök ({a}, {b}) ile aranıyor."),
    bounds_line: |l, h| format!("Değer [{l}, {h}] aralığında."),
    counts: "Her aramanın burada maliyeti",
    columns: CountColumns {
        search: "Arama",
        nodes: "Girilen düğüm",
        leaves: "Değerlendirilen yaprak",
        re_searches: "Yeniden arama",
        passes: "Geçiş",
        value: "Değer",
    },
    question: |side, goal| format!("{side} (hamle sırası onda) {goal} zorlayabilir mi?"),
    chance: "Bu aramalar iki oyunculu ve her ikisinin de seçtiği oyunlar içindir; bu ağaçta şans düğümleri var.",
    many_players: "Bu aramalar iki oyuncu içindir; bu ağacın yapraklarında fayda vektörleri var (max^n).",
    placeholder: |leaf| {
        format!("Arama {leaf} yaprağına ulaştı; bu, karşılaştırılacak sayısı olmayan bir yer tutucu: {leaf} için bir değer girin.")
    },
    too_big: |cap| format!("{cap} düğümden fazla: bir derinlik sınırı ya da daha küçük bir konum seçin."),
    bad_window: "Tahmin ve δ, yapraklardan fazla ondalığı olmayan sayılar olmalı; δ 0'dan büyük olmalı.",
    depth_limit: "İspat sayısı araması oyunu sonuna dek oynar: derinlik sınırını 'yok' yapın.",
    learnt_order: "Katil hamleler ve geçmiş sezgisi alfa-betanın kendi kesmelerinden öğrenilir; bu aramalar onları beslemez. Oyun panelinden başka bir hamle sırası seçin (üretildiği gibi, en iyi önce, …).",
    source: "Negamax: Knuth ve Moore (1975), chessprogramming.org'un negamax biçimiyle; PVS: Wikipedia, Principal variation search (NegaScout'un yeniden arama penceresi); aspirasyon: chessprogramming.org; MTD(f): Plaat ve ark. (1996); ispat sayısı araması: Allis ve ark. (1994).",
};
