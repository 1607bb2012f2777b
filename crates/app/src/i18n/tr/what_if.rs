//! The What-if panel's words in Turkish.

use super::super::text::{WhatIfLegend, WhatIfReadouts, WhatIfWords};

pub const WORDS: WhatIfWords = WhatIfWords {
    what_if: "Ya şöyle olsaydı…",
    what_if_title: "Bu yaprağın değerinin neye karar verdiğini gör: kökün hamlesi ve budananlar",
    what_if_heading: |x| format!("{x} değişirse ne olur?"),
    what_if_intro: "Diğer yapraklar olduğu gibi kalır. Aramanın nasıl değiştiğini görmek için bir değer sürükleyin ya da yazın; cümleler bunun tam olarak hangi değerlerde olduğunu söyler.",
    what_if_keep: "Koru",
    what_if_revert: "Geri al",
    what_if_trying: "Bir deneme: henüz ağaca yazılmadı. Koruyun ya da ağacın değerine geri alın.",
    what_if_kept: "Ağacın kendi değeri.",
    what_if_readouts: WhatIfReadouts { root: "Kök değeri", chosen: "Kökün hamlesi", pruned: "Şu an budanan" },
    none: "yok",
    keeps_move_when: |m, cond| format!("Kök {cond} için {m} hamlesini korur."),
    no_move_now: "Kökün henüz bir hamlesi yok: değeri bir yer tutucuya bağlı.",
    pruned_when: |names, _, cond| format!("{names}, {cond} için budanır."),
    nothing_depends: |x| format!("Başka hiçbir yaprağın budanması {x} değerine bağlı değil."),
    or: "veya",
    every_value: |x| format!("{x} değerinin her biri"),
    no_value: |x| format!("{x} değerinin hiçbiri"),
    close: "Kapat",
    what_if_legend: WhatIfLegend { varies: "değişen", depends: "değerine göre budanan ya da budanmayan" },
    root_is_leaf: "Kök bir yaprak: seçilecek bir hamle yok.",
};
