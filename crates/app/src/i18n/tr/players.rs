//! More than two players' (max^n, paranoid) words in Turkish.

use super::super::text::PlayerWords;

pub const WORDS: PlayerWords = PlayerWords {
    paranoid_switch: "Paranoyak indirgeme",
    paranoid_help: "Herkes kökteki oyuncuya karşı oynar: onun düğümleri MAX, diğer herkesinki MIN olur ve her yaprak yalnızca onun faydasını tutar. Arama o zaman aynı ağaçta, budama dahil, iki oyunculu alfa-betadır.",
    maxn_note: |n| {
        format!(
            "max^n: {n} oyuncu sırayla oynar; her biri kendi bileşeninde (kalın yazılan) en iyi fayda vektörüne sahip çocuğu seçer, eşitlikte ilk bulunan çocuk kalır. max^n hiçbir şey budamaz."
        )
    },
    paranoid_note: |me, n| {
        format!(
            "{n} oyunculu bir ağacın paranoyak indirgemesi: {me}. oyuncu MAX, diğer herkes MIN ve her yaprak {me}. oyuncunun faydası: budama dahil iki oyunculu alfa-beta."
        )
    },
    paranoid_read_only: "Bu çizim metindeki vektörlerin paranoyak indirgemesidir: vektörleri orada düzenleyin ya da ağacı düzenlemek için anahtarı kapatın.",
    player_name: |i| format!("{i}. oyuncu"),
};
