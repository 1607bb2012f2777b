//! `WindowLabPanel` (in the on-demand module): the null-window family
//! (negamax, PVS/NegaScout, aspiration windows, MTD(f)) and proof-number
//! search on the tree or game the page shows, a step (an iteration of
//! proof-number search) at a time. Where the lab stands (`WindowLab`: the
//! search, the step, its settings) is the page's, kept in its link; the
//! search is recorded once per subject and settings
//! (`minimax_engine::nullwindow`, `minimax_engine::pns`) and the step shown
//! is read from the record, so stepping back costs nothing. Every sentence
//! is the engine's (`minimax_engine::words::family`), naming the line of
//! the listing shown beside it.

use std::rc::Rc;

use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use minimax_app::doc::GameDoc;
use minimax_app::i18n::{LabWords, WindowWords, lab};
use minimax_app::url::{WindowAlgo, WindowLab};
use minimax_engine::drawing::{COUNT, Line, Part, Shape};
use minimax_engine::games::{MoveOrder, Play};
use minimax_engine::lang::Lang;
use minimax_engine::nullwindow::{self, Algo, Fail, FamilyOptions, GameSource, Refusal, Role, Run, Said, Scale, Status, TreeSource, V};
use minimax_engine::num::Bound;
use minimax_engine::options::CutRule;
use minimax_engine::pns::{self, Goal, PnIteration, PnNode, Pns};
use minimax_engine::search::{Algorithm, Form, Options, Trace};
use minimax_engine::tree::{NodeId, Player, Tree};
use minimax_engine::words::family::{explain_family, explain_pns, family_words, goal_text, listing, pns_listing, pns_verdict};

use crate::figure::{LabFigure, Look};

/// What the lab searches.
#[derive(Clone)]
pub enum Subject {
    Game(GameDoc),
    Tree(Rc<Tree>),
}

#[derive(Properties)]
pub struct WindowLabProps {
    pub subject: Subject,
    /// The subject as text (what identifies it).
    pub key: String,
    pub lab: WindowLab,
    /// The document's cut rule (negamax and aspiration windows take it).
    pub cut: CutRule,
    pub lang: Lang,
    pub on_change: Callback<Option<WindowLab>>,
}

impl PartialEq for WindowLabProps {
    fn eq(&self, other: &Self) -> bool {
        self.key == other.key && self.lab == other.lab && self.cut == other.cut && self.lang == other.lang
    }
}

/// The most nodes the page's lab lets a search enter (or make).
const CAP: usize = 20_000;
/// The most nodes drawn; deeper levels are counted, not drawn.
const DRAWN: usize = 260;

/// A proof-number search recorded: every iteration, and the tree at the
/// end.
pub struct PnRecord {
    iterations: Vec<PnIteration>,
    nodes: Vec<PnNode>,
    attacker: Player,
    goal: Goal,
    /// Decided (`Some`) or stopped at the cap.
    proved: Option<bool>,
}

/// A search recorded, or why it cannot be.
pub enum Recorded {
    Family(Run),
    Pns(PnRecord),
    Refused(String),
}

fn options_of(lab: &WindowLab, cut: CutRule, algo: Algo) -> FamilyOptions {
    FamilyOptions {
        fail: if lab.soft { Fail::Soft } else { Fail::Hard },
        cut: if algo.takes_cut_rule() { cut } else { CutRule::Ge },
        guess: lab.guess,
        delta: lab.delta,
        cap: CAP,
        ..FamilyOptions::new(algo)
    }
}

fn refusal(why: &Refusal, t: &'static LabWords) -> String {
    let w = &t.window;
    match why {
        Refusal::Chance => w.chance.to_string(),
        Refusal::ManyPlayers => w.many_players.to_string(),
        Refusal::Placeholder(name) => (w.placeholder)(name),
        Refusal::TooBig(cap) => (w.too_big)(*cap),
        Refusal::NotWhole | Refusal::BadWindow => w.bad_window.to_string(),
        Refusal::DepthLimit => w.depth_limit.to_string(),
    }
}

/// Runs one search of the family on the subject.
fn run_family(subject: &Subject, options: FamilyOptions) -> Result<Run, Refusal> {
    match subject {
        Subject::Tree(tree) => nullwindow::run_tree(tree, options),
        Subject::Game(g) => nullwindow::run(&GameSource(Play::new(g.game.clone(), g.setup())), Scale(0), options),
    }
}

fn record_pns<S: nullwindow::Source>(source: S, goal: Goal) -> Result<PnRecord, Refusal> {
    let mut pns = Pns::new(source, goal)?;
    let mut iterations = Vec::new();
    while pns.proved().is_none() && pns.nodes.len() < CAP {
        match pns.iterate()? {
            Some(it) => iterations.push(it),
            None => break,
        }
    }
    let (attacker, proved) = (pns.attacker(), pns.proved());
    Ok(PnRecord { iterations, nodes: pns.nodes, attacker, goal, proved })
}

