//! The tree as one SVG: AIMA shapes (MAX ▲, MIN ▼, leaf ■), values and
//! bounds, α/β on the path, states drawn by shape, dash and weight as well
//! as colour, cut marks, chosen children and the principal variation; zoom
//! and pan with wheel, pinch and drag; click a node for its tools, a leaf to
//! edit its value in place.

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlInputElement};
use yew::prelude::*;

use super::export::{self, SlideFailure, SlideFormat};
use super::i18n::{Text, text};
use super::state::{Action, Model};
use crate::core::export as core_export;
use crate::core::notation;
use super::view::{ModelProps, focus};
use crate::core::edit::Edit;
use crate::core::layout::Layout;
use crate::core::num::{Bound, Num};
use crate::core::replay::NodeState;
use crate::core::search::{Algorithm, Interval, Outcome};
use crate::core::tree::{Leaf, NodeId, Player};

/// Pixels between neighbouring leaves at least (wider when labels need
/// it: [`slot_px`]) and between levels.
const SLOT: f64 = 64.0;
const LEVEL: f64 = 100.0;
/// Font sizes of the drawing's texts (names, values; α/β), set on each
/// `<text>` and used to keep labels apart: normal, and presentation mode
/// (labels of at least 24 px on a 1920×1080 projector for trees up to 15
/// leaves).
const FONT: f64 = 16.0;
const WINDOW_FONT: f64 = 14.0;
const PRESENT_FONT: f64 = 26.0;
const PRESENT_WINDOW_FONT: f64 = 22.0;
/// Space kept between the texts and shapes of neighbouring nodes.
const PAD: f64 = 10.0;
const MARGIN: f64 = 56.0;
/// Half the size of a node's shape.
const R: f64 = 20.0;

/// The largest tree drawn: beyond this a drawing is unreadable and would
/// cost the page too much memory (data-path text grows with depth × size).
pub const DRAW_MAX_NODES: usize = 5000;
pub const DRAW_MAX_DEPTH: usize = 200;

/// Zoom and pan of the drawing: `translate(tx, ty) scale(scale)`.
#[derive(Clone, Copy, PartialEq, Debug)]
struct ViewBox {
    scale: f64,
    tx: f64,
    ty: f64,
}

const FIT: ViewBox = ViewBox { scale: 1.0, tx: 0.0, ty: 0.0 };

/// Pointers currently down on the drawing, for drag and pinch.
#[derive(Default)]
struct Gesture {
    pointers: HashMap<i32, (f64, f64)>,
    start: Option<(ViewBox, (f64, f64), f64)>,
    moved: bool,
}

/// A value for a `data-` attribute: `3`, `-inf`, `<=2`, `>=3`, `1..2`.
fn data_interval(interval: Interval) -> String {
    match (interval.lo, interval.hi) {
        (lo, hi) if lo == hi => lo.notation(),
        (Bound::NegInf, hi) => format!("<={}", hi.notation()),
        (lo, Bound::PosInf) => format!(">={}", lo.notation()),
        (lo, hi) => format!("{}..{}", lo.notation(), hi.notation()),
    }
}

/// The child whose value a decided node took, if it is known.
fn chosen_child(model: &Model, id: NodeId) -> Option<NodeId> {
    let tree = &model.tree;
    let snap = model.cursor.snapshot();
    let value = snap.interval(tree, id)?;
    value.as_exact()?;
    tree.children(id).find(|&c| snap.state(c) == NodeState::Done && snap.interval(tree, c) == Some(value))
}

/// A generous estimate of the width of `text` in bold sans-serif at `font`
/// pixels (DejaVu Sans Bold's advances, rounded up), so labels laid out
/// with it never touch.
fn text_px(text: &str, font: f64) -> f64 {
    let em: f64 = text
        .chars()
        .map(|c| match c {
            ' ' => 0.35,
            '.' | ',' | ':' => 0.4,
            '0'..='9' | 'α' | 'β' => 0.72,
            '∞' | '−' | '-' | '=' | '≤' | '≥' | '+' | '…' => 0.9,
            c if c.is_ascii_uppercase() => 0.8,
            c if c.is_ascii_lowercase() => 0.7,
            _ => 1.0,
        })
        .sum();
    em * font
}

/// Half the width of a leaf's box: its value fits inside with a margin.
fn leaf_half_width(value: &str, font: f64) -> f64 {
    (R * 0.85).max(text_px(value, font) / 2.0 + 5.0)
}

/// How far a node's texts and shape reach to the left and to the right of
/// its centre on its own row, and the width of its value text below it.
struct Reach {
    left: f64,
    right: f64,
    below: f64,
}

/// Where the drawing puts things: pixels per layout unit (the least that
/// keeps every label clear of its neighbours at any step) and the margins.
#[derive(Clone, Copy, PartialEq, Debug)]
struct Spacing {
    slot: f64,
    left: f64,
    right: f64,
    /// Pixels between rows.
    level: f64,
    /// Font sizes of names and values, and of α/β.
    font: f64,
    window_font: f64,
}

impl Spacing {
    /// The centre of `id`'s shape in SVG units.
    fn at(&self, layout: &Layout, id: NodeId) -> (f64, f64) {
        (self.left + layout.x(id) * self.slot, MARGIN + layout.y(id) * self.level)
    }
}

/// Where a node's texts go, relative to its centre: baselines of the name
/// (left), the value (below right) and α/β (above), for these font sizes.
/// Each sits in its own band: the name beside the shape, the value below
/// the shape, α/β above it.
fn text_offsets(font: f64, window_font: f64) -> (f64, f64, f64) {
    (0.33 * font, R + 1.1 * font, -(R + 0.3 * window_font + 2.0))
}

