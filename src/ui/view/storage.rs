//! Where the work is kept: the first model (from the link, else the saved
//! work, else the classic example), writing the state to the address bar
//! and localStorage, the recent trees a link replaced, and the reader's
//! remembered form and language. Unreadable storage is never an error: it
//! reads as nothing saved.

use minimax_app::doc::Doc;
use minimax_app::notice::{Notice, Source};
use minimax_app::practice::{PracticeAction, Tally};
use minimax_app::state::{Action, Model};
use minimax_app::url::{CodeLanguage, StepSpec, parse_link, parse_presentation, presentation_problems, read_link};
use minimax_engine::lang::Lang;
use minimax_engine::search::Form;
use wasm_bindgen::JsCast;

/// Where the current work is kept between visits. The value is the same
/// query string a link carries; the version is in the key.
pub const STORAGE_KEY: &str = "minimax-lab:v1";
/// The practice exercise's progress (answers, marks, predict score), so a
/// reload keeps the student's work.
pub const PRACTICE_KEY: &str = "minimax-lab:practice";

/// Keeps practice progress for a reload.
pub fn save_practice(text: &str) {
    if let Ok(Some(storage)) = gloo::utils::window().local_storage() {
        let _ = storage.set_item(PRACTICE_KEY, text);
    }
}

/// The language the reader picked from the menu, kept apart from the work:
/// opening a link in another language does not change it.
pub const LANG_KEY: &str = "minimax-lab:lang";

/// The reader's pseudocode form, kept apart from the saved work so links
/// made without `form=` (older ones) open in the form the reader uses.
pub const FORM_KEY: &str = "minimax-lab:form";

/// The language "Your code" was last shown in: opening the mode again (the
/// header, the pseudocode panel, practice) starts there, not in Python.
pub const CODE_LANGUAGE_KEY: &str = "minimax-lab:code-language";

/// The language "Your code" opens in: the last one shown, else Python.
pub fn code_language() -> CodeLanguage {
    gloo::utils::window()
        .local_storage()
        .ok()
        .flatten()
        .and_then(|s| s.get_item(CODE_LANGUAGE_KEY).ok().flatten())
        .and_then(|code| CodeLanguage::from_code(&code))
        .unwrap_or_default()
}

/// Keeps the language "Your code" shows for the next time it opens.
pub fn remember_code_language(language: CodeLanguage) {
    if let Ok(Some(storage)) = gloo::utils::window().local_storage() {
        let _ = storage.set_item(CODE_LANGUAGE_KEY, language.code());
    }
}

/// Earlier work a link replaced, newest first (queries as saved), so
/// opening a shared link never loses a tree.
pub const RECENT_KEY: &str = "minimax-lab:recent";
const RECENT_MAX: usize = 8;

/// The practice tally: exercises, points and out of, as `3 40 45`.
pub const TALLY_KEY: &str = "minimax-lab:tally";

/// Keeps the practice tally for later visits.
pub fn save_tally(tally: Tally) {
    if let Ok(Some(storage)) = gloo::utils::window().local_storage() {
        let _ = storage.set_item(TALLY_KEY, &tally.to_text());
    }
}

/// The tally kept from earlier visits; unreadable is a fresh one.
fn saved_tally() -> Tally {
    let stored = gloo::utils::window().local_storage().ok().flatten().and_then(|s| s.get_item(TALLY_KEY).ok().flatten());
    stored.map(|text| Tally::from_text(&text)).unwrap_or_default()
}

/// The recent trees, newest first; unreadable storage is an empty list.
fn recent_trees() -> Vec<String> {
    let Some(storage) = gloo::utils::window().local_storage().ok().flatten() else { return Vec::new() };
    // The browser's own JSON reads it (the first view carries no JSON
    // codec); anything but a list of strings is no list.
    let Some(list) = storage.get_item(RECENT_KEY).ok().flatten().and_then(|json| js_sys::JSON::parse(&json).ok()) else {
        return Vec::new();
    };
    let list: Option<Vec<String>> = list.dyn_into::<js_sys::Array>().ok().and_then(|list| list.iter().map(|q| q.as_string()).collect());
    list.unwrap_or_default()
}

/// The documents of the recent trees that still read as links, newest
/// first.
pub fn recent_docs() -> Vec<Doc> {
    recent_trees().iter().filter_map(|q| parse_link(q).ok().flatten().map(|l| l.doc)).collect()
}

/// Keeps `query` (saved work about to be replaced) at the front of the
/// recent trees.
fn remember_recent(query: &str) {
    let mut list = recent_trees();
    list.retain(|q| q != query);
    list.insert(0, query.to_string());
    list.truncate(RECENT_MAX);
    let json = js_sys::JSON::stringify(&list.iter().map(|q| wasm_bindgen::JsValue::from_str(q)).collect::<js_sys::Array>());
    if let (Some(storage), Ok(json)) = (gloo::utils::window().local_storage().ok().flatten(), json) {
        let _ = storage.set_item(RECENT_KEY, &String::from(json));
    }
}