/// Whether the game's move order is learnt from alpha-beta's cutoffs
/// (killer moves, history), which these searches do not feed.
fn learnt_order(subject: &Subject) -> bool {
    matches!(subject, Subject::Game(g) if matches!(g.order, MoveOrder::Killer | MoveOrder::History))
}

/// The search the lab shows, recorded.
fn record(subject: &Subject, lab: &WindowLab, cut: CutRule, t: &'static LabWords) -> Recorded {
    if learnt_order(subject) {
        return Recorded::Refused(t.window.learnt_order.to_string());
    }
    let result = match lab.algo.family() {
        Some(algo) => run_family(subject, options_of(lab, cut, algo)).map(Recorded::Family),
        None => {
            let goal = match subject {
                Subject::Tree(_) => lab.target.map_or(Goal::Win, Goal::Reach),
                Subject::Game(_) => Goal::Win,
            };
            match subject {
                Subject::Tree(tree) if tree.has_chance() => Err(Refusal::Chance),
                Subject::Tree(tree) => record_pns(TreeSource(tree), goal).map(Recorded::Pns),
                Subject::Game(g) => {
                    let setup = minimax_engine::games::Setup { depth: None, ..g.setup() };
                    record_pns(GameSource(Play::new(g.game.clone(), setup)), goal).map(Recorded::Pns)
                }
            }
        }
    };
    result.unwrap_or_else(|why| Recorded::Refused(refusal(&why, t)))
}

/// One row of the counts table.
struct CountRow {
    name: &'static str,
    nodes: Option<u32>,
    leaves: Option<u32>,
    re_searches: Option<u32>,
    passes: Option<u32>,
    value: String,
}

/// What alpha-beta and each search of the family cost on the subject,
/// with the lab's settings.
fn counts(subject: &Subject, lab: &WindowLab, cut: CutRule, t: &'static LabWords) -> Vec<CountRow> {
    let mut rows = Vec::new();
    let options = Options { algorithm: Algorithm::AlphaBeta, cut, form: Form::Aima };
    let family: Vec<Result<Run, Refusal>> = Algo::ALL
        .into_iter()
        .map(|algo| if learnt_order(subject) { Err(Refusal::BadWindow) } else { run_family(subject, options_of(lab, cut, algo)) })
        .collect();
    // Alpha-beta's value is minimax's, as every search of the family's is
    // (tests/nullwindow.rs): the row shows it from them.
    let value = family.iter().find_map(|r| r.as_ref().ok()).map(|r| r.value.to_string());
    let ab = match subject {
        Subject::Tree(tree) if !tree.has_chance() && tree.players().is_none() => {
            let trace = Trace::run(tree, options);
            Some((Some(trace.stats()), trace.root_value(tree).map(|v| v.to_string())))
        }
        // Within the lab's cap, and without the transposition table, as
        // the family searches.
        Subject::Game(g) => {
            let setup = minimax_engine::games::Setup { table: false, ..g.setup() };
            Some((minimax_engine::games::count(&g.game, setup, options, CAP), value))
        }
        Subject::Tree(_) => None,
    };
    if let Some((stats, value)) = ab {
        rows.push(CountRow {
            name: t.window.alpha_beta,
            nodes: stats.map(|s| s.nodes_visited),
            leaves: stats.map(|s| s.leaves_evaluated),
            re_searches: None,
            passes: stats.map(|_| 1),
            value: value.unwrap_or_else(|| "–".to_string()),
        });
    }
    for (algo, result) in Algo::ALL.into_iter().zip(family) {
        let row = match result {
            Ok(run) => CountRow {
                name: t.window.algos.of(WindowAlgo::Family(algo)),
                nodes: Some(run.counts.nodes),
                leaves: Some(run.counts.leaves),
                re_searches: Some(run.counts.re_searches),
                passes: Some(run.counts.passes),
                value: run.value.to_string(),
            },
            Err(_) => CountRow {
                name: t.window.algos.of(WindowAlgo::Family(algo)),
                nodes: None,
                leaves: None,
                re_searches: None,
                passes: None,
                value: "–".into(),
            },
        };
        rows.push(row);
    }
    rows
}

fn counts_html(rows: &[CountRow], algo: WindowAlgo, ended: bool, t: &'static LabWords) -> Html {
    let cell = |v: Option<u32>| v.map_or("–".to_string(), |n| n.to_string());
    let current = algo.family().map(|a| t.window.algos.of(WindowAlgo::Family(a)));
    // Each cell carries its column's heading: a phone shows each search as
    // a card of "heading: count" lines.
    let cols = &t.window.columns;
    html! {
        <section class="window-counts" data-testid="window-counts">
            <h3>{ t.window.counts }</h3>
            <div class="mcts-table-wrap">
                <table class="stats cards-when-narrow">
                    <thead><tr>{ for cols.list().iter().map(|c| html! { <th scope="col">{ *c }</th> }) }</tr></thead>
                    <tbody>{ for rows.iter().map(|r| html! {
                        <tr class={classes!((Some(r.name) == current).then_some("chosen"))} data-algo={r.name}>
                            <th scope="row">{ r.name }</th>
                            <td data-col="nodes" data-label={cols.nodes}>{ cell(r.nodes) }</td>
                            <td data-col="leaves" data-label={cols.leaves}>{ cell(r.leaves) }</td>
                            <td data-col="re-searches" data-label={cols.re_searches}>{ cell(r.re_searches) }</td>
                            <td data-col="passes" data-label={cols.passes}>{ cell(r.passes) }</td>
                            <td data-col="value" data-label={cols.value}>{ if ended { r.value.clone() } else { "?".to_string() } }</td>
                        </tr>
                    }) }</tbody>
                </table>
            </div>
        </section>
    }
}

