//! `LabFigure`: the labs' one renderer of a [`Drawing`] (the engine's
//! figure: each node a card of its top lines, shape and numbers; edges
//! from under a card to over its child's, slanting only between rows, so
//! no label meets one). A lab gives the
//! drawing, each node's look (its classes and data attributes) and each
//! edge's, and the node to keep in sight.
//!
//! The drawing is shown as large as its frame allows (on a desktop window
//! the frame is what the lab's controls leave of the screen; elsewhere the
//! frame's width), never smaller than the scale that keeps its type 12 px
//! (`Drawing::min_scale`; 17 px in presentation mode) nor larger than its
//! own size (1.6 times it in presentation mode, `static/style.css`); a
//! drawing larger than that scrolls in its frame with the focus node in
//! sight.

use std::rc::Rc;

use yew::prelude::*;
use yew::virtual_dom::VTag;

use minimax_engine::drawing::svg::{Outline, outline};
use minimax_engine::drawing::{Block, Drawing, Line, Part, Placed, Shape};
use minimax_engine::layout::fixed;

/// The type size of every lab drawing, in its own units.
pub const FONT: f64 = 14.0;
/// The least type size on screen, in pixels.
const LEAST_PX: f64 = 12.0;

/// How one node and the edge into it look.
#[derive(Clone, PartialEq, Default)]
pub struct Look {
    pub class: Classes,
    /// `data-…` attributes for tests and styles, by their whole names.
    pub data: Vec<(&'static str, String)>,
    pub edge_class: Classes,
    /// The edge's width, when it says something (MCTS's visits).
    pub edge_width: Option<f64>,
}

#[derive(Properties, PartialEq)]
pub struct LabFigureProps {
    pub parts: Rc<Vec<Part>>,
    pub looks: Rc<Vec<Look>>,
    /// The node kept in sight (else the root).
    pub focus: Option<usize>,
    pub class: &'static str,
    pub testid: &'static str,
    pub label: AttrValue,
}

fn f(v: f64) -> String {
    fixed(v, 1)
}

/// The shape from the one outline the files draw too.
pub(crate) fn shape_svg(shape: Shape, n: &Placed) -> Html {
    match outline(shape, n) {
        Outline::Rect(x, y, w, h) => html! { <rect class="shape" x={f(x)} y={f(y)} width={f(w)} height={f(h)} rx="3" /> },
        Outline::Ellipse(cx, cy, rx, ry) => html! { <ellipse class="shape" cx={f(cx)} cy={f(cy)} rx={f(rx)} ry={f(ry)} /> },
        Outline::Path(d) => html! { <path class="shape" {d} /> },
    }
}

fn block_svg(lines: &[Line], block: &Block, role: &'static str) -> Html {
    html! {
        <g class={classes!("lab-block", role)}>
            { for lines.iter().zip(&block.baselines).map(|(line, y)| {
                let mut class = classes!("lab-text");
                for c in line.class.split_whitespace() {
                    class.push(c);
                }
                html! { <text {class} x={f(block.x)} y={f(*y)} text-anchor={block.anchor.svg()}>{ line.text.clone() }</text> }
            }) }
        </g>
    }
}

fn node_svg(part: &Part, n: &Placed, look: &Look, index: usize) -> Html {
    let mut g = VTag::new("g");
    g.add_attribute("class", classes!("lab-node", look.class.clone()).to_string());
    g.add_attribute("data-index", index.to_string());
    for (name, value) in &look.data {
        g.add_attribute(name, value.clone());
    }
    g.add_child(shape_svg(part.shape, n));
    if let Some(b) = &n.inside {
        let y = b.baselines.first().copied().unwrap_or(n.y);
        g.add_child(
            html! { <text class="lab-text lab-inside" x={f(b.x)} y={f(y)} text-anchor={b.anchor.svg()}>{ part.inside.clone() }</text> },
        );
    }
    if let Some(b) = &n.under {
        g.add_child(block_svg(&part.under, b, "under"));
    }
    if let Some(b) = &n.top {
        g.add_child(block_svg(&part.top, b, "top"));
    }
    g.into()
}

/// Keeps a lab's listing's current line in sight in its column, when the
/// column scrolls (a desktop window, where the column is beside the
/// drawing): after each render whose `key` (the lab's step) changed.
#[hook]
pub fn use_current_line_in_sight<K: PartialEq + 'static>(panel: NodeRef, key: K) {
    use_effect_with(key, move |_| {
        let root = panel.cast::<web_sys::Element>();
        let line = root.as_ref().and_then(|r| r.query_selector(".mcts-side .line.current").ok().flatten());
        let column = line.as_ref().and_then(|l| l.closest(".mcts-side").ok().flatten());
        if let (Some(line), Some(column)) = (line, column)
            && column.scroll_height() > column.client_height()
        {
            let (l, c) = (line.get_bounding_client_rect(), column.get_bounding_client_rect());
            if l.top() < c.top() || l.bottom() > c.bottom() {
                // The line a third of the way down, the lines before it in sight.
                let target = f64::from(column.scroll_top()) + (l.top() - c.top()) - c.height() / 3.0;
                column.set_scroll_top(target.max(0.0) as i32);
            }
        }
    });
}

