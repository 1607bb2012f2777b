//! The app shell: header with options, the tree view, step controls, the
//! explanation, pseudocode with the call stack, statistics and the editor.
//! IO (URL, localStorage, timers, keys) lives in effects here; every change
//! goes through [`Action`]s on the one [`Model`].

use gloo::events::EventListener;
use gloo::timers::callback::{Interval, Timeout};
use wasm_bindgen::JsCast;
use web_sys::{HtmlElement, HtmlInputElement, HtmlSelectElement, HtmlTextAreaElement, KeyboardEvent};
use yew::prelude::*;

use super::state::{Action, Doc, EXAMPLES, Model};
use super::tree_view::TreeView;
use super::url::{StepSpec, parse_link, to_query};
use crate::core::edit::Edit;
use crate::core::explain::{explain, highlighted_lines, pseudocode};
use crate::core::notation;
use crate::core::random::{RandomSpec, random_tree};
use crate::core::search::{Algorithm, CutRule};
use crate::core::tree::Player;

/// Where the current work is kept between visits. The value is the same
/// query string a link carries; the version is in the key.
pub const STORAGE_KEY: &str = "minimax-lab:v1";

/// Button icons as SVG paths (fonts on projector PCs lack ⏮ and ⏭).
const ICON_START: &str = "M6 5h2v14H6zM20 5v14L9 12z";
const ICON_BACK: &str = "M18 5v14L7 12z";
const ICON_FORWARD: &str = "M6 5v14l11-7z";
const ICON_END: &str = "M16 5h2v14h-2zM4 5v14l11-7z";
const ICON_PLAY: &str = "M7 4v16l13-8z";
const ICON_PAUSE: &str = "M6 4h4v16H6zM14 4h4v16h-4z";

/// Builds the first model from the link, else the saved work, else the
/// classic example; says what was wrong with a link or saved state.
fn initial_model() -> Model {
    let location = gloo::utils::window().location();
    let query = location.search().unwrap_or_default();
    let hash = location.hash().unwrap_or_default();
    let from_link = if query.contains("tree=") || !hash.contains("tree=") { query } else { hash };
    match load(&from_link, "The link") {
        Ok(Some(model)) => return model,
        Err(notice) => {
            let mut model = Model::classic();
            model.notice = Some(notice);
            return model;
        }
        Ok(None) => {}
    }
    let stored = gloo::utils::window().local_storage().ok().flatten().and_then(|s| s.get_item(STORAGE_KEY).ok().flatten());
    if let Some(stored) = stored {
        match load(&stored, "Your saved work") {
            Ok(Some(model)) => return model,
            Ok(None) | Err(_) => {
                let mut model = Model::classic();
                model.notice = Some("Your saved work from an earlier visit could not be read and was ignored.".to_string());
                return model;
            }
        }
    }
    Model::classic()
}

/// A model from a query string; `source` names it in messages.
fn load(query: &str, source: &str) -> Result<Option<Model>, String> {
    let link = match parse_link(query) {
        Ok(Some(link)) => link,
        Ok(None) => return Ok(None),
        Err(message) => return Err(format!("{source} could not be used: {message}.")),
    };
    let step = match link.step {
        StepSpec::At(k) => k,
        StepSpec::End => usize::MAX,
    };
    let broken = notation::parse(&link.doc.text).into_result().err();
    // A tree with errors is kept in the editor, so no work is lost; the
    // drawing shows the classic example until the text is fixed.
    let mut model = Model::new(link.doc, step);
    if let Some(errors) = broken {
        let first = errors.first().map(|e| e.to_string()).unwrap_or_default();
        model.notice = Some(format!("{source} has a tree with an error ({first}); the drawing shows the classic example until the text below is fixed."));
    }
    Ok(Some(model))
}

/// Puts the state in the address bar and in localStorage.
fn save(query: &str) {
    if query.is_empty() {
        return;
    }
    let window = gloo::utils::window();
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(query));
    }
    if let Ok(Some(storage)) = window.local_storage() {
        let _ = storage.set_item(STORAGE_KEY, query);
    }
}

