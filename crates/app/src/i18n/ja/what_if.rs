//! The What-if panel's words in Japanese.

use super::super::text::{WhatIfLegend, WhatIfReadouts, WhatIfWords};

pub const WORDS: WhatIfWords = WhatIfWords {
    what_if: "もし…なら",
    what_if_title: "この葉の値が何を決めるかを見る：根の手と枝刈りされるもの",
    what_if_heading: |x| format!("{x} が変わったら？"),
    what_if_intro: "ほかの葉はそのままです。値をドラッグするか入力すると探索の変化が見えます。どの値のときかを文で正確に示します。",
    what_if_keep: "確定",
    what_if_revert: "元に戻す",
    what_if_trying: "試し中：まだ木には書かれていません。確定するか、木の値に戻してください。",
    what_if_kept: "木のもとの値です。",
    what_if_readouts: WhatIfReadouts { root: "根の値", chosen: "根の手", pruned: "いま枝刈り" },
    none: "なし",
    keeps_move_when: |m, cond| format!("{cond} のとき、根は手 {m} のままです。"),
    no_move_now: "根の手はまだ決まりません：値がプレースホルダーに依存しています。",
    pruned_when: |names, _, cond| format!("{cond} のとき、{names} は枝刈りされます。"),
    nothing_depends: |x| format!("ほかの葉の枝刈りは {x} に依存しません。"),
    or: "または",
    every_value: |x| format!("{x} のすべての値"),
    no_value: |x| format!("{x} のどの値でもない"),
    close: "閉じる",
    what_if_legend: WhatIfLegend { varies: "変える葉", depends: "その値しだいで枝刈りされる葉" },
    root_is_leaf: "根が葉なので、選ぶ手はありません。",
};
