//! The Export menu (SVG, PNG, notation, JSON, TikZ, Beamer, slides) and
//! where an export stands. The files are written by the on-demand module
//! (`crates/extras`, `export_view`): the first export loads it, with a
//! progress line meanwhile. The page sends the search on screen as text
//! (`minimax_app::export::search_text`) and, for the pictures, its own
//! drawing; a slide export moves the page from step to step through three
//! hooks while the module copies each drawing.

use std::cell::RefCell;
use std::rc::Rc;

use js_sys::{Object, Reflect};
use wasm_bindgen::JsValue;
use wasm_bindgen::closure::Closure;
use wasm_bindgen_futures::JsFuture;
use web_sys::Element;
use yew::prelude::*;

use super::props::TreeViewProps;
use crate::ui::extras;
use minimax_app::export::{SLIDES_MAX_STEPS, search_text};
use minimax_app::i18n::Text;
use minimax_app::state::Action;

/// Where an export stands, shown next to the Export menu.
#[derive(Clone, PartialEq, Debug)]
pub(super) enum SlideStatus {
    /// The module that writes exports is being fetched.
    Loading,
    /// It could not be fetched (the browser's reason): export again to
    /// try again.
    ModuleFailed(String),
    /// Making slide k of n.
    Making(usize, usize),
    /// The search has this many steps: more than `SLIDES_MAX_STEPS`.
    TooLong(usize),
    /// The tree was changed while the slides were being made.
    TreeChanged,
    /// What the browser, the packer or the module said went wrong.
    Failed(String),
}

/// What the Export menu shares with the tree view.
pub(super) struct Slides {
    /// The tree (by address) and step the drawing last showed.
    pub drawn: Rc<RefCell<(usize, usize)>>,
    pub status: UseStateHandle<Option<SlideStatus>>,
    /// An export is running (set at once, before the buttons re-render
    /// disabled, so a double click starts one).
    pub busy: Rc<RefCell<bool>>,
}

/// The formats, by the name the module knows them by.
#[derive(Clone, Copy, PartialEq)]
enum Format {
    Svg,
    Png,
    Notation,
    Json,
    Tikz,
    Beamer,
    Beamer43,
    SlidesZip,
    SlidesPdf,
}

impl Format {
    fn name(self) -> &'static str {
        match self {
            Format::Svg => "svg",
            Format::Png => "png",
            Format::Notation => "notation",
            Format::Json => "json",
            Format::Tikz => "tikz",
            Format::Beamer => "beamer",
            Format::Beamer43 => "beamer-43",
            Format::SlidesZip => "slides-zip",
            Format::SlidesPdf => "slides-pdf",
        }
    }

    /// Every step, one after the other: the page is moved through them.
    fn every_step(self) -> bool {
        matches!(self, Format::Beamer | Format::Beamer43 | Format::SlidesZip | Format::SlidesPdf)
    }
}

/// The hooks a slide export moves the page with (see the module's
/// `export_view`); kept alive until the export ends.
struct Hooks {
    object: Object,
    _seek: Closure<dyn Fn(u32)>,
    _drawn: Closure<dyn Fn() -> f64>,
    _progress: Closure<dyn Fn(u32, u32)>,
}

fn hooks(p: &TreeViewProps, slides: &Slides) -> Hooks {
    let dispatcher = p.dispatch.clone();
    let seek = Closure::<dyn Fn(u32)>::new(move |k: u32| dispatcher.dispatch(Action::Seek(k as usize)));
    let (drawn, tree_key) = (slides.drawn.clone(), Rc::as_ptr(&p.search.tree) as usize);
    // The step the drawing shows, or −1 once it draws another tree.
    let drawn = Closure::<dyn Fn() -> f64>::new(move || {
        let (tree, step) = *drawn.borrow();
        if tree == tree_key { step as f64 } else { -1.0 }
    });
    let status = slides.status.setter();
    let progress = Closure::<dyn Fn(u32, u32)>::new(move |k: u32, n: u32| status.set(Some(SlideStatus::Making(k as usize, n as usize))));
    let object = Object::new();
    for (name, f) in [("seek", seek.as_ref()), ("drawn", drawn.as_ref()), ("progress", progress.as_ref())] {
        let _ = Reflect::set(&object, &name.into(), f);
    }
    Hooks { object, _seek: seek, _drawn: drawn, _progress: progress }
}

