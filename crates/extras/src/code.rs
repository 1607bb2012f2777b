//! `CodePanel` (in the on-demand module): "Your code" (`mode=code`). A
//! student writes minimax or alpha-beta in Python or JavaScript; a Web
//! Worker (`static/code/worker.js`, Pyodide for Python) runs it through the
//! harness `trace check` runs too, one tree at a time, and the engine
//! (`minimax_engine::check`) judges each run against the search the page
//! shows. The page is stepped to where the two part; "Test on 200 random
//! trees" shrinks the first failure and opens the smallest failing tree.
//!
//! The worker is ended at the time limit or on Stop (an endless loop never
//! freezes the page) and made again for the next run. The code is kept in
//! localStorage as it is typed, per language.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use futures_channel::oneshot;
use gloo::timers::callback::Timeout;
use js_sys::{Object, Reflect};
use wasm_bindgen::JsValue;
use wasm_bindgen::closure::Closure;
use web_sys::{HtmlSelectElement, HtmlTextAreaElement, MessageEvent, Worker};
use yew::prelude::*;

use minimax_app::state::{Action, CodeMarks};
use minimax_app::url::CodeLanguage;
use minimax_engine::check::{self, Mark, Parting, Shrinker, Verdict};
use minimax_engine::lang::Lang;
use minimax_engine::options::{Algorithm, Options};
use minimax_engine::tree::{NodeId, Tree};
use minimax_engine::words::check::{CheckWords, check_text, check_words};
use minimax_engine::words::family::fill;

/// How many random trees "Test on 200 random trees" runs, and its seed.
pub const RANDOM_TREES: u64 = 200;
const SEED: u64 = 1;
/// The time a run on one tree may take, and loading (Pyodide the first
/// time).
const RUN_LIMIT_MS: u32 = 5_000;
const PYTHON_LOAD_LIMIT_MS: u32 = 120_000;

#[derive(Properties)]
pub struct CodePanelProps {
    pub tree: Rc<Tree>,
    pub options: Options,
    pub language: CodeLanguage,
    pub lang: Lang,
    pub on_action: Callback<Action>,
}

impl PartialEq for CodePanelProps {
    fn eq(&self, other: &Self) -> bool {
        self.tree == other.tree && self.options == other.options && self.language == other.language && self.lang == other.lang
    }
}

/// The starter of a language: a correct minimax to turn into alpha-beta.
pub fn starter(language: CodeLanguage, w: &CheckWords) -> String {
    match language {
        CodeLanguage::Python => format!(
            "# {}\nimport math\n\n\ndef alphabeta(node, alpha, beta):\n    if not node.children:\n        return node.value\n    if node.is_max:\n        v = -math.inf\n        for child in node.children:\n            v = max(v, alphabeta(child, alpha, beta))\n            # TODO: cut off, and move alpha\n        return v\n    v = math.inf\n    for child in node.children:\n        v = min(v, alphabeta(child, alpha, beta))\n        # TODO: cut off, and move beta\n    return v\n",
            w.starter
        ),
        CodeLanguage::JavaScript => format!(
            "// {}\nfunction alphabeta(node, alpha, beta) {{\n  if (node.children.length === 0) return node.value;\n  if (node.isMax) {{\n    let v = -Infinity;\n    for (const child of node.children) {{\n      v = Math.max(v, alphabeta(child, alpha, beta));\n      // TODO: cut off, and move alpha\n    }}\n    return v;\n  }}\n  let v = Infinity;\n  for (const child of node.children) {{\n    v = Math.min(v, alphabeta(child, alpha, beta));\n    // TODO: cut off, and move beta\n  }}\n  return v;\n}}\n",
            w.starter.replace("node.is_max", "node.isMax")
        ),
    }
}

fn storage_key(language: CodeLanguage) -> String {
    format!("minimax-code-{}", language.code())
}

fn stored(language: CodeLanguage) -> Option<String> {
    gloo::utils::window().local_storage().ok().flatten()?.get_item(&storage_key(language)).ok().flatten()
}

