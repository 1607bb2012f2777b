//! The chance panels' (leaf bounds, Monte Carlo) words in Chinese.

use super::super::text::{ChanceWords, MonteCarloColumns};

pub const WORDS: ChanceWords = ChanceWords {
    outside_bounds: |leaf, v| format!("叶 {leaf} = {v} 在声明的范围之外，因此不使用该范围：请放宽范围或修改该叶。"),
    bounds_title: "叶值范围 (Star1)",
    bounds_on: "所有叶的值都在",
    bounds_help: "有了范围，机会节点的值就在“目前的和 + 剩余概率 × 下界”与“+ 剩余概率 × 上界”之间；当这个区间离开 (α, β) 时，α-β 会剪去其下方的部分。",
    mc_title: "蒙特卡洛模拟",
    mc_reset: "重置",
    mc_seed: "种子",
    mc_columns: MonteCarloColumns { root_move: "走法", playouts: "次数", average: "平均", exact: "精确值" },
    mc_help: "从根的每个走法出发的每次模拟，都会在每个机会节点掷骰子，玩家按期望极小化极大的方式行动；模拟次数越多，结果的平均值越接近该走法的精确值（虚线）。",
};