/// True when keys should go to a text field rather than the stepper.
fn typing_in_field(event: &KeyboardEvent) -> bool {
    event
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .is_some_and(|e| matches!(e.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT") || e.has_attribute("contenteditable"))
}

/// The whole app.
#[function_component(App)]
pub fn app() -> Html {
    let model = use_reducer(initial_model);

    // Keys work anywhere outside text fields: arrows and PageUp/PageDown
    // (what presentation clickers send), Home, End, Space; Ctrl+Z, Ctrl+Y.
    {
        let dispatcher = model.dispatcher();
        use_effect_with((), move |_| {
            let listener = EventListener::new(&gloo::utils::document(), "keydown", move |event| {
                let Some(event) = event.dyn_ref::<KeyboardEvent>() else { return };
                let key = event.key();
                let ctrl = event.ctrl_key() || event.meta_key();
                let action = match (ctrl, event.shift_key(), key.as_str()) {
                    (true, false, "z" | "Z") => Action::Undo,
                    (true, true, "z" | "Z") | (true, _, "y" | "Y") => Action::Redo,
                    _ if ctrl || event.alt_key() || typing_in_field(event) => return,
                    (_, _, "ArrowRight" | "PageDown") => Action::Forward,
                    (_, _, "ArrowLeft" | "PageUp") => Action::Back,
                    (_, _, "Home") => Action::Start,
                    (_, _, "End") => Action::End,
                    (_, _, " ") => Action::TogglePlay,
                    _ => return,
                };
                if matches!(action, Action::Undo | Action::Redo) && typing_in_field(event) {
                    // Let the text field undo its own typing.
                    return;
                }
                event.prevent_default();
                dispatcher.dispatch(action);
            });
            move || drop(listener)
        });
    }

    // Autoplay.
    {
        let dispatcher = model.dispatcher();
        use_effect_with((model.playing, model.delay_ms), move |&(playing, delay)| {
            let timer = playing.then(|| Interval::new(delay, move || dispatcher.dispatch(Action::Tick)));
            move || drop(timer)
        });
    }

    // The state lives in the URL and in localStorage. Written a moment
    // after the last change, so stepping stays fast and Chromium does not
    // throttle a burst of history updates.
    {
        // Leaving the page writes at once what is still pending.
        let latest = use_mut_ref(String::new);
        {
            let latest = latest.clone();
            use_effect_with((), move |_| {
                let listener = EventListener::new(&gloo::utils::window(), "pagehide", move |_| save(&latest.borrow()));
                move || drop(listener)
            });
        }
        let key = (model.doc.clone(), model.step(), model.steps());
        use_effect_with(key, move |(doc, step, steps)| {
            let query = to_query(doc, *step, *steps);
            *latest.borrow_mut() = query.clone();
            let timer = Timeout::new(250, move || save(&query));
            move || drop(timer)
        });
    }

    let dispatch = |action: Action| {
        let model = model.clone();
        Callback::from(move |_: MouseEvent| model.dispatch(action.clone()))
    };
    let icon_button = |icon: &'static str, title: &'static str, testid: &'static str, action: Action, disabled: bool| {
        html! {
            <button type="button" class="icon-button" {title} aria-label={title} data-testid={testid} onclick={dispatch(action)} {disabled}>
                <svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><path d={icon} /></svg>
            </button>
        }
    };

    let step = model.step();
    let steps = model.steps();
    let explanation = match step {
        0 => "Press → (or Page Down) to start the search one step at a time.".to_string(),
        k => explain(&model.tree, &model.trace, k - 1),
    };
    let root_value = model.cursor.snapshot().interval(&model.tree, crate::core::tree::NodeId::ROOT).map_or("?".to_string(), |i| i.to_string());

    let on_slider = {
        let model = model.clone();
        Callback::from(move |e: InputEvent| {
            if let Some(input) = e.target_dyn_into::<HtmlInputElement>() {
                model.dispatch(Action::Seek(input.value().parse().unwrap_or(0)));
            }
        })
    };
    let on_speed = {
        let model = model.clone();
        Callback::from(move |e: Event| {
            if let Some(select) = e.target_dyn_into::<HtmlSelectElement>() {
                model.dispatch(Action::SetDelay(select.value().parse().unwrap_or(700)));
            }
        })
    };

    html! {
        <div class="app">
            { header(&model) }
            if let Some(notice) = &model.notice {
                <div class="notice" role="status" data-testid="notice">
                    <span>{ notice }</span>
                    <button type="button" class="text-button" onclick={dispatch(Action::Notice(None))} aria-label="Dismiss">{ "×" }</button>
                </div>
            }
            <div class="workspace">
                <main class="stage">
                    <section class="controls" aria-label="Step controls">
                        { icon_button(ICON_START, "Jump to start (Home)", "step-start", Action::Start, step == 0) }
                        { icon_button(ICON_BACK, "Step back (← or Page Up)", "step-back", Action::Back, step == 0) }
                        { icon_button(if model.playing { ICON_PAUSE } else { ICON_PLAY }, if model.playing { "Pause (Space)" } else { "Play (Space)" }, "play", Action::TogglePlay, false) }
                        { icon_button(ICON_FORWARD, "Step forward (→ or Page Down)", "step-forward", Action::Forward, step >= steps) }
                        { icon_button(ICON_END, "Jump to end (End)", "step-end", Action::End, step >= steps) }
                        <input type="range" class="scrub" min="0" max={steps.to_string()} value={step.to_string()} oninput={on_slider} aria-label="Step" data-testid="scrub" />
                        <span class="step-counter" data-testid="step-counter">{ format!("step {step} of {steps}") }</span>
                        <label class="speed">
                            <span class="visually-hidden">{ "Speed" }</span>
                            <select onchange={on_speed} aria-label="Autoplay speed" data-testid="speed">
                                { for [(1500u32, "slow"), (700, "normal"), (250, "fast")].iter().map(|(ms, name)| html! {
                                    <option value={ms.to_string()} selected={model.delay_ms == *ms}>{ *name }</option>
                                }) }
                            </select>
                        </label>
                        <span class="root-value">{ "root " }<strong data-testid="root-value">{ root_value }</strong></span>
                    </section>
                    <p class="explanation" data-testid="explanation" aria-live="polite">{ explanation }</p>
                    <TreeView model={model.clone()} />
                </main>
                <aside class="side">
                    { pseudocode_panel(&model) }
                    { stats_panel(&model) }
                    <Editor model={model.clone()} />
                </aside>
            </div>
        </div>
    }
}

fn header(model: &UseReducerHandle<Model>) -> Html {
    let on_example = {
        let model = model.clone();
        Callback::from(move |e: Event| {
            let Some(select) = e.target_dyn_into::<HtmlSelectElement>() else { return };
            let index: usize = select.value().parse().unwrap_or(usize::MAX);
            if let Some((_, text, _)) = EXAMPLES.get(index) {
                model.dispatch(Action::Load(Doc { text: text.to_string(), ..model.doc.clone() }));
            }
            select.set_value("");
        })
    };
    let on_algorithm = {
        let model = model.clone();
        Callback::from(move |e: Event| {
            if let Some(select) = e.target_dyn_into::<HtmlSelectElement>() {
                model.dispatch(Action::SetAlgorithm(if select.value() == "minimax" { Algorithm::Minimax } else { Algorithm::AlphaBeta }));
            }
        })
    };
    let on_cut = {
        let model = model.clone();
        Callback::from(move |e: Event| {
            if let Some(select) = e.target_dyn_into::<HtmlSelectElement>() {
                model.dispatch(Action::SetCut(if select.value() == "gt" { CutRule::Gt } else { CutRule::Ge }));
            }
        })
    };
    let simple = |action: Action| {
        let model = model.clone();
        Callback::from(move |_: MouseEvent| model.dispatch(action.clone()))
    };
    let root_is_max = model.tree[crate::core::tree::NodeId::ROOT].player() != Some(Player::Min);
    html! {
        <header class="app-header">
            <h1>{ "Minimax Lab" }</h1>
            <div class="options">
                <label>{ "Example " }
                    <select onchange={on_example} data-testid="examples" aria-label="Load an example">
                        <option value="" selected=true>{ "Choose…" }</option>
                        { for EXAMPLES.iter().enumerate().map(|(i, (name, _, _))| html! { <option value={i.to_string()}>{ *name }</option> }) }
                    </select>
                </label>
                <RandomTree model={model.clone()} />
                <label>{ "Algorithm " }
                    <select onchange={on_algorithm} data-testid="algorithm">
                        <option value="alphabeta" selected={model.doc.algorithm == Algorithm::AlphaBeta}>{ "Alpha-beta" }</option>
                        <option value="minimax" selected={model.doc.algorithm == Algorithm::Minimax}>{ "Minimax" }</option>
                    </select>
                </label>
                <label>{ "Cut at " }
                    <select onchange={on_cut} data-testid="cut" disabled={model.doc.algorithm == Algorithm::Minimax}>
                        <option value="ge" selected={model.doc.cut == CutRule::Ge}>{ "α ≥ β (usual)" }</option>
                        <option value="gt" selected={model.doc.cut == CutRule::Gt}>{ "α > β (keeps ties)" }</option>
                    </select>
                </label>
                <button type="button" class="text-button" data-testid="swap-root" onclick={simple(Action::Edit(Edit::SwapRoot))} title="Swap the root between MAX and MIN">
                    { if root_is_max { "Root: MAX ⇄" } else { "Root: MIN ⇄" } }
                </button>
                <button type="button" class="text-button" data-testid="undo" onclick={simple(Action::Undo)} disabled={model.undo.is_empty()} title="Undo (Ctrl+Z)">{ "Undo" }</button>
                <button type="button" class="text-button" data-testid="redo" onclick={simple(Action::Redo)} disabled={model.redo.is_empty()} title="Redo (Ctrl+Shift+Z)">{ "Redo" }</button>
            </div>
        </header>
    }
}

/// Props of components that read and change the one model.
#[derive(Properties, PartialEq)]
pub struct ModelProps {
    /// The app's state handle.
    pub model: UseReducerHandle<Model>,
}

/// "Random tree" with branching, depth and value range.
#[function_component(RandomTree)]
fn random_tree_picker(props: &ModelProps) -> Html {
    let spec = use_state(RandomSpec::default);
    let number = |get: fn(&RandomSpec) -> i64, set: fn(&mut RandomSpec, i64), label: &'static str, min: i64, max: i64| {
        let value = get(&spec).to_string();
        let spec = spec.clone();
        let oninput = Callback::from(move |e: InputEvent| {
            if let Some(input) = e.target_dyn_into::<HtmlInputElement>() {
                if let Ok(v) = input.value().parse::<i64>() {
                    let mut next = *spec;
                    set(&mut next, v.clamp(min, max));
                    spec.set(next);
                }
            }
        });
        html! { <label>{ label }<input type="number" min={min.to_string()} max={max.to_string()} {value} {oninput} /></label> }
    };
    let generate = {
        let (spec, model) = (spec.clone(), props.model.clone());
        Callback::from(move |_: MouseEvent| {
            let seed = js_sys_now_seed();
            let tree = random_tree(*spec, seed);
            model.dispatch(Action::Load(Doc { text: notation::print(&tree), ..model.doc.clone() }));
        })
    };
    html! {
        <details class="random">
            <summary data-testid="random">{ "Random tree" }</summary>
            <div class="random-form">
                { number(|s| i64::from(s.branching), |s, v| s.branching = v as u32, "Branching ", 1, 6) }
                { number(|s| i64::from(s.depth), |s, v| s.depth = v as u32, "Depth ", 1, 8) }
                { number(|s| s.low, |s, v| s.low = v, "Values from ", -999, 999) }
                { number(|s| s.high, |s, v| s.high = v, " to ", -999, 999) }
                <button type="button" class="text-button" onclick={generate} data-testid="generate">{ "Generate" }</button>
            </div>
        </details>
    }
}

