//! `Worksheet`: the on-demand module's printable page of practice exercises
//! (`?mode=worksheet&exercise=medium-42&count=6`) and, from a new printed
//! page on, their answer key.
//!
//! Each exercise is drawn as a static SVG from its [`Layout`]: MAX ▲ and
//! MIN ▼ with their names, leaves as boxes with their values, and an empty
//! box beside every internal node for the answer. The answer key draws
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
use minimax_app::worksheet::{NAME_FONT, Sheet, VALUE_FONT, box_width, leaf_width, practice_link, text_width};
use minimax_engine::lang::Lang;
use minimax_engine::options::Options;
use minimax_engine::practice::{Exercise, Key, worksheet};
use minimax_engine::quiz::{self, QuizFormat};
use minimax_engine::tree::{NodeId, Player};

/// Half the size of a node's triangle.
const R: f64 = 13.0;
/// Distance between levels.
const LEVEL: f64 = 78.0;
/// Margin around the drawing.
const MARGIN: f64 = 12.0;
/// Height of a leaf's box and of an answer box.
const BOX_H: f64 = 24.0;
/// Gap between a triangle and its answer box, and its name.
const BOX_GAP: f64 = 5.0;
const NAME_GAP: f64 = 4.0;

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
        let title = format!("{} — {}", t.worksheet_title, heading);
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
    // The link a teacher hands out never shows the answer key: it is shown
    // by the explicit control, or opened shown by the teacher's own link
    // (`&key=1`); printed, it starts on a page of its own.
    let key_shown = use_state(teachers_link);
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
                    <a class="ws-online" href={practice_link(sheet.exercise, p.options)} data-testid="practise-link">{ t.practise_online }</a>
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
                <h1>{ t.worksheet_title }</h1>
                <p class="ws-convention" data-testid="worksheet-heading">{ heading.clone() }</p>
                <ul class="ws-instructions">
                    { for t.worksheet_instructions.list().iter().map(|line| html! { <li>{ *line }</li> }) }
                </ul>
                <div class="ws-controls">
                    <button type="button" class="ws-print" data-testid="print" onclick={print}>{ t.print }</button>
                    <button type="button" class="ws-print ws-key-toggle" data-testid="show-key" aria-pressed={key_shown.to_string()} aria-controls="answer-key" onclick={toggle_key}>
                        { if *key_shown { t.hide_key } else { t.show_key } }
                    </button>
                    <a class="ws-online" href={with_key(true)} data-testid="teachers-link" title={t.teachers_link_title}>{ t.teachers_link }</a>
                </div>
                <LmsMenu exercise={p.exercise} {count} options={p.options} lang={p.lang} />
                if !*key_shown { <p class="ws-key-note" data-testid="key-hidden">{ t.key_hidden }</p> }
            </header>
            <div class="ws-exercises">{ for exercises }</div>
            if *key_shown {
                <section class="ws-key" id="answer-key" data-testid="answer-key">
                    <h2>{ t.answer_key }</h2>
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
    let layout = &sheet.layout;
    // What each reached internal node's box holds, and the children whose
    // edge a cutoff skipped.
    let values: HashMap<NodeId, String> = key.map(|k| k.nodes.iter().map(|nk| (nk.node, nk.value.written())).collect()).unwrap_or_default();
    let cut: Vec<NodeId> = key.map(|k| k.cut.iter().map(|&(c, _)| c).collect()).unwrap_or_default();
    let reached = |id: NodeId| key.is_none_or(|k| k.reached.get(id.index()).copied().flatten().is_some());
    let leaf_text = |id: NodeId| tree.leaf_value(id).map(|v| v.to_string()).unwrap_or_else(|| tree.name(id).to_string());
    // Every answer box is as wide as the widest answer of the tree, in the
    // blank sheet as in the key: the two drawings have the same shape, and
    // a box's width gives nothing away.
    let box_w =
        sheet.key.as_ref().map_or(0.0, |k| k.nodes.iter().map(|nk| box_width(&nk.value.written())).fold(0.0, f64::max)).max(box_width(""));
    // How far each node's drawing reaches left and right of its centre.
    let extent = |id: NodeId| -> (f64, f64) {
        if tree[id].is_leaf() {
            let half = leaf_width(&leaf_text(id)) / 2.0;
            let name = text_width(tree.name(id), NAME_FONT) / 2.0;
            (half.max(name), half.max(name))
        } else {
            // The name on the left, the answer box on the right.
            (R + NAME_GAP + text_width(tree.name(id), NAME_FONT), R + BOX_GAP + box_w)
        }
    };
    let unit = layout.unit_for(30.0, |l, r| extent(l).1 + extent(r).0 + 10.0);
    let left = tree.ids().map(|id| extent(id).0 - layout.x(id) * unit).fold(0.0_f64, f64::max) + MARGIN;
    let right = tree.ids().map(|id| layout.x(id) * unit + extent(id).1).fold(0.0_f64, f64::max) + MARGIN;
    let top = MARGIN + R;
    let width = (left + right).ceil();
    let height = (top + f64::from(layout.height) * LEVEL + BOX_H / 2.0 + NAME_FONT + 8.0 + MARGIN).ceil();
    let at = |id: NodeId| (left + layout.x(id) * unit, top + layout.y(id) * LEVEL);
    let greyed = |id: NodeId| !reached(id);

    let mut edges = Vec::new();
    let mut nodes = Vec::new();
    for id in tree.ids() {
        let (x, y) = at(id);
        let leaf = tree[id].is_leaf();
        if let Some(parent) = tree[id].parent() {
            let (px, py) = at(parent);
            let from = py + if tree[parent].player() == Some(Player::Min) { R } else { R * 0.8 };
            let to = y - if leaf {
                BOX_H / 2.0
            } else if tree[id].player() == Some(Player::Min) {
                R * 0.8
            } else {
                R
            };
            let pruned = cut.contains(&id);
            let stroke = pruned.then(|| {
                // A short stroke across the edge's middle, at right angles.
                let (mx, my) = ((px + x) / 2.0, (from + to) / 2.0);
                let (dx, dy) = (x - px, to - from);
                let len = dx.hypot(dy).max(1.0);
                let (nx, ny) = (-dy / len * 9.0, dx / len * 9.0);
                html! { <line class="ws-cut" data-testid="cut-mark" x1={f(mx - nx)} y1={f(my - ny)} x2={f(mx + nx)} y2={f(my + ny)} /> }
            });
            edges.push(html! {
                <g class={classes!("ws-edge", greyed(id).then_some("pruned"))} data-child={tree.path(id)}>
                    <line x1={f(px)} y1={f(from)} x2={f(x)} y2={f(to)} />
                    { for stroke }
                </g>
            });
        }
        let class = classes!("ws-node", if leaf { "leaf" } else { "internal" }, greyed(id).then_some("pruned"));
        let node = if leaf {
            let value = leaf_text(id);
            let w = leaf_width(&value);
            html! {
                <g {class} data-path={tree.path(id)}>
                    <rect class="shape" x={f(x - w / 2.0)} y={f(y - BOX_H / 2.0)} width={f(w)} height={f(BOX_H)} />
                    <text class="leaf-value" x={f(x)} y={f(y + VALUE_FONT * 0.35)}>{ value }</text>
                    <text class="name" x={f(x)} y={f(y + BOX_H / 2.0 + NAME_FONT + 2.0)}>{ tree.name(id).to_string() }</text>
                </g>
            }
        } else {
            let shape = match tree[id].player() {
                Some(Player::Min) => format!("{},{} {},{} {},{}", f(x - R), f(y - R * 0.8), f(x + R), f(y - R * 0.8), f(x), f(y + R)),
                _ => format!("{},{} {},{} {},{}", f(x), f(y - R), f(x + R), f(y + R * 0.8), f(x - R), f(y + R * 0.8)),
            };
            let kind = if tree[id].player() == Some(Player::Min) { "min" } else { "max" };
            let w = box_w;
            let bx = x + R + BOX_GAP;
            let value = values.get(&id).cloned();
            html! {
                <g class={classes!(class, kind)} data-path={tree.path(id)} data-value={value.clone()}>
                    <polygon class="shape" points={shape} />
                    <text class="name internal-name" x={f(x - R - NAME_GAP)} y={f(y + NAME_FONT * 0.35)}>{ tree.name(id).to_string() }</text>
                    <rect class="blank" data-testid={key.is_none().then_some("blank")} aria-label={(t.value_of)(tree.name(id))} x={f(bx)} y={f(y - BOX_H / 2.0)} width={f(w)} height={f(BOX_H)} />
                    { for value.map(|v| html! { <text class="value" x={f(bx + w / 2.0)} y={f(y + VALUE_FONT * 0.35)}>{ v }</text> }) }
                </g>
            }
        };
        nodes.push(node);
    }
    let label = format!("{} {}", t.game_tree, sheet.exercise);
    html! {
        <div class="ws-figure" data-root-x={f(at(NodeId::ROOT).0)}>
            <svg class={classes!("ws-tree", key.is_some().then_some("key"))} role="img" aria-label={label} viewBox={format!("0 0 {width} {height}")} width={width.to_string()} height={height.to_string()}>
                <g class="ws-edges">{ for edges }</g>
                <g class="ws-nodes">{ for nodes }</g>
            </svg>
        </div>
    }
}

