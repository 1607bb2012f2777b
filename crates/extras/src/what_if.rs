//! The What-if panel: one leaf's value varies (drag, scroll or type),
//! every other leaf stays; the root value, its move and the pruned leaves
//! follow live, and sentences say exactly for which values of the leaf each
//! other leaf is pruned and the root keeps its move
//! ([`minimax_engine::ranges`]). Drawn by the on-demand module (hosted by
//! `extras::WhatIfHost`), its changes sent back to the page as actions.

use std::rc::Rc;

use wasm_bindgen::JsCast;
use web_sys::HtmlInputElement;
use yew::prelude::*;

use minimax_app::i18n::what_if_sentences;
use minimax_app::i18n::{Text, text};
use minimax_app::state::Action;
use minimax_engine::lang::Lang;
use minimax_engine::num::{Bound, Num};
use minimax_engine::ranges::LeafRanges;
use minimax_engine::search::Trace;
use minimax_engine::tree::{NodeId, Tree};
use minimax_engine::value::{exact, write_exact};

#[derive(Properties, Clone)]
pub struct WhatIfProps {
    pub tree: Rc<Tree>,
    pub trace: Rc<Trace>,
    /// The leaf's ranges (computed once by the app, which also marks them
    /// on the drawing).
    pub ranges: Rc<Option<LeafRanges>>,
    pub leaf: NodeId,
    /// A trial value is on the tree, not kept yet.
    pub pending: bool,
    pub lang: Lang,
    pub on_action: Callback<Action>,
}

impl PartialEq for WhatIfProps {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.tree, &other.tree)
            && Rc::ptr_eq(&self.trace, &other.trace)
            && Rc::ptr_eq(&self.ranges, &other.ranges)
            && self.leaf == other.leaf
            && self.lang == other.lang
    }
}

/// The slider's range and step: from below the lowest other leaf's value
/// to above the highest (so every region of the line can be reached; it
/// does not move while the leaf's own value is dragged), in steps that can
/// reach every value written (whole numbers, or tenths, …).
fn slider_range(tree: &Tree, x: NodeId) -> (f64, f64, String) {
    let finite: Vec<Num> = tree
        .leaves()
        .filter(|&l| l != x)
        .filter_map(|l| match tree.leaf_value(l) {
            Some(Bound::Finite(n)) => Some(n),
            _ => None,
        })
        .collect();
    let lo = finite.iter().map(|n| n.to_f64()).fold(f64::INFINITY, f64::min);
    let hi = finite.iter().map(|n| n.to_f64()).fold(f64::NEG_INFINITY, f64::max);
    let (lo, hi) = if lo.is_finite() && hi.is_finite() { (lo.floor() - 2.0, hi.ceil() + 2.0) } else { (-10.0, 10.0) };
    let places = finite.iter().map(|n| n.to_string().split_once('.').map_or(0, |(_, f)| f.len())).max().unwrap_or(0).min(6);
    let step = if places == 0 { "1".to_string() } else { format!("0.{}1", "0".repeat(places - 1)) };
    (lo, hi, step)
}

