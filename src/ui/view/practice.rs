//! The practice panel: the task switch, exercises by level, the running
//! tally, and either the answer sheet (solve the whole tree: values, α/β,
//! pruned children; Check, hints, the first mistake) or the question of
//! the next step (predict each step). The drawing shows the student's
//! marks and, once checked, the mistakes (`tree_view::PracticeMarks`).

use std::rc::Rc;

use wasm_bindgen::JsCast;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::ui::tree_view::PracticeMarks;
use minimax_app::i18n::explain_in;
use minimax_app::i18n::{Text, text};
use minimax_app::practice::{Practice, PracticeAction, Tally, Task};
use minimax_app::state::{Action, Model};
use minimax_app::url::{Presentation, to_query_with};
use minimax_engine::drawing::spacing::node_named;
use minimax_engine::lang::Lang;
use minimax_engine::practice::{Answer, Exercise, Field, Grade, Item, KeyError, Level, Mark, Question, question};
use minimax_engine::search::{Algorithm, Options, Trace};
use minimax_engine::tree::{NodeId, Player, Tree};

#[derive(Properties, Clone)]
pub struct PracticeProps {
    pub tree: Rc<Tree>,
    pub trace: Rc<Trace>,
    pub practice: Practice,
    pub step: usize,
    pub tally: Tally,
    pub exercise: Option<Exercise>,
    pub options: Options,
    pub lang: Lang,
    pub dispatch: UseReducerDispatcher<Model>,
    /// A set of exercises (`set=`), its scores, and how the page stands
    /// with an LMS (a SCORM package's launch link).
    pub course: Option<minimax_app::lms::Course>,
    pub scores: minimax_app::lms::Scores,
    pub lms: Option<super::lms::LmsLink>,
    /// Framed as a widget (`embed=1`): the exercise is the page's that
    /// frames it, so no closing, no other exercise and no exports.
    pub embed: bool,
    /// Opened by the reader (not by the link the page opened with): the
    /// panel is brought into sight as it opens (on a phone it is below the
    /// drawing); a practice link opens at the top, on the tree to solve,
    /// the panel focused where it is.
    #[prop_or_default]
    pub opened: bool,
}

impl PartialEq for PracticeProps {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.tree, &other.tree)
            && Rc::ptr_eq(&self.trace, &other.trace)
            && self.practice == other.practice
            && self.step == other.step
            && self.tally == other.tally
            && self.exercise == other.exercise
            && self.lang == other.lang
            && self.course == other.course
            && self.scores == other.scores
            && self.lms == other.lms
            && self.embed == other.embed
    }
}

/// What the drawing marks for `practice`: the student's pruned edges and,
/// once graded, the nodes and edges answered wrong.
pub fn marks(practice: &Practice) -> Rc<PracticeMarks> {
    let mut m =
        PracticeMarks { marked: practice.solution.pruned.clone(), solving: practice.task == Task::Solve, ..PracticeMarks::default() };
    if practice.task == Task::Predict {
        m.marked.clear();
    }
    if let Some(grade) = &practice.graded {
        for item in grade.items.iter().filter(|i| !i.is_right()) {
            match item {
                Item::Value { node, .. } | Item::Unreached { node, .. } => {
                    m.wrong.insert(*node);
                }
                Item::Prune { child, .. } => {
                    m.missing.insert(*child);
                }
                Item::ExtraPrune { child, .. } => {
                    m.extra.insert(*child);
                }
            }
        }
        // Checked: each mark left is a right one.
        m.right = m.marked.difference(&m.extra).copied().collect();
    }
    Rc::new(m)
}

fn player_mark(tree: &Tree, id: NodeId) -> &'static str {
    match tree[id].player() {
        Some(Player::Max) => "▲",
        Some(Player::Min) => "▼",
        None => "",
    }
}

/// On a phone the tree is above the panel, out of sight: a hint, the
/// first mistake and predict's next step move the search on it, and
/// predict's Check judges the step's node, so that node is scrolled into
/// sight (with predict's question or verdict when both fit), as little as
/// needed. Not as
/// the panel opens, and not for the solve sheet's Check, whose score and
/// mistakes are brought into sight (and focused) instead.
#[hook]
fn use_show_change_on_phone(step: usize, hints: u32, checked: bool, embed: bool) {
    let key = (step, hints, checked);
    let last = use_mut_ref(|| key);
    use_effect_with(key, move |key| {
        let changed = *last.borrow() != *key;
        *last.borrow_mut() = *key;
        if changed && !embed {
            show_change_on_phone();
        }
    });
}

