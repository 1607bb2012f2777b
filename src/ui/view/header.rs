//! `Header`: the title and the options in three groups (the search:
//! algorithm, cut rule, form, root player; the tree: examples, random
//! tree, recent trees, undo, redo, "Your code"; the view: theme, language, presentation
//! mode, share). On a phone its controls fold into a menu.

use minimax_app::compare::Compare;
use std::rc::Rc;

use web_sys::HtmlSelectElement;
use yew::prelude::*;

use super::random::RandomTree;
use super::share::ShareDialog;
use super::storage;
use minimax_app::doc::{Doc, EXAMPLES, RandomOrigin, SCALE_EXAMPLE, SCALE_MAP};
use minimax_app::i18n::{Text, text};
use minimax_app::state::{Action, Model};
use minimax_app::url::{Presentation, Theme};
use minimax_engine::edit::Edit;
use minimax_engine::lang::Lang;
use minimax_engine::search::{Algorithm, CutRule, Form};

#[derive(Properties, PartialEq)]
pub struct HeaderProps {
    /// The work: its algorithm, cut rule and form are shown; examples and
    /// random trees keep them.
    pub doc: Doc,
    /// Whether the drawn tree's root is MAX (names the swap button).
    pub root_is_max: bool,
    /// A tree of more than two players: its root is player 1's (no MAX or
    /// MIN to swap).
    #[prop_or_default]
    pub maxn: bool,
    /// Whether there is something to undo or redo.
    pub can_undo: bool,
    pub can_redo: bool,
    /// Theme, presentation mode and the chosen language.
    pub present: Presentation,
    /// The language of the interface, and the browser's (what "Auto" is).
    pub lang: Lang,
    pub browser_lang: Lang,
    /// Every option is an action on the model.
    pub dispatch: UseReducerDispatcher<Model>,
}

/// The header. Nothing in it changes as the search steps: the share
/// dialog reads the step from a context ([`StepContext`]), so stepping
/// renders the dialog alone, not the header.
#[function_component(Header)]
pub fn header(props: &HeaderProps) -> Html {
    let open = use_state(|| false);
    // The recent trees change only when the page opens a link: read them
    // once, not on every step.
    let recent = use_memo((), |_| storage::recent_docs());
    // The example menu shows the example on screen (else "choose"), also
    // after the text is edited away from it or another is loaded.
    let examples = use_node_ref();
    let shown = current_example(&props.doc);
    {
        let examples = examples.clone();
        use_effect_with(shown, move |shown| {
            if let Some(select) = examples.cast::<HtmlSelectElement>() {
                select.set_value(&shown.map_or(String::new(), |i| i.to_string()));
            }
        });
    }
    // The Compare menu shows the comparison on screen, also when a new
    // problem turned it off or an example turned it on.
    let compare = use_node_ref();
    {
        let compare = compare.clone();
        use_effect_with(props.present.compare, move |shown| {
            if let Some(select) = compare.cast::<HtmlSelectElement>() {
                select.set_value(shown.map_or("", |c| c.name()));
            }
        });
    }
    let t = text(props.lang);
    // On a phone (and in presentation mode) the options are a menu: a
    // choice that loads a tree or opens something closes it, so what it
    // opened is in sight; settings (algorithm, cut, form, root, theme,
    // language, undo, redo) leave it open, several can be changed at once.
    let close = {
        let open = open.clone();
        Callback::from(move |()| open.set(false))
    };
    html! {
        <header class="app-header">
            <h1>{ "Minimax Lab" }</h1>
            <button type="button" class="text-button menu-toggle" data-testid="menu" aria-expanded={open.to_string()} aria-controls="options"
                onclick={ let open = open.clone(); Callback::from(move |_: MouseEvent| open.set(!*open)) }>{ "☰ " }{ t.header.menu }</button>
            <div class={classes!("options", (*open).then_some("open"))} id="options">
                { search_group(props, t, &compare, &close) }
                { tree_group(props, t, &recent, &examples, shown, &close) }
                { view_group(props, t, &close) }
            </div>
        </header>
    }
}

