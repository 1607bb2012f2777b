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
use super::interface::{Words, failed, held, held_in, player, split_list, strict_test, update_parts};

pub struct Ja;

/// This language's [`Words`], for the dispatch (`in_lang!`).
pub static WORDS: Ja = Ja;

const LEAF_HINT: &str = "葉は 3、-2.5、inf のような数か、値が未知なら a のような名前です";

/// `a`, `a、b`, `a、b、c ほか 4 個`.
fn list(items: &[String]) -> String {
    let (head, more) = split_list(items);
    join(head, more)
}

/// `head`, and `more` left out, as one list.
fn join(head: &[String], more: usize) -> String {
    if more == 0 { head.join("、") } else { format!("{} ほか {more} 個", head.join("、")) }
}

fn which(k: Option<usize>) -> String {
    k.map_or("?".to_string(), |k| format!("{}番目", k + 1))
}

impl Words for Ja {
    fn names(&self, items: &[String]) -> String {
        list(items)
    }

    fn every_name(&self, items: &[String]) -> String {
        join(items, 0)
    }

    fn step(&self, step: &Step) -> String {
        match step {
            Step::UpdateChance { .. }
            | Step::CutoffChance { .. }
            | Step::EnterChance { .. }
            | Step::EnterPlayer { .. }
            | Step::UpdateMaxN { .. } => chance_and_players(step),
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
            Step::Cutoff { node, player: p, form, strict, v, alpha, beta, source, skipped, moves } => {
                let pruned = if *moves { format!("手 {}", list(skipped)) } else { list(skipped) };
                let above = source.as_ref().map_or("結果".to_string(), |s| format!(" {s} の選択"));
                let test = held(*p, *form, *strict, v, alpha, beta);
                let greek = if *p == Some(Player::Min) { "β" } else { "α" };
                match form {
                    Form::UpdateFirst => format!(
                        "ここで {test} となりました。{node} の下をこれ以上調べても{above}は変わらないので、{} を枝刈りします。",
                        pruned
                    ),
                    Form::Aima => format!(
                        "ここで {test} となったので、{node} は {greek} を更新せずにただちに v を返します。{node} の下をこれ以上調べても{above}は変わらないので、{} を枝刈りします。",
                        pruned
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
            Problem::ProbabilityWithoutNode(text) => format!("'{text}:' は確率ですが、その後にノードがありません"),
            Problem::DuplicateLabel { label, line, column } => format!("名前 '{label}' は {line}:{column} ですでに使われています"),
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
            Problem::NodeAfterLabel(_) | Problem::NotANumber(_) | Problem::NotANumberOrName(_) => LEAF_HINT.to_string(),
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
            Problem::NodeBeforeComma => "空の位置があります。余分な ',' を消すか、そこにノードを書いてください（例: <3,5,10>）".to_string(),
            Problem::NodeAfterComma => "最後の ',' を消すか、その後にノードを書いてください（例: <3,5,10>）".to_string(),
            Problem::ProbabilityWithoutNode(_) => "その直後に子を書くか（例: 0.5: <2,3>）、確率を消してください".to_string(),
            Problem::DuplicateLabel { .. } => {
                "ノードの名前はそれぞれ別にします。どちらかを改名するか、ラベルを消して文字を割り当ててください".to_string()
            }
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

    fn more_errors(&self, n: usize) -> String {
        format!("… ほかに表示していないエラーが {n} 件あります。最初のエラーを直すと、残りも消えることがよくあります。")
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
/// Why a depth-limited rabbit-and-wolves search says the wolves win.
pub const RABBIT_HORIZON: &str = "この深さでオオカミが「勝つ」理由：探索は数手先で止まり、各局面をオオカミが動かないとしたときのウサギから最上段までの距離で評価します。オオカミは最上段から始まり、ウサギがどう動いても最上段のどのマスもふさがっているかオオカミの陰になるように動ける（たとえば f8-e7、続いて h8-g7）ので、ゲームはまだ終わっていないのに、オオカミが選ぶ局面はどれも 254（ウサギが閉じ込められた）と評価されます。";

pub const KEY_WORDS: KeyWords = KeyWords {
    pruned: "枝刈り",
    root: "根",
    best: "最善手",
    no_key: "解答なし：この木にない値を探索が必要とします",
    or: "または",
    alpha_beta: "αβ法",
    minimax: "ミニマックス法",
    aima: "AIMA（先に v を判定）",
    update_first: "先に α/β を更新",
    easy: "初級",
    medium: "中級",
    hard: "上級",
    convention: |algorithm, cut, form| format!("{algorithm}、{cut} で枝刈り、擬似コード：{form}。"),
    heading: |level, first, last, convention| {
        if first == last {
            format!("練習問題（{level}）：{first}。{convention}")
        } else {
            format!("練習問題（{level}）：{first} ～ {last}。{convention}")
        }
    },
};

/// The steps of chance nodes and of more than two players.
fn chance_and_players(step: &Step) -> String {
    match step {
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
            let range =
                range.as_ref().map_or(String::new(), |r| format!("葉の値が有界なので、残りがどうであれ {node} は {r} の範囲にあります。"));
            format!("{node} はチャンスノードです。{child} は確率 {probability} で値 {got} です。{node} = {formula} = {sum}。{rest}{range}")
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
        // `step` sends only the steps above here.
        _ => String::new(),
    }
}

/// Nim の既知の答え（英語版は `en::nim_known`）。
pub fn nim_known(piles: &[u8], sum: u8, mover: &str, winning: &[String]) -> String {
    let xor = piles.iter().map(u8::to_string).collect::<Vec<_>>().join(" ⊕ ");
    if sum == 0 {
        format!("ニム和 {xor} = 0：手番の {mover} は最善の相手に負けます（どの手もニム和を 0 以外にし、相手はいつでも 0 に戻せる）")
    } else {
        format!("ニム和 {xor} = {sum}（0 でない）：手番の {mover} はニム和を 0 にする手で勝ちます：{}", winning.join("、"))
    }
}

/// ヌルウィンドウ探索の一族と証明数探索の文。
pub const FAMILY: super::interface::FamilyWords = super::interface::FamilyWords {
    root: "ルート",
    pass_full: "ルートを全幅の窓 (α, β) = ({a}, {b}) で探索します。",
    pass_aspiration: "アスピレーション：予想値のまわりの窓 (α, β) = ({a}, {b}) でルートを探索します。",
    pass_again: "広げた窓 ({a}, {b}) でルートを再探索します。",
    pass_mtdf: "パス {p}：β = MAX(g, lower + {step}) = {b}。ヌルウィンドウ (β − {step}, β) = ({a}, {b}) で探索します。",
    enter: "{n} に (α, β) = ({a}, {b}) で入ります。",
    enter_scout: "{n} をヌルウィンドウ ({a}, {b}) で偵察します。答えは上の手番の側にとって α より良いかどうかだけです。",
    enter_research: "{n} を ({a}, {b}) で再探索します。一つ上（親）で手番の {p} から見て偵察が fail high した（α より大きい）ので、値は α より上で、正確に求める必要があります。",
    table_hit: "表によると {n} は [{l}, {h}]。これでこのパスは決まるので {v} を返します。",
    table_narrow: "表によると {n} は [{l}, {h}]。窓を ({a}, {b}) に狭めます。",
    leaf_side: "葉 {n} は MAX にとって {u}。そこで手番の {s} にとっては {v} です。",
    leaf_max: "葉 {n} = {v}。",
    back_negated: "{n} は {c} から score = −({r}) = {v} を得ます。一方に良いことは他方に悪いことです。",
    back_same: "{n} は {c} から score = {v} を得ます（両方とも同じ手番なので符号は変わりません）。",
    back_max: "{n}（MAX）は {c} から g = MAX(g, {v}) を取ります。",
    back_min: "{n}（MIN）は {c} から g = MIN(g, {v}) を取ります。",
    fail_high: "偵察は α より大きいと答えました（{v} > {a}）。{c} を ({v}, {b}) で再探索します。{c} 自身の側から見ると ({x}, {y}) です。",
    better_alpha: "{n} の α が {a} に上がります。",
    better_soft: "{n} の best は {v}、α = {a} です。",
    better_max: "{n} の g は {v}、a = {a} です。",
    better_min: "{n} の g は {v}、b = {b} です。",
    cutoff: "score {v} {op} β = {b}：{n} で枝刈り。残り {k} 手は見ません。",
    cutoff_max: "g = {v} ≥ β = {b}：{n} はここで止まり、残り {k} 手は見ません。",
    cutoff_min: "g = {v} ≤ α = {a}：{n} はここで止まり、残り {k} 手は見ません。",
    return_exact: "{n} は {v} を返します。これがその値です。",
    return_at_most: "{n} は {v} を返します。{n} で手番の {s} から見て、値はこれ以下です（{s} にとって fail low）。",
    return_at_least: "{n} は {v} を返します。{n} で手番の {s} から見て、値はこれ以上です（{s} にとって fail high）。",
    return_at_least_max: "{n} は {v} を返します。MAX の数値で（MTD(f) はどのノードも MAX の側から読みます）、値はこれ以上です。",
    return_at_most_max: "{n} は {v} を返します。MAX の数値で（MTD(f) はどのノードも MAX の側から読みます）、値はこれ以下です。",
    return_unknown: "{n} は {v} を返しますが、確かなことは何も言えません。α = β という空の窓（厳密な規則でだけ残る）で入ったからです。",
    store: "{n} を表に記録します：下限 {l}、上限 {h}。",
    pass_low: "score {v} ≤ α = {a}：fail low。α を −∞ に広げて再探索します。",
    pass_high: "score {v} ≥ β = {b}：fail high。β を +∞ に広げて再探索します。",
    pass_exact: "score {v} は窓 ({a}, {b}) の内側です。これがルートの値です。",
    mtdf_upper: "g = {v} < β：値は {v} 以下。範囲は [{l}, {h}] になります。",
    mtdf_lower: "g = {v} ≥ β：値は {v} 以上。範囲は [{l}, {h}] になります。",
    done: "ルートの値は {v} です。",
    done_min: "ルートの値は MAX にとって {v} です（そこで手番の MIN から見ると {m}）。",
    goal_win: "勝ち",
    goal_above_zero: "0 より大きい値",
    goal_below_zero: "0 より小さい値",
    goal_at_least: "{v} 以上の値",
    goal_at_most: "{v} 以下の値",
    pns_iteration: "反復 {k}：最も証明に役立つノードは {n}。展開すると子が {m} 個できます。",
    pns_iteration_one: "反復 {k}：最も証明に役立つノードは {n}。展開すると子が 1 個できます。",
    pns_update: "{n}を更新：(pn, dn) ({p0}, {d0}) → ({p1}, {d1})。",
    pns_proved: "証明されました（pn = 0）：{s} は{goal}を強制できます。",
    pns_disproved: "反証されました（dn = 0）：{s} は{goal}を強制できません。",
    pns_open: "{k} 回の反復で決まりません：ノード数の上限に達しました。",
    notes: super::interface::ListingNotes {
        for_mover: "手番の側から見た値",
        soft_only: "fail-soft のときだけ",
        fail_soft: "fail-soft",
        fail_hard: "fail-hard",
        scout: "ヌルウィンドウで偵察",
        failed_high: "fail high（上に外れた）",
        failed_low: "fail low（下に外れた）",
        cutoff: "枝刈り",
        with_memory: "メモリ付きアルファベータ",
        numbers_of_children: "各子に SET-NUMBERS",
        numbers_upward: "上に向かって SET-NUMBERS",
    },
};

pub const QUIZ: super::interface::QuizWords = super::interface::QuizWords {
    title: |exercise| format!("Minimax Lab：演習 {exercise}"),
    task: |convention| {
        format!(
            "授業と同じ方法でこのゲーム木を探索してください：{convention}根では MAX が手番です（▲ MAX、▼ MIN）。子は左から右へ探索します。"
        )
    },
    notation: "同じ木を Minimax Lab の記法で：",
    names: "ノードは根 A から段ごとに左から右へ名前が付きます（B、C、…）。葉は親の名前と子の中での順番で呼びます（C2：C の 2 番目の子）。",
    root: |name| format!("根 {name} の値："),
    inner: "その他の各内部ノードが返す値：「ちょうど」、または探索が上限・下限しか求めない場合は「以下」「以上」を選んで数を書いてください。最後の子でカットの判定が成り立ったノードでは、「ちょうど」とその限界のどちらも正解です。探索が一度も訪れないノードは「到達しない」を選び、数は空欄のままにしてください。",
    inner_typed: "その他の各内部ノードが返す値：数（5）を、探索が上限・下限しか求めない場合はその限界（≤ 5 や ≥ 5。<= 5、>= 5 も同じに読みます）を書いてください。最後の子でカットの判定が成り立ったノードでは、数とその限界のどちらも正解です。探索が一度も訪れないノードにはダッシュ（–）を書いてください。",
    inner_minimax: "その他の各内部ノードが返す値：",
    exactly: "ちょうど",
    at_most: "以下",
    at_least: "以上",
    not_reached: "到達しない",
    pruned: "探索が一度も評価しない葉をすべて選んでください：",
    image: |exercise| format!("演習 {exercise} のゲーム木"),
    key: "解答：",
};

pub const CHECK: super::interface::CheckWords = super::interface::CheckWords {
    minimax: "ミニマックス法",
    alphabeta: "アルファベータ法",
    did_read: "あなたのコードは {x} を読みました",
    did_expand: "あなたのコードは {x} を展開しました",
    did_stop: "あなたのコードはここで止まりました",
    next_read: "次に {x} を読みます",
    next_expand: "次に {x} を展開します",
    parting_pruned: "{did}が、{algo}は {x} に到達しません。ステップ {step}: {why}",
    parting_next: "{did}が、{algo}は{next}。ステップ {step}: {why}",
    parting_finished: "{did}が、{algo}はそのノードをすでに処理し終えています。",
    parting_returned: "あなたのコードの {x} の呼び出しは {r} を返しましたが、{x} は {v} を返します。ステップ {step}: {why}",
    parting_root: "あなたのコードは根に {r} を与えますが、ゲームの値は {v} です。",
    no_number: "数でないもの",
    agrees: "あなたのコードは{algo}と同じ動きをします: 同じ {k} 個のノードを同じ順に調べ、根の値は {v} です。",
    fail_hard: "いくつかの呼び出しは v の代わりに窓の端を返しました (fail-hard)。これも正解とします。",
    line: "擬似コード: {line}",
    looks_like: "よくある誤りに当たります: {slip}",
    unfit_players: "コードの検査は MAX と MIN のノードだけの木で行います。この木にはチャンスノードか 3 人以上のプレイヤーがあります。",
    unfit_value: "{algo}は {x} を読みますが、その値がありません。この木でコードを検査するには値を書いてください。",
    no_pruning: "枝刈りがまったくありません。あなたのコードはミニマックス法のようにすべての子を探索します。アルファベータ法はカットの判定が成り立った時点で戻ります。",
    fail_hard_strict: "厳密な規則のもとでの fail-hard。呼び出しが v の代わりに窓の端を返すため、α > β の規則では後で α = β に閉じた窓が、AIMA の v の場合より少なくしかカットしません。AIMA のように v を返してください。",
    other_cut: "もう一方のカット規則です。あなたのコードは {other} でカットしますが、この設定では {this} でカットします。",
    window_not_passed: "α と β が下に渡されていません。どの呼び出しも (−∞, ∞) を受け取るので、決してカットできません。各子にそのときのノードの α と β を渡してください。",
    swapped: "α と β が入れ替わっています。子が (α, β) ではなく (β, α) で呼ばれています。",
    returns_bound: "v の代わりに α か β を返しています。ノードが自分の側の窓の端を返していますが、それはノードの値ではありません。",
    wrong_player: "手番のプレイヤーが逆です。あなたのコードは木の MIN で MAX を、MAX で MIN を指しています。",
    same_mover: "手番が交代しません。MAX-VALUE が MAX-VALUE を呼んでいます (または MIN-VALUE が MIN-VALUE を)。呼び出しのたびに手番を相手に渡してください。",
    reversed: "子を右から左へ調べています。アルファベータ法は木に並んだ順に子を調べるので、刈られるノードが変わります。",
    read_twice: "同じノードを 2 回訪れています。あなたのコードは処理を終えたノードに戻っています。各ノードの探索は 1 回です。",
    order_wrong: "ノードは正しいのに順序が違います。あなたのコードは{algo}と同じノードを別の順に訪れています。",
    heading: "自分のコード",
    intro: "{algo}を Python か JavaScript で書いてください。表示中の木とランダムな木で実行し、展開したノードと読んだ葉をすべて表示中の探索と照合します。",
    language: "言語",
    run_here: "この木で確かめる",
    run_random: "ランダムな木 200 本で試す",
    stop: "停止",
    reset: "例から書き直す",
    loading_python: "Python を読み込んでいます（Pyodide、初回は約 10 MB）…",
    running: "{n} 本中 {k} 本目の木でコードを実行中…",
    shrinking: "{k} 本目の木で不一致: 同じように失敗する最小の木を探しています…",
    stopped: "停止しました。コードは失われていません。",
    timed_out: "{k} 本目の木でコードが {s} 秒以内に終わりませんでした。無限ループでは？ 停止したので、直してからもう一度実行してください。",
    load_error: "コードを読み込めません:",
    at_line: "{line} 行目",
    raised: "コードでエラーが発生しました:",
    agrees_all: "{n} 本のランダムな木すべてで{algo}と一致しました（根が MAX と MIN、同点を含む）。",
    failed_tree: "{n} 本中 {k} 本目の木で不一致。同じように失敗する最小の木を表示しています: {tree}",
    only_code: "あなたのコードだけが訪れたノード: {list}",
    only_reference: "{algo}だけが訪れたノード: {list}",
    shown_step: "表示中の探索は、両者が分かれるステップ {step} にあります。",
    starter: "ここに探索を書いてください。葉では node.children は []、node.value は葉の効用値、node.is_max は手番を表します。",
};
