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
use super::interface::Text;
use super::{Words, failed, held, held_in, player, split_list, strict_test, update_parts};

pub struct Zh;

const LEAF_HINT: &str = "叶节点是 3、-2.5 或 inf 这样的数字；值未知时用 a 这样的名字";

/// `a`, `a 和 b`, `a、b 和 c`, `a、b、c 以及另外 4 个`.
fn list(items: &[String]) -> String {
    let (head, more) = split_list(items);
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
    fn step(&self, step: &Step) -> String {
        match step {
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
            Step::Cutoff { node, player: p, form, strict, v, alpha, beta, source, skipped } => {
                let above = source.as_ref().map_or("结果".to_string(), |s| format!(" {s} 的选择"));
                let test = held(*p, *form, *strict, v, alpha, beta);
                let greek = if *p == Some(Player::Min) { "β" } else { "α" };
                match form {
                    Form::UpdateFirst => format!("此时 {test}：{node} 之下的任何结果都无法改变{above}，所以 {} 被剪枝。", list(skipped)),
                    Form::Aima => format!(
                        "此时 {test}，所以 {node} 不更新 {greek}，立即返回 v：{node} 之下的任何结果都无法改变{above}，所以 {} 被剪枝。",
                        list(skipped)
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
            Problem::NodeBeforeComma
            | Problem::NodeAfterComma
            | Problem::NodeAfterLabel(_)
            | Problem::NotANumber(_)
            | Problem::NotANumberOrName(_) => LEAF_HINT.to_string(),
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
pub const KEY_WORDS: KeyWords =
    KeyWords { pruned: "剪枝", root: "根", best: "最佳走法", no_key: "没有答案：搜索需要这棵树中没有的值" };

/// The interface's words.
pub static TEXT: Text = Text {
    example: "示例 ",
    load_example: "载入示例",
    choose: "请选择…",
    random_clamped: |b, d, b2, d2| {
        format!("分支数 {b}、深度 {d} 超出了可绘制的范围（分支数 1–6，深度 1–8，最多 4096 个叶节点）：将生成分支数 {b2}、深度 {d2} 的树。")
    },
    menu: "菜单",
    recent: "最近的树…",
    recent_title: "打开链接之前使用的树：选择一个即可恢复",
    examples: [
        ("经典示例", "根节点值为 3；a、b、7 和 3 都不会被访问。"),
        ("AIMA 图 5.2", "根节点值为 3；叶节点 4 和 6 被剪枝。"),
        ("相等：α ≥ β 与 α > β", "C 与 B 同值：α ≥ β 会剪掉它，α > β 会保留它。"),
        ("深层剪枝", "E 被三层之上 A 的 α = 5 剪枝。"),
        ("不平衡树", "叶节点深度不同；分支数任意。"),
        ("机会：讲义练习", "期望极小化极大：两个机会节点的值为 1.5 和 −0.5；MAX 选左边。"),
        ("机会：叶 20, 30, 1, 400", "期望值为 21 和 40.9：MAX 选右边。"),
        (
            "机会：评估尺度并排比较",
            "叶 2, 3, 1, 4（2.1 和 1.3：左）与同样的叶换尺度为 20, 30, 1, 400（21 和 40.9：右）并排：顺序相同，最佳走法却不同。评估值必须是获胜概率的正线性变换。",
        ),
        (
            "三名玩家：AIMA 图 5.4",
            "带效用向量的 max^n：根节点在玩家 1 的值 1 上，(1, 2, 6) 与 (1, 5, 2) 打平，保留左边。偏执开关把它变成 α-β。",
        ),
    ],
    algorithm: "算法 ",
    alpha_beta: "α-β 剪枝",
    minimax: "极小化极大",
    cut_at: "剪枝条件 ",
    cut_ge: "α ≥ β（常用）",
    cut_gt: "α > β（相等时不剪枝）",
    groups: ["搜索", "树", "显示"],
    step_log: "步骤记录",
    step_log_columns: ["步", "节点", "事件", "α", "β", "值", "说明"],
    events: ["进入", "叶节点", "更新", "剪枝", "返回", "停止"],
    step_log_earlier: |n| format!("之前的 {n} 步未显示：拖动滑块或按 Home 键从头查看。"),
    step_log_too_long: |n| format!("步骤记录最多显示 {n} 步的搜索；更长的搜索请使用 trace 命令。"),
    step_log_jump: "点击一行即可跳到该步。",
    form_label: "伪代码 ",
    forms: ["AIMA（先判断 v）", "先更新 α/β"],
    forms_title: [
        "AIMA 图 5.7：v ← MAX(v, …); if v ≥ β then return v; α ← MAX(α, v)",
        "许多课程讲义的写法：v ← max(v, …); α ← max(α, v); if α ≥ β then break",
    ],
    root_max: "根：MAX ⇄",
    root_min: "根：MIN ⇄",
    swap_root: "在 MAX 和 MIN 之间切换根节点",
    theme: "主题 ",
    themes: ["自动", "浅色", "深色", "高对比度"],
    presentation: "演示",
    presentation_title: "为投影仪使用大字号和粗线条",
    language: "语言",
    lang_auto: "自动",
    undo: "撤销",
    undo_title: "撤销 (Ctrl+Z)",
    redo: "重做",
    redo_title: "重做 (Ctrl+Shift+Z)",
    random_tree: "随机树",
    branching: "分支数 ",
    depth: "深度 ",
    values_from: "取值从 ",
    values_to: " 到 ",
    generate: "生成",
    share: "分享 / 嵌入",
    share_group: "分享或嵌入此视图",
    start_at: "起始于 ",
    this_step: |k| format!("当前步（{k}）"),
    the_beginning: "开头",
    the_end: "结尾",
    autoplay: " 自动播放",
    show_pseudocode: " 显示伪代码",
    share_language: "语言 ",
    viewers_language: "观看者的语言",
    link: "链接",
    embed_snippet: "嵌入幻灯片（iframe）",
    export_beamer: "Beamer：每一步 (LaTeX)",
    copy: "复制",
    copied: "已复制 ✓",
    step_controls: "单步控制",
    jump_start: "跳到开头 (Home)",
    step_back: "后退一步 (← 或 Page Up)",
    play: "播放 (空格)",
    pause: "暂停 (空格)",
    step_forward: "前进一步 (→ 或 Page Down)",
    jump_end: "跳到结尾 (End)",
    step_slider: "步骤",
    step_of: |k, n| format!("第 {k} 步，共 {n} 步"),
    speed: "自动播放速度",
    speeds: ["慢", "正常", "快"],
    root: "根 ",
    press_to_start: "按 →（或 Page Down）开始逐步搜索。",
    open_full: "在 Minimax Lab 中打开 ↗",
    dismiss: "关闭",
    pseudocode: "伪代码",
    pseudocode_alpha_beta: "α-β 剪枝",
    pseudocode_minimax: "极小化极大 (AIMA)",
    pseudocode_expectiminimax: "期望极小化极大 (AIMA)",
    pseudocode_maxn: "max^n（多于两名玩家）",
    call_stack: "调用栈",
    stack_empty: "空：没有正在执行的调用",
    statistics: "统计",
    so_far: "目前",
    total: |name| format!("{name}合计"),
    nodes_visited: "访问的节点",
    leaves_evaluated: "评估的叶节点",
    cutoffs: "剪枝次数",
    tree_editor: "树编辑器",
    tree: "树",
    notation_help: "括号组用 <…>、[…] 或 (…)；叶节点是数字（3、-2.5、inf），值未知时用名字（a）；max(…) / min(…) 指定节点类型；A: 为节点加标签。点击图中的叶节点即可编辑其值。",
    error_count: |n| format!("{n} 个错误 — 图中显示的是最后一棵有效的树。"),
    game_tree: "博弈树",
    drawing: "博弈树图",
    zoom_in: "放大",
    zoom_out: "缩小",
    fit: "整棵树",
    fit_title: "显示整棵树",
    export: "导出",
    export_notation: "记法",
    export_slides_png: "幻灯片：PNG 图片 (.zip)",
    export_slides_pdf: "幻灯片：PDF",
    slide_title: |k, n| format!("第 {k} 步，共 {n} 步"),
    slides_progress: |k, n| format!("正在生成幻灯片：{k} / {n}…"),
    slides_too_long: |steps, max| format!("此搜索共有 {steps} 步，无法全部做成幻灯片（最多 {max} 步）。请使用更小的树，或逐步导出为 PNG。"),
    slides_failed: |why| format!("无法生成幻灯片：{why}。"),
    slides_tree_changed: "生成期间树被修改了",
    click_hint: "点击节点使用编辑工具；点击叶节点编辑其值。",
    edit_value: "编辑值",
    add_child: "添加子节点",
    move_left: "◀ 移动",
    move_right: "移动 ▶",
    delete: "删除",
    leaf: "叶节点",
    current_path: "当前路径",
    pruned: "已剪枝",
    best_play: "最佳走法",
    folded: |n| format!("{n} 个节点"),
    unfold_hint: "已折叠：按 Enter 展开",
    folded_legend: "折叠的子树，+n 为其中的节点数（点击展开）",
    fold_button: "折叠",
    fold_title: "把搜索路径以外的每棵子树折叠成一个符号（显示其值和所含节点数），或绘制整棵树",
    whole_too_big: |nodes, max| format!("这棵树有 {nodes} 个节点：以折叠方式绘制（整棵树最多绘制 {max} 个节点）"),
    fold: "折叠",
    unfold: "展开",
    path_strip: "从根到当前节点的路径",
    minimap: "整棵树概览：深色＝已搜索，灰色＝尚未搜索，浅色＝已剪枝，蓝色＝正在进行的调用，橙色线＝通往当前节点的路径",
    states: ["未访问", "搜索中", "已完成", "已剪枝"],
    node_name: |seen, player, state| format!("{seen}，{player} 节点，{state}"),
    chance_node: "机会",
    leaf_name: |name, value, state| format!("{name}，叶节点，值 {value}，{state}"),
    leaf_input: |name| format!("{name} 的新值：数字、inf，或表示未知值的名字"),
    too_big: |nodes, levels, max_nodes, max_levels| {
        format!(
            "这棵树有 {nodes} 个节点、{levels} 层，太大无法绘制（最多绘制 {max_nodes} 个节点、{max_levels} 层）。单步执行、讲解和统计仍然可用；完整列表请使用 trace 命令。"
        )
    },
    sources: ["链接", "已保存的内容"],
    link_unusable: |source, why| format!("无法使用{source}：{why}。"),
    saved_unreadable: "无法读取上次保存的内容，已忽略。",
    tree_error: |source, first| format!("{source}中的树有错误（{first}）；在修正下方文本之前，图中显示经典示例。"),
    fix_errors_first: "请先修正树文本中的错误（或撤销）：在图中编辑会替换你正在输入的文本。",
    options_without_tree: "链接中有选项但没有 tree= — 显示经典示例",
    bad_algo: |v| format!("链接中的 algo={v} 不是 minimax 或 alphabeta"),
    bad_cut: |v| format!("链接中的 cut={v} 不是 ge (α ≥ β) 或 gt (α > β)"),
    bad_form: |v| format!("链接中的 form={v} 既不是 aima 也不是 update-first"),
    bad_root: |v| format!("链接中的 root={v} 不是 max 或 min"),
    bad_step: |v| format!("链接中的 step={v} 不是步骤编号或 end"),
    what_if: "假如……",
    what_if_title: "看这个叶子的值决定了什么：根的走法和被剪掉的部分",
    what_if_heading: |x| format!("假如 {x} 改变？"),
    what_if_intro: "其他叶子保持不变。拖动或输入一个值，看搜索如何变化；下面的句子准确说明是哪些值。",
    what_if_readouts: ["根的值", "根的走法", "当前剪枝"],
    none: "无",
    keeps_move_when: |m, cond| format!("当 {cond} 时，根保持走法 {m}。"),
    no_move_now: "根还没有走法：它的值取决于一个占位符。",
    pruned_when: |names, _, cond| format!("当 {cond} 时，{names} 被剪枝。"),
    nothing_depends: |x| format!("没有其他叶子的剪枝取决于 {x}。"),
    or: "或",
    and: "和",
    every_value: |x| format!("{x} 取任何值"),
    no_value: |x| format!("{x} 不取任何值"),
    close: "关闭",
    what_if_legend: ["变化的叶子", "是否被剪枝取决于它的值"],
    worksheet_title: "博弈树搜索练习题",
    worksheet_heading: |level, first, last, convention| {
        if first == last {
            format!("练习题（{level}）：{first}。{convention}")
        } else {
            format!("练习题（{level}）：{first} 至 {last}。{convention}")
        }
    },
    worksheet_convention: |algorithm, cut, form| format!("{algorithm}，{cut} 时剪枝，伪代码：{form}。"),
    worksheet_instructions: [
        "在搜索到达的每个内部节点旁边的空格里写出它的值（如果课程要求，也写出 α 和 β）。",
        "发生剪枝的节点只返回一个界：写成 ≤ 2 或 ≥ 5 的形式。",
        "把搜索剪掉的每条边都划掉。",
    ],
    print: "打印",
    practise_online: "在线练习",
    answer_key: "答案",
    value_of: |name| format!("{name} 的值"),
    compare: "对比",
    compare_title: "在旁边显示同一棵树的另一种搜索，一起逐步前进",
    compare_choices: ["不对比", "极小极大与 Alpha-Beta", "α ≥ β 与 α > β", "两种伪代码形式", "原顺序与最佳优先", "原顺序与最差优先"],
    orders: ["原顺序", "最佳优先", "最差优先"],
    pruned_only_here: |names| format!("仅此处剪枝：{names}"),
    same_pruned: "两边剪掉的叶子相同。",
    pane_stats: |n, l, c| format!("节点 {}/{}，叶子 {}/{}，剪枝 {}/{}", n.0, n.1, l.0, l.1, c.0, c.1),
    nothing_only_here: "没有仅在此处剪掉的叶子。",
    root_is_leaf: "根本身是叶子：没有可选的走法。",
    practice: "练习",
    practice_title: "自测：隐去数值的博弈树",
    tasks: ["解整棵树", "预测每一步"],
    solve_intro: "写出每个节点的值（发生剪枝的节点可以写它返回的值或它的界，例如 2 或 ≤ 2）；如果课程要求，也写出 α 和 β。点击一条边，或在下方勾选子节点，标记为被剪掉。然后点“批改”。",
    predict_intro: "每一步之前，先说出这一步会做什么。“批改”会显示这一步并加以解释。",
    sheet_columns: ["节点", "值", "α", "β", "被剪掉的子节点"],
    grade_window: "同时批改 α 和 β",
    check: "批改",
    hint: "提示：显示下一步",
    first_mistake: "显示第一个错误",
    start_again: "重新开始",
    new_exercise: "新题目",
    levels: ["简单", "中等", "困难"],
    level: "难度",
    exercise_named: |e| format!("题目 {e}"),
    worksheet_link: "可打印的练习纸",
    score: |right, total| format!("得分：{total} 项中对 {right} 项"),
    full_marks: "满分！",
    hints_taken: |n| format!("已用提示：{n}"),
    tally: |e, p, o| format!("累计：{e} 道题，{o} 分中得 {p} 分"),
    fields: ["值", "α", "β"],
    wrong_answer: |node, field, written, answer| format!("{node}：{field}你写的是 {written}，正确答案是 {answer}。"),
    missing_answer: |node, field, answer| format!("{node}：缺少{field}，正确答案是 {answer}。"),
    unreadable_answer: |node, field, written| format!("{node}：“{written}”不是有效的{field}（请写数字、∞ 或像 ≤ 2 这样的界）。"),
    missing_prune: |parent, child| format!("边 {parent}–{child} 会被剪掉：请标记它。"),
    extra_prune: |parent, child| format!("边 {parent}–{child} 会被搜索，不会被剪掉。"),
    unreached_answer: |node| format!("{node} 从未被搜索（上方的剪枝剪掉了它）：请留空。"),
    bound_note: |node, v, bound| format!("{node} 发生剪枝：搜索返回 {v}，这只是一个界；它的值是 {bound}。两种写法都算对。"),
    no_key: |leaf| format!("这棵树暂时无法练习：搜索需要 {leaf} 的值。请先在编辑器中给它一个值。"),
    no_key_computed: "练习模式需要每个节点的值：在此搜索中，有些节点的值依赖占位符而无法确定。请给占位符填上数字，或改用 α-β 练习（它会在第一个需要的占位符处停下）。",
    ask_update: |child, node| format!("{child} 已把它的值返回给 {node}。{node} 处会发生什么？"),
    ask_v: "v =",
    ask_alpha: "新的 α =",
    ask_beta: "新的 β =",
    ask_cuts: |node| format!("{node} 现在会剪枝吗？"),
    yes_no: ["会", "不会"],
    ask_pruned: |node| format!("{node} 发生剪枝。它的哪些子节点被剪掉？"),
    ask_return: |node| format!("{node} 已搜索完毕。它返回什么值？"),
    nothing_to_predict: "这一步没有需要预测的内容。",
    next_step: "下一步",
    right: "正确！",
    not_quite: |parts| format!("不完全对：{parts}。"),
    parts: ["v", "新的 α/β", "是否剪枝", "被剪掉的子节点"],
    predict_score: |right, asked| format!("目前答对：{asked} 题中 {right} 题"),
    predict_done: |right, asked| format!("完成：{asked} 次预测中答对 {right} 次。"),
    bad_game: |m| format!("链接中的游戏无法使用：{m}"),
    bad_depth: |v| format!("链接中的 depth={v} 不是 1 到 9 或 none"),
    bad_order: |v| format!("链接中的 order={v} 不是 given、best-first、worst-first 或 random"),
    game_too_big: |n| format!("这次搜索会生成超过 {n} 个局面，无法绘制。请设置深度限制，或从更后面的局面开始。"),
    bad_bounds: |v| format!("链接中的 bounds={v} 不是满足 LO ≤ HI 的两个数 LO,HI"),
    bad_rescale: |v| format!("链接中的 rescale={v} 不是两边都递增的 from:to 数对"),
    compare_rescale: "原样的叶与换尺度的叶（顺序相同）",
    rescale_labels: ["原样的叶", "换尺度的叶，顺序相同"],
    bad_paranoid: |v| format!("链接中的 paranoid={v} 既不是 on 也不是 off"),
    paranoid_switch: "偏执归约",
    paranoid_help: "假设其他所有人都与根节点的玩家作对：它的节点成为 MAX，其他所有人的成为 MIN，每个叶子只保留它的效用。于是搜索就是同一棵树上的双人 α-β，包括剪枝。",
    maxn_note: |n| {
        format!(
            "max^n：{n} 名玩家轮流行动；每个玩家选择自己分量（粗体）最大的效用向量所在的子节点，平局时保留先找到的子节点。max^n 不剪枝。"
        )
    },
    paranoid_note: |me, n| {
        format!("{n} 人树的偏执归约：玩家 {me} 是 MAX，其他所有人是 MIN，每个叶子是玩家 {me} 的效用：包括剪枝在内的双人 α-β。")
    },
    paranoid_read_only: "此图是文本中向量的偏执归约：请在文本中编辑向量，或关闭开关后再编辑树。",
    player_name: |i| format!("玩家 {i}"),
    outside_bounds: |leaf, v| format!("叶 {leaf} = {v} 在声明的范围之外，因此不使用该范围：请放宽范围或修改该叶。"),
    bounds_title: "叶值范围 (Star1)",
    bounds_on: "所有叶的值都在",
    bounds_help: "有了范围，机会节点的值就在“目前的和 + 剩余概率 × 下界”与“+ 剩余概率 × 上界”之间；当这个区间离开 (α, β) 时，α-β 会剪去其下方的部分。",
    mc_title: "蒙特卡洛模拟",
    mc_reset: "重置",
    mc_seed: "种子",
    mc_columns: ["走法", "次数", "平均", "精确值"],
    mc_help: "从根的每个走法出发的每次模拟，都会在每个机会节点掷骰子，玩家按期望极小化极大的方式行动；模拟次数越多，结果的平均值越接近该走法的精确值（虚线）。",
    mc_unplayable: "模拟需要每个叶都是数值（不能有占位符或无穷大）。",
    game: "游戏",
    game_names: ["输入的树", "井字棋", "硬币游戏", "兔子与狼"],
    position: "局面",
    set_position: "设置",
    depth_limit: "深度限制",
    depth_none: "无（搜索到底）",
    move_order: "走法顺序",
    game_orders: ["生成顺序", "最好的先", "最差的先", "随机", "迭代加深"],
    legend_frontier: "在深度限制处估值",
    legend_stub: "被剪掉的走法，从未走过",
    position_help: [
        "从左上起逐行写 9 个 X、O 或 .；两者数量相同时轮到 X。",
        "剩余硬币数，轮到 MAX（4），或 4:min。",
        "从上往下逐行 64 格（.、W、R，行间可用 /），再写轮到谁 r 或 w；或 start。",
    ],
    play_as: ["执 X 对弈（MAX）", "执 O 对弈（MIN）"],
    stop_playing: "结束对弈",
    your_move: "轮到你：点击一个格子。",
    computer_played: |m| format!("电脑走了 {m}。树显示了选出这步棋的搜索，可以逐步查看。"),
    results: ["X 获胜。", "O 获胜。", "平局。"],
    horizon_button: "水平线效应示例",
    horizon_shallow: "水平线效应：只搜索一层的 O 按开放线评估每一步，于是走 1,3，看不到 X 在下一层连成对角线——它在水平线之外：O 输了。把深度限制设为 2 试试。",
    horizon_deeper: "再多搜一层：O 看到了 X 的对角线威胁，在 2,2 挡住，结果是平局。改回深度 1，威胁又落到水平线之外。",
    cost_button: "按深度统计节点",
    cost_columns: ["深度", "极小极大节点", "极小极大叶", "α-β 节点", "α-β 叶", "b", "b^(m/2)", "b^(3m/4)"],
    cost_note: "从该局面出发、按所选走法顺序评估的叶节点数。b 是有效分支因子（极小极大的叶 = b^m）；α-β 最好情况约为 b^(m/2)，随机顺序约为 b^(3m/4)。",
    cost_counting: |d| format!("正在统计深度 {d}…"),
    transposition_table: "置换表",
    table_hits: |n| format!("有 {n} 个局面再次出现，直接从置换表中查到值而没有再搜索（≡）：搜索空间是一个图，这里画成树。"),
    legend_same_as: "≡ 已出现过：值查表得到",
    table_help: "若某局面再次出现且剩余搜索深度相同，就直接使用第一次求得的精确值，而不再搜索。",
    searching: |n, cap| format!("正在搜索：已生成 {n} 个局面（最多 {cap}）…"),
    stop_search: "停止",
    other_counting: |n| format!("统计中…（{n} 个局面）"),
    other_over_cap: |n| format!("超过 {n} 个局面：未统计"),
    sides: [["X", "O"], ["MAX", "MIN"], ["狼", "兔子"]],
    play_as_side: |s| format!("执{s}对弈"),
    side_wins: [
        ["X 获胜。", "O 获胜。"],
        ["MAX 拿走最后一枚硬币，获胜。", "MIN 拿走最后一枚硬币，获胜。"],
        ["狼获胜：兔子无路可走。", "兔子获胜：它越过了狼群。"],
    ],
    coins_left: "剩余硬币",
    to_move: "轮到",
    rabbit_editor_help: "点击深色格子：空 → 狼 → 兔子（兔子从原来的格子移到那里）。",
    your_moves: "你的走法：",
};
