//! `App`, the app shell: the one [`Model`], the effects that do the IO, and
//! the layout of the page (the header, the tree view, step controls, the
//! explanation, the pseudocode with the call stack, the step log,
//! statistics and the editor; embedded, only the controls, the explanation,
//! the tree and, if asked for, the pseudocode). Every change goes through
//! [`Action`]s on the model. Each panel is a component in a file of its own
//! and takes only the data and callbacks it needs.

use minimax_app::compare::Compare;
use minimax_app::practice::Practice;
use minimax_app::state::Model;
use minimax_engine::options::{Algorithm, CutRule, Form};
use std::cell::RefCell;
use std::rc::Rc;

use gloo::events::{EventListener, EventListenerOptions};
use gloo::timers::callback::{Interval, Timeout};
use wasm_bindgen::JsCast;
use web_sys::KeyboardEvent;
use yew::prelude::*;

use super::page::is_touch;
use super::tree_view::{TreeView, WhatIfMarks};
use minimax_app::doc::Doc;
use minimax_app::i18n::explain_in;
use minimax_app::i18n::text;
use minimax_app::state::Action;
use minimax_app::url::{Presentation, to_query_with};
use minimax_engine::ranges::ranges_of;
use minimax_engine::tree::{NodeId, Player};

mod bounds;
mod controls;
mod editor;
pub mod game;
mod header;
mod keys;
mod lms;
mod practice;
mod protocol;
mod pseudocode;
mod random;
mod share;
mod stats;
mod step_log;
pub(crate) mod storage;

use controls::Controls;
use editor::Editor;
use header::Header;
use pseudocode::Pseudocode;
use share::StepContext;
use stats::Statistics;
use step_log::StepLog;
pub use storage::{FORM_KEY, LANG_KEY, RECENT_KEY, STORAGE_KEY};

/// The whole app: the one model, the effects that do the page's input and
/// output, and one of three layouts (embedded, practising, the full app).
#[function_component(App)]
pub fn app() -> Html {
    let model = use_reducer(storage::initial_model);
    // The first view is drawn (effects run once the whole tree is): the
    // prerendered shell goes.
    use_effect_with((), |_| crate::ui::page::remove_shell());
    // Whether this is the page's first render: a panel the link opens
    // (practice from `mode=practice`) leaves the page at its top, on the
    // tree; one the reader opens later is brought into sight.
    let rendered = use_mut_ref(|| false);
    let first_view = !std::mem::replace(&mut *rendered.borrow_mut(), true);
    // A printable worksheet is a page of its own (`mode=worksheet`).
    if let (Some(count), Some(exercise)) = (model.present.worksheet, model.present.exercise) {
        return html! { <crate::ui::extras::WorksheetPage {exercise} {count} options={model.options()} lang={model.lang} /> };
    }

    // What the key handler and the widget protocol need to know of the
    // current state.
    let live = use_mut_ref(|| (0usize, 0usize, false, false));
    *live.borrow_mut() = (model.step(), model.steps(), model.present.embed, model.practice.is_some());
    use_keys(&model, &live);
    use_widget_protocol(&model, &live);
    use_page_effects(&model);
    use_saved_state(&model);
    use_language_build(&model);
    // After every render (effects run once the whole tree is drawn).
    use_effect(crate::ui::page::mark_input_drawn);
    let lms_link = lms::use_lms(&model);

    // Stable callbacks, so the panels that take them re-render only when
    // their own data changes.
    let on_seek = {
        let dispatcher = model.dispatcher();
        use_callback((), move |k: usize, _| dispatcher.dispatch(Action::Seek(k)))
    };
    let on_typed = {
        let dispatcher = model.dispatcher();
        use_callback((), move |text: String, _| {
            let now = gloo::utils::window().performance().map_or(0.0, |p| p.now());
            dispatcher.dispatch(Action::Typed(text, now));
        })
    };

    // The What-if leaf's ranges, for the panel and the marks on the tree.
    let what_if_ranges = {
        let (tree, options, leaf) = (Rc::clone(&model.tree), model.options(), model.what_if);
        use_memo((Rc::as_ptr(&model.tree) as usize, options, leaf), move |_| leaf.and_then(|x| ranges_of(&tree, options, x)))
    };
    let what_if_marks = what_if_ranges.as_ref().as_ref().map(|r| {
        let leaves: Vec<NodeId> = model.tree.leaves().collect();
        Rc::new(WhatIfMarks { leaf: r.leaf, depends: r.prunes.iter().filter_map(|(j, _)| leaves.get(*j).copied()).collect() })
    });
    let parts = Parts {
        notice: notice_view(&model),
        controls: html! {
            <Controls step={model.step()} steps={model.steps()} playing={model.playing} delay_ms={model.delay_ms} root_value={root_value(&model)} lang={model.lang} dispatch={model.dispatcher()} />
        },
        explanation: html! { <p class="explanation" data-testid="explanation" aria-live="polite">{ minimax_app::wrap::sentence(&explanation(&model)) }</p> },
        players_note: players_note(&model),
        on_typed,
    };
    // Practice comes first, embedded or not: a page (a quiz question in
    // an LMS) may frame the practice page and record its score.
    if let Some(practising) = &model.practice {
        return practice_view(&model, practising, parts, lms_link, first_view);
    }
    if model.present.embed {
        return embed_view(&model, parts);
    }
    full_view(&model, parts, on_seek, what_if_marks)
}

