//! `Statistics`: nodes visited, leaves evaluated and cutoffs so far, the
//! totals of the search shown (once it has ended: before, they would say
//! how much it prunes), and the totals of the other algorithm on the same
//! tree, for comparison.

use yew::prelude::*;

use minimax_app::i18n::text;
use minimax_app::state::OtherNote;
use minimax_engine::lang::Lang;
use minimax_engine::search::{Algorithm, Stats};

#[derive(Properties, PartialEq)]
pub struct StatisticsProps {
    /// Counters at the current step.
    pub now: Stats,
    /// Totals of the whole search shown.
    pub total: Stats,
    /// Whether the search shown has ended: its totals are "?" until then,
    /// as a comparison's panes say only what is done so far.
    pub ended: bool,
    /// Totals of the other algorithm on the same tree.
    pub other: Stats,
    /// For a game: the other algorithm's totals are still being counted,
    /// or were too many to count.
    #[prop_or_default]
    pub other_note: Option<OtherNote>,
    /// The algorithm shown (names the two total columns).
    pub algorithm: Algorithm,
    pub lang: Lang,
}

/// The statistics panel.
#[function_component(Statistics)]
pub fn stats_panel(props: &StatisticsProps) -> Html {
    let &StatisticsProps { now, total, ended, other, other_note, algorithm, lang } = props;
    let t = text(lang);
    let (this_name, other_name) = match algorithm {
        Algorithm::AlphaBeta => (t.header.alpha_beta, t.header.minimax),
        Algorithm::Minimax => (t.header.minimax, t.header.alpha_beta),
    };
    // Not known (yet): said once, across the other column's rows.
    let note = other_note.map(|n| match n {
        OtherNote::Counting(positions) => (t.games.other_counting)(positions),
        OtherNote::OverCap(cap) => (t.games.other_over_cap)(cap),
    });
    let total_cell = |n: u32| if ended { n.to_string() } else { "?".to_string() };
    // The other search's totals: minimax's are the tree's own (it visits
    // every node), said at once; alpha-beta's say how much it prunes, the
    // answer a minimax search (or a comparison's panes) holds back until
    // the end.
    let other_cell_text = |n: u32| if ended || algorithm == Algorithm::AlphaBeta { n.to_string() } else { "?".to_string() };
    let row = |name: &str, testid: &str, a: u32, b: u32, c: u32, first: bool| {
        let other_cell = match (&note, first) {
            (None, _) => html! { <td>{ other_cell_text(c) }</td> },
            (Some(note), true) => html! { <td rowspan="3" class="other-note" data-testid="stat-other-note">{ note.clone() }</td> },
            (Some(_), false) => html! {},
        };
        html! { <tr><th scope="row">{ name.to_string() }</th><td data-testid={testid.to_string()}>{ a }</td><td>{ total_cell(b) }</td>{ other_cell }</tr> }
    };
    html! {
        <section class="panel" aria-label={t.side.statistics}>
            <h2>{ t.side.statistics }</h2>
            <table class="stats">
                <thead><tr><th></th><th>{ t.side.so_far }</th><th>{ (t.side.total)(this_name) }</th><th>{ (t.side.total)(other_name) }</th></tr></thead>
                <tbody>
                    { row(t.side.nodes_visited, "stat-visited", now.nodes_visited, total.nodes_visited, other.nodes_visited, true) }
                    { row(t.side.leaves_evaluated, "stat-leaves", now.leaves_evaluated, total.leaves_evaluated, other.leaves_evaluated, false) }
                    { row(t.side.cutoffs, "stat-cutoffs", now.cutoffs, total.cutoffs, other.cutoffs, false) }
                </tbody>
            </table>
        </section>
    }
}
