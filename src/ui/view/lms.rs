//! The page inside a course's LMS. A SCORM package's launch link
//! (`lms=scorm12` or `lms=scorm2004`, with a set of exercises) makes the
//! page look for the LMS's runtime (`API` or `API_1484_11`) in its parent
//! windows and its opener's, initialize it, report the set's score after
//! each Check and commit, and terminate when the page is left. What it
//! reports is `minimax_app::lms`'s (tested natively); this file only
//! finds the runtime and calls it. Without a runtime the page works as
//! always and says the score stays in the page.
//!
//! Also here: the practice page's "SCORM package" export, made by the
//! on-demand module (`export_scorm`).

use std::cell::RefCell;
use std::rc::Rc;

use gloo::events::EventListener;
use js_sys::{Function, Reflect};
use wasm_bindgen::{JsCast, JsValue};
use yew::prelude::*;

use crate::ui::extras;
use minimax_app::i18n::text;
use minimax_app::lms::{self, Course, Scorm};
use minimax_app::state::{Action, Model};
use minimax_engine::lang::Lang;
use minimax_engine::options::Options;
use minimax_engine::practice::Exercise;

/// How the page stands with the LMS.
#[derive(Clone, PartialEq, Debug)]
pub enum LmsLink {
    Connected(Scorm),
    Missing,
    /// A call the runtime refused: the call and its error.
    Refused(String),
}

/// The runtime found, and the session's start.
struct Session {
    api: JsValue,
    scorm: Scorm,
    started: f64,
    finished: bool,
}

fn now() -> f64 {
    gloo::utils::window().performance().map_or(0.0, |p| p.now())
}

/// The runtime object `name` on `window` or the windows above it (at most
/// ten levels), then on its opener and the windows above that. A window
/// of another origin cannot be read: it is passed over.
fn find_api(name: &str) -> Option<JsValue> {
    let look_up = |start: JsValue| -> Option<JsValue> {
        let mut window = start;
        for _ in 0..10 {
            if let Ok(api) = Reflect::get(&window, &name.into())
                && api.is_object()
            {
                return Some(api);
            }
            let parent = Reflect::get(&window, &"parent".into()).ok().filter(|p| p.is_object())?;
            if parent == window {
                return None;
            }
            window = parent;
        }
        None
    };
    let window: JsValue = gloo::utils::window().into();
    look_up(window.clone()).or_else(|| {
        let opener = Reflect::get(&window, &"opener".into()).ok().filter(|o| o.is_object())?;
        look_up(opener)
    })
}

/// Calls the runtime's `method` with `args`; its answer as text.
fn call(api: &JsValue, method: &str, args: &[&str]) -> Result<String, String> {
    let f: Function =
        Reflect::get(api, &method.into()).ok().and_then(|f| f.dyn_into().ok()).ok_or_else(|| format!("{method} is missing"))?;
    let args: js_sys::Array = args.iter().map(|a| JsValue::from_str(a)).collect();
    let answer = f.apply(api, &args).map_err(extras::reason)?;
    Ok(answer.as_string().or_else(|| answer.as_bool().map(|b| b.to_string())).unwrap_or_default())
}

/// Calls a method that answers "true" or "false"; a "false" is the
/// runtime's last error.
fn call_ok(session: &Session, method: &str, args: &[&str]) -> Result<(), String> {
    let answer = call(&session.api, method, args)?;
    if answer == "true" {
        return Ok(());
    }
    let (last, describe) = match session.scorm {
        Scorm::V12 => ("LMSGetLastError", "LMSGetErrorString"),
        Scorm::V2004 => ("GetLastError", "GetErrorString"),
    };
    let code = call(&session.api, last, &[]).unwrap_or_default();
    let said = call(&session.api, describe, &[&code]).unwrap_or_default();
    Err(format!("{method}: {code} {said}").trim().to_string())
}

/// Sets each value, then commits.
fn send(session: &Session, values: &[(&str, String)]) -> Result<(), String> {
    let [_, set, _, commit, _] = session.scorm.methods();
    for (key, value) in values {
        call_ok(session, set, &[key, value])?;
    }
    call_ok(session, commit, &[""])
}

/// Sets the session's last values and terminates, once.
fn finish(session: &RefCell<Option<Session>>, scores: &lms::Scores, count: u32) {
    let mut guard = session.borrow_mut();
    let Some(s) = guard.as_mut().filter(|s| !s.finished) else { return };
    s.finished = true;
    let seconds = (now() - s.started) / 1000.0;
    let _ = send(s, &lms::finish(s.scorm, scores, count, seconds));
    let [.., terminate] = s.scorm.methods();
    let _ = call(&s.api, terminate, &[""]);
}