/// The spacing for this tree. Each row has its own band for each kind of
/// text: names left of the shapes, values and bounds below right, and α/β
/// above the node, centred, in the band between the rows, where only edges
/// pass. Only the nodes on the current path show α/β, one per row, so α/β
/// never meets another α/β, and the row's spacing only has to keep names,
/// shapes and values apart, at their widest.
fn spacing(tree: &crate::core::tree::Tree, layout: &Layout, present: bool) -> Spacing {
    let (font, window_font) = if present { (PRESENT_FONT, PRESENT_WINDOW_FONT) } else { (FONT, WINDOW_FONT) };
    // Rows far enough apart that a value (below a node) clears the α/β
    // above the nodes of the next row.
    let level = LEVEL.max(2.0 * R + 1.35 * font + 1.25 * window_font + 12.0);
    // The widest value a bound can show (a leaf's), and any α or β (a
    // leaf's or −∞).
    let leaf = tree
        .ids()
        .filter_map(|id| match tree[id].leaf() {
            Some(Leaf::Value(v)) => Some(text_px(&v.to_string(), font)),
            _ => None,
        })
        .fold(text_px("?", font), f64::max);
    let widest = leaf.max(text_px("−∞", font));
    let window = 2.0 * widest * window_font / font + text_px("α= β=", window_font);
    // A value or bound is `≤ 2`, or `1 … 2` when placeholders leave both
    // ends open (minimax).
    let placeholders = tree.ids().any(|id| matches!(tree[id].leaf(), Some(Leaf::Placeholder(_))));
    let bound = if placeholders { 2.0 * leaf + text_px(" … ", font) } else { leaf + text_px("≤ ", font) };
    let reach = |id: NodeId| match tree[id].leaf() {
        Some(leaf) => {
            let shown = match leaf {
                Leaf::Value(v) => v.to_string(),
                Leaf::Placeholder(name) => name.to_string(),
            };
            let half = leaf_half_width(&shown, font);
            Reach { left: half, right: half, below: 0.0 }
        }
        None => Reach { left: R + 6.0 + text_px(&format!("{} ", tree.name(id)), font), right: R, below: R + 8.0 + bound },
    };
    let slot = layout.unit_for(tree, SLOT, |l, r| {
        let (l, r) = (reach(l), reach(r));
        // Names and shapes share the middle band; values (below right)
        // meet only the next node's value, which starts as far right of it.
        (l.right + r.left).max(if r.below > 0.0 { l.below - R - 8.0 } else { 0.0 }) + PAD
    });
    let (left, right) = tree.ids().fold((0.0f64, 0.0f64), |(left, right), id| {
        let r = reach(id);
        let half_window = if r.below > 0.0 { window / 2.0 } else { 0.0 };
        (left.max(r.left).max(half_window), right.max(r.right).max(r.below).max(half_window))
    });
    Spacing { slot, left: (left + PAD).max(MARGIN), right: (right + PAD).max(MARGIN + 40.0), level, font, window_font }
}

/// Size of the drawing in SVG units.
fn extent(model: &Model, spacing: Spacing) -> (f64, f64) {
    let layout = &model.layout;
    // Whole pixels, so the SVG's size and the PNG's (twice it) agree.
    ((spacing.left + (layout.width - 1.0).max(0.0) * spacing.slot + spacing.right).ceil(), MARGIN * 2.0 + f64::from(layout.height) * spacing.level)
}

/// The deepest zoom: enough to read one leaf of a 5000-node tree.
const MAX_SCALE: f64 = 64.0;

/// Leaves closer than this on screen are too small to read (at 56 px the
/// values are drawn at about 14 px).
const READABLE_PX: f64 = 56.0;

/// The drawing's on-screen size, measured once per tree and after a window
/// resize: measuring on every step would force a layout each time.
type SizeCache = Rc<RefCell<Option<(f64, f64)>>>;

fn screen_size(svg: &Element, cache: &SizeCache) -> (f64, f64) {
    if let Some(size) = *cache.borrow() {
        return size;
    }
    let rect = svg.get_bounding_client_rect();
    let size = (rect.width(), rect.height());
    // Not on screen (a widget on a hidden slide): nothing to remember.
    if size.0 >= 1.0 && size.1 >= 1.0 {
        *cache.borrow_mut() = Some(size);
    }
    size
}

/// The part of the drawing's coordinates that is on screen: `(x0, y0, x1,
/// y1)` in viewBox units and the scale `k`, given `xMidYMid meet` and the
/// element's on-screen size `(w, h)`.
fn visible((w, h): (f64, f64), width: f64, height: f64) -> (f64, f64, f64, f64, f64) {
    let k = (w / width).min(h / height).max(1e-6);
    let ox = (w - width * k) / 2.0;
    let oy = (h - height * k) / 2.0;
    (-ox / k, -oy / k, (w - ox) / k, (h - oy) / k, k)
}

/// The whole tree if its leaves are readable that way, else a zoom at which
/// they are, with the root at the top centre.
fn readable_view(size: (f64, f64), width: f64, height: f64, root: (f64, f64), slot: f64) -> ViewBox {
    // A drawing that is not on screen yet (a widget on a hidden slide) has
    // no size to judge by: show it whole, which fits whatever size it gets.
    if size.0 < 1.0 || size.1 < 1.0 {
        return FIT;
    }
    let (x0, y0, x1, _, k) = visible(size, width, height);
    // Zoom in only when the whole tree would be really hard to read; a
    // small tree on a phone stays whole.
    if slot * k >= READABLE_PX / 2.0 {
        return FIT;
    }
    let scale = (READABLE_PX / (slot * k)).min(MAX_SCALE);
    ViewBox { scale, tx: (x0 + x1) / 2.0 - root.0 * scale, ty: y0 + MARGIN - root.1 * scale }
}

/// A view that brings the point `(x, y)` back on screen, if it has left.
fn follow(size: (f64, f64), width: f64, height: f64, view: ViewBox, x: f64, y: f64) -> Option<ViewBox> {
    if view.scale <= 1.0 || size.0 < 1.0 || size.1 < 1.0 {
        return None;
    }
    let (x0, y0, x1, y1, _) = visible(size, width, height);
    let (sx, sy) = (view.tx + x * view.scale, view.ty + y * view.scale);
    let pad = MARGIN;
    let inside = sx > x0 + pad && sx < x1 - pad && sy > y0 + pad && sy < y1 - pad;
    (!inside).then(|| ViewBox { scale: view.scale, tx: (x0 + x1) / 2.0 - x * view.scale, ty: (y0 + y1) / 2.0 - y * view.scale })
}

