//! The minimap's overview: the whole tree in a few rows of columns, each
//! cell the most advanced state of the nodes under it, and the search path;
//! one pass over the nodes, a few hundred runs at most whatever the tree's
//! size. The page draws it (`src/ui/tree_view/minimap.rs`).

use crate::layout::{Layout, within};
use crate::replay::{NodeState, Snapshot};
use crate::tree::{NodeId, Tree};

/// Columns of the overview.
pub const COLUMNS: usize = 160;
/// Its width in CSS pixels.
pub const WIDTH: f64 = 168.0;

/// What the minimap shows at one step.
#[derive(Clone, PartialEq, Debug)]
pub struct Overview {
    pub levels: usize,
    /// Runs of equal state on one level: (level, first column, last
    /// column, state).
    pub runs: Vec<(u16, u16, u16, NodeState)>,
    /// The search path, root first: (column, level).
    pub path: Vec<(f64, usize)>,
    /// Layout units across the whole tree (leaves − 1, at least 1).
    pub span: f64,
}

fn rank(state: NodeState) -> u8 {
    match state {
        NodeState::Unvisited => 0,
        NodeState::Pruned => 1,
        NodeState::Done => 2,
        NodeState::Active => 3,
    }
}

/// The overview of `tree` drawn whole by `layout`, at `snap`. A game's
/// tree (`grown`) shows only what the search has reached, as the drawing
/// does: its unreached positions would give the search away.
pub fn overview(tree: &Tree, layout: &Layout, snap: &Snapshot, grown: bool) -> Overview {
    let levels = layout.height as usize + 1;
    let span = (layout.width - 1.0).max(1.0);
    let column = |x: f64| within(((x / span) * (COLUMNS - 1) as f64).round(), 0.0, (COLUMNS - 1) as f64) as usize;
    // The most advanced state under each cell; `None` where no node is.
    let mut cells: Vec<Option<NodeState>> = vec![None; levels * COLUMNS];
    for id in tree.ids() {
        let state = snap.state(id);
        if grown && state == NodeState::Unvisited && id != NodeId::ROOT {
            continue;
        }
        let cell = &mut cells[layout.y(id) as usize * COLUMNS + column(layout.x(id))];
        if cell.is_none_or(|s| rank(state) > rank(s)) {
            *cell = Some(state);
        }
    }
    let mut runs = Vec::new();
    for level in 0..levels {
        let row = &cells[level * COLUMNS..(level + 1) * COLUMNS];
        let mut c = 0;
        while c < COLUMNS {
            let Some(state) = row[c] else {
                c += 1;
                continue;
            };
            let start = c;
            while c + 1 < COLUMNS && row[c + 1] == Some(state) {
                c += 1;
            }
            runs.push((level as u16, start as u16, c as u16, state));
            c += 1;
        }
    }
    let path = snap.path().iter().map(|&id| (column(layout.x(id)) as f64, layout.y(id) as usize)).collect();
    Overview { levels, runs, path, span }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse;
    use crate::search::{Options, Trace};

    #[test]
    fn the_overview_has_one_run_per_state_change_and_follows_the_path() {
        let tree = parse("<3,5,10>,<2,a,b>,<2,7,3>").into_result().unwrap_or_else(|e| panic!("{e:?}"));
        let layout = Layout::new(&tree);
        let trace = Trace::run(&tree, Options::default());
        let start = overview(&tree, &layout, &Snapshot::start(&tree), false);
        assert_eq!(start.levels, 3);
        assert!(start.runs.iter().all(|r| r.3 == NodeState::Unvisited));
        assert!(start.path.is_empty());
        // After entering A, B and the first leaf: the path is A, B.
        let snap = Snapshot::at(&tree, &trace, 3);
        let o = overview(&tree, &layout, &snap, false);
        assert_eq!(o.path.len(), 2, "{o:?}");
        assert!(o.runs.iter().any(|r| r.0 == 0 && r.3 == NodeState::Active));
        // At the end the pruned leaves show on the bottom row.
        let end = overview(&tree, &layout, &Snapshot::at(&tree, &trace, trace.len()), false);
        assert!(end.runs.iter().any(|r| r.0 == 2 && r.3 == NodeState::Pruned));
        assert!(end.runs.iter().any(|r| r.0 == 2 && r.3 == NodeState::Done));
        // A grown (game) tree's overview at the start is its root alone.
        let grown = overview(&tree, &layout, &Snapshot::start(&tree), true);
        assert_eq!(grown.runs.len(), 1, "{grown:?}");
        assert_eq!(grown.runs[0].0, 0);
    }
}
