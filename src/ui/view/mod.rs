//! The app shell: header with options, the tree view, step controls, the
//! explanation, pseudocode with the call stack, statistics and the editor.
//! IO (URL, localStorage, timers, keys) lives in effects here; every change
//! goes through [`Action`]s on the one [`Model`].

use std::rc::Rc;

use gloo::events::{EventListener, EventListenerOptions};
use gloo::timers::callback::{Interval, Timeout};
use wasm_bindgen::JsCast;
use web_sys::{HtmlElement, HtmlInputElement, HtmlSelectElement, HtmlTextAreaElement, KeyboardEvent};
use yew::prelude::*;

use super::i18n::text;
use super::state::{Action, Doc, EXAMPLES, Model};
use super::tree_view::TreeView;
use super::url::{Presentation, Theme, to_query_with};
use crate::core::edit::Edit;
use crate::core::explain::{code_text, explain_in, highlighted_lines, pseudocode};
use crate::core::lang::Lang;
use crate::core::notation;
use crate::core::report::step_rows;
use crate::core::random::{RandomSpec, random_tree};
use crate::core::search::{Algorithm, CutRule, Form};
use crate::core::tree::Player;

mod keys;
mod protocol;
mod storage;

pub use storage::{FORM_KEY, LANG_KEY, RECENT_KEY, STORAGE_KEY};

/// Button icons as SVG paths (fonts on projector PCs lack ⏮ and ⏭).
const ICON_START: &str = "M6 5h2v14H6zM20 5v14L9 12z";
const ICON_BACK: &str = "M18 5v14L7 12z";
const ICON_FORWARD: &str = "M6 5v14l11-7z";
const ICON_END: &str = "M16 5h2v14h-2zM4 5v14l11-7z";
const ICON_PLAY: &str = "M7 4v16l13-8z";
const ICON_PAUSE: &str = "M6 4h4v16H6zM14 4h4v16h-4z";