#[function_component(WhatIf)]
pub fn what_if(p: &WhatIfProps) -> Html {
    let t = text(p.lang);
    let (tree, trace, x) = (&p.tree, &p.trace, p.leaf);
    let ranges = &p.ranges;
    // What was typed, with the value the leaf had then: shown until the
    // value changes some other way (the slider, the wheel, undo).
    let typed = use_state(|| None::<(String, Option<Bound>)>);
    let panel = use_node_ref();
    use_bring_into_sight(&panel, p.leaf);
    let value = (x.index() < tree.len()).then(|| tree.leaf_value(x)).flatten();
    let (lo, hi, step) = slider_range(tree, x);
    let wheel_box = use_node_ref();
    use_wheel_steps(&wheel_box, value, &step, x, &p.on_action, &typed);
    let Some(value) = value else { return html! {} };
    let name = tree.name(x).to_string();
    let try_value = {
        let dispatch = p.on_action.clone();
        let typed = typed.clone();
        let current = Some(value);
        move |text: String, from_box: bool| {
            if let Ok(n) = Num::parse(text.trim()) {
                dispatch.emit(Action::TryLeaf(x, Bound::Finite(n)));
            } else if let Ok(b) = minimax_engine::notation::parse_leaf(text.trim())
                && let minimax_engine::tree::Leaf::Value(b) = b
            {
                dispatch.emit(Action::TryLeaf(x, b));
            }
            let now = Num::parse(text.trim()).ok().map(Bound::Finite).or(current);
            typed.set(from_box.then_some((text, now)));
        }
    };
    let on_slide = {
        let try_value = try_value.clone();
        Callback::from(move |e: InputEvent| {
            let input: HtmlInputElement = e.target_unchecked_into();
            try_value(input.value(), false);
        })
    };
    let on_type = Callback::from(move |e: InputEvent| {
        let input: HtmlInputElement = e.target_unchecked_into();
        try_value(input.value(), true);
    });
    let close = {
        let dispatch = p.on_action.clone();
        Callback::from(move |_: MouseEvent| dispatch.emit(Action::WhatIf(None)))
    };
    let send = |action: Action| {
        let dispatch = p.on_action.clone();
        Callback::from(move |_: MouseEvent| dispatch.emit(action.clone()))
    };
    let (keep, revert) = (send(Action::KeepTrial), send(Action::RevertTrial));
    let (root, chosen, pruned) = readouts(tree, trace, t);
    let sentences = ranges.as_ref().as_ref().map(|r| what_if_sentences(tree, trace, r, p.lang)).unwrap_or_default();
    let shown = match &*typed {
        Some((text, at)) if *at == Some(value) => text.clone(),
        _ => value.to_string(),
    };
    let invalid = typed.as_ref().is_some_and(|(text, _)| {
        Num::parse(text.trim()).is_err()
            && minimax_engine::notation::parse_leaf(text.trim()).map_or(true, |l| !matches!(l, minimax_engine::tree::Leaf::Value(_)))
    });
    let slider_value = match value {
        Bound::NegInf => lo,
        Bound::PosInf => hi,
        Bound::Finite(n) => n.to_f64(),
    };
    html! {
        <section class="panel what-if" data-testid="what-if" aria-label={t.what_if_panel.what_if_title} ref={panel} tabindex="-1">
            <div class="what-if-head">
                <h2>{ (t.what_if_panel.what_if_heading)(&name) }</h2>
                <button type="button" class="text-button small" data-testid="what-if-close" onclick={close}>{ t.what_if_panel.close }</button>
            </div>
            <p class="what-if-intro">{ t.what_if_panel.what_if_intro }</p>
            <label class="what-if-value">
                <span class="what-if-name">{ format!("{name} =") }</span>
                <input type="range" data-testid="what-if-slider" min={lo.to_string()} max={hi.to_string()} step={step}
                    value={slider_value.to_string()} oninput={on_slide} aria-label={(t.what_if_panel.what_if_heading)(&name)} />
                <input type="text" inputmode="decimal" class="what-if-box" data-testid="what-if-input" value={shown} aria-invalid={invalid.to_string()} oninput={on_type} ref={wheel_box}
                    aria-label={(t.what_if_panel.what_if_heading)(&name)} />
            </label>
            // Trial values stay off the document (the text, the link, undo)
            // until kept.
            <div class="what-if-trial">
                <button type="button" class="text-button" data-testid="what-if-keep" onclick={keep} disabled={!p.pending}>{ t.what_if_panel.what_if_keep }</button>
                <button type="button" class="text-button" data-testid="what-if-revert" onclick={revert} disabled={!p.pending}>{ t.what_if_panel.what_if_revert }</button>
                <span class="what-if-status" data-testid="what-if-status" aria-live="polite">{ if p.pending { t.what_if_panel.what_if_trying } else { t.what_if_panel.what_if_kept } }</span>
            </div>
            <dl class="what-if-readouts">
                <div><dt>{ t.what_if_panel.what_if_readouts.root }</dt><dd data-testid="what-if-root">{ root }</dd></div>
                <div><dt>{ t.what_if_panel.what_if_readouts.chosen }</dt><dd data-testid="what-if-move">{ chosen }</dd></div>
                <div><dt>{ t.what_if_panel.what_if_readouts.pruned }</dt><dd data-testid="what-if-pruned">{ pruned }</dd></div>
            </dl>
            <ul class="what-if-sentences" data-testid="what-if-sentences">
                { for sentences.iter().map(|s| html! { <li>{ s.clone() }</li> }) }
            </ul>
        </section>
    }
}

/// The panel opens where the reader is looking: scrolled into view (on a
/// phone it opens below the drawing) and focused, when it opens on a leaf.
#[hook]
fn use_bring_into_sight(panel: &NodeRef, leaf: NodeId) {
    let panel = panel.clone();
    use_effect_with(leaf, move |_| minimax_lab::ui::page::bring_into_sight(&panel));
}

/// Scrolling over the value steps it up or down by the slider's step
/// (the wheel is taken, so the page does not scroll with it).
#[hook]
fn use_wheel_steps(
    wheel_box: &NodeRef,
    value: Option<Bound>,
    step: &str,
    x: NodeId,
    dispatch: &Callback<Action>,
    typed: &UseStateHandle<Option<(String, Option<Bound>)>>,
) {
    let (wheel_box, dispatch, step, typed) = (wheel_box.clone(), dispatch.clone(), step.to_string(), typed.clone());
    use_effect_with((value, step.clone()), move |_| {
        let listener = wheel_box.cast::<web_sys::Element>().map(|element| {
            let options = gloo::events::EventListenerOptions::enable_prevent_default();
            gloo::events::EventListener::new_with_options(&element, "wheel", options, move |event| {
                let Some(wheel) = event.dyn_ref::<web_sys::WheelEvent>() else { return };
                let (Some(Bound::Finite(now)), Ok(by)) = (value, Num::parse(&step)) else { return };
                event.prevent_default();
                let by = if wheel.delta_y() < 0.0 { exact(by) } else { -exact(by) };
                let mut text = String::new();
                if write_exact(&mut text, &(exact(now) + by)).is_ok()
                    && let Ok(next) = Num::parse(&text)
                {
                    typed.set(None);
                    dispatch.emit(Action::TryLeaf(x, Bound::Finite(next)));
                }
            })
        });
        move || drop(listener)
    });
}

/// The live readouts, the search as it ends with the leaf's value: the
/// root's value, the move chosen and the pruned leaves.
fn readouts(tree: &Tree, trace: &Trace, t: &Text) -> (String, String, String) {
    let root = trace.root_interval(tree).map_or("?".to_string(), |i| i.to_string());
    let chosen = trace
        .best_children(tree)
        .first()
        .and_then(|&k| tree.child(NodeId::ROOT, k))
        .map_or(t.what_if_panel.none.to_string(), |c| tree.name(c).to_string());
    let pruned: Vec<String> = trace
        .pruned(tree)
        .into_iter()
        .filter(|&n| tree[n].is_leaf())
        .map(|n| minimax_engine::drawing::spacing::leaf_named(tree, n))
        .collect();
    let pruned = if pruned.is_empty() { t.what_if_panel.none.to_string() } else { pruned.join(", ") };
    (root, chosen, pruned)
}
