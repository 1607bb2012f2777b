//! `Worksheet`: the on-demand module's printable page of practice exercises
//! (`?mode=worksheet&exercise=medium-42&count=6`) and, from a new printed
//! page on, their answer key.
//!
//! Each exercise is drawn as a static SVG, the labs' one figure
//! (`minimax_engine::drawing`): MAX ▲ and MIN ▼ with their names, leaves
//! as boxes with their values and names, and an empty box under every
//! internal node for the answer. The answer key draws
//! each tree again with every reached node's value (a bound such as `≤ 2`
//! where the node cut off), a cut stroke across each pruned edge and the
//! pruned subtrees greyed, followed by the key's lines of text: the same
//! lines `trace --worksheet` prints ([`key_lines`]).
//!
//! The page is made once per exercise list and options (`use_memo`); it
//! never steps a search. Everything is read off each exercise's [`Trace`]
//! through the engine's [`answer_key`].

use std::collections::HashMap;

use wasm_bindgen::JsCast;
use yew::prelude::*;

use minimax_app::i18n::{text, worksheet_heading};
use minimax_app::url::WORKSHEET_MAX;
use minimax_app::worksheet::{Sheet, VALUE_FONT, box_width, practice_link};
use minimax_engine::drawing::svg::tree_parts;
use minimax_engine::drawing::{Drawing, Line, Shape};
use minimax_engine::lang::Lang;
use minimax_engine::options::Options;
use minimax_engine::practice::{Exercise, Key, worksheet};
use minimax_engine::quiz::{self, QuizFormat};
use minimax_engine::tree::NodeId;

/// What the page shows.
#[derive(Properties, PartialEq)]
pub struct WorksheetProps {
    /// The first exercise: the others follow it, seed after seed.
    pub exercise: Exercise,
    /// How many exercises (1 to 30).
    pub count: usize,
    /// The convention the answers follow: algorithm, cut rule, form.
    pub options: Options,
    pub lang: Lang,
}