/// On a phone, scrolls the drawing's node of the step (else the first
/// node marked wrong, else the drawing) into sight. In predict mode the
/// question about it (or the verdict on the answer) is kept in sight with
/// it when both fit on the screen, so the next question is never scrolled
/// away.
fn show_change_on_phone() {
    let window = gloo::utils::window();
    if window.inner_width().ok().and_then(|w| w.as_f64()).is_none_or(|w| w >= crate::ui::tree_view::geometry::PHONE_PX) {
        return;
    }
    let document = gloo::utils::document();
    let target = [".tree-panel .node.current .shape", ".tree-panel .node.practice-wrong .shape", ".tree-panel svg.tree"]
        .iter()
        .find_map(|sel| document.query_selector(sel).ok().flatten());
    let Some(el) = target else { return };
    let question = ["[data-testid=\"verdict\"]", ".question p"].iter().find_map(|sel| document.query_selector(sel).ok().flatten());
    let height = window.inner_height().ok().and_then(|h| h.as_f64()).unwrap_or(0.0);
    if let Some(question) = question {
        let (node, asked) = (el.get_bounding_client_rect(), question.get_bounding_client_rect());
        let (top, bottom) = (node.top().min(asked.top()) - 8.0, node.bottom().max(asked.bottom()) + 8.0);
        if bottom - top <= height {
            // As little as needed: up to the higher, or down to the lower.
            let by = if top < 0.0 {
                top
            } else if bottom > height {
                bottom - height
            } else {
                0.0
            };
            window.scroll_by_with_x_and_y(0.0, by);
            return;
        }
    }
    let options = web_sys::ScrollIntoViewOptions::new();
    options.set_block(web_sys::ScrollLogicalPosition::Nearest);
    el.scroll_into_view_with_scroll_into_view_options(&options);
}

fn input_value(e: &InputEvent) -> String {
    e.target().and_then(|t| t.dyn_into::<HtmlInputElement>().ok()).map(|i| i.value()).unwrap_or_default()
}

