//! Component tests in headless Chromium (wasm-bindgen-test): mount the app,
//! act on it, flush the renderer, and read the DOM.
//!
//! Only what the end-to-end tests (tests/e2e) do not already check lives
//! here: the step buttons (e2e steps with keys), the drawing's cut marks,
//! best-play edges and cutoff count, the lines a step highlights, the call
//! stack and the form in force, the strict rule's pseudocode and
//! explanations, and a leaf edit at a step past the new search's end.
//! Scenarios e2e covers whole (a bad link, broken notation, the language
//! link and menu, editing a leaf with Escape and undo) are not repeated.
#![cfg(target_arch = "wasm32")]

use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement, HtmlInputElement, KeyboardEvent, KeyboardEventInit, MouseEvent, MouseEventInit};

wasm_bindgen_test_configure!(run_in_browser);

/// A fresh app on a fresh mount point, with no saved work and only the link
/// `query`, so tests do not see each other's state.
async fn mount(query: &str) -> Element {
    let window = gloo::utils::window();
    if let Ok(Some(storage)) = window.local_storage() {
        let _ = storage.clear();
    }
    let path = window.location().pathname().unwrap_or_default();
    // English unless the test asks otherwise, whatever the browser's language.
    let query = if query.contains("lang=") {
        query.to_string()
    } else if query.is_empty() {
        "?lang=en".to_string()
    } else {
        format!("{query}&lang=en")
    };
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&format!("{path}{query}")));
    }
    let document = gloo::utils::document();
    let root = document.create_element("div").unwrap_or_else(|_| panic!("create div"));
    gloo::utils::body().append_child(&root).unwrap_or_else(|_| panic!("append"));
    yew::Renderer::<minimax_lab::ui::App>::with_root(root.clone()).render();
    yew::scheduler::flush().await;
    root
}

fn query(root: &Element, selector: &str) -> Element {
    root.query_selector(selector).ok().flatten().unwrap_or_else(|| panic!("no element matches {selector}"))
}

fn text(root: &Element, selector: &str) -> String {
    query(root, selector).text_content().unwrap_or_default()
}

fn attr(root: &Element, path: &str, name: &str) -> Option<String> {
    query(root, &format!("[data-path=\"{path}\"]")).get_attribute(name)
}

fn state(root: &Element, path: &str) -> String {
    attr(root, path, "data-state").unwrap_or_default()
}

/// Clicks an element, HTML or SVG (SVG elements have no `.click()`).
async fn click(root: &Element, selector: &str) {
    let element = query(root, selector);
    if let Some(html) = element.dyn_ref::<HtmlElement>() {
        html.click();
    } else {
        let init = MouseEventInit::new();
        init.set_bubbles(true);
        let event = MouseEvent::new_with_mouse_event_init_dict("click", &init).unwrap_or_else(|_| panic!("mouse event"));
        element.dispatch_event(&event).unwrap_or_else(|_| panic!("dispatch"));
    }
    yew::scheduler::flush().await;
}

async fn press_on(target: &web_sys::EventTarget, key: &str) {
    let init = KeyboardEventInit::new();
    init.set_key(key);
    init.set_bubbles(true);
    let event = KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).unwrap_or_else(|_| panic!("keyboard event"));
    target.dispatch_event(&event).unwrap_or_else(|_| panic!("dispatch"));
    yew::scheduler::flush().await;
}

async fn press(key: &str) {
    press_on(&gloo::utils::document(), key).await;
}

fn highlighted(root: &Element) -> Vec<String> {
    let lines = root.query_selector_all(".code-line.current").unwrap_or_else(|_| panic!("query"));
    (0..lines.length()).filter_map(|i| lines.item(i)).map(|n| n.text_content().unwrap_or_default().trim().to_string()).collect()
}

#[wasm_bindgen_test]
async fn a_first_visit_opens_the_classic_example_at_step_0_and_end_shows_the_answer() {
    let root = mount("").await;
    assert_eq!(text(&root, "[data-testid=step-counter]"), "step 0 of 23", "the answer is not on screen yet");
    assert_eq!(text(&root, "[data-testid=root-value]"), "?");
    assert_eq!(state(&root, "1.1"), "unvisited");
    click(&root, "[data-testid=step-end]").await;
    assert_eq!(text(&root, "[data-testid=root-value]"), "3");
    assert_eq!(text(&root, "[data-testid=step-counter]"), "step 23 of 23");
    for path in ["1.1", "1.2", "2.1", "2.2"] {
        assert_eq!(state(&root, path), "pruned", "leaf {path}");
    }
    assert_eq!(state(&root, ""), "done");
    assert_eq!(root.query_selector_all("[data-path]").map(|l| l.length()).unwrap_or(0), 13);
    // Cut marks on the edges into the first pruned children, and the
    // principal variation A → B → 3 at the end.
    assert_eq!(root.query_selector_all(".cut-mark").map(|l| l.length()).unwrap_or(0), 2);
    assert_eq!(root.query_selector_all(".edge.pv").map(|l| l.length()).unwrap_or(0), 2);
    assert_eq!(text(&root, "[data-testid=stat-cutoffs]"), "2");
}