/// The reader's remembered pseudocode form, if any.
fn remembered_form() -> Option<Form> {
    let storage = gloo::utils::window().local_storage().ok().flatten()?;
    storage.get_item(FORM_KEY).ok().flatten().and_then(|name| name.parse().ok())
}

/// Remembers the form the reader picked, for links that name no form.
pub fn remember_form(form: Form) {
    if let Ok(Some(storage)) = gloo::utils::window().local_storage() {
        let _ = storage.set_item(FORM_KEY, form.name());
    }
}

/// Remembers the language the reader picked for later visits; `None`
/// ("Auto") forgets the choice.
pub fn remember_lang(choice: Option<Lang>) {
    if let Ok(Some(storage)) = gloo::utils::window().local_storage() {
        let _ = match choice {
            Some(lang) => storage.set_item(LANG_KEY, lang.code()),
            None => storage.remove_item(LANG_KEY),
        };
    }
}

/// Builds the first model from the link, else the saved work, else the
/// classic example; says what was wrong with a link or saved state.
pub fn initial_model() -> Model {
    let location = gloo::utils::window().location();
    let query = location.search().unwrap_or_default();
    let hash = location.hash().unwrap_or_default();
    let mut present = parse_presentation(&format!("{query}&{}", hash.trim_start_matches('#')));
    if !present.embed {
        // The full app remembers the theme, presentation mode and the
        // reader's language unless the link sets them.
        let stored =
            gloo::utils::window().local_storage().ok().flatten().and_then(|s| s.get_item(STORAGE_KEY).ok().flatten()).unwrap_or_default();
        let saved = parse_presentation(&stored);
        if !query.contains("theme=") && !query.contains("present=") && !hash.contains("theme=") && !hash.contains("present=") {
            present.theme = saved.theme;
            present.projector = saved.projector;
        }
        if present.lang.is_none() {
            present.lang = gloo::utils::window()
                .local_storage()
                .ok()
                .flatten()
                .and_then(|s| s.get_item(LANG_KEY).ok().flatten())
                .and_then(|code| code.parse().ok());
        }
    }
    let mut model = initial_document(&query, &hash, present.embed);
    // A value the link's presentation part does not know is left out, and
    // said (with whatever else the link had wrong).
    let unknown = presentation_problems(&format!("{query}&{}", hash.trim_start_matches('#')));
    if !unknown.is_empty() {
        match &mut model.notice {
            Some(Notice::Link { errors, .. }) => errors.extend(unknown),
            notice => *notice = Some(Notice::Link { source: Source::Link, errors: unknown, opened: true }),
        }
    }
    model.present = present;
    if present.compare.is_some() {
        // The second pane, then the link's step again: the control now runs
        // to the end of the longer search, so a step past the first
        // search's end is kept (`end`: the longer search's).
        let wanted = match parse_link(link_part(&query, &hash)) {
            Ok(Some(link)) => Some(link.step),
            _ => None,
        };
        model.apply(Action::SetCompare(present.compare));
        match wanted {
            Some(StepSpec::At(k)) => model.apply(Action::Seek(k)),
            Some(StepSpec::End) => model.apply(Action::End),
            None => {}
        }
    }
    model.browser_lang = browser_language();
    model.lang = present.lang.unwrap_or(model.browser_lang);
    // An embedded widget neither reads nor changes the reader's tally.
    if !present.embed {
        model.tally = saved_tally();
    }
    if present.practice.is_some() {
        // Practice starts before the first step, whatever step the link
        // names: the answers are not given away. Embedded too: a page (a
        // quiz question in an LMS) frames it and hears each Check's score.
        model.apply(Action::Practice(PracticeAction::Start(present.practice)));
        // The student's work on this exercise survives a reload. An
        // embedded widget keeps nothing, and neither does a set graded by
        // an LMS: the LMS's origin is shared by every package and every
        // student of a browser, and its suspend data is the record.
        let graded = present.graded();
        let saved = gloo::utils::window().local_storage().ok().flatten().and_then(|s| s.get_item(PRACTICE_KEY).ok().flatten());
        if let Some(text) = saved.filter(|_| !present.embed && !graded) {
            model.restore_practice(&text);
        }
    } else if present.autoplay {
        model.apply(Action::TogglePlay);
    }
    model
}

/// The first of the browser's preferred languages that we have, else
/// English.
fn browser_language() -> Lang {
    let navigator = gloo::utils::window().navigator();
    let preferred: Vec<String> = navigator.languages().iter().filter_map(|v| v.as_string()).collect();
    if preferred.is_empty() {
        return navigator.language().and_then(|l| l.parse().ok()).unwrap_or_default();
    }
    Lang::negotiate(preferred.iter().map(String::as_str))
}

/// The part of the address that holds the link: the query, or the hash
/// when only the hash names something to show (a tree, a packed tree the
/// loader could not unpack, a random tree, a game or an exercise).
fn link_part<'a>(query: &'a str, hash: &'a str) -> &'a str {
    let names_work = |part: &str| {
        minimax_app::url::pairs(part).iter().any(|(k, _)| matches!(k.as_str(), "tree" | "tz" | "random" | "game" | "exercise"))
    };
    if names_work(query) || !names_work(hash) { query } else { hash }
}

