//! The tree as one SVG: AIMA shapes (MAX ▲, MIN ▼, leaf ■), values and
//! bounds, α/β on the path, states drawn by shape, dash and weight as well
//! as colour, cut marks, chosen children and the principal variation; zoom
//! and pan with wheel, pinch and drag; click a node for its tools, a leaf to
//! edit its value in place.
//!
//! Big trees open **folded**: only the nodes on the search path are open,
//! every other subtree is one stacked glyph with its value and the number
//! of nodes it holds (click to unfold). Then a path strip keeps the path
//! from the root, with α and β, readable at any zoom, and a minimap shows
//! the whole tree and where the search is.
//!
//! Files: `geometry` (spacing, size, zoom), `node` and `edge` (the memoised
//! drawn parts), `minimap`, `path_strip`, `tools` (node tools, legend),
//! `export_menu`, `leaf_editor`.

mod edge;
mod export_menu;
pub mod geometry;
mod leaf_editor;
mod minimap;
pub(crate) mod node;
mod path_strip;
mod props;
mod tools;

use std::cell::RefCell;
use std::collections::BTreeSet;
use std::rc::Rc;

use web_sys::Element;
use yew::prelude::*;

use self::edge::DrawnEdge;
use self::export_menu::{SlideStatus, Slides, export_menu, slides_status};
use self::geometry::*;
use self::leaf_editor::{focus, leaf_editor};
use self::minimap::Minimap;
pub use self::node::picture_svg;
use self::node::{DrawnNode, GestureRef};
use self::path_strip::PathStrip;
pub use self::props::{FoldAction, Folds, PracticeMarks, TreeViewProps, WhatIfMarks};
use self::tools::{KeepSelection, legend, node_tools};
use minimax_app::i18n::{Text, text};
use minimax_app::practice::PracticeAction;
use minimax_app::state::Action;
use minimax_engine::drawing::labels::{self as place, NodeLooks, Placement};
use minimax_engine::drawing::{folding, shown};
use minimax_engine::layout::{Drawn, Layout, within};
use minimax_engine::replay::{NodeState, Snapshot, best_play};
use minimax_engine::search::Algorithm;
use minimax_engine::tree::{NodeId, Player, Tree};

pub use self::geometry::{DRAW_MAX_DEPTH, DRAW_MAX_NODES, DRAW_WHOLE_MAX_NODES, FOLD_LEAVES, WIDE_ROW};

/// The selected node of a game's tree, its position drawn large beside
/// the drawing, with the moves that lead there.
fn position_view(p: &TreeViewProps, selected: Option<NodeId>) -> Option<Html> {
    let game = p.game.as_ref()?;
    let id = selected?;
    let picture = game.pictures.get(id.index()).copied().flatten()?;
    let tree = &p.search.tree;
    let mut moves = Vec::new();
    let mut at = id;
    while let Some(parent) = tree[at].parent() {
        if let Some(label) = tree[at].edge().and_then(|e| e.label.as_deref()) {
            moves.push(label.to_string());
        }
        at = parent;
    }
    moves.reverse();
    let name = tree.name(id).to_string();
    let path = if moves.is_empty() { name.clone() } else { format!("{name}: {}", moves.join(" → ")) };
    Some(html! {
        <figure class="position-view" data-testid="position-board" data-node={tree.path(id)}>
            <svg viewBox="0 0 168 168" width="168" height="168" role="img" aria-label={path.clone()}>{ node::picture_svg(&picture, 84.0, 84.0, 156.0) }</svg>
            <figcaption>{ path }</figcaption>
        </figure>
    })
}

/// The tree drawing with its zoom controls and node tools.
#[function_component(TreeView)]
pub fn tree_view(p: &TreeViewProps) -> Html {
    let view = use_state(|| FIT);
    let selected = use_state(|| None::<NodeId>);
    let gesture = use_mut_ref(Gesture::default);
    let sizes: SizeCache = use_mut_ref(|| None);
    let rooms: RoomCache = use_mut_ref(|| None);
    let svg_ref = use_node_ref();
    let input_ref = use_node_ref();
    let folds = use_reducer(Folds::default);
    let t = text(p.lang);
    let labels = use_labels(&p.search.tree);
    let frame = use_frame(p, &labels, &folds, (&sizes, &rooms));
    let keep = use_fresh_view(p, &frame, (&view, &selected), &svg_ref, &sizes, &folds);
    use_measured_size((&sizes, &rooms), &svg_ref, labels.too_big);
    use_follow_current(p, &frame, &view, &svg_ref, &sizes, &folds);
    // Which tree and step the drawing shows, recorded after each render:
    // the slide export waits for each step to be drawn.
    let drawn = use_mut_ref(|| (0usize, usize::MAX));
    {
        let drawn = drawn.clone();
        let shown = (Rc::as_ptr(&p.search.tree) as usize, p.search.step());
        use_effect(move || *drawn.borrow_mut() = shown);
    }
    let slides = use_state(|| None::<SlideStatus>);
    let slides_busy = use_mut_ref(|| false);
    // The in-place editor takes focus when it opens.
    {
        let input_ref = input_ref.clone();
        use_effect_with(p.editing, move |_| focus(&input_ref));
    }
    let overview_cache: OverviewCache = use_mut_ref(|| (0usize, usize::MAX, None));
    if labels.too_big {
        return html! {
            <section class="tree-panel" aria-label={t.tree_view.game_tree}>
                <p class="too-big" data-testid="too-big">{ (t.tree_view.too_big)(p.search.tree.len(), p.search.tree.height(), DRAW_MAX_NODES, DRAW_MAX_DEPTH) }</p>
            </section>
        };
    }
    let Frame { folding, whole_allowed, width, height, spacing, .. } = frame;
    let layout = Rc::clone(&frame.layout);
    let gestures = gestures(&view, &gesture, &svg_ref, (width, height));
    let nodes_and_edges =
        draw(p, &layout, &selected, &gesture, &labels, &folds, (spacing, &frame.sides, frame.tight_whole, &frame.placement), t);
    let editor = editor_at(p, &frame, &svg_ref, *view, &input_ref);
    // The selected node's fold tool: Unfold when it is folded, Fold when
    // the reader unfolded it (and the search does not hold it open).
    let fold_state = (*selected).filter(|id| folding && id.index() < p.search.tree.len() && !p.search.tree[*id].is_leaf()).and_then(|id| {
        match layout.drawn(id) {
            Drawn::Folded => Some(true),
            Drawn::Shown if folds.unfolded.contains(&id) && !p.search.snapshot().path().contains(&id) => Some(false),
            _ => None,
        }
    });
    let big = labels.leaves > FOLD_LEAVES || !whole_allowed;
    let v = *view;
    let overview_row = overview_row(p, &frame, &sizes, v, big, &overview_cache, t);
    let tools = html! {
        <div class="tree-tools">
            { zoom_button("+", t.tree_view.zoom_in, "zoom-in", ZoomTo::By(1.25), &view, &sizes, &frame) }
            { zoom_button("−", t.tree_view.zoom_out, "zoom-out", ZoomTo::By(0.8), &view, &sizes, &frame) }
            { zoom_button(t.tree_view.fit, t.tree_view.fit_title, "zoom-fit", ZoomTo::Fit, &view, &sizes, &frame) }
            if big || folding { { fold_toggle(p, &frame, &folds, t) } }
            // Practice hides the values; an export would show them.
            if p.practice.is_none() {
                { export_menu(p, &svg_ref, width, height, t, &Slides { drawn: drawn.clone(), status: slides.clone(), busy: slides_busy.clone() }) }
            }
            { slides_status(&slides, t) }
            if !p.read_only { { node_tools(p, &selected, &keep, (fold_state, &folds.dispatcher()), t) } }
        </div>
    };
    let Gestures { onwheel, onpointerdown, onpointermove, onpointerup } = gestures;
    html! {
        <section class={classes!("tree-panel", folding.then_some("folding"))} aria-label={t.tree_view.game_tree}>
            { tools }
            // A game's node, opened: its position at full size.
            { for position_view(p, *selected) }
            // With a transposition table the tree drawn is really a graph.
            if let Some(hits) = p.game.as_ref().map(|g| g.hits).filter(|&h| h > 0) {
                <p class="graph-note" data-testid="graph-note" data-hits={hits.to_string()}>{ (t.games.table_hits)(hits) }</p>
            }
            { for overview_row }
            <svg ref={svg_ref} class={classes!("tree", (layout.width > 24.0).then_some("large"))} data-testid="tree" data-tight={frame.tight_whole.to_string()} viewBox={format!("0 0 {} {}", fixed(width, 0), fixed(height, 0))} preserveAspectRatio="xMidYMid meet"
                role="group" aria-label={t.tree_view.drawing} {onwheel} {onpointerdown} {onpointermove} onpointerup={onpointerup.clone()} onpointercancel={onpointerup}>
                <g transform={format!("translate({} {}) scale({})", fixed(v.tx, 1), fixed(v.ty, 1), fixed(v.scale, 3))}>
                    { nodes_and_edges }
                </g>
            </svg>
            { for editor }
            { legend(t, folding, p) }
        </section>
    }
}

