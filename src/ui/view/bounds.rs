//! `BoundsPanel`: declare that every leaf lies in `[lo, hi]` (shown for
//! trees with chance nodes). With bounds a chance node's value is known to
//! lie in an interval that shrinks child by child, and alpha-beta may cut
//! below it (Star1).

use web_sys::HtmlInputElement;
use yew::prelude::*;

use minimax_app::i18n::text;
use minimax_app::state::{Action, Model};
use minimax_engine::lang::Lang;
use minimax_engine::num::Bound;

#[derive(Properties, PartialEq)]
pub struct BoundsProps {
    /// The bounds in force, if any.
    pub bounds: Option<(Bound, Bound)>,
    /// The tree's smallest and largest leaf values: what the fields offer
    /// when no bounds are set.
    pub leaves: (Bound, Bound),
    pub lang: Lang,
    pub dispatch: UseReducerDispatcher<Model>,
}

#[function_component(BoundsPanel)]
pub fn bounds_panel(p: &BoundsProps) -> Html {
    let t = text(p.lang);
    let (lo, hi) = p.bounds.unwrap_or(p.leaves);
    let lo_ref = use_node_ref();
    let hi_ref = use_node_ref();
    // Reads both fields and the switch; sets the bounds when they read.
    let apply = {
        let (d, lo_ref, hi_ref) = (p.dispatch.clone(), lo_ref.clone(), hi_ref.clone());
        move |on: bool| {
            let read = |r: &NodeRef| r.cast::<HtmlInputElement>().and_then(|i| Bound::parse(i.value().trim()).ok());
            match (on, read(&lo_ref), read(&hi_ref)) {
                (false, _, _) => d.dispatch(Action::SetBounds(None)),
                (true, Some(lo @ Bound::Finite(_)), Some(hi @ Bound::Finite(_))) if lo <= hi => {
                    d.dispatch(Action::SetBounds(Some((lo, hi))))
                }
                _ => {}
            }
        }
    };
    let on_switch = {
        let apply = apply.clone();
        Callback::from(move |e: Event| apply(e.target_dyn_into::<HtmlInputElement>().is_some_and(|i| i.checked())))
    };
    let on_field = {
        let (apply, on) = (apply.clone(), p.bounds.is_some());
        Callback::from(move |_: Event| {
            if on {
                apply(true);
            }
        })
    };
    html! {
        <section class="panel bounds-panel" aria-label={t.chance_panels.bounds_title} data-testid="bounds-panel">
            <h2>{ t.chance_panels.bounds_title }</h2>
            <label class="row check">
                <input type="checkbox" data-testid="bounds-on" checked={p.bounds.is_some()} onchange={on_switch} />
                { t.chance_panels.bounds_on }{ " [" }
                <input ref={lo_ref} type="text" inputmode="decimal" class="bound" data-testid="bounds-lo" value={lo.notation()} onchange={on_field.clone()} aria-label="L" />
                { ", " }
                <input ref={hi_ref} type="text" inputmode="decimal" class="bound" data-testid="bounds-hi" value={hi.notation()} onchange={on_field} aria-label="U" />
                { "]" }
            </label>
            <p class="help">{ t.chance_panels.bounds_help }</p>
        </section>
    }
}
