//! The page inside a course's LMS. A SCORM package's launch link
//! (`lms=scorm12` or `lms=scorm2004`, with a set of exercises) makes the
//! page look for the LMS's runtime (`API` or `API_1484_11`) in its parent
//! windows and its opener's, initialize it, report the set's score after
//! each Check and commit, and terminate when the page is left. What it
//! reports is `minimax_app::lms`'s (tested natively); this file only
//! finds the runtime and calls it. Without a runtime the page works as
//! always and says the score stays in the page.
//!
//! Also here: the practice page's "SCORM package for your LMS", a
//! disclosure whose content is the on-demand module's (`PanelProps::Scorm`).

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
    /// The LMS opened the package to review or browse: nothing is sent.
    Review,
    /// The session was terminated (the page was left, then shown again
    /// from the browser's cache): reports can no longer be sent.
    Ended,
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
    /// Opened to review or browse: nothing is reported.
    review: bool,
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

/// Sets each value and commits, whatever one of them met: a value the
/// runtime refuses does not keep the others (the score, the suspend data)
/// from it. The first refusal, if any.
fn send(session: &Session, values: &[(&str, String)]) -> Result<(), String> {
    let [_, set, _, commit, _] = session.scorm.methods();
    let mut first = None;
    for (key, value) in values {
        if let Err(e) = call_ok(session, set, &[key, value]) {
            first.get_or_insert(e);
        }
    }
    let committed = call_ok(session, commit, &[""]);
    match first {
        Some(e) => Err(e),
        None => committed,
    }
}

/// Sets the session's last values and terminates, once.
fn finish(session: &RefCell<Option<Session>>, scores: &lms::Scores, count: u32) {
    let mut guard = session.borrow_mut();
    let Some(s) = guard.as_mut().filter(|s| !s.finished) else { return };
    s.finished = true;
    let seconds = (now() - s.started) / 1000.0;
    if !s.review {
        let _ = send(s, &lms::finish(s.scorm, scores, count, seconds));
    }
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
                        let mut s = Session { api, scorm, started: now(), finished: false, review: false };
                        let [initialize, _, get, ..] = scorm.methods();
                        // Only a refused Initialize means there is no session
                        // (the frame reloaded after the LMS ended it, say); a
                        // start value refused is said, and the session goes on.
                        let state = match call_ok(&s, initialize, &[""]) {
                            Err(_) => {
                                s.finished = true;
                                LmsLink::Ended
                            }
                            Ok(()) => {
                                let entry = call(&s.api, get, &[lms::entry_key(scorm)]).unwrap_or_default();
                                let kept = call(&s.api, get, &[scorm.suspend_key()]).unwrap_or_default();
                                let mode = call(&s.api, get, &[lms::mode_key(scorm)]).unwrap_or_default();
                                s.review = lms::is_review(&mode);
                                let count = latest.borrow().1;
                                dispatcher.dispatch(Action::CourseScores(lms::Scores::from_text(&kept, count)));
                                if s.review {
                                    LmsLink::Review
                                } else {
                                    match send(&s, &lms::start(scorm, lms::is_first_launch(&entry))) {
                                        Ok(()) => LmsLink::Connected(scorm),
                                        Err(e) => LmsLink::Refused(e),
                                    }
                                }
                            }
                        };
                        link.set(Some(state));
                        *session.borrow_mut() = Some(s);
                        for event in ["pagehide", "beforeunload"] {
                            let (session, latest) = (session.clone(), latest.clone());
                            listeners.push(EventListener::new(&gloo::utils::window(), event, move |_| {
                                let (scores, count) = latest.borrow().clone();
                                finish(&session, &scores, count);
                            }));
                        }
                        // Shown again from the browser's cache after the
                        // session ended: say so rather than seem connected.
                        let (ended, session) = (link.clone(), session.clone());
                        listeners.push(EventListener::new(&gloo::utils::window(), "pageshow", move |_| {
                            if session.borrow().as_ref().is_some_and(|s| s.finished) {
                                ended.set(Some(LmsLink::Ended));
                            }
                        }));
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
        use_effect_with((model.checked.map(|c| c.serial), scores), move |(checked, scores)| {
            if checked.is_some() || !scores.is_empty() {
                let guard = session.borrow();
                if let Some(s) = guard.as_ref().filter(|s| !s.finished && !s.review) {
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
        LmsLink::Connected(scorm) => ("lms-status", (t.practice_panel.lms_connected)(scorm.label())),
        LmsLink::Missing => ("lms-status", t.practice_panel.lms_missing.to_string()),
        LmsLink::Review => ("lms-status", t.practice_panel.lms_review.to_string()),
        LmsLink::Ended => ("lms-status notice", t.practice_panel.lms_ended.to_string()),
        LmsLink::Refused(what) => ("lms-status notice", (t.practice_panel.lms_refused)(what)),
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
    let this = scores.get(k).map(|(right, total)| (t.practice_panel.course_checked)(right, total));
    let done = match scores.status(course.count) {
        lms::Status::Incomplete => None,
        lms::Status::Passed => Some((t.practice_panel.course_done)(scores.raw(course.count), true)),
        lms::Status::Failed => Some((t.practice_panel.course_done)(scores.raw(course.count), false)),
    };
    html! {
        <div class="course-nav" data-testid="course">
            <button type="button" class="text-button" disabled={prev.is_none()} onclick={go(prev)} data-testid="course-prev">{ t.practice_panel.course_prev }</button>
            <span class="course-position" data-testid="course-position">{ (t.practice_panel.course_position)(k + 1, course.count) }</span>
            <button type="button" class="text-button" disabled={next.is_none()} onclick={go(next)} data-testid="course-next">{ t.practice_panel.course_next }</button>
            <span class="course-score" data-testid="course-score">{ (t.practice_panel.course_score)(scores.raw(course.count)) }</span>
            if let Some(line) = this { <span class="course-checked" data-testid="course-checked">{ line }</span> }
            if let Some(line) = done { <strong class="course-done" data-testid="course-done" role="status">{ line }</strong> }
        </div>
    }
}

#[derive(Properties, PartialEq)]
pub struct ScormExportProps {
    pub exercise: Exercise,
    pub options: Options,
    pub lang: Lang,
}

/// "SCORM package for your LMS": a disclosure whose content (the count,
/// the edition, the button, and the packing) is the on-demand module's
/// (`crates/extras/src/scorm.rs`), loaded when it is opened.
#[function_component(ScormExport)]
pub fn scorm_export(p: &ScormExportProps) -> Html {
    let t = text(p.lang);
    let open = use_state(|| false);
    let ontoggle = {
        let open = open.clone();
        Callback::from(move |e: Event| {
            if let Some(details) = e.target_dyn_into::<web_sys::Element>() {
                open.set(details.has_attribute("open"));
            }
        })
    };
    let panel = open.then(|| {
        let props = minimax_app::messages::PanelProps::Scorm { exercise: p.exercise, options: p.options, lang: p.lang };
        html! { <extras::HostedPanel {props} lang={p.lang} testid="scorm-host" /> }
    });
    html! {
        <details class="scorm-export" data-testid="scorm-export" open={*open} {ontoggle}>
            <summary>{ t.practice_panel.scorm_title }</summary>
            { for panel }
        </details>
    }
}