/// The minimap's overview, kept for the tree and step it was made for.
type OverviewCache = Rc<RefCell<(usize, usize, Option<Rc<minimax_engine::drawing::overview::Overview>>)>>;

/// What one render draws and where: folded or whole, the layout drawn, its
/// spacing and size, and the points the view keeps in sight.
#[derive(Clone)]
struct Frame {
    folding: bool,
    /// A tight whole tree (a phone's, a practice sheet's): α/β in the path
    /// strip, not beside the nodes.
    tight_whole: bool,
    /// For each node, whether its α/β goes left of it.
    sides: Rc<Vec<bool>>,
    /// What is drawn where (and which values go beside their shapes), and where the moves' names go.
    placement: Rc<Placement>,
    whole_allowed: bool,
    layout: Rc<Layout>,
    spacing: Spacing,
    /// The drawing's size in its own units (its size on screen in pixels
    /// for a folded drawing, once known).
    width: f64,
    height: f64,
    /// The size the layout needs.
    natural: (f64, f64),
    phone: bool,
    /// Open with the whole tree in view while its labels read at least
    /// `whole_px` on screen: a comparison's pane always (`None`), a widget
    /// at its frame's least size, a tight tree at 12 px.
    whole_first: bool,
    whole_px: Option<f64>,
    /// A widget's frame's least size (12 px, 10 px under 960×540): not
    /// whole at `whole_px`, its tree still opens whole where its labels read
    /// at least this big (on the page, [`WHOLE_LABEL_PX`]), else zoomed to
    /// 12 px; a folded one zooms out no further than this at the end.
    embed_px: Option<f64>,
    root: (f64, f64),
    /// The current node's centre, when it is drawn.
    current_at: Option<(f64, f64)>,
    /// Once the search is over, the best play below the root (the path
    /// strip names it at the end).
    best: Option<Rc<[NodeId]>>,
    /// Once the search is over, the box (`x0, y0, x1, y1`) that holds the
    /// best play from the root with its labels: the view keeps it in sight.
    best_box: Option<(f64, f64, f64, f64)>,
    /// What a folded view keeps in sight below the current node: the row
    /// of its children, with their values.
    below: f64,
    /// What is drawn over and under a node (its α/β; a leaf's value, a
    /// game's position): a zoomed view that follows the current node keeps
    /// them in sight too.
    reach: (f64, f64),
}

impl Frame {
    /// The least zoom of a folded drawing (its viewBox is in pixels) when
    /// the best play is kept in sight at the end: in a widget, its smallest
    /// type at the frame's least size (Connect Four's best play in a
    /// 640×360 frame went to 7 px), its top first; on the page, 12 px
    /// (tic-tac-toe's from the empty board went to 6 px at 1280×720). What
    /// does not fit at that size is named in the path strip.
    fn folded_least(&self) -> f64 {
        self.embed_px.unwrap_or(LEAST_LABEL_PX) / self.spacing.least_font().max(1.0)
    }

    /// Whether the tree opens whole at the drawing's size on screen `size`:
    /// a tight tree (a phone's, a practice sheet's) and a widget only if its
    /// labels are readable so; a comparison's pane always.
    fn reads_whole(&self, size: (f64, f64)) -> bool {
        if !self.whole_first {
            return false;
        }
        let (_, _, _, _, k) = visible(size, self.width, self.height);
        size.0 < 1.0 || self.whole_px.is_none_or(|px| self.spacing.least_font() * k >= px)
    }

    /// The first view of a tree (or after the Fold switch): folded, at
    /// reading size around the current node; whole, the whole tree if it
    /// can be read so, else a readable zoom on the root; either way with
    /// the node of the link's step in sight.
    fn start_view(&self, svg: &Element, sizes: &SizeCache) -> ViewBox {
        let size = screen_size(svg, sizes);
        if self.folding {
            let start = folded_view(size, self.natural, FIT, self.current_at.unwrap_or(self.root), self.below, self.phone, true);
            return self.best_box.map_or(start, |b| keep_in_sight(size, (self.width, self.height), start, b, (true, self.folded_least())));
        }
        let least_font = self.spacing.least_font();
        if self.reads_whole(size) {
            return FIT;
        }
        // A widget's tree that does not read whole in its frame (a game's,
        // with its positions) opens zoomed to the frame's least size, the
        // current node in sight and α/β in the path strip.
        let start = readable_view(
            size,
            (self.width, self.height),
            self.root,
            (self.spacing.slot, least_font),
            (self.embed_px.unwrap_or(WHOLE_LABEL_PX), self.phone),
        );
        if let Some(b) = self.best_box.filter(|_| start.scale > 1.0) {
            let least = readable_scale(size, self.width, self.height, least_font);
            return keep_in_sight(size, (self.width, self.height), start, b, (false, least));
        }
        self.current_at.and_then(|at| follow(size, self.width, self.height, start, at, self.reach)).unwrap_or(start)
    }
}

/// Every node's name and path, once per tree (keyed by the tree's
/// identity: comparing trees by value would cost a full walk on every
/// step); a tree too big to draw is only counted.
#[hook]
fn use_labels(tree: &Rc<Tree>) -> Rc<Labels> {
    use_memo(SameTree(Rc::clone(tree)), |SameTree(tree)| {
        let leaves = tree.leaves().count();
        if tree.len() > DRAW_MAX_NODES || tree.height() > DRAW_MAX_DEPTH {
            return Labels { too_big: true, leaves, names: Vec::new(), paths: Vec::new() };
        }
        Labels {
            too_big: false,
            leaves,
            names: tree.ids().map(|id| AttrValue::from(tree.name(id).to_string())).collect(),
            paths: paths(tree),
        }
    })
}