#[wasm_bindgen_test]
async fn stepping_changes_states_alpha_beta_and_the_pseudocode_line() {
    let root = mount("").await;
    // Away from step 0 first, or the Start button would have nothing to do.
    click(&root, "[data-testid=step-forward]").await;
    click(&root, "[data-testid=step-forward]").await;
    assert_eq!(text(&root, "[data-testid=step-counter]"), "step 2 of 23");
    click(&root, "[data-testid=step-start]").await;
    assert_eq!(text(&root, "[data-testid=step-counter]"), "step 0 of 23");
    assert_eq!(state(&root, ""), "unvisited");
    assert_eq!(text(&root, "[data-testid=root-value]"), "?");
    assert!(highlighted(&root).is_empty());
    click(&root, "[data-testid=step-forward]").await;
    assert_eq!(state(&root, ""), "active");
    assert_eq!(attr(&root, "", "data-alpha").as_deref(), Some("-inf"));
    assert_eq!(highlighted(&root), ["function MAX-VALUE(state, α, β) returns a utility value", "v ← −∞"]);
    assert!(text(&root, "[data-testid=explanation]").starts_with("A is a MAX node"));
    // PageDown is what a presentation clicker sends.
    for _ in 0..12 {
        press("PageDown").await;
    }
    assert_eq!(text(&root, "[data-testid=step-counter]"), "step 13 of 23");
    // AIMA's MIN-VALUE: v ← MIN(v, 2) = 2, and v ≤ α returns before β moves.
    assert_eq!(attr(&root, "1", "data-beta").as_deref(), Some("inf"));
    assert_eq!(attr(&root, "1", "data-alpha").as_deref(), Some("3"));
    assert_eq!(attr(&root, "1", "data-value").as_deref(), Some("<=2"));
    assert_eq!(highlighted(&root), ["v ← MIN(v, MAX-VALUE(RESULT(state, a), α, β))"]);
    assert!(text(&root, "[data-testid=call-stack]").contains("α = 3, β = ∞"));
    assert!(text(&root, "[data-testid=in-force]").starts_with("AIMA"));
    press("ArrowRight").await;
    assert_eq!(state(&root, "1.1"), "pruned");
    assert_eq!(highlighted(&root), ["if v ≤ α then return v"]);
    assert!(text(&root, "[data-testid=explanation]").contains("v = 2 ≤ α = 3, so C returns v at once, without changing β"));
    assert_eq!(attr(&root, "1", "data-beta").as_deref(), Some("inf"));
    // The update-first form: β ← MIN(β, v) = 2 first, then α ≥ β breaks.
    choose(&root, "form", "update-first").await;
    assert_eq!(text(&root, "[data-testid=step-counter]"), "step 14 of 23", "the step is kept");
    assert_eq!(attr(&root, "1", "data-beta").as_deref(), Some("2"));
    assert_eq!(highlighted(&root), ["if α ≥ β then break"]);
    assert!(text(&root, "[data-testid=explanation]").contains("β = 2 ≤ α = 3"));
    press("PageUp").await;
    assert_eq!(highlighted(&root), ["v ← MIN(v, MAX-VALUE(RESULT(state, a), α, β))", "β ← MIN(β, v)"]);
    assert!(text(&root, "[data-testid=call-stack]").contains("α = 3, β = 2"));
    assert_eq!(state(&root, "1.1"), "unvisited");
    press("End").await;
    assert_eq!(text(&root, "[data-testid=root-value]"), "3");
}

async fn choose(root: &Element, testid: &str, value: &str) {
    let select = query(root, &format!("[data-testid={testid}]")).unchecked_into::<web_sys::HtmlSelectElement>();
    select.set_value(value);
    let event = web_sys::Event::new("change").unwrap_or_else(|_| panic!("change event"));
    select.dispatch_event(&event).unwrap_or_else(|_| panic!("dispatch"));
    yew::scheduler::flush().await;
}

#[wasm_bindgen_test]
async fn the_strict_rule_reads_strictly_and_says_why_a_tie_does_not_cut() {
    let root = mount("?tree=%3C3,4%3E,%3C3,5%3E,%3C1,9%3E&cut=gt&step=11").await;
    let code = text(&root, "[data-testid=pseudocode]");
    assert!(code.contains("if v < α then return v") && code.contains("if v > β then return v"), "{code}");
    assert!(!code.contains('≤') && !code.contains('≥'), "no non-strict test is shown: {code}");
    assert!(
        text(&root, "[data-testid=explanation]")
            .contains("v = α = 3: equal is not enough under the strict rule (v < α), so no cutoff and C keeps searching")
    );
    assert_eq!(highlighted(&root), ["v ← MIN(v, MAX-VALUE(RESULT(state, a), α, β))", "if v < α then return v", "β ← MIN(β, v)"]);
    choose(&root, "form", "update-first").await;
    assert!(text(&root, "[data-testid=pseudocode]").contains("if α > β then break"));
    assert!(
        text(&root, "[data-testid=explanation]")
            .contains("β = α = 3: equal is not enough under the strict rule (α > β), so C keeps searching.")
    );
    assert_eq!(text(&root, "[data-testid=in-force]"), "update α/β first · Cut at α > β (keeps ties)");
}

#[wasm_bindgen_test]
async fn a_leaf_edit_at_the_last_step_shows_the_last_step_of_the_new_search() {
    // (End to end, app.test.mjs edits at step 12, which the new search still
    // has; here the old step, 23, is past the new search's end.)
    let root = mount("?tree=%3C3,5,10%3E,%3C2,a,b%3E,%3C2,7,3%3E&step=end").await;
    assert_eq!(text(&root, "[data-testid=step-counter]"), "step 23 of 23");
    click(&root, "[data-path=\"1.0\"]").await;
    let input = query(&root, "[data-testid=leaf-input]").unchecked_into::<HtmlInputElement>();
    input.set_value("9");
    press_on(&input, "Enter").await;
    // Alpha-beta now needs a's value and stops there, at its last step.
    assert_eq!(text(&root, "[data-testid=step-counter]"), "step 14 of 14");
    assert!(text(&root, "[data-testid=explanation]").contains("needs the value of a"));
}
