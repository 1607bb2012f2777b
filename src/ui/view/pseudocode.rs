//! `Pseudocode`: the panel with the pseudocode of the search in force (for
//! alpha-beta, its form and cut rule said above it), the lines the current
//! step performs highlighted, and the call stack below.

use yew::prelude::*;

use minimax_app::i18n::code_text;
use minimax_app::i18n::text;
use minimax_app::state::Model;
use minimax_engine::explain::{highlighted_lines, line_text, listing_for};
use minimax_engine::lang::Lang;
use minimax_engine::num::Bound;
use minimax_engine::search::{Algorithm, CutRule, Options};

/// One call on the stack: the node's name, its player's `…-VALUE`
/// function, and (alpha-beta) its α and β.
#[derive(Clone, PartialEq, Debug)]
pub struct Frame {
    pub name: String,
    /// The function the call runs: "MAX-VALUE", "CHANCE-VALUE",
    /// "MAXN-VALUE (i = 2)".
    pub call: String,
    /// α and β, for alpha-beta only.
    pub window: Option<(Option<Bound>, Option<Bound>)>,
}

/// The call stack at the model's step, root first.
pub fn call_stack(model: &Model) -> Vec<Frame> {
    let snap = model.snapshot();
    let alpha_beta = model.trace.options().algorithm == Algorithm::AlphaBeta;
    snap.path()
        .iter()
        .map(|&id| Frame {
            name: model.tree.name(id).to_string(),
            call: match model.tree[id].kind() {
                Some(minimax_engine::tree::Kind::Player { index, .. }) => format!("MAXN-VALUE (i = {})", u16::from(index) + 1),
                Some(kind) => minimax_engine::rules::function(kind).to_string(),
                None => String::new(),
            },
            // max^n keeps no window.
            window: (alpha_beta && model.tree.players().is_none()).then(|| (snap.alpha(&model.tree, id), snap.beta(&model.tree, id))),
        })
        .collect()
}

/// Predict mode, after Check with fields wrong: the lines deciding them.
pub fn deciding_lines(model: &Model) -> Vec<usize> {
    match model.practice.as_ref().and_then(|p| p.checked.as_ref()) {
        Some((step, wrong)) if !wrong.is_empty() => minimax_engine::practice::deciding_lines(&model.tree, &model.trace, *step, wrong),
        _ => Vec::new(),
    }
}

/// The pseudocode lines the model's last step performed (none at step 0).
pub fn current_lines(model: &Model) -> Vec<usize> {
    model.main_step().checked_sub(1).map(|k| highlighted_lines(&model.tree, &model.trace, k)).unwrap_or_default()
}

#[derive(Properties, PartialEq)]
pub struct PseudocodeProps {
    /// The options of the search shown: they pick the pseudocode.
    pub options: Options,
    /// Lines to highlight ([`current_lines`]).
    pub current: Vec<usize>,
    /// Predict mode after Check: the lines deciding the fields answered
    /// wrong ([`deciding_lines`]).
    #[prop_or_default]
    pub deciding: Vec<usize>,
    /// The call stack, root first ([`call_stack`]).
    pub stack: Vec<Frame>,
    pub lang: Lang,
    /// A depth-limited game search: the terminal test is the cutoff test.
    #[prop_or_default]
    pub depth_limited: bool,
    /// The tree has chance nodes: EXPECTIMINIMAX (with CHANCE-VALUE).
    #[prop_or_default]
    pub chance: bool,
    /// Leaf bounds are declared: alpha-beta's CHANCE-VALUE is Star1's.
    #[prop_or_default]
    pub bounded: bool,
    /// A tree of more than two players: MAXN-VALUE.
    #[prop_or_default]
    pub maxn: bool,
    /// Opens the null-window lab (what comes after this pseudocode): a
    /// small button beside the title; none in an embedded widget.
    #[prop_or_default]
    pub beyond: Option<Callback<MouseEvent>>,
    /// Opens "Your code": this pseudocode written by the reader, checked.
    #[prop_or_default]
    pub write: Option<Callback<MouseEvent>>,
}

/// The pseudocode panel.
#[function_component(Pseudocode)]
pub fn pseudocode_panel(props: &PseudocodeProps) -> Html {
    let PseudocodeProps { options, current, deciding, stack, lang, depth_limited, chance, bounded, maxn, beyond, write } = props;
    let depth_limited = *depth_limited;
    let (options, lang) = (*options, *lang);
    let algorithm = options.algorithm;
    let lines = listing_for(options, *chance, *bounded, *maxn);
    let show = |b: Option<Bound>| b.map_or("–".to_string(), |b| b.to_string());
    let t = text(lang);
    html! {
        <section class="panel" aria-label={t.side.pseudocode} tabindex="0">
            <div class="code-head">
                <h2>{ match (algorithm, *chance) {
                    _ if *maxn => t.side.pseudocode_maxn,
                    (Algorithm::AlphaBeta, _) => t.side.pseudocode_alpha_beta,
                    (Algorithm::Minimax, true) => t.side.pseudocode_expectiminimax,
                    (Algorithm::Minimax, false) => t.side.pseudocode_minimax,
                } }</h2>
                if let Some(onclick) = write.clone() {
                    <button type="button" class="text-button beyond" data-testid="code-write" aria-pressed="false" title={t.modes.code_title} {onclick}>{ t.modes.code_button }{ " ▸" }</button>
                }
                if let Some(onclick) = beyond.clone() {
                    <button type="button" class="text-button beyond" data-testid="window-toggle" aria-pressed="false" title={t.modes.window_title} {onclick}>{ t.modes.window_button }{ " ▸" }</button>
                }
            </div>
            if algorithm == Algorithm::AlphaBeta && !*maxn {
                // Which form and which cut rule the steps follow, always said.
                <p class="in-force" data-testid="in-force" data-form={options.form.name()} data-cut={options.cut.name()}>
                    { t.header.forms.of(options.form) }{ " · " }{ t.header.cut_at }{ if options.cut == CutRule::Gt { t.header.cut_gt } else { t.header.cut_ge } }
                </p>
            }
            <pre class="code code-scroll" data-testid="pseudocode" tabindex="0" aria-label={t.side.pseudocode}>
                { for lines.iter().enumerate().map(|(i, line)| {
                    let on = current.contains(&i);
                    let decides = deciding.contains(&i).then_some("deciding");
                    let comment = line.note.is_some().then_some("comment");
                    html! { <div class={classes!("code-line", on.then_some("current"), decides, comment)} data-line={i.to_string()} aria-current={on.then_some("step")}>{ if depth_limited && line.note.is_none() { line_text(line, true).to_string() } else { code_text(line, lang) } }{ "\n" }</div> }
                }) }
            </pre>
            <h3>{ t.side.call_stack }</h3>
            <ol class="stack" data-testid="call-stack">
                { for stack.iter().rev().map(|frame| {
                    let window = match frame.window {
                        Some((alpha, beta)) => format!("α = {}, β = {}", show(alpha), show(beta)),
                        None => String::new(),
                    };
                    html! { <li><strong>{ frame.name.clone() }</strong>{ format!(" {}  {window}", frame.call) }</li> }
                }) }
            </ol>
            if stack.is_empty() { <p class="muted stack-empty">{ t.side.stack_empty }</p> }
        </section>
    }
}