/// A coordinate as SVG text.
fn f(v: f64) -> String {
    format!("{v:.1}")
}

/// Whether the page was opened from the teacher's link (`key=1` in the
/// query or the hash), which shows the answer key.
fn teachers_link() -> bool {
    let Some(location) = web_sys::window().map(|w| w.location()) else { return false };
    let link = format!("{}&{}", location.search().unwrap_or_default(), location.hash().unwrap_or_default().trim_start_matches('#'));
    minimax_app::url::pairs(&link).iter().rev().find(|(k, _)| k == "key").is_some_and(|(_, v)| matches!(v.as_str(), "1" | "true"))
}

/// This page's address with the answer key shown (`true`, the teacher's
/// link) or not (the students').
fn with_key(shown: bool) -> String {
    let Some(location) = web_sys::window().map(|w| w.location()) else { return String::new() };
    let query = location.search().unwrap_or_default();
    let kept: Vec<String> = minimax_app::url::pairs(&query)
        .into_iter()
        .filter(|(k, _)| k != "key")
        .map(|(k, v)| format!("{}={}", minimax_app::url::percent_encode(&k), minimax_app::url::percent_encode(&v)))
        .collect();
    let mut out = format!("?{}", kept.join("&"));
    if shown {
        out.push_str("&key=1");
    }
    out
}
