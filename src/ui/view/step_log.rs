//! `StepLog`: every step so far as `trace` prints it (step, node, event, α,
//! β, value, explanation), the latest rows only, with the current row kept
//! in sight; a click on a row goes to that step.

use std::rc::Rc;

use yew::prelude::*;

use minimax_app::i18n::text;
use minimax_engine::lang::Lang;
use minimax_engine::replay::Cursor;
use minimax_engine::report::{StepRow, step_row};
use minimax_engine::search::Trace;
use minimax_engine::tree::Tree;

/// The longest search whose steps the log lists.
const STEP_LOG_MAX: usize = 5000;
/// Rows drawn at once: the latest ones.
const STEP_LOG_ROWS: usize = 200;

#[derive(Properties)]
pub struct StepLogProps {
    /// The tree and its trace, compared by identity (the rows are
    /// kept per trace and language).
    pub tree: Rc<Tree>,
    pub trace: Rc<Trace>,
    /// The current step: rows up to it are listed.
    pub step: usize,
    pub lang: Lang,
    /// Go to a step (a click on its row).
    pub on_seek: Callback<usize>,
    /// Presentation mode: its rows are laid out anew (the current one is
    /// brought back into sight).
    pub present: bool,
}

impl PartialEq for StepLogProps {
    fn eq(&self, other: &StepLogProps) -> bool {
        Rc::ptr_eq(&self.tree, &other.tree)
            && Rc::ptr_eq(&self.trace, &other.trace)
            && self.step == other.step
            && self.lang == other.lang
            && self.on_seek == other.on_seek
            && self.present == other.present
    }
}

/// The step log panel.
#[function_component(StepLog)]
pub fn step_log(props: &StepLogProps) -> Html {
    let StepLogProps { tree, trace, step, lang, on_seek, present } = props;
    let present = *present;
    let (step, lang) = (*step, *lang);
    let t = text(lang);
    // Rows are made when first shown and kept for this trace and language:
    // opening a long search makes none, a step makes one.
    let cache = use_mut_ref(|| RowCache { key: (0, 0, lang), rows: Vec::new(), cursor: None });
    let too_long = trace.len() > STEP_LOG_MAX;
    let earlier = step.saturating_sub(STEP_LOG_ROWS);
    let range = earlier..step.min(trace.len());
    if !too_long {
        cache.borrow_mut().fill(tree, trace, lang, range.clone());
    }
    let cache = cache.borrow();
    let shown = cache.rows.get(range).unwrap_or_default().iter().flatten();
    let list = use_node_ref();
    // Keep the newest row in sight inside the log's own box, measured in
    // the next animation frame (see the pseudocode's).
    {
        let list = list.clone();
        use_effect_with((step, present), move |_| {
            let frame = gloo::render::request_animation_frame(move |_| {
                let Some(list) = list.cast::<web_sys::Element>() else { return };
                // Measured by its cells: on a projector a row has no box of
                // its own (its cells are the grid's, `display: contents`).
                let first = list.query_selector("tr.current td:first-child").ok().flatten();
                let last = list.query_selector("tr.current td:last-child").ok().flatten();
                if let (Some(first), Some(last)) = (first, last) {
                    let (top, bottom) = (first.get_bounding_client_rect().top(), last.get_bounding_client_rect().bottom());
                    let l = list.get_bounding_client_rect();
                    // The headings stay at the top of the box (sticky): a row
                    // shows under them.
                    let head = list.query_selector("thead th").ok().flatten().map_or(0.0, |h| h.get_bounding_client_rect().height());
                    let room_top = l.top() + head;
                    if bottom > l.bottom() || top < room_top {
                        // The row's foot at the box's foot, unless the row is
                        // taller than the box: then its head under the headings.
                        let scroll = f64::from(list.scroll_top());
                        let by_foot = scroll + bottom - l.bottom() + 4.0;
                        let by_head = scroll + top - room_top;
                        list.set_scroll_top(by_foot.min(by_head).max(0.0) as i32);
                    }
                }
            });
            move || drop(frame)
        });
    }
    let body = match too_long {
        true => html! { <p class="muted">{ (t.header.step_log_too_long)(STEP_LOG_MAX) }</p> },
        false => {
            html! {
                <div class="step-log code-scroll" ref={list} tabindex="0" role="region" aria-label={t.header.step_log}>
                    if earlier > 0 { <p class="muted">{ (t.header.step_log_earlier)(earlier) }</p> }
                    <table data-testid="step-log" role="table">
                        <thead role="rowgroup"><tr role="row">{ for t.header.step_log_columns.list().iter().map(|c| html! { <th scope="col" role="columnheader">{ *c }</th> }) }</tr></thead>
                        <tbody role="rowgroup">
                            { for shown.map(|r| {
                                let k = r.step;
                                let onclick = on_seek.reform(move |_: MouseEvent| k);
                                let event = t.header.events.of(r.kind);
                                html! {
                                    <tr role="row" class={classes!((k == step).then_some("current"))} {onclick} title={t.header.step_log_jump} data-step={k.to_string()}>
                                        <td role="cell">{ k }</td><td role="cell">{ r.node.clone() }</td><td role="cell">{ event }</td><td role="cell">{ r.alpha.clone() }</td><td role="cell">{ r.beta.clone() }</td><td role="cell">{ r.value.clone() }</td><td role="cell">{ r.explanation.clone() }</td>
                                    </tr>
                                }
                            }) }
                        </tbody>
                    </table>
                </div>
            }
        }
    };
    html! {
        <section class="panel" aria-label={t.header.step_log}>
            <h2>{ t.header.step_log }</h2>
            { body }
        </section>
    }
}

/// The step log's rows made so far for one trace and language, and a
/// cursor to make more (moving it costs the distance between rows asked
/// for, one event apart when stepping).
struct RowCache {
    key: (usize, usize, Lang),
    rows: Vec<Option<StepRow>>,
    cursor: Option<Cursor>,
}

impl RowCache {
    /// Makes rows `range` (0-based step indices) of `trace`'s table that
    /// are not made yet.
    fn fill(&mut self, tree: &Rc<Tree>, trace: &Rc<Trace>, lang: Lang, range: std::ops::Range<usize>) {
        let key = (Rc::as_ptr(tree) as usize, Rc::as_ptr(trace) as usize, lang);
        if key != self.key {
            *self = RowCache { key, rows: vec![None; trace.len()], cursor: None };
        }
        for i in range {
            if self.rows.get(i).is_some_and(Option::is_none) {
                let cursor = self.cursor.get_or_insert_with(|| Cursor::new(tree));
                cursor.seek(tree, trace, i + 1);
                self.rows[i] = step_row(tree, trace, cursor.snapshot(), i, lang);
            }
        }
    }
}