/// The page.
#[function_component(Worksheet)]
pub fn worksheet_page(p: &WorksheetProps) -> Html {
    let t = text(p.lang);
    let sheets = use_memo((p.exercise, p.count, p.options, p.lang), |&(first, count, options, lang)| {
        worksheet(first, count.clamp(1, WORKSHEET_MAX)).into_iter().map(|e| Sheet::new(e, options, lang)).collect::<Vec<_>>()
    });
    let count = sheets.len();
    let heading = worksheet_heading(p.exercise, count, p.options, p.lang);
    // The printed page's header shows the document's title; the page's
    // language picks the fonts.
    {
        let title = format!("{} — {}", t.worksheet.worksheet_title, heading);
        use_effect_with((title, p.lang), |(title, lang)| {
            if let Some(document) = web_sys::window().and_then(|w| w.document()) {
                document.set_title(title);
                if let Some(root) = document.document_element() {
                    let _ = root.set_attribute("lang", lang.code());
                }
            }
        });
    }
    // A drawing wider than the screen (a phone) scrolls sideways inside its
    // box: each opens with its root in the middle.
    use_effect_with((p.exercise, p.count, p.options), |_| {
        let Some(document) = web_sys::window().and_then(|w| w.document()) else { return };
        let Ok(figures) = document.query_selector_all(".ws-figure[data-root-x]") else { return };
        for i in 0..figures.length() {
            let Some(figure) = figures.item(i).and_then(|n| n.dyn_into::<web_sys::Element>().ok()) else { continue };
            let root_x = figure.get_attribute("data-root-x").and_then(|x| x.parse::<f64>().ok()).unwrap_or(0.0);
            if figure.scroll_width() > figure.client_width() {
                figure.set_scroll_left((root_x - f64::from(figure.client_width()) / 2.0).max(0.0) as i32);
            }
        }
    });
    // The students' sheet (the link the page and the docs give) has no way
    // to show the answer key, nor the LMS files (which hold it). The
    // teacher's sheet (`&key=1`) opens with the key, which its control
    // hides for printing the students' copy, links the students' sheet and
    // offers the LMS files; printed, the key starts on a page of its own.
    let teacher = teachers_link();
    let key_shown = use_state(|| teacher);
    let toggle_key = {
        let key_shown = key_shown.clone();
        Callback::from(move |_: MouseEvent| key_shown.set(!*key_shown))
    };
    let print = Callback::from(|_: MouseEvent| {
        if let Some(window) = web_sys::window() {
            let _ = window.print();
        }
    });
    let exercises = sheets.iter().enumerate().map(|(k, sheet)| {
        html! {
            <section class="ws-exercise" data-testid="exercise" data-exercise={sheet.exercise.to_string()}>
                <header class="ws-exercise-head">
                    <h2>{ format!("{}. {}", k + 1, sheet.exercise) }</h2>
                    <a class="ws-online" href={practice_link(sheet.exercise, p.options)} data-testid="practise-link">{ t.worksheet.practise_online }</a>
                </header>
                { drawing(sheet, None, p.lang) }
            </section>
        }
    });
    let keys = sheets.iter().enumerate().map(|(k, sheet)| {
        html! {
            <article class="ws-key-entry" data-testid="key-entry" data-exercise={sheet.exercise.to_string()}>
                <h3 data-testid="key-title">{ format!("{}. {}", k + 1, sheet.exercise) }</h3>
                { drawing(sheet, sheet.key.as_ref(), p.lang) }
                <pre class="ws-key-lines" data-testid="key-lines">{ sheet.lines.join("\n") }</pre>
            </article>
        }
    });
    html! {
        <main class="worksheet" lang={p.lang.code()} data-testid="worksheet">
            <header class="ws-head">
                <h1>{ t.worksheet.worksheet_title }</h1>
                <p class="ws-convention" data-testid="worksheet-heading">{ heading.clone() }</p>
                <ul class="ws-instructions" data-testid="worksheet-instructions">
                    { for t.worksheet.worksheet_instructions.list().iter().map(|line| html! { <li>{ *line }</li> }) }
                </ul>
                <div class="ws-controls">
                    <button type="button" class="ws-print" data-testid="print" onclick={print}>{ t.worksheet.print }</button>
                    if teacher {
                        <button type="button" class="ws-print ws-key-toggle" data-testid="show-key" aria-pressed={key_shown.to_string()} aria-controls="answer-key" onclick={toggle_key}>
                            { if *key_shown { t.worksheet.hide_key } else { t.worksheet.show_key } }
                        </button>
                        <a class="ws-online" href={students_address()} data-testid="students-link" title={t.worksheet.students_link_title}>{ t.worksheet.students_link }</a>
                    }
                </div>
                if teacher {
                    <LmsMenu exercise={p.exercise} {count} options={p.options} lang={p.lang} />
                    <p class="ws-key-note" data-testid="teachers-sheet">{ t.worksheet.teachers_sheet }</p>
                } else {
                    <p class="ws-key-note" data-testid="key-hidden">{ t.worksheet.key_hidden }</p>
                }
            </header>
            <div class="ws-exercises">{ for exercises }</div>
            if *key_shown {
                <section class="ws-key" id="answer-key" data-testid="answer-key">
                    <h2>{ t.worksheet.answer_key }</h2>
                    <p class="ws-convention">{ heading }</p>
                    { for keys }
                </section>
            }
        </main>
    }
}

/// The "Download for your LMS" menu: these exercises as a question bank
/// in each format `trace --quiz` writes (the same bytes).
#[function_component(LmsMenu)]
fn lms_menu(p: &WorksheetProps) -> Html {
    let words = minimax_app::i18n::lab(p.lang).lms;
    let failed = use_state(|| None::<String>);
    let buttons = [(QuizFormat::Moodle, words.moodle), (QuizFormat::Gift, words.gift), (QuizFormat::Qti21, words.qti21), (QuizFormat::Qti12, words.qti12)]
        .into_iter()
        .map(|(format, label)| {
            let (failed, first, count, options, lang) = (failed.clone(), p.exercise, p.count, p.options, p.lang);
            let onclick = Callback::from(move |_: MouseEvent| {
                let made = download_bank(first, count, options, lang, format);
                failed.set(made.err().map(|why| (words.failed)(&why)));
            });
            html! { <li><button type="button" class="ws-print" data-testid={format!("lms-{}", format.name())} {onclick}>{ label }</button></li> }
        });
    html! {
        <details class="ws-lms" data-testid="lms-menu">
            <summary>{ words.download }</summary>
            <p class="ws-lms-note">{ words.note }</p>
            <ul class="ws-lms-formats">{ for buttons }</ul>
            if let Some(message) = (*failed).clone() { <p class="ws-lms-failed" role="alert" data-testid="lms-failed">{ message }</p> }
        </details>
    }
}

