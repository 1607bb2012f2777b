//! `ShareDialog`: "Share / Embed" in the header. The `<details>` is the
//! page's; its content (the link to this state and a ready `<iframe>`
//! snippet, with a starting step, autoplay, pseudocode and the language the
//! link asks for) is the on-demand module's `SharePanel`, mounted while the
//! dialog is open and given the work and step as they change.

use yew::prelude::*;

use crate::ui::extras::HostedPanel;
use minimax_app::compare::Compare;
use minimax_app::doc::Doc;
use minimax_app::messages::PanelProps;
use minimax_app::url::{Presentation, Theme, to_query_with};
use minimax_engine::lang::Lang;

#[derive(Properties, PartialEq)]
pub struct ShareDialogProps {
    /// The work the link carries.
    pub doc: Doc,
    /// The page's theme (an embedded widget keeps it).
    pub theme: Theme,
    /// The language the page's own link names, if any: what a shared link
    /// asks for until another is picked in the dialog.
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

/// "Share / Embed": closed, a summary; open, the module's panel.
#[function_component(ShareDialog)]
pub fn share_dialog(props: &ShareDialogProps) -> Html {
    let ShareDialogProps { doc, theme, link_lang, lang, compare } = props;
    let StepContext { step: here, steps } = use_context::<StepContext>().unwrap_or_default();
    let t = minimax_app::i18n::text(*lang);
    let open = use_state(|| false);
    let ontoggle = {
        let open = open.clone();
        Callback::from(move |e: Event| {
            if let Some(details) = e.target_dyn_into::<web_sys::Element>() {
                let opened = details.has_attribute("open");
                if opened {
                    crate::ui::page::close_other_popovers(&details);
                }
                open.set(opened);
            }
        })
    };
    // The links hold the whole tree: made only while the dialog is open.
    let panel = open.then(|| {
        let present = Presentation { lang: *link_lang, compare: *compare, theme: *theme, ..Presentation::default() };
        let query = to_query_with(doc, here, steps, &present);
        let props = PanelProps::Share { query, here: here as u32, steps: steps as u32, lang: *lang };
        html! { <HostedPanel {props} lang={*lang} testid="share-host" /> }
    });
    html! {
        <details class="share" open={*open} {ontoggle}>
            <summary class="text-button" data-testid="share">{ t.share_embed.share }</summary>
            { for panel }
        </details>
    }
}
