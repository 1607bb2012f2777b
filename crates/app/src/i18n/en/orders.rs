//! The game panel's learnt move orders and their comparison: its words in English.

use super::super::text::{CompareColumns, HistoryColumns, KillerColumns, OrderWords};

pub const WORDS: OrderWords = OrderWords {
    killers: "Killer moves by ply",
    killer_columns: KillerColumns { ply: "Ply", first: "Killer 1", second: "Killer 2" },
    history: "History scores",
    history_columns: HistoryColumns { move_name: "Move", score: "Score" },
    nothing_learnt: "No cutoff yet: nothing learnt.",
    compare: "Compare move orders",
    compare_title: "Alpha-beta from this position, by move order",
    compare_columns: CompareColumns { order: "Order", nodes: "Nodes visited", leaves: "Leaves evaluated" },
    over_cap: |cap| format!("over {cap}"),
    compare_note: "Killer moves and the history heuristic learn from alpha-beta's own cutoffs as it searches; best first orders by each move's exact value, which a real program does not know.",
    quiescence: "Quiescence search",
    quiescence_help: "Past the depth limit, positions with a win to take or a threat to block are searched on (only those moves) until they are quiet.",
    horizon_quiescence: "Quiescence search: one ply deep, the position after 1,3 is not quiet (X can complete the diagonal), so the search goes on with X's winning move only, sees the loss, and O blocks at 2,2 as a two-ply search does. Switch it off and 1,3 looks as good again.",
    horizon_try: "Or switch on quiescence search below.",
};
