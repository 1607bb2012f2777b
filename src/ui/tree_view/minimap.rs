//! The minimap: the whole tree in a small box, one row per level, each
//! column coloured by the most advanced state of the nodes under it; the
//! search path as a line; when the drawing is zoomed in, the part of the
//! tree on screen as a frame. Computed from the replay state in one pass
//! over the nodes, drawn as a few hundred rectangles at most, whatever the
//! size of the tree.

use std::rc::Rc;

use yew::prelude::*;

use minimax_engine::layout::{fixed, within};

use minimax_engine::drawing::overview::{COLUMNS, Overview, WIDTH};

/// The minimap's most height in CSS pixels.
const MAX_HEIGHT: f64 = 48.0;

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
