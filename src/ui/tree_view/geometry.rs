//! The page's side of the drawing's geometry: the spacing, label places
//! and views are the engine's (`minimax_engine::drawing`, tested
//! natively); here only what needs the browser (the element's measured
//! size, client positions, pointers) and the `data-` attributes.

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use web_sys::Element;

pub use minimax_engine::drawing::spacing::*;
pub use minimax_engine::drawing::view::*;
pub use minimax_engine::layout::{brief, fixed};

/// Pointers currently down on the drawing, for drag and pinch.
#[derive(Default)]
pub(super) struct Gesture {
    pub pointers: HashMap<i32, (f64, f64)>,
    pub start: Option<(ViewBox, (f64, f64), f64)>,
    pub moved: bool,
}

/// The drawing's on-screen size, measured once per tree and after a window
/// resize: measuring on every step would force a layout each time.
pub(super) type SizeCache = Rc<RefCell<Option<(f64, f64)>>>;

/// The room a whole drawing has on screen, measured with its size: its
/// width, and its height, or where the drawing's shape sets its height (a
/// page narrower than the one-screen layout) the most CSS lets it grow to
/// (`max-height`): a room that does not depend on the drawing put in it, so
/// choosing a drawing for the room never changes the room.
pub(super) type RoomCache = Rc<RefCell<Option<(f64, f64)>>>;

/// What the path strip takes from the drawing's height in the one-screen
/// layout (a line of the strip's type, its padding and gaps), counted
/// whether it shows or not; on a projector its type is larger.
const STRIP_ROOM: (f64, f64) = (40.0, 50.0);

/// See [`RoomCache`]: `size` is `svg`'s measured size.
pub(super) fn room_of(svg: &Element, size: (f64, f64)) -> (f64, f64) {
    let most = gloo::utils::window()
        .get_computed_style(svg)
        .ok()
        .flatten()
        .and_then(|style| style.get_property_value("max-height").ok())
        // The browser's own number reading (no float parsing in the page).
        .and_then(|v| v.strip_suffix("px").map(js_sys::Number::parse_float).filter(|n| n.is_finite()));
    if let Some(most) = most {
        return (size.0, most.max(size.1));
    }
    // The one-screen layout: the drawing takes the height the panel leaves
    // under its tools, less the path strip's when it shows. Measured from
    // the tools' foot, less the strip's room always, the room is the same
    // with the strip or without it (a tight tree shows it, a tree with α/β
    // beside its nodes does not: a room that changed with it would flip
    // between the two).
    let tools = svg.parent_element().and_then(|panel| panel.query_selector(".tree-tools").ok().flatten());
    let present = gloo::utils::document().document_element().is_some_and(|html| html.has_attribute("data-present"));
    let strip = if present { STRIP_ROOM.1 } else { STRIP_ROOM.0 };
    match tools {
        Some(tools) => (size.0, (svg.get_bounding_client_rect().bottom() - tools.get_bounding_client_rect().bottom() - strip).max(1.0)),
        None => size,
    }
}

pub(super) fn screen_size(svg: &Element, cache: &SizeCache) -> (f64, f64) {
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

/// Converts a client position to SVG units, honouring `xMidYMid meet`.
pub(super) fn to_svg(svg: &Element, width: f64, height: f64, x: f64, y: f64) -> (f64, f64) {
    let rect = svg.get_bounding_client_rect();
    let k = (rect.width() / width).min(rect.height() / height).max(1e-6);
    let ox = (rect.width() - width * k) / 2.0;
    let oy = (rect.height() - height * k) / 2.0;
    ((x - rect.left() - ox) / k, (y - rect.top() - oy) / k)
}

pub(super) fn pinch_spread(pointers: &HashMap<i32, (f64, f64)>) -> f64 {
    let points: Vec<&(f64, f64)> = pointers.values().take(2).collect();
    match points.as_slice() {
        [a, b] => ((a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)).sqrt(),
        _ => 0.0,
    }
}
