//! The header's words in Chinese.

use minimax_engine::words::KEY_WORDS_ZH;

use super::super::text::{EventNames, Example, Examples, FormNames, Groups, HeaderWords, StepLogColumns, Themes};

pub const WORDS: HeaderWords = HeaderWords {
    example: "示例 ",
    load_example: "载入示例",
    choose: "请选择…",
    random_clamped: |b, d, b2, d2| {
        format!("分支数 {b}、深度 {d} 超出了可绘制的范围（分支数 1–6，深度 1–8，最多 4096 个叶节点）：将生成分支数 {b2}、深度 {d2} 的树。")
    },
    menu: "菜单",
    recent: "最近的树…",
    recent_title: "打开链接之前使用的树：选择一个即可恢复",
    examples: Examples {
        classic: Example { name: "经典示例", what: "根节点值为 3；a、b、7 和 3 都不会被访问。" },
        aima_figure_5_2: Example { name: "AIMA 图 5.2", what: "根节点值为 3；叶节点 4 和 6 被剪枝。" },
        tie: Example { name: "相等：α ≥ β 与 α > β", what: "C 与 B 同值：α ≥ β 会剪掉它，α > β 会保留它。" },
        deep_cutoff: Example { name: "深层剪枝", what: "E 被三层之上 A 的 α = 5 剪枝。" },
        unbalanced: Example { name: "不平衡树", what: "叶节点深度不同；分支数任意。" },
        chance_exercise: Example {
            name: "机会：讲义练习", what: "期望极小化极大：两个机会节点的值为 1.5 和 −0.5；MAX 选左边。"
        },
        chance_scale: Example { name: "机会：叶 20, 30, 1, 400", what: "期望值为 21 和 40.9：MAX 选右边。" },
        chance_side_by_side: Example {
            name: "机会：评估尺度并排比较",
            what: "叶 2, 3, 1, 4（2.1 和 1.3：左）与同样的叶换尺度为 20, 30, 1, 400（21 和 40.9：右）并排：顺序相同，最佳走法却不同。评估值必须是获胜概率的正线性变换。",
        },
        three_players: Example {
            name: "三名玩家：AIMA 图 5.4",
            what: "带效用向量的 max^n：根节点在玩家 1 的值 1 上，(1, 2, 6) 与 (1, 5, 2) 打平，保留左边。偏执开关把它变成 α-β。",
        },
    },
    algorithm: "算法 ",
    alpha_beta: KEY_WORDS_ZH.alpha_beta,
    minimax: KEY_WORDS_ZH.minimax,
    cut_at: "剪枝条件 ",
    cut_ge: "α ≥ β（常用）",
    cut_gt: "α > β（相等时不剪枝）",
    groups: Groups { search: "搜索", tree: "树", view: "显示" },
    step_log: "步骤记录",
    step_log_columns: StepLogColumns {
        step: "步", node: "节点", event: "事件", alpha: "α", beta: "β", value: "值", explanation: "说明"
    },
    events: EventNames { enter: "进入", leaf: "叶节点", update: "更新", cutoff: "剪枝", ret: "返回", blocked: "停止" },
    step_log_earlier: |n| format!("之前的 {n} 步未显示：拖动滑块或按 Home 键从头查看。"),
    step_log_too_long: |n| format!("步骤记录最多显示 {n} 步的搜索；更长的搜索请使用 trace 命令。"),
    step_log_jump: "点击一行即可跳到该步。",
    form_label: "伪代码 ",
    forms: FormNames { aima: KEY_WORDS_ZH.aima, update_first: KEY_WORDS_ZH.update_first },
    forms_title: FormNames {
        aima: "AIMA 图 5.7：v ← MAX(v, …); if v ≥ β then return v; α ← MAX(α, v)",
        update_first: "许多课程讲义的写法：v ← max(v, …); α ← max(α, v); if α ≥ β then break",
    },
    root_max: "根：MAX ⇄",
    root_min: "根：MIN ⇄",
    swap_root: "在 MAX 和 MIN 之间切换根节点",
    theme: "主题 ",
    themes: Themes { auto: "自动", light: "浅色", dark: "深色", contrast: "高对比度" },
    presentation: "演示",
    presentation_title: "为投影仪使用大字号和粗线条",
    language: "语言",
    lang_auto: "自动",
    undo: "撤销",
    undo_title: "撤销 (Ctrl+Z)",
    redo: "重做",
    redo_title: "重做 (Ctrl+Shift+Z)",
};