/// Converts a client position to SVG units, honouring `xMidYMid meet`.
fn to_svg(svg: &Element, width: f64, height: f64, x: f64, y: f64) -> (f64, f64) {
    let rect = svg.get_bounding_client_rect();
    let k = (rect.width() / width).min(rect.height() / height).max(1e-6);
    let ox = (rect.width() - width * k) / 2.0;
    let oy = (rect.height() - height * k) / 2.0;
    ((x - rect.left() - ox) / k, (y - rect.top() - oy) / k)
}

/// The tree drawing with its zoom controls and node tools.
#[function_component(TreeView)]
pub fn tree_view(props: &ModelProps) -> Html {
    let model = &props.model;
    let view = use_state(|| FIT);
    let selected = use_state(|| None::<NodeId>);
    let gesture = use_mut_ref(Gesture::default);
    let sizes: SizeCache = use_mut_ref(|| None);
    let svg_ref = use_node_ref();
    let input_ref = use_node_ref();
    // Keyed by the tree's identity, like the layout it goes with.
    let spacing = *use_memo((SameTree(Rc::clone(&model.tree)), model.present.projector), {
        let layout = Rc::clone(&model.layout);
        move |(SameTree(tree), present)| spacing(tree, &layout, *present)
    });
    let slot = spacing.slot;
    let (width, height) = extent(model, spacing);
    let t = text(model.lang);

    // A new tree resets selection and zoom (the whole tree when its leaves
    // can be read that way, else a readable zoom on the root), unless it
    // came from a node tool: then the edited node stays selected and the
    // view stays where it was.
    let keep: KeepSelection = use_mut_ref(|| None);
    let shown_tree = use_mut_ref(|| 0usize);
    {
        let (view, selected, svg_ref, sizes) = (view.clone(), selected.clone(), svg_ref.clone(), sizes.clone());
        let root = spacing.at(&model.layout, NodeId::ROOT);
        let (keep, shown_tree) = (keep.clone(), shown_tree.clone());
        let len = model.tree.len();
        use_effect_with(Rc::as_ptr(&model.tree) as usize, move |&tree| {
            let before = std::mem::replace(&mut *shown_tree.borrow_mut(), tree);
            if let Some((from, id)) = keep.borrow_mut().take()
                && from == before && id.index() < len
            {
                selected.set(Some(id));
                return;
            }
            selected.set(None);
            *sizes.borrow_mut() = None;
            let start = svg_ref.cast::<Element>().map_or(FIT, |svg| readable_view(screen_size(&svg, &sizes), width, height, root, slot));
            view.set(start);
        });
    }
    // A resize changes the drawing's size on screen.
    {
        let sizes = sizes.clone();
        use_effect_with((), move |_| {
            let listener = gloo::events::EventListener::new(&gloo::utils::window(), "resize", move |_| *sizes.borrow_mut() = None);
            move || drop(listener)
        });
    }
    // While zoomed in, the view follows the current node.
    {
        let (view, svg_ref, sizes) = (view.clone(), svg_ref.clone(), sizes.clone());
        let current = model.cursor.last_event(&model.trace).map(|e| e.node()).filter(|id| id.index() < model.tree.len());
        let at = current.map(|id| spacing.at(&model.layout, id));
        use_effect_with((model.step(), Rc::as_ptr(&model.tree) as usize), move |_| {
            if view.scale <= 1.0 {
                return;
            }
            if let (Some((x, y)), Some(svg)) = (at, svg_ref.cast::<Element>())
                && let Some(next) = follow(screen_size(&svg, &sizes), width, height, *view, x, y)
            {
                view.set(next);
            }
        });
    }
    // Which tree and step the drawing shows, recorded after each render:
    // the slide export waits for each step to be drawn.
    let drawn = use_mut_ref(|| (0usize, usize::MAX));
    {
        let drawn = drawn.clone();
        let shown = (Rc::as_ptr(&model.tree) as usize, model.step());
        use_effect(move || *drawn.borrow_mut() = shown);
    }
    let slides = use_state(|| None::<SlideStatus>);
    let slides_busy = use_mut_ref(|| false);
    // The in-place editor takes focus when it opens.
    {
        let input_ref = input_ref.clone();
        use_effect_with(model.editing, move |_| focus(&input_ref));
    }

    let zoom_by = {
        let view = view.clone();
        move |factor: f64, cx: f64, cy: f64| {
            let v = *view;
            let scale = (v.scale * factor).clamp(0.2, MAX_SCALE);
            let f = scale / v.scale;
            view.set(ViewBox { scale, tx: cx - (cx - v.tx) * f, ty: cy - (cy - v.ty) * f });
        }
    };
    let onwheel = {
        let (svg_ref, zoom_by) = (svg_ref.clone(), zoom_by.clone());
        Callback::from(move |e: WheelEvent| {
            let Some(svg) = svg_ref.cast::<Element>() else { return };
            e.prevent_default();
            let (cx, cy) = to_svg(&svg, width, height, f64::from(e.client_x()), f64::from(e.client_y()));
            zoom_by(if e.delta_y() < 0.0 { 1.15 } else { 1.0 / 1.15 }, cx, cy);
        })
    };
    let onpointerdown = {
        let (gesture, view) = (gesture.clone(), view.clone());
        Callback::from(move |e: PointerEvent| {
            let mut g = gesture.borrow_mut();
            g.pointers.insert(e.pointer_id(), (f64::from(e.client_x()), f64::from(e.client_y())));
            g.moved = false;
            let spread = pinch_spread(&g.pointers);
            g.start = Some((*view, (f64::from(e.client_x()), f64::from(e.client_y())), spread));
        })
    };
    let onpointermove = {
        let (gesture, view, svg_ref) = (gesture.clone(), view.clone(), svg_ref.clone());
        Callback::from(move |e: PointerEvent| {
            let mut g = gesture.borrow_mut();
            if !g.pointers.contains_key(&e.pointer_id()) {
                return;
            }
            g.pointers.insert(e.pointer_id(), (f64::from(e.client_x()), f64::from(e.client_y())));
            let Some((start, (sx, sy), spread)) = g.start else { return };
            let Some(svg) = svg_ref.cast::<Element>() else { return };
            let rect = svg.get_bounding_client_rect();
            let k = (rect.width() / width).min(rect.height() / height).max(1e-6);
            if g.pointers.len() >= 2 && spread > 0.0 {
                // Pinch: zoom by the change in distance between two fingers.
                let factor = pinch_spread(&g.pointers) / spread;
                let scale = (start.scale * factor).clamp(0.2, MAX_SCALE);
                view.set(ViewBox { scale, ..start });
                g.moved = true;
            } else {
                let (dx, dy) = (f64::from(e.client_x()) - sx, f64::from(e.client_y()) - sy);
                if !g.moved && dx.abs() + dy.abs() > 4.0 {
                    // A drag, not a click: keep the pointer until it is let
                    // go. (Capturing on pointer down would retarget clicks
                    // on nodes to the drawing.)
                    g.moved = true;
                    let _ = svg.set_pointer_capture(e.pointer_id());
                }
                if g.moved {
                    view.set(ViewBox { tx: start.tx + dx / k, ty: start.ty + dy / k, ..start });
                }
            }
        })
    };
    let onpointerup = {
        let gesture = gesture.clone();
        Callback::from(move |e: PointerEvent| {
            let mut g = gesture.borrow_mut();
            g.pointers.remove(&e.pointer_id());
            g.start = None;
        })
    };
    let zoom_button = |label: &'static str, title: &'static str, testid: &'static str, factor: Option<f64>| {
        let (view, zoom_by) = (view.clone(), zoom_by.clone());
        let onclick = Callback::from(move |_: MouseEvent| match factor {
            Some(f) => zoom_by(f, width / 2.0, height / 2.0),
            None => view.set(FIT),
        });
        html! { <button type="button" class="text-button small" {title} aria-label={title} data-testid={testid} {onclick}>{ label }</button> }
    };

    // Keyed by the tree's identity: comparing trees by value would cost a
    // full walk on every step.
    let labels = use_memo(SameTree(Rc::clone(&model.tree)), |SameTree(tree)| {
        if tree.len() > DRAW_MAX_NODES || tree.height() > DRAW_MAX_DEPTH {
            return Labels { too_big: true, names: Vec::new(), paths: Vec::new() };
        }
        Labels { too_big: false, names: tree.ids().map(|id| AttrValue::from(tree.name(id).to_string())).collect(), paths: paths(tree) }
    });
    let too_big = labels.too_big;
    if too_big {
        return html! {
            <section class="tree-panel" aria-label={t.game_tree}>
                <p class="too-big" data-testid="too-big">{ (t.too_big)(model.tree.len(), model.tree.height(), DRAW_MAX_NODES, DRAW_MAX_DEPTH) }</p>
            </section>
        };
    }
    let nodes_and_edges = draw(model, &selected, &gesture, &labels, spacing, t);
    // The in-place editor is HTML over the drawing (an <input> inside the
    // SVG would be created in the SVG namespace and not work).
    let editor = model.editing.and_then(|id| {
        let svg = svg_ref.cast::<Element>()?;
        let panel = svg.parent_element()?;
        let (rect, outer) = (svg.get_bounding_client_rect(), panel.get_bounding_client_rect());
        let k = (rect.width() / width).min(rect.height() / height).max(1e-6);
        let ox = rect.left() - outer.left() + (rect.width() - width * k) / 2.0;
        let oy = rect.top() - outer.top() + (rect.height() - height * k) / 2.0;
        let (x, y) = spacing.at(&model.layout, id);
        let v = *view;
        let (left, top) = (ox + (v.tx + x * v.scale) * k, oy + (v.ty + (y + R) * v.scale) * k);
        Some(leaf_editor(model, id, left, top, &input_ref))
    });
    let v = *view;
    html! {
        <section class="tree-panel" aria-label={t.game_tree}>
            <div class="tree-tools">
                { zoom_button("+", t.zoom_in, "zoom-in", Some(1.25)) }
                { zoom_button("−", t.zoom_out, "zoom-out", Some(0.8)) }
                { zoom_button(t.fit, t.fit_title, "zoom-fit", None) }
                { export_menu(model, &svg_ref, width, height, t, &Slides { drawn: drawn.clone(), status: slides.clone(), busy: slides_busy.clone() }) }
                { slides_status(&slides, t) }
                { node_tools(model, &selected, &keep, t) }
            </div>
            <svg ref={svg_ref} class={classes!("tree", (model.layout.width > 24.0).then_some("large"))} data-testid="tree" viewBox={format!("0 0 {width:.0} {height:.0}")} preserveAspectRatio="xMidYMid meet"
                role="group" aria-label={t.drawing} {onwheel} {onpointerdown} {onpointermove} onpointerup={onpointerup.clone()} onpointercancel={onpointerup}>
                <g transform={format!("translate({:.1} {:.1}) scale({:.3})", v.tx, v.ty, v.scale)}>
                    { nodes_and_edges }
                </g>
            </svg>
            { for editor }
            { legend(t) }
        </section>
    }
}

