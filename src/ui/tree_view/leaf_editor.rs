//! The in-place editor of a leaf's value: HTML over the drawing (an
//! `<input>` inside the SVG would be created in the SVG namespace and not
//! work).

use wasm_bindgen::JsCast;
use web_sys::{HtmlElement, HtmlInputElement};
use yew::prelude::*;

use minimax_engine::layout::fixed;

use super::props::TreeViewProps;
use minimax_app::i18n::text;
use minimax_app::state::Action;
use minimax_engine::tree::{Leaf, NodeId};

/// The in-place editor over a leaf (`left`, `top` in pixels within the
/// panel, under the leaf): Enter commits, Esc cancels, leaving it cancels.
pub(super) fn leaf_editor(p: &TreeViewProps, id: NodeId, left: f64, top: f64, input_ref: &NodeRef) -> Html {
    let current = match p.search.tree[id].leaf() {
        Some(Leaf::Value(v)) => v.notation(),
        Some(Leaf::Placeholder(p)) => p.to_string(),
        Some(Leaf::Vector(parts)) => format!("{{{}}}", parts.iter().map(|b| b.notation()).collect::<Vec<_>>().join(", ")),
        None => String::new(),
    };
    let onkeydown = {
        let p = p.clone();
        Callback::from(move |e: KeyboardEvent| {
            e.stop_propagation();
            match e.key().as_str() {
                "Enter" => {
                    e.prevent_default();
                    if let Some(input) = e.target().and_then(|t| t.dyn_into::<HtmlInputElement>().ok()) {
                        crate::ui::page::mark_input_pending();
                        p.dispatch.dispatch(Action::CommitLeaf(id, input.value()));
                    }
                }
                "Escape" => {
                    e.prevent_default();
                    crate::ui::page::mark_input_pending();
                    p.dispatch.dispatch(Action::CancelEdit);
                }
                _ => {}
            }
        })
    };
    let onblur = {
        // Later, so a click that moved the focus (on a tool button, say)
        // is handled first and is not lost to the re-render.
        let dispatcher = p.dispatch.clone();
        let serial = p.edit_serial;
        Callback::from(move |_: FocusEvent| {
            let dispatcher = dispatcher.clone();
            gloo::timers::callback::Timeout::new(200, move || dispatcher.dispatch(Action::CloseEditor(serial))).forget();
        })
    };
    let label = (text(p.lang).tree_view.leaf_input)(p.search.tree.name(id));
    html! {
        <input key={format!("edit-{}-{}", id.0, p.edit_serial)} ref={input_ref.clone()} class="leaf-input" data-testid="leaf-input" type="text" value={current}
            style={format!("left: {}px; top: {}px", fixed(left - 40.0, 0), fixed(top + 4.0, 0))} aria-label={label} {onkeydown} {onblur} />
    }
}

/// Focuses the editor's input once it is rendered.
pub(super) fn focus(node: &NodeRef) {
    if let Some(element) = node.cast::<HtmlElement>() {
        let _ = element.focus();
    }
}
