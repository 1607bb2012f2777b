//! The on-demand module's exports. Built by Trunk as a second wasm
//! (`index.html`: `data-type="worker"` only so that Trunk neither hashes
//! its name nor starts it; `data-bindgen-target="web"` so the page can
//! `import()` it) and loaded by the page on first use.

#[cfg(target_arch = "wasm32")]
mod exports {
    use minimax_extras::WorksheetRequest;
    use minimax_extras::worksheet::{Worksheet, WorksheetProps};
    use wasm_bindgen::JsCast;
    use wasm_bindgen::prelude::*;

    /// Writes the export `format` of the view the page shows and downloads
    /// it: `svg` and `png` copy the drawing `svg` (`width` × `height`),
    /// `notation`, `json`, `tikz` and `beamer` write the search the page
    /// describes (`search`: the notation, root player, algorithm, cut
    /// rule, pseudocode form, leaf bounds and language, as
    /// `minimax_app::export::search_text` gives them; at `step` of
    /// `steps`), `slides-zip` and `slides-pdf` make a slide of every step,
    /// moving the page with `hooks` (`seek(k)`, `drawn()`: the step its
    /// drawing shows or −1 once the tree is another, `progress(k, n)`).
    /// Resolves to `"done"`, or `"tree-changed"` when the tree on screen
    /// changed under a slide export; rejects with what went wrong.
    #[wasm_bindgen]
    #[allow(clippy::too_many_arguments)]
    pub async fn export_view(
        format: String,
        search: Vec<String>,
        step: u32,
        steps: u32,
        svg: Option<web_sys::Element>,
        width: f64,
        height: f64,
        hooks: JsValue,
    ) -> Result<JsValue, JsValue> {
        use minimax_extras::export::{self as files, SlideFailure, SlideJob};
        let request = minimax_app::export::ExportRequest::from_text(&search, step, steps).map_err(|e| JsValue::from_str(&e))?;
        let done = Ok(JsValue::from_str("done"));
        match format.as_str() {
            "svg" | "png" => {
                let markup =
                    svg.as_ref().and_then(files::svg_document).ok_or_else(|| JsValue::from_str("the drawing could not be copied"))?;
                let stem = request.stem();
                if format == "svg" {
                    files::download_text(&format!("{stem}.svg"), "image/svg+xml", &markup);
                } else {
                    files::download_png(&format!("{stem}.png"), &markup, width, height);
                }
                done
            }
            "slides-zip" | "slides-pdf" => {
                let hook = |name: &str| -> Result<js_sys::Function, JsValue> {
                    js_sys::Reflect::get(&hooks, &name.into())?.dyn_into().map_err(|_| JsValue::from_str("the page gave no slide hooks"))
                };
                let (seek, drawn, progress) = (hook("seek")?, hook("drawn")?, hook("progress")?);
                let job = SlideJob {
                    pdf: format == "slides-pdf",
                    start_step: request.step,
                    search: request,
                    svg: svg.ok_or_else(|| JsValue::from_str("the tree is not drawn"))?,
                    seek: move |k: usize| drop(seek.call1(&JsValue::NULL, &JsValue::from(k as u32))),
                    drawn: move || drawn.call0(&JsValue::NULL).ok().and_then(|v| v.as_f64()).filter(|v| *v >= 0.0).map(|v| v as usize),
                    progress: move |k: usize, n: usize| {
                        drop(progress.call2(&JsValue::NULL, &JsValue::from(k as u32), &JsValue::from(n as u32)))
                    },
                };
                match files::export_slides(job).await {
                    Ok(()) => done,
                    Err(SlideFailure::TreeChanged) => Ok(JsValue::from_str("tree-changed")),
                    Err(SlideFailure::Detail(why)) => Err(JsValue::from_str(&why)),
                }
            }
            text => {
                let file = request.text_file(text).ok_or_else(|| JsValue::from_str(&format!("no export {text:?}")))?;
                files::download_text(&file.name, file.mime, &file.content);
                done
            }
        }
    }

    use std::cell::RefCell;
    use std::collections::HashMap;
    use std::rc::Rc;

    use minimax_app::messages::{LabSubject, PanelMessage, PanelProps, game_text, reply_from};
    use minimax_app::state::Action;
    use minimax_extras::game::{GamePanel, GamePanelProps};
    use minimax_extras::mcts::{MctsLabPanel, MctsLabProps, Subject};
    use minimax_extras::montecarlo::{MonteCarloPanel, MonteCarloProps};
    use minimax_extras::share::{SharePanel, SharePanelProps};
    use minimax_extras::what_if::{WhatIf, WhatIfProps};
    use yew::AppHandle;