/// The search's options: algorithm, cut rule, pseudocode form, the root's
/// player and the side-by-side comparison.
fn search_group(props: &HeaderProps, t: &'static Text, compare: &NodeRef, close: &Callback<()>) -> Html {
    let HeaderProps { doc, root_is_max, maxn, present, dispatch, .. } = props;
    let on_algorithm = on_select(dispatch, |value| Action::SetAlgorithm(value.parse().unwrap_or_default()));
    let on_cut = on_select(dispatch, |value| Action::SetCut(value.parse().unwrap_or_default()));
    let on_form = on_select(dispatch, |value| {
        let form = value.parse().unwrap_or_default();
        // Remembered for links that name no form.
        storage::remember_form(form);
        Action::SetForm(form)
    });
    let on_compare = then_close(on_select(dispatch, |value| Action::SetCompare(Compare::from_name(value))), close);
    html! {
              <div class="group" role="group" aria-label={t.header.groups.search}>
                <span class="group-name" aria-hidden="true">{ t.header.groups.search }</span>
                <label>{ t.header.algorithm }
                    <select onchange={on_algorithm} data-testid="algorithm">
                        <option value={Algorithm::AlphaBeta.name()} selected={doc.algorithm == Algorithm::AlphaBeta}>{ t.header.alpha_beta }</option>
                        <option value={Algorithm::Minimax.name()} selected={doc.algorithm == Algorithm::Minimax}>{ t.header.minimax }</option>
                    </select>
                </label>
                <label>{ t.header.cut_at }
                    <select onchange={on_cut} data-testid="cut" disabled={doc.algorithm == Algorithm::Minimax}>
                        <option value={CutRule::Ge.name()} selected={doc.cut == CutRule::Ge}>{ t.header.cut_ge }</option>
                        <option value={CutRule::Gt.name()} selected={doc.cut == CutRule::Gt}>{ t.header.cut_gt }</option>
                    </select>
                </label>
                <label>{ t.header.form_label }
                    <select onchange={on_form} data-testid="form" disabled={doc.algorithm == Algorithm::Minimax}>
                        { for Form::ALL.into_iter().map(|form| (form, t.header.forms.of(form), t.header.forms_title.of(form))).map(|(form, name, title)| html! {
                            <option value={form.name()} title={title} selected={doc.form == form}>{ name }</option>
                        }) }
                    </select>
                </label>
                <button type="button" class="text-button" data-testid="swap-root" onclick={on_click(dispatch, Action::Edit(Edit::SwapRoot))} title={t.header.swap_root} disabled={doc.game.is_some() || *maxn}>
                    { if *maxn { (t.players.player_name)(1) } else if *root_is_max { t.header.root_max.to_string() } else { t.header.root_min.to_string() } }
                </button>
                <label title={t.side_by_side.compare_title}>
                    <select onchange={on_compare} data-testid="compare-menu" aria-label={t.side_by_side.compare} ref={compare.clone()}>
                        <option value="" selected={present.compare.is_none()}>{ t.side_by_side.compare_choices.off }</option>
                        { for Compare::ALL.into_iter().filter_map(|c| t.side_by_side.compare_choices.of(c).map(|name| (c, name))).map(|(c, name)| html! {
                            <option value={c.name()} selected={present.compare == Some(c)}>{ name }</option>
                        }) }
                        if doc.rescale.is_some() {
                            <option value={Compare::Rescale.name()} selected={present.compare == Some(Compare::Rescale)}>{ t.side_by_side.compare_rescale }</option>
                        }
                    </select>
                </label>
              </div>
    }
}

/// A new problem's document: the reader's algorithm, cut rule and
/// pseudocode form, everything else as a new tree has it.
fn fresh_doc(doc: &Doc) -> Doc {
    Doc { algorithm: doc.algorithm, cut: doc.cut, form: doc.form, ..Doc::default() }
}