/// The whole app.
#[function_component(App)]
pub fn app() -> Html {
    let model = use_reducer(storage::initial_model);

    // What the key handler needs to know of the current state.
    let live = use_mut_ref(|| (0usize, 0usize, false));
    *live.borrow_mut() = (model.step(), model.steps(), model.present.embed);

    // Keys on the document (see `keys::on_keydown`).
    {
        let dispatcher = model.dispatcher();
        let live = live.clone();
        use_effect_with((), move |_| {
            // Not passive: the keys we use must not also scroll the page.
            let options = EventListenerOptions::enable_prevent_default();
            let keydown = EventListener::new_with_options(&gloo::utils::document(), "keydown", options, move |event| {
                let Some(event) = event.dyn_ref::<KeyboardEvent>() else { return };
                let (step, steps, embed) = *live.borrow();
                keys::on_keydown(event, step, steps, embed, &dispatcher);
            });
            let listener = keydown;
            move || drop(listener)
        });
    }

    // The embedding page drives the widget with postMessage and hears back
    // after each change. Messages that do not match are ignored.
    {
        let model_for_messages = model.clone();
        let doc = model.doc.clone();
        let dispatcher = model_for_messages.dispatcher();
        let live = live.clone();
        use_effect_with(doc, move |doc| {
            let doc = doc.clone();
            let listener = EventListener::new(&gloo::utils::window(), "message", move |event| {
                let Some(event) = event.dyn_ref::<web_sys::MessageEvent>() else { return };
                if protocol::is_hello(event.data()) {
                    // A page that loaded after the widget asks where it is.
                    let (step, steps, _) = *live.borrow();
                    protocol::post_step(step, steps);
                    return;
                }
                if let Some(action) = protocol::incoming_action(event.data(), &doc) {
                    dispatcher.dispatch(action);
                }
            });
            move || drop(listener)
        });
        use_effect_with((model.step(), model.steps(), model.doc.clone()), |(step, steps, _)| {
            protocol::post_step(*step, *steps);
        });
    }

    // Theme, presentation mode and language live on <html>, so the whole
    // page follows (and screen readers and fonts pick the right language).
    use_effect_with((model.present, model.lang), |(present, lang)| {
        if let Some(root) = gloo::utils::document().document_element() {
            let _ = root.set_attribute("lang", lang.code());
            let _ = root.set_attribute("data-theme", present.theme.name());
            if present.projector {
                let _ = root.set_attribute("data-present", "");
            } else {
                let _ = root.remove_attribute("data-present");
            }
        }
    });

    // The pseudocode scrolls on its own (in its panel when embedded, in its
    // box in the full app): keep the current line in sight, the page itself
    // never scrolls there.
    use_effect_with((model.step(), model.trace.options(), !model.present.embed || model.present.pseudocode), |&(_, _, follow)| {
        if !follow {
            return;
        }
        let document = gloo::utils::document();
        let line = document.query_selector(".code-line.current").ok().flatten();
        let panel = line.as_ref().and_then(|l| l.closest(".code-scroll").ok().flatten());
        if let (Some(line), Some(panel)) = (line, panel) {
            let (l, p) = (line.get_bounding_client_rect(), panel.get_bounding_client_rect());
            if l.top() < p.top() || l.bottom() > p.bottom() {
                // Centre the line, with the comment above it in view too.
                let target = f64::from(panel.scroll_top()) + (l.top() - p.top()) - (p.height() - l.height()) / 2.0;
                panel.set_scroll_top(target.max(0.0) as i32);
            }
        }
    });

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
        let latest = use_mut_ref(|| (String::new(), false));
        {
            let latest = latest.clone();
            use_effect_with((), move |_| {
                let listener = EventListener::new(&gloo::utils::window(), "pagehide", move |_| {
                    let (query, store) = latest.borrow().clone();
                    storage::save(&query, store);
                });
                move || drop(listener)
            });
        }
        let key = (model.doc.clone(), model.step(), model.steps(), model.present);
        use_effect_with(key, move |(doc, step, steps, present)| {
            let query = to_query_with(doc, *step, *steps, present);
            let store = !present.embed;
            *latest.borrow_mut() = (query.clone(), store);
            let timer = Timeout::new(250, move || storage::save(&query, store));
            move || drop(timer)
        });
    }

    let dispatch = |action: Action| {
        let model = model.clone();
        Callback::from(move |_: MouseEvent| model.dispatch(action.clone()))
    };
    let t = text(model.lang);
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
        0 => t.press_to_start.to_string(),
        k => explain_in(&model.tree, &model.trace, k - 1, model.lang),
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

    let notice = model.notice.as_ref().map(|notice| html! {
        <div class="notice" role="status" data-testid="notice">
            <span>{ t.notice(notice, model.lang) }</span>
            <button type="button" class="text-button" onclick={dispatch(Action::Notice(None))} aria-label={t.dismiss}>{ "×" }</button>
        </div>
    });
    let controls = html! {
        <section class="controls" aria-label={t.step_controls}>
            { icon_button(ICON_START, t.jump_start, "step-start", Action::Start, step == 0) }
            { icon_button(ICON_BACK, t.step_back, "step-back", Action::Back, step == 0) }
            { icon_button(if model.playing { ICON_PAUSE } else { ICON_PLAY }, if model.playing { t.pause } else { t.play }, "play", Action::TogglePlay, false) }
            { icon_button(ICON_FORWARD, t.step_forward, "step-forward", Action::Forward, step >= steps) }
            { icon_button(ICON_END, t.jump_end, "step-end", Action::End, step >= steps) }
            <input type="range" class="scrub" min="0" max={steps.to_string()} value={step.to_string()} oninput={on_slider} aria-label={t.step_slider} data-testid="scrub" />
            <span class="step-counter" data-testid="step-counter">{ (t.step_of)(step, steps) }</span>
            <label class="speed">
                <span class="visually-hidden">{ t.speed }</span>
                <select onchange={on_speed} aria-label={t.speed} data-testid="speed">
                    { for [1500u32, 700, 250].iter().zip(t.speeds).map(|(ms, name)| html! {
                        <option value={ms.to_string()} selected={model.delay_ms == *ms}>{ name }</option>
                    }) }
                </select>
            </label>
            <span class="root-value">{ t.root }<strong data-testid="root-value">{ root_value }</strong></span>
        </section>
    };
    let explanation = html! { <p class="explanation" data-testid="explanation" aria-live="polite">{ explanation }</p> };

    if model.present.embed {
        // Only the tree, the step controls and the explanation; a link opens
        // the full app on the same state.
        let full = to_query_with(&model.doc, step, steps, &Presentation { lang: model.present.lang, ..Presentation::default() });
        return html! {
            <div class="app embed" data-testid="embed">
                { for notice }
                { controls }
                { explanation }
                <TreeView model={model.clone()} />
                if model.present.pseudocode { { pseudocode_panel(&model) } }
                <a class="open-full" href={full} target="_blank" rel="noopener" data-testid="open-full">{ t.open_full }</a>
            </div>
        };
    }

    html! {
        <div class="app">
            <Header model={model.clone()} />
            { for notice }
            <div class="workspace">
                <main class="stage">
                    { controls }
                    { explanation }
                    <TreeView model={model.clone()} />
                </main>
                <aside class="side">
                    { pseudocode_panel(&model) }
                    <StepLog model={model.clone()} />
                    { stats_panel(&model) }
                    <Editor model={model.clone()} />
                </aside>
            </div>
        </div>
    }
}

