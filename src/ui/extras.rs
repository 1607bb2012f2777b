//! The on-demand module (`crates/extras`, built by Trunk as
//! `minimax-extras.js` and `minimax-extras_bg.wasm`, each then named with a
//! hash of its content: [`build_file`]): fetched, compiled and
//! started the first time a part of the app that lives there is opened,
//! never for the first view. The service worker caches it with the rest
//! (offline after one visit). Today it writes every export, and draws the
//! printable worksheet, the Monte Carlo panel, the share dialog's content,
//! the game panel below its chooser and the What-if panel.

use std::cell::RefCell;
use std::rc::Rc;

use js_sys::{Function, Object, Promise, Reflect};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use yew::prelude::*;

use minimax_app::i18n::text;
use minimax_app::messages::{LabSubject, PanelMessage, PanelProps};
use minimax_engine::lang::Lang;
use minimax_engine::options::Options;
use minimax_engine::practice::Exercise;
use minimax_engine::tree::Tree;

thread_local! {
    /// The started module, once loaded.
    static MODULE: RefCell<Option<JsValue>> = const { RefCell::new(None) };
}

/// The browser's words for a failure, as a sentence part.
pub fn reason(e: JsValue) -> String {
    e.dyn_ref::<js_sys::Error>().map(|e| String::from(e.message())).or_else(|| e.as_string()).unwrap_or_else(|| "unknown error".to_string())
}

/// The file the page names for a build's plain name (`minimax-extras.js`):
/// its name with a hash of its content, from `window.minimaxFiles`
/// (written in by .ci/stamp-builds.mjs); the plain name where the page has
/// none.
pub fn build_file(plain: &str) -> String {
    Reflect::get(&gloo::utils::window(), &"minimaxFiles".into())
        .ok()
        .and_then(|files| Reflect::get(&files, &plain.into()).ok())
        .and_then(|name| name.as_string())
        .unwrap_or_else(|| format!("./{plain}"))
}

/// A file of the module, as a full URL next to the page.
fn beside_page(name: &str) -> Result<String, String> {
    let base = gloo::utils::document().base_uri().map_err(reason)?.unwrap_or_default();
    web_sys::Url::new_with_base(name, &base).map(|u| u.href()).map_err(reason)
}

/// True once the module is loaded and started (the next [`module`] call
/// answers at once).
pub fn loaded() -> bool {
    MODULE.with(|m| m.borrow().is_some())
}

/// The module's exports, loading and starting it the first time.
pub async fn module() -> Result<JsValue, String> {
    if let Some(module) = MODULE.with(|m| m.borrow().clone()) {
        return Ok(module);
    }
    // `import()` from a function made at run time: the app's own bundle
    // has no static import of the module, so nothing fetches it early.
    let import = Function::new_with_args("url", "return import(url)");
    let promise: Promise =
        import.call1(&JsValue::NULL, &beside_page(&build_file("minimax-extras.js"))?.into()).map_err(reason)?.unchecked_into();
    let module = JsFuture::from(promise).await.map_err(reason)?;
    let init: Function = Reflect::get(&module, &"default".into()).map_err(reason)?.dyn_into().map_err(reason)?;
    let arg = Object::new();
    Reflect::set(&arg, &"module_or_path".into(), &beside_page(&build_file("minimax-extras_bg.wasm"))?.into()).map_err(reason)?;
    let started: Promise = init.call1(&JsValue::NULL, &arg).map_err(reason)?.dyn_into().map_err(reason)?;
    JsFuture::from(started).await.map_err(reason)?;
    MODULE.with(|m| *m.borrow_mut() = Some(module.clone()));
    Ok(module)
}

/// Calls the module's export `name` with `args`; its result.
pub fn call_returning(module: &JsValue, name: &str, args: &[JsValue]) -> Result<JsValue, String> {
    let f: Function = Reflect::get(module, &name.into()).map_err(reason)?.dyn_into().map_err(reason)?;
    f.apply(&JsValue::NULL, &args.iter().collect::<js_sys::Array>()).map_err(reason)
}