/// Which built-in example is on screen, if the document is one.
fn current_example(doc: &Doc) -> Option<usize> {
    EXAMPLES.iter().position(|e| *e == &*doc.text).filter(|_| doc.game.is_none())
}

/// The tree: the examples, a random tree, recent trees, undo and redo.
fn tree_group(
    props: &HeaderProps,
    t: &'static Text,
    recent: &Rc<Vec<Doc>>,
    examples: &NodeRef,
    shown: Option<usize>,
    close: &Callback<()>,
) -> Html {
    let HeaderProps { doc, can_undo, can_redo, lang, present, dispatch, .. } = props;
    let code_open = present.code.is_some();
    let on_example = {
        let (dispatch, doc) = (dispatch.clone(), doc.clone());
        Callback::from(move |e: Event| {
            let Some(select) = e.target_dyn_into::<HtmlSelectElement>() else { return };
            let index: usize = select.value().parse().unwrap_or(usize::MAX);
            if let Some(text) = EXAMPLES.get(index) {
                // The scale lesson: the first tree, and beside it the same
                // tree with its leaves rescaled (the notes' map).
                let rescale = (index == SCALE_EXAMPLE).then(|| minimax_app::url::parse_rescale(SCALE_MAP)).flatten();
                let side_by_side = rescale.is_some();
                // A new problem: the reader's algorithm, cut rule and form
                // stay; the last tree's bounds, root and max^n view do not.
                dispatch.dispatch(Action::Load(Doc { text: (*text).into(), rescale, ..fresh_doc(&doc) }));
                if side_by_side {
                    dispatch.dispatch(Action::SetCompare(Some(Compare::Rescale)));
                }
            }
        })
    };
    let on_example = then_close(on_example, close);
    let on_generate = {
        let (dispatch, doc) = (dispatch.clone(), doc.clone());
        Callback::from(move |origin: RandomOrigin| {
            dispatch.dispatch(Action::Load(Doc { text: std::rc::Rc::clone(&origin.text), random: Some(origin), ..fresh_doc(&doc) }))
        })
    };
    let on_generate = then_close(on_generate, close);
    let on_recent = {
        let dispatch = dispatch.clone();
        Callback::from(move |doc: Doc| dispatch.dispatch(Action::Load(doc)))
    };
    let on_recent = then_close(on_recent, close);
    html! {
              <div class="group" role="group" aria-label={t.header.groups.tree}>
                <span class="group-name" aria-hidden="true">{ t.header.groups.tree }</span>
                <label>{ t.header.example }
                    <select onchange={on_example} data-testid="examples" aria-label={t.header.load_example} ref={examples.clone()}>
                        <option value="" selected={shown.is_none()}>{ t.header.choose }</option>
                        { for t.header.examples.list().iter().enumerate().map(|(i, e)| html! { <option value={i.to_string()} title={e.what} selected={shown == Some(i)}>{ e.name }</option> }) }
                    </select>
                </label>
                <RandomTree lang={*lang} {on_generate} />
                { recent_menu(recent, *lang, on_recent) }
                <button type="button" class="text-button" data-testid="undo" onclick={on_click(dispatch, Action::Undo)} disabled={!can_undo} title={t.header.undo_title}>{ t.header.undo }</button>
                <button type="button" class="text-button" data-testid="redo" onclick={on_click(dispatch, Action::Redo)} disabled={!can_redo} title={t.header.redo_title}>{ t.header.redo }</button>
                // "Your code": a student's own search run on this tree. A
                // toggle that keeps its label (the panel closes from its own
                // head too), so the header never grows a row when it opens.
                <button type="button" class="text-button" data-testid="code-header" aria-pressed={code_open.to_string()} title={t.modes.code_title}
                    onclick={then_close(on_click(dispatch, Action::Code((!code_open).then(storage::code_language))), close)}>{ t.modes.code_header }</button>
              </div>
    }
}