/// The least size a widget's labels read at in its frame (`window`, its
/// width and height): 12 px, 10 px in a frame under 960×540.
fn frame_least_px((w, h): (f64, f64)) -> f64 {
    if w >= 960.0 && h >= 540.0 { LEAST_LABEL_PX } else { WHOLE_LABEL_PX }
}

/// Where the tree is shown whole, for choosing its spacing
/// ([`spacing_in`]): on a phone (a tree of up to [`PHONE_WHOLE_LEAVES`]
/// leaves) its width less the page's margins, the tight drawing first; elsewhere the
/// drawing's measured room (a tree of up to [`FOLD_LEAVES`]), at least 12 px,
/// a comparison's pane trying the tight drawing first too.
/// None while folded or not measured yet, for a bigger tree and in a
/// widget: the page's spacing. `window_width` is the window's, `phone`
/// whether that is a phone's.
fn whole_room(
    p: &TreeViewProps,
    (folding, phone, window_width): (bool, bool, f64),
    leaves: usize,
    measured: Option<(f64, f64)>,
) -> Option<Room> {
    if folding {
        return None;
    }
    if phone {
        let size = ((window_width - PHONE_PAGE_MARGIN).round(), f64::INFINITY);
        return (leaves <= PHONE_WHOLE_LEAVES).then_some(Room { size, least_px: LEAST_LABEL_PX, tight_first: true });
    }
    // Rounded, so a resize by a pixel or two keeps the drawing. (A widget
    // keeps α/β beside its nodes: a slide's frame has no line to spare for
    // the path strip, and its labels are sized for the frame; see `fonts`.)
    // A comparison's pane tries the tight drawing first, as a phone does:
    // α/β beside the nodes read at 12 px in a 1366×768 pane, where tight
    // they read at 18 (and at 1280×720 the pane is tight already).
    let (w, h) = measured.filter(|_| leaves <= FOLD_LEAVES && !p.embed)?;
    Some(Room { size: ((w / 4.0).round() * 4.0, (h / 4.0).round() * 4.0), least_px: LEAST_LABEL_PX, tight_first: p.differs.is_some() })
}

/// The spacing the drawing uses, settled once per tree, type size, fold
/// and room (see [`spacing_in`]): the page's, with α/β beside the nodes,
/// where they read whole; else tight (α/β in the path strip) where that
/// reads; a tree to solve in practice always tight. Also which values go
/// beside their shapes, whether it is tight, and whether a game's
/// positions are drawn.
#[hook]
fn use_spacing(p: &TreeViewProps, shown: (bool, bool), room: Option<Room>) -> (Spacing, Rc<Vec<bool>>, bool, bool) {
    let (folding, phone) = shown;
    // The widest count a folded node can show, for the spacing.
    let fold_words = folding.then(|| format!("+{}", p.search.tree.len().saturating_sub(1)));
    // A tree to solve elsewhere is drawn tight: the student writes α/β
    // on the sheet, and the room they would take beside the nodes is what
    // kept a medium exercise's labels at 8 px at 1280×720. (Predicting
    // each step shows α/β beside the nodes, as the search view does.)
    let practice_tight = p.practice.as_ref().is_some_and(|m| m.solving) && !phone && !folding;
    // A game's nodes show their positions (named beside them).
    let pictures = p.game.as_ref().is_some_and(|g| g.pictures.iter().any(Option::is_some));
    // The page's type; an embedded widget and a comparison's pane (drawn
    // at about half the size) in larger type, and a phone's tight tree
    // (see `fonts`).
    let page_fonts = fonts(p.projector, p.embed || p.differs.is_some(), false);
    let tight_fonts = if room.is_some_and(|r| r.tight_first) { fonts(false, false, true) } else { page_fonts };
    // Keyed by the tree's identity, like the layout it goes with.
    let key_room = room.map(|r| (r.size.0.to_bits(), r.size.1.to_bits(), r.least_px.to_bits(), r.tight_first));
    let settled =
        use_memo((SameTree(Rc::clone(&p.search.tree)), (page_fonts, tight_fonts), fold_words, (key_room, pictures, practice_tight)), {
            let layout = Rc::clone(&p.search.layout);
            move |(SameTree(tree), fonts, words, (_, pictures, practice_tight))| {
                if *practice_tight {
                    let (tight, beside) = spacing(tree, &layout, fonts.0, None, (true, *pictures));
                    return (tight, Rc::new(beside), true);
                }
                let (spacing, beside, tight) = spacing_in(tree, &layout, *fonts, words.as_deref(), *pictures, room);
                (spacing, Rc::new(beside), tight)
            }
        });
    let (mut spacing, tight_whole, beside) = (settled.0, settled.2, Rc::clone(&settled.1));
    // A game's positions under its leaves stay inside the drawing.
    if pictures {
        spacing.bottom = spacing.bottom.max(picture_bottom(spacing.font));
    }
    (spacing, beside, tight_whole, pictures)
}

