//! The drawing's (its tools, legend, node tools, exports) words in Turkish.

use super::super::text::{NodeStates, TreeViewWords};

pub const WORDS: TreeViewWords = TreeViewWords {
    game_tree: "Oyun ağacı",
    drawing: "Oyun ağacı çizimi",
    zoom_in: "Yakınlaştır",
    zoom_out: "Uzaklaştır",
    fit: "Sığdır",
    fit_title: "Ağacın tamamını sığdır",
    export: "Dışa aktar",
    export_notation: "Gösterim",
    export_slides_png: "Slaytlar: PNG görüntüleri (.zip)",
    export_slides_pdf: "Slaytlar: PDF",
    slide_title: |k, n| format!("Adım {k} / {n}"),
    slides_progress: |k, n| format!("Slaytlar hazırlanıyor: {k} / {n}…"),
    slides_too_long: |steps, max| {
        format!(
            "Bu arama {steps} adım sürüyor: slayt için çok fazla (en çok {max}). Daha küçük bir ağaç kullanın ya da adımları tek tek PNG olarak dışa aktarın."
        )
    },
    slides_failed: |why| format!("Slaytlar hazırlanamadı: {why}."),
    slides_tree_changed: "ağaç bu sırada değiştirildi",
    click_hint: "Araçlar için bir düğüme, değerini düzenlemek için bir yaprağa tıklayın.",
    tap_hint: "Araçlar için bir düğüme, değerini düzenlemek için bir yaprağa dokunun.",
    edit_value: "Değeri düzenle",
    add_child: "Çocuk ekle",
    move_left: "◀ Taşı",
    move_right: "Taşı ▶",
    delete: "Sil",
    leaf: "yaprak",
    current_path: "geçerli yol",
    pruned: "budanmış",
    best_play: "en iyi hamle dizisi",
    folded: |n| format!("{n} düğüm"),
    loading_module: "Minimax Lab'in bu bölümü yükleniyor…",
    module_failed: |why| {
        format!("Minimax Lab'in bu bölümü yüklenemedi ({why}). Bağlantıyı denetleyip yeniden deneyin; yaptıklarınız kaybolmadı.")
    },
    try_again: "Yeniden dene",
    elided: |n| format!("çizilmeyen {n} kardeş düğüm daha: bu düğümün tüm çocuklarını çizmek için tıklayın"),
    unfold_hint: "Katlanmış: açmak için Enter'a basın",
    folded_legend: "katlanmış alt ağaç, +n içindeki düğüm sayısı (açmak için tıklayın)",
    fold_button: "Katla",
    fold_title: "Arama yolunun dışındaki her alt ağacı tek bir simgeye katla (değeri ve kaç düğüm içerdiği) ya da ağacın tamamını çiz",
    whole_too_big: |nodes, max| format!("Bu ağaçta {nodes} düğüm var: katlanmış çizilir (ağacın tamamı en çok {max} düğüme kadar çizilir)"),
    fold: "Katla",
    unfold: "Aç",
    path_strip: "Kökten geçerli düğüme giden yol",
    minimap: "Ağacın tamamına genel bakış: koyu = arandı, gri = henüz değil, soluk = budandı, mavi = etkin çağrılar, turuncu çizgi = geçerli düğüme giden yol",
    states: NodeStates { unvisited: "ziyaret edilmedi", active: "etkin", done: "tamamlandı", pruned: "budanmış" },
    node_name: |seen, player, state| format!("{seen}, {player} düğümü, {state}"),
    chance_node: "şans",
    leaf_name: |name, value, state| format!("{name}, yaprak, değer {value}, {state}"),
    leaf_input: |name| format!("{name} için yeni değer: bir sayı, inf ya da bilinmeyen bir değer için bir ad"),
    too_big: |nodes, levels, max_nodes, max_levels| {
        format!(
            "Bu ağaçta {nodes} düğüm ve {levels} düzey var: çizilemeyecek kadar büyük (çizim en fazla {max_nodes} düğüm ve {max_levels} düzey gösterir). Adımlar, açıklama ve istatistikler yine çalışır; tam liste için trace komutunu kullanın."
        )
    },
};