    /// A panel mounted in the page, by the handle `mount` gave.
    enum Panel {
        Game(AppHandle<GamePanel>),
        WhatIf(AppHandle<WhatIf>),
        MonteCarlo(AppHandle<MonteCarloPanel>),
        Mcts(AppHandle<MctsLabPanel>),
        Window(AppHandle<minimax_extras::window::WindowLabPanel>),
        Share(AppHandle<SharePanel>),
        Worksheet(AppHandle<Worksheet>),
        Scorm(AppHandle<minimax_extras::scorm::ScormPanel>),
        Code(AppHandle<minimax_extras::code::CodePanel>),
    }

    thread_local! {
        static PANELS: RefCell<(u32, HashMap<u32, Panel>)> = RefCell::new((0, HashMap::new()));
        /// Where each answering panel's messages go (the page's function).
        static PANEL_SEND: RefCell<HashMap<u32, js_sys::Function>> = RefCell::new(HashMap::new());
    }

    /// Keeping this module's events its own. Both yew runtimes (the page's
    /// and this module's) number their roots from a counter of their own
    /// and brand each root's host, the elements that listen and the events
    /// they handle with the number under one property name. A panel of this module
    /// whose root had a number one of the page's roots has (the page's
    /// elements are its ancestors) would have its clicks and keys run the
    /// page's handlers too. So before each mount the module reads the
    /// numbers on the mount point and its ancestors, and advances its own
    /// counter (by making and dropping empty roots, yew's public API)
    /// until its next root is numbered above all of them: whatever
    /// numbers a yew version gives, none is shared.
    /// `tests/e2e/app.test.mjs` ("a module panel runs only its own
    /// handlers …") numbers the page's host 12 and checks the panel is
    /// numbered above it and that a click and a key in it run once.
    const BRAND: &str = "__yew_subtree_id";

    #[yew::function_component(Nothing)]
    fn nothing() -> yew::Html {
        yew::Html::default()
    }

    /// The root number `element` is branded with, if any.
    fn brand_of(element: &web_sys::Element) -> Option<f64> {
        js_sys::Reflect::get(element, &JsValue::from_str(BRAND)).ok()?.as_f64()
    }

    /// Advances this module's root numbering past every number on
    /// `element` and its ancestors. An error when nothing around it is
    /// branded (a yew that brands under another name: the panel would not
    /// be kept apart, so it is not mounted) or when the numbers do not
    /// give way.
    fn clear_of_page_roots(element: &web_sys::Element) -> Result<(), JsValue> {
        let mut highest = None::<f64>;
        let mut at = Some(element.clone());
        while let Some(el) = at {
            if let Some(n) = brand_of(&el) {
                highest = Some(highest.map_or(n, |h| h.max(n)));
            }
            at = el.parent_element();
        }
        let Some(highest) = highest else {
            return Err(refused("the panel cannot be kept apart from the page: nothing around it carries a yew root number"));
        };
        let document = element.owner_document().ok_or_else(|| refused("the panel's element is in no document"))?;
        // Each loop makes one empty root and reads its number; a page has
        // a handful of roots, so this ends at once (the bound is a guard).
        for _ in 0..4096 {
            let scratch = document.create_element("div")?;
            let root = yew::Renderer::<Nothing>::with_root(scratch.clone()).render();
            let number = brand_of(&scratch);
            root.destroy();
            match number {
                Some(n) if n > highest => return Ok(()),
                Some(_) => {}
                None => return Err(refused("the module's yew did not number its root: the panel cannot be kept apart from the page")),
            }
        }
        Err(refused("the module's root numbers did not pass the page's"))
    }

    fn refused(why: impl std::fmt::Display) -> JsValue {
        JsValue::from_str(&why.to_string())
    }

    /// A panel's `on_action`: every action it takes that is a message
    /// ([`PanelMessage::of`]) goes to the page's `send(json)`.
    fn answering(send: js_sys::Function) -> yew::Callback<Action> {
        yew::Callback::from(move |action: Action| {
            if let Some(message) = PanelMessage::of(&action) {
                let _ = send.call1(&JsValue::NULL, &message.to_json().into());
            }
        })
    }

    fn tree_of(notation: &str, root: minimax_engine::tree::Player) -> Result<Rc<minimax_engine::tree::Tree>, JsValue> {
        minimax_extras::tree_from(notation, root).map(Rc::new).map_err(refused)
    }