/// The view: theme, language, presentation mode and sharing.
fn view_group(props: &HeaderProps, t: &'static Text, close: &Callback<()>) -> Html {
    let HeaderProps { doc, present, lang, browser_lang, dispatch, .. } = props;
    let on_theme = on_select(dispatch, |value| Action::SetTheme(Theme::from_name(value).unwrap_or_default()));
    let on_lang = on_select(dispatch, |value| {
        let choice = value.parse().ok();
        // Remembered for later visits; "Auto" forgets the choice.
        storage::remember_lang(choice);
        Action::SetLang(choice)
    });
    html! {
              <div class="group" role="group" aria-label={t.header.groups.view}>
                <span class="group-name" aria-hidden="true">{ t.header.groups.view }</span>
                <label class="view-options">{ t.header.theme }
                    <select onchange={on_theme} data-testid="theme">
                        { for [Theme::Auto, Theme::Light, Theme::Dark, Theme::Contrast].into_iter().map(|theme| (theme, t.header.themes.of(theme))).map(|(theme, name)| html! {
                            <option value={theme.name()} selected={present.theme == theme}>{ name }</option>
                        }) }
                    </select>
                </label>
                <label>{ format!("{} ", t.header.language) }
                    <select onchange={on_lang} data-testid="lang">
                        <option value="" selected={present.lang.is_none()}>{ format!("{} ({})", t.header.lang_auto, browser_lang.native_name()) }</option>
                        { for Lang::ALL.into_iter().map(|lang| html! {
                            <option value={lang.code()} lang={lang.code()} selected={present.lang == Some(lang)}>{ lang.native_name() }</option>
                        }) }
                    </select>
                </label>
                <button type="button" class="text-button" data-testid="projector" aria-pressed={present.projector.to_string()} onclick={then_close(on_click(dispatch, Action::ToggleProjector), close)} title={t.header.presentation_title}>{ t.header.presentation }</button>
                <ShareDialog doc={doc.clone()} theme={present.theme} link_lang={present.lang} lang={*lang} compare={present.compare} />
              </div>
    }
}

/// Dispatches what a `<select>`'s new value asks for.
fn on_select(dispatch: &UseReducerDispatcher<Model>, action: fn(&str) -> Action) -> Callback<Event> {
    let dispatch = dispatch.clone();
    Callback::from(move |e: Event| {
        if let Some(select) = e.target_dyn_into::<HtmlSelectElement>() {
            dispatch.dispatch(action(&select.value()));
        }
    })
}

/// `callback`, then the menu closes (see [`header`]).
fn then_close<E: 'static>(callback: Callback<E>, close: &Callback<()>) -> Callback<E> {
    let close = close.clone();
    Callback::from(move |e: E| {
        callback.emit(e);
        close.emit(());
    })
}

/// Dispatches `action` on a click.
fn on_click(dispatch: &UseReducerDispatcher<Model>, action: Action) -> Callback<MouseEvent> {
    let dispatch = dispatch.clone();
    Callback::from(move |_: MouseEvent| dispatch.dispatch(action.clone()))
}

/// "Recent…": the trees a link replaced; choosing one loads it.
fn recent_menu(docs: &Rc<Vec<Doc>>, lang: Lang, on_load: Callback<Doc>) -> Html {
    if docs.is_empty() {
        return html! {};
    }
    let t = text(lang);
    let onchange = {
        let docs = Rc::clone(docs);
        Callback::from(move |e: Event| {
            let Some(select) = e.target_dyn_into::<HtmlSelectElement>() else { return };
            if let Some(doc) = select.value().parse::<usize>().ok().and_then(|k| docs.get(k)) {
                on_load.emit(doc.clone());
            }
            select.set_value("");
        })
    };
    let short = |text: &str| {
        let mut s: String = text.chars().take(32).collect();
        if text.chars().count() > 32 {
            s.push('…');
        }
        s
    };
    html! {
        <select {onchange} data-testid="recent" aria-label={t.header.recent} title={t.header.recent_title}>
            <option value="" selected=true>{ t.header.recent }</option>
            { for docs.iter().enumerate().map(|(k, d)| html! { <option value={k.to_string()} title={d.text.clone()}>{ short(&d.text) }</option> }) }
        </select>
    }
}
