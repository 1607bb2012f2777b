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
    use std::str::FromStr;

    use minimax_app::state::Action;
    use minimax_extras::mcts::{MctsLabPanel, MctsLabProps, Subject};
    use minimax_extras::montecarlo::{MonteCarloPanel, MonteCarloProps};
    use minimax_extras::share::{SharePanel, SharePanelProps};
    use minimax_lab::ui::view::game::{GamePanel, GamePanelProps};
    use minimax_lab::ui::view::what_if::{WhatIf, WhatIfProps};
    use yew::AppHandle;

    /// A panel mounted in the page, by the handle its `mount_…` gave.
    enum Panel {
        Game(AppHandle<GamePanel>),
        WhatIf(AppHandle<WhatIf>),
        MonteCarlo(AppHandle<MonteCarloPanel>),
        Mcts(AppHandle<MctsLabPanel>),
        Window(AppHandle<minimax_extras::window::WindowLabPanel>),
        Share(AppHandle<SharePanel>),
        Worksheet(AppHandle<Worksheet>),
        Scorm(AppHandle<minimax_extras::scorm::ScormPanel>),
    }

    thread_local! {
        static PANELS: RefCell<(u32, HashMap<u32, Panel>)> = RefCell::new((0, HashMap::new()));
        /// Where each answering panel's actions go (the page's function).
        static PANEL_SEND: RefCell<HashMap<u32, js_sys::Function>> = RefCell::new(HashMap::new());
    }

    /// Subtree ids the page's own yew app may use. Both yew runtimes (the
    /// page's and this module's) number their roots from 1 and mark DOM
    /// elements and events with the number under the same property
    /// (`__yew_subtree_id`): a panel of this module numbered 1 inside the
    /// page's app (also 1) would have its clicks and keys run the page's
    /// handlers. The page has one root (no portals), so this module burns
    /// the first `PAGE_ROOTS` numbers before it mounts anything
    /// (`tests/e2e/app.test.mjs` checks that Space in the share dialog's
    /// checkbox toggles only the checkbox).
    const PAGE_ROOTS: u32 = 8;

    #[yew::function_component(Nothing)]
    fn nothing() -> yew::Html {
        yew::Html::default()
    }

    thread_local! {
        static RESERVED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    }

    fn reserve_page_ids() {
        if RESERVED.with(|r| r.replace(true)) {
            return;
        }
        let Some(document) = web_sys::window().and_then(|w| w.document()) else { return };
        for _ in 0..PAGE_ROOTS {
            if let Ok(scratch) = document.create_element("div") {
                yew::Renderer::<Nothing>::with_root(scratch).render().destroy();
            }
        }
    }

    fn keep(panel: Panel) -> u32 {
        PANELS.with(|p| {
            let (next, panels) = &mut *p.borrow_mut();
            *next += 1;
            panels.insert(*next, panel);
            *next
        })
    }

    /// Runs `give` on the panel `handle` names; `give` says whether it was
    /// of the kind asked for.
    fn update(handle: u32, give: impl FnOnce(&mut Panel) -> bool) -> Result<(), JsValue> {
        let found = PANELS.with(|p| p.borrow_mut().1.get_mut(&handle).is_some_and(give));
        if found { Ok(()) } else { Err(JsValue::from_str("no such panel")) }
    }

    /// Gives the panel `handle` names, if it is a `Panel::$kind`, new
    /// properties.
    macro_rules! give {
        ($handle:expr, $kind:ident, $props:expr) => {
            update($handle, |panel| match panel {
                Panel::$kind(app) => {
                    app.update($props);
                    true
                }
                _ => false,
            })
        };
    }

    /// A panel's `on_action`: every action `encode` writes goes to the
    /// page's `send(kind, payload)`.
    fn answering(send: js_sys::Function, encode: fn(&Action) -> Option<(&'static str, String)>) -> yew::Callback<Action> {
        yew::Callback::from(move |action: Action| {
            if let Some((kind, payload)) = encode(&action) {
                let _ = send.call2(&JsValue::NULL, &kind.into(), &payload.into());
            }
        })
    }

    /// Keeps a panel that answers, with where its answers go.
    fn keep_answering(panel: Panel, send: js_sys::Function) -> u32 {
        let handle = keep(panel);
        PANEL_SEND.with(|s| s.borrow_mut().insert(handle, send));
        handle
    }

    /// Where the answers of the panel `handle` go (given at its mount).
    fn sender(handle: u32) -> Result<js_sys::Function, JsValue> {
        PANEL_SEND.with(|s| s.borrow().get(&handle).cloned()).ok_or_else(|| JsValue::from_str("no such panel"))
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
            None => {}
        }
    }

    fn share_props(query: &str, here: u32, steps: u32, lang: &str) -> Result<SharePanelProps, JsValue> {
        let doc = minimax_app::url::parse_link(query)
            .map_err(|e| JsValue::from_str(&format!("{e:?}")))?
            .map(|link| link.doc)
            .ok_or_else(|| JsValue::from_str("the link names no work"))?;
        let present = minimax_app::url::parse_presentation(query);
        let lang = minimax_engine::lang::Lang::from_str(lang).map_err(|e| JsValue::from_str(&e.to_string()))?;
        Ok(SharePanelProps {
            doc,
            here: here as usize,
            steps: steps as usize,
            theme: present.theme,
            link_lang: present.lang,
            lang,
            compare: present.compare,
        })
    }

    /// Mounts the open share dialog's content into `element` for the work
    /// that `query` (the page's own link, with its language, theme and
    /// comparison) carries, at step `here` of `steps`; returns its handle.
    #[wasm_bindgen]
    pub fn mount_share(element: web_sys::Element, query: &str, here: u32, steps: u32, lang: &str) -> Result<u32, JsValue> {
        let props = share_props(query, here, steps, lang)?;
        reserve_page_ids();
        Ok(keep(Panel::Share(yew::Renderer::<SharePanel>::with_root_and_props(element, props).render())))
    }

    /// Gives a mounted share dialog the work and step now shown.
    #[wasm_bindgen]
    pub fn update_share(handle: u32, query: &str, here: u32, steps: u32, lang: &str) -> Result<(), JsValue> {
        let props = share_props(query, here, steps, lang)?;
        give!(handle, Share, props)
    }

    /// The game panel's properties from what the page sends (see
    /// `minimax_lab::ui::extras::GameHost`): the game as its link, the
    /// computer's reply, the transposition hits (−1: none), the options and
    /// the language; its actions go back through `send(kind, payload)`.
    fn game_props(
        state: &[String; 2],
        hits: f64,
        options: [&str; 3],
        lang: &str,
        send: js_sys::Function,
    ) -> Result<GamePanelProps, JsValue> {
        use minimax_app::messages::{game_from, game_message, options_from, reply_from};
        let [game, label] = state;
        let (options, lang) = options_from((options[0], options[1], options[2]), lang).map_err(|e| JsValue::from_str(&e))?;
        let game = game_from(game).ok_or_else(|| JsValue::from_str(&format!("the game panel was sent a game it cannot read: {game:?}")))?;
        Ok(GamePanelProps {
            reply: reply_from(&game, label),
            game,
            hits: (hits >= 0.0).then_some(hits as usize),
            options,
            lang,
            on_action: answering(send, game_message),
        })
    }

    /// Mounts the game panel (below the page's chooser) into `element`;
    /// returns its handle.
    #[wasm_bindgen]
    #[allow(clippy::too_many_arguments)]
    pub fn mount_game(
        element: web_sys::Element,
        game: String,
        label: String,
        hits: f64,
        algorithm: &str,
        cut: &str,
        form: &str,
        lang: &str,
        send: js_sys::Function,
    ) -> Result<u32, JsValue> {
        let props = game_props(&[game, label], hits, [algorithm, cut, form], lang, send.clone())?;
        reserve_page_ids();
        Ok(keep_answering(Panel::Game(yew::Renderer::<GamePanel>::with_root_and_props(element, props).render()), send))
    }

    /// Gives a mounted game panel the game, reply and options now shown
    /// (its answers keep going where `mount_game` said).
    #[wasm_bindgen]
    #[allow(clippy::too_many_arguments)]
    pub fn update_game(
        handle: u32,
        game: String,
        label: String,
        hits: f64,
        algorithm: &str,
        cut: &str,
        form: &str,
        lang: &str,
    ) -> Result<(), JsValue> {
        let send = sender(handle)?;
        let props = game_props(&[game, label], hits, [algorithm, cut, form], lang, send)?;
        give!(handle, Game, props)
    }

    /// The What-if panel's properties from what the page sends (see
    /// `minimax_lab::ui::extras::WhatIfHost`): the search shown as text, as
    /// an export's (searched again here, with the leaf's ranges), and the
    /// leaf's index; its actions go back through `send(kind, payload)`.
    fn what_if_props(search: &[String], steps: u32, leaf: u32, pending: bool, send: js_sys::Function) -> Result<WhatIfProps, JsValue> {
        use minimax_app::messages::what_if_message;
        let request = minimax_app::export::ExportRequest::from_text(search, 0, steps).map_err(|e| JsValue::from_str(&e))?;
        let leaf = minimax_engine::tree::NodeId(leaf);
        let ranges = minimax_engine::ranges::ranges_of(&request.tree, request.trace.options(), leaf);
        Ok(WhatIfProps {
            tree: Rc::new(request.tree),
            trace: Rc::new(request.trace),
            ranges: Rc::new(ranges),
            leaf,
            pending,
            lang: request.lang,
            on_action: answering(send, what_if_message),
        })
    }

    /// Mounts the What-if panel of leaf `leaf` into `element` (`pending`:
    /// a trial not kept yet is shown); returns its handle.
    #[wasm_bindgen]
    pub fn mount_what_if(
        element: web_sys::Element,
        search: Vec<String>,
        steps: u32,
        leaf: u32,
        pending: bool,
        send: js_sys::Function,
    ) -> Result<u32, JsValue> {
        let props = what_if_props(&search, steps, leaf, pending, send.clone())?;
        reserve_page_ids();
        Ok(keep_answering(Panel::WhatIf(yew::Renderer::<WhatIf>::with_root_and_props(element, props).render()), send))
    }

    /// Gives a mounted What-if panel the search and leaf now shown.
    #[wasm_bindgen]
    pub fn update_what_if(handle: u32, search: Vec<String>, steps: u32, leaf: u32, pending: bool) -> Result<(), JsValue> {
        let send = sender(handle)?;
        let props = what_if_props(&search, steps, leaf, pending, send)?;
        give!(handle, WhatIf, props)
    }

    fn monte_carlo_props(notation: &str, root: &str, lang: &str) -> Result<MonteCarloProps, JsValue> {
        let tree = minimax_extras::tree_from(notation, root).map_err(|e| JsValue::from_str(&e))?;
        let lang = minimax_engine::lang::Lang::from_str(lang).map_err(|e| JsValue::from_str(&e.to_string()))?;
        Ok(MonteCarloProps { tree: Rc::new(tree), lang })
    }

    /// Mounts the Monte Carlo panel for the tree written `notation` (root
    /// player `root`) into `element`; returns its handle.
    #[wasm_bindgen]
    pub fn mount_monte_carlo(element: web_sys::Element, notation: &str, root: &str, lang: &str) -> Result<u32, JsValue> {
        let props = monte_carlo_props(notation, root, lang)?;
        reserve_page_ids();
        Ok(keep(Panel::MonteCarlo(yew::Renderer::<MonteCarloPanel>::with_root_and_props(element, props).render())))
    }

    /// Gives a mounted panel its tree (a new one starts its playouts again).
    #[wasm_bindgen]
    pub fn update_monte_carlo(handle: u32, notation: &str, root: &str, lang: &str) -> Result<(), JsValue> {
        let props = monte_carlo_props(notation, root, lang)?;
        give!(handle, MonteCarlo, props)
    }

    /// The MCTS lab's properties from what the page sends (see
    /// `minimax_lab::ui::extras::MctsHost`): `kind` `game` (`a` the game's
    /// name, `b` its position) or `tree` (`a` the notation, `b` the root
    /// player), where the lab stands as its link parameters, the language;
    /// its changes go back through `send("mcts", payload)`.
    fn mcts_props(kind: &str, a: &str, b: &str, lab: &str, lang: &str, send: js_sys::Function) -> Result<MctsLabProps, JsValue> {
        let subject = match kind {
            "game" => Subject::Game(minimax_engine::games::AnyGame::parse(a, Some(b)).map_err(|e| JsValue::from_str(&e.to_string()))?),
            _ => Subject::Tree(Rc::new(minimax_extras::tree_from(a, b).map_err(|e| JsValue::from_str(&e))?)),
        };
        let lang = minimax_engine::lang::Lang::from_str(lang).map_err(|e| JsValue::from_str(&e.to_string()))?;
        let on_action = answering(send, minimax_app::messages::mcts_message);
        let on_text = {
            let on_action = on_action.clone();
            yew::Callback::from(move |text: String| on_action.emit(Action::SetText(text)))
        };
        Ok(MctsLabProps {
            on_text,
            subject,
            key: format!("{kind}\n{a}\n{b}"),
            lab: minimax_app::url::MctsLab::from_query(lab),
            lang,
            on_change: yew::Callback::from(move |lab| on_action.emit(Action::Mcts(lab))),
        })
    }

    /// The SCORM panel's properties from what the page sends: the first
    /// exercise, the convention's codes and the language.
    fn scorm_props(
        exercise: &str,
        algo: &str,
        cut: &str,
        form: &str,
        lang: &str,
    ) -> Result<minimax_extras::scorm::ScormPanelProps, JsValue> {
        let request =
            minimax_app::worksheet::WorksheetRequest::parse(exercise, 1, (algo, cut, form), lang).map_err(|e| JsValue::from_str(&e))?;
        Ok(minimax_extras::scorm::ScormPanelProps { exercise: request.exercise, options: request.options, lang: request.lang })
    }

    /// Mounts the practice page's SCORM panel into `element`; returns its
    /// handle.
    #[wasm_bindgen]
    pub fn mount_scorm(element: web_sys::Element, exercise: &str, algo: &str, cut: &str, form: &str, lang: &str) -> Result<u32, JsValue> {
        let props = scorm_props(exercise, algo, cut, form, lang)?;
        reserve_page_ids();
        Ok(keep(Panel::Scorm(yew::Renderer::<minimax_extras::scorm::ScormPanel>::with_root_and_props(element, props).render())))
    }

    /// Gives a mounted SCORM panel the exercise and convention now shown.
    #[wasm_bindgen]
    pub fn update_scorm(handle: u32, exercise: &str, algo: &str, cut: &str, form: &str, lang: &str) -> Result<(), JsValue> {
        let props = scorm_props(exercise, algo, cut, form, lang)?;
        give!(handle, Scorm, props)
    }

    /// Mounts the MCTS lab into `element`; returns its handle.
    #[wasm_bindgen]
    pub fn mount_mcts(
        element: web_sys::Element,
        kind: &str,
        a: &str,
        b: &str,
        lab: &str,
        lang: &str,
        send: js_sys::Function,
    ) -> Result<u32, JsValue> {
        let props = mcts_props(kind, a, b, lab, lang, send.clone())?;
        reserve_page_ids();
        Ok(keep_answering(Panel::Mcts(yew::Renderer::<MctsLabPanel>::with_root_and_props(element, props).render()), send))
    }

    /// Gives a mounted MCTS lab what it searches and where it stands.
    #[wasm_bindgen]
    pub fn update_mcts(handle: u32, kind: &str, a: &str, b: &str, lab: &str, lang: &str) -> Result<(), JsValue> {
        let send = sender(handle)?;
        let props = mcts_props(kind, a, b, lab, lang, send)?;
        give!(handle, Mcts, props)
    }

    /// The null-window lab's properties from what the page sends (see
    /// `minimax_lab::ui::extras::WindowHost`): `kind` `game` (`a` the game
    /// as its link, `minimax_app::messages::game_text`) or `tree` (`a` the
    /// notation, `b` the root player), where the lab stands as its link
    /// parameters, the document's cut rule, the language; its changes go
    /// back through `send("window", payload)`.
    fn window_props(
        kind: &str,
        a: &str,
        b: &str,
        lab: &str,
        cut: &str,
        lang: &str,
        send: js_sys::Function,
    ) -> Result<minimax_extras::window::WindowLabProps, JsValue> {
        use minimax_extras::window::Subject as WindowSubject;
        let subject = match kind {
            "game" => WindowSubject::Game(minimax_app::messages::game_from(a).ok_or_else(|| JsValue::from_str("the game does not read"))?),
            _ => WindowSubject::Tree(Rc::new(minimax_extras::tree_from(a, b).map_err(|e| JsValue::from_str(&e))?)),
        };
        let lang = minimax_engine::lang::Lang::from_str(lang).map_err(|e| JsValue::from_str(&e.to_string()))?;
        let cut = minimax_engine::options::CutRule::from_str(cut).map_err(|e| JsValue::from_str(&e.to_string()))?;
        let on_action = answering(send, minimax_app::messages::window_message);
        Ok(minimax_extras::window::WindowLabProps {
            subject,
            key: format!("{kind}\n{a}\n{b}"),
            lab: minimax_app::url::WindowLab::from_query(lab),
            cut,
            lang,
            on_change: yew::Callback::from(move |lab| on_action.emit(Action::Window(lab))),
        })
    }

    /// Mounts the null-window lab into `element`; returns its handle.
    #[wasm_bindgen]
    #[allow(clippy::too_many_arguments)]
    pub fn mount_window(
        element: web_sys::Element,
        kind: &str,
        a: &str,
        b: &str,
        lab: &str,
        cut: &str,
        lang: &str,
        send: js_sys::Function,
    ) -> Result<u32, JsValue> {
        let props = window_props(kind, a, b, lab, cut, lang, send.clone())?;
        reserve_page_ids();
        Ok(keep_answering(
            Panel::Window(yew::Renderer::<minimax_extras::window::WindowLabPanel>::with_root_and_props(element, props).render()),
            send,
        ))
    }

    /// Gives a mounted null-window lab what it searches and where it stands.
    #[wasm_bindgen]
    pub fn update_window(handle: u32, kind: &str, a: &str, b: &str, lab: &str, cut: &str, lang: &str) -> Result<(), JsValue> {
        let send = sender(handle)?;
        let props = window_props(kind, a, b, lab, cut, lang, send)?;
        give!(handle, Window, props)
    }

    fn worksheet_props(
        exercise: &str,
        count: u32,
        (algorithm, cut, form): (&str, &str, &str),
        lang: &str,
    ) -> Result<WorksheetProps, JsValue> {
        let request = WorksheetRequest::parse(exercise, count, (algorithm, cut, form), lang).map_err(|e| JsValue::from_str(&e))?;
        Ok(WorksheetProps { exercise: request.exercise, count: request.count, options: request.options, lang: request.lang })
    }

    /// Draws the printable worksheet into `root`; returns its handle. An
    /// exercise, count or code it cannot read is an error the page shows
    /// (no panic).
    #[wasm_bindgen]
    pub fn mount_worksheet(
        root: web_sys::Element,
        exercise: &str,
        count: u32,
        algorithm: &str,
        cut: &str,
        form: &str,
        lang: &str,
    ) -> Result<u32, JsValue> {
        let props = worksheet_props(exercise, count, (algorithm, cut, form), lang)?;
        reserve_page_ids();
        Ok(keep(Panel::Worksheet(yew::Renderer::<Worksheet>::with_root_and_props(root, props).render())))
    }

    /// Gives a mounted worksheet other exercises or another convention.
    #[wasm_bindgen]
    pub fn update_worksheet(
        handle: u32,
        exercise: &str,
        count: u32,
        algorithm: &str,
        cut: &str,
        form: &str,
        lang: &str,
    ) -> Result<(), JsValue> {
        let props = worksheet_props(exercise, count, (algorithm, cut, form), lang)?;
        give!(handle, Worksheet, props)
    }
}

fn main() {}
