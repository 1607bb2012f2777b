//! The header's words in Japanese.

use minimax_engine::words::KEY_WORDS_JA;

use super::super::text::{EventNames, Example, Examples, FormNames, Groups, HeaderWords, StepLogColumns, Themes};

pub const WORDS: HeaderWords = HeaderWords {
    example: "例 ",
    load_example: "例を読み込む",
    choose: "選択…",
    random_clamped: |b, d, b2, d2| {
        format!(
            "分岐数 {b}、深さ {d} は描画できる範囲（分岐数 1〜6、深さ 1〜8、葉は 4096 枚まで）を超えます。分岐数 {b2}、深さ {d2} で作ります。"
        )
    },
    menu: "メニュー",
    recent: "最近の木…",
    recent_title: "リンクを開く前に使っていた木：選ぶと元に戻せます",
    examples: Examples {
        classic: Example { name: "定番の例", what: "根の値は 3。a、b、7、3 は一度も探索されません。" },
        aima_figure_5_2: Example { name: "AIMA 図 5.2", what: "根の値は 3。葉 4 と 6 が枝刈りされます。" },
        tie: Example {
            name: "同点：α ≥ β と α > β", what: "C は B と同点：α ≥ β では枝刈りされ、α > β では残ります。"
        },
        deep_cutoff: Example { name: "深い枝刈り", what: "E は 3 段上の A からの α = 5 で枝刈りされます。" },
        unbalanced: Example { name: "不均衡な木", what: "葉の深さがばらばらで、分岐数も自由です。" },
        chance_exercise: Example {
            name: "チャンス：ノートの演習",
            what: "期待ミニマックス：チャンスノードの値は 1.5 と −0.5。MAX は左を選びます。",
        },
        chance_scale: Example {
            name: "チャンス：葉 20, 30, 1, 400", what: "期待値は 21 と 40.9。MAX は右を選びます。"
        },
        chance_side_by_side: Example {
            name: "チャンス：評価値の尺度（並べて比較）",
            what: "葉 2, 3, 1, 4（2.1 と 1.3：左）と、同じ葉を 20, 30, 1, 400 に尺度変更したもの（21 と 40.9：右）を並べます。順序は同じでも最善手が変わります。評価値は勝つ確率の正の線形変換でなければなりません。",
        },
        three_players: Example {
            name: "三人ゲーム：AIMA 図 5.4",
            what: "効用ベクトルによる max^n：根はプレイヤー 1 の値 1 で (1, 2, 6) と (1, 5, 2) が同点になり、左を残します。パラノイド切り替えでアルファベータになります。",
        },
    },
    algorithm: "アルゴリズム ",
    alpha_beta: KEY_WORDS_JA.alpha_beta,
    minimax: KEY_WORDS_JA.minimax,
    cut_at: "枝刈り条件 ",
    cut_ge: "α ≥ β（通常）",
    cut_gt: "α > β（同点を残す）",
    groups: Groups { search: "探索", tree: "木", view: "表示" },
    step_log: "ステップ履歴",
    step_log_columns: StepLogColumns {
        step: "ステップ",
        node: "ノード",
        event: "イベント",
        alpha: "α",
        beta: "β",
        value: "値",
        explanation: "説明",
    },
    events: EventNames { enter: "呼び出し", leaf: "葉", update: "更新", cutoff: "枝刈り", ret: "返却", blocked: "停止" },
    step_log_earlier: |n| {
        format!("それより前の {n} ステップは表示していません。最初から見るにはスライダーを動かすか Home キーを押してください。")
    },
    step_log_too_long: |n| {
        format!("ステップ履歴は {n} ステップまでの探索を表示します。それより長い探索には trace コマンドを使ってください。")
    },
    step_log_jump: "行をクリックするとそのステップに移動します。",
    form_label: "疑似コード ",
    forms: FormNames { aima: KEY_WORDS_JA.aima, update_first: KEY_WORDS_JA.update_first },
    forms_title: FormNames {
        aima: "AIMA 図 5.7: v ← MAX(v, …); if v ≥ β then return v; α ← MAX(α, v)",
        update_first: "多くの講義ノートの形: v ← max(v, …); α ← max(α, v); if α ≥ β then break",
    },
    root_max: "根：MAX ⇄",
    root_min: "根：MIN ⇄",
    swap_root: "根を MAX と MIN で切り替える",
    theme: "テーマ ",
    themes: Themes { auto: "自動", light: "ライト", dark: "ダーク", contrast: "ハイコントラスト" },
    presentation: "プレゼン",
    presentation_title: "プロジェクター向けの大きな文字と太い線",
    language: "言語",
    lang_auto: "自動",
    undo: "元に戻す",
    undo_title: "元に戻す (Ctrl+Z)",
    redo: "やり直す",
    redo_title: "やり直す (Ctrl+Shift+Z)",
};