fn pinch_spread(pointers: &HashMap<i32, (f64, f64)>) -> f64 {
    let points: Vec<&(f64, f64)> = pointers.values().take(2).collect();
    match points.as_slice() {
        [a, b] => ((a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)).sqrt(),
        _ => 0.0,
    }
}

/// Where a slide export stands, shown next to the Export menu.
#[derive(Clone, PartialEq, Debug)]
enum SlideStatus {
    /// Making slide k of n.
    Making(usize, usize),
    /// The search has this many steps: more than `SLIDES_MAX_STEPS`.
    TooLong(usize),
    Failed(SlideFailure),
}

/// What the Export menu's slide entries share with the tree view.
struct Slides {
    /// The tree (by address) and step the drawing last showed.
    drawn: Rc<RefCell<(usize, usize)>>,
    status: UseStateHandle<Option<SlideStatus>>,
    /// An export is running (set at once, before the buttons re-render
    /// disabled, so a double click starts one).
    busy: Rc<RefCell<bool>>,
}

/// Starts a slide export of the search on screen: every step drawn in turn,
/// then the zip or PDF downloaded and the step the user was on restored.
fn start_slides(model: &UseReducerHandle<Model>, svg_ref: &NodeRef, slides: &Slides, format: SlideFormat) {
    if *slides.busy.borrow() {
        return;
    }
    let steps = model.steps();
    if steps > export::SLIDES_MAX_STEPS {
        slides.status.set(Some(SlideStatus::TooLong(steps)));
        return;
    }
    *slides.busy.borrow_mut() = true;
    if model.playing {
        model.dispatch(Action::TogglePlay);
    }
    let status = slides.status.setter();
    status.set(Some(SlideStatus::Making(0, steps + 1)));
    let (dispatcher, drawn, busy) = (model.dispatcher(), slides.drawn.clone(), slides.busy.clone());
    let job = export::SlideJob {
        format,
        tree: Rc::clone(&model.tree),
        trace: Rc::clone(&model.trace),
        algorithm: model.doc.algorithm,
        lang: model.lang,
        start_step: model.step(),
        svg: svg_ref.clone(),
        seek: move |k| dispatcher.dispatch(Action::Seek(k)),
        drawn: move || *drawn.borrow(),
        progress: {
            let status = status.clone();
            move |k, n| status.set(Some(SlideStatus::Making(k, n)))
        },
    };
    wasm_bindgen_futures::spawn_local(async move {
        let result = export::export_slides(job).await;
        *busy.borrow_mut() = false;
        status.set(result.err().map(SlideStatus::Failed));
    });
}

