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

use minimax_engine::drawing::spacing::LEAST_LABEL_PX;
use minimax_engine::drawing::svg::{Outline, outline};
use minimax_engine::drawing::{
    Block, COUNT, DEEP_CUT, Drawing, Line, Part, Placed, Shape, cut_deep, cut_rows, depths, fold as fold_parts, open_around, text_width,
};
use minimax_engine::lang::Lang;
use minimax_engine::layout::fixed;

/// The type size of every lab drawing, in its own units.
pub const FONT: f64 = 14.0;

/// How one node and the edge into it look.
#[derive(Clone, PartialEq, Default)]
pub struct Look {
    pub class: Classes,
    /// `data-…` attributes for tests and styles, by their whole names.
    pub data: Vec<(&'static str, String)>,
    pub edge_class: Classes,
    /// The edge's width, when it says something (MCTS's visits).
    pub edge_width: Option<f64>,
    /// What the path strip says of the node after its name (its window,
    /// its visits) when the drawing is scrolled past the root.
    pub brief: String,
}

#[derive(Properties, PartialEq)]
pub struct LabFigureProps {
    pub parts: Rc<Vec<Part>>,
    pub looks: Rc<Vec<Look>>,
    /// The node kept in sight (else the root).
    pub focus: Option<usize>,
    /// Nodes the step's sentence names besides the focus path (a child
    /// whose score is backed up, the children selection scores): a row cut
    /// down to fit keeps them while they fit, the deepest let go first.
    #[prop_or_default]
    pub also: Rc<Vec<usize>>,
    pub class: &'static str,
    pub testid: &'static str,
    pub label: AttrValue,
    /// The key's language.
    pub lang: Lang,
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

fn node_svg(part: &Part, n: &Placed, look: &Look, index: String) -> Html {
    let mut g = VTag::new("g");
    g.add_attribute("class", classes!("lab-node", look.class.clone()).to_string());
    g.add_attribute("data-index", index);
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

/// A lab's head: its title and the button that closes it (the lab says
/// `None` to the page).
pub fn lab_head<T: 'static>(title: &'static str, close: &'static str, testid: &'static str, on_change: &Callback<Option<T>>) -> Html {
    let on_change = on_change.clone();
    let onclick = Callback::from(move |_: MouseEvent| on_change.emit(None));
    html! {
        <div class="mcts-head">
            <h2>{ title }</h2>
            <button type="button" class="text-button" data-testid={testid} {onclick}>{ close }</button>
        </div>
    }
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

/// The frame's width in units of the least type: its width in pixels over
/// the factor the style sheet sets for the least type (`--least-factor`:
/// 1, or more on a projector), so the fold follows the one rule the style
/// sheet draws by.
fn room_of(frame: &web_sys::Element) -> Option<f64> {
    let width = f64::from(frame.client_width());
    let factor = gloo::utils::window()
        .get_computed_style(frame)
        .ok()
        .flatten()
        .and_then(|s| s.get_property_value("--least-factor").ok())
        .and_then(|v| v.trim().parse::<f64>().ok())
        .filter(|f| *f >= 1.0)
        .unwrap_or(1.0);
    (width > 0.0).then_some(width / factor)
}

/// The type of a plot's ticks in its own units (`.mc-tick` in the style
/// sheet): 12 px and more once the plot is drawn at least as wide as its
/// viewBox, which the style sheet sees to.
pub const TICK_FONT: f64 = 12.0;

/// Room left of a plot's axis for the widest of its tick labels, measured
/// as the drawing measures text.
pub fn tick_room(ticks: &[String]) -> f64 {
    ticks.iter().map(|t| text_width(t, TICK_FONT)).fold(0.0, f64::max) + 6.0
}

/// What the figure draws: the parts whole, or folded around the focus when
/// the whole drawing at its least type is wider than the frame. With the
/// index of each node drawn among the parts it was made from.
struct Shown {
    drawing: Drawing,
    parts: Rc<Vec<Part>>,
    /// The part each drawn part is (`None`: a run a wide row left out).
    old: Vec<Option<usize>>,
    folded: bool,
}

/// The parts folded around `focus` (see [`fold_parts`]) and, when even
/// that is wider than `room` pixels at the least type, with their wide rows
/// cut down ([`cut_rows`]) until it fits or keeps only the path and the
/// runs around it. Each drawn part's lab part, as [`Shown::old`].
fn fold_to_fit(parts: &[Part], (focus, also): (usize, &[usize]), room: Option<u64>) -> Shown {
    let (kept, old) = fold_parts(parts, &open_around(parts, focus));
    let fits = |d: &Drawing| room.is_none_or(|r| d.width * d.min_scale(LEAST_LABEL_PX) <= r as f64 + 1.0);
    let shown = |parts: Vec<Part>, old: Vec<Option<usize>>, drawing: Drawing| Shown { drawing, parts: Rc::new(parts), old, folded: true };
    let folded = Drawing::new(&kept, FONT);
    if fits(&folded) {
        let old = old.iter().copied().map(Some).collect();
        return shown(kept, old, folded);
    }
    let mut rows = vec![0usize; kept.len()];
    for part in kept.iter().skip(1) {
        if let Some(row) = part.parent.and_then(|q| rows.get_mut(q)) {
            *row += 1;
        }
    }
    // The kept parts open around the focus (the path to it), and those
    // the sentence names: a cut row keeps them. When keeping them all cannot
    // fit (selection names all nine of tic-tac-toe's first moves, or on a
    // phone the children scored at two levels), the deepest level of them
    // is let go first, then the next, down to the path alone.
    let around: Vec<bool> = open_around(&kept, old.iter().position(|&i| i == focus).unwrap_or(0));
    let depth = depths(&kept);
    let named: Vec<(usize, usize)> =
        old.iter().enumerate().filter(|&(k, i)| also.contains(i) && !around[k]).map(|(k, _)| (k, depth[k])).collect();
    let mut levels: Vec<usize> = named.iter().map(|&(_, d)| d).collect();
    levels.sort_unstable();
    levels.dedup();
    let keeping = |deepest: Option<usize>| {
        let mut open = around.clone();
        for &(k, d) in &named {
            if deepest.is_some_and(|deepest| d <= deepest) {
                open[k] = true;
            }
        }
        open
    };
    let cut_to_fit = |open: &[bool]| {
        let mut most = rows.iter().copied().max().unwrap_or(0);
        let mut cut = None;
        while most > 1 {
            // A quarter less each time: a few tries even for a row of thousands.
            most = (most * 3 / 4).clamp(1, most - 1);
            let (parts, drawn) = cut_rows(&kept, open, most);
            let drawing = Drawing::new(&parts, FONT);
            let fitted = fits(&drawing);
            cut = Some((shown(parts, drawn.into_iter().map(|k| k.and_then(|k| old.get(k).copied())).collect(), drawing), fitted));
            if fitted {
                break;
            }
        }
        cut
    };
    let mut cut = None;
    for deepest in levels.iter().rev().map(|&d| Some(d)).chain([None]) {
        cut = cut_to_fit(&keeping(deepest));
        if cut.as_ref().is_none_or(|(_, fitted)| *fitted) {
            break;
        }
    }
    // No row to cut (a chain): the folded drawing as it is.
    cut.map(|(shown, _)| shown).unwrap_or_else(|| {
        let old = old.iter().copied().map(Some).collect();
        shown(kept, old, folded)
    })
}

/// The path strip: the path from the root to `focus`, each node by its
/// name and brief.
fn path_strip(parts: &[Part], focus: usize, brief: impl Fn(usize) -> String, testid: &str) -> Html {
    let mut path = Vec::new();
    let mut at = Some(focus);
    while let Some(k) = at.filter(|&k| k < parts.len()) {
        path.push(k);
        at = parts[k].parent;
    }
    let entries = path.iter().rev().enumerate().map(|(i, &k)| {
        let (name, brief) = (&parts[k].inside, brief(k));
        html! { <>
            if i > 0 { <span class="lab-path-sep" aria-hidden="true">{ " › " }</span> }
            <span class="lab-path-node">{ name.clone() }{ (!brief.is_empty() && !name.is_empty()).then_some(" ") }{ brief }</span>
        </> }
    });
    html! { <p class="lab-path" data-testid={format!("{testid}-path")}><span class="lab-path-line">{ for entries }</span></p> }
}

#[function_component]
pub fn LabFigure(p: &LabFigureProps) -> Html {
    let focus_part = p.focus.filter(|&k| k < p.parts.len()).unwrap_or(0);
    // A path too deep to draw whole (a 10,000-level chain's) is cut in the
    // middle: what is drawn from here on are these parts, each the lab's
    // part `deep.1[k]` (`None`: the run left out).
    let deep = use_memo((p.parts.clone(), focus_part), |(parts, focus)| {
        let (parts, old) = cut_deep(parts, *focus, DEEP_CUT);
        (Rc::new(parts), old)
    });
    let in_deep = |i: usize| deep.1.iter().position(|&k| k == Some(i));
    let focus_in = in_deep(focus_part).unwrap_or(0);
    let also_in: Rc<Vec<usize>> = Rc::new(p.also.iter().filter_map(|&i| in_deep(i)).collect());
    let whole = use_memo(deep.0.clone(), |parts| Drawing::new(parts, FONT));
    let frame = use_node_ref();
    // The frame's room (see `room_of`), once it is on screen, and again
    // when the window changes size.
    let room = use_state_eq(|| None::<u64>);
    let measure = {
        let (frame, room) = (frame.clone(), room.clone());
        move || {
            if let Some(el) = frame.cast::<web_sys::Element>() {
                room.set(room_of(&el).map(|r| r.round() as u64));
            }
        }
    };
    {
        let measure = measure.clone();
        use_effect(measure);
    }
    use_effect_with((), move |_| {
        let listener = gloo::events::EventListener::new(&gloo::utils::window(), "resize", move |_| measure());
        move || drop(listener)
    });
    let fold = room.is_some_and(|r| whole.width * whole.min_scale(LEAST_LABEL_PX) > r as f64 + 1.0);
    // Folded, the room decides how far wide rows are cut.
    let fold_room = (*room).filter(|_| fold);
    let shown = use_memo((deep.0.clone(), (focus_in, also_in), fold, fold_room), {
        let whole = whole.clone();
        move |(parts, (focus, also), fold, room)| {
            if !*fold {
                return Shown {
                    drawing: (*whole).clone(),
                    parts: Rc::clone(parts),
                    old: (0..parts.len()).map(Some).collect(),
                    folded: false,
                };
            }
            fold_to_fit(parts, (*focus, also), *room)
        }
    });
    let focus = shown.old.iter().position(|&i| i == Some(focus_in)).unwrap_or(0);
    // The lab's part each drawn part is (`None`: a run left out).
    let lab_part = |k: usize| shown.old.get(k).copied().flatten().and_then(|i| deep.1.get(i).copied().flatten());
    let d = &shown.drawing;
    let at = d.nodes.get(focus).map_or((0.0, 0.0), |n| (n.x / d.width.max(1.0), n.y / d.height.max(1.0)));
    // Whether the frame is scrolled past the root (a path deeper than the
    // frame): then the path strip names the path to the focus over it.
    let past_root = use_state_eq(|| false);
    let root_foot = d.nodes.first().map_or(0.0, |n| n.shape.y1 / d.height.max(1.0));
    let check_root = {
        let past_root = past_root.clone();
        move |el: &web_sys::Element| past_root.set(f64::from(el.scroll_top()) > root_foot * f64::from(el.scroll_height()))
    };
    let onscroll = {
        let (frame, check_root) = (frame.clone(), check_root.clone());
        Callback::from(move |_: Event| {
            if let Some(el) = frame.cast::<web_sys::Element>() {
                check_root(&el);
            }
        })
    };
    {
        // Keep the focus node in sight: across, in the middle of a frame
        // it overflows; down, as little as it needs.
        // Keyed as the memo is (not by the memo's address: yew drops an
        // outdated memo before it computes the new one, which can then
        // take the same address), and again when the frame's room changes.
        let frame = frame.clone();
        use_effect_with((p.parts.clone(), focus_part, fold, *room), move |_| {
            if let Some(el) = frame.cast::<web_sys::Element>() {
                let left = at.0 * f64::from(el.scroll_width()) - f64::from(el.client_width()) / 2.0;
                // Down only as far as the focus needs (its card and a
                // margin in sight), so the root stays in sight when it can.
                let (y, h) = (at.1 * f64::from(el.scroll_height()), f64::from(el.client_height()));
                let top = y + 0.3 * h - h;
                el.set_scroll_left(left.max(0.0) as i32);
                el.set_scroll_top(top.max(0.0) as i32);
                check_root(&el);
            }
        });
    }
    // Nodes and edges carry the part's own index (what the labs' looks and
    // the tests know them by), folded or not.
    // A run a wide row left out looks as such, its edge dashed.
    let look_of = |k: usize| match lab_part(k) {
        Some(i) => p.looks.get(i).cloned().unwrap_or_default(),
        None => Look { class: classes!("lab-more"), edge_class: classes!("lab-more"), ..Look::default() },
    };
    let index_of = |k: usize| lab_part(k).map_or_else(|| "more".to_string(), |i| i.to_string());
    let edges = (1..d.nodes.len()).filter_map(|k| {
        let points = d.edge(k)?;
        let look = look_of(k);
        let width = look.edge_width.map(|w| fixed(w, 2));
        let points = points.iter().map(|&(x, y)| format!("{},{}", f(x), f(y))).collect::<Vec<_>>().join(" ");
        Some(html! {
            <polyline class={classes!("lab-edge", look.edge_class)} data-child={index_of(k)} {points} stroke-width={width} />
        })
    });
    let nodes = d.nodes.iter().enumerate().map(|(k, n)| match shown.parts.get(k) {
        Some(part) => node_svg(part, n, &look_of(k), index_of(k)),
        None => html! {},
    });
    let strip = (*past_root).then(|| path_strip(&shown.parts, focus, |k| look_of(k).brief, p.testid));
    let key = figure_key(&shown.parts, minimax_app::i18n::lab(p.lang), p.testid);
    let least = d.min_scale(LEAST_LABEL_PX);
    let (w, h) = (d.width.ceil(), d.height.ceil());
    html! {
        <>
        <div class="lab-figure-frame" ref={frame} {onscroll}>
            { for strip }
            <svg class={classes!("lab-figure", p.class, shown.folded.then_some("folded"))} data-testid={p.testid} viewBox={format!("0 0 {} {}", fixed(w, 0), fixed(h, 0))}
                font-size={fixed(FONT, 0)} role="img" aria-label={p.label.clone()} data-focus={focus_part.to_string()} data-folded={shown.folded.to_string()}
                style={format!("--w: {}px; --h: {}px; --least: {}px; --least-h: {}px", fixed(w, 0), fixed(h, 0), fixed((w * least + 1.0).ceil(), 0), fixed((h * least + 1.0).ceil(), 0))}>
                <g class="lab-edges">{ for edges }</g>
                { for nodes }
            </svg>
        </div>
        { key }
        </>
    }
}

/// What the figure's counts mean, said under it when it draws any: a "+n"
/// under a node is read as a value otherwise.
fn figure_key(parts: &[Part], t: &'static minimax_app::i18n::LabWords, testid: &str) -> Html {
    let counts = parts.iter().any(|part| part.under.iter().any(|l| l.class == COUNT));
    let runs = parts.iter().any(|part| part.shape == Shape::More);
    if !counts && !runs {
        return html! {};
    }
    html! {
        <p class="lab-key" data-testid={format!("{testid}-key")}>
            if counts { <span data-key="count">{ t.count_key }</span> }
            if runs { <span data-key="run">{ t.run_key }</span> }
        </p>
    }
}

/// One line of a lab's listing (`data-line` its number), marked when
/// `current`. A line too long for the panel wraps under its own code, not
/// at the margin: its indent (leading spaces) and two more characters are
/// its hanging indent (`--indent`).
pub fn listing_line(number: usize, line: &str, current: bool) -> Html {
    let indent = line.chars().take_while(|c| *c == ' ').count();
    html! {
        <div class={classes!("line", current.then_some("current"))} data-line={number.to_string()} style={format!("--indent:{indent}")}>
            { line.to_string() }
        </div>
    }
}
