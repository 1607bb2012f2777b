//! The SCORM package: the app's own files (fetched from where the page
//! was served: `index.html`, its stylesheet and icon, the build of the
//! package's language and this module), the launch page and the manifest
//! (`minimax_app::lms::package`), zipped with `minimax-slides` and
//! downloaded. Inside the LMS the launch page opens the app on the set of
//! exercises, and the page reports each Check to the LMS's runtime.

use js_sys::Uint8Array;
use wasm_bindgen::JsCast;

use crate::export::reason;
use wasm_bindgen_futures::JsFuture;
use yew::prelude::*;

use minimax_app::lms::{self, Course, Scorm};
use minimax_engine::lang::Lang;
use minimax_engine::options::Options;
use minimax_engine::practice::Exercise;

/// The bytes of `name`, beside the page.
async fn fetch_bytes(name: &str) -> Result<Vec<u8>, String> {
    let window = web_sys::window().ok_or("no window")?;
    let response: web_sys::Response = JsFuture::from(window.fetch_with_str(name))
        .await
        .map_err(|e| format!("{name}: {}", reason(&e)))?
        .dyn_into()
        .map_err(|e| reason(&e))?;
    if !response.ok() {
        return Err(format!("{name}: HTTP {}", response.status()));
    }
    let buffer = JsFuture::from(response.array_buffer().map_err(|e| reason(&e))?).await.map_err(|e| reason(&e))?;
    Ok(Uint8Array::new(&buffer).to_vec())
}

/// Makes the package of `count` exercises from `first` and downloads it;
/// `progress` hears each step as a sentence. The sentence that says it is
/// done, or the one that says why not.
pub async fn export(
    first: Exercise,
    count: u32,
    scorm: Scorm,
    options: Options,
    lang: Lang,
    progress: impl Fn(String),
) -> Result<String, String> {
    let words = minimax_app::i18n::lab(lang).lms;
    let made = async {
        let course = Course { first, count: count.clamp(1, lms::SET_MAX), scorm: Some(scorm) };
        let say = |done: usize, of: usize| progress((words.packing)(done, of));
        let index = fetch_bytes("./").await?;
        let names = lms::app_files(&String::from_utf8_lossy(&index), lang);
        say(1, names.len());
        let mut files = vec![("index.html".to_string(), index)];
        for (k, name) in names.iter().enumerate().skip(1) {
            files.push((name.clone(), fetch_bytes(&format!("./{name}")).await?));
            say(k + 1, names.len());
        }
        let last = course.exercise(course.count - 1).unwrap_or(first);
        let title = format!("Minimax Lab: {first} … {last}");
        let package = lms::package(&course, options, lang, &title, &names);
        files.insert(0, (lms::LAUNCH.to_string(), package.launch.into_bytes()));
        files.insert(0, ("imsmanifest.xml".to_string(), package.manifest.into_bytes()));
        let zip = minimax_slides::zip_files(&files, None).map_err(|e| e.to_string())?;
        let name = format!("minimax-lab-{}-{first}-x{}.zip", scorm.code(), course.count);
        crate::export::download_file(&name, "application/zip", &zip)?;
        Ok::<String, String>((words.packed)(&name, &format!("{:.1}", zip.len() as f64 / 1_000_000.0)))
    }
    .await;
    made.map_err(|why| (words.scorm_failed)(&why))
}

/// What the SCORM panel is given: the exercise the set starts from, the
/// convention, the language.
#[derive(Properties, PartialEq, Clone)]
pub struct ScormPanelProps {
    pub exercise: Exercise,
    pub options: Options,
    pub lang: Lang,
}

/// The practice page's SCORM panel (inside the page's "SCORM package for
/// your LMS"): how many exercises, which edition, the button, and where
/// the packing stands.
#[function_component(ScormPanel)]
pub fn scorm_panel(p: &ScormPanelProps) -> Html {
    let words = minimax_app::i18n::lab(p.lang).lms;
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
            // One package at a time.
            if std::mem::replace(&mut *busy.borrow_mut(), true) {
                return;
            }
            let (status, busy) = (status.clone(), busy.clone());
            wasm_bindgen_futures::spawn_local(async move {
                let said = status.clone();
                let result = export(exercise, count, edition, options, lang, move |m| said.set(Some(m))).await;
                *busy.borrow_mut() = false;
                status.set(Some(result.unwrap_or_else(|why| why)));
            });
        })
    };
    html! {
        <div class="scorm-panel">
            <p class="scorm-note">{ words.scorm_note }</p>
            <div class="scorm-row">
                <label>{ words.scorm_count }{ " " }
                    <select onchange={on_count} data-testid="scorm-count">
                        // Any size a set can have (as the worksheet and `trace` allow).
                        { for (1..=minimax_app::lms::SET_MAX).map(|n| html! { <option value={n.to_string()} selected={n == *count}>{ n }</option> }) }
                    </select>
                </label>
                <label>{ words.scorm_edition }{ " " }
                    <select onchange={on_edition} data-testid="scorm-edition">
                        { for Scorm::ALL.into_iter().map(|s| html! { <option value={s.code()} selected={s == *edition}>{ s.label() }</option> }) }
                    </select>
                </label>
                <button type="button" class="text-button primary" {onclick} data-testid="export-scorm">{ words.scorm_button }</button>
            </div>
            if let Some(message) = (*status).clone() { <p class="scorm-status" role="status" data-testid="scorm-status">{ message }</p> }
        </div>
    }
}
