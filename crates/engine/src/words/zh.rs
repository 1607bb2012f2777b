//! 中文（简体）. 剪枝 for pruning, 效用值 for utility, 博弈树 for the game
//! tree, 节点 for node, 叶节点 for leaf, as in the course notes.

use super::super::edit::EditError;
use super::super::explain::Test;
use super::super::explain::{Note, Step};
use super::super::notation::{MAX_DEPTH, MAX_NODES, Problem};
use super::super::num::MAX_DIGITS;
use super::super::practice::KeyWords;
use super::super::search::Form;
use super::super::tree::Player;
use super::interface::{Words, failed, held, held_in, player, split_list, strict_test, update_parts};

pub struct Zh;

/// This language's [`Words`], for the dispatch (`in_lang!`).
pub static WORDS: Zh = Zh;

const LEAF_HINT: &str = "叶节点是 3、-2.5 或 inf 这样的数字；值未知时用 a 这样的名字";

/// `a`, `a 和 b`, `a、b 和 c`, `a、b、c 以及另外 4 个`.
fn list(items: &[String]) -> String {
    let (head, more) = split_list(items);
    join(head, more)
}

/// `head`, and `more` left out, as one list.
fn join(head: &[String], more: usize) -> String {
    match (head, more) {
        ([], _) => String::new(),
        ([one], 0) => one.clone(),
        (_, 0) => format!("{} 和 {}", head[..head.len() - 1].join("、"), head[head.len() - 1]),
        _ => format!("{} 以及另外 {more} 个", head.join("、")),
    }
}

fn which(k: Option<usize>) -> String {
    k.map_or("?".to_string(), |k| format!("第 {} 个", k + 1))
}