fn call(module: &JsValue, name: &str, args: &[JsValue]) -> Result<(), String> {
    call_returning(module, name, args).map(|_| ())
}

/// `props` as JSON, written by the browser's own JSON through
/// serde-wasm-bindgen (the module reads it with serde_json; the first view
/// carries no JSON codec of its own).
fn props_json(props: &PanelProps) -> Result<JsValue, String> {
    use serde::Serialize;
    let value = props.serialize(&serde_wasm_bindgen::Serializer::json_compatible()).map_err(|e| e.to_string())?;
    js_sys::JSON::stringify(&value).map(JsValue::from).map_err(reason)
}

/// The message in a panel's JSON, read by the browser's JSON; `None` for
/// one that does not read (it is ignored, as [`PanelMessage::from_json`]
/// says).
fn message_of(json: &str) -> Option<PanelMessage> {
    serde_wasm_bindgen::from_value(js_sys::JSON::parse(json).ok()?).ok()
}

/// How far the module is.
#[derive(Clone, PartialEq)]
enum Loading {
    Busy,
    Done,
    Failed(String),
}

#[derive(Properties, PartialEq)]
pub struct WorksheetPageProps {
    pub exercise: Exercise,
    pub count: usize,
    pub options: Options,
    pub lang: Lang,
}

/// The printable worksheet (`mode=worksheet`): the module's page, with a
/// progress line while the module loads (see [`HostedPanel`]).
#[function_component(WorksheetPage)]
pub fn worksheet_page(p: &WorksheetPageProps) -> Html {
    // Its styles, fetched while the module is (the app's first view never
    // fetches them).
    use_effect_with((), |_| {
        let document = gloo::utils::document();
        if document.get_element_by_id("worksheet-style").is_none()
            && let (Ok(link), Some(head)) = (document.create_element("link"), document.head())
        {
            for (k, v) in [("id", "worksheet-style"), ("rel", "stylesheet"), ("href", &build_file("worksheet.css"))] {
                let _ = link.set_attribute(k, v);
            }
            let _ = head.append_child(&link);
        }
    });
    let props = PanelProps::Worksheet { exercise: p.exercise, count: p.count as u32, options: p.options, lang: p.lang };
    html! { <HostedPanel {props} lang={p.lang} testid="module-root" /> }
}

/// The line shown while the module loads, or why it did not, with a
/// button that tries again.
fn loading_line(loading: &Loading, t: &'static minimax_app::i18n::Text, retry: Callback<MouseEvent>) -> Html {
    match loading {
        Loading::Busy => html! {
            <div class="module-loading" role="status" data-testid="module-loading">
                <progress aria-label={t.tree_view.loading_module} />
                <span>{ t.tree_view.loading_module }</span>
            </div>
        },
        Loading::Failed(why) => html! {
            <div class="notice module-failed" role="alert" data-testid="module-failed">
                <span>{ (t.tree_view.module_failed)(why) }</span>
                <button type="button" onclick={retry}>{ t.tree_view.try_again }</button>
            </div>
        },
        Loading::Done => html! {},
    }
}

/// What a hosted panel is given: its properties (one variant per panel,
/// see [`PanelProps`]) and, for a panel that changes the page, where its
/// messages go.
#[derive(Properties, PartialEq)]
pub struct HostedPanelProps {
    /// Compared by value: a change sends them to the panel again.
    pub props: PanelProps,
    pub lang: Lang,
    pub testid: &'static str,
    /// What the panel says back, for panels that change the page: the
    /// module is given a function to call with each message.
    #[prop_or_default]
    pub on_message: Option<Callback<PanelMessage>>,
    /// Brought into sight once drawn (a panel of the side column, which a
    /// phone shows below the drawing: see [`crate::ui::page::bring_into_sight`]).
    #[prop_or_default]
    pub into_sight: bool,
}