/// The SCORM session of a package's launch link: found and initialized
/// once, a report after each Check (and each score the set records),
/// terminated when the page is hidden for good or unloaded. `None` when
/// the link names no runtime.
#[hook]
pub fn use_lms(model: &UseReducerHandle<Model>) -> Option<LmsLink> {
    let course = model.present.course.filter(|c| c.scorm.is_some());
    let link = use_state(|| None::<LmsLink>);
    let session: Rc<RefCell<Option<Session>>> = use_mut_ref(|| None);
    // The latest scores, for the unload handler.
    let latest = use_mut_ref(|| (lms::Scores::default(), 0u32));
    *latest.borrow_mut() = (model.scores.clone(), course.map_or(0, |c| c.count));
    {
        let (link, session, dispatcher) = (link.clone(), session.clone(), model.dispatcher());
        let latest = latest.clone();
        use_effect_with(course.and_then(|c| c.scorm), move |scorm| {
            let mut listeners = Vec::new();
            if let Some(scorm) = *scorm {
                match find_api(scorm.api_name()) {
                    None => link.set(Some(LmsLink::Missing)),
                    Some(api) => {
                        let s = Session { api, scorm, started: now(), finished: false };
                        let [initialize, _, get, ..] = scorm.methods();
                        let started = call_ok(&s, initialize, &[""]).and_then(|()| {
                            let entry = call(&s.api, get, &[lms::entry_key(scorm)]).unwrap_or_default();
                            let kept = call(&s.api, get, &[scorm.suspend_key()]).unwrap_or_default();
                            let count = latest.borrow().1;
                            dispatcher.dispatch(Action::CourseScores(lms::Scores::from_text(&kept, count)));
                            send(&s, &lms::start(scorm, lms::is_first_launch(&entry)))
                        });
                        link.set(Some(match started {
                            Ok(()) => LmsLink::Connected(scorm),
                            Err(e) => LmsLink::Refused(e),
                        }));
                        *session.borrow_mut() = Some(s);
                        for event in ["pagehide", "beforeunload"] {
                            let (session, latest) = (session.clone(), latest.clone());
                            listeners.push(EventListener::new(&gloo::utils::window(), event, move |_| {
                                let (scores, count) = latest.borrow().clone();
                                finish(&session, &scores, count);
                            }));
                        }
                    }
                }
            }
            move || drop(listeners)
        });
    }
    {
        let (link, session) = (link.clone(), session.clone());
        let scores = model.scores.clone();
        let count = course.map_or(0, |c| c.count);
        use_effect_with((model.checked.map(|(n, ..)| n), scores), move |(checked, scores)| {
            if checked.is_some() || !scores.0.is_empty() {
                let guard = session.borrow();
                if let Some(s) = guard.as_ref().filter(|s| !s.finished) {
                    let seconds = (now() - s.started) / 1000.0;
                    let sent = send(s, &lms::report(s.scorm, scores, count, seconds));
                    link.set(Some(match sent {
                        Ok(()) => LmsLink::Connected(s.scorm),
                        Err(e) => LmsLink::Refused(e),
                    }));
                }
            }
        });
    }
    (*link).clone()
}

/// The line that says how the page stands with the LMS.
pub fn lms_line(link: &LmsLink, lang: Lang) -> Html {
    let t = text(lang);
    let (class, message) = match link {
        LmsLink::Connected(scorm) => ("lms-status", (t.lms_connected)(scorm.label())),
        LmsLink::Missing => ("lms-status", t.lms_missing.to_string()),
        LmsLink::Refused(what) => ("lms-status notice", (t.lms_refused)(what)),
    };
    html! { <p class={class} data-testid="lms-status" role="status">{ message }</p> }
}