#[function_component(PracticePanel)]
pub fn practice_panel(p: &PracticeProps) -> Html {
    let t = text(p.lang);
    // Where the reader is looking: the panel as it opens (on a phone it
    // opens below the drawing), the score and mistakes after each Check.
    let panel = use_node_ref();
    let grade = use_node_ref();
    {
        let panel = panel.clone();
        // A widget opens on its tree: the page that frames it shows the rest.
        let (opened, embed) = (p.opened, p.embed);
        use_effect_with((), move |_| {
            if embed {
                return;
            }
            if opened {
                crate::ui::page::bring_into_sight(&panel);
            } else {
                crate::ui::page::focus_in_place(&panel);
            }
        });
    }
    {
        let grade = grade.clone();
        let checked = p.practice.graded.as_ref().map(|g| Rc::as_ptr(g) as usize);
        use_effect_with(checked, move |checked| {
            if checked.is_some() {
                crate::ui::page::bring_into_sight(&grade);
            }
        });
    }
    use_show_change_on_phone(p.step, p.practice.hints, p.practice.checked.is_some(), p.embed);
    let level = use_state(|| p.exercise.map_or(Level::Medium, |e| e.level));
    let dispatch = |action: PracticeAction| {
        let d = p.dispatch.clone();
        Callback::from(move |_: MouseEvent| d.dispatch(Action::Practice(action.clone())))
    };
    let tabs = Task::ALL.iter().map(|&task| {
        let on = p.practice.task == task;
        html! {
            <button type="button" role="tab" aria-selected={on.to_string()} class={classes!("tab", "text-button", on.then_some("on"))} data-testid={format!("task-{}", task.name())}
                onclick={dispatch(PracticeAction::Start(Some(task)))}>{ t.practice_panel.tasks.of(task) }</button>
        }
    });
    let on_level = {
        let level = level.clone();
        Callback::from(move |e: Event| {
            let chosen = e.target().and_then(|t| t.dyn_into::<HtmlSelectElement>().ok()).and_then(|s| s.value().parse::<Level>().ok());
            if let Some(l) = chosen {
                level.set(l);
            }
        })
    };
    let new_exercise = {
        let (d, level) = (p.dispatch.clone(), *level);
        Callback::from(move |_: MouseEvent| {
            let now = gloo::utils::window().performance().map_or(0.0, |p| p.now());
            let seed = ((now * 1000.0) as u64) % 1_000_000;
            d.dispatch(Action::NewExercise(Exercise { level, seed }));
        })
    };
    let worksheet = p.exercise.map(|e| {
        let doc = minimax_app::doc::Doc { algorithm: p.options.algorithm, cut: p.options.cut, form: p.options.form, ..Default::default() };
        // The worksheet's own link: the exercises are made from the seed.
        let query = to_query_with(&doc, 0, 0, &Presentation { worksheet: Some(6), exercise: Some(e), ..Presentation::default() });
        let query = query.split('&').filter(|kv| !kv.starts_with("?tree=") && !kv.starts_with("step=") && !kv.starts_with("root=")).collect::<Vec<_>>().join("&");
        html! { <a class="worksheet-link" href={format!("?{query}")} target="_blank" rel="noopener" data-testid="worksheet-link">{ t.practice_panel.worksheet_link }</a> }
    });
    let body = match (p.practice.key.as_ref(), p.practice.task) {
        (Err(KeyError::Blocked(leaf)), _) => {
            html! { <p class="notice" data-testid="practice-blocked">{ (t.practice_panel.no_key)(p.tree.name(*leaf)) }</p> }
        }
        (Err(KeyError::Unsupported), _) => {
            html! { <p class="notice" data-testid="practice-blocked">{ t.practice_panel.no_key_computed }</p> }
        }
        (Ok(_), Task::Solve) => solve(p, t, &grade),
        (Ok(_), Task::Predict) => predict(p, t),
    };
    html! {
        <section class="practice panel" data-testid="practice" aria-label={t.practice_panel.practice} ref={panel} tabindex="-1">
            <h2>{ t.practice_panel.practice }
                if !p.embed && !graded(p) {
                    <button type="button" class="text-button practice-toggle" data-testid="practice-toggle" aria-pressed="true" onclick={dispatch(PracticeAction::Start(None))}>{ t.what_if_panel.close }</button>
                }
            </h2>
            // A graded set is solved, not stepped through by predictions.
            if !graded(p) { <div class="tabs" role="tablist">{ for tabs }</div> }
            if let Some(course) = p.course {
                { super::lms::course_nav(&course, p.exercise, &p.scores, p.lang, &p.dispatch) }
            } else if p.embed {
                if let Some(e) = p.exercise { <p class="exercise-row"><span class="exercise-name" data-testid="exercise-name">{ (t.practice_panel.exercise_named)(&e.to_string()) }</span></p> }
            } else {
                <div class="exercise-row">
                    <label>{ t.practice_panel.level }{ " " }
                        <select onchange={on_level} data-testid="level">
                            { for Level::ALL.iter().map(|l| html! { <option value={l.name()} selected={*l == *level}>{ t.worksheet.levels.of(*l) }</option> }) }
                        </select>
                    </label>
                    <button type="button" class="text-button" onclick={new_exercise} data-testid="new-exercise">{ t.practice_panel.new_exercise }</button>
                    if let Some(e) = p.exercise { <span class="exercise-name" data-testid="exercise-name">{ (t.practice_panel.exercise_named)(&e.to_string()) }</span> }
                    { for worksheet }
                </div>
            }
            { body }
            if let Some(link) = &p.lms { { super::lms::lms_line(link, p.lang) } }
            // A set shows its own score (in its navigation) instead.
            if p.course.is_none() && !p.embed {
                <p class="tally" data-testid="tally">{ (t.practice_panel.tally)(p.tally.exercises, p.tally.points, p.tally.out_of) }</p>
            }
            if let (None, Some(exercise), false) = (p.course, p.exercise, p.embed) {
                <super::lms::ScormExport {exercise} options={p.options} lang={p.lang} />
            }
        </section>
    }
}

/// Whether this is a set reported to an LMS: practice cannot be left,
/// and no hint shows a step before the Check.
fn graded(p: &PracticeProps) -> bool {
    p.course.is_some_and(|c| c.scorm.is_some())
}

/// Nothing written and nothing marked pruned yet.
fn blank(practice: &Practice) -> bool {
    let s = &practice.solution;
    s.pruned.is_empty() && s.nodes.iter().all(|(_, w)| w.value.trim().is_empty() && w.alpha.trim().is_empty() && w.beta.trim().is_empty())
}