/// A panel the module draws in an element of this page: a progress line
/// while the module loads, then mounted once (the module's
/// `mount(element, props, send)`), given new properties when they change
/// (`update(handle, props)`), and removed with this component
/// (`unmount_panel(handle)`). Those three and `export_view` are all the
/// module exports; the properties and messages are typed on both sides
/// (`minimax_app::messages`).
#[function_component(HostedPanel)]
pub fn hosted_panel(p: &HostedPanelProps) -> Html {
    let t = text(p.lang);
    let root = use_node_ref();
    let loading = use_state(|| Loading::Busy);
    let attempt = use_state(|| 0u32);
    let handle = use_mut_ref(|| None::<u32>);
    // The function the module calls with the panel's messages, kept as long
    // as the panel; it passes them to the latest `on_message`.
    let latest = use_mut_ref(|| None::<Callback<PanelMessage>>);
    latest.borrow_mut().clone_from(&p.on_message);
    let sender = use_mut_ref(|| None::<Closure<dyn Fn(String)>>);
    {
        let (root, loading, handle) = (root.clone(), loading.clone(), handle.clone());
        let (latest, sender) = (latest.clone(), sender.clone());
        let into_sight = p.into_sight;
        use_effect_with((p.props.clone(), *attempt), move |(props, _)| {
            let json = props_json(props);
            let answers = props.answers();
            wasm_bindgen_futures::spawn_local(async move {
                let loaded = match json {
                    Ok(json) => module().await.map(|module| (module, json)),
                    Err(why) => Err(why),
                };
                let done = loaded.and_then(|(module, json)| {
                    let existing = *handle.borrow();
                    match existing {
                        Some(h) => call(&module, "update", &[JsValue::from(h), json]),
                        None => {
                            let Some(element) = root.cast::<web_sys::Element>() else { return Err("the page changed".to_string()) };
                            let send = if answers {
                                sender
                                    .borrow_mut()
                                    .get_or_insert_with(|| {
                                        Closure::new(move |message: String| {
                                            if let (Some(on_message), Some(message)) = (latest.borrow().as_ref(), message_of(&message)) {
                                                on_message.emit(message);
                                            }
                                        })
                                    })
                                    .as_ref()
                                    .clone()
                            } else {
                                JsValue::UNDEFINED
                            };
                            let h = call_returning(&module, "mount", &[element.into(), json, send])?;
                            *handle.borrow_mut() = h.as_f64().map(|h| h as u32);
                            if into_sight {
                                // Once the module has drawn it: its yew renders
                                // in a microtask, before this timer's task.
                                let root = root.clone();
                                gloo::timers::callback::Timeout::new(0, move || crate::ui::page::bring_into_sight(&root)).forget();
                            }
                            Ok(())
                        }
                    }
                });
                loading.set(match done {
                    Ok(()) => Loading::Done,
                    Err(why) => Loading::Failed(why),
                });
            });
        });
    }
    {
        let handle = handle.clone();
        use_effect_with((), move |_| {
            move || {
                let h = *handle.borrow();
                if let (Some(h), Some(module)) = (h, MODULE.with(|m| m.borrow().clone())) {
                    let _ = call(&module, "unmount_panel", &[JsValue::from(h)]);
                }
            }
        });
    }
    let retry = {
        let attempt = attempt.clone();
        Callback::from(move |_: MouseEvent| attempt.set(*attempt + 1))
    };
    html! {
        <>
            { loading_line(&loading, t, retry) }
            <div ref={root} class="module-root" data-testid={p.testid}></div>
        </>
    }
}

#[derive(Properties)]
pub struct MonteCarloHostProps {
    pub tree: Rc<Tree>,
    pub lang: Lang,
}

impl PartialEq for MonteCarloHostProps {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.tree, &other.tree) && self.lang == other.lang
    }
}