/// Progress of a slide export, or why it did not happen.
fn slides_status(status: &UseStateHandle<Option<SlideStatus>>, t: &Text) -> Html {
    let Some(current) = (**status).clone() else { return html! {} };
    let message = match &current {
        SlideStatus::Making(k, n) => (t.slides_progress)(*k, *n),
        SlideStatus::TooLong(steps) => (t.slides_too_long)(*steps, export::SLIDES_MAX_STEPS),
        SlideStatus::Failed(SlideFailure::TreeChanged) => (t.slides_failed)(t.slides_tree_changed),
        SlideStatus::Failed(SlideFailure::Detail(detail)) => (t.slides_failed)(detail),
    };
    let dismiss = {
        let status = status.clone();
        Callback::from(move |_: MouseEvent| status.set(None))
    };
    let making = matches!(current, SlideStatus::Making(..));
    html! {
        <span class={classes!("slides-status", (!making).then_some("problem"))} role="status" data-testid="slides-status">
            if let SlideStatus::Making(k, n) = current {
                <progress max={n.to_string()} value={k.to_string()} aria-hidden="true"></progress>
            }
            <span>{ message }</span>
            if !making {
                <button type="button" class="text-button small" onclick={dismiss} aria-label={t.dismiss}>{ "×" }</button>
            }
        </span>
    }
}

/// "Export": SVG, PNG (2×), notation, JSON, TikZ of the current view, and
/// every step as slides (a zip of PNG files, or a PDF).
fn export_menu(model: &UseReducerHandle<Model>, svg_ref: &NodeRef, width: f64, height: f64, t: &Text, slides: &Slides) -> Html {
    #[derive(Clone, Copy)]
    enum Format {
        Svg,
        Png,
        Notation,
        Json,
        Tikz,
        Beamer,
        Slides(SlideFormat),
    }
    let busy = matches!(*slides.status, Some(SlideStatus::Making(..)));
    let item = |label: &'static str, testid: &'static str, format: Format| {
        let (model, svg_ref) = (model.clone(), svg_ref.clone());
        let slides = Slides { drawn: slides.drawn.clone(), status: slides.status.clone(), busy: slides.busy.clone() };
        let onclick = Callback::from(move |_: MouseEvent| {
            let stem = core_export::file_stem(&model.tree, model.step(), model.steps());
            match format {
            Format::Slides(kind) => start_slides(&model, &svg_ref, &slides, kind),
            Format::Svg | Format::Png => {
                let Some(svg) = svg_ref.cast::<Element>() else { return };
                let Some(markup) = export::svg_document(&svg) else { return };
                if let Format::Svg = format {
                    export::download_text(&format!("{stem}.svg"), "image/svg+xml", &markup);
                } else {
                    export::download_png(&format!("{stem}.png"), &markup, width, height);
                }
            }
            Format::Notation => export::download_text(&format!("{stem}.txt"), "text/plain", &(notation::print(&model.tree) + "\n")),
            Format::Json => {
                let text = serde_json::to_string_pretty(&core_export::tree_json(&model.tree)).unwrap_or_default();
                export::download_text(&format!("{stem}.json"), "application/json", &(text + "\n"));
            }
            Format::Tikz => {
                let tex = core_export::tikz(&model.tree, model.cursor.snapshot(), model.doc.algorithm);
                export::download_text(&format!("{stem}.tex"), "application/x-tex", &tex);
            }
            Format::Beamer => match core_export::beamer(&model.tree, &model.trace, model.lang) {
                Some(tex) => export::download_text(&format!("{}.tex", core_export::file_name(&model.tree, "beamer")), "application/x-tex", &tex),
                None => slides.status.set(Some(SlideStatus::TooLong(model.steps()))),
            },
            }
        });
        html! { <button type="button" class="text-button small" data-testid={testid} {onclick} disabled={busy}>{ label }</button> }
    };
    html! {
        <details class="export">
            <summary class="text-button small" data-testid="export">{ t.export }</summary>
            <div class="export-menu">
                { item("SVG", "export-svg", Format::Svg) }
                { item("PNG (2×)", "export-png", Format::Png) }
                { item(t.export_notation, "export-notation", Format::Notation) }
                { item("JSON", "export-json", Format::Json) }
                { item("TikZ (LaTeX)", "export-tikz", Format::Tikz) }
                { item(t.export_beamer, "export-beamer", Format::Beamer) }
                // An embedded widget would send every step to its deck.
                if !model.present.embed {
                    { item(t.export_slides_png, "export-slides-zip", Format::Slides(SlideFormat::PngZip)) }
                    { item(t.export_slides_pdf, "export-slides-pdf", Format::Slides(SlideFormat::Pdf)) }
                }
            </div>
        </details>
    }
}

