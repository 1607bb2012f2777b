//! Drawing: the app shell, the step controls and the tree as one SVG.

use gloo::events::EventListener;
use wasm_bindgen::JsCast;
use web_sys::KeyboardEvent;
use yew::prelude::*;

use super::state::{Action, Model};
use crate::core::explain::explain;
use crate::core::num::Bound;
use crate::core::replay::NodeState;
use crate::core::search::{EventKind, Interval};
use crate::core::tree::{NodeId, Player};

/// Pixels between neighbouring leaves and between levels.
const SLOT: f64 = 64.0;
const LEVEL: f64 = 96.0;
const MARGIN: f64 = 48.0;
/// Half the size of a node's shape.
const R: f64 = 20.0;

/// Button icons as SVG paths (fonts on projector PCs lack ⏮ and ⏭).
const ICON_START: &str = "M6 5h2v14H6zM20 5v14L9 12z";
const ICON_BACK: &str = "M18 5v14L7 12z";
const ICON_FORWARD: &str = "M6 5v14l11-7z";
const ICON_END: &str = "M16 5h2v14h-2zM4 5v14l11-7z";

/// The whole app.
#[function_component(App)]
pub fn app() -> Html {
    let model = use_reducer(Model::classic);

    // Keys work anywhere on the page: arrows and PageUp/PageDown (what
    // presentation clickers send), Home and End.
    {
        let dispatcher = model.dispatcher();
        use_effect_with((), move |_| {
            let listener = gloo::utils::document().dyn_into::<web_sys::EventTarget>().ok().map(|target| {
                EventListener::new(&target, "keydown", move |event| {
                    let Some(event) = event.dyn_ref::<KeyboardEvent>() else { return };
                    if event.ctrl_key() || event.alt_key() || event.meta_key() {
                        return;
                    }
                    let action = match event.key().as_str() {
                        "ArrowRight" | "PageDown" => Action::Forward,
                        "ArrowLeft" | "PageUp" => Action::Back,
                        "Home" => Action::Start,
                        "End" => Action::End,
                        _ => return,
                    };
                    event.prevent_default();
                    dispatcher.dispatch(action);
                })
            });
            move || drop(listener)
        });
    }

    let button = |icon: &'static str, title: &'static str, testid: &'static str, action: Action| {
        let model = model.clone();
        let onclick = Callback::from(move |_| model.dispatch(action));
        html! {
            <button type="button" class="step-button" {title} aria-label={title} data-testid={testid} {onclick}>
                <svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><path d={icon} /></svg>
            </button>
        }
    };

    let step = model.step();
    let steps = model.steps();
    let explanation = match step {
        0 => "Press → (or Page Down) to start the search one step at a time.".to_string(),
        k => explain(&model.tree, &model.trace, k - 1),
    };
    let root_value = model
        .cursor
        .snapshot()
        .interval(&model.tree, NodeId::ROOT)
        .map_or("?".to_string(), |i| i.to_string());

    html! {
        <div class="app">
            <header class="app-header">
                <h1>{ "Minimax Lab" }</h1>
                <p class="tagline">{ "Alpha-beta search on the classic example, one step at a time" }</p>
            </header>
            <main>
                <section class="controls" aria-label="Step controls">
                    { button(ICON_START, "Jump to start (Home)", "step-start", Action::Start) }
                    { button(ICON_BACK, "Step back (← or Page Up)", "step-back", Action::Back) }
                    { button(ICON_FORWARD, "Step forward (→ or Page Down)", "step-forward", Action::Forward) }
                    { button(ICON_END, "Jump to end (End)", "step-end", Action::End) }
                    <span class="step-counter" data-testid="step-counter">{ format!("step {step} of {steps}") }</span>
                    <span class="root-value">{ "root value " }<strong data-testid="root-value">{ root_value }</strong></span>
                </section>
                <p class="explanation" data-testid="explanation" aria-live="polite">{ explanation }</p>
                { tree_svg(&model) }
            </main>
        </div>
    }
}

/// A value for a `data-` attribute: `3`, `-inf`, `<=2`, `>=3`, `1..2`.
fn data_interval(interval: Interval) -> String {
    match (interval.lo, interval.hi) {
        (lo, hi) if lo == hi => lo.notation(),
        (Bound::NegInf, hi) => format!("<={}", hi.notation()),
        (lo, Bound::PosInf) => format!(">={}", lo.notation()),
        (lo, hi) => format!("{}..{}", lo.notation(), hi.notation()),
    }
}

