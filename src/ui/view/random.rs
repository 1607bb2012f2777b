//! `RandomTree`: the "Random tree" picker (branching, depth and value
//! range) that makes a complete tree for practice; it says when the
//! settings are more than can be drawn and what will be made instead.

use web_sys::HtmlInputElement;
use yew::prelude::*;

use minimax_app::doc::RandomOrigin;
use minimax_app::i18n::text;
use minimax_engine::lang::Lang;
use minimax_engine::random::RandomSpec;

#[derive(Properties, PartialEq)]
pub struct RandomTreeProps {
    pub lang: Lang,
    /// The tree made ("Generate"): its spec, seed and text.
    pub on_generate: Callback<RandomOrigin>,
}

/// The random tree picker.
#[function_component(RandomTree)]
pub fn random_tree_picker(props: &RandomTreeProps) -> Html {
    let spec = use_state(RandomSpec::default);
    let t = text(props.lang);
    let number = |get: fn(&RandomSpec) -> i64, set: fn(&mut RandomSpec, i64), label: &'static str, min: i64, max: i64| {
        let value = get(&spec).to_string();
        let spec = spec.clone();
        let oninput = Callback::from(move |e: InputEvent| {
            if let Some(input) = e.target_dyn_into::<HtmlInputElement>()
                && let Ok(v) = input.value().parse::<i64>()
            {
                let mut next = *spec;
                set(&mut next, v.clamp(min, max));
                spec.set(next);
            }
        });
        html! { <label>{ label }<input type="number" min={min.to_string()} max={max.to_string()} {value} {oninput} /></label> }
    };
    // A seed typed: the same tree every time (and for whoever opens the
    // link); left empty, a new one each time.
    let seed_text = use_state(String::new);
    let typed_seed = seed_text.trim().parse::<u64>().ok();
    let seed_field = {
        let setter = seed_text.clone();
        let oninput = Callback::from(move |e: InputEvent| {
            if let Some(input) = e.target_dyn_into::<HtmlInputElement>() {
                setter.set(input.value());
            }
        });
        let bad = !seed_text.trim().is_empty() && typed_seed.is_none();
        html! { <label>{ t.random_trees.random_seed }<input type="text" inputmode="numeric" size="10" value={(*seed_text).clone()} placeholder={t.random_trees.random_seed_hint} {oninput}
        data-testid="random-seed" aria-invalid={bad.then_some("true")} /></label> }
    };
    let details = use_node_ref();
    let generate = {
        let (spec, on_generate, details) = (spec.clone(), props.on_generate.clone(), details.clone());
        Callback::from(move |_: MouseEvent| {
            let seed = typed_seed.unwrap_or_else(js_sys_now_seed);
            on_generate.emit(RandomOrigin::make(*spec, seed));
            // Done: the panel closes instead of staying over other buttons.
            if let Some(details) = details.cast::<web_sys::Element>() {
                let _ = details.remove_attribute("open");
            }
        })
    };
    html! {
        <details class="random" ref={details} ontoggle={Callback::from(|e: Event| {
            if let Some(details) = e.target_dyn_into::<web_sys::Element>().filter(|d| d.has_attribute("open")) {
                crate::ui::page::close_other_popovers(&details);
            }
        })}>
            <summary data-testid="random">{ t.random_trees.random_tree }</summary>
            <div class="random-form">
                { number(|s| i64::from(s.branching), |s, v| s.branching = v as u32, t.random_trees.branching, 1, 6) }
                { number(|s| i64::from(s.depth), |s, v| s.depth = v as u32, t.random_trees.depth, 1, 8) }
                { number(|s| s.low, |s, v| s.low = v, t.random_trees.values_from, -999, 999) }
                { number(|s| s.high, |s, v| s.high = v, t.random_trees.values_to, -999, 999) }
                { seed_field }
                if spec.clamped() != *spec {
                    // Say what will be made instead of silently making less.
                    <p class="clamped" role="status" data-testid="random-clamped">{ (t.header.random_clamped)(spec.branching, spec.depth, spec.clamped().branching, spec.clamped().depth) }</p>
                }
                <button type="button" class="text-button" onclick={generate} data-testid="generate">{ t.random_trees.generate }</button>
            </div>
        </details>
    }
}

/// A seed from the clock (the only randomness a teaching tree needs).
fn js_sys_now_seed() -> u64 {
    let now = gloo::utils::window().performance().map_or(0.0, |p| p.now());
    (now * 1000.0) as u64 ^ 0x9E37_79B9_7F4A_7C15
}
