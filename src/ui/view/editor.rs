//! `Editor`: the notation editor, in sync with the drawing both ways, with
//! the parse errors of the text drawn under it (source line and caret).

use std::rc::Rc;

use web_sys::HtmlTextAreaElement;
use yew::prelude::*;

use minimax_app::i18n::render_errors;
use minimax_app::i18n::text;
use minimax_engine::lang::Lang;
use minimax_engine::notation::ParseError;

#[derive(Properties)]
pub struct EditorProps {
    /// The notation text (may be broken).
    pub text: Rc<str>,
    /// Its errors, empty when it parses; compared by identity.
    pub errors: Rc<Vec<ParseError>>,
    pub lang: Lang,
    /// The text after each keystroke.
    pub on_typed: Callback<String>,
}

impl PartialEq for EditorProps {
    fn eq(&self, other: &EditorProps) -> bool {
        Rc::ptr_eq(&self.errors, &other.errors) && self.text == other.text && self.lang == other.lang && self.on_typed == other.on_typed
    }
}

/// The notation editor.
#[function_component(Editor)]
pub fn editor(props: &EditorProps) -> Html {
    let EditorProps { text: source, errors, lang, on_typed } = props;
    let lang = *lang;
    let oninput = {
        let on_typed = on_typed.clone();
        Callback::from(move |e: InputEvent| {
            if let Some(area) = e.target_dyn_into::<HtmlTextAreaElement>() {
                on_typed.emit(area.value());
            }
        })
    };
    let t = text(lang);
    // The first errors only (`render_errors`): a text of thousands of
    // errors must not freeze the page drawing them.
    let (shown, more) = render_errors(errors, source, lang);
    html! {
        <section class="panel" aria-label={t.side.tree_editor}>
            <h2><label for="notation">{ t.side.tree }</label></h2>
            <textarea id="notation" class={classes!("notation", (!errors.is_empty()).then_some("invalid"))} data-testid="notation"
                spellcheck="false" autocomplete="off" rows="4" value={source.clone()} {oninput}
                aria-invalid={(!errors.is_empty()).to_string()} aria-describedby="notation-help notation-errors" />
            <p id="notation-help" class="help">{ t.side.notation_help }</p>
            <div id="notation-errors" data-testid="notation-errors" role="alert">
                if !errors.is_empty() {
                    <p class="error-summary">{ (t.side.error_count)(errors.len()) }</p>
                    { for shown.into_iter().map(|e| html! { <pre class="parse-error">{ e }</pre> }) }
                    if let Some(more) = more {
                        <p class="error-more" data-testid="more-errors">{ more }</p>
                    }
                }
            </div>
        </section>
    }
}