/// The answer sheet and its results.
fn solve(p: &PracticeProps, t: &'static Text, grade_ref: &NodeRef) -> Html {
    let tree = &p.tree;
    let practice = &p.practice;
    let alpha_beta = p.options.algorithm == Algorithm::AlphaBeta;
    let with_window = alpha_beta && practice.solution.with_window;
    let rows = tree.ids().filter(|&id| !tree[id].is_leaf()).map(|id| sheet_row(p, id, with_window, t));
    let on_window = {
        let d = p.dispatch.clone();
        let on = practice.solution.with_window;
        Callback::from(move |_: Event| d.dispatch(Action::Practice(PracticeAction::WithWindow(!on))))
    };
    let act = |action: PracticeAction| {
        let d = p.dispatch.clone();
        Callback::from(move |_: MouseEvent| d.dispatch(Action::Practice(action.clone())))
    };
    let result = practice.graded.as_ref().map(|grade| grade_view(p, grade, t, grade_ref));
    let has_mistakes = practice.graded.as_ref().is_some_and(|g| !g.full_marks());
    let explanation = (p.step > 0 && (practice.hints > 0 || has_mistakes)).then(|| explain_in(tree, &p.trace, p.step - 1, p.lang));
    html! {
        <div class="solve">
            <p class="intro">{ t.practice_panel.solve_intro }</p>
            // A graded set grades α and β as its convention says: the
            // student does not choose what is marked.
            if alpha_beta && !graded(p) {
                <label class="grade-window"><input type="checkbox" checked={practice.solution.with_window} onchange={on_window} data-testid="grade-window" />{ t.practice_panel.grade_window }</label>
            }
            <div class="sheet-scroll">
                <table class="sheet" data-testid="sheet">
                    <thead><tr>
                        <th scope="col">{ t.practice_panel.sheet_columns.node }</th>
                        <th scope="col">{ t.practice_panel.sheet_columns.value }</th>
                        if with_window { <th scope="col">{ t.practice_panel.sheet_columns.alpha }</th><th scope="col">{ t.practice_panel.sheet_columns.beta }</th> }
                        <th scope="col">{ t.practice_panel.sheet_columns.pruned }</th>
                    </tr></thead>
                    <tbody>{ for rows }</tbody>
                </table>
            </div>
            <div class="practice-buttons">
                // In a graded set the first Check is the score: not one on
                // a blank sheet by accident.
                <button type="button" class="text-button primary" onclick={act(PracticeAction::Check)} data-testid="check"
                    disabled={graded(p) && blank(practice)}>{ t.practice_panel.check }</button>
                // A graded set (a SCORM package) gives no hints: a hint
                // shows the search's next step, its values with it.
                if !graded(p) {
                    <button type="button" class="text-button" onclick={act(PracticeAction::Hint)} disabled={p.step >= p.trace.len()} data-testid="hint">{ t.practice_panel.hint }</button>
                }
                if has_mistakes {
                    <button type="button" class="text-button" onclick={act(PracticeAction::FirstMistake)} data-testid="first-mistake">{ t.practice_panel.first_mistake }</button>
                }
                <button type="button" class="text-button" onclick={act(PracticeAction::Reset)} data-testid="start-again">{ t.practice_panel.start_again }</button>
            </div>
            { for result }
            if let Some(text) = explanation { <p class="explanation practice-explanation" data-testid="practice-explanation">{ text }</p> }
        </div>
    }
}

/// One internal node's row of the answer sheet: its value (and α, β when
/// graded), and a box per child to mark its edge pruned.
fn sheet_row(p: &PracticeProps, id: NodeId, with_window: bool, t: &'static Text) -> Html {
    let (tree, practice) = (&p.tree, &p.practice);
    let written = practice.solution.written(id).cloned().unwrap_or_default();
    let name = tree.name(id).to_string();
    let path = tree.path(id);
    let field = |field: Field, value: String, label: &str| {
        let d = p.dispatch.clone();
        let oninput = Callback::from(move |e: InputEvent| d.dispatch(Action::Practice(PracticeAction::Write(id, field, input_value(&e)))));
        let state = match mark_of(practice, id, field) {
            Some(true) => Some("right"),
            Some(false) => Some("wrong"),
            None => None,
        };
        let key = ["value", "alpha", "beta"][field as usize];
        html! {
            <td><input type="text" inputmode="text" autocomplete="off" spellcheck="false" class={classes!("answer", state)} {value} {oninput}
                aria-label={format!("{name} {label}")} data-testid={format!("answer-{key}")} data-field={key} aria-invalid={(state == Some("wrong")).then_some("true")} /></td>
        }
    };
    let children = tree.children(id).map(|c| {
        let checked = practice.solution.pruned.contains(&c);
        let d = p.dispatch.clone();
        let onchange = Callback::from(move |_: Event| d.dispatch(Action::Practice(PracticeAction::TogglePrune(c))));
        html! { <label class="prune"><input type="checkbox" {checked} {onchange} data-testid="prune" data-child={tree.path(c)} />{ node_named(tree, c) }</label> }
    });
    html! {
        <tr data-node={path} data-testid="sheet-row">
            <th scope="row">{ format!("{} {name}", player_mark(tree, id)) }</th>
            { field(Field::Value, written.value, t.practice_panel.sheet_columns.value) }
            if with_window {
                { field(Field::Alpha, written.alpha, "α") }
                { field(Field::Beta, written.beta, "β") }
            }
            <td class="prunes">{ for children }</td>
        </tr>
    }
}