/// A node to draw: its parent (index in the list), its label, who moves,
/// and the record's node it is (none: never made).
struct DrawNode {
    parent: Option<usize>,
    index: u32,
    label: String,
    /// What is written inside its shape: a typed tree's leaf its utility
    /// (or placeholder), as the page's drawing writes it; else its label.
    inside: String,
    mover: Option<Player>,
    made: Option<u32>,
    depth: usize,
    /// Moves never made below it (a game's), drawn as "+k".
    unmade: u32,
}

/// The typed tree's nodes, each with the record's node it is.
fn tree_nodes(tree: &Tree, made_of: &dyn Fn(NodeId) -> Option<u32>) -> Vec<DrawNode> {
    let mut out: Vec<DrawNode> = Vec::with_capacity(tree.len());
    for id in tree.ids() {
        let parent = tree[id].parent().map(|p| p.index());
        let depth = parent.map_or(0, |p| out[p].depth + 1);
        let mover = tree[id].player().filter(|_| !tree[id].is_leaf());
        let inside = match tree[id].leaf() {
            Some(minimax_engine::tree::Leaf::Value(v)) => v.to_string(),
            Some(minimax_engine::tree::Leaf::Placeholder(p)) => p.to_string(),
            _ => tree.name(id).to_string(),
        };
        out.push(DrawNode {
            parent,
            index: tree[id].index_in_parent() as u32,
            label: tree.name(id).to_string(),
            inside,
            mover,
            made: made_of(id),
            depth,
            unmade: 0,
        });
    }
    out
}

/// A game's made nodes in preorder (children by move index), each with
/// its count of moves never made.
fn game_nodes(
    count: usize,
    parent_of: &dyn Fn(u32) -> Option<u32>,
    index_of: &dyn Fn(u32) -> u32,
    label_of: &dyn Fn(u32) -> String,
    mover_of: &dyn Fn(u32) -> Option<Player>,
    moves_of: &dyn Fn(u32) -> u32,
) -> Vec<DrawNode> {
    let mut children: Vec<Vec<u32>> = vec![Vec::new(); count];
    for id in 1..count as u32 {
        if let Some(p) = parent_of(id) {
            children[p as usize].push(id);
        }
    }
    for c in &mut children {
        minimax_engine::sorting::sort_by_key(c, |&id| index_of(id));
    }
    let mut out: Vec<DrawNode> = Vec::new();
    let mut stack: Vec<(u32, Option<usize>, usize)> = vec![(0, None, 0)];
    while let Some((id, parent, depth)) = stack.pop() {
        let here = out.len();
        let made_children = children[id as usize].len() as u32;
        out.push(DrawNode {
            parent,
            index: index_of(id),
            label: label_of(id),
            inside: label_of(id),
            mover: mover_of(id),
            made: Some(id),
            depth,
            unmade: moves_of(id).saturating_sub(made_children),
        });
        for &c in children[id as usize].iter().rev() {
            stack.push((c, Some(here), depth + 1));
        }
    }
    out
}

/// Which nodes are drawn: every node down to the deepest level that keeps
/// the count at most [`DRAWN`], and the nodes on `keep`'s path.
fn chosen(nodes: &[DrawNode], keep: Option<usize>) -> Vec<bool> {
    let deepest = nodes.iter().map(|n| n.depth).max().unwrap_or(0);
    // How many nodes each level holds, then how many down to each level:
    // linear in the nodes (a count per level tried cost a 10,000-level
    // chain seconds).
    let mut down_to = vec![0usize; deepest + 1];
    for n in nodes {
        down_to[n.depth] += 1;
    }
    for d in 1..down_to.len() {
        down_to[d] += down_to[d - 1];
    }
    let mut limit = deepest;
    while limit > 1 && down_to[limit] > DRAWN {
        limit -= 1;
    }
    let mut shown: Vec<bool> = nodes.iter().map(|n| n.depth <= limit).collect();
    let mut at = keep;
    while let Some(k) = at {
        shown[k] = true;
        at = nodes[k].parent;
    }
    shown
}

/// What one drawn node shows.
struct Mark {
    class: &'static str,
    above: String,
    below: String,
    extra: String,
    current: bool,
    on_stack: bool,
}