fn store(language: CodeLanguage, source: &str) {
    if let Ok(Some(storage)) = gloo::utils::window().local_storage() {
        let _ = storage.set_item(&storage_key(language), source);
    }
}

/// What the worker answered, or why it did not.
enum Reply {
    Said(JsValue),
    TimedOut,
    Stopped,
}

type Listener = Closure<dyn FnMut(MessageEvent)>;

/// The worker and the request waiting for its answer, shared by the
/// panel's callbacks and its run.
#[derive(Default)]
struct Runner {
    worker: RefCell<Option<Worker>>,
    listener: RefCell<Option<Listener>>,
    waiting: Rc<RefCell<Option<oneshot::Sender<Reply>>>>,
    /// The worker holds the code of the run going on.
    loaded: Cell<bool>,
    /// Bumped by Stop and by each new run: an older run stops at once.
    run: Cell<u32>,
    /// The tree a run opened in the page (`tree_key`): its arrival is not
    /// a change of the search that would end what is shown.
    opened: RefCell<Option<String>>,
}

impl Runner {
    fn worker(&self, on_progress: Callback<()>) -> Result<Worker, String> {
        if let Some(w) = self.worker.borrow().as_ref() {
            return Ok(w.clone());
        }
        let worker = Worker::new("./code/worker.js").map_err(crate_reason)?;
        let waiting = Rc::clone(&self.waiting);
        let listener = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            let data = event.data();
            if Reflect::get(&data, &"progress".into()).is_ok_and(|p| !p.is_undefined()) {
                on_progress.emit(());
            } else if let Some(tx) = waiting.borrow_mut().take() {
                let _ = tx.send(Reply::Said(data));
            }
        });
        worker.set_onmessage(Some(wasm_bindgen::JsCast::unchecked_ref(listener.as_ref())));
        *self.listener.borrow_mut() = Some(listener);
        *self.worker.borrow_mut() = Some(worker.clone());
        Ok(worker)
    }

    /// Ends the worker (a run in it stops), answering a waiting request.
    fn end(&self, why: Reply) {
        self.loaded.set(false);
        if let Some(w) = self.worker.borrow_mut().take() {
            w.terminate();
        }
        if let Some(tx) = self.waiting.borrow_mut().take() {
            let _ = tx.send(why);
        }
    }

    async fn ask(&self, worker: &Worker, message: &JsValue, limit_ms: u32) -> Reply {
        let (tx, rx) = oneshot::channel();
        *self.waiting.borrow_mut() = Some(tx);
        if let Err(e) = worker.post_message(message) {
            self.waiting.borrow_mut().take();
            return Reply::Said(e);
        }
        let waiting = Rc::clone(&self.waiting);
        let timer = Timeout::new(limit_ms, move || {
            if let Some(tx) = waiting.borrow_mut().take() {
                let _ = tx.send(Reply::TimedOut);
            }
        });
        let reply = rx.await.unwrap_or(Reply::Stopped);
        drop(timer);
        reply
    }
}

fn crate_reason(e: JsValue) -> String {
    e.as_string().unwrap_or_else(|| format!("{e:?}"))
}

fn message(fields: &[(&str, &str)]) -> JsValue {
    let object = Object::new();
    for (k, v) in fields {
        let _ = Reflect::set(&object, &(*k).into(), &(*v).into());
    }
    object.into()
}

fn text_of(data: &JsValue, key: &str) -> Option<String> {
    Reflect::get(data, &key.into()).ok().and_then(|v| v.as_string())
}

/// What the panel shows under the buttons.
#[derive(Clone, PartialEq, Default)]
struct Shown {
    /// The live line (loading, running, stopped, timed out).
    status: String,
    /// The verdict's sentences.
    lines: Vec<String>,
    /// What the code or the interpreter said (kept as written).
    error: Option<String>,
}

fn algo_name(options: Options, w: &CheckWords) -> &'static str {
    match options.algorithm {
        Algorithm::Minimax => w.minimax,
        Algorithm::AlphaBeta => w.alphabeta,
    }
}

