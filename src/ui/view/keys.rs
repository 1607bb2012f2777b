//! Keys on the document: where a key press lands (a text field, a control,
//! a menu, the step slider or the page), which keys step the search, and
//! the handler that decides who gets a key: the app, the focused control,
//! or (embedded) the page around the widget.

use wasm_bindgen::JsCast;
use web_sys::{HtmlElement, KeyboardEvent};
use yew::UseReducerDispatcher;

use super::protocol::post_key;
use minimax_app::state::{Action, Model};

/// Where a key press lands, for deciding who gets it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum KeyTarget {
    /// A text field (or editable element): its keys are for typing.
    Text,
    /// A button, checkbox, link or menu: the stepping keys are still ours
    /// (a focused control never turns Page Down into something else), but
    /// Space presses it, as keyboard users expect, and does not also
    /// toggle play.
    Control,
    /// A menu (`<select>`): like a control, and ↑/↓ change it.
    Menu,
    /// The step slider: every stepping key is ours (Page Down after a drag
    /// steps forward, never "slider back"), Space toggles play.
    Slider,
    /// Anything else (the page, the drawing, a node).
    Page,
}

/// Where `event` lands.
pub fn key_target(event: &web_sys::Event) -> KeyTarget {
    let Some(element) = event.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) else { return KeyTarget::Page };
    if element.has_attribute("contenteditable") {
        return KeyTarget::Text;
    }
    match element.tag_name().as_str() {
        "INPUT" => {
            let kind = element.get_attribute("type").unwrap_or_default().to_ascii_lowercase();
            match kind.as_str() {
                // The step slider steps the search; any other slider (the
                // What-if value) keeps its own keys, like a text field.
                "range" if element.get_attribute("data-testid").as_deref() == Some("scrub") => KeyTarget::Slider,
                "range" => KeyTarget::Text,
                "button" | "submit" | "checkbox" | "radio" | "reset" => KeyTarget::Control,
                _ => KeyTarget::Text,
            }
        }
        "TEXTAREA" => KeyTarget::Text,
        "SELECT" => KeyTarget::Menu,
        "BUTTON" | "A" | "SUMMARY" => KeyTarget::Control,
        _ => KeyTarget::Page,
    }
}

/// The stepping keys: → / Page Down, ← / Page Up (what presentation
/// clickers send), Home, End, Space.
pub fn stepping_key(key: &str) -> Option<Action> {
    Some(match key {
        "ArrowRight" | "PageDown" => Action::Forward,
        "ArrowLeft" | "PageUp" => Action::Back,
        "Home" => Action::Start,
        "End" => Action::End,
        " " => Action::TogglePlay,
        _ => return None,
    })
}

/// A key pressed anywhere on the page, at `step` of `steps` (`embed`: the
/// widget is on a slide). Keys work anywhere outside text fields: arrows
/// and PageUp/PageDown (what presentation clickers send), Home, End, Space;
/// Ctrl+Z, Ctrl+Y. Embedded, keys the widget does not use go to the
/// embedding page, and so does stepping past either end, so a clicker moves
/// on to the next slide once the search is done.
pub fn on_keydown(event: &KeyboardEvent, step: usize, steps: usize, embed: bool, dispatcher: &UseReducerDispatcher<Model>) {
    let key = event.key();
    let target = key_target(event);
    let ctrl = event.ctrl_key() || event.meta_key();
    // Escape closes an open popover (random tree, share, export) and puts
    // the focus back on its button; with none open it goes on as before
    // (embedded: to the deck).
    let open = (key == "Escape")
        .then(|| gloo::utils::document().query_selector_all("details[open]").ok())
        .flatten()
        .filter(|list| list.length() > 0);
    if let Some(open) = open {
        for i in 0..open.length() {
            if let Some(details) = open.item(i).and_then(|n| n.dyn_into::<web_sys::Element>().ok()) {
                let _ = details.remove_attribute("open");
                if let Some(summary) = details.query_selector("summary").ok().flatten().and_then(|s| s.dyn_into::<HtmlElement>().ok()) {
                    let _ = summary.focus();
                }
            }
        }
        return;
    }
    // Space on a focused button, checkbox or menu is that control's own key.
    if key == " " && matches!(target, KeyTarget::Control | KeyTarget::Menu) {
        return;
    }
    if embed && matches!(target, KeyTarget::Menu | KeyTarget::Slider) && matches!(key.as_str(), "ArrowUp" | "ArrowDown") {
        // ↑/↓ would change the speed menu or move the slider; the deck uses
        // them to step (embed.js), so pass them on.
        event.prevent_default();
        post_key(key, event.code());
        return;
    }
    if embed && target != KeyTarget::Text {
        let past_end = matches!(key.as_str(), "ArrowRight" | "PageDown") && step >= steps;
        let before_start = matches!(key.as_str(), "ArrowLeft" | "PageUp") && step == 0;
        // ↑/↓ go to the deck (embed.js steps with them): the widget handles
        // them, so they never also scroll the page around the frame (the
        // browser chains a frame's unused scroll keys to its host).
        if matches!(key.as_str(), "ArrowUp" | "ArrowDown") && !ctrl && !event.alt_key() {
            event.prevent_default();
        }
        if stepping_key(&key).is_none() || past_end || before_start || ctrl || event.alt_key() {
            post_key(key, event.code());
            return;
        }
    }
    // In the notation editor Ctrl+Z and Ctrl+Y are the app's undo and redo
    // (a burst of typing is one step), so the text and the drawing keep one
    // history; other text fields keep their own.
    let in_notation = target == KeyTarget::Text
        && event.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()).is_some_and(|e| e.id() == "notation");
    let action = match (ctrl, event.shift_key(), key.as_str()) {
        (true, _, _) if target == KeyTarget::Text && !in_notation => return,
        (true, false, "z" | "Z") => Action::Undo,
        (true, true, "z" | "Z") | (true, _, "y" | "Y") => Action::Redo,
        _ if ctrl || event.alt_key() || target == KeyTarget::Text => return,
        _ => match stepping_key(&key) {
            Some(action) => action,
            None => return,
        },
    };
    event.prevent_default();
    crate::ui::page::mark_input_pending();
    dispatcher.dispatch(action);
}