impl Words for Zh {
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
                let goal = if *p == Some(Player::Min) { "最小值" } else { "最大值" };
                let first = match p {
                    Some(_) => format!("{node} 是 {} 节点，取其子节点中的{goal}。", player(*p)),
                    None => format!("{node} 是叶节点。"),
                };
                match (window, from) {
                    (Some((a, b)), Some(f)) => format!("{first}它从 {f} 接收 α = {a} 和 β = {b}。"),
                    (Some((a, b)), None) => format!("{first}初始 α = {a}，β = {b}。"),
                    (None, _) => first,
                }
            }
            Step::Leaf { node, value } => format!("{node} 是叶节点：其效用值为 {value}。"),
            Step::Frontier { node, value } => {
                format!("{node} 到达深度限制：游戏尚未结束，截断测试在此停止，用评估函数的值 {value} 代替效用值。")
            }
            Step::Transposition { node, value, same_as } => format!(
                "{node} 是在 {same_as} 已出现过的局面：置换表已记录其精确值 {value}，因此直接查表而不再搜索（这棵树实际上是图：两条路径通向同一局面）。"
            ),
            Step::Placeholder { node } => format!("{node} 是占位符：其值未知，可能是任何值。"),
            Step::UpdateAlphaBeta { node, player: p, child_index, child, got, new_bound, form, test, .. } => {
                let (v, bound) = update_parts(step);
                let greek = if *p == Player::Max { "α" } else { "β" };
                let start = format!("{node} 是 {} 节点。它的{}子节点 {child} 返回 {got}，所以 {v}", p.name(), which(*child_index));
                let equal = format!("在严格规则（{}）下相等还不够", strict_test(*p, *form));
                match (form, test) {
                    (Form::UpdateFirst, Test::Pass { tie: false, .. }) => format!("{start}，{bound}。{}：不剪枝。", failed(step)),
                    (Form::UpdateFirst, Test::Pass { tie: true, last: false }) => {
                        format!("{start}，{bound}。{}：{equal}，所以 {node} 继续搜索。", failed(step))
                    }
                    (Form::UpdateFirst, Test::Pass { tie: true, last: true }) => {
                        format!("{start}，{bound}。{}：{equal}，所以不剪枝。", failed(step))
                    }
                    (Form::UpdateFirst, Test::Cut) => format!("{start}，{bound}。"),
                    (Form::UpdateFirst, Test::CutLast) => {
                        format!("{start}，{bound}。此时 {}，{node} 在此跳出循环（没有剩下的子节点可剪枝）。", held_in(step))
                    }
                    (Form::Aima, Test::Pass { tie: false, .. }) => format!("{start}。{}：不剪枝，所以 {bound}。", failed(step)),
                    (Form::Aima, Test::Pass { tie: true, last }) => {
                        let keeps = if *last { String::new() } else { format!("，{node} 继续搜索") };
                        format!("{start}。{}：{equal}，所以不剪枝{keeps}；{bound}。", failed(step))
                    }
                    (Form::Aima, Test::Cut) => format!("{start}。"),
                    (Form::Aima, Test::CutLast) => {
                        format!("{start}。此时 {}，所以 {node} 立即返回 v；{greek} 保持为 {new_bound}。", held_in(step))
                    }
                }
            }
            Step::UpdateMinimax { node, player: p, child_index, child, got, so_far } => {
                format!("{node} 是 {} 节点。它的{}子节点 {child} 返回 {got}，所以它目前的值为 {so_far}。", p.name(), which(*child_index))
            }
            Step::Cutoff { node, player: p, form, strict, v, alpha, beta, source, skipped, moves } => {
                let pruned = if *moves { format!("着法 {}", list(skipped)) } else { list(skipped) };
                let above = source.as_ref().map_or("结果".to_string(), |s| format!(" {s} 的选择"));
                let test = held(*p, *form, *strict, v, alpha, beta);
                let greek = if *p == Some(Player::Min) { "β" } else { "α" };
                match form {
                    Form::UpdateFirst => format!("此时 {test}：{node} 之下的任何结果都无法改变{above}，所以 {} 被剪枝。", pruned),
                    Form::Aima => format!(
                        "此时 {test}，所以 {node} 不更新 {greek}，立即返回 v：{node} 之下的任何结果都无法改变{above}，所以 {} 被剪枝。",
                        pruned
                    ),
                }
            }
            Step::Return { node, parent, shown, bound } => {
                let note = bound.as_ref().map_or(String::new(), |b| format!("（这只是一个界：其真实值 {b}）"));
                format!("{node} 搜索完毕，向 {parent} 返回 {shown}{note}。")
            }
            Step::Finished { node, value, depends: false } => format!("{node} 搜索完毕：博弈的值为 {value}。"),
            Step::Finished { node, value, depends: true } => format!("{node} 搜索完毕：博弈的值为 {value}，取决于占位符的值。"),
            Step::Blocked { node, path } => {
                let path = if path.is_empty() { "根节点" } else { path.as_str() };
                format!("搜索需要占位符 {node}（叶节点 {path}）的值。请给 {node} 填入一个数字以继续。")
            }
        }
    }

    fn note(&self, note: Note) -> &'static str {
        match note {
            Note::Terminal => "叶节点：其值就是效用值",
            Note::Start => "尚未看到任何子节点：第一个子节点总会更新 v",
            Note::CutMax => "上层的 MIN 绝不会允许 ≥ β 的值：剪去其余子节点（β 剪枝）",
            Note::CutMin => "上层的 MAX 绝不会允许 ≤ α 的值：剪去其余子节点（α 剪枝）",
            Note::CutMaxStrict => "严格规则：只有 > β 的值才是 MIN 不会允许的；相等时继续搜索，保留所有同样好的走法（不剪枝）",
            Note::CutMinStrict => "严格规则：只有 < α 的值才是 MAX 不会允许的；相等时继续搜索，保留所有同样好的走法（不剪枝）",
            Note::Alpha => "α：MAX 在这条路径上已能确保的最好值",
            Note::Beta => "β：MIN 在这条路径上已能确保的最好值",
            Note::MaxN => "玩家 i 选择自己分量 i 最大的向量；平局时保留先找到的子节点",
        }
    }

    fn problem(&self, problem: &Problem) -> String {
        match problem {
            Problem::Empty => "树是空的".to_string(),
            Problem::NodeBeforeComma => "',' 之前应有一个节点".to_string(),
            Problem::NodeAfterComma => "',' 之后应有一个节点".to_string(),
            Problem::LabelBeforeColon => "':' 之前应有一个标签".to_string(),
            Problem::BadLabel(text) => format!("'{text}' 不能作为标签"),
            Problem::NodeAfterLabel(label) => format!("标签 '{label}:' 之后应有一个节点"),
            Problem::GroupAfterKind(kind) => format!("'{kind}' 之后应有一个括号组"),
            Problem::TooManyDigits(text) => format!("'{text}' 超过 {MAX_DIGITS} 位数字"),
            Problem::NotANumber(text) => format!("'{text}' 不是数字"),
            Problem::NotANumberOrName(text) => format!("'{text}' 既不是数字也不是名字"),
            Problem::TooManyNodes => format!("树的节点数超过上限 {MAX_NODES}"),
            Problem::TooDeep => format!("括号嵌套超过上限 {MAX_DEPTH} 层"),
            Problem::NoGroupOpen(c) => format!("多余的 '{c}'：没有未闭合的括号组"),
            Problem::WrongCloser { found, needs } => format!("不匹配的 '{found}'：当前括号组需要 '{needs}'"),
            Problem::Unclosed { open, close, line, column, found } => {
                let found = found.map_or(String::new(), |f| format!("，但遇到了 '{f}'"));
                format!("应有 '{close}' 来闭合 {line}:{column} 处的 '{open}'{found}")
            }
            Problem::EmptyGroup => "空括号组：节点至少要有一个子节点".to_string(),
            Problem::ProbabilityOutsideChance(text) => format!("'{text}:' 是一个概率，但只有机会节点的子节点才有概率"),
            Problem::BadProbability(text) => format!("'{text}' 不是 0 到 1 之间的概率"),
            Problem::ProbabilitySum(sum) => format!("这个机会节点的概率之和是 {sum}，不是 1"),
            Problem::ProbabilityWithoutNode(text) => format!("'{text}:' 给出了一个概率，但后面没有节点"),
            Problem::DuplicateLabel { label, line, column } => format!("名字 '{label}' 已在 {line}:{column} 使用"),
            Problem::BadVector(text) => format!("'{text}' 不是效用向量"),
            Problem::VectorLength { expected, found } => {
                format!("这个向量有 {found} 个效用，但树中其他向量有 {expected} 个（每个玩家一个）")
            }
            Problem::NeedsVector { leaf, players } => format!("'{leaf}' 是单个值，但这是一棵 {players} 人的树：它的叶子是效用向量"),
            Problem::KindInMaxN(text) => format!("'{text}' 是效用向量树（max^n）中的 MAX、MIN 或机会节点"),
            Problem::PlayerOutOfRange { player, players } => format!("'{player}' 指的玩家在向量中没有效用：向量只有 {players} 个分量"),
            Problem::Internal(e) => format!("无法构建树：{e}"),
        }
    }

    fn problem_hint(&self, problem: &Problem) -> Option<String> {
        Some(match problem {
            Problem::Empty => "输入根节点的子节点，例如 <3,5,10>,<2,a,b>,<2,7,3>".to_string(),
            Problem::NodeAfterLabel(_) | Problem::NotANumber(_) | Problem::NotANumberOrName(_) => LEAF_HINT.to_string(),
            Problem::LabelBeforeColon => "标签是 A 或 x1 这样的名字，写在节点之前，如 A:max(3, 5)".to_string(),
            Problem::BadLabel(_) => "标签是 A 或 x1 这样的名字".to_string(),
            Problem::GroupAfterKind(_) => "把子节点写在括号里，如 max(3, 5) 或 min(<1,2>, 4)".to_string(),
            Problem::TooManyDigits(_) => format!("数字按精确值比较，所以最多 {MAX_DIGITS} 位"),
            Problem::TooManyNodes => "拆分这棵树，或使用更小的例子".to_string(),
            Problem::TooDeep => "使用更浅的树".to_string(),
            Problem::NoGroupOpen(_) | Problem::WrongCloser { .. } => "每个 '<'、'[' 或 '(' 都要用对应的 '>'、']' 或 ')' 闭合".to_string(),
            Problem::Unclosed { open, close, .. } => format!("补上缺少的 '{close}'，或删除 '{open}'"),
            Problem::EmptyGroup => "在括号里写入子节点，如 <3,5>，或改写为一个叶节点值".to_string(),
            Problem::ProbabilityOutsideChance(_) => "请把概率写在 chance(…) 或 ?(…) 的子节点上，如 ?(0.9: <2,3>, 0.1: 5)".to_string(),
            Problem::BadProbability(_) => "请用 0 到 1 之间的小数（0.25）或分数（1/3）写概率".to_string(),
            Problem::ProbabilitySum(_) => "请让它们之和为 1，或省略一些：没有写概率的子节点平分剩余部分".to_string(),
            Problem::NodeBeforeComma => "这里是空位：删去多余的 ','，或在此写一个节点，如 <3,5,10>".to_string(),
            Problem::NodeAfterComma => "删去最后的 ','，或在它后面写一个节点，如 <3,5,10>".to_string(),
            Problem::ProbabilityWithoutNode(_) => "紧接着写出子节点，如 0.5: <2,3>，或删去这个概率".to_string(),
            Problem::DuplicateLabel { .. } => "每个节点都要有自己的名字：给其中一个改名，或删去它的标签以自动分配字母".to_string(),
            Problem::BadVector(_) => "请在花括号中为每个玩家写一个数，至少两个：{1, 2, 6}".to_string(),
            Problem::VectorLength { .. } => "请给每个叶子每个玩家一个效用".to_string(),
            Problem::NeedsVector { players, .. } => format!("请在花括号中写 {players} 个效用，每个玩家一个"),
            Problem::KindInMaxN(_) => "在 max^n 树中请写 p1(…)、p2(…)…，或让各层依次轮流".to_string(),
            Problem::PlayerOutOfRange { players, .. } => format!("请使用 p1 … p{players}，或给向量更多分量"),
            Problem::Internal(_) => return None,
        })
    }

    fn error_label(&self) -> &'static str {
        "错误"
    }

    fn hint_label(&self) -> &'static str {
        "提示"
    }

    fn more_errors(&self, n: usize) -> String {
        format!("… 还有 {n} 个错误未显示：先改正前面的错误，其余的往往随之消失。")
    }

    fn empty_leaf(&self) -> &'static str {
        "叶节点需要一个值"
    }

    fn edit_error(&self, error: &EditError) -> String {
        match error {
            EditError::NotALeaf => "只有叶节点才有可编辑的值".to_string(),
            EditError::Gone => "该节点已不在树中".to_string(),
            EditError::RootDelete => "不能删除根节点".to_string(),
            EditError::OnlyChild { node, parent } => {
                format!("{node} 是 {parent} 唯一的子节点：节点至少要有一个子节点，请改为删除 {parent}")
            }
            EditError::RootMove => "根节点没有可交换位置的兄弟节点".to_string(),
            EditError::AlreadyAtEnd { node, first: true } => format!("{node} 已经是第一个子节点"),
            EditError::AlreadyAtEnd { node, first: false } => format!("{node} 已经是最后一个子节点"),
            EditError::Broken(e) => format!("此编辑会破坏树的结构（{e}）"),
        }
    }
}