    /// A panel made from its properties, ready to mount or to give to a
    /// mounted one: each variant of [`PanelProps`] becomes its component's
    /// properties, or a sentence saying what does not read. `send` is where an answering
    /// panel's messages go.
    enum Made {
        Game(GamePanelProps),
        WhatIf(WhatIfProps),
        MonteCarlo(MonteCarloProps),
        Mcts(MctsLabProps),
        Window(minimax_extras::window::WindowLabProps),
        Share(SharePanelProps),
        Worksheet(WorksheetProps),
        Scorm(minimax_extras::scorm::ScormPanelProps),
        Code(minimax_extras::code::CodePanelProps),
    }

    fn made(props: PanelProps, send: Option<js_sys::Function>) -> Result<Made, JsValue> {
        let on_action = || send.clone().map(answering).ok_or_else(|| refused("the page gave this panel nowhere to answer"));
        Ok(match props {
            PanelProps::Game { game, reply, hits, options, lang } => Made::Game(GamePanelProps {
                reply: reply_from(&game, &reply),
                game,
                hits: hits.map(|h| h as usize),
                options,
                lang,
                on_action: on_action()?,
            }),
            PanelProps::WhatIf { search, steps, leaf, pending } => {
                let request = minimax_app::export::ExportRequest::from_text(&search, 0, steps).map_err(refused)?;
                let ranges = minimax_engine::ranges::ranges_of(&request.tree, request.trace.options(), leaf);
                Made::WhatIf(WhatIfProps {
                    tree: Rc::new(request.tree),
                    trace: Rc::new(request.trace),
                    ranges: Rc::new(ranges),
                    leaf,
                    pending,
                    lang: request.lang,
                    on_action: on_action()?,
                })
            }
            PanelProps::MonteCarlo { notation, root, lang } => Made::MonteCarlo(MonteCarloProps { tree: tree_of(&notation, root)?, lang }),
            PanelProps::Mcts { subject, lab, lang } => {
                let (key, subject) = match &subject {
                    LabSubject::Game(game) => (game_text(game), Subject::Game(game.game.clone())),
                    LabSubject::Tree { notation, root } => {
                        (format!("{notation}\n{}", root.code()), Subject::Tree(tree_of(notation, *root)?))
                    }
                };
                let on_action = on_action()?;
                let on_text = {
                    let on_action = on_action.clone();
                    yew::Callback::from(move |text: String| on_action.emit(Action::SetText(text)))
                };
                Made::Mcts(MctsLabProps {
                    on_text,
                    subject,
                    key,
                    lab,
                    lang,
                    on_change: yew::Callback::from(move |lab| on_action.emit(Action::Mcts(lab))),
                })
            }
            PanelProps::Window { subject, lab, cut, lang } => {
                use minimax_extras::window::Subject as WindowSubject;
                let (key, subject) = match &subject {
                    LabSubject::Game(game) => (game_text(game), WindowSubject::Game(game.clone())),
                    LabSubject::Tree { notation, root } => {
                        (format!("{notation}\n{}", root.code()), WindowSubject::Tree(tree_of(notation, *root)?))
                    }
                };
                let on_action = on_action()?;
                Made::Window(minimax_extras::window::WindowLabProps {
                    subject,
                    key,
                    lab,
                    cut,
                    lang,
                    on_change: yew::Callback::from(move |lab| on_action.emit(Action::Window(lab))),
                })
            }
            PanelProps::Share { query, here, steps, lang } => {
                let doc = minimax_app::url::parse_link(&query)
                    .map_err(|e| refused(format!("{e:?}")))?
                    .map(|link| link.doc)
                    .ok_or_else(|| refused("the link names no work"))?;
                let present = minimax_app::url::parse_presentation(&query);
                Made::Share(SharePanelProps {
                    doc,
                    here: here as usize,
                    steps: steps as usize,
                    theme: present.theme,
                    link_lang: present.lang,
                    lang,
                    compare: present.compare,
                })
            }
            PanelProps::Worksheet { exercise, count, options, lang } => {
                let request = WorksheetRequest::new(exercise, count, options, lang);
                Made::Worksheet(WorksheetProps {
                    exercise: request.exercise,
                    count: request.count,
                    options: request.options,
                    lang: request.lang,
                })
            }
            PanelProps::Scorm { exercise, options, lang } => {
                Made::Scorm(minimax_extras::scorm::ScormPanelProps { exercise, options, lang })
            }
            PanelProps::Code { notation, root, options, language, lang } => Made::Code(minimax_extras::code::CodePanelProps {
                tree: tree_of(&notation, root)?,
                options,
                language,
                lang,
                on_action: on_action()?,
            }),
        })
    }

