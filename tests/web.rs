//! Component tests in headless Chromium (wasm-bindgen-test): mount the app,
//! act on it, flush the renderer, and read the DOM.
#![cfg(target_arch = "wasm32")]

use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement, KeyboardEvent, KeyboardEventInit};

wasm_bindgen_test_configure!(run_in_browser);

/// A fresh mount point, so tests do not see each other's DOM.
fn mount() -> Element {
    let document = gloo::utils::document();
    let root = document.create_element("div").unwrap_or_else(|_| panic!("create div"));
    gloo::utils::body().append_child(&root).unwrap_or_else(|_| panic!("append"));
    yew::Renderer::<minimax_lab::ui::App>::with_root(root.clone()).render();
    root
}

fn query(root: &Element, selector: &str) -> Element {
    root.query_selector(selector).ok().flatten().unwrap_or_else(|| panic!("no element matches {selector}"))
}

fn text(root: &Element, selector: &str) -> String {
    query(root, selector).text_content().unwrap_or_default()
}

fn state(root: &Element, path: &str) -> String {
    query(root, &format!("[data-path=\"{path}\"]")).get_attribute("data-state").unwrap_or_default()
}

async fn click(root: &Element, testid: &str) {
    query(root, &format!("[data-testid=\"{testid}\"]")).unchecked_into::<HtmlElement>().click();
    yew::scheduler::flush().await;
}

async fn press(key: &str) {
    let init = KeyboardEventInit::new();
    init.set_key(key);
    init.set_bubbles(true);
    let event = KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).unwrap_or_else(|_| panic!("keyboard event"));
    gloo::utils::document().dispatch_event(&event).unwrap_or_else(|_| panic!("dispatch"));
    yew::scheduler::flush().await;
}

#[wasm_bindgen_test]
async fn classic_example_is_drawn_at_the_end() {
    let root = mount();
    yew::scheduler::flush().await;
    assert_eq!(text(&root, "[data-testid=root-value]"), "3");
    assert_eq!(text(&root, "[data-testid=step-counter]"), "step 23 of 23");
    for path in ["1.1", "1.2", "2.1", "2.2"] {
        assert_eq!(state(&root, path), "pruned", "leaf {path}");
    }
    assert_eq!(state(&root, ""), "done");
    // One drawn node per tree node.
    let nodes = root.query_selector_all("[data-path]").unwrap_or_else(|_| panic!("query"));
    assert_eq!(nodes.length(), 13);
    // The cutoff marks sit on the edges into the first pruned children.
    assert_eq!(root.query_selector_all(".cut-mark").map(|l| l.length()).unwrap_or(0), 2);
}

#[wasm_bindgen_test]
async fn buttons_and_keys_step_the_search() {
    let root = mount();
    yew::scheduler::flush().await;
    click(&root, "step-start").await;
    assert_eq!(text(&root, "[data-testid=step-counter]"), "step 0 of 23");
    assert_eq!(state(&root, ""), "unvisited");
    assert_eq!(text(&root, "[data-testid=root-value]"), "?");
    click(&root, "step-forward").await;
    assert_eq!(state(&root, ""), "active");
    assert_eq!(query(&root, "[data-path=\"\"]").get_attribute("data-alpha").as_deref(), Some("-inf"));
    assert!(text(&root, "[data-testid=explanation]").starts_with("A is a MAX node"));
    // PageDown is what a presentation clicker sends.
    for _ in 0..12 {
        press("PageDown").await;
    }
    assert_eq!(text(&root, "[data-testid=step-counter]"), "step 13 of 23");
    assert_eq!(query(&root, "[data-path=\"1\"]").get_attribute("data-beta").as_deref(), Some("2"));
    assert_eq!(query(&root, "[data-path=\"1\"]").get_attribute("data-value").as_deref(), Some("<=2"));
    press("ArrowRight").await;
    assert_eq!(state(&root, "1.1"), "pruned");
    assert!(text(&root, "[data-testid=explanation]").contains("β = 2 ≤ α = 3"));
    press("PageUp").await;
    assert_eq!(state(&root, "1.1"), "unvisited");
    press("End").await;
    assert_eq!(text(&root, "[data-testid=root-value]"), "3");
}
