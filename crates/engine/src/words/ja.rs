//! 日本語. 枝刈り for pruning, 効用値 for utility, ノード for node, 葉 for
//! leaf, as in the course notes.

use super::super::edit::EditError;
use super::super::explain::Test;
use super::super::explain::{Note, Step};
use super::super::notation::{MAX_DEPTH, MAX_NODES, Problem};
use super::super::num::MAX_DIGITS;
use super::super::practice::KeyWords;
use super::super::search::Form;
use super::super::tree::Player;
use super::interface::Text;
use super::{Words, failed, held, held_in, player, split_list, strict_test, update_parts};

pub struct Ja;

const LEAF_HINT: &str = "葉は 3、-2.5、inf のような数か、値が未知なら a のような名前です";

/// `a`, `a、b`, `a、b、c ほか 4 個`.
fn list(items: &[String]) -> String {
    let (head, more) = split_list(items);
    if more == 0 { head.join("、") } else { format!("{} ほか {more} 個", head.join("、")) }
}

fn which(k: Option<usize>) -> String {
    k.map_or("?".to_string(), |k| format!("{}番目", k + 1))
}

impl Words for Ja {
    fn step(&self, step: &Step) -> String {
        match step {
            Step::Enter { node, player: p, from, window } => {
                let goal = if *p == Some(Player::Min) { "最小" } else { "最大" };
                let first = match p {
                    Some(_) => format!("{node} は {} ノードで、子の値のうち{goal}のものをとります。", player(*p)),
                    None => format!("{node} は葉です。"),
                };
                match (window, from) {
                    (Some((a, b)), Some(f)) => format!("{first}{f} から α = {a}、β = {b} を受け取ります。"),
                    (Some((a, b)), None) => format!("{first}α = {a}、β = {b} から始めます。"),
                    (None, _) => first,
                }
            }
            Step::Leaf { node, value } => format!("{node} は葉で、効用値は {value} です。"),
            Step::CutoffChance { node, low, bound, window_end, leaf_bounds: (l, u), strict, skipped } => {
                let (side, rel, rest_at, other) = if *low {
                    ("以下", if *strict { "<" } else { "≤" }, u, "α")
                } else {
                    ("以上", if *strict { ">" } else { "≥" }, l, "β")
                };
                format!(
                    "{node} で Star1 による枝刈り：残りの子がすべて {rest_at} でも（葉は [{l}, {u}] の範囲）、{node} は {bound} {side}で {bound} {rel} {other} = {window_end}。上のプレイヤーはすでに同等以上の手を持つので {} を枝刈りします。",
                    skipped.join("、")
                )
            }
            Step::UpdateChance { node, child, probability, got, terms, sum, last, range } => {
                let formula = terms.iter().map(|(p, v)| format!("{p} × {v}")).collect::<Vec<_>>().join(" + ");
                let rest = if *last {
                    "これが期待値です。"
                } else {
                    "ここまでの和で、残りの子がそれぞれの分を加えます。"
                };
                let range = range
                    .as_ref()
                    .map_or(String::new(), |r| format!("葉の値が有界なので、残りがどうであれ {node} は {r} の範囲にあります。"));
                format!(
                    "{node} はチャンスノードです。{child} は確率 {probability} で値 {got} です。{node} = {formula} = {sum}。{rest}{range}"
                )
            }
            Step::EnterChance { node } => format!(
                "{node} はチャンスノードです。ここでは誰も選びません。値は子の値をそれぞれの確率で重み付けした期待値です（EXPECTIMINIMAX）。"
            ),
            Step::EnterPlayer { node, player, players } => format!(
                "{node}：ここでは {players} 人中プレイヤー {player} の手番です。効用ベクトルのプレイヤー {player} の成分が最大の子を選びます（max^n）。"
            ),
            Step::UpdateMaxN { node, player, child, got, part, old, took, tie, last } => {
                let said = match old {
                    None => format!(
                        "{child} は {got} を返します。{node} が最初に見るベクトルなので、プレイヤー {player} はひとまずこれを保持します（成分 {player}：{part}）。"
                    ),
                    Some((old, old_part)) if *took => format!(
                        "{child} は {got} を返します。プレイヤー {player} の成分は {part} で、これまでの最良 {old} の {old_part} より大きいので、{node} は {got} を選びます。"
                    ),
                    Some((old, _)) if *tie => format!(
                        "{child} は {got} を返します。プレイヤー {player} の成分は {part} で、これまでの最良 {old} と同じです。同点のときは先に見つけた子を残すので、{node} は {old} のままです。"
                    ),
                    Some((old, old_part)) => format!(
                        "{child} は {got} を返します。プレイヤー {player} の成分は {part} で、{old} の {old_part} より小さいので、{node} は {old} のままです。"
                    ),
                };
                let value = if *took { got } else { old.as_ref().map_or(got, |(o, _)| o) };
                if *last { format!("{said}これが最後の子です：{node} の値は {value} です。") } else { said }
            }
            Step::Frontier { node, value } => format!(
                "{node} は深さの制限に達しました。ゲームは終わっていないので、打ち切りテストでここで止め、評価関数の値 {value} を効用値の代わりに使います。"
            ),
            Step::Transposition { node, value, same_as } => format!(
                "{node} は {same_as} で既に現れた局面です。置換表にその正確な値 {value} が記録されているので、再び探索せず表から読み取ります（木は実はグラフです。二つの手順が同じ局面に至ります）。"
            ),
            Step::Placeholder { node } => format!("{node} はプレースホルダーです。値がわからないので、どんな値でもありえます。"),
            Step::UpdateAlphaBeta { node, player: p, child_index, child, got, new_bound, form, test, .. } => {
                let (v, bound) = update_parts(step);
                let greek = if *p == Player::Max { "α" } else { "β" };
                let start = format!("{node} は {} ノードです。{}の子 {child} が {got} を返したので、{v}", p.name(), which(*child_index));
                let equal = format!("厳密な規則（{}）では等しいだけでは不十分", strict_test(*p, *form));
                match (form, test) {
                    (Form::UpdateFirst, Test::Pass { tie: false, .. }) => {
                        format!("{start}、{bound} となります。{} なので、カットは起きません。", failed(step))
                    }
                    (Form::UpdateFirst, Test::Pass { tie: true, last: false }) => {
                        format!("{start}、{bound} となります。{} ですが、{equal}なので、{node} は探索を続けます。", failed(step))
                    }
                    (Form::UpdateFirst, Test::Pass { tie: true, last: true }) => {
                        format!("{start}、{bound} となります。{} ですが、{equal}なので、カットは起きません。", failed(step))
                    }
                    (Form::UpdateFirst, Test::Cut) => format!("{start}、{bound} となります。"),
                    (Form::UpdateFirst, Test::CutLast) => format!(
                        "{start}、{bound} となります。ここで {} なので、{node} はここでループを抜けます（枝刈りする子は残っていません）。",
                        held_in(step)
                    ),
                    (Form::Aima, Test::Pass { tie: false, .. }) => {
                        format!("{start} となります。{} なのでカットは起きず、{bound} となります。", failed(step))
                    }
                    (Form::Aima, Test::Pass { tie: true, last }) => {
                        let keeps = if *last { String::new() } else { format!("（{node} は探索を続けます）") };
                        format!("{start} となります。{} ですが、{equal}なのでカットは起きず{keeps}、{bound} となります。", failed(step))
                    }
                    (Form::Aima, Test::Cut) => format!("{start} となります。"),
                    (Form::Aima, Test::CutLast) => format!(
                        "{start} となります。ここで {} なので、{node} はただちに v を返します。{greek} は {new_bound} のままです。",
                        held_in(step)
                    ),
                }
            }
            Step::UpdateMinimax { node, player: p, child_index, child, got, so_far } => {
                format!(
                    "{node} は {} ノードです。{}の子 {child} が {got} を返したので、ここまでの値は {so_far} です。",
                    p.name(),
                    which(*child_index)
                )
            }
            Step::Cutoff { node, player: p, form, strict, v, alpha, beta, source, skipped } => {
                let above = source.as_ref().map_or("結果".to_string(), |s| format!(" {s} の選択"));
                let test = held(*p, *form, *strict, v, alpha, beta);
                let greek = if *p == Some(Player::Min) { "β" } else { "α" };
                match form {
                    Form::UpdateFirst => format!(
                        "ここで {test} となりました。{node} の下をこれ以上調べても{above}は変わらないので、{} を枝刈りします。",
                        list(skipped)
                    ),
                    Form::Aima => format!(
                        "ここで {test} となったので、{node} は {greek} を更新せずにただちに v を返します。{node} の下をこれ以上調べても{above}は変わらないので、{} を枝刈りします。",
                        list(skipped)
                    ),
                }
            }
            Step::Return { node, parent, shown, bound } => {
                let note = bound.as_ref().map_or(String::new(), |b| format!("（確定値ではなく、真の値は {b} です）"));
                format!("{node} の探索が終わり、{parent} に {shown} を返します{note}。")
            }
            Step::Finished { node, value, depends: false } => format!("{node} の探索が終わりました。ゲームの値は {value} です。"),
            Step::Finished { node, value, depends: true } => {
                format!("{node} の探索が終わりました。ゲームの値は {value} で、プレースホルダーの値によって決まります。")
            }
            Step::Blocked { node, path } => {
                let path = if path.is_empty() { "根" } else { path.as_str() };
                format!("探索にはプレースホルダー {node}（葉 {path}）の値が必要です。続けるには {node} に数値を入れてください。")
            }
        }
    }