/// The result of a check: the score, each mistake, and a note for each
/// cut-off node answered right with the form the search returns.
fn grade_view(p: &PracticeProps, grade: &Grade, t: &'static Text, grade_ref: &NodeRef) -> Html {
    let (tree, practice) = (&p.tree, &p.practice);
    let name = |n: NodeId| tree.name(n).to_string();
    let parent = |n: NodeId| tree[n].parent().map_or(String::new(), |p| tree.name(p).to_string());
    let key_nodes: Vec<_> = practice.key.as_ref().iter().flat_map(|key| key.nodes.iter()).collect();
    let mistakes = grade.items.iter().filter(|i| !i.is_right()).map(|item| {
        // Why: the pseudocode line that decides the answer, worked out with
        // the search's numbers, and the window the node held.
        let why = match item {
            Item::Value { node, field: Field::Value, .. } => minimax_engine::practice::value_rule(tree, &p.trace, *node),
            Item::Value { node, field, .. } => minimax_engine::practice::window_rule(tree, &p.trace, *node, *field),
            _ => None,
        };
        let window = match item {
            Item::Value { node, .. } => key_nodes.iter().find(|nk| nk.node == *node).and_then(|nk| nk.window),
            _ => None,
        };
        let line = match item {
            Item::Value { node, field, expected, mark, .. } => {
                let f = t.practice_panel.fields.of(*field);
                match mark {
                    Mark::Wrong(a) => (t.practice_panel.wrong_answer)(&name(*node), f, &a.to_string(), expected),
                    Mark::Missing => (t.practice_panel.missing_answer)(&name(*node), f, expected),
                    Mark::Unreadable(text) => (t.practice_panel.unreadable_answer)(&name(*node), f, text),
                    Mark::Right => String::new(),
                }
            }
            Item::Prune { child, .. } => (t.practice_panel.missing_prune)(&parent(*child), &name(*child)),
            Item::ExtraPrune { child, .. } => (t.practice_panel.extra_prune)(&parent(*child), &name(*child)),
            Item::Unreached { node, .. } => (t.practice_panel.unreached_answer)(&name(*node)),
        };
        html! {
            <li data-node={tree.path(item.node())} data-kind={kind_name(item)}>{ line }
                if let Some((_, rule)) = why { { " " }{ rule_view(&rule, t) } }
                if let Some((a, b)) = window { { " " }<span class="window-at" data-testid="window-at">{ (t.practice_panel.window_at)(&name(item.node()), &a.to_string(), &b.to_string()) }</span> }
            </li>
        }
    });
    // Cut-off nodes answered right: say which form the search returns.
    let notes = practice
        .key
        .as_ref()
        .iter()
        .flat_map(|key| key.nodes.iter())
        .filter(|nk| nk.value.bound_form().is_some())
        .filter(|nk| mark_of(practice, nk.node, Field::Value) == Some(true))
        .map(|nk| {
            html! { <li>{ (t.practice_panel.bound_note)(&name(nk.node), &nk.value.v.to_string(), &nk.value.written()) }</li> }
        });
    // A node whose test held at its last child, answered with the bound
    // that test proved: say why that is right too.
    let tested = key_nodes.iter().filter_map(|nk| {
        let note = tested_note(tree, &p.trace, nk.node, &nk.value, &practice.solution.written(nk.node)?.value, t)?;
        Some(html! { <li data-testid="tested-note" data-node={tree.path(nk.node)}>{ note }</li> })
    });
    html! {
        <div class="grade" role="status" data-testid="grade" ref={grade_ref.clone()} tabindex="-1">
            <p><strong data-testid="score">{ (t.practice_panel.score)(grade.right(), grade.total()) }</strong>
                if grade.full_marks() { { " " }<span class="full-marks" data-testid="full-marks">{ t.practice_panel.full_marks }</span> }
                if practice.hints > 0 { { " · " }{ (t.practice_panel.hints_taken)(practice.hints) } }
            </p>
            <ul class="mistakes" data-testid="mistakes">{ for mistakes }</ul>
            <ul class="notes">{ for notes }{ for tested }</ul>
        </div>
    }
}