/// The parts every layout shows.
struct Parts {
    notice: Option<Html>,
    controls: Html,
    explanation: Html,
    players_note: Option<Html>,
    on_typed: Callback<String>,
}

/// Keys on the document (see `keys::on_keydown`).
#[hook]
fn use_keys(model: &UseReducerHandle<Model>, live: &Rc<RefCell<(usize, usize, bool, bool)>>) {
    let dispatcher = model.dispatcher();
    let live = live.clone();
    use_effect_with((), move |_| {
        // Not passive: the keys we use must not also scroll the page.
        let options = EventListenerOptions::enable_prevent_default();
        let listener = EventListener::new_with_options(&gloo::utils::document(), "keydown", options, move |event| {
            let Some(event) = event.dyn_ref::<KeyboardEvent>() else { return };
            let (step, steps, embed, practising) = *live.borrow();
            // Practice steps only through its own buttons: a key must
            // not reveal the answers.
            if !practising {
                keys::on_keydown(event, step, steps, embed, &dispatcher);
            }
        });
        move || drop(listener)
    });
}

/// The embedding page drives the widget with postMessage and hears back
/// after each change. Messages that do not match are ignored.
#[hook]
fn use_widget_protocol(model: &UseReducerHandle<Model>, live: &Rc<RefCell<(usize, usize, bool, bool)>>) {
    let doc = model.doc.clone();
    let dispatcher = model.dispatcher();
    let live = live.clone();
    // The number of the last numbered goto read, sent back with each report.
    let seq: Rc<RefCell<Option<f64>>> = use_mut_ref(|| None);
    let read = seq.clone();
    use_effect_with(doc, move |doc| {
        let doc = doc.clone();
        let listener = EventListener::new(&gloo::utils::window(), "message", move |event| {
            let Some(event) = event.dyn_ref::<web_sys::MessageEvent>() else { return };
            if protocol::is_hello(event.data()) {
                // A page that loaded after the widget asks where it is.
                let (step, steps, _, _) = *live.borrow();
                protocol::post_step(step, steps, &doc.text, *read.borrow());
                return;
            }
            if let Some(n) = protocol::goto_seq(event.data()) {
                *read.borrow_mut() = Some(n);
            }
            if let Some(action) = protocol::incoming_action(event.data(), &doc) {
                // A practice widget steps only through its own buttons: a
                // deck's arrow keys must not show the search's values.
                let practising = live.borrow().3;
                // Nor does a deck's `load` replace its exercise.
                if !(practising && (protocol::is_stepping(&action) || matches!(action, Action::Load(_)))) {
                    dispatcher.dispatch(action);
                }
            }
        });
        move || drop(listener)
    });
    use_effect_with((model.step(), model.steps(), model.doc.clone()), move |(step, steps, doc)| {
        protocol::post_step(*step, *steps, &doc.text, *seq.borrow());
    });
    // After each Check in practice: `{event: "score", right, total}`.
    let exercise = model.present.exercise;
    use_effect_with(model.checked, move |checked| {
        if let Some(c) = *checked {
            protocol::post_score(c.right, c.total, c.first, exercise.map(|e| e.to_string()));
        }
    });
}

