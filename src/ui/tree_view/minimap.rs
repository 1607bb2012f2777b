//! The minimap: the whole tree in a small box, one row per level, each
//! column coloured by the most advanced state of the nodes under it; the
//! search path as a line; when the drawing is zoomed in, the part of the
//! tree on screen as a frame. Computed from the replay state in one pass
//! over the nodes, drawn as a few hundred rectangles at most, whatever the
//! size of the tree.

use std::rc::Rc;

use yew::prelude::*;

use minimax_engine::layout::{fixed, within};

use minimax_engine::layout::Layout;
use minimax_engine::replay::{NodeState, Snapshot};
use minimax_engine::tree::Tree;

/// Columns of the overview.
const COLUMNS: usize = 160;
/// Its size in CSS pixels.
const WIDTH: f64 = 168.0;
const MAX_HEIGHT: f64 = 48.0;

/// What the minimap shows at one step.
#[derive(Clone, PartialEq, Debug)]
pub struct Overview {
    levels: usize,
    /// Runs of equal state on one level: (level, first column, last
    /// column, state).
    runs: Vec<(u16, u16, u16, NodeState)>,
    /// The search path, root first: (column, level).
    path: Vec<(f64, usize)>,
    /// Layout units across the whole tree (leaves − 1, at least 1).
    span: f64,
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
        if grown && state == NodeState::Unvisited && id != minimax_engine::tree::NodeId::ROOT {
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

#[derive(Properties, PartialEq)]
pub struct MinimapProps {
    pub overview: Rc<Overview>,
    /// The part of the tree on screen, in layout units, when zoomed in.
    pub on_screen: Option<(f64, f64)>,
    pub label: &'static str,
}

#[function_component(Minimap)]
pub fn minimap(p: &MinimapProps) -> Html {
    let o = &p.overview;
    let row = within(MAX_HEIGHT / o.levels as f64, 2.0, 10.0);
    let height = row * o.levels as f64;
    let cw = WIDTH / COLUMNS as f64;
    let runs = o.runs.iter().map(|&(level, c0, c1, state)| {
        // At least 3 pixels wide, so a level with few nodes still shows.
        let w = (f64::from(c1 - c0 + 1) * cw).max(3.0);
        let x = within(f64::from(c0) * cw - (w - f64::from(c1 - c0 + 1) * cw) / 2.0, 0.0, WIDTH - w);
        html! { <rect class={classes!("mm", state.name())} x={fixed(x, 1)} y={fixed(f64::from(level) * row, 1)} width={fixed(w, 1)} height={fixed((row - 0.5).max(1.0), 1)} /> }
    });
    let path = (!o.path.is_empty()).then(|| {
        let points: Vec<String> =
            o.path.iter().map(|&(c, level)| format!("{},{}", fixed((c + 0.5) * cw, 1), fixed((level as f64 + 0.5) * row, 1))).collect();
        html! { <polyline class="mm-path" points={points.join(" ")} /> }
    });
    let frame = p.on_screen.map(|(x0, x1)| {
        let to_px = |x: f64| within(x / o.span * WIDTH, 0.0, WIDTH);
        let (a, b) = (to_px(x0), to_px(x1));
        html! { <rect class="mm-frame" x={fixed(a, 1)} y="0" width={fixed((b - a).max(2.0), 1)} height={fixed(height, 1)} /> }
    });
    html! {
        <svg class="minimap" data-testid="minimap" role="img" aria-label={p.label} viewBox={format!("0 0 {WIDTH} {}", fixed(height, 1))} width={format!("{WIDTH}")} height={fixed(height, 0)}>
            <title>{ p.label }</title>
            { for runs }
            { for path }
            { for frame }
        </svg>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use minimax_engine::notation::parse;
    use minimax_engine::replay::Snapshot;
    use minimax_engine::search::{Options, Trace};

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