/// The tree drawn (the labs' one figure) with each node's mark: its
/// window over it, its value and role under it.
/// `named`: a node the step's sentence names besides the one kept in sight.
fn tree_svg(nodes: &[DrawNode], marks: &[Mark], (keep, named): (Option<usize>, Option<usize>), (label, lang): (&str, Lang)) -> Html {
    let shown = chosen(nodes, keep);
    // Each node not drawn is counted under the nearest drawn node above it,
    // with the moves never made below it: "+k", k nodes below not drawn
    // (parents come first).
    let mut anchor: Vec<Option<usize>> = vec![None; nodes.len()];
    let mut hidden = vec![0u32; nodes.len()];
    for (i, n) in nodes.iter().enumerate() {
        anchor[i] = if shown[i] { Some(i) } else { n.parent.filter(|&p| p < i).and_then(|p| anchor[p]) };
        if !shown[i]
            && let Some(a) = anchor[i]
        {
            hidden[a] += 1 + n.unmade;
        }
    }
    // The drawn nodes' indices among the parts.
    let mut part_of = vec![usize::MAX; nodes.len()];
    let mut parts = Vec::new();
    let mut looks = Vec::new();
    for (i, n) in nodes.iter().enumerate().filter(|(i, _)| shown[*i]) {
        part_of[i] = parts.len();
        let m = &marks[i];
        let more = n.unmade + hidden[i];
        let mut under = Vec::new();
        let leaf = n.mover.is_none();
        // A leaf's value is in its box: said again only when it differs
        // (negamax's, from the mover's side).
        let said_inside = leaf && m.below == short(&n.inside);
        // A typed tree's leaf is named under its box (the sentences name
        // it: "Leaf B1 = 3"), as the worksheet names leaves.
        if leaf && !n.label.is_empty() && n.label != short(&n.inside) {
            under.push(Line::new(n.label.clone(), "window-name"));
        }
        if !m.below.is_empty() && !said_inside {
            under.push(Line::new(m.below.clone(), "window-value"));
        }
        if !m.extra.is_empty() {
            under.push(Line::new(m.extra.clone(), "window-extra"));
        }
        if more > 0 {
            under.push(Line::new(format!("+{more}"), COUNT));
        }
        let top = if m.above.is_empty() { Vec::new() } else { vec![Line::new(m.above.clone(), "window-window")] };
        let parent = n.parent.map(|p| part_of[p]).filter(|&p| p != usize::MAX);
        parts.push(Part { parent, shape: Shape::of(n.mover), inside: short(&n.inside), under, top });
        looks.push(Look {
            class: classes!(
                "window-node",
                m.class,
                n.mover.map_or("leaf", |p| p.name()),
                m.current.then_some("current"),
                m.on_stack.then_some("on-stack")
            ),
            data: vec![
                ("data-node", n.label.clone()),
                ("data-made", n.made.map_or(String::new(), |m| m.to_string())),
                ("data-value", m.below.clone()),
                ("data-window", m.above.clone()),
                ("data-extra", m.extra.clone()),
            ],
            edge_class: classes!("window-edge", m.class, m.on_stack.then_some("on-stack")),
            edge_width: None,
            brief: m.above.clone(),
        });
    }
    let focus = keep.filter(|&k| shown[k]).map(|k| part_of[k]);
    let also = Rc::new(named.filter(|&k| shown[k]).map(|k| part_of[k]).into_iter().collect::<Vec<_>>());
    html! { <LabFigure parts={Rc::new(parts)} looks={Rc::new(looks)} {focus} {also} class="window-tree" testid="window-tree" label={label.to_string()} {lang} /> }
}

/// A move's name short enough for a node (a typed tree's names are short).
fn short(label: &str) -> String {
    if label.chars().count() > 6 { label.chars().take(5).collect::<String>() + "…" } else { label.to_string() }
}