/// The header; on a phone its controls fold into a menu.
#[function_component(Header)]
fn header_component(props: &ModelProps) -> Html {
    let open = use_state(|| false);
    // The recent trees change only when the page opens a link: read them
    // once, not on every step.
    let recent = use_memo((), |_| storage::recent_docs());
    header(&props.model, &open, &recent)
}

fn header(model: &UseReducerHandle<Model>, open: &UseStateHandle<bool>, recent: &Rc<Vec<Doc>>) -> Html {
    let on_example = {
        let model = model.clone();
        Callback::from(move |e: Event| {
            let Some(select) = e.target_dyn_into::<HtmlSelectElement>() else { return };
            let index: usize = select.value().parse().unwrap_or(usize::MAX);
            if let Some(text) = EXAMPLES.get(index) {
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
    let on_form = {
        let model = model.clone();
        Callback::from(move |e: Event| {
            if let Some(select) = e.target_dyn_into::<HtmlSelectElement>() {
                let form = Form::from_name(&select.value()).unwrap_or_default();
                // Remembered for links that name no form.
                storage::remember_form(form);
                model.dispatch(Action::SetForm(form));
            }
        })
    };
    let on_theme = {
        let model = model.clone();
        Callback::from(move |e: Event| {
            if let Some(select) = e.target_dyn_into::<HtmlSelectElement>() {
                model.dispatch(Action::SetTheme(Theme::from_name(&select.value()).unwrap_or_default()));
            }
        })
    };
    let on_lang = {
        let model = model.clone();
        Callback::from(move |e: Event| {
            let Some(select) = e.target_dyn_into::<HtmlSelectElement>() else { return };
            let choice = Lang::from_tag(&select.value());
            // Remembered for later visits; "Auto" forgets the choice.
            storage::remember_lang(choice);
            model.dispatch(Action::SetLang(choice));
        })
    };
    let t = text(model.lang);
    let simple = |action: Action| {
        let model = model.clone();
        Callback::from(move |_: MouseEvent| model.dispatch(action.clone()))
    };
    let root_is_max = model.tree[crate::core::tree::NodeId::ROOT].player() != Some(Player::Min);
    html! {
        <header class="app-header">
            <h1>{ "Minimax Lab" }</h1>
            <button type="button" class="text-button menu-toggle" data-testid="menu" aria-expanded={open.to_string()} aria-controls="options"
                onclick={ let open = open.clone(); Callback::from(move |_: MouseEvent| open.set(!*open)) }>{ "☰ " }{ t.menu }</button>
            <div class={classes!("options", (**open).then_some("open"))} id="options">
              <div class="group" role="group" aria-label={t.groups[0]}>
                <span class="group-name" aria-hidden="true">{ t.groups[0] }</span>
                <label>{ t.algorithm }
                    <select onchange={on_algorithm} data-testid="algorithm">
                        <option value="alphabeta" selected={model.doc.algorithm == Algorithm::AlphaBeta}>{ t.alpha_beta }</option>
                        <option value="minimax" selected={model.doc.algorithm == Algorithm::Minimax}>{ t.minimax }</option>
                    </select>
                </label>
                <label>{ t.cut_at }
                    <select onchange={on_cut} data-testid="cut" disabled={model.doc.algorithm == Algorithm::Minimax}>
                        <option value="ge" selected={model.doc.cut == CutRule::Ge}>{ t.cut_ge }</option>
                        <option value="gt" selected={model.doc.cut == CutRule::Gt}>{ t.cut_gt }</option>
                    </select>
                </label>
                <label>{ t.form_label }
                    <select onchange={on_form} data-testid="form" disabled={model.doc.algorithm == Algorithm::Minimax}>
                        { for Form::ALL.into_iter().zip(t.forms.iter().zip(t.forms_title)).map(|(form, (name, title))| html! {
                            <option value={form.name()} title={title} selected={model.doc.form == form}>{ *name }</option>
                        }) }
                    </select>
                </label>
                <button type="button" class="text-button" data-testid="swap-root" onclick={simple(Action::Edit(Edit::SwapRoot))} title={t.swap_root}>
                    { if root_is_max { t.root_max } else { t.root_min } }
                </button>
              </div>
              <div class="group" role="group" aria-label={t.groups[1]}>
                <span class="group-name" aria-hidden="true">{ t.groups[1] }</span>
                <label>{ t.example }
                    <select onchange={on_example} data-testid="examples" aria-label={t.load_example}>
                        <option value="" selected=true>{ t.choose }</option>
                        { for t.examples.iter().enumerate().map(|(i, (name, what))| html! { <option value={i.to_string()} title={*what}>{ *name }</option> }) }
                    </select>
                </label>
                <RandomTree model={model.clone()} />
                { recent_menu(model, recent) }
                <button type="button" class="text-button" data-testid="undo" onclick={simple(Action::Undo)} disabled={model.undo.is_empty()} title={t.undo_title}>{ t.undo }</button>
                <button type="button" class="text-button" data-testid="redo" onclick={simple(Action::Redo)} disabled={model.redo.is_empty()} title={t.redo_title}>{ t.redo }</button>
              </div>
              <div class="group" role="group" aria-label={t.groups[2]}>
                <span class="group-name" aria-hidden="true">{ t.groups[2] }</span>
                <label class="view-options">{ t.theme }
                    <select onchange={on_theme} data-testid="theme">
                        { for [Theme::Auto, Theme::Light, Theme::Dark, Theme::Contrast].into_iter().zip(t.themes).map(|(theme, name)| html! {
                            <option value={theme.name()} selected={model.present.theme == theme}>{ name }</option>
                        }) }
                    </select>
                </label>
                <label>{ format!("{} ", t.language) }
                    <select onchange={on_lang} data-testid="lang">
                        <option value="" selected={model.present.lang.is_none()}>{ format!("{} ({})", t.lang_auto, model.browser_lang.native_name()) }</option>
                        { for Lang::ALL.into_iter().map(|lang| html! {
                            <option value={lang.code()} lang={lang.code()} selected={model.present.lang == Some(lang)}>{ lang.native_name() }</option>
                        }) }
                    </select>
                </label>
                <button type="button" class="text-button" data-testid="projector" aria-pressed={model.present.projector.to_string()} onclick={simple(Action::ToggleProjector)} title={t.presentation_title}>{ t.presentation }</button>
                <ShareDialog model={model.clone()} />
              </div>
            </div>
        </header>
    }
}

/// "Recent…": the trees a link replaced; choosing one loads it.
fn recent_menu(model: &UseReducerHandle<Model>, docs: &Rc<Vec<Doc>>) -> Html {
    if docs.is_empty() {
        return html! {};
    }
    let t = text(model.lang);
    let onchange = {
        let (model, docs) = (model.clone(), Rc::clone(docs));
        Callback::from(move |e: Event| {
            let Some(select) = e.target_dyn_into::<HtmlSelectElement>() else { return };
            if let Some(doc) = select.value().parse::<usize>().ok().and_then(|k| docs.get(k)) {
                model.dispatch(Action::Load(doc.clone()));
            }
            select.set_value("");
        })
    };
    let short = |text: &str| {
        let mut s: String = text.chars().take(32).collect();
        if text.chars().count() > 32 {
            s.push('…');
        }
        s
    };
    html! {
        <select {onchange} data-testid="recent" aria-label={t.recent} title={t.recent_title}>
            <option value="" selected=true>{ t.recent }</option>
            { for docs.iter().enumerate().map(|(k, d)| html! { <option value={k.to_string()} title={d.text.clone()}>{ short(&d.text) }</option> }) }
        </select>
    }
}

/// When a shared link starts.
#[derive(Clone, Copy, PartialEq, Eq)]
enum ShareStart {
    Here,
    Start,
    End,
}

/// "Share / Embed": the link to this state and a ready `<iframe>` snippet,
/// with a starting step, autoplay and pseudocode.
#[function_component(ShareDialog)]
fn share_dialog(props: &ModelProps) -> Html {
    let model = &props.model;
    let start = use_state(|| ShareStart::Here);
    let autoplay = use_state(|| false);
    let code = use_state(|| false);
    // The language a shared link asks for (`None`: each viewer's own).
    // Until picked here, it is the language the sharer chose for the page,
    // if they chose one.
    let picked = use_state(|| None::<Option<Lang>>);
    let lang = picked.unwrap_or(model.present.lang);
    let t = text(model.lang);
    let location = gloo::utils::window().location();
    let base = format!("{}{}", location.origin().unwrap_or_default(), location.pathname().unwrap_or_default());
    let step = match *start {
        ShareStart::Here => model.step(),
        ShareStart::Start => 0,
        ShareStart::End => model.steps(),
    };
    let link = format!("{base}{}", to_query_with(&model.doc, step, model.steps(), &Presentation { lang, ..Presentation::default() }));
    let embed_flags = Presentation { embed: true, autoplay: *autoplay, pseudocode: *code, theme: model.present.theme, projector: false, lang };
    let embed = format!("{base}{}", to_query_with(&model.doc, step, model.steps(), &embed_flags));
    let snippet = format!("<iframe src=\"{}\" width=\"960\" height=\"540\" style=\"border:0\" title=\"Minimax Lab\" loading=\"lazy\"></iframe>", embed.replace('&', "&amp;"));
    // Which text was copied last ("link" or "iframe"), for the button's
    // word; cleared when the dialog's content changes.
    let copied = use_state(|| None::<&'static str>);
    let copy = |what: &'static str, content: String| {
        let copied = copied.clone();
        Callback::from(move |_: MouseEvent| {
            let promise = gloo::utils::window().navigator().clipboard().write_text(&content);
            let copied = copied.clone();
            wasm_bindgen_futures::spawn_local(async move {
                // A refused clipboard (no permission) leaves the text to be
                // selected by hand: the field selects itself on focus.
                if wasm_bindgen_futures::JsFuture::from(promise).await.is_ok() {
                    copied.set(Some(what));
                }
            });
        })
    };
    {
        let copied = copied.clone();
        use_effect_with((link.clone(), snippet.clone()), move |_| copied.set(None));
    }
    let copy_label = |what: &'static str| if *copied == Some(what) { t.copied } else { t.copy };
    let select_all = Callback::from(|e: FocusEvent| {
        if let Some(input) = e.target_dyn_into::<HtmlTextAreaElement>() {
            input.select();
        }
    });
    let on_start = {
        let start = start.clone();
        Callback::from(move |e: Event| {
            if let Some(select) = e.target_dyn_into::<HtmlSelectElement>() {
                start.set(match select.value().as_str() {
                    "start" => ShareStart::Start,
                    "end" => ShareStart::End,
                    _ => ShareStart::Here,
                });
            }
        })
    };
    let on_lang = {
        let picked = picked.clone();
        Callback::from(move |e: Event| {
            if let Some(select) = e.target_dyn_into::<HtmlSelectElement>() {
                picked.set(Some(Lang::from_tag(&select.value())));
            }
        })
    };
    let toggle = |state: &UseStateHandle<bool>| {
        let state = state.clone();
        Callback::from(move |_: Event| state.set(!*state))
    };
    html! {
        <details class="share">
            <summary class="text-button" data-testid="share">{ t.share }</summary>
            <div class="share-panel" role="group" aria-label={t.share_group}>
                <label>{ t.start_at }
                    <select onchange={on_start} data-testid="share-start">
                        <option value="here" selected={*start == ShareStart::Here}>{ (t.this_step)(model.step()) }</option>
                        <option value="start" selected={*start == ShareStart::Start}>{ t.the_beginning }</option>
                        <option value="end" selected={*start == ShareStart::End}>{ t.the_end }</option>
                    </select>
                </label>
                <label>{ t.share_language }
                    <select onchange={on_lang} data-testid="share-lang">
                        <option value="" selected={lang.is_none()}>{ t.viewers_language }</option>
                        { for Lang::ALL.into_iter().map(|l| html! {
                            <option value={l.code()} lang={l.code()} selected={lang == Some(l)}>{ l.native_name() }</option>
                        }) }
                    </select>
                </label>
                <label><input type="checkbox" checked={*autoplay} onchange={toggle(&autoplay)} data-testid="share-autoplay" />{ t.autoplay }</label>
                <label><input type="checkbox" checked={*code} onchange={toggle(&code)} data-testid="share-pseudocode" />{ t.show_pseudocode }</label>
                <label class="share-field">{ t.link }
                    <textarea readonly=true rows="2" data-testid="share-link" value={link.clone()} onfocus={select_all.clone()} />
                </label>
                <button type="button" class="text-button small copy" data-testid="copy-link" onclick={copy("link", link)}>{ copy_label("link") }</button>
                <label class="share-field">{ t.embed_snippet }
                    <textarea readonly=true rows="4" data-testid="share-iframe" value={snippet.clone()} onfocus={select_all} />
                </label>
                <button type="button" class="text-button small copy" data-testid="copy-iframe" onclick={copy("iframe", snippet)}>{ copy_label("iframe") }</button>
            </div>
        </details>
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
    let t = text(props.model.lang);
    let number = |get: fn(&RandomSpec) -> i64, set: fn(&mut RandomSpec, i64), label: &'static str, min: i64, max: i64| {
        let value = get(&spec).to_string();
        let spec = spec.clone();
        let oninput = Callback::from(move |e: InputEvent| {
            if let Some(input) = e.target_dyn_into::<HtmlInputElement>()
                && let Ok(v) = input.value().parse::<i64>() {
                    let mut next = *spec;
                    set(&mut next, v.clamp(min, max));
                    spec.set(next);
                }
        });
        html! { <label>{ label }<input type="number" min={min.to_string()} max={max.to_string()} {value} {oninput} /></label> }
    };
    let details = use_node_ref();
    let generate = {
        let (spec, model, details) = (spec.clone(), props.model.clone(), details.clone());
        Callback::from(move |_: MouseEvent| {
            let seed = js_sys_now_seed();
            let tree = random_tree(*spec, seed);
            model.dispatch(Action::Load(Doc { text: notation::print(&tree), ..model.doc.clone() }));
            // Done: the panel closes instead of staying over other buttons.
            if let Some(details) = details.cast::<web_sys::Element>() {
                let _ = details.remove_attribute("open");
            }
        })
    };
    html! {
        <details class="random" ref={details}>
            <summary data-testid="random">{ t.random_tree }</summary>
            <div class="random-form">
                { number(|s| i64::from(s.branching), |s, v| s.branching = v as u32, t.branching, 1, 6) }
                { number(|s| i64::from(s.depth), |s, v| s.depth = v as u32, t.depth, 1, 8) }
                { number(|s| s.low, |s, v| s.low = v, t.values_from, -999, 999) }
                { number(|s| s.high, |s, v| s.high = v, t.values_to, -999, 999) }
                if spec.clamped() != *spec {
                    // Say what will be made instead of silently making less.
                    <p class="clamped" role="status" data-testid="random-clamped">{ (t.random_clamped)(spec.branching, spec.depth, spec.clamped().branching, spec.clamped().depth) }</p>
                }
                <button type="button" class="text-button" onclick={generate} data-testid="generate">{ t.generate }</button>
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
    let options = model.trace.options();
    let algorithm = options.algorithm;
    let lines = pseudocode(options);
    let current = model.step().checked_sub(1).map(|k| highlighted_lines(&model.tree, &model.trace, k)).unwrap_or_default();
    let snap = model.cursor.snapshot();
    let show = |b: Option<crate::core::num::Bound>| b.map_or("–".to_string(), |b| b.to_string());
    let t = text(model.lang);
    html! {
        <section class="panel" aria-label={t.pseudocode} tabindex="0">
            <h2>{ if algorithm == Algorithm::AlphaBeta { t.pseudocode_alpha_beta } else { t.pseudocode_minimax } }</h2>
            if algorithm == Algorithm::AlphaBeta {
                // Which form and which cut rule the steps follow, always said.
                <p class="in-force" data-testid="in-force" data-form={options.form.name()} data-cut={if options.cut == CutRule::Gt { "gt" } else { "ge" }}>
                    { t.forms[if options.form == Form::Aima { 0 } else { 1 }] }{ " · " }{ t.cut_at }{ if options.cut == CutRule::Gt { t.cut_gt } else { t.cut_ge } }
                </p>
            }
            <pre class="code code-scroll" data-testid="pseudocode" tabindex="0" aria-label={t.pseudocode}>
                { for lines.iter().enumerate().map(|(i, line)| {
                    let on = current.contains(&i);
                    let comment = line.note.is_some().then_some("comment");
                    html! { <div class={classes!("code-line", on.then_some("current"), comment)} data-line={i.to_string()} aria-current={on.then_some("step")}>{ code_text(line, model.lang) }{ "\n" }</div> }
                }) }
            </pre>
            <h3>{ t.call_stack }</h3>
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
            if snap.path().is_empty() { <p class="muted stack-empty">{ t.stack_empty }</p> }
        </section>
    }
}

/// The longest search whose steps the log lists.
const STEP_LOG_MAX: usize = 5000;
/// Rows drawn at once: the latest ones.
const STEP_LOG_ROWS: usize = 200;

/// Every step so far as `trace` prints it (step, node, event, α, β, value,
/// explanation); a click on a row goes to that step.
#[function_component(StepLog)]
fn step_log(props: &ModelProps) -> Html {
    let model = &props.model;
    let t = text(model.lang);
    let rows = use_memo((Rc::as_ptr(&model.trace) as usize, Rc::as_ptr(&model.tree) as usize, model.lang), {
        let (tree, trace) = (Rc::clone(&model.tree), Rc::clone(&model.trace));
        move |&(_, _, lang)| (trace.len() <= STEP_LOG_MAX).then(|| step_rows(&tree, &trace, lang, STEP_LOG_MAX))
    });
    let step = model.step();
    let list = use_node_ref();
    // Keep the newest row in sight inside the log's own box.
    {
        let list = list.clone();
        use_effect_with(step, move |_| {
            let Some(list) = list.cast::<web_sys::Element>() else { return };
            if let Ok(Some(row)) = list.query_selector("tr.current") {
                let (r, l) = (row.get_bounding_client_rect(), list.get_bounding_client_rect());
                if r.bottom() > l.bottom() || r.top() < l.top() {
                    list.set_scroll_top((f64::from(list.scroll_top()) + r.bottom() - l.bottom() + 4.0).max(0.0) as i32);
                }
            }
        });
    }
    let body = match rows.as_ref() {
        None => html! { <p class="muted">{ (t.step_log_too_long)(STEP_LOG_MAX) }</p> },
        Some(rows) => {
            let shown = &rows[step.saturating_sub(STEP_LOG_ROWS)..step.min(rows.len())];
            let earlier = step.saturating_sub(STEP_LOG_ROWS);
            html! {
                <div class="step-log code-scroll" ref={list} tabindex="0" role="region" aria-label={t.step_log}>
                    if earlier > 0 { <p class="muted">{ (t.step_log_earlier)(earlier) }</p> }
                    <table data-testid="step-log">
                        <thead><tr>{ for t.step_log_columns.iter().map(|c| html! { <th scope="col">{ *c }</th> }) }</tr></thead>
                        <tbody>
                            { for shown.iter().map(|r| {
                                let k = r.step;
                                let onclick = { let model = model.clone(); Callback::from(move |_: MouseEvent| model.dispatch(Action::Seek(k))) };
                                let event = t.events[r.kind as usize];
                                html! {
                                    <tr class={classes!((k == step).then_some("current"))} {onclick} title={t.step_log_jump} data-step={k.to_string()}>
                                        <td>{ k }</td><td>{ r.node.clone() }</td><td>{ event }</td><td>{ r.alpha.clone() }</td><td>{ r.beta.clone() }</td><td>{ r.value.clone() }</td><td>{ r.explanation.clone() }</td>
                                    </tr>
                                }
                            }) }
                        </tbody>
                    </table>
                </div>
            }
        }
    };
    html! {
        <section class="panel" aria-label={t.step_log}>
            <h2>{ t.step_log }</h2>
            { body }
        </section>
    }
}

fn stats_panel(model: &Model) -> Html {
    let now = model.cursor.snapshot().stats();
    let total = model.trace.stats();
    let other = model.other;
    let t = text(model.lang);
    let (this_name, other_name) = match model.doc.algorithm {
        Algorithm::AlphaBeta => (t.alpha_beta, t.minimax),
        Algorithm::Minimax => (t.minimax, t.alpha_beta),
    };
    let row = |name: &str, testid: &str, a: u32, b: u32, c: u32| {
        html! { <tr><th scope="row">{ name.to_string() }</th><td data-testid={testid.to_string()}>{ a }</td><td>{ b }</td><td>{ c }</td></tr> }
    };
    html! {
        <section class="panel" aria-label={t.statistics}>
            <h2>{ t.statistics }</h2>
            <table class="stats">
                <thead><tr><th></th><th>{ t.so_far }</th><th>{ (t.total)(this_name) }</th><th>{ (t.total)(other_name) }</th></tr></thead>
                <tbody>
                    { row(t.nodes_visited, "stat-visited", now.nodes_visited, total.nodes_visited, other.nodes_visited) }
                    { row(t.leaves_evaluated, "stat-leaves", now.leaves_evaluated, total.leaves_evaluated, other.leaves_evaluated) }
                    { row(t.cutoffs, "stat-cutoffs", now.cutoffs, total.cutoffs, other.cutoffs) }
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
                let now = gloo::utils::window().performance().map_or(0.0, |p| p.now());
                model.dispatch(Action::Typed(area.value(), now));
            }
        })
    };
    let errors = model.errors.clone();
    let t = text(model.lang);
    let lang = model.lang;
    let text = model.doc.text.clone();
    html! {
        <section class="panel" aria-label={t.tree_editor}>
            <h2><label for="notation">{ t.tree }</label></h2>
            <textarea id="notation" class={classes!("notation", (!errors.is_empty()).then_some("invalid"))} data-testid="notation"
                spellcheck="false" autocomplete="off" rows="4" value={text.clone()} {oninput}
                aria-invalid={(!errors.is_empty()).to_string()} aria-describedby="notation-help notation-errors" />
            <p id="notation-help" class="help">{ t.notation_help }</p>
            <div id="notation-errors" data-testid="notation-errors" role="alert">
                if !errors.is_empty() {
                    <p class="error-summary">{ (t.error_count)(errors.len()) }</p>
                    { for errors.iter().map(|e| html! {
                        <pre class="parse-error">{ e.render_in(&text, lang) }</pre>
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
