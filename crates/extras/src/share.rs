//! `SharePanel` (in the on-demand module): "Share / Embed", the link to this state and a ready
//! `<iframe>` snippet, with a starting step, autoplay, pseudocode and the
//! language the link asks for, each with a Copy button.

use std::rc::Rc;

use minimax_app::compare::Compare;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{HtmlSelectElement, HtmlTextAreaElement};
use yew::prelude::*;

use minimax_app::doc::Doc;
use minimax_app::i18n::text;
use minimax_app::url::{Presentation, Theme, address, percent_encode, to_query_with, with_packed_tree};
use minimax_engine::lang::Lang;

#[derive(Properties, PartialEq)]
pub struct SharePanelProps {
    /// The work the link carries.
    pub doc: Doc,
    /// The step the page shows, and the number of steps.
    pub here: usize,
    pub steps: usize,
    /// The page's theme (an embedded widget keeps it).
    pub theme: Theme,
    /// The language the page's own link names, if any: what a shared link
    /// asks for until another is picked here.
    pub link_lang: Option<Lang>,
    /// The language of the interface.
    pub lang: Lang,
    /// The side-by-side view shown, which the links keep.
    pub compare: Option<Compare>,
}

/// When a shared link starts.
#[derive(Clone, Copy, PartialEq, Eq)]
enum ShareStart {
    Here,
    Start,
    End,
}

