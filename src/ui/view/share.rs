//! `ShareDialog`: "Share / Embed", the link to this state and a ready
//! `<iframe>` snippet, with a starting step, autoplay, pseudocode and the
//! language the link asks for, each with a Copy button.

use minimax_app::compare::Compare;
use web_sys::{HtmlSelectElement, HtmlTextAreaElement};
use yew::prelude::*;

use minimax_app::doc::Doc;
use minimax_app::i18n::text;
use minimax_app::url::{Presentation, Theme, to_query_with};
use minimax_engine::lang::Lang;

#[derive(Properties, PartialEq)]
pub struct ShareDialogProps {
    /// The work the link carries.
    pub doc: Doc,
    /// The page's theme (an embedded widget keeps it).
    pub theme: Theme,
    /// The language the page's own link names, if any: what a shared link
    /// asks for until another is picked here.
    pub link_lang: Option<Lang>,
    /// The language of the interface.
    pub lang: Lang,
    /// The side-by-side view shown, which the links keep.
    #[prop_or_default]
    pub compare: Option<Compare>,
}

/// The step the page shows and the number of steps, given to the share
/// dialog as a context: the header around it does not change as the search
/// steps, so only the dialog renders again.
#[derive(Clone, Copy, PartialEq, Eq, Default, Debug)]
pub struct StepContext {
    pub step: usize,
    pub steps: usize,
}

/// When a shared link starts.
#[derive(Clone, Copy, PartialEq, Eq)]
enum ShareStart {
    Here,
    Start,
    End,
}

