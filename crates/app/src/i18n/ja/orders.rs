//! The game panel's learnt move orders and their comparison: its words in Japanese.

use super::super::text::{CompareColumns, HistoryColumns, KillerColumns, OrderWords};

pub const WORDS: OrderWords = OrderWords {
    killers: "キラー手（プライごと）",
    killer_columns: KillerColumns { ply: "プライ", first: "キラー 1", second: "キラー 2" },
    history: "ヒストリー得点",
    history_columns: HistoryColumns { move_name: "手", score: "得点" },
    nothing_learnt: "まだ枝刈りがなく、何も学習していません。",
    compare: "手の順序を比べる",
    compare_title: "この局面からのアルファベータ（手の順序別）",
    compare_columns: CompareColumns { order: "順序", nodes: "訪問ノード", leaves: "評価した葉" },
    over_cap: |cap| format!("{cap} 超"),
    compare_note: "キラー手とヒストリー・ヒューリスティックは、アルファベータ自身の探索中の枝刈りから学習します。最善手からの順序は各手の正確な値で並べますが、実際のプログラムはそれを知りません。",
    quiescence: "静止探索",
    quiescence_help: "深さ制限の先でも、取れる勝ちや防ぐべき脅威がある局面は、静かになるまで（その手だけで）読み続けます。",
    horizon_quiescence: "静止探索：深さ 1 では 1,3 の後の局面は静かではない（X が対角線をそろえられる）ので、探索は X の勝ちの手だけで続き、負けを見つけて、O は深さ 2 の探索と同じく 2,2 をふさぎます。切ると 1,3 がまた同じくらい良く見えます。",
    horizon_try: "または下の静止探索をオンにしてください。",
};