/// The open "Share / Embed" dialog's content: the link to this state and a
/// ready `<iframe>` snippet, with a starting step, autoplay and pseudocode.
/// The page keeps the `<details>` around it and mounts this only while it
/// is open (the links hold the whole tree).
#[function_component(SharePanel)]
pub fn share_panel(props: &SharePanelProps) -> Html {
    let SharePanelProps { doc, here, steps, theme, link_lang, lang: ui_lang, compare } = props;
    let (here, steps) = (*here, *steps);
    let start = use_state(|| ShareStart::Here);
    let autoplay = use_state(|| false);
    let code = use_state(|| false);
    // The language a shared link asks for (`None`: each viewer's own).
    // Until picked here, it is the language the sharer chose for the page,
    // if they chose one.
    let picked = use_state(|| None::<Option<Lang>>);
    let lang = picked.unwrap_or(*link_lang);
    let t = text(*ui_lang);
    let step = match *start {
        ShareStart::Here => here,
        ShareStart::Start => 0,
        ShareStart::End => steps,
    };
    // A big tree, packed by the browser (deflate, base64url) for links
    // that go after `#`: worked out once per tree, in the background.
    let packed = use_state(|| None::<(Rc<str>, Rc<str>)>);
    {
        let packed = packed.clone();
        use_effect_with(Rc::clone(&doc.text), move |text| {
            let text = Rc::clone(text);
            if text.len() >= PACK_FROM {
                wasm_bindgen_futures::spawn_local(async move {
                    // Without CompressionStream, or when packing does not
                    // shorten it, the plain link stays.
                    if let Ok(p) = pack(&text).await
                        && p.len() < percent_encode(&text).len()
                    {
                        packed.set(Some((text, p.into())));
                    }
                });
            }
        });
    }
    let packed = packed.as_ref().filter(|(t, _)| **t == *doc.text).map(|(_, p)| Rc::clone(p));
    let flags = LinkFlags { lang, compare: *compare, autoplay: *autoplay, pseudocode: *code, theme: *theme };
    let (link, snippet) = share_links(doc, step, steps, flags, packed.as_deref());
    // The one line a slide deck adds so a clicker steps the widgets.
    let deck_script = deck_script();
    // Which text was copied last ("link" or "iframe"), for the button's
    // word; cleared when the dialog's content changes.
    let copied = use_state(|| None::<&'static str>);
    {
        let copied = copied.clone();
        use_effect_with((link.clone(), snippet.clone()), move |_| copied.set(None));
    }
    let copy = |what: &'static str, content: String| copy_on_click(&copied, what, content);
    let copy_label = |what: &'static str| if *copied == Some(what) { t.share_embed.copied } else { t.share_embed.copy };
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
        <div class="share-panel" role="group" aria-label={t.share_embed.share_group}>
            <label>{ t.share_embed.start_at }
                <select onchange={on_start} data-testid="share-start">
                    <option value="here" selected={*start == ShareStart::Here}>{ (t.share_embed.this_step)(here) }</option>
                    <option value="start" selected={*start == ShareStart::Start}>{ t.share_embed.the_beginning }</option>
                    <option value="end" selected={*start == ShareStart::End}>{ t.share_embed.the_end }</option>
                </select>
            </label>
            <label>{ t.share_embed.share_language }
                <select onchange={on_lang} data-testid="share-lang">
                    <option value="" selected={lang.is_none()}>{ t.share_embed.viewers_language }</option>
                    { for Lang::ALL.into_iter().map(|l| html! {
                        <option value={l.code()} lang={l.code()} selected={lang == Some(l)}>{ l.native_name() }</option>
                    }) }
                </select>
            </label>
            <label><input type="checkbox" checked={*autoplay} onchange={toggle(&autoplay)} data-testid="share-autoplay" />{ t.share_embed.autoplay }</label>
            <label><input type="checkbox" checked={*code} onchange={toggle(&code)} data-testid="share-pseudocode" />{ t.share_embed.show_pseudocode }</label>
            <label class="share-field">{ t.share_embed.link }
                <textarea readonly=true rows="2" data-testid="share-link" value={link.clone()} onfocus={select_all.clone()} />
            </label>
            <button type="button" class="text-button small copy" data-testid="copy-link" onclick={copy("link", link)}>{ copy_label("link") }</button>
            <label class="share-field">{ t.share_embed.embed_snippet }
                <textarea readonly=true rows="4" data-testid="share-iframe" value={snippet.clone()} onfocus={select_all.clone()} />
            </label>
            <button type="button" class="text-button small copy" data-testid="copy-iframe" onclick={copy("iframe", snippet)}>{ copy_label("iframe") }</button>
            <label class="share-field">{ t.share_embed.embed_script }
                <textarea readonly=true rows="2" data-testid="share-script" value={deck_script.clone()} onfocus={select_all} />
            </label>
            <button type="button" class="text-button small copy" data-testid="copy-script" onclick={copy("script", deck_script)}>{ copy_label("script") }</button>
        </div>
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

// The Compression Streams API (in every current browser; web-sys has it
// only behind its unstable-API flag).
#[wasm_bindgen::prelude::wasm_bindgen]
extern "C" {
    type CompressionStream;
    #[wasm_bindgen(constructor, catch)]
    fn new(format: &str) -> Result<CompressionStream, JsValue>;
    #[wasm_bindgen(method, getter)]
    fn readable(this: &CompressionStream) -> web_sys::ReadableStream;
    #[wasm_bindgen(method, getter)]
    fn writable(this: &CompressionStream) -> web_sys::WritableStream;
}

/// Trees of this many characters or more are packed for sharing.
const PACK_FROM: usize = 1_000;

/// `text` deflated by the browser's CompressionStream (raw deflate) and
/// written in base64url without padding: the page's loader unpacks it
/// with DecompressionStream (index.html).
async fn pack(text: &str) -> Result<String, JsValue> {
    let stream = CompressionStream::new("deflate-raw")?;
    let blob = web_sys::Blob::new_with_str_sequence(&js_sys::Array::of1(&JsValue::from_str(text)))?;
    let piped = blob.stream().pipe_through(&web_sys::ReadableWritablePair::new(&stream.readable(), &stream.writable()));
    let response = web_sys::Response::new_with_opt_readable_stream(Some(&piped))?;
    let buffer = wasm_bindgen_futures::JsFuture::from(response.array_buffer()?).await?;
    let bytes = js_sys::Uint8Array::new(buffer.unchecked_ref()).to_vec();
    // Each byte as one Latin-1 character: what btoa encodes.
    let binary: String = bytes.iter().map(|&b| char::from(b)).collect();
    let window = web_sys::window().ok_or_else(|| JsValue::from_str("no window"))?;
    Ok(window.btoa(&binary)?.trim_end_matches('=').replace('+', "-").replace('/', "_"))
}

/// The address of `query` on `base`: with the packed tree (kept only when
/// it is shorter) after `#` when the plain one goes after `#` anyway.
fn share_address(base: &str, query: &str, packed: Option<&str>) -> String {
    let plain = address(base, query);
    match packed {
        Some(p) if plain.contains('#') => {
            format!("{base}#{}", with_packed_tree(query, p).trim_start_matches(['?', '#']))
        }
        _ => plain,
    }
}

/// The link to `doc` at `step`, and the `<iframe>` snippet of the widget.
fn share_links(doc: &Doc, step: usize, steps: usize, flags: LinkFlags, packed: Option<&str>) -> (String, String) {
    let base = web_sys::window().map_or_else(String::new, |w| {
        let location = w.location();
        format!("{}{}", location.origin().unwrap_or_default(), location.pathname().unwrap_or_default())
    });
    let LinkFlags { lang, compare, autoplay, pseudocode, theme } = flags;
    // A big tree's state goes after `#` (never more than 2,000 characters
    // before it, whatever the server).
    let link = share_address(&base, &to_query_with(doc, step, steps, &Presentation { lang, compare, ..Presentation::default() }), packed);
    let embed_flags = Presentation { embed: true, autoplay, pseudocode, theme, projector: false, lang, compare, ..Presentation::default() };
    let embed = share_address(&base, &to_query_with(doc, step, steps, &embed_flags), packed);
    // `data-minimax-steps`: embed.js makes a reveal.js deck's fragments for
    // the widget's steps before the widget has loaded, so the deck's URL,
    // speaker view and `?print-pdf` carry the step from the start.
    let snippet = format!(
        "<iframe src=\"{}\" width=\"960\" height=\"540\" style=\"border:0\" title=\"Minimax Lab\" loading=\"lazy\" data-minimax-steps=\"{steps}\"></iframe>",
        embed.replace('&', "&amp;")
    );
    (link, snippet)
}

/// The `<script>` line for a slide deck: `embed.js` beside this page, which
/// lets a clicker (Page Down/Up, arrows, Space) step every widget on the
/// deck's current slide.
fn deck_script() -> String {
    let base = web_sys::window().map_or_else(String::new, |w| {
        let location = w.location();
        let path = location.pathname().unwrap_or_default();
        let dir = path.rfind('/').map_or("/", |i| &path[..=i]);
        format!("{}{dir}", location.origin().unwrap_or_default())
    });
    format!("<script src=\"{base}embed.js\" defer></script>")
}

/// Copies `content` to the clipboard on a click and, once it is there,
/// says which text was copied (`what`).
fn copy_on_click(copied: &UseStateHandle<Option<&'static str>>, what: &'static str, content: String) -> Callback<MouseEvent> {
    let copied = copied.clone();
    Callback::from(move |_: MouseEvent| {
        let Some(window) = web_sys::window() else { return };
        let promise = window.navigator().clipboard().write_text(&content);
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
