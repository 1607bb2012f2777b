//! The header's words in Turkish.

use minimax_engine::words::KEY_WORDS_TR;

use super::super::text::{EventNames, Example, Examples, FormNames, Groups, HeaderWords, StepLogColumns, Themes};

pub const WORDS: HeaderWords = HeaderWords {
    example: "Örnek ",
    load_example: "Bir örnek yükle",
    choose: "Seçin…",
    random_clamped: |b, d, b2, d2| {
        format!(
            "Dallanma {b}, derinlik {d} bir çizimin gösterebileceğinden fazla (dallanma 1–6, derinlik 1–8, en çok 4096 yaprak): dallanma {b2}, derinlik {d2} ile üretilecek."
        )
    },
    menu: "Menü",
    recent: "Son ağaçlar…",
    recent_title: "Bir bağlantı açmadan önceki ağaçlarınız: geri almak için birini seçin",
    examples: Examples {
        classic: Example { name: "Klasik örnek", what: "Kök 3; a, b, 7 ve 3 hiç incelenmez." },
        aima_figure_5_2: Example { name: "AIMA Şekil 5.2", what: "Kök 3; 4 ve 6 yaprakları budanır." },
        tie: Example { name: "Eşitlik: α ≥ β ile α > β", what: "C, B ile eşit: α ≥ β onu budar, α > β korur." },
        deep_cutoff: Example { name: "Derin budama", what: "E, üç düzey yukarıdaki A'dan gelen α = 5 ile budanır." },
        unbalanced: Example { name: "Dengesiz", what: "Farklı derinliklerde yapraklar; her dallanma olabilir." },
        chance_exercise: Example {
            name: "Şans: notlardaki alıştırma",
            what: "Expectiminimax: şans düğümleri 1.5 ve −0.5 değerinde; MAX solu seçer.",
        },
        chance_scale: Example { name: "Şans: yapraklar 20, 30, 1, 400", what: "Beklenen değerler 21 ve 40.9: MAX sağı seçer." },
        chance_side_by_side: Example {
            name: "Şans: değerlendirme ölçeği, yan yana",
            what: "Yapraklar 2, 3, 1, 4 (2.1 ve 1.3: sol) ve yanında 20, 30, 1, 400 olarak yeniden ölçeklenmiş aynı yapraklar (21 ve 40.9: sağ): sıra aynı, en iyi hamle farklı. Değerlendirmeler kazanma şansının pozitif doğrusal bir dönüşümü olmalıdır.",
        },
        three_players: Example {
            name: "Üç oyuncu: AIMA Şekil 5.4",
            what: "Fayda vektörleriyle max^n: kök, 1. oyuncunun 1 değerinde (1, 2, 6) ile (1, 5, 2) arasında berabere kalır ve soldakini tutar. Paranoyak anahtarı onu alfa-betaya çevirir.",
        },
    },
    algorithm: "Algoritma ",
    alpha_beta: KEY_WORDS_TR.alpha_beta,
    minimax: KEY_WORDS_TR.minimax,
    cut_at: "Budama koşulu ",
    cut_ge: "α ≥ β (olağan)",
    cut_gt: "α > β (eşitleri korur)",
    groups: Groups { search: "Arama", tree: "Ağaç", view: "Görünüm" },
    step_log: "Adım günlüğü",
    step_log_columns: StepLogColumns {
        step: "adım",
        node: "düğüm",
        event: "olay",
        alpha: "α",
        beta: "β",
        value: "değer",
        explanation: "açıklama",
    },
    events: EventNames { enter: "giriş", leaf: "yaprak", update: "güncelleme", cutoff: "budama", ret: "dönüş", blocked: "durdu" },
    step_log_earlier: |n| format!("Daha önceki {n} adım gösterilmiyor: baştan görmek için kaydırıcıyı sürükleyin ya da Home tuşuna basın."),
    step_log_too_long: |n| format!("Adım günlüğü en çok {n} adımlık aramaları gösterir; daha uzunları için trace komutunu kullanın."),
    step_log_jump: "O adıma gitmek için bir satıra tıklayın.",
    form_label: "Sözde kod ",
    forms: FormNames { aima: KEY_WORDS_TR.aima, update_first: KEY_WORDS_TR.update_first },
    forms_title: FormNames {
        aima: "AIMA Şekil 5.7: v ← MAX(v, …); if v ≥ β then return v; α ← MAX(α, v)",
        update_first: "Birçok ders notundaki biçim: v ← max(v, …); α ← max(α, v); if α ≥ β then break",
    },
    root_max: "Kök: MAX ⇄",
    root_min: "Kök: MIN ⇄",
    swap_root: "Kökü MAX ile MIN arasında değiştir",
    theme: "Tema ",
    themes: Themes { auto: "Otomatik", light: "Açık", dark: "Koyu", contrast: "Yüksek kontrast" },
    presentation: "Sunum",
    presentation_title: "Projeksiyon için büyük yazı ve kalın çizgiler",
    language: "Dil",
    lang_auto: "Otomatik",
    undo: "Geri al",
    undo_title: "Geri al (Ctrl+Z)",
    redo: "Yinele",
    redo_title: "Yinele (Ctrl+Shift+Z)",
};
