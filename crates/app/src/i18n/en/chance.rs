//! The chance panels' (leaf bounds, Monte Carlo) words in English.

use super::super::text::{ChanceWords, MonteCarloColumns};

pub const WORDS: ChanceWords = ChanceWords {
    outside_bounds: |leaf, v| {
        format!("Leaf {leaf} = {v} lies outside the declared leaf bounds, so they are not used: widen them or change the leaf.")
    },
    bounds_title: "Leaf bounds (Star1)",
    bounds_on: "Every leaf lies in",
    bounds_help: "With bounds, a chance node's value is known to lie between its sum so far with the rest at the low bound and at the high bound; alpha-beta cuts below it when that interval leaves (α, β).",
    mc_title: "Monte Carlo playouts",
    mc_reset: "Reset",
    mc_seed: "Seed",
    mc_columns: MonteCarloColumns { root_move: "move", playouts: "playouts", average: "average", exact: "exact" },
    mc_help: "Each playout from a root move rolls the dice at every chance node, the players moving as expectiminimax would; the average of how the playouts end approaches the move's exact value (dashed) as they add up.",
};