/// The family's marks at `steps` steps.
/// Also the child the step's sentence names (a score backed up, a
/// cutoff), which the drawing keeps when it cuts a row.
fn family_marks(
    run: &Run,
    view: &nullwindow::View,
    nodes: &[DrawNode],
    (steps, w): (usize, &WindowWords),
) -> (Vec<Mark>, Option<usize>, Option<usize>) {
    let s = run.scale;
    let step = steps.checked_sub(1).and_then(|k| run.events.get(k)).map(|e| &e.step);
    let current_made = step.and_then(step_node);
    let named_made = step.and_then(|step| match *step {
        nullwindow::Step::Back { child, .. } | nullwindow::Step::Cutoff { child, .. } => Some(child),
        _ => None,
    });
    let index_of_made: std::collections::HashMap<u32, usize> =
        nodes.iter().enumerate().filter_map(|(i, n)| n.made.map(|m| (m, i))).collect();
    // Unmade nodes below a cutoff, and the made ones a cutoff skipped, are
    // pruned; the rest not yet visited.
    let mut pruned = vec![false; nodes.len()];
    for (i, n) in nodes.iter().enumerate() {
        let Some(p) = n.parent else { continue };
        let parent_cut = nodes[p].made.and_then(|m| view.nodes.get(m as usize)).and_then(|v| v.cut_after);
        let skipped = parent_cut.is_some_and(|c| n.index > c);
        let made_pruned = n.made.and_then(|m| view.nodes.get(m as usize)).is_some_and(|v| v.status == Status::Pruned);
        let entered =
            n.made.and_then(|m| view.nodes.get(m as usize)).is_some_and(|v| v.status != Status::Unvisited && v.status != Status::Pruned);
        pruned[i] = !entered && (pruned[p] || skipped || made_pruned);
    }
    let marks = nodes
        .iter()
        .enumerate()
        .map(|(i, n)| {
            let v = n.made.and_then(|m| view.nodes.get(m as usize)).copied().unwrap_or_default();
            let class = if pruned[i] {
                "pruned"
            } else {
                match v.status {
                    Status::Active => "active",
                    Status::Done => "done",
                    Status::Pruned => "pruned",
                    Status::Unvisited => "unvisited",
                }
            };
            let above = match (v.status, v.window) {
                (Status::Active | Status::Done, Some((a, b))) => format!("({}, {})", s.show(a), s.show(b)),
                _ => String::new(),
            };
            let below = match (v.value, v.status) {
                (Some((x, Said::Exact)), _) => s.show(x),
                (Some((x, Said::AtMost)), _) => format!("≤ {}", s.show(x)),
                (Some((x, Said::AtLeast)), _) => format!("≥ {}", s.show(x)),
                (Some((x, Said::Unknown)), _) => format!("({})", s.show(x)),
                (None, Status::Active) => {
                    let name = if run.options.algo == Algo::Mtdf { "g" } else { "α" };
                    v.best.filter(|b| !matches!(b, V::NegInf | V::PosInf)).map_or(String::new(), |b| format!("{name} {}", s.show(b)))
                }
                _ => String::new(),
            };
            let role = match v.role {
                Some(Role::Scout) => w.scout_mark,
                Some(Role::ReSearch) => w.research_mark,
                _ => "",
            };
            let stored = v.stored.map_or(String::new(), |(l, h)| format!("[{}, {}]", s.show(l), s.show(h)));
            let extra = [role.to_string(), stored].into_iter().filter(|x| !x.is_empty()).collect::<Vec<_>>().join(" ");
            Mark { class, above, below, extra, current: n.made.is_some() && n.made == current_made, on_stack: v.status == Status::Active }
        })
        .collect();
    let index = |made: Option<u32>| made.and_then(|m| index_of_made.get(&m).copied());
    (marks, index(current_made), index(named_made))
}

/// The node a step is about.
fn step_node(step: &nullwindow::Step) -> Option<u32> {
    use nullwindow::Step::*;
    match *step {
        Enter { node, .. }
        | Table { node, .. }
        | Leaf { node, .. }
        | Back { node, .. }
        | Better { node, .. }
        | Cutoff { node, .. }
        | Return { node, .. }
        | Store { node, .. } => Some(node),
        FailHigh { child, .. } => Some(child),
        Pass { .. } | PassEnd { .. } | Done { .. } => Some(0),
    }
}

/// The proof-number tree after `k` iterations: each node's numbers and
/// children then (nodes made later left out).
fn pns_at(record: &PnRecord, k: usize) -> Vec<PnNode> {
    let made: usize = 1 + record.iterations.iter().take(k).map(|it| it.made.len()).sum::<usize>();
    let mut nodes: Vec<PnNode> = record.nodes.iter().take(made).cloned().collect();
    for it in record.iterations.iter().skip(k).rev() {
        for &(node, before, _) in &it.updated {
            if let Some(n) = nodes.get_mut(node as usize) {
                (n.pn, n.dn) = before;
            }
        }
        if let Some(n) = nodes.get_mut(it.leaf as usize) {
            n.children.clear();
        }
    }
    nodes
}

fn pns_marks(record: &PnRecord, state: &[PnNode], nodes: &[DrawNode], k: usize) -> (Vec<Mark>, Option<usize>) {
    let it = k.checked_sub(1).and_then(|j| record.iterations.get(j));
    let expanded = it.map(|it| it.leaf);
    let path: Vec<u32> = expanded.map(|leaf| pns::path_to(&record.nodes, leaf)).unwrap_or_default();
    // Whether each node made is on the path: one look-up a node (a deep
    // path searched once per node drawn cost a 10,000-level chain seconds).
    let mut on_path = vec![false; state.len()];
    for &m in &path {
        if let Some(on) = on_path.get_mut(m as usize) {
            *on = true;
        }
    }
    let marks = nodes
        .iter()
        .map(|n| {
            let Some(p) = n.made.and_then(|m| state.get(m as usize)) else {
                return Mark {
                    class: "unvisited",
                    above: String::new(),
                    below: String::new(),
                    extra: String::new(),
                    current: false,
                    on_stack: false,
                };
            };
            let class = match (p.pn, p.dn) {
                (0, _) => "proved",
                (_, 0) => "disproved",
                _ if p.children.is_empty() => "frontier",
                _ => "open",
            };
            let on_path = n.made.is_some_and(|m| on_path.get(m as usize).copied().unwrap_or(false));
            Mark {
                class,
                // A finished game is neither: it is won or not.
                above: if p.terminal {
                    String::new()
                } else if p.or {
                    "OR".into()
                } else {
                    "AND".into()
                },
                below: format!("{} / {}", pns::show(p.pn), pns::show(p.dn)),
                extra: String::new(),
                current: n.made.is_some() && n.made == expanded,
                on_stack: on_path,
            }
        })
        .collect();
    let keep = expanded.and_then(|e| nodes.iter().position(|n| n.made == Some(e)));
    (marks, keep)
}