/// The document from the link, else (outside embed mode) the saved work,
/// else the classic example.
fn initial_document(query: &str, hash: &str, embed: bool) -> Model {
    let from_link = link_part(query, hash);
    // A link without `form=` opens in the reader's own form (an embedded
    // widget shows exactly what its link says).
    let form = if embed || from_link.contains("form=") { None } else { remembered_form() };
    let stored = if embed {
        None
    } else {
        gloo::utils::window().local_storage().ok().flatten().and_then(|s| s.get_item(STORAGE_KEY).ok().flatten())
    };
    // After a reload the address bar holds what the app itself wrote there:
    // that is the saved work, not a link someone opened, and messages say so.
    // (The same state, whether the address holds it in the query or, when
    // long, after `#`.)
    let state = |s: &str| s.trim_start_matches(['?', '#']).to_string();
    let source =
        if stored.as_deref().is_some_and(|s| !s.is_empty() && state(s) == state(from_link)) { Source::Saved } else { Source::Link };
    let link_notice = match load(from_link, source, form) {
        Ok(Some(mut model)) => {
            if source == Source::Link {
                // A visit: the saved work stays saved until this document
                // is changed (then it is the reader's, and the saved work
                // is kept among the recent trees, unless it is this tree).
                model.visiting = Some(model.doc.clone());
                if let Some(saved) = stored.as_deref() {
                    let same = parse_link(saved).ok().flatten().is_some_and(|l| l.doc.text == model.doc.text);
                    if !same && parse_link(saved).ok().flatten().is_some() {
                        remember_recent(saved);
                    }
                }
            }
            return model;
        }
        // Nothing of the link can be shown (options without a tree, a game
        // that does not read): the saved work, with the message.
        Err(notice) => Some(notice),
        Ok(None) => None,
    };
    // An embedded widget shows what its link says, never the saved work.
    let mut model = match stored.map(|stored| load(&stored, Source::Saved, None)) {
        Some(Ok(Some(model))) => model,
        Some(Ok(None) | Err(_)) => {
            let mut model = Model::classic();
            model.notice = Some(Notice::SavedUnreadable);
            model
        }
        None => Model::classic(),
    };
    if let Some(notice) = link_notice {
        model.notice = Some(notice);
        // What is shown is not the link's: nothing to save from it.
        model.visiting = Some(model.doc.clone());
    }
    model
}

/// A model from a query string; `source` names it in messages; `form`, if
/// given, replaces the default form of a link that names none.
fn load(query: &str, source: Source, form: Option<Form>) -> Result<Option<Model>, Notice> {
    // One bad option is left out on its own; the rest of the link is used.
    let read = read_link(query);
    let Some(mut link) = read.link else {
        return if read.dropped.is_empty() { Ok(None) } else { Err(Notice::Link { source, errors: read.dropped, opened: false }) };
    };
    if let Some(form) = form {
        link.doc.form = form;
    }
    let step = match link.step {
        StepSpec::At(k) => k,
        StepSpec::End => usize::MAX,
    };
    // A tree with errors is kept in the editor, so no work is lost; the
    // drawing shows the classic example until the text is fixed. (The
    // model read the text once; a game's tree is made by its search.)
    let mut model = Model::new(link.doc, step);
    // What was left out is said first (the editor shows the tree's errors
    // in any case).
    if !read.dropped.is_empty() {
        model.notice = Some(Notice::Link { source, errors: read.dropped, opened: true });
    } else if let Some(first) = model.errors.first().cloned() {
        model.notice = Some(Notice::TreeError { source, first });
    }
    Ok(Some(model))
}

/// Puts the state in the address bar and, unless embedded, in localStorage.
pub fn save_work(doc: &Doc, step: usize, steps: usize, present: &minimax_app::url::Presentation, store: bool) {
    let query = minimax_app::url::to_query_with(doc, step, steps, present);
    // The address bar and shared links name a random tree by its spec and
    // seed; the saved work keeps the tree itself, so it never depends on
    // the generator staying the same.
    let kept = doc.random.as_ref().map(|_| minimax_app::url::to_query_with(&Doc { random: None, ..doc.clone() }, step, steps, present));
    save(&query, kept.as_deref().unwrap_or(&query), store);
}

/// Writes `query` to the address bar and, when `store`, `kept` as the
/// saved work.
fn save(query: &str, kept: &str, store: bool) {
    if query.is_empty() {
        return;
    }
    let window = gloo::utils::window();
    if let Ok(history) = window.history() {
        // A long state goes after `#`, so a reload never sends the server a
        // request line it refuses.
        let path = window.location().pathname().unwrap_or_default();
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&minimax_app::url::address(&path, query)));
    }
    if store && let Ok(Some(storage)) = window.local_storage() {
        let _ = storage.set_item(STORAGE_KEY, kept);
    }
    // How many times the state was written: what a test waits for
    // instead of guessing how long a write takes.
    if let Some(root) = gloo::utils::document().document_element() {
        let count = root.get_attribute("data-saved").and_then(|n| n.parse::<u64>().ok()).unwrap_or(0);
        let _ = root.set_attribute("data-saved", &(count + 1).to_string());
    }
}