/// The pseudocode line that decides an answer, worked out with the step's
/// numbers (`Decided by if v ≥ β then return v → v = 8 ≥ β = 5: true.`):
/// the same words after a predict check and a solve-mode check.
fn rule_view(rule: &minimax_engine::practice::Rule, t: &'static Text) -> Html {
    let test = rule.test.map(|held| format!(": {}", if held { t.practice_panel.test_holds } else { t.practice_panel.test_fails }));
    let lines: Vec<String> = rule.lines.iter().map(usize::to_string).collect();
    html! {
        <span class="rule" data-testid="field-rule" data-line={lines.join(" ")}>
            { t.practice_panel.decided_by }{ " " }<code>{ rule.code.trim() }</code>{ " → " }<span class="worked">{ rule.worked.clone() }{ test.unwrap_or_default() }</span>{ "." }
        </span>
    }
}

/// Why a bound written at a node whose cut test held at its last child is
/// right (`I's last child made v = 8 ≥ β = 5: the test fired, so I returns
/// 8, and ≥ 8 is also true`): `None` unless `written` is that bound.
fn tested_note(
    tree: &Tree,
    trace: &Trace,
    node: NodeId,
    value: &minimax_engine::practice::KeyValue,
    written: &str,
    t: &'static Text,
) -> Option<String> {
    let bound = value.tested.as_ref()?;
    let answered = minimax_engine::practice::parse_answer(written).ok()?;
    let a_bound = matches!(answered, Answer::AtMost(_) | Answer::AtLeast(_));
    (a_bound && value.bound_form().is_none() && value.accepts(answered)).then_some(())?;
    let (_, rule) = minimax_engine::practice::value_rule(tree, trace, node)?;
    Some((t.practice_panel.tested_note)(tree.name(node), &rule.worked, &value.v.to_string(), &bound.to_string()))
}

/// What a field was marked, once graded: right, wrong, or not graded.
fn mark_of(practice: &Practice, node: NodeId, field: Field) -> Option<bool> {
    let grade = practice.graded.as_ref()?;
    grade.items.iter().find_map(|i| match i {
        Item::Value { node: n, field: f, mark, .. } if *n == node && *f == field => Some(mark.is_right()),
        Item::Unreached { node: n, .. } if *n == node && field == Field::Value => Some(false),
        _ => None,
    })
}

fn kind_name(item: &Item) -> &'static str {
    match item {
        Item::Value { field: Field::Value, .. } => "value",
        Item::Value { field: Field::Alpha, .. } => "alpha",
        Item::Value { field: Field::Beta, .. } => "beta",
        Item::Prune { .. } => "missing-prune",
        Item::ExtraPrune { .. } => "extra-prune",
        Item::Unreached { .. } => "unreached",
    }
}