/// The few words of an answer key (`practice::key_lines`).
/// Why a depth-limited rabbit-and-wolves search says the wolves win.
pub const RABBIT_HORIZON: &str = "为什么在这个深度狼“获胜”：搜索在几步之后停下，并以狼不动时兔子到最上一行的距离来评估每个局面；狼从最上一行出发，无论兔子怎么走，狼都能走得让最上一行的每一格要么被占、要么被狼挡住（例如 f8-e7，然后 h8-g7），所以狼选择的每个局面都评为 254（兔子被围住），尽管对局远未结束。";

pub const KEY_WORDS: KeyWords = KeyWords {
    pruned: "剪枝",
    root: "根",
    best: "最佳走法",
    no_key: "没有答案：搜索需要这棵树中没有的值",
    or: "或",
    alpha_beta: "α-β 剪枝",
    minimax: "极小化极大",
    aima: "AIMA（先判断 v）",
    update_first: "先更新 α/β",
    easy: "简单",
    medium: "中等",
    hard: "困难",
    convention: |algorithm, cut, form| format!("{algorithm}，{cut} 时剪枝，伪代码：{form}。"),
    heading: |level, first, last, convention| {
        if first == last {
            format!("练习题（{level}）：{first}。{convention}")
        } else {
            format!("练习题（{level}）：{first} 至 {last}。{convention}")
        }
    },
};

