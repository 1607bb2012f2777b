//! The SCORM package: the app's own files (fetched from where the page
//! was served: `index.html`, its stylesheet and icon, the build of the
//! package's language and this module), the launch page and the manifest
//! (`minimax_app::lms::package`), zipped with `minimax-slides` and
//! downloaded. Inside the LMS the launch page opens the app on the set of
//! exercises, and the page reports each Check to the LMS's runtime.

use js_sys::{Function, Uint8Array};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

use minimax_app::lms::{self, Course, Scorm};
use minimax_engine::lang::Lang;
use minimax_engine::options::Options;
use minimax_engine::practice::Exercise;

fn reason(e: JsValue) -> String {
    e.dyn_ref::<js_sys::Error>().map(|e| String::from(e.message())).or_else(|| e.as_string()).unwrap_or_else(|| "unknown error".to_string())
}

/// The bytes of `name`, beside the page.
async fn fetch_bytes(name: &str) -> Result<Vec<u8>, String> {
    let window = web_sys::window().ok_or("no window")?;
    let response: web_sys::Response =
        JsFuture::from(window.fetch_with_str(name)).await.map_err(|e| format!("{name}: {}", reason(e)))?.dyn_into().map_err(reason)?;
    if !response.ok() {
        return Err(format!("{name}: HTTP {}", response.status()));
    }
    let buffer = JsFuture::from(response.array_buffer().map_err(reason)?).await.map_err(reason)?;
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
    progress: &Function,
) -> Result<String, String> {
    let words = minimax_app::i18n::lab(lang).lms;
    let made = async {
        let course = Course { first, count: count.clamp(1, lms::SET_MAX), scorm: Some(scorm) };
        let say = |done: usize, of: usize| {
            let _ = progress.call1(&JsValue::NULL, &JsValue::from_str(&(words.packing)(done, of)));
        };
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
        crate::export::download_bytes(&name, "application/zip", &zip).map_err(|e| match e {
            crate::export::SlideFailure::Detail(d) => d,
            crate::export::SlideFailure::TreeChanged => "the page changed".to_string(),
        })?;
        Ok::<String, String>((words.packed)(&name, zip.len() as f64 / 1_000_000.0))
    }
    .await;
    made.map_err(|why| (words.scorm_failed)(&why))
}