/// Tools for the selected node: edit, add a child, move, delete.
/// The node to select once a node tool's edit has made the next tree, and
/// the tree it was made from (a refused edit makes none, and is forgotten
/// with the next tree).
type KeepSelection = Rc<RefCell<Option<(usize, NodeId)>>>;

fn node_tools(model: &UseReducerHandle<Model>, selected: &UseStateHandle<Option<NodeId>>, keep: &KeepSelection, t: &Text) -> Html {
    let Some(id) = **selected else {
        return html! { <span class="hint">{ t.click_hint }</span> };
    };
    if id.index() >= model.tree.len() {
        return html! {};
    }
    let tree = &model.tree;
    let node = &tree[id];
    // Where the edited node will be after each tool: adding a child keeps
    // its place, a move lands where the sibling started (left) or after the
    // sibling's subtree (right), a delete selects the parent.
    let siblings: Vec<NodeId> = node.parent().map(|p| tree.children(p).collect()).unwrap_or_default();
    let at = siblings.iter().position(|&c| c == id);
    let left = at.and_then(|k| k.checked_sub(1)).and_then(|k| siblings.get(k)).copied();
    let right = at.and_then(|k| siblings.get(k + 1)).map(|&r| NodeId(id.0 + (tree[r].subtree_end().0 - r.0)));
    let from = Rc::as_ptr(&model.tree) as usize;
    let tool = |label: &'static str, testid: &'static str, action: Action, then: Option<NodeId>| {
        let (model, keep) = (model.clone(), keep.clone());
        let onclick = Callback::from(move |_: MouseEvent| {
            *keep.borrow_mut() = then.map(|id| (from, id));
            model.dispatch(action.clone());
        });
        html! { <button type="button" class="text-button small" data-testid={testid} {onclick}>{ label }</button> }
    };
    html! {
        <span class="node-tools" data-testid="node-tools">
            <span class="selected-name">{ model.tree.name(id).to_string() }</span>
            if node.is_leaf() { { tool(t.edit_value, "tool-edit", Action::BeginEdit(id), None) } }
            { tool(t.add_child, "tool-add", Action::Edit(Edit::AddChild(id, Leaf::Value(Bound::Finite(Num::int(0))))), Some(id)) }
            if node.parent().is_some() {
                { tool(t.move_left, "tool-left", Action::Edit(Edit::Move(id, -1)), left) }
                { tool(t.move_right, "tool-right", Action::Edit(Edit::Move(id, 1)), right) }
                { tool(t.delete, "tool-delete", Action::Edit(Edit::Delete(id)), node.parent()) }
            }
        </span>
    }
}

fn legend(t: &Text) -> Html {
    html! {
        <p class="legend" aria-hidden="true">
            <span><svg viewBox="-12 -12 24 24"><polygon class="lg max" points="0,-9 9,8 -9,8" /></svg>{ "MAX" }</span>
            <span><svg viewBox="-12 -12 24 24"><polygon class="lg min" points="-9,-8 9,-8 0,9" /></svg>{ "MIN" }</span>
            <span><svg viewBox="-12 -12 24 24"><rect class="lg leaf" x="-8" y="-8" width="16" height="16" /></svg>{ t.leaf }</span>
            <span><svg viewBox="0 0 28 12"><line class="lg-edge active" x1="0" y1="6" x2="28" y2="6" /></svg>{ t.current_path }</span>
            <span><svg viewBox="0 0 28 12"><line class="lg-edge pruned" x1="0" y1="6" x2="28" y2="6" /></svg>{ t.pruned }</span>
            <span><svg viewBox="0 0 28 12"><line class="lg-edge pv" x1="0" y1="6" x2="28" y2="6" /></svg>{ t.best_play }</span>
        </p>
    }
}

/// Shared gesture state, compared by identity so node props stay equal.
#[derive(Clone)]
struct GestureRef(Rc<RefCell<Gesture>>);