/// Makes the question bank and starts its download; the reason when it
/// cannot.
fn download_bank(first: Exercise, count: usize, options: Options, lang: Lang, format: QuizFormat) -> Result<(), String> {
    let bank = quiz::bank(first, count.clamp(1, WORKSHEET_MAX), options, lang).map_err(|quiz::NotAskable(why)| why)?;
    let name = format.file_name(first, bank.questions.len(), lang);
    let (bytes, mime) = match quiz::write(&bank, format) {
        quiz::Written::Text(text) => (text.into_bytes(), if format == QuizFormat::Moodle { "application/xml" } else { "text/plain" }),
        quiz::Written::Zip(files) => (minimax_slides::zip_files(&files, None).map_err(|e| e.to_string())?, "application/zip"),
    };
    crate::export::download_file(&name, mime, &bytes)
}

/// One tree as a static SVG: blank boxes when `key` is `None`, else the
/// answers, cut strokes and greyed pruned subtrees.
fn drawing(sheet: &Sheet, key: Option<&Key>, lang: Lang) -> Html {
    let t = text(lang);
    let tree = &sheet.tree;
    // What each reached internal node's box holds, and the children whose
    // edge a cutoff skipped.
    // A node whose test held at its last child shows both right forms
    // (`8 / ≥ 8`), as the key's lines do (`8 or ≥ 8`).
    let values: HashMap<NodeId, String> =
        key.map(|k| k.nodes.iter().map(|nk| (nk.node, nk.value.written_all("/"))).collect()).unwrap_or_default();
    let cut: Vec<NodeId> = key.map(|k| k.cut.iter().map(|&(c, _)| c).collect()).unwrap_or_default();
    let reached = |id: NodeId| key.is_none_or(|k| k.reached.get(id.index()).copied().flatten().is_some());
    // Every answer box is as wide as the widest answer of the tree, in the
    // blank sheet as in the key: the two drawings have the same shape, and
    // a box's width gives nothing away. The figure keeps room for it under
    // each internal node (and a leaf's name under its box).
    let widest = sheet
        .key
        .as_ref()
        .and_then(|k| k.nodes.iter().map(|nk| nk.value.written_all("/")).max_by(|a, b| box_width(a).total_cmp(&box_width(b))));
    let room = format!("  {}  ", widest.unwrap_or_else(|| "≥ 00".to_string()));
    let parts = tree_parts(tree, |id| vec![Line::new(if tree[id].is_leaf() { tree.name(id).to_string() } else { room.clone() }, "")]);
    let d = Drawing::new(&parts, VALUE_FONT);
    let greyed = |id: NodeId| !reached(id);
    let edges = tree.ids().filter_map(|id| {
        let points = d.edge(id.index())?;
        let path = points.iter().map(|&(x, y)| format!("{},{}", f(x), f(y))).collect::<Vec<_>>().join(" ");
        // A short stroke at right angles across the middle of the edge's
        // slanting part (the band between the rows).
        let stroke = cut.contains(&id).then(|| {
            let k = points.len() / 2;
            let ((ax, ay), (bx, by)) = (points[k.saturating_sub(1)], points[k.min(points.len() - 1)]);
            let (mx, my) = ((ax + bx) / 2.0, (ay + by) / 2.0);
            let len = (bx - ax).hypot(by - ay).max(1.0);
            let (nx, ny) = (-(by - ay) / len * 9.0, (bx - ax) / len * 9.0);
            html! { <line class="ws-cut" data-testid="cut-mark" x1={f(mx - nx)} y1={f(my - ny)} x2={f(mx + nx)} y2={f(my + ny)} /> }
        });
        Some(html! {
            <g class={classes!("ws-edge", greyed(id).then_some("pruned"))} data-child={tree.path(id)}>
                <polyline points={path} />
                { for stroke }
            </g>
        })
    });
    let nodes = tree.ids().filter_map(|id| {
        let (n, part) = (d.nodes.get(id.index())?, parts.get(id.index())?);
        let leaf = tree[id].is_leaf();
        let class = classes!("ws-node", if leaf { "leaf" } else { "internal" }, greyed(id).then_some("pruned"));
        let shape = crate::figure::shape_svg(part.shape, n);
        let inside = n.inside.as_ref().map(|b| {
            let y = b.baselines.first().copied().unwrap_or(n.y);
            let class = if leaf { "leaf-value" } else { "name internal-name" };
            html! { <text {class} x={f(b.x)} y={f(y)} text-anchor={b.anchor.svg()}>{ part.inside.clone() }</text> }
        });
        let under = n.under.as_ref().map(|b| {
            let y = b.baselines.first().copied().unwrap_or(n.y);
            if leaf {
                html! { <text class="name" x={f(b.x)} y={f(y)}>{ tree.name(id).to_string() }</text> }
            } else {
                // The answer's box round the room kept for it, and in the key
                // the value in it.
                let r = b.rect;
                let value = values.get(&id).cloned();
                html! { <>
                    <rect class="blank" data-testid={key.is_none().then_some("blank")} aria-label={(t.worksheet.value_of)(tree.name(id))} x={f(r.x0)} y={f(r.y0)} width={f(r.x1 - r.x0)} height={f(r.y1 - r.y0)} />
                    { for value.map(|v| html! { <text class="value" x={f(b.x)} y={f(y)}>{ v }</text> }) }
                </> }
            }
        });
        let value = (!leaf).then(|| values.get(&id).cloned()).flatten();
        let kind = match part.shape {
            Shape::Min => Some("min"),
            Shape::Max => Some("max"),
            _ => None,
        };
        Some(html! {
            <g class={classes!(class, kind)} data-path={tree.path(id)} data-value={value}>
                { shape }
                { for inside }
                { for under }
            </g>
        })
    });
    let label = format!("{} {}", t.tree_view.game_tree, sheet.exercise);
    let (width, height) = (d.width.ceil(), d.height.ceil());
    let root_x = d.nodes.first().map_or(0.0, |n| n.x);
    html! {
        <div class="ws-figure" data-root-x={f(root_x)}>
            <svg class={classes!("ws-tree", key.is_some().then_some("key"))} role="img" aria-label={label} viewBox={format!("0 0 {width} {height}")} width={width.to_string()} height={height.to_string()}>
                <g class="ws-edges">{ for edges }</g>
                <g class="ws-nodes">{ for nodes }</g>
            </svg>
        </div>
    }
}

fn f(v: f64) -> String {
    format!("{v:.1}")
}

/// Whether the page is the teacher's sheet (`key=1` in the query or the
/// hash), which has the answer key.
fn teachers_link() -> bool {
    let Some(location) = web_sys::window().map(|w| w.location()) else { return false };
    let link = format!("{}&{}", location.search().unwrap_or_default(), location.hash().unwrap_or_default().trim_start_matches('#'));
    minimax_app::url::pairs(&link).iter().rev().find(|(k, _)| k == "key").is_some_and(|(_, v)| matches!(v.as_str(), "1" | "true"))
}

/// This page's address as the students' sheet: without `key`, the link
/// to hand out.
fn students_address() -> String {
    let Some(location) = web_sys::window().map(|w| w.location()) else { return String::new() };
    let query = location.search().unwrap_or_default();
    let kept: Vec<String> = minimax_app::url::pairs(&query)
        .into_iter()
        .filter(|(k, _)| k != "key")
        .map(|(k, v)| format!("{}={}", minimax_app::url::percent_encode(&k), minimax_app::url::percent_encode(&v)))
        .collect();
    format!("?{}", kept.join("&"))
}