/// The listing with `current` lines marked.
fn listing_html(lines: &[String], current: &[usize], source: &str) -> Html {
    html! {
        <div class="pseudocode mcts-pseudocode window-pseudocode" data-testid="window-pseudocode">
            <pre>{ for lines.iter().enumerate().map(|(k, line)| crate::figure::listing_line(k + 1, line, current.contains(&k))) }</pre>
            <p class="help">{ source.to_string() }</p>
        </div>
    }
}

/// The controls: the search, stepping, and the search's settings.
fn controls(p: &WindowLabProps, total: usize, t: &'static LabWords) -> Html {
    let w = &t.window;
    let lab = p.lab;
    let step = (lab.step as usize).min(total);
    let go = |to: usize| {
        let on_change = p.on_change.clone();
        Callback::from(move |_: MouseEvent| on_change.emit(Some(WindowLab { step: to as u32, ..lab })))
    };
    let on_algo = {
        let on_change = p.on_change.clone();
        Callback::from(move |e: Event| {
            if let Some(algo) = e.target_dyn_into::<HtmlSelectElement>().and_then(|s| WindowAlgo::from_code(&s.value())) {
                on_change.emit(Some(WindowLab { algo, step: 0, ..lab }));
            }
        })
    };
    let on_fail = {
        let on_change = p.on_change.clone();
        Callback::from(move |e: Event| {
            let soft = e.target_dyn_into::<HtmlSelectElement>().is_some_and(|s| s.value() == "soft");
            on_change.emit(Some(WindowLab { soft, step: 0, ..lab }));
        })
    };
    let number = |which: &'static str| {
        let on_change = p.on_change.clone();
        Callback::from(move |e: Event| {
            let Some(input) = e.target_dyn_into::<HtmlInputElement>() else { return };
            let text = input.value();
            let value = Bound::parse(text.trim()).ok().filter(|b| matches!(b, Bound::Finite(_)));
            let next = match (which, value) {
                ("guess", Some(v)) => WindowLab { guess: v, step: 0, ..lab },
                ("delta", Some(v)) if v > Bound::int(0) => WindowLab { delta: v, step: 0, ..lab },
                ("target", None) if text.trim().is_empty() => WindowLab { target: None, step: 0, ..lab },
                ("target", Some(v)) => WindowLab { target: Some(v), step: 0, ..lab },
                // Not a number: the field goes back to the value in force.
                _ => {
                    input.set_value(&match which {
                        "guess" => lab.guess.to_string(),
                        "delta" => lab.delta.to_string(),
                        _ => lab.target.map_or(String::new(), |t| t.to_string()),
                    });
                    return;
                }
            };
            on_change.emit(Some(next));
        })
    };
    let tree_subject = matches!(p.subject, Subject::Tree(_));
    html! {
        <>
            <div class="row mcts-settings window-settings">
                <label>{ w.algorithm }{ " " }
                    <select data-testid="window-algo" onchange={on_algo}>
                        { for WindowAlgo::ALL.iter().map(|a| html! { <option value={a.code()} selected={*a == lab.algo}>{ w.algos.of(*a) }</option> }) }
                    </select>
                </label>
                if lab.algo == WindowAlgo::Family(Algo::Negamax) {
                    <label>{ w.fail }{ " " }
                        <select data-testid="window-fail" onchange={on_fail}>
                            <option value="hard" selected={!lab.soft}>{ w.fail_hard }</option>
                            <option value="soft" selected={lab.soft}>{ w.fail_soft }</option>
                        </select>
                    </label>
                }
                if matches!(lab.algo, WindowAlgo::Family(Algo::Aspiration | Algo::Mtdf)) {
                    <label>{ w.guess }{ " " }<input type="text" inputmode="decimal" class="mc-seed" data-testid="window-guess" value={lab.guess.to_string()} onchange={number("guess")} /></label>
                }
                if lab.algo == WindowAlgo::Family(Algo::Aspiration) {
                    <label>{ w.delta }{ " " }<input type="text" inputmode="decimal" class="mc-seed" data-testid="window-delta" value={lab.delta.to_string()} onchange={number("delta")} /></label>
                }
                if lab.algo == WindowAlgo::Pns && tree_subject {
                    <label>{ w.target }{ " " }<input type="text" inputmode="decimal" class="mc-seed" data-testid="window-target" placeholder={w.target_win}
                        value={lab.target.map_or(String::new(), |t| t.to_string())} onchange={number("target")} /></label>
                }
            </div>
            <div class="row mcts-steps window-steps">
                <button type="button" class="text-button" data-testid="window-first" onclick={go(0)} disabled={step == 0}>{ w.first }</button>
                <button type="button" class="text-button" data-testid="window-prev" onclick={go(step.saturating_sub(1))} disabled={step == 0}>{ w.prev }</button>
                <button type="button" class="text-button" data-testid="window-next" onclick={go(step + 1)} disabled={step >= total}>{ w.next }</button>
                <button type="button" class="text-button" data-testid="window-last" onclick={go(total)} disabled={step >= total}>{ w.last }</button>
                <input type="range" class="window-scrub" data-testid="window-scrub" min="0" max={total.to_string()} value={step.to_string()} aria-label={w.algorithm}
                    oninput={{
                        let on_change = p.on_change.clone();
                        Callback::from(move |e: InputEvent| {
                            if let Some(to) = e.target_dyn_into::<HtmlInputElement>().and_then(|i| i.value().parse::<u32>().ok()) {
                                on_change.emit(Some(WindowLab { step: to, ..lab }));
                            }
                        })
                    }} />
            </div>
        </>
    }
}