/// The steps of chance nodes and of more than two players.
fn chance_and_players(step: &Step) -> String {
    match step {
        Step::CutoffChance { node, low, bound, window_end, leaf_bounds: (l, u), strict, skipped } => {
            let (side, rel, rest_at, other) = if *low {
                ("至多", if *strict { "<" } else { "≤" }, u, "α")
            } else {
                ("至少", if *strict { ">" } else { "≥" }, l, "β")
            };
            format!(
                "{node} 处的 Star1 剪枝：即使其余子节点都取 {rest_at}（叶的值在 [{l}, {u}] 内），{node} {side}为 {bound}，{bound} {rel} {other} = {window_end}；上方的玩家已有同样好的选择，因此剪去 {}。",
                skipped.join("、")
            )
        }
        Step::UpdateChance { node, child, probability, got, terms, sum, last, range } => {
            let formula = terms.iter().map(|(p, v)| format!("{p} × {v}")).collect::<Vec<_>>().join(" + ");
            let rest = if *last {
                "这就是它的期望值。"
            } else {
                "这是目前为止的和，后面的子节点还会加上各自的部分。"
            };
            let range = range.as_ref().map_or(String::new(), |r| format!("由于叶的值有界，无论其余如何，{node} 现在都在 {r} 之内。"));
            format!("{node} 是机会节点：{child} 的概率为 {probability}，值为 {got}。{node} = {formula} = {sum}。{rest}{range}")
        }
        Step::EnterChance { node } => {
            format!("{node} 是机会节点：这里没有人做选择；它的值是各子节点的值按概率加权的期望值（EXPECTIMINIMAX）。")
        }
        Step::EnterPlayer { node, player, players } => {
            format!("{node}：这里轮到 {players} 名玩家中的玩家 {player}，它选择效用向量中玩家 {player} 分量最大的子节点（max^n）。")
        }
        Step::UpdateMaxN { node, player, child, got, part, old, took, tie, last } => {
            let said = match old {
                None => {
                    format!("{child} 返回 {got}。这是 {node} 见到的第一个向量，所以玩家 {player} 暂时保留它（分量 {player}：{part}）。")
                }
                Some((old, old_part)) if *took => format!(
                    "{child} 返回 {got}：玩家 {player} 在其中得到 {part}，多于目前最佳 {old} 中的 {old_part}，所以 {node} 选择 {got}。"
                ),
                Some((old, _)) if *tie => format!(
                    "{child} 返回 {got}：玩家 {player} 在其中得到 {part}，与目前最佳 {old} 相同。平局时保留先找到的子节点，所以 {node} 保持 {old}。"
                ),
                Some((old, old_part)) => {
                    format!("{child} 返回 {got}：玩家 {player} 在其中得到 {part}，少于 {old} 中的 {old_part}，所以 {node} 保持 {old}。")
                }
            };
            let value = if *took { got } else { old.as_ref().map_or(got, |(o, _)| o) };
            if *last { format!("{said}这是它的最后一个子节点：{node} 的值是 {value}。") } else { said }
        }
        // `step` sends only the steps above here.
        _ => String::new(),
    }
}

