//! The MCTS lab: its words in Chinese.

use super::super::text::{MctsColumns, MctsPhases, MctsWords, Unsearchable};

pub const WORDS: MctsWords = MctsWords {
    open: "MCTS",
    title: "蒙特卡洛树搜索（UCT）",
    close: "关闭 MCTS 实验室",
    help: "每次迭代有四个阶段。选择从根向下，在每个已完全扩展的节点选取 UCB1 最高的子节点：对做选择的一方的平均效用（利用）加上 C·√(ln N(父)/N(子))（探索）。扩展加入一个尚未尝试的走法。模拟随机地把对局下完。反向传播给路径上的每个节点加一次访问和结果。C 权衡探索与利用；最终走法是访问次数最多的子节点。",
    prev_phase: "◀ 阶段",
    next_phase: "阶段 ▶",
    next_iteration: "下一次迭代",
    reset: "重置",
    c: "C",
    seed: "种子",
    solver: "MCTS-Solver（回传已证明的胜负）",
    move_by: "走法依据",
    by_visits: "访问最多",
    by_q: "平均最好（Q）",
    c_note_solver: "启用 MCTS-Solver 时，根节点一旦得到证明，只有被证明为该值的着法才是候选。",
    c_note: |lo, hi, c, best_q| {
        format!(
            "默认 C = √2 ×（最高效用 − 最低效用）/ 2 = √2 × ({hi} − {lo}) / 2 = {c}：无论效用的尺度如何，探索的权重都相同。{}",
            if best_q {
                "所选着法：对行棋方平均值最好的着法；相同时取访问次数多的，再相同则取第一个。"
            } else {
                "所选着法：访问次数最多的着法；相同时取对行棋方平均值更好的，再相同则取第一个。"
            }
        )
    },
    phases: MctsPhases { selection: "选择", expansion: "扩展", simulation: "模拟", backpropagation: "反向传播" },
    status: |k, phase| format!("第 {k} 次迭代，阶段：{phase}"),
    not_started: "还没有迭代：请按“阶段 ▶”或“下一次迭代”。",
    select_step: |node, side, n, scores, taken| format!("在 {node}（{side}，N = {n}）处子节点的 UCB1 为 {scores}；最高的是 {taken}。"),
    select_chance: |node, child| format!("在机会节点 {node} 处按概率选中 {child}。"),
    stop_untried: |node| format!("选择停在 {node}：它还有未尝试的走法。"),
    stop_over: |node| format!("选择停在 {node}：对局在那里已经结束。"),
    stop_proven: |node| format!("选择停在 {node}：求解器已证明它的值。"),
    expand: |node, m| format!("扩展：{node} 尚未尝试的走法 {m} 成为新的子节点（N = 0）。"),
    no_expand: |node| format!("{node} 处没有可扩展的。"),
    simulate: |moves, n, result| format!("模拟：从新节点起双方随机走子：{moves}（{n} 步）；对局以效用 {result} 结束。"),
    simulate_over: |result| format!("模拟：无需随机对局，对局在此已结束；其效用 {result} 即结果。"),
    simulate_proven: |result| format!("模拟：无需随机对局，该节点已被证明；其值 {result} 即结果。"),
    backprop: |result, count| format!("反向传播：路径上的 {count} 个节点各得 N + 1、W {result}；Q = W/N（MAX 一方）。"),
    proved: |count| format!(" 求解器又证明了 {count} 个节点。"),
    columns: MctsColumns {
        moves: "走法",
        n: "N",
        w: "W",
        q: "Q = W/N",
        ucb: "下一次 UCB1（利用 + 探索）",
        policy: "策略 N/ΣN",
        exact: "精确极小化极大值",
        proven: "已证明",
    },
    ucb_now: "本次选择的 UCB1（利用 + 探索）",
    choice: |m, how| format!("MCTS 现在会走 {m}（{how}）。"),
    plot: "根的每个走法：Q 随迭代次数的变化（实线）、其精确极小化极大值（虚线）以及访问占比（下方）。",
    plot_q: "Q",
    plot_share: "访问",
    versus_title: "相同预算下的 alpha-beta 与 MCTS",
    versus_mcts: |nodes, m| format!("树中有 {nodes} 个节点的 MCTS：{m}。"),
    versus_ab: |moves, depth, nodes, value| {
        format!("同样节点数内的 alpha-beta：深度 {depth}（{nodes} 个节点，在深度限制处评估），值 {value}：{moves}。")
    },
    versus_ab_exact: |moves, nodes, value| format!("同样节点数内的 alpha-beta：整个对局（{nodes} 个节点），精确值 {value}：{moves}。"),
    versus_none: |nodes| format!("在 {nodes} 个节点内 alpha-beta 连深度 1 都完成不了。"),
    versus_tree_needs: |needs, budget| {
        format!("alpha-beta 需要 {needs} 个节点才能搜完整棵树（输入的树没有可提前停止的评估函数）：在 {budget} 个节点内无法决定。")
    },
    quiz: "在根处，选择下一步会选哪个子节点？",
    quiz_right: |detail| format!("正确：{detail}"),
    quiz_wrong: |given, detail| format!("不是 {given}：{detail}"),
    quiz_wait: "题目在两次迭代之间、根的每个走法都有子节点后出现。",
    quiz_tally: |right, total| format!("{total} 题中答对 {right} 题"),
    unsearchable: Unsearchable {
        no_number: "MCTS 要把对局下到叶子：请给每个叶子一个有限的数（不能是占位符或 ∞）。",
        no_moves: "局面已结束：没有可搜索的走法。",
        many_players: "这里的 MCTS 用于 MAX 与 MIN（及机会节点）；这棵树有更多玩家（max^n）。",
    },
    try_numbers: |tree| format!("改为搜索 {tree}（占位符换成数字）"),
    source: "AIMA 第 4 版，图 5.11，配合 UCB1（U(n)：经过 n 的随机对局的效用总和，N(n)：其次数）。",
};
