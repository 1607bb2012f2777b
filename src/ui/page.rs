//! Small facts and acts about the whole page that both the view and the
//! tree drawing need: whether the device is a touch screen, and closing
//! the other popovers when one opens. A leaf module, so neither of them
//! has to name the other for these.

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