/// A set's navigation: the previous and next exercise, where the student
/// is, and the set's score so far.
pub fn course_nav(
    course: &Course,
    exercise: Option<Exercise>,
    scores: &lms::Scores,
    lang: Lang,
    dispatch: &UseReducerDispatcher<Model>,
) -> Html {
    let t = text(lang);
    let k = exercise.and_then(|e| course.index_of(e)).unwrap_or(0);
    let go = |to: Option<Exercise>| {
        let d = dispatch.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(e) = to {
                d.dispatch(Action::NewExercise(e));
            }
        })
    };
    let (prev, next) = (k.checked_sub(1).and_then(|j| course.exercise(j)), course.exercise(k + 1));
    html! {
        <div class="course-nav" data-testid="course">
            <button type="button" class="text-button" disabled={prev.is_none()} onclick={go(prev)} data-testid="course-prev">{ t.course_prev }</button>
            <span class="course-position" data-testid="course-position">{ (t.course_position)(k + 1, course.count) }</span>
            <button type="button" class="text-button" disabled={next.is_none()} onclick={go(next)} data-testid="course-next">{ t.course_next }</button>
            <span class="course-score" data-testid="course-score">{ (t.course_score)(scores.raw(course.count)) }</span>
        </div>
    }
}

#[derive(Properties, PartialEq)]
pub struct ScormExportProps {
    pub exercise: Exercise,
    pub options: Options,
    pub lang: Lang,
}

/// "SCORM package": this exercise and the next ones, with the app, as a
/// zip to upload to an LMS (made by the on-demand module).
#[function_component(ScormExport)]
pub fn scorm_export(p: &ScormExportProps) -> Html {
    let t = text(p.lang);
    let count = use_state(|| 5u32);
    let edition = use_state(|| Scorm::V12);
    let status = use_state(|| None::<String>);
    let busy = use_mut_ref(|| false);
    let on_count = {
        let count = count.clone();
        Callback::from(move |e: Event| {
            if let Some(n) = e.target_dyn_into::<web_sys::HtmlSelectElement>().and_then(|s| s.value().parse().ok()) {
                count.set(n);
            }
        })
    };
    let on_edition = {
        let edition = edition.clone();
        Callback::from(move |e: Event| {
            if let Some(s) = e.target_dyn_into::<web_sys::HtmlSelectElement>().and_then(|s| Scorm::from_code(&s.value())) {
                edition.set(s);
            }
        })
    };
    let onclick = {
        let (status, busy) = (status.clone(), busy.clone());
        let (exercise, options, lang, count, edition) = (p.exercise, p.options, p.lang, *count, *edition);
        Callback::from(move |_: MouseEvent| {
            if std::mem::replace(&mut *busy.borrow_mut(), true) {
                return;
            }
            let (status, busy) = (status.clone(), busy.clone());
            status.set(Some(text(lang).loading_module.to_string()));
            wasm_bindgen_futures::spawn_local(async move {
                let progress_status = status.clone();
                let progress = wasm_bindgen::closure::Closure::<dyn Fn(String)>::new(move |m: String| progress_status.set(Some(m)));
                let result = async {
                    let module = extras::module().await?;
                    let args = [
                        exercise.to_string().into(),
                        count.into(),
                        edition.code().into(),
                        options.algorithm.name().into(),
                        options.cut.name().into(),
                        options.form.name().into(),
                        lang.code().into(),
                        progress.as_ref().clone(),
                    ];
                    let promise = extras::call_returning(&module, "export_scorm", &args)?;
                    let done = wasm_bindgen_futures::JsFuture::from(js_sys::Promise::from(promise)).await.map_err(extras::reason)?;
                    Ok::<String, String>(done.as_string().unwrap_or_default())
                }
                .await;
                drop(progress);
                *busy.borrow_mut() = false;
                status.set(Some(result.unwrap_or_else(|e| e)));
            });
        })
    };
    html! {
        <details class="scorm-export" data-testid="scorm-export">
            <summary>{ t.scorm_title }</summary>
            <p class="scorm-note">{ t.scorm_note }</p>
            <div class="scorm-row">
                <label>{ t.scorm_count }{ " " }
                    <select onchange={on_count} data-testid="scorm-count">
                        { for [1u32, 3, 5, 10, 20, 30].into_iter().map(|n| html! { <option value={n.to_string()} selected={n == *count}>{ n }</option> }) }
                    </select>
                </label>
                <label>{ t.scorm_edition }{ " " }
                    <select onchange={on_edition} data-testid="scorm-edition">
                        { for Scorm::ALL.into_iter().map(|s| html! { <option value={s.code()} selected={s == *edition}>{ s.label() }</option> }) }
                    </select>
                </label>
                <button type="button" class="text-button primary" {onclick} data-testid="export-scorm">{ t.scorm_button }</button>
            </div>
            if let Some(message) = (*status).clone() { <p class="scorm-status" role="status" data-testid="scorm-status">{ message }</p> }
        </details>
    }
}
