//! `Controls`: the step controls (to the start, back, play/pause, forward,
//! to the end), the step slider, the step counter, the speed menu and the
//! root's value so far.

use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use minimax_app::i18n::text;
use minimax_app::state::{Action, Model};
use minimax_engine::lang::Lang;

/// Button icons as SVG paths (fonts on projector PCs lack ⏮ and ⏭).
const ICON_START: &str = "M6 5h2v14H6zM20 5v14L9 12z";
const ICON_BACK: &str = "M18 5v14L7 12z";
const ICON_FORWARD: &str = "M6 5v14l11-7z";
const ICON_END: &str = "M16 5h2v14h-2zM4 5v14l11-7z";
/// Play and pause are discs with the sign cut out, so that on a phone the
/// play button is never taken for the next-step arrow beside it.
const ICON_PLAY: &str = "M12 1.5a10.5 10.5 0 1 1 0 21a10.5 10.5 0 1 1 0-21zM9.5 7v10l8-5z";
const ICON_PAUSE: &str = "M12 1.5a10.5 10.5 0 1 1 0 21a10.5 10.5 0 1 1 0-21zM8.5 7.5h2.5v9H8.5zM13 7.5h2.5v9H13z";

#[derive(Properties, PartialEq)]
pub struct ControlsProps {
    /// The current step and the number of steps.
    pub step: usize,
    pub steps: usize,
    /// Autoplay on, and its delay per step in milliseconds.
    pub playing: bool,
    pub delay_ms: u32,
    /// The root's value so far, as shown ("?" before it has one).
    pub root_value: AttrValue,
    pub lang: Lang,
    /// Stepping, seeking, play and speed are actions on the model.
    pub dispatch: UseReducerDispatcher<Model>,
}

/// The step controls.
#[function_component(Controls)]
pub fn controls(props: &ControlsProps) -> Html {
    let &ControlsProps { step, steps, playing, delay_ms, lang, .. } = props;
    let t = text(lang);
    let dispatch = |action: Action| {
        let dispatcher = props.dispatch.clone();
        Callback::from(move |_: MouseEvent| {
            crate::ui::page::mark_input_pending();
            dispatcher.dispatch(action.clone());
        })
    };
    let icon_button = |icon: &'static str, title: &'static str, testid: &'static str, action: Action, disabled: bool| {
        html! {
            <button type="button" class="icon-button" {title} aria-label={title} data-testid={testid} onclick={dispatch(action)} {disabled}>
                <svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><path d={icon} fill-rule="evenodd" /></svg>
            </button>
        }
    };
    let on_slider = {
        let dispatcher = props.dispatch.clone();
        Callback::from(move |e: InputEvent| {
            if let Some(input) = e.target_dyn_into::<HtmlInputElement>() {
                dispatcher.dispatch(Action::Seek(input.value().parse().unwrap_or(0)));
            }
        })
    };
    let on_speed = {
        let dispatcher = props.dispatch.clone();
        Callback::from(move |e: Event| {
            if let Some(select) = e.target_dyn_into::<HtmlSelectElement>() {
                dispatcher.dispatch(Action::SetDelay(select.value().parse().unwrap_or(700)));
            }
        })
    };
    html! {
        <section class="controls" aria-label={t.steps.step_controls}>
            { icon_button(ICON_START, t.steps.jump_start, "step-start", Action::Start, step == 0) }
            { icon_button(ICON_BACK, t.steps.step_back, "step-back", Action::Back, step == 0) }
            { icon_button(if playing { ICON_PAUSE } else { ICON_PLAY }, if playing { t.steps.pause } else { t.steps.play }, "play", Action::TogglePlay, false) }
            { icon_button(ICON_FORWARD, t.steps.step_forward, "step-forward", Action::Forward, step >= steps) }
            { icon_button(ICON_END, t.steps.jump_end, "step-end", Action::End, step >= steps) }
            <input type="range" class="scrub" min="0" max={steps.to_string()} value={step.to_string()} oninput={on_slider} aria-label={t.steps.step_slider} data-testid="scrub" />
            <span class="step-counter" data-testid="step-counter">{ (t.steps.step_of)(step, steps) }</span>
            <label class="speed">
                <span class="visually-hidden">{ t.steps.speed }</span>
                <select onchange={on_speed} aria-label={t.steps.speed} data-testid="speed">
                    { for [1500u32, 700, 250].iter().zip(t.steps.speeds.list()).map(|(ms, name)| html! {
                        <option value={ms.to_string()} selected={delay_ms == *ms}>{ name }</option>
                    }) }
                </select>
            </label>
            // "?" until the root has a value: said in words on hover and to
            // screen readers.
            <span class="root-value" title={(props.root_value == "?").then_some(t.steps.root_unknown)} data-testid="root-value-label">
                { t.steps.root }<strong data-testid="root-value">{ props.root_value.clone() }</strong>
                if props.root_value == "?" { <span class="visually-hidden">{ " — " }{ t.steps.root_unknown }</span> }
            </span>
        </section>
    }
}