#[function_component(WindowLabPanel)]
pub fn window_lab_panel(p: &WindowLabProps) -> Html {
    let t = lab(p.lang);
    let w = &t.window;
    let lab_now = p.lab;
    // Recorded once per subject and settings (not per step).
    let settings = (p.key.clone(), lab_now.algo, lab_now.soft, lab_now.guess, lab_now.delta, lab_now.target, p.cut, p.lang);
    let recorded = use_memo(settings, {
        let subject = p.subject.clone();
        let cut = p.cut;
        move |_| record(&subject, &lab_now, cut, t)
    });
    let table = use_memo((p.key.clone(), lab_now.soft, lab_now.guess, lab_now.delta, p.cut, p.lang), {
        let subject = p.subject.clone();
        let cut = p.cut;
        move |_| counts(&subject, &lab_now, cut, t)
    });
    let total = match &*recorded {
        Recorded::Family(run) => run.events.len(),
        Recorded::Pns(r) => r.iterations.len(),
        Recorded::Refused(_) => 0,
    };
    // A link or End asked for more steps than there are: the lab is at its
    // last, and says so to the link.
    {
        let on_change = p.on_change.clone();
        use_effect_with((lab_now, total), move |&(lab_now, total)| {
            if lab_now.step as usize > total && total > 0 {
                on_change.emit(Some(WindowLab { step: total as u32, ..lab_now }));
            }
        });
    }
    let panel = use_node_ref();
    crate::figure::use_current_line_in_sight(panel.clone(), lab_now);
    let header = crate::figure::lab_head(w.title, w.close, "window-close", &p.on_change);
    let step = (lab_now.step as usize).min(total);
    let tree = match &p.subject {
        Subject::Tree(t) => Some(Rc::clone(t)),
        Subject::Game(_) => None,
    };
    // What each search costs and the lab's help follow the listing in its
    // column (under the drawing on a narrow screen).
    // The value is the answer: "?" until the search shown has ended (at
    // step 0 nothing gives it away, as on the page).
    let tail = html! { <>{ counts_html(&table, lab_now.algo, step >= total, t) }<p class="help">{ w.help }</p></> };
    let body = match &*recorded {
        Recorded::Refused(why) => html! { <><p class="notice" role="alert" data-testid="window-refused">{ why.clone() }</p>{ tail }</> },
        Recorded::Family(run) => family_body(run, tree.as_deref(), (step, total), p, t, tail),
        Recorded::Pns(record) => pns_body(record, tree.as_deref(), (step, total), p.lang, t, tail),
    };
    html! {
        <section class="panel mcts-panel window-panel" ref={panel} data-testid="window-panel" data-step={step.to_string()} data-steps={total.to_string()} data-algo={lab_now.algo.code()}>
            { header }
            { controls(p, total, t) }
            { body }
        </section>
    }
}