    fn note(&self, note: Note) -> &'static str {
        match note {
            Note::Terminal => "葉なら、その効用値が値になる",
            Note::Start => "まだ何も見ていない：最初の子で必ず v が更新される",
            Note::CutMax => "上の MIN は β 以上の値を決して許さない：残りを枝刈り（β カット）",
            Note::CutMin => "上の MAX は α 以下の値を決して許さない：残りを枝刈り（α カット）",
            Note::CutMaxStrict => {
                "厳密な規則：β より大きい値だけが MIN に許されない。等しい値なら探索を続け、同じくらい良い手をすべて残す（枝刈りしない）"
            }
            Note::CutMinStrict => {
                "厳密な規則：α より小さい値だけが MAX に許されない。等しい値なら探索を続け、同じくらい良い手をすべて残す（枝刈りしない）"
            }
            Note::Alpha => "α：この経路で MAX がすでに確保している最善の値",
            Note::Beta => "β：この経路で MIN がすでに確保している最善の値",
            Note::MaxN => "プレイヤー i は自分の成分 i が最大のベクトルを選ぶ。同点なら先に見つけた子を残す",
        }
    }

    fn problem(&self, problem: &Problem) -> String {
        match problem {
            Problem::Empty => "木が空です".to_string(),
            Problem::NodeBeforeComma => "',' の前にノードが必要です".to_string(),
            Problem::NodeAfterComma => "',' の後にノードが必要です".to_string(),
            Problem::LabelBeforeColon => "':' の前にラベルが必要です".to_string(),
            Problem::BadLabel(text) => format!("'{text}' はラベルにできません"),
            Problem::NodeAfterLabel(label) => format!("ラベル '{label}:' の後にノードが必要です"),
            Problem::GroupAfterKind(kind) => format!("'{kind}' の後に括弧のグループが必要です"),
            Problem::TooManyDigits(text) => format!("'{text}' は {MAX_DIGITS} 桁を超えています"),
            Problem::NotANumber(text) => format!("'{text}' は数ではありません"),
            Problem::NotANumberOrName(text) => format!("'{text}' は数でも名前でもありません"),
            Problem::TooManyNodes => format!("ノード数が上限の {MAX_NODES} を超えています"),
            Problem::TooDeep => format!("グループの入れ子が上限の {MAX_DEPTH} 段を超えています"),
            Problem::NoGroupOpen(c) => format!("予期しない '{c}'：開いているグループがありません"),
            Problem::WrongCloser { found, needs } => format!("予期しない '{found}'：開いているグループを閉じるのは '{needs}' です"),
            Problem::Unclosed { open, close, line, column, found } => {
                let found = found.map_or(String::new(), |f| format!("（'{f}' がありました）"));
                format!("{line}:{column} で開いた '{open}' を閉じる '{close}' が必要です{found}")
            }
            Problem::EmptyGroup => "空のグループ：ノードには少なくとも 1 つの子が必要です".to_string(),
            Problem::ProbabilityOutsideChance(text) => format!("'{text}:' は確率ですが、確率を持てるのはチャンスノードの子だけです"),
            Problem::BadProbability(text) => format!("'{text}' は 0 から 1 の確率ではありません"),
            Problem::ProbabilitySum(sum) => format!("このチャンスノードの確率の合計は 1 ではなく {sum} です"),
            Problem::BadVector(text) => format!("'{text}' は効用ベクトルではありません"),
            Problem::VectorLength { expected, found } => {
                format!("このベクトルの効用は {found} 個ですが、木の他のベクトルは {expected} 個です（プレイヤーごとに一つ）")
            }
            Problem::NeedsVector { leaf, players } => {
                format!("'{leaf}' は単一の値ですが、これは {players} 人の木です：葉は効用ベクトルです")
            }
            Problem::KindInMaxN(text) => format!("'{text}' は効用ベクトルの木（max^n）の中の MAX・MIN またはチャンスノードです"),
            Problem::PlayerOutOfRange { player, players } => {
                format!("'{player}' はベクトルに効用のないプレイヤーです：ベクトルは {players} 人分です")
            }
            Problem::Internal(e) => format!("木を作れませんでした：{e}"),
        }
    }

    fn problem_hint(&self, problem: &Problem) -> Option<String> {
        Some(match problem {
            Problem::Empty => "根の子を入力してください。例：<3,5,10>,<2,a,b>,<2,7,3>".to_string(),
            Problem::NodeBeforeComma
            | Problem::NodeAfterComma
            | Problem::NodeAfterLabel(_)
            | Problem::NotANumber(_)
            | Problem::NotANumberOrName(_) => LEAF_HINT.to_string(),
            Problem::LabelBeforeColon => "ラベルは A や x1 のような名前で、A:max(3, 5) のようにノードの前に書きます".to_string(),
            Problem::BadLabel(_) => "ラベルは A や x1 のような名前です".to_string(),
            Problem::GroupAfterKind(_) => "子を括弧で囲んでください。例：max(3, 5)、min(<1,2>, 4)".to_string(),
            Problem::TooManyDigits(_) => format!("数は正確に比較するので、{MAX_DIGITS} 桁までです"),
            Problem::TooManyNodes => "木を分けるか、小さい例を使ってください".to_string(),
            Problem::TooDeep => "もっと浅い木を使ってください".to_string(),
            Problem::NoGroupOpen(_) | Problem::WrongCloser { .. } => {
                "'<'、'['、'(' はそれぞれ対応する '>'、']'、')' で閉じます".to_string()
            }
            Problem::Unclosed { open, close, .. } => format!("足りない '{close}' を加えるか、'{open}' を消してください"),
            Problem::EmptyGroup => "<3,5> のように子を入れるか、代わりに葉の値を書いてください".to_string(),
            Problem::ProbabilityOutsideChance(_) => {
                "確率は chance(…) または ?(…) の子に ?(0.9: <2,3>, 0.1: 5) のように書いてください".to_string()
            }
            Problem::BadProbability(_) => "確率は 0 から 1 の小数（0.25）か分数（1/3）で書いてください".to_string(),
            Problem::ProbabilitySum(_) => "合計を 1 にするか、一部を省いてください。確率のない子は残りを等分します".to_string(),
            Problem::BadVector(_) => "波括弧の中にプレイヤーごとに数を一つずつ、二つ以上書いてください：{1, 2, 6}".to_string(),
            Problem::VectorLength { .. } => "すべての葉にプレイヤーごとの効用を一つずつ書いてください".to_string(),
            Problem::NeedsVector { players, .. } => format!("波括弧の中にプレイヤーごとに一つ、{players} 個の効用を書いてください"),
            Problem::KindInMaxN(_) => "max^n の木では p1(…)、p2(…)… と書くか、各レベルの手番の順番に任せてください".to_string(),
            Problem::PlayerOutOfRange { players, .. } => format!("p1 … p{players} を使うか、ベクトルの成分を増やしてください"),
            Problem::Internal(_) => return None,
        })
    }

    fn error_label(&self) -> &'static str {
        "エラー"
    }

    fn hint_label(&self) -> &'static str {
        "ヒント"
    }

    fn empty_leaf(&self) -> &'static str {
        "葉には値が必要です"
    }

    fn edit_error(&self, error: &EditError) -> String {
        match error {
            EditError::NotALeaf => "値を編集できるのは葉だけです".to_string(),
            EditError::Gone => "そのノードはもう木にありません".to_string(),
            EditError::RootDelete => "根は削除できません".to_string(),
            EditError::OnlyChild { node, parent } => format!(
                "{node} は {parent} のただ 1 つの子です。ノードには少なくとも 1 つの子が必要なので、代わりに {parent} を削除してください"
            ),
            EditError::RootMove => "根には入れ替える兄弟がありません".to_string(),
            EditError::AlreadyAtEnd { node, first: true } => format!("{node} はすでに最初の子です"),
            EditError::AlreadyAtEnd { node, first: false } => format!("{node} はすでに最後の子です"),
            EditError::Broken(e) => format!("この編集をすると木が壊れます（{e}）"),
        }
    }
}