/// Nim 的已知答案（英文见 `en::nim_known`）。
pub fn nim_known(piles: &[u8], sum: u8, mover: &str, winning: &[String]) -> String {
    let xor = piles.iter().map(u8::to_string).collect::<Vec<_>>().join(" ⊕ ");
    if sum == 0 {
        format!("尼姆和 {xor} = 0：轮到走的 {mover} 面对最佳应对必输（每一步都会留下非 0 的尼姆和，而对方总能再把它变回 0）")
    } else {
        format!("尼姆和 {xor} = {sum}，不为 0：轮到走的 {mover} 只要留下尼姆和 0 就能获胜：{}", winning.join("、"))
    }
}

/// 零窗口搜索家族与证明数搜索的句子。
pub const FAMILY: super::interface::FamilyWords = super::interface::FamilyWords {
    root: "根",
    pass_full: "用完整窗口 (α, β) = ({a}, {b}) 搜索根。",
    pass_aspiration: "渴望窗口：用猜测值附近的窗口 (α, β) = ({a}, {b}) 搜索根。",
    pass_again: "用放宽的窗口 ({a}, {b}) 重新搜索根。",
    pass_mtdf: "第 {p} 轮：β = MAX(g, lower + {step}) = {b}；用零窗口 (β − {step}, β) = ({a}, {b}) 搜索。",
    enter: "以 (α, β) = ({a}, {b}) 进入 {n}。",
    enter_scout: "用零窗口 ({a}, {b}) 侦察 {n}：答案只说明对上层行棋方而言它是否比 α 好。",
    enter_research: "用 ({a}, {b}) 重新搜索 {n}：从在它上一层行棋的 {p} 看，侦察 fail high（大于 α），它的值高于 α，必须精确求出。",
    table_hit: "置换表给出 {n} 在 [{l}, {h}]：这已决定本轮，返回 {v}。",
    table_narrow: "置换表给出 {n} 在 [{l}, {h}]：把窗口缩小为 ({a}, {b})。",
    leaf_side: "叶 {n} 对 MAX 为 {u}；对在那里行棋的 {s} 而言值为 {v}。",
    leaf_max: "叶 {n} = {v}。",
    back_negated: "{n} 从 {c} 得到 score = −({r}) = {v}：对一方好就是对另一方坏。",
    back_same: "{n} 从 {c} 得到 score = {v}（两处同一方行棋，符号不变）。",
    back_max: "{n}（MAX）从 {c} 取 g = MAX(g, {v})。",
    back_min: "{n}（MIN）从 {c} 取 g = MIN(g, {v})。",
    fail_high: "侦察表明大于 α（{v} > {a}），所以用 ({v}, {b}) 重新搜索 {c}；从 {c} 自己的角度看是 ({x}, {y})。",
    better_alpha: "{n} 的 α 升到 {a}。",
    better_soft: "{n} 的 best 现为 {v}；α = {a}。",
    better_max: "{n} 的 g 现为 {v}；a = {a}。",
    better_min: "{n} 的 g 现为 {v}；b = {b}。",
    cutoff: "score {v} {op} β = {b}：在 {n} 剪枝；其余 {k} 步不再查看。",
    cutoff_max: "g = {v} ≥ β = {b}：{n} 停止；其余 {k} 步不再查看。",
    cutoff_min: "g = {v} ≤ α = {a}：{n} 停止；其余 {k} 步不再查看。",
    return_exact: "{n} 返回 {v}：这就是它的值。",
    return_at_most: "{n} 返回 {v}：从在 {n} 行棋的 {s} 看，它的值至多如此（对 {s} 是 fail low）。",
    return_at_least: "{n} 返回 {v}：从在 {n} 行棋的 {s} 看，它的值至少如此（对 {s} 是 fail high）。",
    return_at_least_max: "{n} 返回 {v}：按 MAX 的数值（MTD(f) 从 MAX 一方读每个节点），它的值至少如此。",
    return_at_most_max: "{n} 返回 {v}：按 MAX 的数值（MTD(f) 从 MAX 一方读每个节点），它的值至多如此。",
    return_unknown: "{n} 返回 {v}，但它说明不了什么：进入时 α = β，是只有严格规则才会留下的空窗口。",
    store: "把 {n} 存入置换表：下界 {l}，上界 {h}。",
    pass_low: "score {v} ≤ α = {a}：fail low；把 α 放宽到 −∞ 后重新搜索。",
    pass_high: "score {v} ≥ β = {b}：fail high；把 β 放宽到 +∞ 后重新搜索。",
    pass_exact: "score {v} 在窗口 ({a}, {b}) 之内：这就是根的值。",
    mtdf_upper: "g = {v} < β：值至多为 {v}；界限现为 [{l}, {h}]。",
    mtdf_lower: "g = {v} ≥ β：值至少为 {v}；界限现为 [{l}, {h}]。",
    done: "根的值为 {v}。",
    done_min: "根的值对 MAX 为 {v}：在那里行棋的 MIN 看来是 {m}。",
    goal_win: "获胜",
    goal_above_zero: "大于 0 的值",
    goal_below_zero: "小于 0 的值",
    goal_at_least: "至少 {v} 的值",
    goal_at_most: "至多 {v} 的值",
    pns_iteration: "第 {k} 次迭代：最有证明价值的节点是 {n}；展开后产生 {m} 个子节点。",
    pns_iteration_one: "第 {k} 次迭代：最有证明价值的节点是 {n}；展开后产生 1 个子节点。",
    pns_update: "更新{n}：(pn, dn) ({p0}, {d0}) → ({p1}, {d1})。",
    pns_proved: "已证明（pn = 0）：{s} 能强制{goal}。",
    pns_disproved: "已否证（dn = 0）：{s} 不能强制{goal}。",
    pns_open: "{k} 次迭代后仍未决定：已达节点上限。",
    notes: super::interface::ListingNotes {
        for_mover: "从行棋方的角度",
        soft_only: "仅 fail-soft",
        fail_soft: "fail-soft",
        fail_hard: "fail-hard",
        scout: "零窗口侦察",
        failed_high: "fail high（高出窗口）",
        failed_low: "fail low（低出窗口）",
        cutoff: "剪枝",
        with_memory: "带记忆的 alpha-beta",
        numbers_of_children: "对每个子节点 SET-NUMBERS",
        numbers_upward: "向上 SET-NUMBERS",
    },
};