/// The Monte Carlo panel of a chance tree, drawn by the module: given the
/// tree as its notation and root player, and the language.
#[function_component(MonteCarloHost)]
pub fn monte_carlo_host(p: &MonteCarloHostProps) -> Html {
    let props = use_memo((Rc::as_ptr(&p.tree) as usize, p.lang), {
        let tree = Rc::clone(&p.tree);
        move |&(_, lang)| PanelProps::MonteCarlo { notation: minimax_engine::notation::print(&tree), root: tree.root_player(), lang }
    });
    html! { <HostedPanel props={(*props).clone()} lang={p.lang} testid="montecarlo-host" /> }
}

#[derive(Properties, PartialEq)]
pub struct MctsHostProps {
    /// What the lab searches.
    pub subject: LabSubject,
    pub lab: minimax_app::url::MctsLab,
    pub lang: Lang,
    pub dispatch: UseReducerDispatcher<minimax_app::state::Model>,
}

/// A panel's messages as the page's actions.
#[hook]
fn use_messages(dispatch: &UseReducerDispatcher<minimax_app::state::Model>) -> Callback<PanelMessage> {
    let dispatch = dispatch.clone();
    use_callback((), move |message: PanelMessage, _| dispatch.dispatch(message.action()))
}

/// The MCTS lab, drawn by the module in place of the page's drawing: given
/// the tree or game and where the lab stands (its link parameters); its
/// changes come back as `Action::Mcts`, so the link keeps them.
#[function_component(MctsHost)]
pub fn mcts_host(p: &MctsHostProps) -> Html {
    let on_message = use_messages(&p.dispatch);
    let props = PanelProps::Mcts { subject: p.subject.clone(), lab: p.lab, lang: p.lang };
    html! { <HostedPanel {props} lang={p.lang} testid="mcts-host" on_message={Some(on_message)} /> }
}

#[derive(Properties, PartialEq)]
pub struct WindowHostProps {
    /// What the lab searches.
    pub subject: LabSubject,
    pub lab: minimax_app::url::WindowLab,
    pub cut: minimax_engine::options::CutRule,
    pub lang: Lang,
    pub dispatch: UseReducerDispatcher<minimax_app::state::Model>,
}

/// The null-window lab, drawn by the module in place of the page's
/// drawing; its changes come back as `Action::Window`, so the link keeps
/// them.
#[function_component(WindowHost)]
pub fn window_host(p: &WindowHostProps) -> Html {
    let on_message = use_messages(&p.dispatch);
    let props = PanelProps::Window { subject: p.subject.clone(), lab: p.lab, cut: p.cut, lang: p.lang };
    html! { <HostedPanel {props} lang={p.lang} testid="window-host" on_message={Some(on_message)} /> }
}

#[derive(Properties, PartialEq)]
pub struct GameHostProps {
    pub game: Option<minimax_app::doc::GameDoc>,
    pub reply: Option<minimax_app::state::Reply>,
    pub hits: Option<usize>,
    pub options: Options,
    pub lang: Lang,
    pub dispatch: UseReducerDispatcher<minimax_app::state::Model>,
}

/// The game panel: the chooser, drawn here (the first view shows it, and
/// choosing a game searches it at once), and, once a game is loaded, its
/// board, settings, play and cost table, drawn by the module
/// (`GamePanel`), whose changes come back as actions.
#[function_component(GameHost)]
pub fn game_host(p: &GameHostProps) -> Html {
    use minimax_app::messages::reply_text;
    let t = text(p.lang);
    let on_action = {
        let dispatch = p.dispatch.clone();
        use_callback((), move |action: minimax_app::state::Action, _| dispatch.dispatch(action))
    };
    let on_message = use_messages(&p.dispatch);
    let details = p.game.as_ref().map(|game| {
        let props = PanelProps::Game {
            game: game.clone(),
            reply: reply_text(p.reply.as_ref()),
            hits: p.hits.map(|h| h as u32),
            options: p.options,
            lang: p.lang,
        };
        html! { <HostedPanel {props} lang={p.lang} testid="game-host" on_message={Some(on_message.clone())} /> }
    });
    html! {
        <section class="panel game-panel" aria-label={t.games.game} data-testid="game-panel">
            <h2>{ t.games.game }</h2>
            { crate::ui::view::game::game_chooser(p.game.as_ref(), t, &on_action) }
            { for details }
        </section>
    }
}