/// A seed from the clock (the only randomness a teaching tree needs).
fn js_sys_now_seed() -> u64 {
    let now = gloo::utils::window().performance().map_or(0.0, |p| p.now());
    (now * 1000.0) as u64 ^ 0x9E37_79B9_7F4A_7C15
}

fn pseudocode_panel(model: &Model) -> Html {
    let algorithm = model.doc.algorithm;
    let lines = pseudocode(algorithm);
    let current = model.cursor.last_event(&model.trace).map(|e| highlighted_lines(&model.tree, algorithm, e)).unwrap_or_default();
    let snap = model.cursor.snapshot();
    let show = |b: Option<crate::core::num::Bound>| b.map_or("–".to_string(), |b| b.to_string());
    html! {
        <section class="panel" aria-label="Pseudocode">
            <h2>{ if algorithm == Algorithm::AlphaBeta { "Alpha-beta (AIMA)" } else { "Minimax (AIMA)" } }</h2>
            <pre class="code" data-testid="pseudocode">
                { for lines.iter().enumerate().map(|(i, line)| {
                    let on = current.contains(&i);
                    html! { <div class={classes!("code-line", on.then_some("current"))} data-line={i.to_string()} aria-current={on.then_some("step")}>{ line.text }{ "\n" }</div> }
                }) }
            </pre>
            <h3>{ "Call stack" }</h3>
            <ol class="stack" data-testid="call-stack">
                { for snap.path().iter().rev().map(|&id| {
                    let player = model.tree[id].player().map_or("", |p| p.name());
                    let window = if algorithm == Algorithm::AlphaBeta {
                        format!("α = {}, β = {}", show(snap.alpha(&model.tree, id)), show(snap.beta(&model.tree, id)))
                    } else {
                        String::new()
                    };
                    html! { <li><strong>{ model.tree.name(id) }</strong>{ format!(" {player}-VALUE  {window}") }</li> }
                }) }
            </ol>
            if snap.path().is_empty() { <p class="muted stack-empty">{ "empty: no call is running" }</p> }
        </section>
    }
}