pub const QUIZ: super::interface::QuizWords = super::interface::QuizWords {
    title: |exercise| format!("Minimax Lab：练习 {exercise}"),
    task: |convention| format!("按课程的方法搜索这棵博弈树：{convention}根节点由 MAX 走棋（▲ MAX，▼ MIN），子节点从左到右搜索。"),
    notation: "同一棵树的 Minimax Lab 记法：",
    names: "节点从根 A 开始逐层、从左到右命名（B、C、…）；叶节点以其父节点的名字加上它在子节点中的序号命名（C2：C 的第二个子节点）。",
    root: |name| format!("根节点 {name} 的值："),
    inner: "其他每个内部节点返回的值：选择“恰为”，若搜索只得到一个界则选择“至多”或“至少”，再写出数值。若某节点的剪枝测试在其最后一个子节点处成立，“恰为”和那个界都算对。对搜索从未到达的节点，选择“未到达”，数值留空。",
    inner_typed: "其他每个内部节点返回的值：写出数值（5），若搜索只得到一个界则写出这个界（≤ 5 或 ≥ 5；<= 5 和 >= 5 同样可以）。若某节点的剪枝测试在其最后一个子节点处成立，数值和那个界都算对。对搜索从未到达的节点，写一个短横（–）。",
    inner_minimax: "其他每个内部节点返回的值：",
    exactly: "恰为",
    at_most: "至多",
    at_least: "至少",
    not_reached: "未到达",
    pruned: "勾选搜索从未评估的每个叶节点：",
    image: |exercise| format!("练习 {exercise} 的博弈树"),
    key: "答案：",
};

