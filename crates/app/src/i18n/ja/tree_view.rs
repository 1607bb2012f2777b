//! The drawing's (its tools, legend, node tools, exports) words in Japanese.

use super::super::text::{NodeStates, TreeViewWords};

pub const WORDS: TreeViewWords = TreeViewWords {
    game_tree: "ゲーム木",
    drawing: "ゲーム木の図",
    zoom_in: "拡大",
    zoom_out: "縮小",
    fit: "全体",
    fit_title: "木全体を表示",
    export: "書き出し",
    export_notation: "記法",
    export_slides_png: "スライド: PNG 画像 (.zip)",
    export_slides_pdf: "スライド: PDF",
    slide_title: |k, n| format!("ステップ {k} / {n}"),
    slides_progress: |k, n| format!("スライドを作成中: {k} / {n}…"),
    slides_too_long: |steps, max| {
        format!(
            "この探索は {steps} ステップあり、スライドにするには多すぎます (最大 {max})。小さい木を使うか、1 ステップずつ PNG で書き出してください。"
        )
    },
    slides_failed: |why| format!("スライドを作成できませんでした: {why}。"),
    slides_tree_changed: "作成中に木が変更されました",
    click_hint: "ノードをクリックすると編集ツール、葉をクリックすると値の編集。",
    tap_hint: "ノードをタップすると編集ツール、葉をタップすると値の編集。",
    edit_value: "値を編集",
    add_child: "子を追加",
    move_left: "◀ 移動",
    move_right: "移動 ▶",
    delete: "削除",
    leaf: "葉",
    current_path: "現在の経路",
    pruned: "枝刈り済み",
    best_play: "最善手順",
    folded: |n| format!("{n} ノード"),
    loading_module: "Minimax Lab のこの部分を読み込んでいます…",
    module_failed: |why| {
        format!("Minimax Lab のこの部分を読み込めませんでした（{why}）。接続を確かめてもう一度お試しください。作業内容は失われていません。")
    },
    try_again: "もう一度試す",
    elided: |n| format!("描いていない兄弟ノードがあと {n} 個（クリックでこのノードの子をすべて描く）"),
    unfold_hint: "折りたたみ中: Enter で展開",
    folded_legend: "折りたたんだ部分木、+n は中のノード数（クリックで展開）",
    fold_button: "折りたたみ",
    fold_title: "探索経路から外れた部分木を 1 つの記号（値と含まれるノード数）に折りたたむか、木全体を描きます",
    whole_too_big: |nodes, max| format!("この木は {nodes} ノードあるため折りたたんで描きます（木全体を描くのは {max} ノードまで）"),
    fold: "折りたたむ",
    unfold: "展開",
    path_strip: "根から現在のノードまでの経路",
    minimap: "木全体の概観：濃い色＝探索済み、灰色＝未探索、薄い色＝枝刈り済み、青＝実行中の呼び出し、橙の線＝現在のノードへの経路",
    states: NodeStates { unvisited: "未訪問", active: "探索中", done: "完了", pruned: "枝刈り済み" },
    node_name: |seen, player, state| format!("{seen}、{player} ノード、{state}"),
    chance_node: "チャンス",
    leaf_name: |name, value, state| format!("{name}、葉、値 {value}、{state}"),
    leaf_input: |name| format!("{name} の新しい値：数、inf、または値が未知なら名前"),
    too_big: |nodes, levels, max_nodes, max_levels| {
        format!(
            "この木はノード {nodes} 個、{levels} 段あり、図にするには大きすぎます（図は {max_nodes} ノード、{max_levels} 段まで）。ステップ実行、説明、統計は使えます。全体の一覧は trace コマンドで出せます。"
        )
    },
};
