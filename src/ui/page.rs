//! Small facts and acts about the whole page that the view, the tree
//! drawing and the module's panels need: whether the device is a touch
//! screen, closing the other popovers when one opens, bringing a panel
//! into sight. A leaf module, so none of them has to name another for
//! these.

use wasm_bindgen::JsCast;

/// Opening one popover (Share / Embed, Export, Random tree) closes the
/// others, so none is left open over or under another.
pub fn close_other_popovers(opened: &web_sys::Element) {
    let Ok(open) = gloo::utils::document().query_selector_all("details.share[open], details.export[open], details.random[open]") else {
        return;
    };
    for i in 0..open.length() {
        if let Some(details) = open.item(i).and_then(|n| n.dyn_into::<web_sys::Element>().ok())
            && &details != opened
        {
            let _ = details.remove_attribute("open");
        }
    }
}

/// A touch screen with no mouse or trackpad: hints say "tap", not
/// "press →" or "click".
pub fn is_touch() -> bool {
    let window = gloo::utils::window();
    let matches = |query: &str| window.match_media(query).ok().flatten().is_some_and(|m| m.matches());
    matches("(pointer: coarse)") && !matches("(any-pointer: fine)")
}

/// Brings a panel that just opened (or a result that just came) to where
/// the reader is looking: scrolled into view as little as needed, and
/// focused (it has `tabindex="-1"`), so the keyboard and screen readers
/// are there too.
pub fn bring_into_sight(node: &yew::NodeRef) {
    if let Some(element) = node.cast::<web_sys::HtmlElement>() {
        let options = web_sys::ScrollIntoViewOptions::new();
        options.set_block(web_sys::ScrollLogicalPosition::Nearest);
        element.scroll_into_view_with_scroll_into_view_options(&options);
        let _ = element.focus();
    }
}

/// Focuses a panel (it has `tabindex="-1"`) where it is, without scrolling:
/// a panel the page opens with, so the keyboard and screen readers start
/// there while the reader still sees the top of the page.
pub fn focus_in_place(node: &yew::NodeRef) {
    if let Some(element) = node.cast::<web_sys::HtmlElement>() {
        let options = web_sys::FocusOptions::new();
        options.set_prevent_scroll(true);
        let _ = element.focus_with_options(&options);
    }
}

/// The prerendered shell (`static/shell.html`, inlined into index.html):
/// what the page shows while the build loads. Removed once the app has
/// drawn its first view, which it covers until then (so the reader never
/// sees a blank or half-drawn frame between the two).
pub fn remove_shell() {
    if let Some(shell) = gloo::utils::document().get_element_by_id("shell") {
        shell.remove();
    }
}

/// The attribute on `<html>` that says a key was taken and its result is
/// not drawn yet. Yew renders after an input in its own time (it yields to
/// the browser every 16 ms, and a loaded machine runs its timers late), so
/// what a key did shows a moment later; the end-to-end tests wait for this
/// mark to go rather than read a step the page has not drawn.
const INPUT_PENDING: &str = "data-input-pending";

/// A key or a step button was taken and its action dispatched (see
/// [`INPUT_PENDING`]): the key handler, the step buttons and the leaf
/// editor's Enter and Esc.
pub fn mark_input_pending() {
    if let Some(root) = gloo::utils::document().document_element() {
        let _ = root.set_attribute(INPUT_PENDING, "");
    }
}

/// The app has drawn, and run its effects, since the last key it took.
pub fn mark_input_drawn() {
    if let Some(root) = gloo::utils::document().document_element()
        && root.has_attribute(INPUT_PENDING)
    {
        let _ = root.remove_attribute(INPUT_PENDING);
    }
}