    /// Mounts the panel `props` (JSON of [`PanelProps`]) describes into
    /// `element`, its messages going to `send(json)` when it answers the
    /// page; returns its handle. Properties that do not read are an error
    /// the page shows (no panic).
    #[wasm_bindgen]
    pub fn mount(element: web_sys::Element, props: &str, send: Option<js_sys::Function>) -> Result<u32, JsValue> {
        let props = PanelProps::from_json(props).map_err(refused)?;
        let made = made(props, send.clone())?;
        clear_of_page_roots(&element)?;
        fn on<C: yew::BaseComponent>(element: web_sys::Element, props: C::Properties) -> AppHandle<C> {
            yew::Renderer::<C>::with_root_and_props(element, props).render()
        }
        let panel = match made {
            Made::Game(p) => Panel::Game(on(element, p)),
            Made::WhatIf(p) => Panel::WhatIf(on(element, p)),
            Made::MonteCarlo(p) => Panel::MonteCarlo(on(element, p)),
            Made::Mcts(p) => Panel::Mcts(on(element, p)),
            Made::Window(p) => Panel::Window(on(element, p)),
            Made::Share(p) => Panel::Share(on(element, p)),
            Made::Worksheet(p) => Panel::Worksheet(on(element, p)),
            Made::Scorm(p) => Panel::Scorm(on(element, p)),
            Made::Code(p) => Panel::Code(on(element, p)),
        };
        let handle = PANELS.with(|p| {
            let (next, panels) = &mut *p.borrow_mut();
            *next += 1;
            panels.insert(*next, panel);
            *next
        });
        if let Some(send) = send {
            PANEL_SEND.with(|s| s.borrow_mut().insert(handle, send));
        }
        Ok(handle)
    }

    /// Gives the mounted panel `handle` new properties (JSON of
    /// [`PanelProps`], of the panel's own kind); its messages keep going
    /// where `mount` said.
    #[wasm_bindgen]
    pub fn update(handle: u32, props: &str) -> Result<(), JsValue> {
        let props = PanelProps::from_json(props).map_err(refused)?;
        let send = PANEL_SEND.with(|s| s.borrow().get(&handle).cloned());
        let made = made(props, send)?;
        let given = PANELS.with(|p| match (p.borrow_mut().1.get_mut(&handle), made) {
            (Some(Panel::Game(app)), Made::Game(props)) => {
                app.update(props);
                true
            }
            (Some(Panel::WhatIf(app)), Made::WhatIf(props)) => {
                app.update(props);
                true
            }
            (Some(Panel::MonteCarlo(app)), Made::MonteCarlo(props)) => {
                app.update(props);
                true
            }
            (Some(Panel::Mcts(app)), Made::Mcts(props)) => {
                app.update(props);
                true
            }
            (Some(Panel::Window(app)), Made::Window(props)) => {
                app.update(props);
                true
            }
            (Some(Panel::Share(app)), Made::Share(props)) => {
                app.update(props);
                true
            }
            (Some(Panel::Worksheet(app)), Made::Worksheet(props)) => {
                app.update(props);
                true
            }
            (Some(Panel::Scorm(app)), Made::Scorm(props)) => {
                app.update(props);
                true
            }
            (Some(Panel::Code(app)), Made::Code(props)) => {
                app.update(props);
                true
            }
            _ => false,
        });
        if given { Ok(()) } else { Err(refused("no such panel of that kind")) }
    }

    /// Removes a mounted panel (of any kind).
    #[wasm_bindgen]
    pub fn unmount_panel(handle: u32) {
        PANEL_SEND.with(|s| s.borrow_mut().remove(&handle));
        match PANELS.with(|p| p.borrow_mut().1.remove(&handle)) {
            Some(Panel::Game(app)) => app.destroy(),
            Some(Panel::MonteCarlo(app)) => app.destroy(),
            Some(Panel::Mcts(app)) => app.destroy(),
            Some(Panel::Window(app)) => app.destroy(),
            Some(Panel::WhatIf(app)) => app.destroy(),
            Some(Panel::Share(app)) => app.destroy(),
            Some(Panel::Worksheet(app)) => app.destroy(),
            Some(Panel::Scorm(app)) => app.destroy(),
            Some(Panel::Code(app)) => app.destroy(),
            None => {}
        }
    }
}

fn main() {}
