//! More than two players' (max^n, paranoid) words in Japanese.

use super::super::text::PlayerWords;

pub const WORDS: PlayerWords = PlayerWords {
    paranoid_switch: "パラノイド還元",
    paranoid_help: "他の全員が根のプレイヤーに敵対すると仮定します。そのプレイヤーのノードは MAX、他は全員 MIN になり、各葉はそのプレイヤーの効用だけを残します。探索は同じ木での二人用アルファベータになり、枝刈りも起こります。",
    maxn_note: |n| {
        format!(
            "max^n：{n} 人が順番に手を選びます。各プレイヤーは自分の成分（太字）が最大の効用ベクトルを持つ子を選び、同点なら先に見つけた子を残します。max^n は枝刈りしません。"
        )
    },
    paranoid_note: |me, n| {
        format!(
            "{n} 人の木のパラノイド還元：プレイヤー {me} が MAX、他の全員が MIN で、各葉はプレイヤー {me} の効用です。枝刈りを含む二人用アルファベータです。"
        )
    },
    paranoid_read_only: "この図はテキストのベクトルのパラノイド還元です。ベクトルはテキストで編集するか、切り替えをオフにして木を編集してください。",
    player_name: |i| format!("プレイヤー {i}"),
};
