//! One edge of the drawing, with its cut mark where a cutoff pruned the
//! rest of a node's children. Memoised like the nodes.

use yew::prelude::*;

use minimax_engine::layout::fixed;

use minimax_engine::drawing::labels::move_baseline;

use minimax_engine::replay::NodeState;

/// One edge, with its cut mark.
#[derive(Properties, PartialEq)]
pub(super) struct EdgeProps {
    pub from: (f64, f64),
    pub to: (f64, f64),
    pub state: NodeState,
    pub chosen: bool,
    pub pv: bool,
    pub cut: bool,
    /// Practice: "marked" (the student marked it pruned), and after
    /// checking "right" (marked, and pruned), "missing" (a pruned edge
    /// left unmarked), "extra" (marked but searched).
    #[prop_or_default]
    pub mark: Option<&'static str>,
    /// Practice: the child's path, and what a click on the edge does
    /// (mark or unmark it).
    #[prop_or_default]
    pub child_path: Option<AttrValue>,
    /// The child's path, on the edge's group (for tests and styles).
    #[prop_or_default]
    pub child: AttrValue,
    #[prop_or_default]
    pub onclick: Option<Callback<MouseEvent>>,
    /// A game's move, written near the child end of the edge.
    #[prop_or_default]
    pub label: Option<AttrValue>,
    /// The centre of the move's name (see `place`).
    #[prop_or_default]
    pub label_at: Option<(f64, f64)>,
    /// The move's type size (`spacing::move_font`).
    #[prop_or(12.0)]
    pub label_font: f64,
}

#[function_component(DrawnEdge)]
pub(super) fn drawn_edge(p: &EdgeProps) -> Html {
    let ((x1, y1), (x2, y2)) = (p.from, p.to);
    let class =
        classes!("edge", p.state.name(), p.chosen.then_some("chosen"), p.pv.then_some("pv"), p.mark.map(|m| format!("practice-{m}")));
    // A student's mark: a double stroke across the edge, as on paper.
    let (mx, my) = ((x1 + x2) / 2.0, (y1 + y2) / 2.0);
    let practice_mark = p.mark.filter(|&m| m != "missing").map(|m| {
        html! { <g class={classes!("practice-cut", m)} aria-hidden="true">
            <line x1={fixed(mx - 9.0, 1)} y1={fixed(my - 7.0, 1)} x2={fixed(mx + 9.0, 1)} y2={fixed(my - 1.0, 1)} />
            <line x1={fixed(mx - 9.0, 1)} y1={fixed(my + 1.0, 1)} x2={fixed(mx + 9.0, 1)} y2={fixed(my + 7.0, 1)} />
        </g> }
    });
    // Once checked, a right mark and a mistake differ by shape, not colour
    // alone: ✓ beside a right mark, ✗ beside a wrong one or a pruned edge
    // left unmarked (drawn dashed).
    let verdict = p.mark.and_then(|m| match m {
        "right" => Some(("✓", "right")),
        "extra" | "missing" => Some(("✗", "wrong")),
        _ => None,
    });
    let verdict = verdict.map(|(glyph, class)| {
        html! { <text class={classes!("practice-verdict", class)} x={fixed(mx + 12.0, 1)} y={fixed(my + 5.0, 1)} aria-hidden="true">{ glyph }</text> }
    });
    // In practice an edge is a wide, invisible target to click.
    let hit = p.onclick.clone().map(|onclick| {
        html! { <line class="edge-hit" data-child={p.child_path.clone()} data-mark={p.mark} x1={fixed(x1, 1)} y1={fixed(y1, 1)} x2={fixed(x2, 1)} y2={fixed(y2, 1)} {onclick} /> }
    });
    let cut_mark = p.cut.then(|| {
        let (mx, my) = ((x1 + x2) / 2.0, (y1 + y2) / 2.0);
        html! { <line class="cut-mark" x1={fixed(mx - 10.0, 1)} y1={fixed(my - 4.0, 1)} x2={fixed(mx + 10.0, 1)} y2={fixed(my + 4.0, 1)} /> }
    });
    // A move's name where `place` found room, its box centred there.
    let label = p.label.clone().zip(p.label_at).map(|(text, (cx, cy))| {
        let font = p.label_font;
        html! { <text class="move" x={fixed(cx, 1)} y={fixed(cy + move_baseline(font), 1)} font-size={fixed(font, 1)} text-anchor="middle" aria-hidden="true">{ text }</text> }
    });
    html! {
        <g data-child={p.child.clone()}>
            <line {class} x1={fixed(x1, 1)} y1={fixed(y1, 1)} x2={fixed(x2, 1)} y2={fixed(y2, 1)} />
            { for cut_mark }
            { for practice_mark }
            { for verdict }
            { for hit }
            { for label }
        </g>
    }
}