/// The question of the next step, its check and the explanation.
fn predict(p: &PracticeProps, t: &'static Text) -> Html {
    let tree = &p.tree;
    let practice = &p.practice;
    let step = p.step;
    // Each question is its own keyed form, and a button's click does
    // nothing more: otherwise Yew reuses "Next step" as the next question's
    // submit button and the same click checks an empty answer.
    let act = |action: PracticeAction| {
        let d = p.dispatch.clone();
        Callback::from(move |e: MouseEvent| {
            e.prevent_default();
            d.dispatch(Action::Practice(action.clone()))
        })
    };
    let text_input = |value: String, label: &'static str, testid: &'static str, make: fn(String) -> PracticeAction| {
        let d = p.dispatch.clone();
        let oninput = Callback::from(move |e: InputEvent| d.dispatch(Action::Practice(make(input_value(&e)))));
        html! { <label class="ask">{ label }{ " " }<input type="text" autocomplete="off" spellcheck="false" class="answer" {value} {oninput} data-testid={testid} disabled={practice.checked.is_some()} /></label> }
    };
    let done = step >= p.trace.len();
    let question = question(tree, &p.trace, step);
    let form = match (&question, done) {
        (_, true) => {
            html! { <p class="predict-done" data-testid="predict-done">{ (t.practice_panel.predict_done)(practice.right, practice.asked) }</p> }
        }
        (None, false) => html! {
            <div key={format!("q{step}")} class="question" data-testid="question" data-kind="none">
                <p>{ t.practice_panel.nothing_to_predict }</p>
                <button type="button" class="text-button primary" onclick={act(PracticeAction::Continue)} data-testid="continue">{ t.practice_panel.next_step }</button>
            </div>
        },
        (Some(q), false) => {
            let (at, about) = match q {
                Question::Update { node, child, .. } => (*node, Some(*child)),
                Question::Cutoff { node, .. } | Question::Return { node, .. } => (*node, None),
            };
            let (kind, ask, fields) = match q {
                Question::Update { node, child, bound, cuts, .. } => {
                    let n = tree.name(*node);
                    let bound_input = bound.map(|(player, _)| {
                        let label = if player == Player::Max { t.practice_panel.ask_alpha } else { t.practice_panel.ask_beta };
                        text_input(practice.prediction.bound.clone(), label, "predict-bound", PracticeAction::PredictBound)
                    });
                    let cut_choice = cuts.map(|_| {
                        let choice = |yes: bool| {
                            let d = p.dispatch.clone();
                            let onchange = Callback::from(move |_: Event| d.dispatch(Action::Practice(PracticeAction::PredictCuts(yes))));
                            html! { <label><input type="radio" name="predict-cuts" checked={practice.prediction.cuts == Some(yes)} {onchange} disabled={practice.checked.is_some()}
                                data-testid={if yes { "predict-cuts-yes" } else { "predict-cuts-no" }} />{ if yes { t.practice_panel.yes_no.yes } else { t.practice_panel.yes_no.no } }</label> }
                        };
                        html! { <fieldset class="ask"><legend>{ (t.practice_panel.ask_cuts)(n) }</legend>{ choice(true) }{ choice(false) }</fieldset> }
                    });
                    // The cut question is asked at every update of a MAX or
                    // MIN node in alpha-beta, or it is said why not: after
                    // the last child nothing is left to prune.
                    let last = tree[*child].index_in_parent() + 1 == tree[*node].child_count();
                    let cuttable =
                        tree[*node].kind().is_some_and(|k| matches!(k, minimax_engine::tree::Kind::Max | minimax_engine::tree::Kind::Min));
                    let no_cut = (cuts.is_none() && last && cuttable && p.trace.options().algorithm == minimax_engine::search::Algorithm::AlphaBeta)
                        .then(|| html! { <p class="ask-note" data-testid="no-cut-question">{ (t.practice_panel.no_cut_question)(n, &node_named(tree, *child)) }</p> });
                    let fields = html! { <>
                        { text_input(practice.prediction.v.clone(), t.practice_panel.ask_v, "predict-v", PracticeAction::PredictV) }
                        { for bound_input }
                        { for cut_choice }
                        { for no_cut }
                    </> };
                    ("update", (t.practice_panel.ask_update)(&node_named(tree, *child), n), fields)
                }
                Question::Cutoff { node, .. } => {
                    let boxes = tree.children(*node).map(|c| {
                        let d = p.dispatch.clone();
                        let onchange = Callback::from(move |_: Event| d.dispatch(Action::Practice(PracticeAction::PredictPrune(c))));
                        html! { <label class="prune"><input type="checkbox" checked={practice.prediction.pruned.contains(&c)} {onchange} disabled={practice.checked.is_some()} data-testid="predict-prune" data-child={tree.path(c)} />{ node_named(tree, c) }</label> }
                    });
                    ("cutoff", (t.practice_panel.ask_pruned)(tree.name(*node)), html! { <div class="ask prunes">{ for boxes }</div> })
                }
                Question::Return { node, .. } => (
                    "return",
                    (t.practice_panel.ask_return)(tree.name(*node)),
                    text_input(practice.prediction.v.clone(), t.practice_panel.ask_v, "predict-v", PracticeAction::PredictV),
                ),
            };
            let feedback = practice.checked.as_ref().filter(|(at, _)| *at == step).map(|(_, wrong)| {
                let verdict = if wrong.is_empty() {
                    html! { <p class="verdict right" data-testid="verdict" data-right="true">{ t.practice_panel.right }</p> }
                } else {
                    let parts: Vec<&str> = wrong.iter().map(|w| t.practice_panel.parts.of(*w)).collect();
                    html! { <p class="verdict wrong" data-testid="verdict" data-right="false">{ (t.practice_panel.not_quite)(&parts.join(", ")) }</p> }
                };
                let fields = field_verdicts(p, t, q, step, wrong);
                html! { <>
                    { verdict }
                    { fields }
                    <p class="explanation" data-testid="predict-explanation">{ explain_in(tree, &p.trace, step, p.lang) }</p>
                    <button type="button" class="text-button primary" onclick={act(PracticeAction::Continue)} data-testid="continue">{ t.practice_panel.next_step }</button>
                </> }
            });
            html! {
                <form key={format!("q{step}")} class="question" data-testid="question" data-kind={kind} data-node={tree.path(at)} data-child={about.map(|c| tree.path(c))} onsubmit={{
                    let d = p.dispatch.clone();
                    Callback::from(move |e: SubmitEvent| { e.prevent_default(); d.dispatch(Action::Practice(PracticeAction::PredictCheck)); })
                }}>
                    <p class="ask-text">{ ask }</p>
                    { fields }
                    if practice.checked.is_none() {
                        <button type="submit" class="text-button primary" data-testid="predict-check">{ t.practice_panel.check }</button>
                    }
                    { for feedback }
                </form>
            }
        }
    };
    html! {
        <div class="predict">
            <p class="intro">{ t.practice_panel.predict_intro }</p>
            { form }
            <p class="predict-score" data-testid="predict-score">{ (t.practice_panel.predict_score)(practice.right, practice.asked) }</p>
        </div>
    }
}