/// The tree as one SVG: edges first, then nodes on top.
fn tree_svg(model: &Model) -> Html {
    let tree = &model.tree;
    let layout = &model.layout;
    let snap = model.cursor.snapshot();
    let current = model.cursor.last_event(&model.trace).map(|e| e.node());
    let cut_at: Vec<NodeId> = model.trace.events()[..model.step()]
        .iter()
        .filter(|e| e.kind() == EventKind::Cutoff)
        .map(|e| NodeId(e.link()))
        .collect();
    let px = |id: NodeId| (MARGIN + layout.x(id) * SLOT, MARGIN + layout.y(id) * LEVEL);
    let width = MARGIN * 2.0 + (layout.width - 1.0).max(0.0) * SLOT;
    let height = MARGIN * 2.0 + f64::from(layout.height) * LEVEL + 24.0;

    let edges = tree.ids().filter_map(|id| {
        let parent = tree[id].parent()?;
        let (x1, y1) = px(parent);
        let (x2, y2) = px(id);
        let state = snap.state(id);
        let class = classes!("edge", state.name());
        let cut_mark = cut_at.contains(&id).then(|| {
            // A short bar across the edge where the cutoff happened.
            let (mx, my) = ((x1 + x2) / 2.0, (y1 + y2) / 2.0);
            html! { <line class="cut-mark" x1={(mx - 9.0).to_string()} y1={(my - 3.0).to_string()} x2={(mx + 9.0).to_string()} y2={(my + 3.0).to_string()} /> }
        });
        Some(html! {
            <g key={format!("e{}", id.0)}>
                <line {class} x1={x1.to_string()} y1={(y1 + R).to_string()} x2={x2.to_string()} y2={(y2 - R).to_string()} />
                { for cut_mark }
            </g>
        })
    });

    let nodes = tree.ids().map(|id| {
        let node = &tree[id];
        let (x, y) = px(id);
        let state = snap.state(id);
        let is_current = current == Some(id);
        let interval = snap.interval(tree, id);
        let shape = match node.player() {
            Some(Player::Max) => html! { <polygon class="shape" points={format!("{},{} {},{} {},{}", x, y - R, x + R, y + R * 0.8, x - R, y + R * 0.8)} /> },
            Some(Player::Min) => html! { <polygon class="shape" points={format!("{},{} {},{} {},{}", x - R, y - R * 0.8, x + R, y - R * 0.8, x, y + R)} /> },
            None => html! { <rect class="shape" x={(x - R * 0.8).to_string()} y={(y - R * 0.8).to_string()} width={(R * 1.6).to_string()} height={(R * 1.6).to_string()} rx="3" /> },
        };
        let (value_text, data_value) = match (node.leaf(), interval) {
            (Some(_), _) => {
                let v = tree.leaf_value(id);
                (v.map_or_else(|| tree.name(id).to_string(), |v| v.to_string()), v.map(|v| v.notation()))
            }
            (None, Some(i)) => (i.to_string(), Some(data_interval(i))),
            (None, None) => (String::new(), None),
        };
        let on_path = state == NodeState::Active;
        let data_alpha = on_path.then(|| snap.alpha(tree, id)).flatten().map(|b| b.notation());
        let data_beta = on_path.then(|| snap.beta(tree, id)).flatten().map(|b| b.notation());
        let window = match (&data_alpha, &data_beta) {
            (Some(_), Some(_)) => Some(format!(
                "α={} β={}",
                snap.alpha(tree, id).map_or(String::new(), |b| b.to_string()),
                snap.beta(tree, id).map_or(String::new(), |b| b.to_string())
            )),
            _ => None,
        };
        let kind = match node.player() {
            Some(Player::Max) => "max",
            Some(Player::Min) => "min",
            None => "leaf",
        };
        let class = classes!("node", kind, state.name(), is_current.then_some("current"));
        let label = (!node.is_leaf()).then(|| html! { <text class="label" x={(x - R - 6.0).to_string()} y={(y + 5.0).to_string()} text-anchor="end">{ tree.name(id) }</text> });
        let value_y = if node.is_leaf() { y + 5.0 } else { y + R + 18.0 };
        html! {
            <g key={format!("n{}", id.0)} {class} data-path={tree.path(id)} data-state={state.name()} data-value={data_value} data-alpha={data_alpha} data-beta={data_beta}>
                { shape }
                { for label }
                <text class="value" x={x.to_string()} y={value_y.to_string()} text-anchor="middle">{ value_text }</text>
                { for window.map(|w| html! { <text class="window" x={(x + R + 6.0).to_string()} y={(y - 4.0).to_string()}>{ w }</text> }) }
            </g>
        }
    });

    html! {
        <svg class="tree" data-testid="tree" viewBox={format!("0 0 {width} {height}")} preserveAspectRatio="xMidYMin meet" role="img" aria-label="Game tree">
            <g class="edges">{ for edges }</g>
            <g class="nodes">{ for nodes }</g>
        </svg>
    }
}