/// What this render draws: the whole layout, or the folded one for this
/// step (computed again only when the set of open nodes changes), with its
/// spacing and size.
#[hook]
fn use_frame(p: &TreeViewProps, labels: &Rc<Labels>, folds: &UseReducerHandle<Folds>, measured: (&SizeCache, &RoomCache)) -> Frame {
    let (sizes, rooms) = measured;
    let (fold_default, whole_allowed) = folding::opens_folded(&p.search.tree, labels.leaves);
    let folding = folds.folding.filter(|_| whole_allowed).unwrap_or(fold_default);
    // The best play, once the search is over: found once a render, for
    // the nodes kept open, the straight line and the box kept in sight.
    let (best, open, kept) = {
        let snap = p.search.snapshot();
        let best: Option<Rc<[NodeId]>> = p.search.over().then(|| best_play(&p.search.tree, &p.search.trace, &snap).into());
        let open = folding.then(|| {
            let last = p.search.last_event().map(|e| e.node());
            folding::open_nodes(&p.search.tree, &snap, last, best.as_deref(), &folds.unfolded)
        });
        let kept = open.as_ref().map(|open| folding::kept_in_rows(&p.search.tree, &p.search.trace, &snap, open));
        (best, open, kept)
    };
    let layout: Rc<Layout> = {
        let whole = Rc::clone(&p.search.layout);
        // At the end a folded tree's best play is drawn straight down (it
        // zigzagged across the screen, and keeping it in sight shrank
        // tic-tac-toe's to 4 px type).
        let line = best.clone().filter(|_| open.is_some());
        let key = (SameTree(Rc::clone(&p.search.tree)), open, kept, Rc::clone(&folds.rows), line);
        let memo = use_memo(key, move |(SameTree(tree), open, kept, rows, line)| match (open, kept) {
            (Some(open), Some(kept)) => {
                let visible = folding::visible_children(tree, kept, rows);
                let layout = Layout::windowed(tree, |id| open.contains(&id), visible);
                Rc::new(match line {
                    Some(line) => layout.straight_down(line),
                    None => layout,
                })
            }
            _ => whole,
        });
        Rc::clone(&memo)
    };
    // The window, read once a render: a phone (not a widget in a slide,
    // whatever its size), and a widget's frame.
    let window = gloo::utils::window();
    let side = |v: Result<wasm_bindgen::JsValue, wasm_bindgen::JsValue>| v.ok().and_then(|v| v.as_f64());
    let window_width = side(window.inner_width());
    let phone = !p.embed && window_width.is_some_and(|w| w < PHONE_PX);
    let room = whole_room(p, (folding, phone, window_width.unwrap_or(0.0)), labels.leaves, *rooms.borrow());
    let (spacing, beside, tight_whole, pictures) = use_spacing(p, (folding, phone), room);
    // A folded drawing changes size as the search moves. Its viewBox is
    // the drawing's size on screen in pixels (once known), so one unit is
    // one pixel at zoom 1 and its type keeps its size from step to step;
    // the view places the drawing (see `folded_view`).
    let natural = extent(&layout, spacing);
    let (width, height) = match (folding, *sizes.borrow()) {
        (true, Some(size)) => size,
        _ => natural,
    };
    let root = spacing.at(&layout, NodeId::ROOT);
    let current =
        p.search.last_event().map(|e| e.node()).filter(|id| id.index() < p.search.tree.len() && layout.drawn(*id) != Drawn::Hidden);
    let current_at = current.map(|id| spacing.at(&layout, id));
    let best_box = best.as_ref().map(|line| {
        let line: Vec<NodeId> = line.iter().copied().filter(|&id| layout.drawn(id) != Drawn::Hidden).chain([NodeId::ROOT]).collect();
        let (x0, y0, x1, y1) = line
            .iter()
            .map(|&id| spacing.at(&layout, id))
            .fold((f64::MAX, f64::MAX, f64::MIN, f64::MIN), |(a, b, c, d), (x, y)| (a.min(x), b.min(y), c.max(x), d.max(y)));
        // The widest name on the line (and the position beside it).
        let names = line.iter().map(|&id| name_reach(p.search.tree.name(id), spacing.font, pictures)).fold(0.0, f64::max);
        // Names or positions left, values right, a value or a position
        // under the last node; nothing above the root's shape (α/β are
        // drawn only while the search is in a node: at the end, nowhere).
        // Reserving their height cost rabbit and wolves at depth 2 its
        // leaves' positions at 1280×720: the box no longer fit.
        let side = picture_side(spacing.font);
        (x0 - names - 4.0, y0 - R - 4.0, x1 + R + 12.0 + spacing.bound, y1 + R + 6.0 + side)
    });
    let below = spacing.level + R + 1.4 * spacing.font;
    // What is drawn over a node (its α/β) and under it: a leaf's value, or
    // a game's position (as under the last node of the best play).
    let reach = (window_height(spacing.window_font), if pictures { R + 6.0 + picture_side(spacing.font) } else { R + 1.4 * spacing.font });
    // Each pane of a comparison shows its whole tree (the two trees side
    // by side are the point; at 1280×720 the classic tree's α/β there are
    // 10 px); so does an embedded widget where its labels read at its
    // frame's least size, else (a game's tree in a small frame) zoomed.
    // A tree to solve is drawn tight (see `use_spacing`) and opens whole,
    // every node to solve in view, while its labels are readable so; else
    // (a hard exercise, a phone) readable, the root in view, and panned.
    // Predicting, it opens as the search view does.
    let frame_px = p.embed.then(|| frame_least_px((window_width.unwrap_or(0.0), side(window.inner_height()).unwrap_or(0.0))));
    let whole_px = if p.differs.is_some() { None } else { Some(frame_px.unwrap_or(LEAST_LABEL_PX)) };
    let whole_first = p.embed || p.differs.is_some() || tight_whole;
    // Which side of each node its α/β goes, for the layout drawn (a folded
    // one changes as the search moves).
    let sides = {
        let lean = geometry::lean_at_top(spacing.window_font, spacing.level);
        let key = (Rc::as_ptr(&layout) as usize, SameTree(Rc::clone(&p.search.tree)), lean.to_bits());
        let layout = Rc::clone(&layout);
        Rc::clone(&*use_memo(key, move |(_, SameTree(tree), _)| Rc::new(window_sides(tree, &layout, lean).0)))
    };
    let placement = use_placement(
        p,
        labels,
        Drawing { layout: Rc::clone(&layout), spacing, size: natural, sides: Rc::clone(&sides), beside: Rc::clone(&beside), tight_whole },
    );
    Frame {
        folding,
        tight_whole,
        whole_allowed,
        layout,
        spacing,
        width,
        height,
        natural,
        phone,
        whole_first,
        whole_px,
        embed_px: frame_px,
        root,
        current_at,
        best,
        best_box,
        reach,
        below,
        sides,
        placement,
    }
}

/// What [`use_placement`] places labels in.
struct Drawing {
    layout: Rc<Layout>,
    spacing: Spacing,
    size: (f64, f64),
    sides: Rc<Vec<bool>>,
    beside: Rc<Vec<bool>>,
    tight_whole: bool,
}

/// Where the moves' names go, clear of the drawing (once per layout), and
/// what α/β must stay clear of.
#[hook]
fn use_placement(p: &TreeViewProps, labels: &Rc<Labels>, d: Drawing) -> Rc<Placement> {
    let Drawing { layout, spacing, size, sides, beside, tight_whole } = d;
    let key = (
        Rc::as_ptr(&layout) as usize,
        SameTree(Rc::clone(&p.search.tree)),
        (spacing, size),
        (Rc::as_ptr(&sides) as usize, Rc::as_ptr(&beside) as usize, tight_whole),
        p.game.as_ref().map(|g| Rc::as_ptr(g) as usize),
    );
    let (labels, game) = (Rc::clone(labels), p.game.clone());
    Rc::clone(&*use_memo(key, move |(_, SameTree(tree), (spacing, size), _, _)| {
        let pictures: Vec<bool> =
            tree.ids().map(|id| game.as_ref().is_some_and(|g| g.pictures.get(id.index()).copied().flatten().is_some())).collect();
        let leaf_text = |id: NodeId| leaf_shown(tree, id);
        let looks = NodeLooks { names: &labels.names, pictures: &pictures, beside: &beside, leaf_text: &leaf_text };
        let texts = |id: NodeId| shown::move_text(tree, game.is_some(), id);
        Rc::new(Placement::new(tree, &layout, spacing, &looks, (&sides, !tight_whole), &texts, *size))
    }))
}

