//! The Export menu (SVG, PNG, notation, JSON, TikZ, Beamer, slides) and
//! the progress of a slide export.

use std::cell::RefCell;
use std::rc::Rc;

use web_sys::Element;
use yew::prelude::*;

use super::TreeViewProps;
use crate::ui::export::{self, SlideFailure, SlideFormat};
use minimax_app::i18n::Text;
use minimax_app::state::Action;
use minimax_engine::export as core_export;
use minimax_engine::notation;

/// Where a slide export stands, shown next to the Export menu.
#[derive(Clone, PartialEq, Debug)]
pub(super) enum SlideStatus {
    /// Making slide k of n.
    Making(usize, usize),
    /// The search has this many steps: more than `SLIDES_MAX_STEPS`.
    TooLong(usize),
    Failed(SlideFailure),
}

/// What the Export menu's slide entries share with the tree view.
pub(super) struct Slides {
    /// The tree (by address) and step the drawing last showed.
    pub drawn: Rc<RefCell<(usize, usize)>>,
    pub status: UseStateHandle<Option<SlideStatus>>,
    /// An export is running (set at once, before the buttons re-render
    /// disabled, so a double click starts one).
    pub busy: Rc<RefCell<bool>>,
}

/// Starts a slide export of the search on screen: every step drawn in turn,
/// then the zip or PDF downloaded and the step the user was on restored.
fn start_slides(p: &TreeViewProps, svg_ref: &NodeRef, slides: &Slides, format: SlideFormat) {
    if *slides.busy.borrow() {
        return;
    }
    let steps = p.search.steps();
    if steps > export::SLIDES_MAX_STEPS {
        slides.status.set(Some(SlideStatus::TooLong(steps)));
        return;
    }
    *slides.busy.borrow_mut() = true;
    if p.playing {
        p.dispatch.dispatch(Action::TogglePlay);
    }
    let status = slides.status.setter();
    status.set(Some(SlideStatus::Making(0, steps + 1)));
    let (dispatcher, drawn, busy) = (p.dispatch.clone(), slides.drawn.clone(), slides.busy.clone());
    let job = export::SlideJob {
        format,
        tree: Rc::clone(&p.search.tree),
        trace: Rc::clone(&p.search.trace),
        algorithm: p.algorithm,
        lang: p.lang,
        start_step: p.search.step(),
        svg: svg_ref.clone(),
        seek: move |k| dispatcher.dispatch(Action::Seek(k)),
        drawn: move || *drawn.borrow(),
        progress: {
            let status = status.clone();
            move |k, n| status.set(Some(SlideStatus::Making(k, n)))
        },
    };
    wasm_bindgen_futures::spawn_local(async move {
        let result = export::export_slides(job).await;
        *busy.borrow_mut() = false;
        status.set(result.err().map(SlideStatus::Failed));
    });
}

/// Progress of a slide export, or why it did not happen.
pub(super) fn slides_status(status: &UseStateHandle<Option<SlideStatus>>, t: &Text) -> Html {
    let Some(current) = (**status).clone() else { return html! {} };
    let message = match &current {
        SlideStatus::Making(k, n) => (t.slides_progress)(*k, *n),
        SlideStatus::TooLong(steps) => (t.slides_too_long)(*steps, export::SLIDES_MAX_STEPS),
        SlideStatus::Failed(SlideFailure::TreeChanged) => (t.slides_failed)(t.slides_tree_changed),
        SlideStatus::Failed(SlideFailure::Detail(detail)) => (t.slides_failed)(detail),
    };
    let dismiss = {
        let status = status.clone();
        Callback::from(move |_: MouseEvent| status.set(None))
    };
    let making = matches!(current, SlideStatus::Making(..));
    html! {
        <span class={classes!("slides-status", (!making).then_some("problem"))} role="status" data-testid="slides-status">
            if let SlideStatus::Making(k, n) = current {
                <progress max={n.to_string()} value={k.to_string()} aria-hidden="true"></progress>
            }
            <span>{ message }</span>
            if !making {
                <button type="button" class="text-button small" onclick={dismiss} aria-label={t.dismiss}>{ "×" }</button>
            }
        </span>
    }
}

/// "Export": SVG, PNG (2×), notation, JSON, TikZ of the current view, and
/// every step as slides (a zip of PNG files, or a PDF).
pub(super) fn export_menu(p: &TreeViewProps, svg_ref: &NodeRef, width: f64, height: f64, t: &Text, slides: &Slides) -> Html {
    #[derive(Clone, Copy)]
    enum Format {
        Svg,
        Png,
        Notation,
        Json,
        Tikz,
        Beamer,
        Slides(SlideFormat),
    }
    let busy = matches!(*slides.status, Some(SlideStatus::Making(..)));
    let item = |label: &'static str, testid: &'static str, format: Format| {
        let (p, svg_ref) = (p.clone(), svg_ref.clone());
        let slides = Slides { drawn: slides.drawn.clone(), status: slides.status.clone(), busy: slides.busy.clone() };
        let onclick = Callback::from(move |_: MouseEvent| {
            let stem = core_export::file_stem(&p.search.tree, p.search.step(), p.search.steps());
            match format {
                Format::Slides(kind) => start_slides(&p, &svg_ref, &slides, kind),
                Format::Svg | Format::Png => {
                    let Some(svg) = svg_ref.cast::<Element>() else { return };
                    let Some(markup) = export::svg_document(&svg) else { return };
                    if let Format::Svg = format {
                        export::download_text(&format!("{stem}.svg"), "image/svg+xml", &markup);
                    } else {
                        export::download_png(&format!("{stem}.png"), &markup, width, height);
                    }
                }
                Format::Notation => export::download_text(&format!("{stem}.txt"), "text/plain", &(notation::print(&p.search.tree) + "\n")),
                Format::Json => {
                    let text = serde_json::to_string_pretty(&core_export::tree_json(&p.search.tree)).unwrap_or_default();
                    export::download_text(&format!("{stem}.json"), "application/json", &(text + "\n"));
                }
                Format::Tikz => {
                    let tex = core_export::tikz(&p.search.tree, &p.search.trace, &p.search.snapshot());
                    export::download_text(&format!("{stem}.tex"), "application/x-tex", &tex);
                }
                Format::Beamer => match core_export::beamer(&p.search.tree, &p.search.trace, p.lang) {
                    Some(tex) => export::download_text(
                        &format!("{}.tex", core_export::file_name(&p.search.tree, "beamer")),
                        "application/x-tex",
                        &tex,
                    ),
                    None => slides.status.set(Some(SlideStatus::TooLong(p.search.steps()))),
                },
            }
        });
        html! { <button type="button" class="text-button small" data-testid={testid} {onclick} disabled={busy}>{ label }</button> }
    };
    html! {
        <details class="export">
            <summary class="text-button small" data-testid="export">{ t.export }</summary>
            <div class="export-menu">
                { item("SVG", "export-svg", Format::Svg) }
                { item("PNG (2×)", "export-png", Format::Png) }
                { item(t.export_notation, "export-notation", Format::Notation) }
                { item("JSON", "export-json", Format::Json) }
                { item("TikZ (LaTeX)", "export-tikz", Format::Tikz) }
                { item(t.export_beamer, "export-beamer", Format::Beamer) }
                // An embedded widget would send every step to its deck.
                if !p.embed {
                    { item(t.export_slides_png, "export-slides-zip", Format::Slides(SlideFormat::PngZip)) }
                    { item(t.export_slides_pdf, "export-slides-pdf", Format::Slides(SlideFormat::Pdf)) }
                }
            </div>
        </details>
    }
}