#[function_component]
pub fn LabFigure(p: &LabFigureProps) -> Html {
    let drawing = use_memo(p.parts.clone(), |parts| Drawing::new(parts, FONT));
    let frame = use_node_ref();
    let focus = p.focus.filter(|&k| k < drawing.nodes.len()).unwrap_or(0);
    let at = drawing.nodes.get(focus).map_or((0.0, 0.0), |n| (n.x / drawing.width.max(1.0), n.y / drawing.height.max(1.0)));
    {
        // Keep the focus node in sight: across, in the middle of a frame
        // it overflows; down, as little as it needs.
        let frame = frame.clone();
        use_effect_with((drawing.clone(), focus), move |_| {
            if let Some(el) = frame.cast::<web_sys::Element>() {
                let left = at.0 * f64::from(el.scroll_width()) - f64::from(el.client_width()) / 2.0;
                // Down only as far as the focus needs (its card and a
                // margin in sight), so the root stays in sight when it can.
                let (y, h) = (at.1 * f64::from(el.scroll_height()), f64::from(el.client_height()));
                let top = y + 0.3 * h - h;
                el.set_scroll_left(left.max(0.0) as i32);
                el.set_scroll_top(top.max(0.0) as i32);
            }
        });
    }
    let d = &*drawing;
    let edges = (1..d.nodes.len()).filter_map(|i| {
        let points = d.edge(i)?;
        let look = p.looks.get(i).cloned().unwrap_or_default();
        let width = look.edge_width.map(|w| fixed(w, 2));
        let points = points.iter().map(|&(x, y)| format!("{},{}", f(x), f(y))).collect::<Vec<_>>().join(" ");
        Some(html! {
            <polyline class={classes!("lab-edge", look.edge_class)} data-child={i.to_string()} {points} stroke-width={width} />
        })
    });
    let nodes = d.nodes.iter().enumerate().map(|(i, n)| match (p.parts.get(i), p.looks.get(i)) {
        (Some(part), Some(look)) => node_svg(part, n, look, i),
        (Some(part), None) => node_svg(part, n, &Look::default(), i),
        _ => html! {},
    });
    let least = d.min_scale(LEAST_PX);
    let (w, h) = (d.width.ceil(), d.height.ceil());
    html! {
        <div class="lab-figure-frame" ref={frame}>
            <svg class={classes!("lab-figure", p.class)} data-testid={p.testid} viewBox={format!("0 0 {} {}", fixed(d.width.ceil(), 0), fixed(d.height.ceil(), 0))}
                font-size={fixed(FONT, 0)} role="img" aria-label={p.label.clone()} data-focus={focus.to_string()}
                style={format!("--w: {}px; --h: {}px; --least: {}px; --least-h: {}px", fixed(w, 0), fixed(h, 0), fixed((w * least + 1.0).ceil(), 0), fixed((h * least + 1.0).ceil(), 0))}>
                <g class="lab-edges">{ for edges }</g>
                { for nodes }
            </svg>
        </div>
    }
}