pub const CHECK: super::interface::CheckWords = super::interface::CheckWords {
    minimax: "极小化极大算法",
    alphabeta: "α-β 剪枝",
    did_read: "你的代码读取了 {x}",
    did_expand: "你的代码展开了 {x}",
    did_stop: "你的代码在此停止",
    next_read: "接下来读取 {x}",
    next_expand: "接下来展开 {x}",
    parting_pruned: "{did}，但{algo}根本不会到达 {x}。第 {step} 步：{why}",
    parting_next: "{did}，但{algo}{next}。第 {step} 步：{why}",
    parting_finished: "{did}，但{algo}早已处理完它。",
    parting_returned: "你的代码对 {x} 的调用返回了 {r}，但 {x} 返回 {v}。第 {step} 步：{why}",
    parting_root: "你的代码给根节点的值是 {r}，但博弈的值是 {v}。",
    no_number: "非数值",
    agrees: "你的代码与{algo}一致：以相同顺序访问相同的 {k} 个节点，根节点的值为 {v}。",
    fail_hard: "有些调用返回了窗口的端点而不是 v（fail-hard）：这同样算对。",
    line: "伪代码：{line}",
    looks_like: "这是一个常见错误：{slip}",
    unfit_players: "只在由 MAX 和 MIN 节点组成的树上检查代码：这棵树有机会节点或多于两名玩家。",
    unfit_value: "{algo}会读取 {x}，但它没有数值：请给它一个数值后再在这棵树上检查代码。",
    no_pruning: "完全没有剪枝。你的代码像极小化极大算法那样搜索每个子节点；α-β 剪枝在剪枝条件成立时立即返回。",
    fail_hard_strict: "严格规则下的 fail-hard 返回。调用返回窗口端点而不是 v；在 α > β 规则下，之后收缩为 α = β 的窗口剪得比 AIMA 返回 v 时少。请像 AIMA 那样返回 v。",
    other_cut: "用了另一种剪枝规则。你的代码在 {other} 时剪枝，而当前约定在 {this} 时剪枝。",
    window_not_passed: "α 和 β 没有向下传递。每次调用都得到 (−∞, ∞)，因此永远无法剪枝：请把节点当前的 α 和 β 传给每个子节点。",
    swapped: "α 和 β 对调了。子节点以 (β, α) 而不是 (α, β) 被调用。",
    returns_bound: "返回 α 或 β 而不是 v。节点返回了窗口中属于自己的那一端，这不是它的值。",
    wrong_player: "轮到的玩家弄反了。你的代码在树中 MIN 的位置走 MAX，在 MAX 的位置走 MIN。",
    same_mover: "轮次从不交换。MAX-VALUE 调用了 MAX-VALUE（或 MIN-VALUE 调用了 MIN-VALUE）；每次调用都应把走子权交给对方。",
    reversed: "子节点从右到左处理。α-β 剪枝按树中列出的顺序处理子节点，所以剪掉的节点不同。",
    read_twice: "一个节点被访问了两次。你的代码回到了已经处理完的节点；每个节点只搜索一次。",
    order_wrong: "节点对了但顺序不对。你的代码访问了与{algo}相同的节点，但顺序不同。",
    heading: "你的代码",
    intro: "用 Python 或 JavaScript 编写{algo}：它会在当前的树和随机树上运行，展开的每个节点和读取的每个叶子都会与显示的搜索对照。",
    language: "语言",
    run_here: "在这棵树上检查",
    run_random: "在 200 棵随机树上测试",
    stop: "停止",
    reset: "从示例重新开始",
    loading_python: "正在加载 Python（Pyodide，首次约 10 MB）…",
    running: "正在第 {k} 棵树（共 {n} 棵）上运行你的代码…",
    shrinking: "第 {k} 棵树不一致：正在寻找以同样方式出错的最小的树…",
    stopped: "已停止。你的代码没有丢失。",
    timed_out: "你的代码在第 {k} 棵树上 {s} 秒内没有结束：是死循环吗？已停止；请修改后再运行。",
    load_error: "你的代码无法加载：",
    at_line: "第 {line} 行",
    raised: "你的代码抛出了错误：",
    agrees_all: "你的代码在全部 {n} 棵随机树上都与{algo}一致（根为 MAX 和 MIN，包括平局）。",
    failed_tree: "第 {k} 棵树（共 {n} 棵）不一致。现在显示的是以同样方式出错的最小的树：{tree}",
    only_code: "只有你的代码访问了：{list}",
    only_reference: "只有{algo}访问了：{list}",
    shown_step: "显示的搜索停在两者分歧的第 {step} 步。",
    starter: "在这里编写你的搜索。叶子的 node.children 为 []；node.value 是叶子的效用值；node.is_max 表示轮到谁。",
};