/// After a prediction is checked: each field asked, marked right (✓) or
/// wrong (✗, not by colour alone), and for a wrong one what the search
/// has. A bound left unchanged because AIMA's form returns before it moves
/// says so.
fn field_verdicts(p: &PracticeProps, t: &'static Text, q: &Question, step: usize, wrong: &[minimax_engine::practice::Part]) -> Html {
    use minimax_engine::practice::Part;
    let tree = &p.tree;
    let item = |part: Part, label: String, expected: String, note: Option<String>| {
        let right = !wrong.contains(&part);
        let said = if right { (t.practice_panel.field_right)(&label) } else { (t.practice_panel.field_expected)(&label, &expected) };
        // A wrong field: the pseudocode line (of the form in force) that
        // decides it, worked out with this step's numbers; the panel marks
        // the same line.
        let rule = (!right).then(|| minimax_engine::practice::rule(tree, &p.trace, step, part)).flatten().map(|rule| rule_view(&rule, t));
        html! {
            <li class={classes!(if right { "right" } else { "wrong" })} data-field={field_name(part)} data-right={right.to_string()}>
                <span class="mark" aria-hidden="true">{ if right { "✓ " } else { "✗ " } }</span>{ said }
                if let Some(rule) = rule { { " " }{ rule } }
                if let Some(note) = note.filter(|_| !right) { { " " }{ note } }
            </li>
        }
    };
    let yes_no = |b: bool| if b { t.practice_panel.yes_no.yes } else { t.practice_panel.yes_no.no }.to_string();
    let items: Vec<Html> = match q {
        Question::Update { node, v, bound, cuts, .. } => {
            let mut out = vec![item(Part::V, "v".to_string(), v.to_string(), None)];
            if let Some((player, b)) = bound {
                let greek = if *player == Player::Max { "α" } else { "β" };
                // AIMA's form tests v first and returns at once: the bound
                // keeps its value when the test holds.
                let held = p.trace.events().get(step).is_some_and(|e| e.test_held());
                let note = (held && p.trace.options().form == minimax_engine::search::Form::Aima)
                    .then(|| (t.practice_panel.aima_keeps_bound)(tree.name(*node), greek));
                out.push(item(Part::Bound, greek.to_string(), b.to_string(), note));
            }
            if let Some(c) = cuts {
                out.push(item(Part::Cuts, t.practice_panel.parts.of(Part::Cuts).to_string(), yes_no(*c), None));
            }
            out
        }
        Question::Cutoff { pruned, .. } => {
            let names: Vec<String> = pruned.iter().map(|&c| node_named(tree, c)).collect();
            vec![item(Part::Pruned, t.practice_panel.parts.of(Part::Pruned).to_string(), names.join(", "), None)]
        }
        Question::Return { node, value } => {
            let note = tested_note(tree, &p.trace, *node, value, &p.practice.prediction.v, t)
                .filter(|_| !wrong.contains(&Part::V))
                .map(|note| html! { <li class="right" data-testid="tested-note">{ note }</li> });
            let mut out = vec![item(Part::V, "v".to_string(), value.written(), None)];
            out.extend(note);
            out
        }
    };
    html! { <ul class="field-verdicts" data-testid="field-verdicts">{ for items }</ul> }
}

/// A prediction's part as the page's data names it.
fn field_name(part: minimax_engine::practice::Part) -> &'static str {
    use minimax_engine::practice::Part;
    match part {
        Part::V => "v",
        Part::Bound => "bound",
        Part::Cuts => "cuts",
        Part::Pruned => "pruned",
    }
}