fn stats_panel(model: &Model) -> Html {
    let now = model.cursor.snapshot().stats();
    let total = model.trace.stats();
    let other = model.other;
    let (this_name, other_name) = match model.doc.algorithm {
        Algorithm::AlphaBeta => ("alpha-beta", "minimax"),
        Algorithm::Minimax => ("minimax", "alpha-beta"),
    };
    let row = |name: &str, testid: &str, a: u32, b: u32, c: u32| {
        html! { <tr><th scope="row">{ name.to_string() }</th><td data-testid={testid.to_string()}>{ a }</td><td>{ b }</td><td>{ c }</td></tr> }
    };
    html! {
        <section class="panel" aria-label="Statistics">
            <h2>{ "Statistics" }</h2>
            <table class="stats">
                <thead><tr><th></th><th>{ "so far" }</th><th>{ format!("{this_name} total") }</th><th>{ format!("{other_name} total") }</th></tr></thead>
                <tbody>
                    { row("nodes visited", "stat-visited", now.nodes_visited, total.nodes_visited, other.nodes_visited) }
                    { row("leaves evaluated", "stat-leaves", now.leaves_evaluated, total.leaves_evaluated, other.leaves_evaluated) }
                    { row("cutoffs", "stat-cutoffs", now.cutoffs, total.cutoffs, other.cutoffs) }
                </tbody>
            </table>
        </section>
    }
}