impl PartialEq for GestureRef {
    fn eq(&self, other: &GestureRef) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

/// Everything one drawn node shows. Equal props skip the re-render, so a
/// step re-renders only the nodes it changed.
#[derive(Properties, PartialEq)]
struct NodeProps {
    id: NodeId,
    x: f64,
    y: f64,
    player: Option<Player>,
    state: NodeState,
    current: bool,
    selected: bool,
    pv: bool,
    name: AttrValue,
    path: AttrValue,
    value_text: AttrValue,
    data_value: Option<AttrValue>,
    /// α and β, set while the node is on the path (alpha-beta only).
    window: Option<(Bound, Bound)>,
    /// Font sizes of names and values, and of α/β.
    fonts: (f64, f64),
    /// The words of the interface (accessible names).
    text: &'static Text,
    dispatcher: UseReducerDispatcher<Model>,
    select: UseStateSetter<Option<NodeId>>,
    gesture: GestureRef,
}

#[function_component(DrawnNode)]
fn drawn_node(p: &NodeProps) -> Html {
    let (x, y, id) = (p.x, p.y, p.id);
    let is_leaf = p.player.is_none();
    let shape = match p.player {
        Some(Player::Max) => html! { <polygon class="shape" points={format!("{x:.1},{:.1} {:.1},{:.1} {:.1},{:.1}", y - R, x + R, y + R * 0.8, x - R, y + R * 0.8)} /> },
        Some(Player::Min) => html! { <polygon class="shape" points={format!("{:.1},{:.1} {:.1},{:.1} {x:.1},{:.1}", x - R, y - R * 0.8, x + R, y - R * 0.8, y + R)} /> },
        None => {
            // Wide enough for its value at the font in use.
            let half = leaf_half_width(&p.value_text, p.fonts.0);
            html! { <rect class="shape" x={format!("{:.1}", x - half)} y={format!("{:.1}", y - R * 0.85)} width={format!("{:.1}", 2.0 * half)} height={format!("{:.1}", R * 1.7)} rx="3" /> }
        }
    };
    let kind = match p.player {
        Some(Player::Max) => "max",
        Some(Player::Min) => "min",
        None => "leaf",
    };
    // The accessible name holds every piece of visible text (name, value,
    // α and β), so what is read out matches what is seen.
    let accessible = match p.player {
        // Internal nodes: the visible text in document order first ("C ≤ 2
        // α=3 β=2"; the drawn texts carry the separating spaces), then what
        // it is.
        Some(player) => {
            let mut seen = p.name.to_string();
            if !p.value_text.is_empty() {
                seen.push_str(&format!(" {}", p.value_text));
            }
            if let Some((a, b)) = p.window {
                seen.push_str(&format!(" α={a} β={b}"));
            }
            (p.text.node_name)(&seen, player.name(), p.text.state(p.state))
        }
        None => (p.text.leaf_name)(&p.name, &p.value_text, p.text.state(p.state)),
    };
    let class = classes!("node", kind, p.state.name(), p.current.then_some("current"), p.selected.then_some("selected"), p.pv.then_some("pv"));
    let activate = {
        let (dispatcher, select) = (p.dispatcher.clone(), p.select.clone());
        move || {
            select.set(Some(id));
            if is_leaf {
                dispatcher.dispatch(Action::BeginEdit(id));
            }
        }
    };
    let onclick = {
        let (activate, gesture) = (activate.clone(), p.gesture.clone());
        Callback::from(move |e: MouseEvent| {
            e.stop_propagation();
            if !gesture.0.borrow().moved {
                activate();
            }
        })
    };
    let onkeydown = Callback::from(move |e: KeyboardEvent| {
        if e.key() == "Enter" {
            e.prevent_default();
            activate();
        }
    });
    let (font, window_font) = p.fonts;
    let (name_dy, value_dy, window_dy) = text_offsets(font, window_font);
    let size = format!("{font}");
    let label = (!is_leaf).then(|| html! { <text class="label" font-size={size.clone()} x={format!("{:.1}", x - R - 6.0)} y={format!("{:.1}", y + name_dy)} text-anchor="end" aria-hidden="true">{ format!("{} ", p.name) }</text> });
    let (value_x, value_y, anchor) = if is_leaf { (x, y + name_dy, "middle") } else { (x + R + 8.0, y + value_dy, "start") };
    // α/β above the node, in the band between the rows (see `spacing`).
    let window = p.window.map(|(a, b)| html! { <text class="window" font-size={format!("{window_font}")} x={format!("{x:.1}")} y={format!("{:.1}", y + window_dy)} text-anchor="middle" aria-hidden="true">{ format!(" α={a} β={b}") }</text> });
    html! {
        <g {class} data-path={p.path.clone()} data-state={p.state.name()} data-value={p.data_value.clone()}
            data-alpha={p.window.map(|(a, _)| a.notation())} data-beta={p.window.map(|(_, b)| b.notation())}
            tabindex="0" role="button" aria-label={accessible} {onclick} {onkeydown}>
            { shape }
            { for label }
            <text class="value" font-size={size} x={format!("{value_x:.1}")} y={format!("{value_y:.1}")} text-anchor={anchor} aria-hidden="true">{ p.value_text.clone() }</text>
            { for window }
        </g>
    }
}

/// One edge, with its cut mark.
#[derive(Properties, PartialEq)]
struct EdgeProps {
    from: (f64, f64),
    to: (f64, f64),
    state: NodeState,
    chosen: bool,
    pv: bool,
    cut: bool,
}

#[function_component(DrawnEdge)]
fn drawn_edge(p: &EdgeProps) -> Html {
    let ((x1, y1), (x2, y2)) = (p.from, p.to);
    let class = classes!("edge", p.state.name(), p.chosen.then_some("chosen"), p.pv.then_some("pv"));
    let cut_mark = p.cut.then(|| {
        let (mx, my) = ((x1 + x2) / 2.0, (y1 + y2) / 2.0);
        html! { <line class="cut-mark" x1={format!("{:.1}", mx - 10.0)} y1={format!("{:.1}", my - 4.0)} x2={format!("{:.1}", mx + 10.0)} y2={format!("{:.1}", my + 4.0)} /> }
    });
    html! {
        <g>
            <line {class} x1={format!("{x1:.1}")} y1={format!("{y1:.1}")} x2={format!("{x2:.1}")} y2={format!("{y2:.1}")} />
            { for cut_mark }
        </g>
    }
}

/// Every node's dotted path in one preorder pass (parent's path, a dot,
/// the child index), instead of walking up from each node.
fn paths(tree: &crate::core::tree::Tree) -> Vec<AttrValue> {
    let mut out: Vec<String> = Vec::with_capacity(tree.len());
    for id in tree.ids() {
        let path = match tree[id].parent() {
            None => String::new(),
            Some(p) if p == NodeId::ROOT => tree[id].index_in_parent().to_string(),
            Some(p) => format!("{}.{}", out[p.index()], tree[id].index_in_parent()),
        };
        out.push(path);
    }
    out.into_iter().map(AttrValue::from).collect()
}

/// A tree compared by identity, for memo keys.
struct SameTree(Rc<crate::core::tree::Tree>);

impl PartialEq for SameTree {
    fn eq(&self, other: &SameTree) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

/// Per-tree text that does not change while stepping.
struct Labels {
    /// Over the drawing limits: nothing is drawn.
    too_big: bool,
    names: Vec<AttrValue>,
    paths: Vec<AttrValue>,
}

fn draw(model: &UseReducerHandle<Model>, selected: &UseStateHandle<Option<NodeId>>, gesture: &Rc<RefCell<Gesture>>, labels: &Labels, spacing: Spacing, t: &'static Text) -> Html {
    let tree = &model.tree;
    let layout = &model.layout;
    let snap = model.cursor.snapshot();
    let current = model.cursor.last_event(&model.trace).map(|e| e.node());
    let at_end = model.step() >= model.steps() && matches!(model.trace.outcome(), Outcome::Complete { .. });
    let alpha_beta = model.doc.algorithm == Algorithm::AlphaBeta;
    let n = tree.len();
    // Where cutoffs happened so far: the edge into the first pruned child
    // of a node that is not pruned itself (a cutoff prunes the rest of a
    // node's children). Read from the replay state, not by scanning the
    // events on every step.
    let mut cut = vec![false; n];
    for parent in tree.ids().filter(|&p| !tree[p].is_leaf() && snap.state(p) != NodeState::Pruned) {
        if let Some(first) = tree.children(parent).find(|&c| snap.state(c) == NodeState::Pruned) {
            cut[first.index()] = true;
        }
    }
    // The child each decided node took, and the principal variation.
    let mut chosen = vec![false; n];
    let mut chosen_of: Vec<Option<NodeId>> = vec![None; n];
    for id in tree.ids() {
        if snap.state(id) == NodeState::Done && !tree[id].is_leaf()
            && let Some(c) = chosen_child(model, id) {
                chosen[c.index()] = true;
                chosen_of[id.index()] = Some(c);
            }
    }
    let mut pv = vec![false; n];
    if at_end {
        let mut at = NodeId::ROOT;
        while let Some(c) = chosen_of[at.index()] {
            pv[c.index()] = true;
            at = c;
        }
    }
    let px = |id: NodeId| spacing.at(layout, id);

    let edges = tree.ids().filter_map(|id| {
        let parent = tree[id].parent()?;
        let (x1, y1) = px(parent);
        let (x2, y2) = px(id);
        let y1 = y1 + if tree[parent].player() == Some(Player::Max) { R * 0.8 } else { R };
        Some(html! {
            <DrawnEdge key={id.0} from={(x1, y1)} to={(x2, y2 - R)} state={snap.state(id)} chosen={chosen[id.index()]} pv={pv[id.index()]} cut={cut[id.index()]} />
        })
    });

    let dispatcher = model.dispatcher();
    let select = selected.setter();
    let gesture = GestureRef(Rc::clone(gesture));
    let nodes = tree.ids().map(|id| {
        let node = &tree[id];
        let (x, y) = px(id);
        let state = snap.state(id);
        let (value_text, data_value): (AttrValue, Option<AttrValue>) = match node.leaf() {
            Some(Leaf::Value(v)) => (v.to_string().into(), Some(v.notation().into())),
            Some(Leaf::Placeholder(name)) => (name.to_string().into(), None),
            None => match snap.interval(tree, id) {
                Some(i) => (i.to_string().into(), Some(data_interval(i).into())),
                None => (AttrValue::Static(""), None),
            },
        };
        let window = match (alpha_beta && state == NodeState::Active, snap.alpha(tree, id), snap.beta(tree, id)) {
            (true, Some(a), Some(b)) => Some((a, b)),
            _ => None,
        };
        html! {
            <DrawnNode key={id.0} {id} {x} {y} player={node.player()} {state} current={current == Some(id)} selected={**selected == Some(id)}
                pv={pv[id.index()] || (at_end && id == NodeId::ROOT)} name={labels.names[id.index()].clone()} path={labels.paths[id.index()].clone()}
                {value_text} {data_value} {window} fonts={(spacing.font, spacing.window_font)} text={t} dispatcher={dispatcher.clone()} select={select.clone()} gesture={gesture.clone()} />
        }
    });

    html! {
        <>
            <g class="edges">{ for edges }</g>
            <g class="nodes">{ for nodes }</g>
        </>
    }
}

/// The in-place editor over a leaf (`left`, `top` in pixels within the
/// panel, under the leaf): Enter commits, Esc cancels, leaving it cancels.
fn leaf_editor(model: &UseReducerHandle<Model>, id: NodeId, left: f64, top: f64, input_ref: &NodeRef) -> Html {
    let current = match model.tree[id].leaf() {
        Some(Leaf::Value(v)) => v.notation(),
        Some(Leaf::Placeholder(p)) => p.to_string(),
        None => String::new(),
    };
    let onkeydown = {
        let model = model.clone();
        Callback::from(move |e: KeyboardEvent| {
            e.stop_propagation();
            match e.key().as_str() {
                "Enter" => {
                    e.prevent_default();
                    if let Some(input) = e.target().and_then(|t| t.dyn_into::<HtmlInputElement>().ok()) {
                        model.dispatch(Action::CommitLeaf(id, input.value()));
                    }
                }
                "Escape" => {
                    e.prevent_default();
                    model.dispatch(Action::CancelEdit);
                }
                _ => {}
            }
        })
    };
    let onblur = {
        // Later, so a click that moved the focus (on a tool button, say)
        // is handled first and is not lost to the re-render.
        let dispatcher = model.dispatcher();
        let serial = model.edit_serial;
        Callback::from(move |_: FocusEvent| {
            let dispatcher = dispatcher.clone();
            gloo::timers::callback::Timeout::new(200, move || dispatcher.dispatch(Action::CloseEditor(serial))).forget();
        })
    };
    let label = (text(model.lang).leaf_input)(model.tree.name(id));
    html! {
        <input key={format!("edit-{}-{}", id.0, model.edit_serial)} ref={input_ref.clone()} class="leaf-input" data-testid="leaf-input" type="text" value={current}
            style={format!("left: {:.0}px; top: {:.0}px", left - 40.0, top + 4.0)} aria-label={label} {onkeydown} {onblur} />
    }
}
