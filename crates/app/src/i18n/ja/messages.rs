//! The messages' words in Japanese.

use super::super::text::{MessageWords, Sources};

pub const WORDS: MessageWords = MessageWords {
    sources: Sources { link: "リンク", saved: "保存された作業" },
    link_dropped: |source, why| format!("{source}：{why}。この部分は使わず、残りを表示しています。"),
    unknown_value: |key, value, known| format!("リンクの {key}={value} は次のどれでもありません：{known}"),
    not_in_widget: |mode| format!("mode={mode}（ラボまたは自分のコード）はウィジェットではなく全画面のページで開きます（↗）"),
    link_unusable: |source, why| format!("{source}を使えませんでした：{why}。"),
    saved_unreadable: "前回保存された作業を読み込めなかったため、無視しました。",
    tree_error: |source, first| format!("{source}の木にエラーがあります（{first}）。下のテキストを直すまで、図には定番の例を表示します。"),
    fix_errors_first: "先に木のテキストのエラーを直してください（または元に戻してください）。図で編集すると、入力中のテキストが置き換えられてしまいます。",
    options_without_tree: "リンクにオプションはありますが tree=、random=、game=、exercise= のどれもないため、表示するものがありません",
    bad_algo: |v| format!("リンクの algo={v} は minimax でも alphabeta でもありません"),
    bad_cut: |v| format!("リンクの cut={v} は ge (α ≥ β) でも gt (α > β) でもありません"),
    bad_form: |v| format!("リンクの form={v} は aima でも update-first でもありません"),
    bad_root: |v| format!("リンクの root={v} は max でも min でもありません"),
    bad_step: |v| format!("リンクの step={v} はステップ番号でも end でもありません"),
    bad_game: |m| format!("リンクのゲームを使えません: {m}"),
    bad_depth: |v| format!("リンクの depth={v} は 1〜9 でも none でもありません"),
    bad_order: |v| format!("リンクの order={v} は given、best-first、worst-first、random のどれでもありません"),
    game_too_big: |n| {
        format!("この探索は {n} 個を超える局面を作るため、図にできません。深さの制限を設けるか、もっと後の局面から始めてください。")
    },
    bad_bounds: |v| format!("リンクの bounds={v} は LO ≤ HI を満たす 2 つの数 LO,HI ではありません"),
    bad_rescale: |v| format!("リンクの rescale={v} は両側とも増加する from:to の数の組ではありません"),
    bad_random: |v| {
        format!(
            "リンクの {v} はランダムな木ではありません。random= には分岐数（1〜6）、深さ（1〜8）、最小値と最大値（−999〜999）を B,D,LO,HI の形で、seed= には整数を指定します"
        )
    },
    bad_packed: "リンクの圧縮された木（tz=）を展開できませんでした。リンクが途中で切れたか変わっています。もう一度もらってください（または展開できる最新のブラウザーで開いてください）",
    bad_paranoid: |v| format!("リンクの paranoid={v} は on でも off でもありません"),
};