/// What the page does around the model: `<html>`'s attributes, the
/// pseudocode's scrolling, a game's work, the tally, autoplay.
#[hook]
fn use_page_effects(model: &UseReducerHandle<Model>) {
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
    // never scrolls there. Measured in the next animation frame, when the
    // browser lays the page out anyway: measuring at once would force a
    // second layout on every step.
    // Presentation mode changes the type's size, and so where the line is.
    use_effect_with(
        (model.step(), model.trace.options(), model.present.projector, !model.present.embed || model.present.pseudocode),
        |&(_, _, _, follow)| {
            let frame = follow.then(|| gloo::render::request_animation_frame(|_| keep_code_line_in_sight()));
            move || drop(frame)
        },
    );

    // A game's search or count under way runs a slice at a time, the page
    // drawn in between (so it never freezes).
    {
        let dispatcher = model.dispatcher();
        use_effect_with((model.work_serial, model.working()), move |&(_, working)| {
            let timer = working.then(|| Timeout::new(0, move || dispatcher.dispatch(Action::GameWork)));
            move || drop(timer)
        });
    }

    // The practice tally outlives the page, and so does the exercise in
    // progress (a reload keeps the student's work).
    // Neither a widget nor a set graded by an LMS (whose site every
    // student of a lab computer shares) keeps anything in the browser.
    let keeps = !model.present.embed && !model.present.graded();
    use_effect_with((model.tally, keeps), |(tally, keeps)| {
        if *keeps {
            storage::save_tally(*tally);
        }
    });
    {
        let model = model.clone();
        use_effect_with((model.practice.clone(), model.step(), keeps), move |(_, _, keeps)| {
            // Kept when practice closes (the same exercise and task take it
            // back after a reload), never cleared by another page.
            if let Some(text) = model.practice_text().filter(|_| *keeps) {
                storage::save_practice(&text);
            }
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
}

/// The state lives in the URL and in localStorage. Written a moment
/// after the last change, so stepping stays fast and Chromium does not
/// throttle a burst of history updates.
#[hook]
fn use_saved_state(model: &UseReducerHandle<Model>) {
    // A link's document as the link had it is a visit: the address bar
    // follows it, the saved work stays (`Model::is_own_work`). The query
    // (the whole tree's text, encoded) is made only when it is written,
    // not on every step.
    type Saved = (Doc, usize, usize, Presentation, bool);
    fn key_of(model: &Model) -> Saved {
        (model.doc.clone(), model.step(), model.steps(), model.present, model.is_own_work())
    }
    let write = |(doc, step, steps, present, own): &Saved| storage::save_work(doc, *step, *steps, present, !present.embed && *own);
    // Leaving the page (or hiding it: a phone may never say it left)
    // writes the model as it is now. The reducer runs when an action is
    // dispatched, but yew renders, and runs effects, in slices of 16 ms
    // with the browser in between: on a loaded machine an edit typed
    // right before leaving has changed the model but not yet reached any
    // effect, so the handle, not the last effect, says what to keep.
    {
        let model = model.clone();
        use_effect_with((), move |_| {
            let window = gloo::utils::window();
            let now = move || write(&key_of(&model));
            let on_hide = now.clone();
            let hide = EventListener::new(&window, "pagehide", move |_| on_hide());
            let hidden = EventListener::new(&gloo::utils::document(), "visibilitychange", move |_| {
                if gloo::utils::document().hidden() {
                    now();
                }
            });
            move || drop((hide, hidden))
        });
    }
    use_effect_with(key_of(model), move |key| {
        let key = key.clone();
        let timer = Timeout::new(250, move || write(&key));
        move || drop(timer)
    });
}

/// Each build of the app holds English and one other language
/// (`Lang::built`, `index.html`). When the page is to speak a language
/// this build leaves out (the reader picked it, or "Auto" now means it),
/// the work is saved at once and the page starts again, and the loader
/// starts the build that speaks it. Once per language and tab (noted in
/// session storage): should the loader still pick this build, the page
/// stays in English rather than start again and again.
#[hook]
fn use_language_build(model: &UseReducerHandle<Model>) {
    const SWITCHING: &str = "minimax-lab:switching-to";
    // The handle (a pointer) holds this render's state: nothing is copied
    // on the renders where the language stays.
    let model = model.clone();
    use_effect_with(model.lang, move |lang| {
        let session = gloo::utils::window().session_storage().ok().flatten();
        let tried = session.as_ref().and_then(|s| s.get_item(SWITCHING).ok().flatten());
        // Without session storage (refused in some sandboxed frames) the
        // page cannot know it tried already: it stays, rather than risk
        // starting again and again.
        let Some(session) = session else { return };
        if lang.built() {
            let _ = session.remove_item(SWITCHING);
        } else if tried.as_deref() != Some(lang.code()) && session.set_item(SWITCHING, lang.code()).is_ok() {
            storage::save_work(&model.doc, model.step(), model.steps(), &model.present, !model.present.embed && model.is_own_work());
            let _ = gloo::utils::window().location().reload();
        }
    });
}

/// How to start stepping, in the words of the device in hand.
fn start_hint(t: &minimax_app::i18n::Text) -> &'static str {
    if is_touch() { t.steps.tap_to_start } else { t.steps.press_to_start }
}

/// The explanation of the step shown.
fn explanation(model: &Model) -> String {
    match model.main_step() {
        0 => start_hint(text(model.lang)).to_string(),
        k => explain_in(&model.tree, &model.trace, k - 1, model.lang),
    }
}

/// The root's value at the step shown, computed values (an expectation,
/// 7/3) included.
fn root_value(model: &Model) -> String {
    model.snapshot().value_text(&model.tree, &model.trace, NodeId::ROOT).unwrap_or_else(|| "?".to_string())
}

/// The notice, if any, with a button that dismisses it.
fn notice_view(model: &UseReducerHandle<Model>) -> Option<Html> {
    let t = text(model.lang);
    model.notice.as_ref().map(|notice| {
        let dismiss = {
            let dispatcher = model.dispatcher();
            Callback::from(move |_: MouseEvent| dispatcher.dispatch(Action::Notice(None)))
        };
        html! {
            <div class="notice" role="status" data-testid="notice">
                <span>{ t.notice(notice, model.lang) }</span>
                <button type="button" class="text-button" onclick={dismiss} aria-label={t.steps.dismiss}>{ "×" }</button>
            </div>
        }
    })
}

/// A game's search under way: how far it got, and a way back.
fn progress_view(model: &UseReducerHandle<Model>) -> Option<Html> {
    let t = text(model.lang);
    match model.progress {
        Some(minimax_engine::games::job::Progress::Working { positions }) => {
            let stop = {
                let dispatcher = model.dispatcher();
                Callback::from(move |_: MouseEvent| dispatcher.dispatch(Action::Undo))
            };
            let cap = minimax_app::state::GAME_MAX_NODES;
            Some(html! {
                <div class="search-progress" role="status" data-testid="game-progress" data-positions={positions.to_string()}>
                    <progress max={cap.to_string()} value={positions.min(cap).to_string()}></progress>
                    <span>{ (t.games.searching)(positions, cap) }</span>
                    <button type="button" class="text-button" data-testid="stop-search" onclick={stop}>{ t.games.stop_search }</button>
                </div>
            })
        }
        _ => None,
    }
}

/// The pseudocode panel for the search shown.
fn code_view(model: &UseReducerHandle<Model>) -> Html {
    // The null-window lab opens from here: what comes after alpha-beta
    // (not in a widget, nor while practising: it would show the answers).
    let beyond = (!model.present.embed && model.present.practice.is_none()).then(|| {
        let d = model.dispatcher();
        Callback::from(move |_: MouseEvent| d.dispatch(Action::Window(Some(minimax_app::url::WindowLab::default()))))
    });
    // "Your code" opens from here too: this pseudocode, written by the reader.
    let write = (!model.present.embed
        && model.present.code.is_none()
        && model.tree.players().is_none()
        && !minimax_engine::explain::has_chance(&model.tree))
    .then(|| {
        let d = model.dispatcher();
        Callback::from(move |_: MouseEvent| d.dispatch(Action::Code(Some(storage::code_language()))))
    });
    html! {
        <Pseudocode options={model.trace.options()} current={pseudocode::current_lines(model)} deciding={pseudocode::deciding_lines(model)} stack={pseudocode::call_stack(model)} lang={model.lang}
            depth_limited={model.doc.game.as_ref().is_some_and(|g| g.depth.is_some())} chance={minimax_engine::explain::has_chance(&model.tree)} bounded={model.trace.bounds().is_some()} maxn={model.tree.players().is_some()} {beyond} {write} />
    }
}

/// A tree of more than two players: what max^n does, or that the
/// paranoid reduction is shown, and the switch between them.
fn players_note(model: &UseReducerHandle<Model>) -> Option<Html> {
    // A game's note: why a depth-limited rabbit-and-wolves search says the
    // wolves win (once its search is done).
    if let Some(game) = model.doc.game.as_ref().filter(|_| model.job.is_none())
        && game.game.wolves_win_at_horizon(game.depth, model.trace.root_value(&model.tree))
    {
        return Some(
            html! { <p class="players-note game-note" data-testid="game-note">{ minimax_engine::words::rabbit_horizon(model.lang) }</p> },
        );
    }
    let t = text(model.lang);
    model.players.filter(|_| model.doc.game.is_none()).map(|players| {
        let on = model.paranoid_shown();
        let toggle = {
            let dispatcher = model.dispatcher();
            Callback::from(move |_: Event| dispatcher.dispatch(Action::SetParanoid(!on)))
        };
        let me = minimax_engine::maxn::root_player(&model.tree).map_or(1, |i| i.saturating_add(1));
        let said = if on { (t.players.paranoid_note)(me, players) } else { (t.players.maxn_note)(players) };
        html! {
            <div class="players-note" data-testid="players-note" data-players={players.to_string()} data-paranoid={on.to_string()}>
                <p>{ said }</p>
                <label class="switch" title={t.players.paranoid_help}>
                    <input type="checkbox" data-testid="paranoid" checked={on} onchange={toggle} />
                    { " " }{ t.players.paranoid_switch }
                </label>
            </div>
        }
    })
}

/// The page header, which does not change as the search steps: the share
/// dialog in it reads the step from a context.
fn header_view(model: &UseReducerHandle<Model>) -> Html {
    let root_is_max = model.tree[NodeId::ROOT].player() != Some(Player::Min);
    html! {
        <ContextProvider<StepContext> context={StepContext { step: model.step(), steps: model.steps() }}>
            <Header doc={model.doc.clone()} {root_is_max} maxn={model.tree.players().is_some()} can_undo={!model.undo.is_empty()} can_redo={!model.redo.is_empty()}
                present={model.present} lang={model.lang} browser_lang={model.browser_lang} dispatch={model.dispatcher()} />
        </ContextProvider<StepContext>>
    }
}

/// Embedded: only the tree, the step controls and the explanation (and
/// the pseudocode if asked for); a link opens the full app on the same
/// state. The explanation is a caption under the drawing. In a small frame
/// (CSS: below 640×420) the pseudocode is a tab: a button in the step bar
/// swaps the drawing and the pseudocode, so neither is squeezed.
#[function_component(EmbedView)]
fn embed_view_component(props: &EmbedProps) -> Html {
    let code_tab = use_state(|| false);
    let second_pane = use_state(|| false);
    // Shown as a tab, the pseudocode was hidden while the search moved:
    // bring its current line into sight once it is laid out.
    use_effect_with(*code_tab, |&shown| {
        let frame = shown.then(|| gloo::render::request_animation_frame(|_| keep_code_line_in_sight()));
        move || drop(frame)
    });
    let model = &props.model;
    let t = text(model.lang);
    let full =
        to_query_with(&model.doc, model.step(), model.steps(), &Presentation { lang: model.present.lang, ..Presentation::default() });
    let with_code = model.present.pseudocode;
    let words = t.steps.open_full.trim_end_matches('↗').trim_end();
    let toggle = {
        let code_tab = code_tab.clone();
        Callback::from(move |_: MouseEvent| code_tab.set(!*code_tab))
    };
    // The tab's button names what it shows next.
    let (label, pressed) = if *code_tab { (t.side.tree, "true") } else { (t.side.pseudocode, "false") };
    // A comparison in a narrow frame shows one pane at a time (CSS); this
    // button, named after the other pane, swaps them.
    let labels = compare_labels(model);
    let panes = compare_panes(model, model.dispatcher(), true, None);
    let on_pane = {
        let second_pane = second_pane.clone();
        Callback::from(move |_: MouseEvent| second_pane.set(!*second_pane))
    };
    html! {
        <div class={classes!("app", "embed", with_code.then_some("with-code"), (with_code && *code_tab).then_some("code-tab"), (labels.is_some() && *second_pane).then_some("pane-two"))} data-testid="embed">
            { for props.notice.clone() }
            <div class="embed-bar">
                { props.controls.clone() }
                if let Some((first, second)) = labels {
                    <button type="button" class="text-button small pane-toggle" onclick={on_pane} data-testid="pane-toggle">{ if *second_pane { first } else { second } }</button>
                }
                if with_code {
                    <button type="button" class="text-button small code-toggle" aria-pressed={pressed} onclick={toggle} data-testid="code-toggle">{ label }</button>
                }
                // In a small frame only its arrow shows (CSS).
                <a class="open-full" href={full} target="_blank" rel="noopener" title={t.steps.open_full} aria-label={words} data-testid="open-full">
                    <span class="words">{ words }</span>{ " ↗" }
                </a>
            </div>
            <div class="embed-stage">
                if let Some(panes) = panes.clone() {
                    { panes }
                } else {
                    <TreeView search={model.search()} algorithm={model.doc.algorithm} lang={model.lang} projector={model.present.projector} embed={model.present.embed}
                        editing={model.editing} edit_serial={model.edit_serial} playing={model.playing} dispatch={model.dispatcher()}
                        game={model.made.clone()} read_only={model.made.is_some()} />
                }
                if with_code { { code_view(model) } }
            </div>
            // A comparison's panes each say their own step.
            if panes.is_none() { { props.explanation.clone() } }
            { for props.players_note.clone() }
        </div>
    }
}

#[derive(Properties, PartialEq)]
struct EmbedProps {
    model: UseReducerHandle<Model>,
    notice: Option<Html>,
    controls: Html,
    explanation: Html,
    players_note: Option<Html>,
}

fn embed_view(model: &UseReducerHandle<Model>, parts: Parts) -> Html {
    let Parts { notice, controls, explanation, players_note, .. } = parts;
    html! { <EmbedView model={model.clone()} {notice} {controls} {explanation} {players_note} /> }
}

/// Practice mode: the tree without its values, the practice panel beside
/// it.
fn practice_view(
    model: &UseReducerHandle<Model>,
    practising: &Practice,
    parts: Parts,
    lms_link: Option<lms::LmsLink>,
    first_view: bool,
) -> Html {
    let Parts { notice, on_typed, .. } = parts;
    let step = model.step();
    let marks = practice::marks(practising);
    // Once a prediction is checked the drawing shows the step it was
    // about, beside its explanation.
    let shown = model.main_step() + usize::from(practising.checked.as_ref().is_some_and(|(at, _)| *at == model.main_step()));
    let search = model.search_at(shown);
    html! {
        <div class={classes!("app", "practising", model.present.embed.then_some("embedded"))}>
            // A widget, and a set graded by an LMS, keep the convention and
            // the exercise they were given: no header.
            if !model.present.embed && !model.present.graded() { { header_view(model) } }
            { for notice }
            <div class="workspace">
                <main class="stage">
                    <TreeView {search} algorithm={model.doc.algorithm} lang={model.lang} projector={model.present.projector} embed={false}
                        editing={None} edit_serial={model.edit_serial} playing={false} read_only={true} practice={Some(marks)} dispatch={model.dispatcher()} />
                </main>
                <aside class="side">
                    <practice::PracticePanel tree={Rc::clone(&model.tree)} trace={Rc::clone(&model.trace)} practice={practising.clone()} {step} tally={model.tally}
                        exercise={model.present.exercise} options={model.options()} lang={model.lang} dispatch={model.dispatcher()}
                        course={model.present.course} scores={model.scores.clone()} lms={lms_link} embed={model.present.embed} opened={!first_view} />
                    { code_view(model) }
                    if !model.present.embed && !model.present.graded() {
                        { code_toggle(model) }
                        <Editor text={model.doc.text.clone()} errors={Rc::clone(&model.errors)} lang={model.lang} {on_typed} />
                    }
                </aside>
            </div>
        </div>
    }
}

/// What the labs search: the game shown (with its depth limit and
/// order), or the typed tree.
fn lab_subject(model: &Model) -> minimax_app::messages::LabSubject {
    use minimax_app::messages::LabSubject;
    match &model.doc.game {
        Some(g) => LabSubject::Game(g.clone()),
        None => LabSubject::Tree { notation: minimax_engine::notation::print(&model.tree), root: model.tree.root_player() },
    }
}

/// The button that opens the MCTS lab in place of the drawing, or closes it.
fn mcts_toggle(model: &UseReducerHandle<Model>) -> Html {
    let t = text(model.lang);
    let open = model.present.mcts.is_some();
    let d = model.dispatcher();
    let onclick = Callback::from(move |_: MouseEvent| d.dispatch(Action::Mcts((!open).then(minimax_app::url::MctsLab::default))));
    html! {
        <button type="button" class="text-button mcts-toggle" data-testid="mcts-toggle" aria-pressed={open.to_string()} title={t.modes.mcts_title} {onclick}>
            { if open { t.modes.mcts_close } else { t.modes.mcts_button } }
        </button>
    }
}

/// The button that opens "Your code" (or closes it).
fn code_toggle(model: &UseReducerHandle<Model>) -> Html {
    let t = text(model.lang);
    let open = model.present.code.is_some();
    let d = model.dispatcher();
    let onclick = Callback::from(move |_: MouseEvent| d.dispatch(Action::Code((!open).then(storage::code_language))));
    html! {
        <button type="button" class="text-button code-mode-toggle" data-testid="code-toggle-mode" aria-pressed={open.to_string()} title={t.modes.code_title} {onclick}>
            { if open { t.modes.code_close } else { t.modes.code_button } }
        </button>
    }
}

/// The full app: the header, the stage with the tree, and the side panels.
fn full_view(model: &UseReducerHandle<Model>, parts: Parts, on_seek: Callback<usize>, what_if_marks: Option<Rc<WhatIfMarks>>) -> Html {
    let t = text(model.lang);
    let Parts { notice, controls, explanation, players_note, on_typed } = parts;
    let step = model.step();
    let progress = progress_view(model);
    let hits = model.made.as_ref().map(|m| m.hits);
    let panes = compare_panes(model, model.dispatcher(), false, what_if_marks.clone());
    let game_panel = html! { <crate::ui::extras::GameHost game={model.doc.game.clone()} reply={model.reply.clone()} {hits} options={model.options()} lang={model.lang} dispatch={model.dispatcher()} /> };
    html! {
        <div class="app">
            { header_view(model) }
            { for notice }
            // A lab has its own listing and tables: on a desktop window it
            // takes the whole width, the side panels under it.
            <div class={classes!("workspace", (model.present.mcts.is_some() || model.present.window.is_some()).then_some("lab"))}>
                <main class={classes!("stage", progress.is_some().then_some("busy"))}>
                    { for progress }
                    if let Some(lab) = model.present.mcts {
                        <crate::ui::extras::MctsHost subject={lab_subject(model)} {lab} lang={model.lang} dispatch={model.dispatcher()} />
                    } else if let Some(lab) = model.present.window {
                        <crate::ui::extras::WindowHost subject={lab_subject(model)} {lab} cut={model.doc.cut} lang={model.lang} dispatch={model.dispatcher()} />
                    } else {
                    { controls }
                    // A comparison's panes each say their own step.
                    if panes.is_none() { { explanation } }
                    { for players_note }
                    if let Some(panes) = panes {
                        { panes }
                    } else {
                        <TreeView search={model.search()} algorithm={model.doc.algorithm} lang={model.lang} projector={model.present.projector} embed={model.present.embed}
                        editing={model.editing} edit_serial={model.edit_serial} playing={model.playing} what_if={what_if_marks} code={model.code_marks.clone()} dispatch={model.dispatcher()}
                        game={model.made.clone()} read_only={model.made.is_some()} />
                    }
                    }
                </main>
                <aside class="side">
                    if let Some(language) = model.present.code {
                        <crate::ui::extras::CodeHost tree={Rc::clone(&model.tree)} embed={model.present.embed} options={model.options()} {language} lang={model.lang} dispatch={model.dispatcher()} />
                    }
                    if let Some(leaf) = model.what_if {
                        <crate::ui::extras::WhatIfHost tree={Rc::clone(&model.tree)} trace={Rc::clone(&model.trace)} {leaf} pending={model.trial.is_some()} lang={model.lang} dispatch={model.dispatcher()} />
                    }
                    // Practice and the game chooser, reachable from the first
                    // view without scrolling (1280×720 and up).
                    if model.doc.game.is_none() {
                        <div class="side-start">
                        <button type="button" class="text-button practice-toggle" data-testid="practice-toggle" aria-pressed="false" title={t.practice_panel.practice_title}
                            onclick={{ let d = model.dispatcher(); Callback::from(move |_: MouseEvent| d.dispatch(Action::Practice(minimax_app::practice::PracticeAction::Start(Some(minimax_app::practice::Task::Solve))))) }}>{ t.practice_panel.practice }</button>
                            { mcts_toggle(model) }
                            { game_panel.clone() }
                        </div>
                    }
                    if model.doc.game.is_none() && minimax_engine::explain::has_chance(&model.tree) {
                        <bounds::BoundsPanel bounds={model.doc.bounds} leaves={leaf_range(&model.tree)} lang={model.lang} dispatch={model.dispatcher()} />
                        <crate::ui::extras::MonteCarloHost tree={Rc::clone(&model.tree)} lang={model.lang} />
                    }
                    // The stepper's pseudocode, log and counts are not the
                    // labs' (each shows its own).
                    if model.present.mcts.is_none() && model.present.window.is_none() { { code_view(model) } }
                    // While a game is searched its panel comes under the
                    // listing: at 1280×720 above it, it pushed the current
                    // line below the window (issue 39).
                    if model.doc.game.is_some() { { game_panel.clone() }{ mcts_toggle(model) } }
                    if model.present.mcts.is_none() && model.present.window.is_none() {
                    <StepLog tree={Rc::clone(&model.tree)} trace={Rc::clone(&model.trace)} {step} lang={model.lang} {on_seek} present={model.present.projector} />
                    <Statistics now={model.snapshot().stats()} total={model.trace.stats()} ended={model.step() >= model.trace.len()} other={model.other} other_note={model.other_note} algorithm={model.doc.algorithm} lang={model.lang} />
                    }
                    <Editor text={model.doc.text.clone()} errors={Rc::clone(&model.errors)} lang={model.lang} {on_typed} />
                </aside>
            </div>
        </div>
    }
}

/// The two panes of a side-by-side view, when one is chosen: each with
/// what it searches, its own step and counters, the leaves only it prunes
/// (marked on its drawing), and, for the second, its own explanation.
/// The names of a comparison's two panes, if one is shown.
fn compare_labels(model: &Model) -> Option<(&'static str, &'static str)> {
    let pane = model.pane.as_ref()?;
    let t = text(model.lang);
    Some(match pane.compare {
        Compare::Algorithm => {
            let name = |a: Algorithm| if a == Algorithm::AlphaBeta { t.header.alpha_beta } else { t.header.minimax };
            (name(model.doc.algorithm), name(pane.options.algorithm))
        }
        Compare::Cut => {
            let name = |c: CutRule| if c == CutRule::Ge { t.header.cut_ge } else { t.header.cut_gt };
            (name(model.doc.cut), name(pane.options.cut))
        }
        Compare::Form => {
            let name = |f: Form| t.header.forms.of(f);
            (name(model.doc.form), name(pane.options.form))
        }
        Compare::BestFirst => (t.side_by_side.orders.given, t.side_by_side.orders.best_first),
        Compare::WorstFirst => (t.side_by_side.orders.given, t.side_by_side.orders.worst_first),
        Compare::Rescale => (t.side_by_side.rescale_labels.written, t.side_by_side.rescale_labels.rescaled),
    })
}

fn compare_panes(model: &Model, dispatch: UseReducerDispatcher<Model>, embed: bool, what_if: Option<Rc<WhatIfMarks>>) -> Option<Html> {
    let pane = model.pane.as_ref()?;
    let second = model.pane_search()?;
    let t = text(model.lang);
    let first = model.search();
    let labels = compare_labels(model)?;
    // Leaves pruned in one search and not the other, by name (a reordered
    // tree keeps its names).
    let pruned = |search: &minimax_app::state::Search| -> Vec<NodeId> {
        search.trace.pruned(&search.tree).into_iter().filter(|&n| search.tree[n].is_leaf()).collect()
    };
    let (pruned_first, pruned_second) = (pruned(&first), pruned(&second));
    let names = |search: &minimax_app::state::Search, ids: &[NodeId]| -> Vec<String> {
        ids.iter().map(|&n| search.tree.name(n).to_string()).collect()
    };
    let (names_first, names_second) = (names(&first, &pruned_first), names(&second, &pruned_second));
    let only = |ids: &[NodeId], mine: &[String], theirs: &[String]| -> Vec<NodeId> {
        ids.iter().zip(mine).filter(|(_, name)| !theirs.contains(name)).map(|(&id, _)| id).collect()
    };
    let only_first = Rc::new(only(&pruned_first, &names_first, &names_second));
    let only_second = Rc::new(only(&pruned_second, &names_second, &names_first));
    let (only_first_empty, only_second_empty) = (only_first.is_empty(), only_second.is_empty());
    // What each search prunes alone is the answer: said, and marked on the
    // drawings, only once both searches have ended.
    let ended = first.step() >= first.steps() && second.step() >= second.steps();
    let view = |k: usize, label: &str, search: minimax_app::state::Search, only: Rc<Vec<NodeId>>, algorithm: Algorithm| {
        let stats = search.snapshot().stats();
        let diff = if !ended {
            t.side_by_side.pruned_at_end.to_string()
        } else if only_first_empty && only_second_empty {
            t.side_by_side.same_pruned.to_string()
        } else if only.is_empty() {
            t.side_by_side.nothing_only_here.to_string()
        } else {
            (t.side_by_side.pruned_only_here)(&minimax_engine::words::names_in(
                &only.iter().map(|&n| minimax_engine::drawing::spacing::leaf_named(&search.tree, n)).collect::<Vec<_>>(),
                model.lang,
            ))
        };
        // A pane says its search's length once it has ended: before, the
        // shorter search's length would say how much it prunes.
        let step = if search.step() >= search.steps() {
            (t.steps.step_of)(search.step(), search.steps())
        } else {
            (t.side_by_side.pane_step)(search.step())
        };
        // Each pane says its own step, in its own place.
        let explanation = match search.step() {
            0 => start_hint(t).to_string(),
            s => explain_in(&search.tree, &search.trace, s - 1, model.lang),
        };
        html! {
            <section class="pane" data-testid={format!("pane-{k}")}>
                <div class="pane-head">
                    <strong data-testid="pane-label">{ label.to_string() }</strong>
                    <span class="pane-step" data-testid="pane-step">{ step }</span>
                    <span class="pane-stats" data-testid="pane-stats">{ (t.side_by_side.pane_stats)(stats.nodes_visited, stats.leaves_evaluated, stats.cutoffs) }</span>
                </div>
                <p class="pane-diff" data-testid="pane-diff">{ diff }</p>
                // One live region: the first pane's (both step together).
                <p class="explanation pane-explanation" data-testid="pane-explanation" aria-live={(k == 0).then_some("polite")}>{ explanation }</p>
                <TreeView {search} {algorithm} lang={model.lang} projector={model.present.projector} {embed}
                    editing={if k == 0 { model.editing } else { None }} edit_serial={model.edit_serial} playing={model.playing}
                    read_only={k == 1 || embed} differs={Some(if ended { only } else { Rc::new(Vec::new()) })} what_if={if k == 0 { what_if.clone() } else { None }} dispatch={dispatch.clone()} />
            </section>
        }
    };
    Some(html! {
        <div class="compare" data-testid="compare">
            { view(0, labels.0, first, only_first, model.doc.algorithm) }
            { view(1, labels.1, second, only_second, pane.options.algorithm) }
        </div>
    })
}

/// The smallest and largest numeric leaf (0 and 0 when there is none).
fn leaf_range(tree: &minimax_engine::tree::Tree) -> (minimax_engine::num::Bound, minimax_engine::num::Bound) {
    let values: Vec<minimax_engine::num::Bound> =
        tree.leaves().filter_map(|l| tree.leaf_value(l)).filter(|v| matches!(v, minimax_engine::num::Bound::Finite(_))).collect();
    let zero = minimax_engine::num::Bound::int(0);
    (values.iter().copied().min().unwrap_or(zero), values.iter().copied().max().unwrap_or(zero))
}

/// Scrolls the pseudocode's box so that its current line is in sight,
/// centred with the comment above it, if it is not.
fn keep_code_line_in_sight() {
    let document = gloo::utils::document();
    let line = document.query_selector(".code-line.current").ok().flatten();
    let panel = line.as_ref().and_then(|l| l.closest(".code-scroll").ok().flatten());
    if let (Some(line), Some(panel)) = (line, panel) {
        let (l, p) = (line.get_bounding_client_rect(), panel.get_bounding_client_rect());
        if l.top() < p.top() || l.bottom() > p.bottom() {
            let target = f64::from(panel.scroll_top()) + (l.top() - p.top()) - (p.height() - l.height()) / 2.0;
            panel.set_scroll_top(target.max(0.0) as i32);
        }
    }
}
