//! `MonteCarloPanel` (in the on-demand module): estimate each root move's value by playouts (seeded),
//! one round or many at a time, plotted against the exact expectiminimax
//! values they converge to. Shown for trees with chance nodes.

use std::rc::Rc;

use web_sys::HtmlInputElement;
use yew::prelude::*;

use minimax_app::i18n::text;
use minimax_engine::lang::Lang;
use minimax_engine::montecarlo::{MAX_PLAYOUTS, MonteCarlo};
use minimax_engine::tree::Tree;
use minimax_engine::value::Value;

#[derive(Properties)]
pub struct MonteCarloProps {
    pub tree: Rc<Tree>,
    pub lang: Lang,
}

impl PartialEq for MonteCarloProps {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.tree, &other.tree) && self.lang == other.lang
    }
}

/// Colours of the moves' lines, in order (the theme's).
const COLOURS: [&str; 6] = ["var(--max)", "var(--min)", "var(--pv)", "#8a5cc2", "#c28a00", "#3b8f8f"];
const W: f64 = 300.0;
const H: f64 = 150.0;

fn as_f64(v: &Value) -> f64 {
    v.approx().filter(|x| x.is_finite()).unwrap_or(f64::NAN)
}

#[function_component(MonteCarloPanel)]
pub fn monte_carlo_panel(p: &MonteCarloProps) -> Html {
    let t = text(p.lang);
    let seed = use_state(|| 1u64);
    // The playouts so far, for this tree and seed.
    let runs = use_mut_ref(|| None::<(usize, u64, MonteCarlo)>);
    let tick = use_state(|| 0u32);
    let key = Rc::as_ptr(&p.tree) as usize;
    {
        let mut slot = runs.borrow_mut();
        if slot.as_ref().is_none_or(|(k, s, _)| *k != key || *s != *seed) {
            *slot = MonteCarlo::new(&p.tree, *seed).ok().map(|mc| (key, *seed, mc));
        }
    }
    let play = |rounds: u32| {
        let (runs, tree, tick) = (runs.clone(), Rc::clone(&p.tree), tick.clone());
        Callback::from(move |_: MouseEvent| {
            if let Some((_, _, mc)) = runs.borrow_mut().as_mut() {
                mc.play(&tree, rounds);
            }
            tick.set(tick.wrapping_add(1));
        })
    };
    let reset = {
        let (runs, tick) = (runs.clone(), tick.clone());
        Callback::from(move |_: MouseEvent| {
            *runs.borrow_mut() = None;
            tick.set(tick.wrapping_add(1));
        })
    };
    let on_seed = {
        let seed = seed.clone();
        Callback::from(move |e: Event| {
            if let Some(n) = e.target_dyn_into::<HtmlInputElement>().and_then(|i| i.value().trim().parse::<u64>().ok()) {
                seed.set(n);
            }
        })
    };
    let slot = runs.borrow();
    let Some((_, _, mc)) = slot.as_ref() else {
        return html! {
            <section class="panel montecarlo" aria-label={t.chance_panels.mc_title} data-testid="montecarlo">
                <h2>{ t.chance_panels.mc_title }</h2>
                <p class="help">{ t.practice_panel.mc_unplayable }</p>
            </section>
        };
    };
    // The plot: each move's running average against the playouts, and its
    // exact value dashed.
    let n = mc.moves.iter().map(|m| m.history.len()).max().unwrap_or(0).max(1);
    let exacts: Vec<f64> = mc.moves.iter().map(|m| as_f64(&m.exact)).collect();
    let seen = mc.moves.iter().flat_map(|m| m.history.iter().copied()).chain(exacts.iter().copied()).filter(|v| v.is_finite());
    let (lo, hi) = seen.fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), v| (lo.min(v), hi.max(v)));
    let (lo, hi) = if lo < hi { (lo, hi) } else { (lo - 1.0, hi + 1.0) };
    let pad = crate::figure::tick_room(&[format!("{hi:.1}"), format!("{lo:.1}")]);
    let x = |k: usize| pad + (W - pad - 6.0) * (k as f64 / n as f64);
    let y = |v: f64| 6.0 + (H - 6.0 - 18.0) * (1.0 - (v - lo) / (hi - lo));
    let lines = mc.moves.iter().enumerate().map(|(i, m)| {
        let colour = COLOURS[i % COLOURS.len()];
        // At most about 300 points per line.
        let step = (m.history.len() / 300).max(1);
        let points: Vec<String> = m.history.iter().enumerate().filter(|(k, _)| k % step == 0 || k + 1 == m.history.len()).map(|(k, v)| format!("{:.1},{:.1}", x(k + 1), y(*v))).collect();
        let e = y(exacts[i]);
        html! { <g data-move={i.to_string()}>
            <line class="mc-exact" x1={format!("{pad:.1}")} x2={format!("{:.1}", W - 6.0)} y1={format!("{e:.1}")} y2={format!("{e:.1}")} stroke={colour} />
            if !points.is_empty() { <polyline class="mc-line" points={points.join(" ")} stroke={colour} /> }
        </g> }
    });
    let rows = mc.moves.iter().enumerate().map(|(i, m)| {
        let average = m.average().map_or("–".to_string(), |a| format!("{:.3}", as_f64(&Value::Finite(a))));
        html! { <tr data-testid="mc-row">
            <th scope="row"><span class="mc-key" style={format!("background:{}", COLOURS[i % COLOURS.len()])}></span>{ p.tree.name(m.child).to_string() }</th>
            <td data-testid="mc-playouts">{ m.playouts }</td><td data-testid="mc-average">{ average }</td><td data-testid="mc-exact">{ m.exact.to_string() }</td>
        </tr> }
    });
    let full = mc.moves.iter().all(|m| m.playouts >= MAX_PLAYOUTS);
    html! {
        <section class="panel montecarlo" aria-label={t.chance_panels.mc_title} data-testid="montecarlo">
            <h2>{ t.chance_panels.mc_title }</h2>
            <div class="row">
                <button type="button" class="text-button" data-testid="mc-1" onclick={play(1)} disabled={full}>{ "+1" }</button>
                <button type="button" class="text-button" data-testid="mc-100" onclick={play(100)} disabled={full}>{ "+100" }</button>
                <button type="button" class="text-button" data-testid="mc-1000" onclick={play(1000)} disabled={full}>{ "+1000" }</button>
                <button type="button" class="text-button" data-testid="mc-reset" onclick={reset}>{ t.chance_panels.mc_reset }</button>
                <label>{ t.chance_panels.mc_seed }{ " " }<input type="number" min="0" class="mc-seed" data-testid="mc-seed" value={seed.to_string()} onchange={on_seed} /></label>
            </div>
            <svg class="mc-plot" data-testid="mc-plot" viewBox={format!("0 0 {W} {H}")} role="img" aria-label={t.chance_panels.mc_title}>
                <line class="mc-axis" x1={format!("{pad:.1}")} y1="6" x2={format!("{pad:.1}")} y2={format!("{:.1}", H - 18.0)} />
                <line class="mc-axis" x1={format!("{pad:.1}")} y1={format!("{:.1}", H - 18.0)} x2={format!("{:.1}", W - 6.0)} y2={format!("{:.1}", H - 18.0)} />
                <text class="mc-tick" x={format!("{:.1}", pad - 3.0)} y={format!("{:.1}", y(hi) + 4.0)} text-anchor="end">{ format!("{hi:.1}") }</text>
                <text class="mc-tick" x={format!("{:.1}", pad - 3.0)} y={format!("{:.1}", y(lo))} text-anchor="end">{ format!("{lo:.1}") }</text>
                <text class="mc-tick" x={format!("{:.1}", W - 6.0)} y={format!("{:.1}", H - 4.0)} text-anchor="end">{ format!("{n}") }</text>
                { for lines }
            </svg>
            <table class="stats mc-table">
                <thead><tr>{ for t.chance_panels.mc_columns.list().iter().map(|c| html! { <th scope="col">{ *c }</th> }) }</tr></thead>
                <tbody>{ for rows }</tbody>
            </table>
            <p class="help">{ t.chance_panels.mc_help }</p>
        </section>
    }
}