fn family_body(
    run: &Run,
    tree: Option<&Tree>,
    (step, total): (usize, usize),
    p: &WindowLabProps,
    t: &'static LabWords,
    tail: Html,
) -> Html {
    let w = &t.window;
    let nodes = match tree {
        Some(tree) => {
            let by_tree: std::collections::HashMap<NodeId, u32> =
                run.made.iter().enumerate().filter_map(|(i, m)| m.tree_node.map(|id| (id, i as u32))).collect();
            tree_nodes(tree, &|id| by_tree.get(&id).copied())
        }
        None => game_nodes(
            run.made.len(),
            &|id| run.made[id as usize].parent,
            &|id| run.made[id as usize].index,
            &|id| if id == 0 { family_words(p.lang).root.to_string() } else { run.made[id as usize].label.clone() },
            &|id| run.made[id as usize].mover,
            &|id| run.made[id as usize].moves,
        ),
    };
    // The state at the step, replayed once for the drawing and the pass line.
    let view = run.view(step);
    let (marks, keep, named) = family_marks(run, &view, &nodes, (step, &t.window));
    let line = step.checked_sub(1).and_then(|k| run.events.get(k)).map(|e| usize::from(e.line));
    let explanation = step.checked_sub(1).map(|k| explain_family(run, k, tree, p.lang));
    let o = run.options;
    let convention = if o.algo.takes_cut_rule() {
        (w.cut_in_force)(if o.cut == CutRule::Gt { "α > β" } else { "α ≥ β" })
    } else {
        w.cut_null_only.to_string()
    };
    // Aspiration's and MTD(f)'s passes: the one under way and, for MTD(f),
    // the bounds the finished ones left.
    let pass = match (o.algo, view.pass) {
        (Algo::Aspiration | Algo::Mtdf, Some((k, a, b))) => Some((w.pass_line)(k, &run.scale.show(a), &run.scale.show(b))),
        _ => None,
    };
    let bounds =
        (o.algo == Algo::Mtdf && step > 0).then(|| (w.bounds_line)(&run.scale.show(view.bounds.0), &run.scale.show(view.bounds.1)));
    let notes = match o.algo {
        Algo::Mtdf => (w.step_note)(&run.scale.step()),
        Algo::Pvs => format!("{} {}", w.values_note, (w.step_note)(&run.scale.step())),
        _ => w.values_note.to_string(),
    };
    html! {
        <>
            <p class="mcts-status" role="status" data-testid="window-status">{ (w.status)(step, total) }</p>
            <p class="help" data-testid="window-convention">{ convention }</p>
            if pass.is_some() || bounds.is_some() {
                <p class="mcts-status window-pass" data-testid="window-pass">{ pass.unwrap_or_default() }{ " " }{ bounds.unwrap_or_default() }</p>
            }
            <div class="mcts-body">
                <div class="mcts-words">
                    if let Some(e) = explanation { <p class="explanation mcts-explanation" data-testid="window-explanation">{ minimax_app::wrap::sentence(&e) }</p> }
                </div>
                <div class="mcts-main">
                    { tree_svg(&nodes, &marks, (keep, named), (w.title, p.lang)) }
                    <p class="help">{ notes }</p>
                </div>
                <div class="mcts-side">
                    { listing_html(&listing(o, p.lang), &line.into_iter().collect::<Vec<_>>(), w.source) }
                    { tail }
                </div>
            </div>
        </>
    }
}

fn pns_body(record: &PnRecord, tree: Option<&Tree>, (step, total): (usize, usize), lang: Lang, t: &'static LabWords, tail: Html) -> Html {
    let w = &t.window;
    let all = &record.nodes;
    // The tree at the iteration shown, rebuilt once: the nodes made by
    // then, their numbers and children.
    let state = pns_at(record, step);
    let made = state.len();
    let nodes = match tree {
        Some(tree) => {
            let by_tree: std::collections::HashMap<NodeId, u32> =
                all.iter().take(made).enumerate().filter_map(|(i, n)| n.tree_node.map(|id| (id, i as u32))).collect();
            tree_nodes(tree, &|id| by_tree.get(&id).copied())
        }
        None => game_nodes(
            made,
            &|id| all[id as usize].parent,
            &|id| all[id as usize].index,
            &|id| if id == 0 { family_words(lang).root.to_string() } else { all[id as usize].label.clone() },
            &|id| {
                let n = &all[id as usize];
                (!n.terminal).then_some(if n.or { record.attacker } else { record.attacker.other() })
            },
            &|id| state.get(id as usize).map_or(0, |n| n.children.len() as u32),
        ),
    };
    let (marks, keep) = pns_marks(record, &state, &nodes, step);
    let named = None;
    let goal = goal_text(record.goal, record.attacker, tree.is_some(), lang);
    let explanation = step.checked_sub(1).and_then(|k| record.iterations.get(k)).map(|it| explain_pns(&state, step as u32, it, tree, lang));
    let verdict = (step == total).then(|| pns_verdict(record.proved, record.attacker, &goal, total as u32, lang));
    let lines = pns_listing(lang);
    let current: Vec<usize> = if step > 0 { vec![3, 4, 5] } else { vec![1] };
    html! {
        <>
            <p class="mcts-status" role="status" data-testid="window-status">{ (w.status_pns)(step, total) }</p>
            <p class="help" data-testid="window-question">{ (w.question)(record.attacker.name(), &goal) }</p>
            <div class="mcts-body">
                <div class="mcts-words">
                    if let Some(e) = explanation { <p class="explanation mcts-explanation" data-testid="window-explanation">{ minimax_app::wrap::sentence(&e) }</p> }
                    if let Some(v) = verdict { <p class="notice" role="status" data-testid="window-verdict" data-proved={format!("{:?}", record.proved)}>{ v }</p> }
                </div>
                <div class="mcts-main">{ tree_svg(&nodes, &marks, (keep, named), (w.title, lang)) }</div>
                <div class="mcts-side">{ listing_html(&lines, &current, w.source) }{ tail }</div>
            </div>
        </>
    }
}