/// A new tree resets selection, folds and zoom, unless it came from a
/// node tool: then the edited node stays selected and the view stays where
/// it was. The Fold switch starts the view afresh too. Returns where a
/// node tool says which node to keep.
#[hook]
fn use_fresh_view(
    p: &TreeViewProps,
    frame: &Frame,
    handles: (&UseStateHandle<ViewBox>, &UseStateHandle<Option<NodeId>>),
    svg_ref: &NodeRef,
    sizes: &SizeCache,
    folds: &UseReducerHandle<Folds>,
) -> KeepSelection {
    let (view, selected) = handles;
    let keep: KeepSelection = use_mut_ref(|| None);
    let shown_tree = use_mut_ref(|| 0usize);
    {
        let (view, selected, svg_ref, sizes, frame) = (view.clone(), selected.clone(), svg_ref.clone(), sizes.clone(), frame.clone());
        let (keep, shown_tree, folds) = (keep.clone(), shown_tree.clone(), folds.dispatcher());
        let len = p.search.tree.len();
        use_effect_with(Rc::as_ptr(&p.search.tree) as usize, move |&tree| {
            let before = std::mem::replace(&mut *shown_tree.borrow_mut(), tree);
            if let Some((from, id)) = keep.borrow_mut().take()
                && from == before
                && id.index() < len
            {
                selected.set(Some(id));
                return;
            }
            selected.set(None);
            folds.dispatch(FoldAction::Reset);
            // The drawing's size is the one measured last (the
            // ResizeObserver measures again after layout if it changed):
            // measuring now would force a layout of the new tree before
            // its first paint.
            // Set only when it changes: a first view that is already right
            // (the whole tree, fitted) is not drawn a second time before
            // the first paint.
            let start = svg_ref.cast::<Element>().map_or(FIT, |svg| frame.start_view(&svg, &sizes));
            if start != *view {
                view.set(start);
            }
        });
    }
    {
        let (view, svg_ref, sizes, frame) = (view.clone(), svg_ref.clone(), sizes.clone(), frame.clone());
        let first = use_mut_ref(|| true);
        // Folded or whole, tight or not (the room, measured after the first
        // render, or a resize, can change how a whole tree is drawn), and
        // once it has a size (a widget on a slide not shown yet opens whole
        // with nothing to judge by, and is judged when it is shown).
        let measured = sizes.borrow().is_some();
        use_effect_with((frame.folding, frame.tight_whole, measured), move |_| {
            if !std::mem::replace(&mut *first.borrow_mut(), false) {
                view.set(svg_ref.cast::<Element>().map_or(FIT, |svg| frame.start_view(&svg, &sizes)));
            }
        });
    }
    keep
}

/// The drawing's size on screen changes with the window, and when the path
/// strip appears or wraps: a ResizeObserver measures it again (after
/// layout, so nothing is forced) and draws again when it changed.
#[hook]
fn use_measured_size(measured: (&SizeCache, &RoomCache), svg_ref: &NodeRef, too_big: bool) {
    let (sizes, rooms) = measured;
    // Setting it renders the component again with the new size.
    let resized = use_state(|| 0u32);
    let (sizes, rooms, svg_ref, resized) = (sizes.clone(), rooms.clone(), svg_ref.clone(), resized.setter());
    use_effect_with(too_big, move |_| {
        let count = Rc::new(RefCell::new(0u32));
        let svg = svg_ref.cast::<Element>();
        let callback = wasm_bindgen::closure::Closure::<dyn FnMut()>::new(move || {
            let Some(svg) = svg_ref.cast::<Element>() else { return };
            let rect = svg.get_bounding_client_rect();
            let size = (rect.width(), rect.height());
            // (The size may have been measured already, for the first view;
            // the room is measured here only.)
            if size.0 < 1.0 || size.1 < 1.0 || (*sizes.borrow() == Some(size) && rooms.borrow().is_some()) {
                return;
            }
            *sizes.borrow_mut() = Some(size);
            *rooms.borrow_mut() = Some(room_of(&svg, size));
            let mut n = count.borrow_mut();
            *n = n.wrapping_add(1);
            resized.set(*n);
        });
        let observer = web_sys::ResizeObserver::new(wasm_bindgen::JsCast::unchecked_ref(callback.as_ref())).ok();
        if let (Some(observer), Some(svg)) = (&observer, &svg) {
            observer.observe(svg);
        }
        move || {
            if let Some(observer) = observer {
                observer.disconnect();
            }
            drop(callback);
        }
    });
}

/// The view follows the current node: while zoomed in on a whole tree,
/// and always on a folded one (it changes shape as the search moves). When
/// the reader folds or unfolds a node, that node stays where it was on
/// screen instead.
#[hook]
fn use_follow_current(
    p: &TreeViewProps,
    frame: &Frame,
    view: &UseStateHandle<ViewBox>,
    svg_ref: &NodeRef,
    sizes: &SizeCache,
    folds: &UseReducerHandle<Folds>,
) {
    type Drawing = (usize, Rc<Layout>, Rc<BTreeSet<NodeId>>);
    let last_drawing: Rc<RefCell<Option<Drawing>>> = use_mut_ref(|| None);
    let (view, svg_ref, sizes) = (view.clone(), svg_ref.clone(), sizes.clone());
    let (last, layout, unfolded) = (last_drawing.clone(), Rc::clone(&frame.layout), Rc::clone(&folds.unfolded));
    let tree = Rc::clone(&p.search.tree);
    let Frame { folding, spacing, natural, width, height, phone, current_at, below, best_box, reach, .. } = frame.clone();
    let folded_least = frame.folded_least();
    {
        // A drawing that shrank while zoomed in (the path strip or the
        // overview appeared above it, or wrapped; the window changed) is
        // zoomed in further about the step's node (else the root), so its
        // type stays at least 12 px.
        let size_key = sizes.borrow().map(|(w, h)| (w.to_bits(), h.to_bits()));
        let (view, point) = (view.clone(), current_at.unwrap_or(frame.root));
        let least_font = spacing.least_font();
        let last_size = use_mut_ref(|| None::<(f64, f64)>);
        let this = frame.clone();
        use_effect_with(size_key, move |size| {
            let Some((w, h)) = *size else { return };
            let size = (f64::from_bits(w), f64::from_bits(h));
            // The drawing grew (a notice over a small widget was closed, the
            // window was enlarged): a tree zoomed in because it did not read
            // whole opens whole once it does. A zoom the reader chose on a
            // tree that read whole stays, as it does when the drawing shrinks.
            let before = last_size.borrow_mut().replace(size);
            let grew = before.is_some_and(|(w0, h0)| size.0 >= w0 && size.1 >= h0 && size != (w0, h0) && !this.reads_whole((w0, h0)));
            if !folding && grew && view.scale > 1.0 && this.reads_whole(size) {
                view.set(FIT);
                return;
            }
            let next = if folding {
                // A folded drawing's viewBox is its size on screen: when that
                // changes (a small slide frame lays its tools and path strip
                // out after the first measure), the step's node is placed
                // again unless it is still in sight.
                match (current_at, best_box) {
                    (Some(at), None) => folded_view(size, natural, *view, at, below, phone, false),
                    _ => *view,
                }
            } else {
                let next = keep_readable(size, width, height, *view, least_font, point);
                // And the step's node whole in sight at the new size: the
                // path strip appearing above took the bottom of a leaf's
                // position with it (rabbit and wolves at depth 2).
                match (current_at, best_box) {
                    (Some(at), None) => follow(size, width, height, next, at, reach).unwrap_or(next),
                    _ => next,
                }
            };
            if next != *view {
                view.set(next);
            }
        });
    }
    use_effect_with((p.search.step(), Rc::as_ptr(&p.search.tree) as usize, folding, Rc::as_ptr(&layout) as usize), move |_| {
        let same_tree = Rc::as_ptr(&tree) as usize;
        let before = last.borrow_mut().replace((same_tree, Rc::clone(&layout), Rc::clone(&unfolded)));
        if let Some((old_tree, old_layout, old_unfolded)) = before
            && old_tree == same_tree
            && folding
            && old_unfolded != unfolded
            && let Some(&id) = old_unfolded.symmetric_difference(&unfolded).next()
            && id.index() < tree.len()
            && old_layout.drawn(id) != Drawn::Hidden
            && layout.drawn(id) != Drawn::Hidden
        {
            let ((x0, y0), (x1, y1)) = (spacing.at(&old_layout, id), spacing.at(&layout, id));
            let v = *view;
            view.set(ViewBox { tx: v.tx + (x0 - x1) * v.scale, ty: v.ty + (y0 - y1) * v.scale, ..v });
            return;
        }
        let (Some((x, y)), Some(svg)) = (current_at, svg_ref.cast::<Element>()) else { return };
        let size = screen_size(&svg, &sizes);
        // At the end, the best play in sight (zooming out if it must).
        let next = if let Some(b) = best_box.filter(|_| folding || view.scale > 1.0) {
            let least = if folding { folded_least } else { readable_scale(size, width, height, spacing.least_font()) };
            Some(keep_in_sight(size, (width, height), *view, b, (folding, least))).filter(|next| next != &*view)
        } else if folding {
            Some(folded_view(size, natural, *view, (x, y), below, phone, false)).filter(|next| next != &*view)
        } else if view.scale > 1.0 {
            follow(size, width, height, *view, (x, y), reach)
        } else {
            None
        };
        if let Some(next) = next {
            view.set(next);
        }
    });
}