/// "Share / Embed": the link to this state and a ready `<iframe>` snippet,
/// with a starting step, autoplay and pseudocode.
#[function_component(ShareDialog)]
pub fn share_dialog(props: &ShareDialogProps) -> Html {
    let ShareDialogProps { doc, theme, link_lang, lang: ui_lang, compare } = props;
    let StepContext { step: here, steps } = use_context::<StepContext>().unwrap_or_default();
    let start = use_state(|| ShareStart::Here);
    let autoplay = use_state(|| false);
    let code = use_state(|| false);
    // The language a shared link asks for (`None`: each viewer's own).
    // Until picked here, it is the language the sharer chose for the page,
    // if they chose one.
    let picked = use_state(|| None::<Option<Lang>>);
    let lang = picked.unwrap_or(*link_lang);
    let t = text(*ui_lang);
    // The links hold the whole tree: they are made only while the dialog
    // is open, not on every step.
    let open = use_state(|| false);
    let ontoggle = {
        let open = open.clone();
        Callback::from(move |e: Event| {
            if let Some(details) = e.target_dyn_into::<web_sys::Element>() {
                open.set(details.has_attribute("open"));
            }
        })
    };
    let step = match *start {
        ShareStart::Here => here,
        ShareStart::Start => 0,
        ShareStart::End => steps,
    };
    let links = open.then(|| {
        let flags = LinkFlags { lang, compare: *compare, autoplay: *autoplay, pseudocode: *code, theme: *theme };
        share_links(doc, step, steps, flags)
    });
    // Which text was copied last ("link" or "iframe"), for the button's
    // word; cleared when the dialog's content changes.
    let copied = use_state(|| None::<&'static str>);
    {
        let copied = copied.clone();
        use_effect_with(links.clone(), move |_| copied.set(None));
    }
    let Some((link, snippet)) = links else {
        return html! {
            <details class="share" {ontoggle}>
                <summary class="text-button" data-testid="share">{ t.share }</summary>
            </details>
        };
    };
    let copy = |what: &'static str, content: String| copy_on_click(&copied, what, content);
    let copy_label = |what: &'static str| if *copied == Some(what) { t.copied } else { t.copy };
    let select_all = Callback::from(|e: FocusEvent| {
        if let Some(input) = e.target_dyn_into::<HtmlTextAreaElement>() {
            input.select();
        }
    });
    let on_start = on_select(&start, |value| match value {
        "start" => ShareStart::Start,
        "end" => ShareStart::End,
        _ => ShareStart::Here,
    });
    let on_lang = on_select(&picked, |value| Some(value.parse().ok()));
    let toggle = |state: &UseStateHandle<bool>| {
        let state = state.clone();
        Callback::from(move |_: Event| state.set(!*state))
    };
    html! {
        <details class="share" open=true {ontoggle}>
            <summary class="text-button" data-testid="share">{ t.share }</summary>
            <div class="share-panel" role="group" aria-label={t.share_group}>
                <label>{ t.start_at }
                    <select onchange={on_start} data-testid="share-start">
                        <option value="here" selected={*start == ShareStart::Here}>{ (t.this_step)(here) }</option>
                        <option value="start" selected={*start == ShareStart::Start}>{ t.the_beginning }</option>
                        <option value="end" selected={*start == ShareStart::End}>{ t.the_end }</option>
                    </select>
                </label>
                <label>{ t.share_language }
                    <select onchange={on_lang} data-testid="share-lang">
                        <option value="" selected={lang.is_none()}>{ t.viewers_language }</option>
                        { for Lang::ALL.into_iter().map(|l| html! {
                            <option value={l.code()} lang={l.code()} selected={lang == Some(l)}>{ l.native_name() }</option>
                        }) }
                    </select>
                </label>
                <label><input type="checkbox" checked={*autoplay} onchange={toggle(&autoplay)} data-testid="share-autoplay" />{ t.autoplay }</label>
                <label><input type="checkbox" checked={*code} onchange={toggle(&code)} data-testid="share-pseudocode" />{ t.show_pseudocode }</label>
                <label class="share-field">{ t.link }
                    <textarea readonly=true rows="2" data-testid="share-link" value={link.clone()} onfocus={select_all.clone()} />
                </label>
                <button type="button" class="text-button small copy" data-testid="copy-link" onclick={copy("link", link)}>{ copy_label("link") }</button>
                <label class="share-field">{ t.embed_snippet }
                    <textarea readonly=true rows="4" data-testid="share-iframe" value={snippet.clone()} onfocus={select_all} />
                </label>
                <button type="button" class="text-button small copy" data-testid="copy-iframe" onclick={copy("iframe", snippet)}>{ copy_label("iframe") }</button>
            </div>
        </details>
    }
}

/// What a shared link and widget show besides the work: the language
/// asked for, the side-by-side view, and for the widget autoplay,
/// pseudocode and the page's theme.
#[derive(Clone, Copy)]
struct LinkFlags {
    lang: Option<Lang>,
    compare: Option<Compare>,
    autoplay: bool,
    pseudocode: bool,
    theme: Theme,
}

/// The link to `doc` at `step`, and the `<iframe>` snippet of the widget.
fn share_links(doc: &Doc, step: usize, steps: usize, flags: LinkFlags) -> (String, String) {
    let location = gloo::utils::window().location();
    let base = format!("{}{}", location.origin().unwrap_or_default(), location.pathname().unwrap_or_default());
    let LinkFlags { lang, compare, autoplay, pseudocode, theme } = flags;
    let link = format!("{base}{}", to_query_with(doc, step, steps, &Presentation { lang, compare, ..Presentation::default() }));
    let embed_flags = Presentation { embed: true, autoplay, pseudocode, theme, projector: false, lang, compare, ..Presentation::default() };
    let embed = format!("{base}{}", to_query_with(doc, step, steps, &embed_flags));
    let snippet = format!(
        "<iframe src=\"{}\" width=\"960\" height=\"540\" style=\"border:0\" title=\"Minimax Lab\" loading=\"lazy\"></iframe>",
        embed.replace('&', "&amp;")
    );
    (link, snippet)
}

/// Copies `content` to the clipboard on a click and, once it is there,
/// says which text was copied (`what`).
fn copy_on_click(copied: &UseStateHandle<Option<&'static str>>, what: &'static str, content: String) -> Callback<MouseEvent> {
    let copied = copied.clone();
    Callback::from(move |_: MouseEvent| {
        let promise = gloo::utils::window().navigator().clipboard().write_text(&content);
        let copied = copied.clone();
        wasm_bindgen_futures::spawn_local(async move {
            // A refused clipboard (no permission) leaves the text to be
            // selected by hand: the field selects itself on focus.
            if wasm_bindgen_futures::JsFuture::from(promise).await.is_ok() {
                copied.set(Some(what));
            }
        });
    })
}

/// Sets `state` to what a `<select>`'s new value reads as.
fn on_select<T: 'static>(state: &UseStateHandle<T>, read: fn(&str) -> T) -> Callback<Event> {
    let state = state.clone();
    Callback::from(move |e: Event| {
        if let Some(select) = e.target_dyn_into::<HtmlSelectElement>() {
            state.set(read(select.value().as_str()));
        }
    })
}
