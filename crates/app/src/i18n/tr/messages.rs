//! The messages' words in Turkish.

use super::super::text::{MessageWords, Sources};

pub const WORDS: MessageWords = MessageWords {
    sources: Sources { link: "Bağlantı", saved: "Kayıtlı çalışmanız" },
    link_dropped: |source, why| format!("{source}: {why}. Bu kısım atlandı; geri kalanı gösteriliyor."),
    unknown_value: |key, value, known| format!("bağlantıdaki {key}={value} şunlardan biri değil: {known}"),
    not_in_widget: |mode| format!("mode={mode} (bir laboratuvar ya da Kodunuz) pencere öğesinde değil, tam sayfada açılır (↗)"),
    link_unusable: |source, why| format!("{source} kullanılamadı: {why}."),
    saved_unreadable: "Önceki ziyaretten kalan kayıtlı çalışmanız okunamadı ve yok sayıldı.",
    tree_error: |source, first| {
        format!("{source} hatalı bir ağaç içeriyor ({first}); aşağıdaki metin düzeltilene kadar çizim klasik örneği gösteriyor.")
    },
    fix_errors_first: "Önce ağaç metnindeki hataları düzeltin (ya da geri alın): çizimdeki bir düzenleme yazmakta olduğunuz metnin yerini alır.",
    options_without_tree: "bağlantıda seçenekler var ama tree=, random=, game= ya da exercise= yok, bu yüzden gösterecek bir şey belirtmiyor",
    bad_algo: |v| format!("bağlantıdaki algo={v}, minimax ya da alphabeta değil"),
    bad_cut: |v| format!("bağlantıdaki cut={v}, ge (α ≥ β) ya da gt (α > β) değil"),
    bad_form: |v| format!("bağlantıdaki form={v} değeri aima ya da update-first değil"),
    bad_root: |v| format!("bağlantıdaki root={v}, max ya da min değil"),
    bad_step: |v| format!("bağlantıdaki step={v} bir adım numarası ya da end değil"),
    bad_game: |m| format!("bağlantıdaki oyun kullanılamıyor: {m}"),
    bad_depth: |v| format!("bağlantıdaki depth={v} 1 ile 9 arasında ya da none değil"),
    bad_order: |v| format!("bağlantıdaki order={v} given, best-first, worst-first ya da random değil"),
    game_too_big: |n| {
        format!(
            "Bu arama {n} konumdan fazlasını üretir, çizmek için çok fazla. Bir derinlik sınırı koyun ya da daha ileri bir konumdan başlayın."
        )
    },
    bad_bounds: |v| format!("bağlantıdaki bounds={v}, LO ≤ HI olan iki sayı LO,HI değil"),
    bad_rescale: |v| format!("bağlantıdaki rescale={v}, iki yanı da artan from:to sayı çiftleri değil"),
    bad_random: |v| {
        format!(
            "bağlantıdaki {v} bir rastgele ağaç değil: random= dallanmayı (1–6), derinliği (1–8), en küçük ve en büyük değeri (−999 ile 999 arası) B,D,LO,HI olarak, seed= ise bir tam sayı alır"
        )
    },
    bad_packed: "bağlantıdaki sıkıştırılmış ağaç (tz=) açılamadı: bağlantı yolda kısaltılmış ya da değiştirilmiş; yeniden isteyin (ya da açabilen güncel bir tarayıcıda açın)",
    bad_paranoid: |v| format!("bağlantıdaki paranoid={v} ne on ne off"),
};