/// Starts an export of the search on screen: loads the module if need be
/// (saying so), then has it write the file. A slide export pauses
/// autoplay, and the module moves the page back to its step afterwards.
fn start(p: &TreeViewProps, svg_ref: &NodeRef, slides: &Slides, format: Format, (width, height): (f64, f64)) {
    if *slides.busy.borrow() {
        return;
    }
    let steps = p.search.steps();
    if format.every_step() && steps > SLIDES_MAX_STEPS {
        slides.status.set(Some(SlideStatus::TooLong(steps)));
        return;
    }
    let svg = svg_ref.cast::<Element>();
    *slides.busy.borrow_mut() = true;
    let slide_show = matches!(format, Format::SlidesZip | Format::SlidesPdf);
    if slide_show && p.playing {
        p.dispatch.dispatch(Action::TogglePlay);
    }
    let search = search_text(&p.search.tree, &p.search.trace, p.lang);
    let (step, steps) = (u32::try_from(p.search.step()).unwrap_or(u32::MAX), u32::try_from(p.search.steps()).unwrap_or(u32::MAX));
    let hooks = slide_show.then(|| hooks(p, slides));
    let (status, busy) = (slides.status.setter(), slides.busy.clone());
    if !extras::loaded() {
        status.set(Some(SlideStatus::Loading));
    }
    wasm_bindgen_futures::spawn_local(async move {
        let result = async {
            let module = extras::module().await.map_err(SlideStatus::ModuleFailed)?;
            if slide_show {
                status.set(Some(SlideStatus::Making(0, steps as usize + 1)));
            } else {
                status.set(None);
            }
            let args = [
                format.name().into(),
                search.into_iter().map(JsValue::from).collect::<js_sys::Array>().into(),
                step.into(),
                steps.into(),
                svg.map_or(JsValue::UNDEFINED, JsValue::from),
                width.into(),
                height.into(),
                hooks.as_ref().map_or(JsValue::UNDEFINED, |h| h.object.clone().into()),
            ];
            let promise = extras::call_returning(&module, "export_view", &args).map_err(SlideStatus::Failed)?;
            let done = JsFuture::from(js_sys::Promise::from(promise)).await.map_err(|e| SlideStatus::Failed(extras::reason(e)))?;
            Ok::<bool, SlideStatus>(done.as_string().as_deref() != Some("tree-changed"))
        }
        .await;
        drop(hooks);
        *busy.borrow_mut() = false;
        status.set(match result {
            Ok(true) => None,
            Ok(false) => Some(SlideStatus::TreeChanged),
            Err(failure) => Some(failure),
        });
    });
}

/// Where an export stands (loading the module, slide k of n), or why it did
/// not happen.
pub(super) fn slides_status(status: &UseStateHandle<Option<SlideStatus>>, t: &Text) -> Html {
    let Some(current) = (**status).clone() else { return html! {} };
    let message = match &current {
        SlideStatus::Loading => t.tree_view.loading_module.to_string(),
        SlideStatus::Making(k, n) => (t.tree_view.slides_progress)(*k, *n),
        SlideStatus::TooLong(steps) => (t.tree_view.slides_too_long)(*steps, SLIDES_MAX_STEPS),
        SlideStatus::TreeChanged => (t.tree_view.slides_failed)(t.tree_view.slides_tree_changed),
        SlideStatus::Failed(detail) => (t.tree_view.slides_failed)(detail),
        SlideStatus::ModuleFailed(why) => (t.tree_view.module_failed)(why),
    };
    let dismiss = {
        let status = status.clone();
        Callback::from(move |_: MouseEvent| status.set(None))
    };
    let working = matches!(current, SlideStatus::Making(..) | SlideStatus::Loading);
    html! {
        <span class={classes!("slides-status", (!working).then_some("problem"))} role="status" data-testid="slides-status">
            if let SlideStatus::Making(k, n) = current {
                <progress max={n.to_string()} value={k.to_string()} aria-hidden="true"></progress>
            } else if working {
                <progress aria-hidden="true"></progress>
            }
            <span>{ message }</span>
            if !working {
                <button type="button" class="text-button small" onclick={dismiss} aria-label={t.steps.dismiss}>{ "×" }</button>
            }
        </span>
    }
}

/// "Export": SVG, PNG (2×), notation, JSON, TikZ of the current view, and
/// every step as Beamer overlays or slides (a zip of PNG files, or a PDF).
pub(super) fn export_menu(p: &TreeViewProps, svg_ref: &NodeRef, width: f64, height: f64, t: &Text, slides: &Slides) -> Html {
    let busy = matches!(*slides.status, Some(SlideStatus::Making(..) | SlideStatus::Loading));
    let item = |label: &'static str, testid: &'static str, format: Format| {
        let (p, svg_ref) = (p.clone(), svg_ref.clone());
        let slides = Slides { drawn: slides.drawn.clone(), status: slides.status.clone(), busy: slides.busy.clone() };
        let onclick = Callback::from(move |e: MouseEvent| {
            start(&p, &svg_ref, &slides, format, (width, height));
            // Done with the menu: it closes (a slide export's progress
            // shows beside it).
            if let Some(details) = e.target_dyn_into::<web_sys::Element>().and_then(|b| b.closest("details").ok().flatten()) {
                let _ = details.remove_attribute("open");
            }
        });
        html! { <button type="button" class="text-button small" data-testid={testid} {onclick} disabled={busy}>{ label }</button> }
    };
    html! {
        <details class="export" ontoggle={Callback::from(|e: Event| {
            if let Some(details) = e.target_dyn_into::<web_sys::Element>().filter(|d| d.has_attribute("open")) {
                crate::ui::page::close_other_popovers(&details);
            }
        })}>
            <summary class="text-button small" data-testid="export">{ t.tree_view.export }</summary>
            <div class="export-menu">
                { item("SVG", "export-svg", Format::Svg) }
                { item("PNG (2×)", "export-png", Format::Png) }
                { item(t.tree_view.export_notation, "export-notation", Format::Notation) }
                { item("JSON", "export-json", Format::Json) }
                { item("TikZ (LaTeX)", "export-tikz", Format::Tikz) }
                { item(t.share_embed.export_beamer, "export-beamer", Format::Beamer) }
                { item(t.share_embed.export_beamer_43, "export-beamer-43", Format::Beamer43) }
                // An embedded widget would send every step to its deck.
                if !p.embed {
                    { item(t.tree_view.export_slides_png, "export-slides-zip", Format::SlidesZip) }
                    { item(t.tree_view.export_slides_pdf, "export-slides-pdf", Format::SlidesPdf) }
                }
            </div>
        </details>
    }
}