/// The pan, zoom and pinch handlers of the drawing.
struct Gestures {
    onwheel: Callback<WheelEvent>,
    onpointerdown: Callback<PointerEvent>,
    onpointermove: Callback<PointerEvent>,
    onpointerup: Callback<PointerEvent>,
}

/// Zooms the view by `factor` about `(cx, cy)` in the drawing's units.
fn zoom_by(view: &UseStateHandle<ViewBox>, factor: f64, cx: f64, cy: f64) {
    let v = **view;
    let scale = within(v.scale * factor, 0.2, MAX_SCALE);
    let f = scale / v.scale;
    view.set(ViewBox { scale, tx: cx - (cx - v.tx) * f, ty: cy - (cy - v.ty) * f });
}

/// The wheel zooms about the pointer; a drag pans; two fingers pinch.
fn gestures(view: &UseStateHandle<ViewBox>, gesture: &Rc<RefCell<Gesture>>, svg_ref: &NodeRef, (width, height): (f64, f64)) -> Gestures {
    let onwheel = {
        let (svg_ref, view) = (svg_ref.clone(), view.clone());
        Callback::from(move |e: WheelEvent| {
            let Some(svg) = svg_ref.cast::<Element>() else { return };
            e.prevent_default();
            let (cx, cy) = to_svg(&svg, width, height, f64::from(e.client_x()), f64::from(e.client_y()));
            zoom_by(&view, if e.delta_y() < 0.0 { 1.15 } else { 1.0 / 1.15 }, cx, cy);
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
                let scale = within(start.scale * factor, 0.2, MAX_SCALE);
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
    Gestures { onwheel, onpointerdown, onpointermove, onpointerup }
}

/// What a zoom button does.
#[derive(Clone, Copy)]
enum ZoomTo {
    By(f64),
    /// The whole drawing (a folded one fitted into its pixel viewBox).
    Fit,
}

/// A zoom button.
fn zoom_button(
    label: &'static str,
    title: &'static str,
    testid: &'static str,
    to: ZoomTo,
    view: &UseStateHandle<ViewBox>,
    sizes: &SizeCache,
    frame: &Frame,
) -> Html {
    let (view, sizes) = (view.clone(), sizes.clone());
    let Frame { width, height, folding, natural, .. } = *frame;
    let onclick = Callback::from(move |_: MouseEvent| match to {
        ZoomTo::By(f) => zoom_by(&view, f, width / 2.0, height / 2.0),
        ZoomTo::Fit => view.set(match (folding, *sizes.borrow()) {
            (true, Some(size)) => fit_folded(size, natural),
            _ => FIT,
        }),
    });
    html! { <button type="button" class="text-button small" {title} aria-label={title} data-testid={testid} {onclick}>{ label }</button> }
}

/// Folded or whole: the reader's choice, while the tree is small enough to
/// draw whole.
fn fold_toggle(p: &TreeViewProps, frame: &Frame, folds: &UseReducerHandle<Folds>, t: &'static Text) -> Html {
    let (folding, whole_allowed) = (frame.folding, frame.whole_allowed);
    let folds = folds.dispatcher();
    let onclick = Callback::from(move |_: MouseEvent| folds.dispatch(FoldAction::Folding(!folding)));
    let title = if whole_allowed {
        t.tree_view.fold_title.to_string()
    } else {
        (t.tree_view.whole_too_big)(p.search.tree.len(), DRAW_WHOLE_MAX_NODES)
    };
    html! {
        <button type="button" class="text-button small" data-testid="folding" aria-pressed={folding.to_string()} disabled={!whole_allowed} title={title} {onclick}>{ t.tree_view.fold_button }</button>
    }
}

/// The in-place editor, HTML over the drawing under the leaf being edited.
fn editor_at(p: &TreeViewProps, frame: &Frame, svg_ref: &NodeRef, v: ViewBox, input_ref: &NodeRef) -> Option<Html> {
    let Frame { width, height, spacing, .. } = *frame;
    let layout = &frame.layout;
    p.editing.filter(|id| !p.read_only && id.index() < p.search.tree.len() && layout.drawn(*id) != Drawn::Hidden).and_then(|id| {
        let svg = svg_ref.cast::<Element>()?;
        let panel = svg.parent_element()?;
        let (rect, outer) = (svg.get_bounding_client_rect(), panel.get_bounding_client_rect());
        let k = (rect.width() / width).min(rect.height() / height).max(1e-6);
        let ox = rect.left() - outer.left() + (rect.width() - width * k) / 2.0;
        let oy = rect.top() - outer.top() + (rect.height() - height * k) / 2.0;
        let (x, y) = spacing.at(layout, id);
        let (left, top) = (ox + (v.tx + x * v.scale) * k, oy + (v.ty + (y + R) * v.scale) * k);
        Some(leaf_editor(p, id, left, top, input_ref))
    })
}

/// Above the drawing, never over it: the path strip whenever the drawing
/// may not show the whole path (folded, or zoomed in), and for a big tree
/// the minimap (the whole tree, where the search is and, zoomed in, the
/// part on screen).
fn overview_row(
    p: &TreeViewProps,
    frame: &Frame,
    sizes: &SizeCache,
    v: ViewBox,
    big: bool,
    overview_cache: &OverviewCache,
    t: &'static Text,
) -> Option<Html> {
    let Frame { folding, width, height, spacing, tight_whole, .. } = *frame;
    let strip = (folding || v.scale > 1.0 || tight_whole).then(|| {
        let snap = p.search.snapshot();
        // At the end no call runs: a folded or zoomed drawing names the best
        // play here (at readable size it may not show the whole line).
        // (A chance node has no best move: a tree that starts with one
        // has no best play to name.)
        let best = frame.best.as_deref().filter(|line| !line.is_empty() && snap.path().is_empty() && (folding || v.scale > 1.0));
        let end = best.is_some();
        let path: Vec<NodeId> = match best {
            Some(line) => std::iter::once(NodeId::ROOT).chain(line.iter().copied()).collect(),
            None => snap.path().to_vec(),
        };
        // (Windows belong to running calls: none at the end.)
        let rows = Rc::new(path_strip::rows(&p.search.tree, &p.search.trace, &snap, &path, (alpha_beta(p) && !end, end)));
        let (label, lead) = if end { (t.tree_view.best_play, Some(t.tree_view.best_play)) } else { (t.tree_view.path_strip, None) };
        html! { <PathStrip {rows} {label} {lead} /> }
    });
    // The overview for a big tree, and for any tree zoomed in (an exam's
    // 27 leaves opened readable show where the screen is in the whole).
    let big = big || (!folding && v.scale > 1.0);
    let overview = {
        let key = (Rc::as_ptr(&p.search.tree) as usize, p.search.step());
        let mut cache = overview_cache.borrow_mut();
        if !big {
            cache.2 = None;
        } else if (cache.0, cache.1) != key || cache.2.is_none() {
            *cache = (
                key.0,
                key.1,
                Some(Rc::new(minimax_engine::drawing::overview::overview(
                    &p.search.tree,
                    &p.search.layout,
                    &p.search.snapshot(),
                    p.game.is_some(),
                ))),
            );
        }
        cache.2.clone()
    };
    let on_screen = (!folding && v.scale > 1.0)
        .then(|| {
            let size = (*sizes.borrow())?;
            let (x0, _, x1, _, _) = visible(size, width, height);
            let to_units = |sx: f64| ((sx - v.tx) / v.scale - spacing.left) / spacing.slot;
            Some((to_units(x0), to_units(x1)))
        })
        .flatten();
    let minimap = overview.map(|overview| html! { <Minimap {overview} {on_screen} label={t.tree_view.minimap} /> });
    (strip.is_some() || minimap.is_some()).then(|| {
        html! {
            <div class="overview-row">
                { for strip }
                { for minimap }
            </div>
        }
    })
}

/// The player (from 0) who moves at a max^n node, and how many there are.
fn mover(tree: &Tree, id: NodeId) -> Option<(u8, u8)> {
    match tree[id].kind() {
        Some(minimax_engine::tree::Kind::Player { index, players }) => Some((index, players)),
        _ => None,
    }
}

/// The component of a vector that decides at a node: the mover's at a
/// max^n node, and at a leaf its parent's (who chooses among them).
fn emphasis(tree: &Tree, id: NodeId) -> Option<usize> {
    let at = if tree[id].is_leaf() { tree[id].parent()? } else { id };
    mover(tree, at).map(|(i, _)| usize::from(i))
}

fn alpha_beta(p: &TreeViewProps) -> bool {
    p.algorithm == Algorithm::AlphaBeta
}

/// Every node's dotted path in one preorder pass (parent's path, a dot,
/// the child index), instead of walking up from each node.
fn paths(tree: &Tree) -> Vec<AttrValue> {
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
struct SameTree(Rc<Tree>);

impl PartialEq for SameTree {
    fn eq(&self, other: &SameTree) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

/// Per-tree text that does not change while stepping.
struct Labels {
    /// Over the drawing limits: nothing is drawn.
    too_big: bool,
    leaves: usize,
    names: Vec<AttrValue>,
    paths: Vec<AttrValue>,
}

#[allow(clippy::too_many_arguments)]
fn draw(
    p: &TreeViewProps,
    layout: &Layout,
    selected: &UseStateHandle<Option<NodeId>>,
    gesture: &Rc<RefCell<Gesture>>,
    labels: &Labels,
    folds: &UseReducerHandle<Folds>,
    (spacing, sides, no_windows, placement): (Spacing, &[bool], bool, &Placement),
    t: &'static Text,
) -> Html {
    let tree = &p.search.tree;
    let snap = p.search.snapshot();
    let current = p.search.last_event().map(|e| e.node());
    let at_end = p.search.over();
    let alpha_beta = p.algorithm == Algorithm::AlphaBeta;
    // A game's tree grows as it is searched: a position appears when the
    // search reaches it (or a cutoff skips it), so step 0 shows the root
    // alone and no step shows what the search has not done yet. Each keeps
    // its place in the whole tree's layout, so nothing moves as it grows.
    // (A typed tree draws its layout as it is, with no copy per step.)
    let reached: std::borrow::Cow<[NodeId]> = match p.game {
        Some(_) => layout.shown().iter().copied().filter(|&id| id == NodeId::ROOT || snap.state(id) != NodeState::Unvisited).collect(),
        None => std::borrow::Cow::Borrowed(layout.shown()),
    };
    let shown = &reached[..];
    let (cut, chosen) = shown::cuts_and_choices(&p.search.tree, &p.search.trace, layout, &snap);
    // The principal variation, once the search is over.
    let pv: BTreeSet<NodeId> = if at_end { best_play(tree, &p.search.trace, &snap).into_iter().collect() } else { BTreeSet::new() };
    let px = |id: NodeId| spacing.at(layout, id);

    let edges = shown.iter().filter_map(|&id| edge(p, (layout, placement), labels, &snap, &px, id, (&cut, &chosen, &pv)));
    // The α/β placed so far this render (one per row, on the path).
    let mut placed = Vec::new();

    let dispatcher = p.dispatch.clone();
    let select = selected.setter();
    let gesture = GestureRef(Rc::clone(gesture));
    let fold_dispatcher = folds.dispatcher();
    let nodes = shown.iter().map(|&id| {
        if let Drawn::Elided { count } = layout.drawn(id) {
            return elided_marker(id, px(id), count as usize, spacing.font, t, &fold_dispatcher, tree);
        }
        let node = &tree[id];
        let (x, y) = px(id);
        let state = snap.state(id);
        let stub = p.game.as_ref().is_some_and(|g| g.is_stub(id));
        let picture = p.game.as_ref().and_then(|g| g.pictures.get(id.index()).copied().flatten());
        let game_class = p.game.as_ref().and_then(|g| {
            if stub {
                Some("stub")
            } else if node.same_as().is_some() {
                Some("transposition")
            } else {
                g.is_frontier(id).then_some("frontier")
            }
        });
        let value = shown::node_value(tree, &p.search.trace, &snap, id, stub);
        let (value_text, data_value) = (AttrValue::from(value.text), value.data.map(AttrValue::from));
        let (alpha_now, beta_now) = snap.window(tree, &p.search.trace, id);
        // max^n keeps no window (its players prune nothing).
        let window = match (alpha_beta && !no_windows && state == NodeState::Active && mover(tree, id).is_none(), alpha_now, beta_now) {
            (true, Some(a), Some(b)) => Some((a, b)),
            _ => None,
        };
        let left = sides.get(id.index()).copied().unwrap_or(false);
        let window_at = match window {
            Some((a, b)) => placement.window(layout, &spacing, id, (&format!("α={a}"), &format!("β={b}")), left, &mut placed),
            None => place::WindowAt::above(left),
        };
        let what_if = p.what_if.as_ref().and_then(|m| match m.leaf == id {
            true => Some("what-if-x"),
            false => m.depends.contains(&id).then_some("what-if-depends"),
        });
        let practice = p.practice.as_ref().is_some_and(|m| m.wrong.contains(&id)).then_some("practice-wrong");
        let code = p.code.as_ref().and_then(|m| match (m.only_code.contains(&id), m.only_search.contains(&id)) {
            (true, _) => Some("code-only"),
            (_, true) => Some("search-only"),
            _ => None,
        });
        let folded = (layout.drawn(id) == Drawn::Folded).then(|| {
            let inside = (node.subtree_end().0 - id.0 - 1) as usize;
            (AttrValue::from((t.tree_view.folded)(inside)), inside)
        });
        html! {
            <DrawnNode key={id.0} {id} {x} {y} player={node.player()} chance={node.kind() == Some(minimax_engine::tree::Kind::Chance)} mover={mover(tree, id)} emphasis={emphasis(tree, id)} {state} current={current == Some(id)} selected={**selected == Some(id)}
                pv={pv.contains(&id) || (at_end && id == NodeId::ROOT)} name={labels.names[id.index()].clone()} path={labels.paths[id.index()].clone()}
                {value_text} {data_value} {window} {folded} {what_if} {practice} {code} read_only={p.read_only} differs={p.differs.as_ref().is_some_and(|d| d.contains(&id))} fonts={(spacing.font, spacing.window_font)} hit={spacing.hit} {window_at} value_beside={placement.value_beside(id)} text={t} dispatcher={dispatcher.clone()} select={select.clone()} gesture={gesture.clone()} folds={fold_dispatcher.clone()} {picture} {game_class} />
        }
    });

    let links = same_as_links(p, layout, labels, &px, **selected, &snap);
    html! {
        <>
            <defs><marker id="same-as-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path class="same-as-head" d="M0 0L10 5L0 10z" /></marker></defs>
            <g class="edges">{ for edges }</g>
            <g class="same-as-links">{ for links }</g>
            <g class="nodes">{ for nodes }</g>
        </>
    }
}

/// The marker of a run of children a wide row leaves out: "+N" in a
/// dashed box in one slot; a click (or Enter) draws the whole row.
fn elided_marker(
    id: NodeId,
    (x, y): (f64, f64),
    count: usize,
    font: f64,
    t: &'static Text,
    folds: &UseReducerDispatcher<Folds>,
    tree: &Tree,
) -> Html {
    let parent = tree[id].parent().unwrap_or(NodeId::ROOT);
    let open_row = {
        let folds = folds.clone();
        move || folds.dispatch(FoldAction::DrawRow(parent))
    };
    let onclick = {
        let open_row = open_row.clone();
        Callback::from(move |e: MouseEvent| {
            e.stop_propagation();
            open_row();
        })
    };
    let onkeydown = Callback::from(move |e: KeyboardEvent| {
        if e.key() == "Enter" || e.key() == " " {
            e.prevent_default();
            e.stop_propagation();
            open_row();
        }
    });
    let label = format!("+{count}");
    let width = elided_width(count, font);
    html! {
        <g key={id.0} class="elided" data-testid="elided" data-count={count.to_string()} role="button" tabindex="0" aria-label={(t.tree_view.elided)(count)} {onclick} {onkeydown}>
            <title>{ (t.tree_view.elided)(count) }</title>
            <rect class="elided-box" x={fixed(x - width / 2.0, 1)} y={fixed(y - R * 0.7, 1)} width={fixed(width, 1)} height={fixed(R * 1.4, 1)} rx="6" />
            <text class="elided-count" x={fixed(x, 1)} y={fixed(y + font * 0.35, 1)} text-anchor="middle" font-size={brief(font)}>{ label }</text>
        </g>
    }
}

/// The edge into `id` from its parent, with its state, marks and label;
/// in practice mode a click marks it pruned.
fn edge(
    p: &TreeViewProps,
    (layout, placement): (&Layout, &Placement),
    labels: &Labels,
    snap: &Snapshot,
    px: &dyn Fn(NodeId) -> (f64, f64),
    id: NodeId,
    (cut, chosen, pv): (&BTreeSet<NodeId>, &BTreeSet<NodeId>, &BTreeSet<NodeId>),
) -> Option<Html> {
    let tree = &p.search.tree;
    let parent = tree[id].parent()?;
    let (x1, y1) = px(parent);
    let (x2, y2) = px(id);
    let y1 = y1 + if tree[parent].player() == Some(Player::Max) { R * 0.8 } else { R };
    if matches!(layout.drawn(id), Drawn::Elided { .. }) {
        return Some(html! {
            <line key={id.0} class="edge elided" x1={fixed(x1, 1)} y1={fixed(y1, 1)} x2={fixed(x2, 1)} y2={fixed(y2 - R * 0.7, 1)} />
        });
    }
    let (mark, onclick) = match &p.practice {
        Some(m) => {
            let mark = if m.extra.contains(&id) {
                Some("extra")
            } else if m.missing.contains(&id) {
                Some("missing")
            } else if m.right.contains(&id) {
                Some("right")
            } else {
                m.marked.contains(&id).then_some("marked")
            };
            let dispatch = p.dispatch.clone();
            (
                mark,
                Some(Callback::from(move |e: MouseEvent| {
                    e.stop_propagation();
                    dispatch.dispatch(Action::Practice(PracticeAction::TogglePrune(id)));
                })),
            )
        }
        None => (None, None),
    };
    let child_path = p.practice.is_some().then(|| labels.paths[id.index()].clone());
    let label = shown::move_text(tree, p.game.is_some(), id).map(AttrValue::from);
    let label_at = placement.moves.get(id.index()).copied().flatten();
    Some(html! {
        <DrawnEdge key={id.0} from={(x1, y1)} to={(x2, y2 - R)} state={snap.state(id)} chosen={chosen.contains(&id)} pv={pv.contains(&id)} cut={cut.contains(&id)} {mark} {child_path} child={labels.paths[id.index()].clone()} {onclick} {label} {label_at} label_font={placement.move_font} />
    })
}

/// A position met again is the same node as the one searched first: a
/// dashed arc back to it (for every hit when there are few, else for the
/// current and the selected node), so the graph shows.
fn same_as_links(
    p: &TreeViewProps,
    layout: &Layout,
    labels: &Labels,
    px: &dyn Fn(NodeId) -> (f64, f64),
    selected: Option<NodeId>,
    snap: &Snapshot,
) -> Vec<Html> {
    let tree = &p.search.tree;
    let current = p.search.last_event().map(|e| e.node());
    let few = p.game.as_ref().is_some_and(|g| g.hits <= 40);
    layout
        .shown()
        .iter()
        .filter_map(|&id| {
        let earlier = tree[id].same_as()?;
        if !(few || current == Some(id) || selected == Some(id)) || layout.drawn(earlier) != Drawn::Shown || snap.state(id) == NodeState::Unvisited {
            return None;
        }
        let ((x1, y1), (x2, y2)) = (px(id), px(earlier));
        // Bowed sideways so it does not run along the tree's own edges.
        let (mx, my) = ((x1 + x2) / 2.0 + (y1 - y2).abs() * 0.35, (y1 + y2) / 2.0);
        Some(html! { <path key={id.0} class="same-as" data-from={labels.paths[id.index()].clone()} data-to={labels.paths[earlier.index()].clone()} d={format!("M{} {}Q{} {} {} {}", fixed(x1, 1), fixed(y1 - R * 0.9, 1), fixed(mx, 1), fixed(my, 1), fixed(x2, 1), fixed(y2 + R, 1))} marker-end="url(#same-as-arrow)" /> })
        })
        .collect()
}