/// The few words of an answer key (`practice::key_lines`).
pub const KEY_WORDS: KeyWords =
    KeyWords {
        pruned: "枝刈り", root: "根", best: "最善手", no_key: "解答なし：この木にない値を探索が必要とします"
    };

/// The interface's words.
pub static TEXT: Text = Text {
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
    examples: [
        ("定番の例", "根の値は 3。a、b、7、3 は一度も探索されません。"),
        ("AIMA 図 5.2", "根の値は 3。葉 4 と 6 が枝刈りされます。"),
        ("同点：α ≥ β と α > β", "C は B と同点：α ≥ β では枝刈りされ、α > β では残ります。"),
        ("深い枝刈り", "E は 3 段上の A からの α = 5 で枝刈りされます。"),
        ("不均衡な木", "葉の深さがばらばらで、分岐数も自由です。"),
        ("チャンス：ノートの演習", "期待ミニマックス：チャンスノードの値は 1.5 と −0.5。MAX は左を選びます。"),
        ("チャンス：葉 20, 30, 1, 400", "期待値は 21 と 40.9。MAX は右を選びます。"),
        (
            "チャンス：評価値の尺度（並べて比較）",
            "葉 2, 3, 1, 4（2.1 と 1.3：左）と、同じ葉を 20, 30, 1, 400 に尺度変更したもの（21 と 40.9：右）を並べます。順序は同じでも最善手が変わります。評価値は勝つ確率の正の線形変換でなければなりません。",
        ),
        (
            "三人ゲーム：AIMA 図 5.4",
            "効用ベクトルによる max^n：根はプレイヤー 1 の値 1 で (1, 2, 6) と (1, 5, 2) が同点になり、左を残します。パラノイド切り替えでアルファベータになります。",
        ),
    ],
    algorithm: "アルゴリズム ",
    alpha_beta: "αβ法",
    minimax: "ミニマックス法",
    cut_at: "枝刈り条件 ",
    cut_ge: "α ≥ β（通常）",
    cut_gt: "α > β（同点を残す）",
    groups: ["探索", "木", "表示"],
    step_log: "ステップ履歴",
    step_log_columns: ["ステップ", "ノード", "イベント", "α", "β", "値", "説明"],
    events: ["呼び出し", "葉", "更新", "枝刈り", "返却", "停止"],
    step_log_earlier: |n| {
        format!("それより前の {n} ステップは表示していません。最初から見るにはスライダーを動かすか Home キーを押してください。")
    },
    step_log_too_long: |n| {
        format!("ステップ履歴は {n} ステップまでの探索を表示します。それより長い探索には trace コマンドを使ってください。")
    },
    step_log_jump: "行をクリックするとそのステップに移動します。",
    form_label: "疑似コード ",
    forms: ["AIMA（先に v を判定）", "先に α/β を更新"],
    forms_title: [
        "AIMA 図 5.7: v ← MAX(v, …); if v ≥ β then return v; α ← MAX(α, v)",
        "多くの講義ノートの形: v ← max(v, …); α ← max(α, v); if α ≥ β then break",
    ],
    root_max: "根：MAX ⇄",
    root_min: "根：MIN ⇄",
    swap_root: "根を MAX と MIN で切り替える",
    theme: "テーマ ",
    themes: ["自動", "ライト", "ダーク", "ハイコントラスト"],
    presentation: "プレゼン",
    presentation_title: "プロジェクター向けの大きな文字と太い線",
    language: "言語",
    lang_auto: "自動",
    undo: "元に戻す",
    undo_title: "元に戻す (Ctrl+Z)",
    redo: "やり直す",
    redo_title: "やり直す (Ctrl+Shift+Z)",
    random_tree: "ランダムな木",
    branching: "分岐数 ",
    depth: "深さ ",
    values_from: "値の範囲 ",
    values_to: " 〜 ",
    generate: "生成",
    share: "共有 / 埋め込み",
    share_group: "この表示を共有または埋め込む",
    start_at: "開始位置 ",
    this_step: |k| format!("このステップ（{k}）"),
    the_beginning: "最初",
    the_end: "最後",
    autoplay: " 自動再生",
    show_pseudocode: " 擬似コードを表示",
    share_language: "言語 ",
    viewers_language: "閲覧者の言語",
    link: "リンク",
    embed_snippet: "スライドに埋め込む（iframe）",
    export_beamer: "Beamer：全ステップ (LaTeX)",
    copy: "コピー",
    copied: "コピーしました ✓",
    step_controls: "ステップ操作",
    jump_start: "最初へ (Home)",
    step_back: "1 ステップ戻る (← または Page Up)",
    play: "再生 (Space)",
    pause: "一時停止 (Space)",
    step_forward: "1 ステップ進む (→ または Page Down)",
    jump_end: "最後へ (End)",
    step_slider: "ステップ",
    step_of: |k, n| format!("ステップ {k} / {n}"),
    speed: "自動再生の速さ",
    speeds: ["遅い", "普通", "速い"],
    root: "根 ",
    press_to_start: "→（または Page Down）を押すと、探索が 1 ステップずつ始まります。",
    open_full: "Minimax Lab で開く ↗",
    dismiss: "閉じる",
    pseudocode: "擬似コード",
    pseudocode_alpha_beta: "αβ法",
    pseudocode_minimax: "ミニマックス法 (AIMA)",
    pseudocode_expectiminimax: "期待ミニマックス法 (AIMA)",
    pseudocode_maxn: "max^n（三人以上）",
    call_stack: "呼び出しスタック",
    stack_empty: "空：実行中の呼び出しはありません",
    statistics: "統計",
    so_far: "ここまで",
    total: |name| format!("{name}の合計"),
    nodes_visited: "訪問したノード",
    leaves_evaluated: "評価した葉",
    cutoffs: "枝刈り",
    tree_editor: "木の編集",
    tree: "木",
    notation_help: "グループは <…>、[…]、(…)。葉は数（3、-2.5、inf）か、値が未知なら名前（a）。max(…) / min(…) でノードの種類を指定、A: でノードにラベルを付けます。図の葉をクリックすると値を編集できます。",
    error_count: |n| format!("エラー {n} 件 — 図には最後に正しく読めた木を表示しています。"),
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
    unfold_hint: "折りたたみ中: Enter で展開",
    folded_legend: "折りたたんだ部分木、+n は中のノード数（クリックで展開）",
    fold_button: "折りたたみ",
    fold_title: "探索経路から外れた部分木を 1 つの記号（値と含まれるノード数）に折りたたむか、木全体を描きます",
    whole_too_big: |nodes, max| format!("この木は {nodes} ノードあるため折りたたんで描きます（木全体を描くのは {max} ノードまで）"),
    fold: "折りたたむ",
    unfold: "展開",
    path_strip: "根から現在のノードまでの経路",
    minimap: "木全体の概観：濃い色＝探索済み、灰色＝未探索、薄い色＝枝刈り済み、青＝実行中の呼び出し、橙の線＝現在のノードへの経路",
    states: ["未訪問", "探索中", "完了", "枝刈り済み"],
    node_name: |seen, player, state| format!("{seen}、{player} ノード、{state}"),
    chance_node: "チャンス",
    leaf_name: |name, value, state| format!("{name}、葉、値 {value}、{state}"),
    leaf_input: |name| format!("{name} の新しい値：数、inf、または値が未知なら名前"),
    too_big: |nodes, levels, max_nodes, max_levels| {
        format!(
            "この木はノード {nodes} 個、{levels} 段あり、図にするには大きすぎます（図は {max_nodes} ノード、{max_levels} 段まで）。ステップ実行、説明、統計は使えます。全体の一覧は trace コマンドで出せます。"
        )
    },
    sources: ["リンク", "保存された作業"],
    link_unusable: |source, why| format!("{source}を使えませんでした：{why}。"),
    saved_unreadable: "前回保存された作業を読み込めなかったため、無視しました。",
    tree_error: |source, first| format!("{source}の木にエラーがあります（{first}）。下のテキストを直すまで、図には定番の例を表示します。"),
    fix_errors_first: "先に木のテキストのエラーを直してください（または元に戻してください）。図で編集すると、入力中のテキストが置き換えられてしまいます。",
    options_without_tree: "リンクにオプションはありますが tree= がありません — 定番の例を表示しています",
    bad_algo: |v| format!("リンクの algo={v} は minimax でも alphabeta でもありません"),
    bad_cut: |v| format!("リンクの cut={v} は ge (α ≥ β) でも gt (α > β) でもありません"),
    bad_form: |v| format!("リンクの form={v} は aima でも update-first でもありません"),
    bad_root: |v| format!("リンクの root={v} は max でも min でもありません"),
    bad_step: |v| format!("リンクの step={v} はステップ番号でも end でもありません"),
    what_if: "もし…なら",
    what_if_title: "この葉の値が何を決めるかを見る：根の手と枝刈りされるもの",
    what_if_heading: |x| format!("{x} が変わったら？"),
    what_if_intro: "ほかの葉はそのままです。値をドラッグするか入力すると探索の変化が見えます。どの値のときかを文で正確に示します。",
    what_if_readouts: ["根の値", "根の手", "いま枝刈り"],
    none: "なし",
    keeps_move_when: |m, cond| format!("{cond} のとき、根は手 {m} のままです。"),
    no_move_now: "根の手はまだ決まりません：値がプレースホルダーに依存しています。",
    pruned_when: |names, _, cond| format!("{cond} のとき、{names} は枝刈りされます。"),
    nothing_depends: |x| format!("ほかの葉の枝刈りは {x} に依存しません。"),
    or: "または",
    and: "と",
    every_value: |x| format!("{x} のすべての値"),
    no_value: |x| format!("{x} のどの値でもない"),
    close: "閉じる",
    what_if_legend: ["変える葉", "その値しだいで枝刈りされる葉"],
    levels: ["初級", "中級", "上級"],
    worksheet_title: "ゲーム木探索の練習問題",
    worksheet_heading: |level, first, last, convention| {
        if first == last {
            format!("練習問題（{level}）：{first}。{convention}")
        } else {
            format!("練習問題（{level}）：{first} ～ {last}。{convention}")
        }
    },
    worksheet_convention: |algorithm, cut, form| format!("{algorithm}、{cut} で枝刈り、擬似コード：{form}。"),
    worksheet_instructions: [
        "探索が到達する内部ノードすべてについて、その値を横の空欄に書きなさい（授業で求められていれば α と β も）。",
        "枝刈りを起こしたノードが返すのは上界か下界だけです：≤ 2 や ≥ 5 のように書きなさい。",
        "探索が枝刈りする辺すべてに斜線を引きなさい。",
    ],
    print: "印刷",
    practise_online: "オンラインで練習",
    answer_key: "解答",
    value_of: |name| format!("{name} の値"),
    compare: "比較",
    compare_title: "同じ木の別の探索を横に並べ、いっしょに 1 ステップずつ進める",
    compare_choices: [
        "比較なし",
        "ミニマックスとアルファベータ",
        "α ≥ β と α > β",
        "2 つの疑似コードの形",
        "そのままと最良順",
        "そのままと最悪順",
    ],
    orders: ["そのまま", "最良順", "最悪順"],
    pruned_only_here: |names| format!("こちらだけで枝刈り：{names}"),
    same_pruned: "どちらも同じ葉を枝刈りします。",
    pane_stats: |n, l, c| format!("ノード {}/{}、葉 {}/{}、カット {}/{}", n.0, n.1, l.0, l.1, c.0, c.1),
    nothing_only_here: "こちらだけで枝刈りされる葉はありません。",
    root_is_leaf: "根が葉なので、選ぶ手はありません。",
    practice: "練習",
    practice_title: "腕試し：値を隠した木",
    tasks: ["木を解く", "各ステップを予想する"],
    solve_intro: "各ノードの値を書いてください（カットオフするノードは返す値でも限界でも書けます。例：2 または ≤ 2）。授業で求められていれば α と β も書きます。枝をクリックするか下の子にチェックを入れると、枝刈りの印が付きます。最後に「採点」。",
    predict_intro: "各ステップの前に、何が起こるかを答えてください。「採点」でそのステップを示し、説明します。",
    sheet_columns: ["ノード", "値", "α", "β", "枝刈りされる子"],
    grade_window: "α と β も採点する",
    check: "採点",
    hint: "ヒント：次のステップを見る",
    first_mistake: "最初の誤りを見る",
    start_again: "やり直す",
    new_exercise: "新しい問題",
    level: "難しさ",
    exercise_named: |e| format!("問題 {e}"),
    worksheet_link: "印刷用の問題用紙",
    score: |right, total| format!("得点：{total} 問中 {right} 問"),
    full_marks: "満点！",
    hints_taken: |n| format!("使ったヒント：{n}"),
    tally: |e, p, o| format!("これまで：{e} 題、{o} 点中 {p} 点"),
    fields: ["値", "α", "β"],
    wrong_answer: |node, field, written, answer| format!("{node}：{field}に {written} と書きましたが、正しくは {answer} です。"),
    missing_answer: |node, field, answer| format!("{node}：{field}が書かれていません。正しくは {answer} です。"),
    unreadable_answer: |node, field, written| {
        format!("{node}：「{written}」は{field}として読めません（数、∞、または ≤ 2 のような限界を書いてください）。")
    },
    missing_prune: |parent, child| format!("枝 {parent}–{child} は枝刈りされます。印を付けてください。"),
    extra_prune: |parent, child| format!("枝 {parent}–{child} は探索されます。枝刈りではありません。"),
    unreached_answer: |node| format!("{node} は探索されません（上のカットオフで枝刈りされます）。空欄にしてください。"),
    bound_note: |node, v, bound| {
        format!("{node} はカットオフします。探索は {v} を返しますが、これは限界にすぎず、値は {bound} です。どちらの書き方も正解です。")
    },
    no_key: |leaf| format!("この木はまだ練習に使えません。探索に {leaf} の値が必要です。先にエディタで値を入れてください。"),
    no_key_computed: "練習モードにはすべてのノードの値が必要です。この探索ではプレースホルダーに依存するため値が定まらないノードがあります。プレースホルダーに数を入れるか、アルファベータで練習してください（最初に必要になったところで止まります）。",
    ask_update: |child, node| format!("{child} が {node} に値を返しました。{node} で何が起こりますか？"),
    ask_v: "v =",
    ask_alpha: "新しい α =",
    ask_beta: "新しい β =",
    ask_cuts: |node| format!("{node} はここでカットオフしますか？"),
    yes_no: ["はい", "いいえ"],
    ask_pruned: |node| format!("{node} がカットオフします。どの子が枝刈りされますか？"),
    ask_return: |node| format!("{node} の探索が終わりました。どの値を返しますか？"),
    nothing_to_predict: "このステップには予想することがありません。",
    next_step: "次のステップ",
    right: "正解！",
    not_quite: |parts| format!("惜しい：{parts}が違います。"),
    parts: ["v", "新しい α/β", "カットオフの有無", "枝刈りされる子"],
    predict_score: |right, asked| format!("これまでの正解：{asked} 問中 {right} 問"),
    predict_done: |right, asked| format!("終了：{asked} 問中 {right} 問正解。"),
    bad_game: |m| format!("リンクのゲームを使えません: {m}"),
    bad_depth: |v| format!("リンクの depth={v} は 1〜9 でも none でもありません"),
    bad_order: |v| format!("リンクの order={v} は given、best-first、worst-first、random のどれでもありません"),
    game_too_big: |n| {
        format!("この探索は {n} 個を超える局面を作るため、図にできません。深さの制限を設けるか、もっと後の局面から始めてください。")
    },
    bad_bounds: |v| format!("リンクの bounds={v} は LO ≤ HI を満たす 2 つの数 LO,HI ではありません"),
    bad_rescale: |v| format!("リンクの rescale={v} は両側とも増加する from:to の数の組ではありません"),
    compare_rescale: "そのままの葉と尺度を変えた葉（順序は同じ）",
    rescale_labels: ["そのままの葉", "尺度を変えた葉（順序は同じ）"],
    bad_paranoid: |v| format!("リンクの paranoid={v} は on でも off でもありません"),
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
    outside_bounds: |leaf, v| {
        format!("葉 {leaf} = {v} が宣言された範囲の外にあるため、範囲は使われません。範囲を広げるか葉を変えてください。")
    },
    bounds_title: "葉の値の範囲 (Star1)",
    bounds_on: "すべての葉の値は次の範囲",
    bounds_help: "範囲があると、チャンスノードの値は「ここまでの和＋残りの確率 × 下限」と「＋残りの確率 × 上限」の間にあるとわかります。その区間が (α, β) から外れると、αβ 法はその下を枝刈りします。",
    mc_title: "モンテカルロ・プレイアウト",
    mc_reset: "リセット",
    mc_seed: "シード",
    mc_columns: ["手", "回数", "平均", "正確な値"],
    mc_help: "ルートの各手からのプレイアウトは、チャンスノードごとにサイコロを振り、プレイヤーは期待ミニマックス法どおりに指します。回数が増えるほど、結果の平均はその手の正確な値（破線）に近づきます。",
    mc_unplayable: "プレイアウトにはすべての葉に数値が必要です（プレースホルダーや無限大は不可）。",
    game: "ゲーム",
    game_names: ["入力した木", "三目並べ", "コインゲーム", "ウサギとオオカミ"],
    position: "局面",
    set_position: "設定",
    depth_limit: "深さの制限",
    depth_none: "なし（最後まで）",
    move_order: "手の順序",
    game_orders: ["生成順", "良い手から", "悪い手から", "ランダム", "反復深化"],
    legend_frontier: "深さの制限で評価",
    legend_stub: "枝刈りされた手（指されていない）",
    position_help: [
        "左上から行ごとに X、O、. を 9 個。数が同じなら X の手番。",
        "残りのコイン数、MAX の手番（4）、または 4:min。",
        "上の行から 64 マス（.、W、R。行の間に / 可）、続けて手番の r か w。または start。",
    ],
    play_as: ["X で対戦（MAX）", "O で対戦（MIN）"],
    stop_playing: "対戦をやめる",
    your_move: "あなたの番です。マスをクリックしてください。",
    computer_played: |m| format!("コンピュータは {m} に打ちました。木はこの手を選んだ探索です。1 ステップずつ追えます。"),
    results: ["X の勝ち。", "O の勝ち。", "引き分け。"],
    horizon_button: "水平線効果の例",
    horizon_shallow: "水平線効果：1 手先までしか探索しない O は、各手を開いているラインで評価して 1,3 に打ちます。X が次の手で対角線をそろえることは水平線の向こうにあって見えず、O は負けます。深さの制限を 2 にしてみてください。",
    horizon_deeper: "もう 1 手深く読むと、O は X の対角線の脅威に気づいて 2,2 をふさぎ、引き分けになります。深さ 1 に戻すと、脅威はまた水平線の向こうです。",
    cost_button: "深さごとにノードを数える",
    cost_columns: ["深さ", "ミニマックスのノード", "ミニマックスの葉", "αβ のノード", "αβ の葉", "b", "b^(m/2)", "b^(3m/4)"],
    cost_note: "この局面から、選んだ手の順序で評価した葉の数。b は実効分岐数（ミニマックスの葉 = b^m）。αβ の最良の場合は約 b^(m/2)、ランダムな順序では約 b^(3m/4)。",
    cost_counting: |d| format!("深さ {d} を数えています…"),
    transposition_table: "置換表",
    table_hits: |n| {
        format!("{n} 個の局面は再び現れたので、探索せずに置換表から読み取りました（≡）。探索空間はグラフで、ここでは木として描いています。")
    },
    legend_same_as: "≡ 既出の局面：値は表から",
    table_help: "残りの探索の深さが同じで再び現れた局面は、もう一度探索せず、最初に求めた正確な値を使います。",
    searching: |n, cap| format!("ゲームを探索中：{n} 局面を作成（最大 {cap}）…"),
    stop_search: "中止",
    other_counting: |n| format!("計数中…（{n} 局面）"),
    other_over_cap: |n| format!("{n} 局面を超えるため数えていません"),
    sides: [["X", "O"], ["MAX", "MIN"], ["狼", "ウサギ"]],
    play_as_side: |s| format!("{s} で対戦"),
    side_wins: [
        ["X の勝ち。", "O の勝ち。"],
        ["MAX が最後のコインを取って勝ち。", "MIN が最後のコインを取って勝ち。"],
        ["狼の勝ち：ウサギは動けません。", "ウサギの勝ち：狼をすり抜けました。"],
    ],
    coins_left: "残りのコイン",
    to_move: "手番",
    rabbit_editor_help: "黒いマスをクリック：空 → 狼 → ウサギ（ウサギは元のマスからそこへ移動）。",
    your_moves: "あなたの手：",
};
