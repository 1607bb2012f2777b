//! Component tests in headless Chromium (wasm-bindgen-test): mount the app,
//! act on it, flush the renderer, and read the DOM.
#![cfg(target_arch = "wasm32")]

use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement, HtmlInputElement, HtmlTextAreaElement, InputEvent, KeyboardEvent, KeyboardEventInit, MouseEvent, MouseEventInit};

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

async fn type_notation(root: &Element, text: &str) {
    let area = query(root, "[data-testid=notation]").unchecked_into::<HtmlTextAreaElement>();
    area.set_value(text);
    let event = InputEvent::new("input").unwrap_or_else(|_| panic!("input event"));
    area.dispatch_event(&event).unwrap_or_else(|_| panic!("dispatch"));
    yew::scheduler::flush().await;
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
    assert!(text(&root, "[data-testid=explanation]").contains("v = α = 3: equal is not enough under the strict rule (v < α), so no cutoff and C keeps searching"));
    assert_eq!(highlighted(&root), ["v ← MIN(v, MAX-VALUE(RESULT(state, a), α, β))", "if v < α then return v", "β ← MIN(β, v)"]);
    choose(&root, "form", "update-first").await;
    assert!(text(&root, "[data-testid=pseudocode]").contains("if α > β then break"));
    assert!(text(&root, "[data-testid=explanation]").contains("β = α = 3: equal is not enough under the strict rule (α > β), so C keeps searching."));
    assert_eq!(text(&root, "[data-testid=in-force]"), "update α/β first · Cut at α > β (keeps ties)");
}

#[wasm_bindgen_test]
async fn editing_a_leaf_recomputes_the_trace() {
    let root = mount("?tree=%3C3,5,10%3E,%3C2,a,b%3E,%3C2,7,3%3E&step=end").await;
    click(&root, "[data-path=\"1.0\"]").await;
    let input = query(&root, "[data-testid=leaf-input]").unchecked_into::<HtmlInputElement>();
    input.set_value("9");
    press_on(&input, "Enter").await;
    assert_eq!(query(&root, "[data-testid=notation]").unchecked_into::<HtmlTextAreaElement>().value(), "<3,5,10>,<9,a,b>,<2,7,3>");
    // Alpha-beta now needs a's value and stops there.
    assert_eq!(text(&root, "[data-testid=step-counter]"), "step 14 of 14");
    assert!(text(&root, "[data-testid=explanation]").contains("needs the value of a"));
    // Escape cancels an edit.
    click(&root, "[data-path=\"1.1\"]").await;
    let input = query(&root, "[data-testid=leaf-input]");
    press_on(&input, "Escape").await;
    assert!(root.query_selector("[data-testid=leaf-input]").ok().flatten().is_none());
    click(&root, "[data-testid=undo]").await;
    assert_eq!(text(&root, "[data-testid=root-value]"), "3");
}

#[wasm_bindgen_test]
async fn broken_notation_shows_its_error_and_keeps_the_old_tree() {
    let root = mount("?tree=%3C3,5,10%3E,%3C2,a,b%3E,%3C2,7,3%3E&step=end").await;
    type_notation(&root, "<3,5,10>,<2,a,b").await;
    let errors = text(&root, "[data-testid=notation-errors]");
    assert!(errors.contains("expected '>' to close '<' opened at 1:10"), "{errors}");
    assert!(errors.contains("1 | <3,5,10>,<2,a,b"), "{errors}");
    assert_eq!(root.query_selector_all("[data-path]").map(|l| l.length()).unwrap_or(0), 13, "the old tree stays drawn");
    assert_eq!(text(&root, "[data-testid=root-value]"), "3");
    type_notation(&root, "<4,8>,<1,6>").await;
    assert_eq!(text(&root, "[data-testid=notation-errors]").trim(), "");
    assert_eq!(root.query_selector_all("[data-path]").map(|l| l.length()).unwrap_or(0), 7);
}

#[wasm_bindgen_test]
async fn a_bad_link_says_what_was_wrong() {
    let root = mount("?tree=%3C1,2&step=end").await;
    assert!(text(&root, "[data-testid=notice]").contains("tree with an error"));
    assert_eq!(text(&root, "[data-testid=root-value]"), "3");
    // The link's text is kept in the editor with its error.
    assert_eq!(query(&root, "[data-testid=notation]").unchecked_into::<HtmlTextAreaElement>().value(), "<1,2");
    assert!(text(&root, "[data-testid=notation-errors]").contains("expected '>'"));
}

#[wasm_bindgen_test]
async fn the_language_follows_the_link_and_the_menu() {
    let root = mount("?tree=%3C3,5,10%3E,%3C2,a,b%3E,%3C2,7,3%3E&step=14&lang=ja").await;
    let html_lang = || gloo::utils::document().document_element().and_then(|e| e.get_attribute("lang"));
    assert_eq!(html_lang().as_deref(), Some("ja"));
    assert_eq!(text(&root, "[data-testid=step-counter]"), "ステップ 14 / 23");
    assert!(text(&root, "[data-testid=explanation]").ends_with("a、b を枝刈りします。"), "{}", text(&root, "[data-testid=explanation]"));
    let select = query(&root, "[data-testid=lang]").unchecked_into::<web_sys::HtmlSelectElement>();
    select.set_value("zh");
    let event = web_sys::Event::new("change").unwrap_or_else(|_| panic!("change event"));
    select.dispatch_event(&event).unwrap_or_else(|_| panic!("dispatch"));
    yew::scheduler::flush().await;
    assert_eq!(html_lang().as_deref(), Some("zh"));
    assert_eq!(text(&root, "[data-testid=step-counter]"), "第 14 步，共 23 步");
    assert!(text(&root, "[data-testid=explanation]").ends_with("所以 a 和 b 被剪枝。"));
    assert_eq!(attr(&root, "2", "aria-label").as_deref(), Some("D，MIN 节点，未访问"));
}
