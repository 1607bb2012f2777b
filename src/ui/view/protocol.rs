//! The slide protocol: `postMessage` between an embedded widget and the
//! page (a slide deck) that embeds it. The page sends `next`, `prev`,
//! `start`, `end`, `goto` (with `step`), `load` and `hello` (or `state`:
//! the same question); the widget answers with its state after each change
//! (`{event: "step", step, steps, tree, seq}`, `seq` the number of the last
//! numbered `goto` it read), after each practice Check its score
//! (`{event: "score", right, total}`), and passes on the keys it does not use. Messages that are not ours, or not valid, are ignored.

use minimax_app::doc::Doc;
use minimax_app::state::Action;

/// A message to or from a page that embeds the widget.
#[derive(serde::Serialize, serde::Deserialize, Default, Debug)]
struct Message {
    #[serde(rename = "type")]
    kind: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    action: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    event: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    tree: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    algo: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    cut: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    form: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    step: Option<usize>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    steps: Option<usize>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    key: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    code: Option<String>,
    /// A `goto`'s number; in a report, the number of the last `goto` read.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    seq: Option<f64>,
    /// A Check's score: answers right, out of how many.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    right: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    total: Option<u32>,
    /// A score's: the exercise's first Check (the one the tally counts).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    first: Option<bool>,
    /// A score's exercise (`easy-3`), when the tree is one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    exercise: Option<String>,
}

const PROTOCOL: &str = "minimax-lab";

/// The page embedding this one, if any.
fn parent_window() -> Option<web_sys::Window> {
    let window = gloo::utils::window();
    let parent = window.parent().ok().flatten()?;
    let own: &wasm_bindgen::JsValue = window.as_ref();
    let theirs: &wasm_bindgen::JsValue = parent.as_ref();
    (own != theirs).then_some(parent)
}

/// Posts a message to the embedding page, if there is one.
fn post_to_parent(message: &Message) {
    let Some(parent) = parent_window() else { return };
    if let Ok(value) = serde_wasm_bindgen::to_value(message) {
        let _ = parent.post_message(&value, "*");
    }
}

/// Tells the embedding page where the search is and on what: `{event:
/// "step", step, steps, tree, seq}` (the tree as its notation; `seq` the
/// number of the last numbered `goto` read, 0 before any: a report that
/// always carries one is never mistaken, however late it arrives, for an
/// answer to a `goto` sent after it).
pub fn post_step(step: usize, steps: usize, tree: &str, seq: Option<f64>) {
    post_to_parent(&Message {
        kind: PROTOCOL.to_string(),
        event: Some("step".to_string()),
        step: Some(step),
        steps: Some(steps),
        tree: Some(tree.to_string()),
        seq: Some(seq.unwrap_or(0.0)),
        ..Message::default()
    });
}

/// Tells the embedding page a practice Check's score: `{event: "score",
/// right, total, first, exercise?}` (the answer sheet's marks, or the
/// predictions so far; `first` on the exercise's first Check).
pub fn post_score(right: u32, total: u32, first: bool, exercise: Option<String>) {
    post_to_parent(&Message {
        kind: PROTOCOL.to_string(),
        event: Some("score".to_string()),
        right: Some(right),
        total: Some(total),
        first: Some(first),
        exercise,
        ..Message::default()
    });
}

/// The number of a numbered `goto` (`{action: "goto", step, seq}`).
pub fn goto_seq(data: wasm_bindgen::JsValue) -> Option<f64> {
    let message: Message = serde_wasm_bindgen::from_value(data).ok()?;
    (message.kind == PROTOCOL && message.action.as_deref() == Some("goto")).then_some(message.seq?).filter(|s| s.is_finite())
}

/// Passes a key the widget does not use on to the embedding page:
/// `{event: "key", key, code}`.
pub fn post_key(key: String, code: String) {
    post_to_parent(&Message {
        kind: PROTOCOL.to_string(),
        event: Some("key".to_string()),
        key: Some(key),
        code: Some(code),
        ..Message::default()
    });
}

/// True for `{type: "minimax-lab", action: "hello"}` or `action: "state"`:
/// the embedding page asks for the current state (it may have loaded after
/// the widget).
pub fn is_hello(data: wasm_bindgen::JsValue) -> bool {
    serde_wasm_bindgen::from_value::<Message>(data)
        .is_ok_and(|m| m.kind == PROTOCOL && matches!(m.action.as_deref(), Some("hello" | "state")))
}

/// Whether `action` moves the search (next, prev, start, end, goto).
pub fn is_stepping(action: &Action) -> bool {
    matches!(action, Action::Forward | Action::Back | Action::Start | Action::End | Action::Seek(_))
}

/// The action an embedding page asks for, if the message is ours and valid.
pub fn incoming_action(data: wasm_bindgen::JsValue, doc: &Doc) -> Option<Action> {
    let message: Message = serde_wasm_bindgen::from_value(data).ok()?;
    if message.kind != PROTOCOL {
        return None;
    }
    match message.action.as_deref()? {
        "next" => Some(Action::Forward),
        "prev" => Some(Action::Back),
        "start" => Some(Action::Start),
        "end" => Some(Action::End),
        // A step past the end is the end (`seek` clamps); no step, nothing.
        "goto" => message.step.map(Action::Seek),
        "load" => {
            let mut next = doc.clone();
            if let Some(tree) = message.tree {
                next.text = tree.into();
            }
            // The names and aliases links take (`FromStr`); a value that is
            // none of them keeps what is shown.
            if let Some(algorithm) = message.algo.as_deref().and_then(|a| a.parse().ok()) {
                next.algorithm = algorithm;
            }
            if let Some(cut) = message.cut.as_deref().and_then(|c| c.parse().ok()) {
                next.cut = cut;
            }
            if let Some(form) = message.form.as_deref().and_then(|f| f.parse().ok()) {
                next.form = form;
            }
            Some(Action::Load(next))
        }
        _ => None,
    }
}