/// The notation editor, in sync with the drawing both ways.
#[function_component(Editor)]
fn editor(props: &ModelProps) -> Html {
    let model = &props.model;
    let oninput = {
        let model = model.clone();
        Callback::from(move |e: InputEvent| {
            if let Some(area) = e.target_dyn_into::<HtmlTextAreaElement>() {
                model.dispatch(Action::SetText(area.value()));
            }
        })
    };
    let errors = model.errors.clone();
    let text = model.doc.text.clone();
    html! {
        <section class="panel" aria-label="Tree editor">
            <h2><label for="notation">{ "Tree" }</label></h2>
            <textarea id="notation" class={classes!("notation", (!errors.is_empty()).then_some("invalid"))} data-testid="notation"
                spellcheck="false" autocomplete="off" rows="4" value={text.clone()} {oninput}
                aria-invalid={(!errors.is_empty()).to_string()} aria-describedby="notation-help notation-errors" />
            <p id="notation-help" class="help">{ "Groups <…>, […] or (…); leaves are numbers (3, -2.5, inf) or names (a) for unknown values; max(…) / min(…) fix a node's kind; A: labels a node. Click a leaf in the drawing to edit it." }</p>
            <div id="notation-errors" data-testid="notation-errors" role="alert">
                if !errors.is_empty() {
                    <p class="error-summary">{ format!("{} error{} — the drawing shows the last tree that worked.", errors.len(), if errors.len() == 1 { "" } else { "s" }) }</p>
                    { for errors.iter().map(|e| html! {
                        <pre class="parse-error">{ e.render(&text) }</pre>
                    }) }
                }
            </div>
        </section>
    }
}

/// Focuses an element after render (the in-place leaf editor).
pub fn focus(node: &NodeRef) {
    if let Some(element) = node.cast::<HtmlElement>() {
        let _ = element.focus();
    }
}