#[derive(Properties)]
pub struct WhatIfHostProps {
    pub tree: Rc<Tree>,
    pub trace: Rc<minimax_engine::search::Trace>,
    pub leaf: minimax_engine::tree::NodeId,
    /// A trial not kept yet is on the tree (the panel offers Keep and
    /// Revert).
    pub pending: bool,
    pub lang: Lang,
    pub dispatch: UseReducerDispatcher<minimax_app::state::Model>,
}

impl PartialEq for WhatIfHostProps {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.tree, &other.tree)
            && Rc::ptr_eq(&self.trace, &other.trace)
            && self.leaf == other.leaf
            && self.pending == other.pending
            && self.lang == other.lang
    }
}

/// The What-if panel of a leaf, drawn by the module (`WhatIf`): given the
/// search shown as text (as an export is) and the leaf, its trial values
/// and closing come back as actions.
#[function_component(WhatIfHost)]
pub fn what_if_host(p: &WhatIfHostProps) -> Html {
    let props = use_memo((Rc::as_ptr(&p.tree) as usize, Rc::as_ptr(&p.trace) as usize, p.leaf, p.pending, p.lang), {
        let (tree, trace) = (Rc::clone(&p.tree), Rc::clone(&p.trace));
        move |&(_, _, leaf, pending, lang)| PanelProps::WhatIf {
            search: minimax_app::export::search_text(&tree, &trace, lang),
            steps: u32::try_from(trace.len()).unwrap_or(u32::MAX),
            leaf,
            pending,
        }
    });
    let on_message = use_messages(&p.dispatch);
    html! { <HostedPanel props={(*props).clone()} lang={p.lang} testid="what-if-host" on_message={Some(on_message)} /> }
}

#[derive(Properties)]
pub struct CodeHostProps {
    pub tree: Rc<Tree>,
    /// In a widget the page that frames it shows the rest: the panel is
    /// not scrolled to.
    pub embed: bool,
    pub options: Options,
    pub language: minimax_app::url::CodeLanguage,
    pub lang: Lang,
    pub dispatch: UseReducerDispatcher<minimax_app::state::Model>,
}

impl PartialEq for CodeHostProps {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.tree, &other.tree)
            && self.embed == other.embed
            && self.options == other.options
            && self.language == other.language
            && self.lang == other.lang
    }
}

/// "Your code" (`mode=code`), drawn by the module in the side column: the
/// student's editor and the verdict of their code against the search the
/// page shows; it steps the page to where the code parts from the search
/// and opens the smallest failing tree (`Seek`, `SetText`, `SetRoot`).
#[function_component(CodeHost)]
pub fn code_host(p: &CodeHostProps) -> Html {
    let on_message = use_messages(&p.dispatch);
    // The language shown is the one the mode opens in next time.
    use_effect_with(p.language, |&language| crate::ui::view::storage::remember_code_language(language));
    let props = use_memo((Rc::as_ptr(&p.tree) as usize, p.options, p.language, p.lang), {
        let tree = Rc::clone(&p.tree);
        move |&(_, options, language, lang)| PanelProps::Code {
            notation: minimax_engine::notation::print(&tree),
            root: tree.root_player(),
            options,
            language,
            lang,
        }
    });
    // As it opens (on a phone, below the drawing) it comes into sight.
    html! { <HostedPanel props={(*props).clone()} lang={p.lang} testid="code-host" on_message={Some(on_message)} into_sight={!p.embed} /> }
}
