//! 日本語. 枝刈り for pruning, 効用値 for utility, as in the course notes.

use super::super::edit::EditError;
use super::super::explain::{Note, Step};
use super::super::notation::{MAX_DEPTH, MAX_NODES, Problem};
use super::super::num::MAX_DIGITS;
use super::super::tree::Player;
use super::super::explain::Test;
use super::super::search::Form;
use super::{Words, failed, held, held_in, strict_test, update_parts, player, split_list};

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
            Step::Placeholder { node } => format!("{node} はプレースホルダーです。値がわからないので、どんな値でもありえます。"),
            Step::UpdateAlphaBeta { node, player: p, child_index, child, got, new_bound, form, test, .. } => {
                let (v, bound) = update_parts(step);
                let greek = if *p == Player::Max { "α" } else { "β" };
                let start = format!("{node} は {} ノードです。{}の子 {child} が {got} を返したので、{v}", p.name(), which(*child_index));
                let equal = format!("厳密な規則（{}）では等しいだけでは不十分", strict_test(*p, *form));
                match (form, test) {
                    (Form::UpdateFirst, Test::Pass { tie: false, .. }) => format!("{start}、{bound} となります。{} なので、カットは起きません。", failed(step)),
                    (Form::UpdateFirst, Test::Pass { tie: true, last: false }) => format!("{start}、{bound} となります。{} ですが、{equal}なので、{node} は探索を続けます。", failed(step)),
                    (Form::UpdateFirst, Test::Pass { tie: true, last: true }) => format!("{start}、{bound} となります。{} ですが、{equal}なので、カットは起きません。", failed(step)),
                    (Form::UpdateFirst, Test::Cut) => format!("{start}、{bound} となります。"),
                    (Form::UpdateFirst, Test::CutLast) => format!("{start}、{bound} となります。ここで {} なので、{node} はここでループを抜けます（枝刈りする子は残っていません）。", held_in(step)),
                    (Form::Aima, Test::Pass { tie: false, .. }) => format!("{start} となります。{} なのでカットは起きず、{bound} となります。", failed(step)),
                    (Form::Aima, Test::Pass { tie: true, last }) => {
                        let keeps = if *last { String::new() } else { format!("（{node} は探索を続けます）") };
                        format!("{start} となります。{} ですが、{equal}なのでカットは起きず{keeps}、{bound} となります。", failed(step))
                    }
                    (Form::Aima, Test::Cut) => format!("{start} となります。"),
                    (Form::Aima, Test::CutLast) => format!("{start} となります。ここで {} なので、{node} はただちに v を返します。{greek} は {new_bound} のままです。", held_in(step)),
                }
            }
            Step::UpdateMinimax { node, player: p, child_index, child, got, so_far } => {
                format!("{node} は {} ノードです。{}の子 {child} が {got} を返したので、ここまでの値は {so_far} です。", p.name(), which(*child_index))
            }
            Step::Cutoff { node, player: p, form, strict, v, alpha, beta, source, skipped } => {
                let above = source.as_ref().map_or("結果".to_string(), |s| format!(" {s} の選択"));
                let test = held(*p, *form, *strict, v, alpha, beta);
                let greek = if *p == Some(Player::Min) { "β" } else { "α" };
                match form {
                    Form::UpdateFirst => format!("ここで {test} となりました。{node} の下をこれ以上調べても{above}は変わらないので、{} を枝刈りします。", list(skipped)),
                    Form::Aima => format!("ここで {test} となったので、{node} は {greek} を更新せずにただちに v を返します。{node} の下をこれ以上調べても{above}は変わらないので、{} を枝刈りします。", list(skipped)),
                }
            }
            Step::Return { node, parent, shown, bound } => {
                let note = bound.as_ref().map_or(String::new(), |b| format!("（確定値ではなく、真の値は {b} です）"));
                format!("{node} の探索が終わり、{parent} に {shown} を返します{note}。")
            }
            Step::Finished { node, value, depends: false } => format!("{node} の探索が終わりました。ゲームの値は {value} です。"),
            Step::Finished { node, value, depends: true } => format!("{node} の探索が終わりました。ゲームの値は {value} で、プレースホルダーの値によって決まります。"),
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
            Note::CutMaxStrict => "厳密な規則：β より大きい値だけが MIN に許されない。等しい値なら探索を続け、同じくらい良い手をすべて残す（枝刈りしない）",
            Note::CutMinStrict => "厳密な規則：α より小さい値だけが MAX に許されない。等しい値なら探索を続け、同じくらい良い手をすべて残す（枝刈りしない）",
            Note::Alpha => "α：この経路で MAX がすでに確保している最善の値",
            Note::Beta => "β：この経路で MIN がすでに確保している最善の値",
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
            Problem::Internal(e) => format!("木を作れませんでした：{e}"),
        }
    }

    fn problem_hint(&self, problem: &Problem) -> Option<String> {
        Some(match problem {
            Problem::Empty => "根の子を入力してください。例：<3,5,10>,<2,a,b>,<2,7,3>".to_string(),
            Problem::NodeBeforeComma | Problem::NodeAfterComma | Problem::NodeAfterLabel(_) | Problem::NotANumber(_) | Problem::NotANumberOrName(_) => LEAF_HINT.to_string(),
            Problem::LabelBeforeColon => "ラベルは A や x1 のような名前で、A:max(3, 5) のようにノードの前に書きます".to_string(),
            Problem::BadLabel(_) => "ラベルは A や x1 のような名前です".to_string(),
            Problem::GroupAfterKind(_) => "子を括弧で囲んでください。例：max(3, 5)、min(<1,2>, 4)".to_string(),
            Problem::TooManyDigits(_) => format!("数は正確に比較するので、{MAX_DIGITS} 桁までです"),
            Problem::TooManyNodes => "木を分けるか、小さい例を使ってください".to_string(),
            Problem::TooDeep => "もっと浅い木を使ってください".to_string(),
            Problem::NoGroupOpen(_) | Problem::WrongCloser { .. } => "'<'、'['、'(' はそれぞれ対応する '>'、']'、')' で閉じます".to_string(),
            Problem::Unclosed { open, close, .. } => format!("足りない '{close}' を加えるか、'{open}' を消してください"),
            Problem::EmptyGroup => "<3,5> のように子を入れるか、代わりに葉の値を書いてください".to_string(),
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
            EditError::OnlyChild { node, parent } => format!("{node} は {parent} のただ 1 つの子です。ノードには少なくとも 1 つの子が必要なので、代わりに {parent} を削除してください"),
            EditError::RootMove => "根には入れ替える兄弟がありません".to_string(),
            EditError::AlreadyAtEnd { node, first: true } => format!("{node} はすでに最初の子です"),
            EditError::AlreadyAtEnd { node, first: false } => format!("{node} はすでに最後の子です"),
            EditError::Broken(e) => format!("この編集をすると木が壊れます（{e}）"),
        }
    }
}