/// The sentences of a verdict on `tree`: where the run parts, the
/// pseudocode line, the mistake, who visited what, the step shown.
fn verdict_lines(tree: &Tree, verdict: &Verdict, lang: Lang) -> Vec<String> {
    let w = check_words(lang);
    let t = check_text(tree, verdict, lang);
    let mut lines = vec![t.verdict];
    lines.extend([t.line, t.slip, t.note].into_iter().flatten());
    let names = |mark: Mark| {
        tree.ids()
            .filter(|n| verdict.marks[n.index()] == mark)
            .map(|n| minimax_engine::drawing::spacing::node_named(tree, n))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let algo = algo_name(verdict.options, w).to_string();
    for (mark, template) in [(Mark::CodeOnly, w.only_code), (Mark::ReferenceOnly, w.only_reference)] {
        let list = names(mark);
        if !list.is_empty() {
            lines.push(fill(template, &[("list", list), ("algo", algo.clone())]));
        }
    }
    if let Some(step) = parting_step(verdict) {
        lines.push(fill(w.shown_step, &[("step", step.to_string())]));
    }
    lines
}

/// Who visited what, for the page's drawing.
fn marks_of(verdict: &Verdict) -> CodeMarks {
    let nodes =
        |mark: Mark| verdict.marks.iter().enumerate().filter(|&(_, &m)| m == mark).map(|(i, _)| NodeId(i as u32)).collect::<Vec<_>>();
    CodeMarks { only_code: nodes(Mark::CodeOnly), only_search: nodes(Mark::ReferenceOnly) }
}

/// The page's step (1-based: after that many events) where the run parts
/// from the reference, if a step decides it.
fn parting_step(verdict: &Verdict) -> Option<usize> {
    match &verdict.parting {
        Some(Parting::Probe { step: Some(s), .. } | Parting::Returned { step: s, .. }) => Some(s + 1),
        _ => None,
    }
}

/// One run of the checker: what to run, on what, and where to say it.
struct Job {
    runner: Rc<Runner>,
    /// Its number: it stops once [`Runner::run`] moves on (Stop, or a
    /// newer run).
    id: u32,
    source: String,
    language: CodeLanguage,
    tree: Rc<Tree>,
    options: Options,
    random: bool,
    lang: Lang,
    shown: UseStateHandle<Shown>,
    on_action: Callback<Action>,
}

impl Job {
    fn say(&self, status: String, lines: Vec<String>, error: Option<String>) {
        self.shown.set(Shown { status, lines, error });
    }

    fn live(&self) -> bool {
        self.runner.run.get() == self.id
    }

    /// The worker with the code loaded: the one running, or a new one (the
    /// first run, or after a time-out ended the last). `Err(())` when the
    /// code does not load (and what went wrong is said).
    async fn worker(&self) -> Result<Worker, ()> {
        if let (Some(worker), true) = (self.runner.worker.borrow().clone(), self.runner.loaded.get()) {
            return Ok(worker);
        }
        let w = check_words(self.lang);
        let progress = {
            let shown = self.shown.clone();
            Callback::from(move |()| shown.set(Shown { status: w.loading_python.to_string(), ..Shown::default() }))
        };
        let worker = self.runner.worker(progress).map_err(|why| self.say(String::new(), Vec::new(), Some(why)))?;
        let (language, limit) = match self.language {
            CodeLanguage::Python => ("python", PYTHON_LOAD_LIMIT_MS),
            CodeLanguage::JavaScript => ("javascript", RUN_LIMIT_MS),
        };
        let asked = message(&[("kind", "load"), ("language", language), ("source", &self.source)]);
        match self.runner.ask(&worker, &asked, limit).await {
            Reply::Said(data) => {
                let Some(error) = text_of(&data, "load_error") else {
                    self.runner.loaded.set(true);
                    return Ok(worker);
                };
                let line = Reflect::get(&data, &"line".into()).ok().and_then(|l| l.as_f64());
                let head = match line {
                    Some(l) => format!("{} ({})", w.load_error, fill(w.at_line, &[("line", l.to_string())])),
                    None => w.load_error.to_string(),
                };
                self.say(String::new(), vec![head], Some(error));
            }
            Reply::TimedOut => {
                self.runner.end(Reply::Stopped);
                self.say(fill(w.timed_out, &[("s", (limit / 1000).to_string()), ("k", "1".to_string())]), Vec::new(), None);
            }
            Reply::Stopped => self.say(w.stopped.to_string(), Vec::new(), None),
        }
        Err(())
    }

    /// The code's run on `t`, or why there is none: it ran past the time
    /// limit (the worker is ended; the next run starts another), Stop, or
    /// the code does not load.
    async fn run_on(&self, t: &Tree) -> Result<check::Recorded, Ended> {
        let worker = self.worker().await.map_err(|()| Ended::Said)?;
        let line = check::tree_for_harness(t, self.options.algorithm);
        match self.runner.ask(&worker, &message(&[("kind", "run"), ("tree", &line)]), RUN_LIMIT_MS).await {
            Reply::Said(data) => Ok(check::read_recorded(t, &text_of(&data, "answer").unwrap_or_default()).unwrap_or_default()),
            Reply::TimedOut => {
                self.runner.end(Reply::Stopped);
                Err(Ended::TimedOut)
            }
            Reply::Stopped => Err(Ended::Stopped),
        }
    }

    /// The smallest tree that fails as `t` did, and its verdict (`t`'s
    /// when nothing smaller is found); `None` when the run was stopped.
    async fn smallest(&self, t: &Tree, first: &Verdict) -> Option<(Tree, Verdict)> {
        let mut shrinker = Shrinker::new(t)?;
        while let Some(candidate) = shrinker.try_next() {
            if !self.live() {
                return None;
            }
            // A tree the code raises on or runs too long on does not count.
            let fails = match self.run_on(&candidate).await {
                Ok(r) => r.error.is_none() && check::fails_alike(&candidate, self.options, &r.run, first.slip),
                Err(Ended::Stopped) => return None,
                Err(_) => false,
            };
            shrinker.report(fails);
        }
        let small = shrinker.best().clone();
        match self.run_on(&small).await {
            Ok(r) => match check::verdict(&small, self.options, &r.run) {
                Ok(v) if !v.agrees() => Some((small, v)),
                _ => Some((t.clone(), first.clone())),
            },
            Err(Ended::Stopped) => None,
            Err(_) => Some((t.clone(), first.clone())),
        }
    }
}

/// Why a run on a tree gave no record.
enum Ended {
    TimedOut,
    Stopped,
    /// The code did not load (already said).
    Said,
}

/// One run: load the code, then check it on the tree shown or on the
/// random trees (shrinking the first failure).
async fn check_code(job: Job) {
    let (options, random, lang) = (job.options, job.random, job.lang);
    let w = check_words(lang);
    let say = |status: String, lines: Vec<String>, error: Option<String>| job.say(status, lines, error);
    let count = if random { RANDOM_TREES } else { 1 };
    for k in 0..count {
        if !job.live() {
            return;
        }
        let t = if random { check::test_tree(SEED, k) } else { (*job.tree).clone() };
        if random && k % 20 == 0 {
            say(fill(w.running, &[("k", (k + 1).to_string()), ("n", count.to_string())]), Vec::new(), None);
        }
        let recorded = match job.run_on(&t).await {
            Ok(r) => r,
            Err(Ended::TimedOut) => {
                return say(fill(w.timed_out, &[("s", (RUN_LIMIT_MS / 1000).to_string()), ("k", (k + 1).to_string())]), Vec::new(), None);
            }
            Err(Ended::Stopped) => return say(w.stopped.to_string(), Vec::new(), None),
            Err(Ended::Said) => return,
        };
        let verdict = match check::verdict(&t, options, &recorded.run) {
            Ok(v) => v,
            Err(unfit) => return say(String::new(), vec![minimax_engine::words::check::unfit_text(&t, options, &unfit, lang)], None),
        };
        if verdict.agrees() && recorded.error.is_none() {
            if !random {
                return say(String::new(), verdict_lines(&t, &verdict, lang), None);
            }
            continue;
        }
        let (verdict, mut lines) = if random && recorded.error.is_none() {
            say(fill(w.shrinking, &[("k", (k + 1).to_string())]), Vec::new(), None);
            let Some((small, v)) = job.smallest(&t, &verdict).await else {
                return say(w.stopped.to_string(), Vec::new(), None);
            };
            // The smallest tree opens in the page, at the step they part.
            let notation = minimax_engine::notation::print(&small);
            job.runner.opened.replace(Some(tree_key(&small)));
            job.on_action.emit(Action::SetText(notation.clone()));
            job.on_action.emit(Action::SetRoot(small.root_player()));
            let mut lines = vec![fill(
                w.failed_tree,
                &[("k", (k + 1).to_string()), ("n", count.to_string()), ("tree", format!("{notation} ({})", small.root_player().name()))],
            )];
            lines.extend(verdict_lines(&small, &v, lang));
            (v, lines)
        } else {
            let lines = verdict_lines(&t, &verdict, lang);
            (verdict, lines)
        };
        if let Some(step) = parting_step(&verdict) {
            job.on_action.emit(Action::Seek(step));
        }
        job.on_action.emit(Action::CodeMarks(Some(Rc::new(marks_of(&verdict)))));
        if recorded.error.is_some() {
            lines.insert(0, w.raised.to_string());
        }
        return say(String::new(), lines, recorded.error);
    }
    let algo = algo_name(options, w).to_string();
    say(String::new(), vec![fill(w.agrees_all, &[("algo", algo), ("n", count.to_string())])], None);
}

/// A tree as the panel tells trees apart: its notation and root player.
fn tree_key(tree: &Tree) -> String {
    format!("{} {}", minimax_engine::notation::print(tree), tree.root_player().code())
}

#[function_component(CodePanel)]
pub fn code_panel(p: &CodePanelProps) -> Html {
    let w = check_words(p.lang);
    let language = p.language;
    let source = use_state(|| stored(language).unwrap_or_else(|| starter(language, w)));
    let shown = use_state(Shown::default);
    let busy = use_state(|| false);
    // Runs finished so far (`data-runs`: what a test waits for).
    let finished = use_state(|| 0u32);
    let runner = use_memo((), |_| Runner::default());
    let verdict_ref = use_node_ref();
    // Another language: its own code.
    {
        let (source, lang) = (source.clone(), p.lang);
        use_effect_with(language, move |&language| {
            source.set(stored(language).unwrap_or_else(|| starter(language, check_words(lang))));
        });
    }
    // Another tree or search: a run under way stops, its verdict goes (the
    // tree a run opened itself is no change).
    {
        let (runner, shown, busy) = (Rc::clone(&runner), shown.clone(), busy.clone());
        use_effect_with((tree_key(&p.tree), p.options), move |(key, _)| {
            if runner.opened.borrow_mut().take().as_ref() != Some(key) {
                runner.run.set(runner.run.get().wrapping_add(1));
                runner.end(Reply::Stopped);
                shown.set(Shown::default());
                busy.set(false);
            }
        });
    }
    // The worker goes with the panel.
    {
        let runner = Rc::clone(&runner);
        use_effect_with((), move |_| move || runner.end(Reply::Stopped));
    }
    let oninput = {
        let source = source.clone();
        Callback::from(move |e: InputEvent| {
            let area: HtmlTextAreaElement = e.target_unchecked_into();
            let text = area.value();
            store(language, &text);
            source.set(text);
        })
    };
    let onchange_language = {
        let on_action = p.on_action.clone();
        Callback::from(move |e: Event| {
            let select: HtmlSelectElement = e.target_unchecked_into();
            if let Some(l) = CodeLanguage::from_code(&select.value()) {
                on_action.emit(Action::Code(Some(l)));
            }
        })
    };
    let start = |random: bool| {
        let (runner, source, shown, busy, finished, verdict_ref) =
            (Rc::clone(&runner), source.clone(), shown.clone(), busy.clone(), finished.clone(), verdict_ref.clone());
        let (tree, options, lang, on_action) = (Rc::clone(&p.tree), p.options, p.lang, p.on_action.clone());
        Callback::from(move |_: MouseEvent| {
            let id = runner.run.get().wrapping_add(1);
            runner.run.set(id);
            // The code as it is now is loaded again.
            runner.loaded.set(false);
            busy.set(true);
            let job = Job {
                runner: Rc::clone(&runner),
                id,
                source: (*source).clone(),
                language,
                tree: Rc::clone(&tree),
                options,
                random,
                lang,
                shown: shown.clone(),
                on_action: on_action.clone(),
            };
            shown.set(Shown::default());
            on_action.emit(Action::CodeMarks(None));
            let (runner, busy, finished, verdict_ref) = (Rc::clone(&runner), busy.clone(), finished.clone(), verdict_ref.clone());
            wasm_bindgen_futures::spawn_local(async move {
                check_code(job).await;
                if runner.run.get() == id {
                    busy.set(false);
                    finished.set(*finished + 1);
                    // The verdict in sight (on a phone it is below the editor).
                    if let Some(v) = verdict_ref.cast::<web_sys::Element>() {
                        v.scroll_into_view_with_bool(false);
                    }
                }
            });
        })
    };
    let stop = {
        let (runner, busy, shown) = (Rc::clone(&runner), busy.clone(), shown.clone());
        Callback::from(move |_: MouseEvent| {
            runner.run.set(runner.run.get().wrapping_add(1));
            runner.end(Reply::Stopped);
            busy.set(false);
            shown.set(Shown { status: w.stopped.to_string(), ..Shown::default() });
        })
    };
    let reset = {
        let source = source.clone();
        Callback::from(move |_: MouseEvent| {
            let text = starter(language, w);
            store(language, &text);
            source.set(text);
        })
    };
    let close = {
        let (runner, on_action) = (Rc::clone(&runner), p.on_action.clone());
        Callback::from(move |_: MouseEvent| {
            runner.end(Reply::Stopped);
            on_action.emit(Action::Code(None));
        })
    };
    let algo = algo_name(p.options, w).to_string();
    // At least 16 px (phones zoom into smaller inputs), larger in presentation mode.
    let area_style = "width:100%;box-sizing:border-box;font:max(16px,1rem)/1.4 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;min-height:18em;tab-size:4";
    html! {
        <section class="panel code-panel" aria-label={w.heading} data-testid="code-panel">
            <div class="code-head">
                <h2>{ w.heading }</h2>
                <button type="button" class="text-button beyond" data-testid="code-close" onclick={close}>{ minimax_app::i18n::text(p.lang).modes.code_close }</button>
            </div>
            <p>{ fill(w.intro, &[("algo", algo)]) }</p>
            <label>
                { w.language }{ " " }
                <select onchange={onchange_language} data-testid="code-language" style="font-size:max(16px,1rem)">
                    <option value="py" selected={language == CodeLanguage::Python}>{ "Python" }</option>
                    <option value="js" selected={language == CodeLanguage::JavaScript}>{ "JavaScript" }</option>
                </select>
            </label>
            <textarea value={(*source).clone()} {oninput} spellcheck="false" autocapitalize="off" aria-label={w.heading} data-testid="code-source" style={area_style} />
            <div class="code-buttons" style="display:flex;flex-wrap:wrap;gap:.5em;margin:.5em 0">
                <button type="button" onclick={start(false)} disabled={*busy} data-testid="code-run">{ w.run_here }</button>
                <button type="button" onclick={start(true)} disabled={*busy} data-testid="code-random">{ w.run_random }</button>
                <button type="button" onclick={stop} disabled={!*busy} data-testid="code-stop">{ w.stop }</button>
                <button type="button" class="text-button" onclick={reset} data-testid="code-reset">{ w.reset }</button>
            </div>
            <p role="status" aria-live="polite" data-testid="code-status">{ shown.status.clone() }</p>
            <div ref={verdict_ref} data-testid="code-verdict" data-runs={finished.to_string()}>
                { for shown.lines.iter().map(|l| html! { <p>{ l.clone() }</p> }) }
                if let Some(error) = shown.error.clone() {
                    <pre data-testid="code-error" style="white-space:pre-wrap;overflow-x:auto">{ error }</pre>
                }
            </div>
        </section>
    }
}
