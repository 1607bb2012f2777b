//! `MctsLabPanel` (in the on-demand module): Monte Carlo tree search with
//! UCB1 on the tree or game the page shows, an iteration's four phases at
//! a time. Where the lab stands (`MctsLab`: seed, C, iterations done, the
//! phase shown, solver, how the move is chosen) is the page's, kept in its
//! link; the lab replays the iterations from the seed whenever it is given
//! fewer than it has run or other settings, and runs the missing ones
//! otherwise, recording the last. What a phase has not done yet is taken
//! back from the figures shown (a visit and the result on the path before
//! backpropagation, the new node before expansion), so every number on
//! screen is the one the phase in the pseudocode sees.

use std::rc::Rc;

use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use minimax_app::i18n::{LabWords, MctsColumns, lab};
use minimax_app::url::{MCTS_MAX_C_MILLI, MCTS_MAX_ITERATIONS, MctsLab};
use minimax_engine::drawing::{COUNT, Line, Part, Shape};
use minimax_engine::games::AnyGame;
use minimax_engine::lang::Lang;
use minimax_engine::mcts::{self, Choose, Iteration, MctsOptions, Phase, Search, Ucb, Unsearchable};
use minimax_engine::search::{Options, Trace};
use minimax_engine::tree::{Kind, NodeId, Tree};
use minimax_engine::value::{Exact, Value};

use crate::figure::{LabFigure, Look};

/// What the lab searches.
#[derive(Clone)]
pub enum Subject {
    Game(AnyGame),
    Tree(Rc<Tree>),
}

#[derive(Properties)]
pub struct MctsLabProps {
    pub subject: Subject,
    /// The subject as text (what identifies it).
    pub key: String,
    pub lab: MctsLab,
    pub lang: Lang,
    pub on_change: Callback<Option<MctsLab>>,
    /// A tree typed in for the one shown (the notation).
    pub on_text: Callback<String>,
}

impl PartialEq for MctsLabProps {
    fn eq(&self, other: &Self) -> bool {
        self.key == other.key && self.lab == other.lab && self.lang == other.lang
    }
}

/// The search as run so far, for which subject and settings.
struct Running {
    key: (String, u64, Option<u32>, bool, bool),
    search: Box<dyn Search>,
    last: Option<Iteration>,
    /// The search one iteration short, with its last record, kept when it
    /// was cheap to keep (stepping one iteration on, or after replaying
    /// from the seed), so stepping back an iteration runs nothing.
    prev: Option<(Box<dyn Search>, Option<Iteration>)>,
}

/// Colours of the root moves' lines and keys, in order.
const COLOURS: [&str; 8] = ["var(--max)", "var(--min)", "var(--pv)", "#8a5cc2", "#c28a00", "#3b8f8f", "#b0416e", "#5c7a1f"];

/// The utilities' span of the subject, or why it cannot be searched.
fn range_of(subject: &Subject) -> Result<(f64, f64), Unsearchable> {
    match subject {
        Subject::Game(g) => Ok(mcts::game_range(g)),
        Subject::Tree(t) => mcts::tree_range(t),
    }
}

fn options_of(lab: &MctsLab, range: (f64, f64)) -> MctsOptions {
    MctsOptions {
        c: lab.c_milli.map_or_else(|| mcts::scaled_c(Some(range)), |m| f64::from(m) / 1000.0),
        seed: lab.seed,
        solver: lab.solver,
        choose: if lab.best_q { Choose::BestQ } else { Choose::MostVisits },
    }
}

/// Brings `slot` to `lab.iterations` iterations of the subject, the last
/// recorded: one iteration back from the copy kept, fewer than it has run
/// (or other settings) from the seed again, more by running them.
fn sync(slot: &mut Option<Running>, p: &MctsLabProps) -> Result<(), Unsearchable> {
    let range = range_of(&p.subject)?;
    let lab = p.lab;
    let key = (p.key.clone(), lab.seed, lab.c_milli, lab.solver, lab.best_q);
    if let Some(r) = slot.as_mut()
        && r.key == key
        && lab.iterations + 1 == r.search.iterations()
        && let Some((search, last)) = r.prev.take()
    {
        r.search = search;
        r.last = last;
        return Ok(());
    }
    let stale = slot.as_ref().is_none_or(|r| r.key != key || r.search.iterations() > lab.iterations);
    if stale {
        let options = options_of(&lab, range);
        let search: Box<dyn Search> = match &p.subject {
            Subject::Game(g) => mcts::for_game(g, options)?,
            Subject::Tree(t) => Box::new(mcts::for_typed_tree(Rc::clone(t), options)?),
        };
        *slot = Some(Running { key, search, last: None, prev: None });
    }
    let Some(r) = slot.as_mut() else { return Ok(()) };
    let gap = lab.iterations - r.search.iterations();
    if gap > 0 {
        if gap >= 2 {
            r.search.run(gap - 2);
            r.last = r.search.iterate(true);
        }
        // A copy one iteration short when stepping one on or replaying;
        // not after +100 or +1000 on a live search (copying a big tree
        // would cost more than the step).
        r.prev = (gap == 1 || stale).then(|| (r.search.boxed_clone(), r.last.clone()));
        r.last = r.search.iterate(true);
    }
    if lab.iterations == 0 {
        r.last = None;
    }
    Ok(())
}

/// The tree's notation with a number at each placeholder (each a new value
/// above every number in the tree: 12, 14, … on the classic example), when
/// only placeholders stop MCTS.
fn with_numbers(tree: &Tree) -> Option<String> {
    use minimax_engine::num::Bound;
    use minimax_engine::tree::Leaf;
    let numbers: Vec<f64> = tree.leaves().filter_map(|l| tree.leaf_value(l)).map(Bound::to_f64).filter(|x| x.is_finite()).collect();
    let top = numbers.iter().copied().fold(0.0_f64, f64::max).ceil() as i64;
    let mut next = top + 2;
    let mut edited = tree.clone();
    for leaf in tree.leaves().filter(|&l| tree.leaf_value(l).is_none()) {
        edited = minimax_engine::edit::apply(&edited, &minimax_engine::edit::Edit::SetLeaf(leaf, Leaf::Value(Bound::int(next)))).ok()?;
        next += 2;
    }
    mcts::tree_range(&edited).ok()?;
    Some(minimax_engine::notation::print(&edited))
}

/// A number as the lab writes it: an integer as such, else to 3 places.
fn num(x: f64) -> String {
    if x.fract() == 0.0 && x.abs() < 1e15 { format!("{x:.0}") } else { format!("{x:.3}") }
}

/// What is on screen at the phase shown: the figures before the parts of
/// the last iteration not yet shown.
struct Shown<'a> {
    search: &'a dyn Search,
    last: Option<&'a Iteration>,
    phase: Phase,
}

impl Shown<'_> {
    fn before_backprop(&self) -> bool {
        self.phase != Phase::Backpropagation
    }

    /// N and W of `node` as shown.
    fn figures(&self, node: usize) -> (u32, f64) {
        let Some(info) = self.search.info(node) else { return (0, 0.0) };
        match self.last {
            Some(it) if self.before_backprop() && it.path.contains(&node) => (info.visits.saturating_sub(1), info.total - it.result),
            _ => (info.visits, info.total),
        }
    }

    /// What the solver has proven of `node` as shown (nothing without the
    /// solver; a finished game's utility is not a proof to show).
    fn proven(&self, node: usize) -> Option<f64> {
        let info = self.search.info(node)?;
        if !self.search.options().solver || info.terminal {
            return None;
        }
        match self.last {
            Some(it) if self.before_backprop() && it.proved.contains(&node) => None,
            _ => info.proven,
        }
    }

    /// True when the node exists at the phase shown.
    fn exists(&self, node: usize) -> bool {
        !matches!(self.last, Some(it) if self.phase == Phase::Selection && it.expanded == Some(node))
    }

    /// The children shown of `node` (by their move's order).
    fn children(&self, node: usize) -> Vec<usize> {
        let mut c: Vec<usize> = self.search.info(node).map(|i| i.children).unwrap_or_default();
        c.retain(|&k| self.exists(k));
        minimax_engine::sorting::sort_by_key(&mut c, |&k| self.search.info(k).map_or(0, |i| i.index));
        c
    }

    /// The root children's UCB1 as the selection shown (or the next one)
    /// sees them.
    fn root_scores(&self) -> Vec<Ucb> {
        match self.last {
            Some(it) if self.before_backprop() => {
                it.selection.first().filter(|s| s.node == 0).map(|s| s.scores.clone()).unwrap_or_default()
            }
            _ => {
                let full = self.search.info(0).is_some_and(|r| r.children.len() == r.moves);
                if full { self.search.scores(0) } else { Vec::new() }
            }
        }
    }
}

/// The name of a search node: a tree's node name, or a game's moves from
/// the root.
fn node_name(search: &dyn Search, subject: &Subject, node: usize) -> String {
    if let Subject::Tree(t) = subject {
        return match node {
            0 => t.name(NodeId::ROOT).to_string(),
            _ => search.info(node).map(|i| i.label).unwrap_or_default(),
        };
    }
    let mut labels = Vec::new();
    let mut at = Some(node);
    while let Some(n) = at.filter(|&n| n != 0) {
        let info = search.info(n);
        labels.push(info.as_ref().map(|i| i.label.clone()).unwrap_or_default());
        at = info.and_then(|i| i.parent);
    }
    if labels.is_empty() {
        return "root".to_string();
    }
    labels.reverse();
    labels.join("·")
}

fn side_name(kind: Kind) -> &'static str {
    match kind {
        Kind::Min => "MIN",
        Kind::Chance => "chance",
        _ => "MAX",
    }
}

/// The phase's explanation, in plain words with its numbers.
fn explanation(shown: &Shown, subject: &Subject, t: &'static LabWords) -> String {
    let w = &t.mcts;
    // Before any iteration the status line says so.
    let Some(it) = shown.last else { return String::new() };
    let name = |n: usize| node_name(shown.search, subject, n);
    match shown.phase {
        Phase::Selection => {
            let mut out: Vec<String> = it
                .selection
                .iter()
                .map(|step| {
                    if step.scores.is_empty() {
                        return (w.select_chance)(&name(step.node), &name(step.taken));
                    }
                    let scores: Vec<String> = step
                        .scores
                        .iter()
                        .map(|s| format!("{} {} + {} = {}", name(s.child), num(s.exploit), num(s.explore), num(s.total())))
                        .collect();
                    let kind = shown.search.info(step.node).map_or(Kind::Max, |i| i.kind);
                    (w.select_step)(&name(step.node), side_name(kind), shown.figures(step.node).0, &scores.join(", "), &name(step.taken))
                })
                .collect();
            let leaf = shown.search.info(it.leaf);
            out.push(match leaf {
                Some(l) if l.terminal => (w.stop_over)(&name(it.leaf)),
                Some(l) if l.proven.is_some() && !it.proved.contains(&it.leaf) && it.expanded.is_none() => (w.stop_proven)(&name(it.leaf)),
                _ => (w.stop_untried)(&name(it.leaf)),
            });
            out.join(" ")
        }
        Phase::Expansion => match it.expanded {
            Some(e) => (w.expand)(&name(it.leaf), &shown.search.info(e).map(|i| i.label).unwrap_or_default()),
            None => (w.no_expand)(&name(it.leaf)),
        },
        Phase::Simulation if it.from_proof => (w.simulate_proven)(&num(it.result)),
        Phase::Simulation if it.playout.is_empty() => (w.simulate_over)(&num(it.result)),
        Phase::Simulation => {
            let moves = if it.playout.len() > 24 { format!("{} …", it.playout[..24].join(" ")) } else { it.playout.join(" ") };
            (w.simulate)(&moves, it.playout.len(), &num(it.result))
        }
        Phase::Backpropagation => {
            let proved = if it.proved.is_empty() { String::new() } else { (w.proved)(it.proved.len()) };
            let signed = if it.result < 0.0 { format!("− {}", num(-it.result)) } else { format!("+ {}", num(it.result)) };
            format!("{}{proved}", (w.backprop)(&signed, it.path.len()))
        }
    }
}

/// How many nodes the MCTS lab draws at most before it leaves out the
/// children of the root's less visited children.
const DRAWN_AROUND_ROOT: usize = 16;

/// The search nodes drawn, each with its parent's index among them (in
/// preorder), and how many nodes below each are not drawn: every root child,
/// the three most visited children of the root's most visited children
/// (two, and more while the drawing stays within [`DRAWN_AROUND_ROOT`]
/// nodes: a small tree is drawn whole), and the path of the iteration
/// shown to any depth.
fn chosen(shown: &Shown) -> (Vec<usize>, Vec<Option<usize>>, Vec<usize>) {
    let path: Vec<usize> = shown.last.map(|it| it.path.clone()).unwrap_or_default();
    let mut ranked = shown.children(0);
    minimax_engine::sorting::sort_by_key(&mut ranked, |&k| std::cmp::Reverse(shown.figures(k).0));
    let mut room = DRAWN_AROUND_ROOT.saturating_sub(1 + ranked.len());
    let opened = ranked
        .iter()
        .enumerate()
        .take_while(|&(i, &k)| {
            let kids = shown.children(k).len().min(3);
            let fits = i < 2 || kids <= room;
            room = room.saturating_sub(kids);
            fits
        })
        .count();
    ranked.truncate(opened);
    let (mut nodes, mut parents, mut hidden) = (Vec::new(), Vec::new(), Vec::new());
    // No recursion: a playout's path can be long.
    let mut stack: Vec<(usize, usize, Option<usize>)> = vec![(0, 0, None)];
    while let Some((node, depth, parent)) = stack.pop() {
        let here = nodes.len();
        nodes.push(node);
        parents.push(parent);
        let all = shown.children(node);
        let mut kids: Vec<usize> = match depth {
            0 => all.clone(),
            1 if ranked.contains(&node) || path.contains(&node) => {
                let mut by_visits = all.clone();
                minimax_engine::sorting::sort_by_key(&mut by_visits, |&k| std::cmp::Reverse(shown.figures(k).0));
                by_visits.truncate(3);
                by_visits
            }
            _ => Vec::new(),
        };
        for &k in &all {
            if path.contains(&k) && !kids.contains(&k) {
                kids.push(k);
            }
        }
        minimax_engine::sorting::sort_by_key(&mut kids, |&k| shown.search.info(k).map_or(0, |i| i.index));
        // The nodes below it not drawn: each child left out and all below
        // it (no recursion).
        let mut left: Vec<usize> = all.iter().copied().filter(|k| !kids.contains(k)).collect();
        let mut count = 0;
        while let Some(k) = left.pop() {
            count += 1;
            left.extend(shown.children(k));
        }
        hidden.push(count);
        for &k in kids.iter().rev() {
            stack.push((k, depth + 1, Some(here)));
        }
    }
    (nodes, parents, hidden)
}

/// The search tree drawn (the labs' one figure): N, W and Q under
/// each node, edges as wide as their visits, the iteration's path and
/// phase marked, UCB1's two terms beside the children selection compared,
/// what the solver proved and the playout's result.
fn tree_svg(shown: &Shown, subject: &Subject, (t, lang): (&'static LabWords, Lang)) -> Html {
    let (nodes, parents, hidden) = chosen(shown);
    let root_n = f64::from(shown.figures(0).0.max(1));
    let it = shown.last;
    let on_path = |n: usize| it.is_some_and(|it| it.path.contains(&n));
    let mut parts = Vec::with_capacity(nodes.len());
    let mut looks = Vec::with_capacity(nodes.len());
    for (k, &node) in nodes.iter().enumerate() {
        let info = shown.search.info(node);
        let terminal = info.as_ref().is_some_and(|i| i.terminal);
        let kind = info.as_ref().map_or(Kind::Max, |i| i.kind);
        let shape = match (terminal, kind) {
            (true, _) => Shape::Leaf,
            (_, Kind::Min) => Shape::Min,
            (_, Kind::Chance) => Shape::Chance,
            _ => Shape::Max,
        };
        let (n, w) = shown.figures(node);
        let q = if n > 0 { num(w / f64::from(n)) } else { "–".to_string() };
        let new = it.is_some_and(|it| it.expanded == Some(node)) && shown.phase != Phase::Selection;
        let updated = on_path(node) && shown.phase == Phase::Backpropagation;
        // A tree's nodes by name; a game's by the move into them.
        let inside = match subject {
            Subject::Tree(_) => node_name(shown.search, subject, node),
            Subject::Game(_) if node == 0 => String::new(),
            Subject::Game(_) => info.as_ref().map(|i| i.label.clone()).unwrap_or_default(),
        };
        // One figure a line: the columns stay narrow enough for the whole
        // tree to fit the lab's column.
        // Backpropagation's visit beside the count it adds to. Before it,
        // each figure of a node on the path keeps the room of what it
        // will read after it, so the tree does not move between phases.
        let after = it.filter(|_| on_path(node) && shown.before_backprop()).map(|it| {
            let (n, w) = (n + 1, w + it.result);
            (format!("N {n} (+1)"), format!("W {}", num(w)), format!("Q {}", num(w / f64::from(n))))
        });
        let (after_n, after_w, after_q) = after.unwrap_or_default();
        let count = if updated { Line::new(format!("N {n} (+1)"), "mcts-plus") } else { Line::new(format!("N {n}"), "mcts-figures") };
        let mut under = vec![
            count.keeping(after_n),
            Line::new(format!("W {}", num(w)), "mcts-figures").keeping(after_w),
            Line::new(format!("Q {q}"), "mcts-figures").keeping(after_q),
        ];
        if let Some(v) = shown.proven(node) {
            under.push(Line::new(format!("✓ {}", num(v)), "mcts-proven"));
        }
        if hidden[k] > 0 {
            under.push(Line::new(format!("+{}", hidden[k]), COUNT));
        }
        // Each line a phase of this iteration writes keeps its room in the
        // iteration's other phases too, so the tree does not move as the
        // phases are stepped: the playout's line under the node it starts
        // from, UCB1's two terms over every child selection scored.
        if let Some(it) = it
            && it.expanded.unwrap_or(it.leaf) == node
        {
            let playout = if it.playout.is_empty() {
                format!("→ {}", num(it.result))
            } else {
                format!("⋯ {} → {}", it.playout.len(), num(it.result))
            };
            let shown_now = if shown.phase == Phase::Simulation { playout.clone() } else { String::new() };
            under.push(Line::new(shown_now, "mcts-playout").keeping(playout));
        }
        let scored = it.and_then(|it| it.selection.iter().flat_map(|s| s.scores.iter()).find(|u| u.child == node));
        let top = scored.map_or_else(Vec::new, |u| {
            // UCB1's two terms, the exploitation over the exploration bonus.
            let (exploit, explore) = (num(u.exploit), format!("+{}", num(u.explore)));
            if shown.phase == Phase::Selection {
                let taken = it.is_some_and(|it| it.selection.iter().any(|s| s.taken == node));
                let class = if taken { "mcts-ucb taken" } else { "mcts-ucb" };
                vec![Line::new(exploit, class), Line::new(explore, class)]
            } else {
                vec![Line::new("", "mcts-ucb").keeping(exploit), Line::new("", "mcts-ucb").keeping(explore)]
            }
        });
        parts.push(Part { parent: parents[k], shape, inside, under, top });
        let visits = f64::from(n);
        looks.push(Look {
            class: classes!(
                "mcts-node",
                if terminal { "leaf" } else { side_name(kind) },
                on_path(node).then_some("path"),
                new.then_some("new"),
                updated.then_some("updated")
            ),
            data: vec![("data-node", node.to_string()), ("data-n", n.to_string()), ("data-w", num(w))],
            edge_class: classes!("mcts-edge", on_path(node).then_some("path")),
            edge_width: Some(1.0 + 7.0 * (visits / root_n).sqrt()),
            brief: format!("N {n}"),
        });
    }
    let focus = it.and_then(|it| it.path.last().copied()).and_then(|n| nodes.iter().position(|&m| m == n));
    // Selection's sentence names every child it scores (UCB1 at each
    // level): a row cut down to fit a phone keeps them.
    let also: Vec<usize> = it
        .filter(|_| shown.phase == Phase::Selection)
        .into_iter()
        .flat_map(|it| it.selection.iter().flat_map(|s| s.scores.iter().map(|u| u.child)))
        .filter_map(|child| nodes.iter().position(|&m| m == child))
        .collect();
    html! { <LabFigure parts={Rc::new(parts)} looks={Rc::new(looks)} {focus} also={Rc::new(also)} class="mcts-tree" testid="mcts-tree" label={t.mcts.title} {lang} /> }
}

/// The root's children: N, W, Q, the UCB1 selection sees, the policy, the
/// exact minimax value and what the solver proved; the move MCTS makes.
fn children_table(shown: &Shown, exact: Option<&[Exact]>, t: &'static LabWords) -> Html {
    let children = shown.search.children();
    let kids = shown.children(0);
    let total: u32 = kids.iter().map(|&k| shown.figures(k).0).sum();
    let scores = shown.root_scores();
    // The child the selection shown (or the next one) takes at the root.
    let next_child = match shown.last {
        Some(it) if shown.before_backprop() => it.selection.first().filter(|s| s.node == 0 && !s.scores.is_empty()).map(|s| s.taken),
        _ => shown.search.select_child(0),
    };
    let choice = if shown.before_backprop() && shown.last.is_some() { None } else { shown.search.choice() };
    // During this iteration's phases the UCB1 column shows the UCB1 its
    // selection used. Each cell carries its column's heading too: a phone
    // shows each move as a card of "heading: figure" lines.
    let cols = MctsColumns {
        ucb: if shown.before_backprop() && shown.last.is_some() { t.mcts.ucb_now } else { t.mcts.columns.ucb },
        ..t.mcts.columns
    };
    let rows = children.iter().enumerate().map(|(i, c)| {
        let node = kids.iter().copied().find(|&k| shown.search.info(k).is_some_and(|inf| inf.index == c.index));
        let (n, w) = node.map_or((0, 0.0), |k| shown.figures(k));
        let q = if n > 0 { num(w / f64::from(n)) } else { "–".to_string() };
        let ucb = node.and_then(|k| scores.iter().find(|s| s.child == k)).map_or("–".to_string(), |u| {
            format!("{} + {} = {}", num(u.exploit), num(u.explore), num(u.total()))
        });
        let share = if total > 0 { format!("{:.1}%", 100.0 * f64::from(n) / f64::from(total)) } else { "–".to_string() };
        // Exact, as `trace` prints it: `2.5`, `7/3`.
        let e = exact.and_then(|e| e.get(c.index)).map_or("?".to_string(), |v| Value::Finite(v.clone()).to_string());
        let proven = node.and_then(|k| shown.proven(k)).map_or(String::new(), num);
        let chosen = choice == Some(c.index);
        let next = node.is_some_and(|k| Some(k) == next_child);
        html! { <tr class={classes!(chosen.then_some("chosen"))} data-move={c.label.clone()} data-index={c.index.to_string()}>
            <th scope="row"><span class="mc-key" style={format!("background:{}", COLOURS[i % COLOURS.len()])}></span>{ c.label.clone() }{ if chosen { " ★" } else { "" } }</th>
            <td data-col="n" data-label={cols.n}>{ n }</td><td data-col="w" data-label={cols.w}>{ num(w) }</td>
            <td data-col="q" data-label={cols.q}>{ q }</td><td data-col="ucb" data-label={cols.ucb} class={classes!(next.then_some("next"))}>{ minimax_app::wrap::sentence(&ucb) }</td>
            <td data-col="policy" data-label={cols.policy}>{ share }</td><td data-col="exact" data-label={cols.exact}>{ e }</td>
            <td data-col="proven" data-label={cols.proven}>{ proven }</td>
        </tr> }
    });
    html! {
        <div class="mcts-table-wrap">
            <table class="stats mcts-children cards-when-narrow" data-testid="mcts-children">
                <thead><tr>{ for cols.list().iter().map(|c| html! { <th scope="col">{ *c }</th> }) }</tr></thead>
                <tbody>{ for rows }</tbody>
            </table>
        </div>
    }
}

const PW: f64 = 320.0;
const PH: f64 = 110.0;
const SH: f64 = 60.0;

/// Each root child's Q and share of the visits against iterations, with
/// its exact minimax value dashed.
fn plot(shown: &Shown, exact: Option<&[Exact]>, range: (f64, f64), t: &'static LabWords) -> Html {
    let search = shown.search;
    // Before backpropagation the iteration shown has not counted yet.
    let now = search.iterations();
    let pending = shown.before_backprop() && shown.last.is_some();
    let samples: Vec<&mcts::Sample> = search.trail().samples.iter().filter(|s| !(pending && s.iteration == now)).collect();
    let shown_iterations = if pending { now.saturating_sub(1) } else { now };
    let last = shown_iterations.max(1);
    let (lo, hi) = if range.1 > range.0 { range } else { (range.0 - 1.0, range.0 + 1.0) };
    // Room left of the axes for the widest tick (`.mc-tick`'s type).
    let ticks = [num(hi), num(lo), t.mcts.plot_q.to_string(), "1".into(), "0".into(), t.mcts.plot_share.to_string()];
    let pad = crate::figure::tick_room(&ticks);
    let x = |k: u32| pad + (PW - pad - 6.0) * f64::from(k) / f64::from(last);
    let yq = |v: f64| 8.0 + (PH - 16.0) * (1.0 - (v - lo) / (hi - lo));
    let ys = |v: f64| PH + 14.0 + (SH - 10.0) * (1.0 - v);
    let f = |v: f64| format!("{v:.1}");
    let count = search.children().len();
    let lines = (0..count).map(|i| {
        let colour = COLOURS[i % COLOURS.len()];
        let q: Vec<String> =
            samples.iter().filter_map(|s| s.q.get(i).copied().flatten().map(|v| format!("{},{}", f(x(s.iteration)), f(yq(v))))).collect();
        let share: Vec<String> =
            samples.iter().filter_map(|s| s.share.get(i).map(|v| format!("{},{}", f(x(s.iteration)), f(ys(*v))))).collect();
        // Drawn, so a float from here on.
        let exact_line = exact.and_then(|e| e.get(i)).and_then(Exact::to_f64).map(|v| {
            let y = yq(v);
            html! { <line class="mc-exact" x1={f(pad)} x2={f(PW - 6.0)} y1={f(y)} y2={f(y)} stroke={colour} /> }
        });
        html! { <g data-move={i.to_string()}>
            { for exact_line }
            if !q.is_empty() { <polyline class="mc-line" points={q.join(" ")} stroke={colour} /> }
            if !share.is_empty() { <polyline class="mc-line share" points={share.join(" ")} stroke={colour} /> }
        </g> }
    });
    html! {
        <figure class="mcts-plot-figure">
            <svg class="mc-plot mcts-plot" data-testid="mcts-plot" data-samples={samples.len().to_string()} viewBox={format!("0 0 {PW} {}", PH + SH + 22.0)} role="img" aria-label={t.mcts.plot}>
                <line class="mc-axis" x1={f(pad)} y1="8" x2={f(pad)} y2={f(PH - 8.0)} />
                <line class="mc-axis" x1={f(pad)} y1={f(PH + 14.0)} x2={f(pad)} y2={f(PH + SH + 4.0)} />
                <line class="mc-axis" x1={f(pad)} y1={f(PH + SH + 4.0)} x2={f(PW - 6.0)} y2={f(PH + SH + 4.0)} />
                <text class="mc-tick" x={f(pad - 3.0)} y={f(yq(hi) + 4.0)} text-anchor="end">{ num(hi) }</text>
                <text class="mc-tick" x={f(pad - 3.0)} y={f(yq(lo))} text-anchor="end">{ num(lo) }</text>
                <text class="mc-tick" x={f(pad - 3.0)} y={f((yq(hi) + yq(lo)) / 2.0)} text-anchor="end">{ t.mcts.plot_q }</text>
                <text class="mc-tick" x={f(pad - 3.0)} y={f(ys(1.0) + 4.0)} text-anchor="end">{ "1" }</text>
                <text class="mc-tick" x={f(pad - 3.0)} y={f(ys(0.0))} text-anchor="end">{ "0" }</text>
                // The share's name left of its axis, as Q's is (inside the
                // plot the first point of a curve ran through it).
                <text class="mc-tick" x={f(pad - 3.0)} y={f((ys(1.0) + ys(0.0)) / 2.0 + 4.0)} text-anchor="end">{ t.mcts.plot_share }</text>
                <text class="mc-tick" x={f(PW - 6.0)} y={f(PH + SH + 18.0)} text-anchor="end">{ last }</text>
                { for lines }
            </svg>
            <figcaption class="help">{ t.mcts.plot }</figcaption>
        </figure>
    }
}

/// Alpha-beta's decision at `budget` nodes, in words (the pane's second
/// line).
fn alpha_beta_words(subject: &Subject, budget: usize, t: &'static LabWords) -> String {
    let w = &t.mcts;
    match subject {
        Subject::Game(g) => match mcts::alpha_beta_within(g, budget) {
            Some(b) => {
                let value = b.value.map_or("?".to_string(), |v| v.to_string());
                match b.depth {
                    Some(d) => (w.versus_ab)(&b.moves.join(", "), d, b.nodes, &value),
                    None => (w.versus_ab_exact)(&b.moves.join(", "), b.nodes, &value),
                }
            }
            None => (w.versus_none)(budget as u32),
        },
        Subject::Tree(tree) => {
            let options = Options::default();
            let trace = Trace::run(tree, options);
            let nodes = trace.stats().nodes_visited;
            if nodes as usize <= budget {
                let moves: Vec<String> = trace
                    .best_children(tree)
                    .iter()
                    .filter_map(|&k| tree.child(NodeId::ROOT, k))
                    .map(|c| tree.name(c).to_string())
                    .collect();
                let value = trace.root_value(tree).map_or("?".to_string(), |v| v.to_string());
                (w.versus_ab_exact)(&moves.join(", "), nodes, &value)
            } else {
                (w.versus_tree_needs)(nodes, budget as u32)
            }
        }
    }
}

/// Alpha-beta beside MCTS for as many nodes as MCTS's tree holds at the
/// phase shown (the node expansion adds counts from expansion on); MCTS's
/// move once the iteration is done. Alpha-beta's words are kept in `cache`
/// for the subject and budget (stepping phases does not search again).
fn versus(
    subject: &Subject,
    key: &str,
    shown: &Shown,
    cache: &std::cell::RefCell<Option<((String, usize), String)>>,
    t: &'static LabWords,
) -> Html {
    let w = &t.mcts;
    let search = shown.search;
    let hidden = shown.last.is_some_and(|it| it.expanded.is_some() && shown.phase == Phase::Selection);
    let budget = search.len() - usize::from(hidden);
    let how = if search.options().choose == Choose::BestQ { w.by_q } else { w.by_visits };
    let done = !shown.before_backprop() || shown.last.is_none();
    let mcts_move = search.choice().filter(|_| done).and_then(|k| search.children().get(k).map(|c| c.label.clone()));
    let wanted = (key.to_string(), budget);
    let cached = cache.borrow().as_ref().filter(|(k, _)| *k == wanted).map(|(_, words)| words.clone());
    let ab = cached.unwrap_or_else(|| {
        let words = alpha_beta_words(subject, budget, t);
        *cache.borrow_mut() = Some((wanted, words.clone()));
        words
    });
    html! {
        <section class="mcts-versus" data-testid="mcts-versus">
            <h3>{ w.versus_title }</h3>
            if let Some(m) = mcts_move { <p data-testid="mcts-versus-mcts">{ (w.versus_mcts)(budget as u32, &format!("{m} ({how})")) }</p> }
            <p data-testid="mcts-versus-ab">{ ab }</p>
        </section>
    }
}

/// AIMA's MONTE-CARLO-TREE-SEARCH, the phase's line marked (and UCB1's
/// during selection).
fn pseudocode(phase: Option<Phase>, ucb_used: bool, t: &'static LabWords) -> Html {
    let current = phase.map(mcts::line_of);
    let lines = mcts::LISTING.iter().enumerate().map(|(k, line)| {
        let on = current == Some(k) || (phase == Some(Phase::Selection) && ucb_used && k == mcts::LISTING.len() - 1);
        crate::figure::listing_line(k, line, on)
    });
    html! {
        <div class="pseudocode mcts-pseudocode" data-testid="mcts-pseudocode">
            <pre>{ for lines }</pre>
            <p class="help">{ t.mcts.source }</p>
        </div>
    }
}

/// Which search a practice answer belongs to: the iteration, seed, C
/// (its bits) and solver.
type QuizAt = (u32, u64, u64, bool);

/// The practice question's state: the iteration it was answered at, the
/// answer given and whether it was right; the tally.
#[derive(Clone, PartialEq, Default)]
struct Quiz {
    /// The search it was asked in (the lab's settings and iteration), the
    /// child answered, and whether it was right.
    answered: Option<(QuizAt, usize, bool)>,
    right: u32,
    total: u32,
}

/// "Which child does selection take next at the root?", between
/// iterations once the root is fully expanded.
fn quiz_html(shown: &Shown, subject: &Subject, quiz: &UseStateHandle<Quiz>, t: &'static LabWords) -> Html {
    let w = &t.mcts;
    let options = shown.search.options();
    let iteration = (shown.search.iterations(), options.seed, options.c.to_bits(), options.solver);
    let answer = (!shown.before_backprop() || shown.last.is_none()).then(|| shown.search.select_child(0)).flatten();
    let root_proven = shown.search.options().solver && shown.proven(0).is_some();
    let body = match answer {
        None if root_proven => html! { <p class="help">{ (w.stop_proven)(&node_name(shown.search, subject, 0)) }</p> },
        None => html! { <p class="help">{ w.quiz_wait }</p> },
        Some(answer) => {
            let scores = shown.search.scores(0);
            let detail = scores
                .iter()
                .map(|s| {
                    format!("{} {} + {} = {}", node_name(shown.search, subject, s.child), num(s.exploit), num(s.explore), num(s.total()))
                })
                .collect::<Vec<_>>()
                .join(", ");
            let answered = quiz.answered.filter(|(k, _, _)| *k == iteration);
            let buttons = shown.children(0).into_iter().map(|child| {
                let q = quiz.clone();
                let onclick = Callback::from(move |_: MouseEvent| {
                    if q.answered.is_some_and(|(k, _, _)| k == iteration) {
                        return;
                    }
                    let right = child == answer;
                    q.set(Quiz { answered: Some((iteration, child, right)), right: q.right + u32::from(right), total: q.total + 1 });
                });
                let class = classes!(
                    "text-button",
                    answered.filter(|(_, given, _)| *given == child).map(|(_, _, right)| if right { "right" } else { "wrong" })
                );
                html! { <button type="button" {class} data-child={child.to_string()} disabled={answered.is_some()} {onclick}>{ node_name(shown.search, subject, child) }</button> }
            });
            let verdict = answered.map(|(_, given, right)| {
                let answer_name = node_name(shown.search, subject, answer);
                let text = if right {
                    (w.quiz_right)(&format!("{answer_name}: {detail}"))
                } else {
                    (w.quiz_wrong)(&node_name(shown.search, subject, given), &format!("{answer_name}: {detail}"))
                };
                html! { <p class={classes!("mcts-verdict", if right { "right" } else { "wrong" })} role="status" data-testid="mcts-verdict" data-right={right.to_string()}>{ text }</p> }
            });
            html! { <>
                <div class="row mcts-quiz-choices" data-answer={answer.to_string()}>{ for buttons }</div>
                { for verdict }
            </> }
        }
    };
    html! {
        <section class="mcts-quiz" data-testid="mcts-quiz">
            <h3>{ w.quiz }</h3>
            { body }
            if quiz.total > 0 { <p class="help" data-testid="mcts-tally">{ (w.quiz_tally)(quiz.right, quiz.total) }</p> }
        </section>
    }
}

/// The lab's controls: stepping phases and iterations, C, the seed, the
/// solver and how the move is chosen.
/// Where the default C comes from (√2 × half the utilities' span) and how
/// the move is chosen and its ties broken.
fn c_note(range: (f64, f64), lab: MctsLab, t: &'static LabWords) -> String {
    // A utility in the sum: a negative one in brackets, with a minus sign.
    let signed = |x: f64| if x < 0.0 { format!("(−{})", num(-x)) } else { num(x) };
    let w = &t.mcts;
    let sum = (w.c_note)(&signed(range.0), &signed(range.1), &format!("{:.2}", mcts::scaled_c(Some(range))));
    let rule = if lab.best_q { w.c_note_by_q } else { w.c_note_by_visits };
    sum + rule + if lab.solver { w.c_note_solver } else { "" }
}

fn controls(p: &MctsLabProps, range: (f64, f64)) -> Html {
    let default_c = mcts::scaled_c(Some(range));
    let t = lab(p.lang);
    let w = &t.mcts;
    let lab = p.lab;
    let emit = |next: MctsLab| {
        let on_change = p.on_change.clone();
        Callback::from(move |_: MouseEvent| on_change.emit(Some(next)))
    };
    let (next_phase, prev_phase, next_iteration) = (lab.next_phase(), lab.prev_phase(), lab.next_iteration());
    let more = |n: u32| lab.plus(n);
    let full = lab.iterations >= MCTS_MAX_ITERATIONS;
    let c = lab.c_milli.map_or(default_c, |m| f64::from(m) / 1000.0);
    let c_max = (default_c * 4.0).max(5.0).min(f64::from(MCTS_MAX_C_MILLI) / 1000.0);
    let on_c = {
        let on_change = p.on_change.clone();
        Callback::from(move |e: Event| {
            if let Some(v) = e.target_dyn_into::<HtmlInputElement>().and_then(|i| i.value().parse::<f64>().ok()) {
                let milli = ((v * 1000.0).round().max(0.0) as u32).min(MCTS_MAX_C_MILLI);
                on_change.emit(Some(MctsLab { c_milli: Some(milli), ..lab }));
            }
        })
    };
    let on_seed = {
        let on_change = p.on_change.clone();
        Callback::from(move |e: Event| {
            if let Some(seed) = e.target_dyn_into::<HtmlInputElement>().and_then(|i| i.value().trim().parse::<u64>().ok()) {
                on_change.emit(Some(MctsLab { seed, ..lab }));
            }
        })
    };
    let on_solver = {
        let on_change = p.on_change.clone();
        Callback::from(move |e: Event| {
            let solver = e.target_dyn_into::<HtmlInputElement>().is_some_and(|i| i.checked());
            on_change.emit(Some(MctsLab { solver, ..lab }));
        })
    };
    let on_choose = {
        let on_change = p.on_change.clone();
        Callback::from(move |e: Event| {
            let best_q = e.target_dyn_into::<HtmlSelectElement>().is_some_and(|s| s.value() == "q");
            on_change.emit(Some(MctsLab { best_q, ..lab }));
        })
    };
    html! {
        <>
            <div class="row mcts-steps">
                <button type="button" class="text-button" data-testid="mcts-prev-phase" onclick={emit(prev_phase)} disabled={lab.iterations == 0}>{ w.prev_phase }</button>
                <button type="button" class="text-button" data-testid="mcts-next-phase" onclick={emit(next_phase)} disabled={full && lab.phase >= 4}>{ w.next_phase }</button>
                <button type="button" class="text-button" data-testid="mcts-next-iteration" onclick={emit(next_iteration)} disabled={full && lab.phase >= 4}>{ w.next_iteration }</button>
                <button type="button" class="text-button" data-testid="mcts-100" onclick={emit(more(100))} disabled={full}>{ "+100" }</button>
                <button type="button" class="text-button" data-testid="mcts-1000" onclick={emit(more(1000))} disabled={full}>{ "+1000" }</button>
                <button type="button" class="text-button" data-testid="mcts-reset" onclick={emit(lab.reset())} disabled={lab.iterations == 0}>{ w.reset }</button>
            </div>
            <div class="row mcts-settings">
                <label class="mcts-c">{ w.c }{ " " }
                    <input type="range" data-testid="mcts-c" min="0" max={format!("{c_max:.2}")} step="0.01" value={format!("{c:.3}")} onchange={on_c} />
                    <output data-testid="mcts-c-value">{ format!("{c:.2}") }</output>
                </label>
                <label>{ w.seed }{ " " }<input type="number" min="0" class="mc-seed" data-testid="mcts-seed" value={lab.seed.to_string()} onchange={on_seed} /></label>
                <label>{ w.move_by }{ " " }
                    <select data-testid="mcts-choose" onchange={on_choose}>
                        <option value="visits" selected={!lab.best_q}>{ w.by_visits }</option>
                        <option value="q" selected={lab.best_q}>{ w.by_q }</option>
                    </select>
                </label>
                <label class="check"><input type="checkbox" data-testid="mcts-solver" checked={lab.solver} onchange={on_solver} />{ " " }{ w.solver }</label>
            </div>
        </>
    }
}

/// The button that shows the exact minimax values of the root's moves (the
/// table's column, the plot's dashed lines), or hides them again.
fn exact_toggle(p: &MctsLabProps) -> Html {
    let w = &lab(p.lang).mcts;
    let lab = p.lab;
    let on_change = p.on_change.clone();
    let onclick = Callback::from(move |_: MouseEvent| on_change.emit(Some(MctsLab { exact: !lab.exact, ..lab })));
    html! {
        <button type="button" class="text-button mcts-exact-toggle" data-testid="mcts-exact" {onclick}>
            { if lab.exact { w.hide_exact } else { w.show_exact } }
        </button>
    }
}

#[function_component(MctsLabPanel)]
pub fn mcts_lab_panel(p: &MctsLabProps) -> Html {
    let t = lab(p.lang);
    let w = &t.mcts;
    let running = use_mut_ref(|| None::<Running>);
    let versus_cache = use_mut_ref(|| None::<((String, usize), String)>);
    let quiz = use_state(Quiz::default);
    let panel = use_node_ref();
    crate::figure::use_current_line_in_sight(panel.clone(), p.lab);
    // The exact values of the root's moves, once per subject: the lab's
    // reference, hidden until asked for (at iteration 0 they are the answer
    // the search is to find), and searched only then.
    let exact = use_memo((p.key.clone(), p.lab.exact), {
        let subject = p.subject.clone();
        move |(_, shown)| match &subject {
            _ if !*shown => None,
            Subject::Game(g) => mcts::exact_for_game(g, 100_000),
            Subject::Tree(t) => mcts::exact_children(&minimax_engine::space::TreeGame(t), |n| n.index() as u128, 1 << 20),
        }
    });
    let header = crate::figure::lab_head(w.title, w.close, "mcts-close", &p.on_change);
    let mut slot = running.borrow_mut();
    let range = match sync(&mut slot, p).and_then(|()| range_of(&p.subject)) {
        Ok(range) => range,
        Err(why) => {
            let said = match why {
                Unsearchable::NoNumber => w.unsearchable.no_number,
                Unsearchable::NoMoves => w.unsearchable.no_moves,
                Unsearchable::ManyPlayers => w.unsearchable.many_players,
            };
            // A typed tree with placeholders: the same tree with a number
            // at each (its leaves' values spread above the largest), one click away.
            let filled = match (&p.subject, why) {
                (Subject::Tree(tree), Unsearchable::NoNumber) => with_numbers(tree),
                _ => None,
            };
            let fill = filled.map(|text| {
                let on_change = p.on_text.clone();
                let label = (w.try_numbers)(&text);
                html! { <button type="button" class="text-button" data-testid="mcts-fill" onclick={Callback::from(move |_: MouseEvent| on_change.emit(text.clone()))}>{ label }</button> }
            });
            return html! { <section class="panel mcts-panel" data-testid="mcts-panel">{ header }<p class="notice" role="alert" data-testid="mcts-unsearchable">{ said }</p>{ for fill }</section> };
        }
    };
    let Some(r) = slot.as_ref() else { return html! {} };
    let phase = Phase::ALL[usize::from(p.lab.phase.clamp(1, 4) - 1)];
    let shown = Shown { search: r.search.as_ref(), last: r.last.as_ref(), phase };
    let status = match r.last {
        Some(_) => (w.status)(r.search.iterations(), w.phases.of(phase)),
        None => w.not_started.to_string(),
    };
    let how = if p.lab.best_q { w.by_q } else { w.by_visits };
    // The move is the search's once the iteration shown is done.
    let choice = (!shown.before_backprop() || r.last.is_none())
        .then(|| r.search.choice())
        .flatten()
        .and_then(|k| r.search.children().get(k).map(|c| c.label.clone()));
    html! {
        <section class="panel mcts-panel" ref={panel} data-testid="mcts-panel" data-iterations={r.search.iterations().to_string()} data-phase={p.lab.phase.to_string()}>
            { header }
            { controls(p, range) }
            <p class="mcts-status" role="status" data-testid="mcts-status">{ status }</p>
            <div class="mcts-body">
                // Above the drawing on a narrow screen, beside it on a wide one.
                <div class="mcts-words">
                    if r.last.is_some() { <p class="explanation mcts-explanation" data-testid="mcts-explanation">{ minimax_app::wrap::sentence(&explanation(&shown, &p.subject, t)) }</p> }
                </div>
                <div class="mcts-main">
                    { tree_svg(&shown, &p.subject, (t, p.lang)) }
                </div>
                // The listing first: its current line stays in sight
                // beside the drawing without scrolling the root's table
                // away.
                <div class="mcts-side">
                    { pseudocode(r.last.is_some().then_some(phase), r.last.as_ref().is_some_and(|it| it.selection.iter().any(|s| !s.scores.is_empty())), t) }
                    { children_table(&shown, exact.as_deref(), t) }
                    { exact_toggle(p) }
                    if let Some(m) = choice { <p class="mcts-choice" data-testid="mcts-choice">{ (w.choice)(&m, how) }</p> }
                    // Where the default C comes from, and the choice's ties
                    // (utilities all equal: C is √2 itself, no sum to show).
                    if range.1 > range.0 { <p class="mcts-c-note muted" data-testid="mcts-c-note">{ c_note(range, p.lab, t) }</p> }
                    { plot(&shown, exact.as_deref(), range, t) }
                    { versus(&p.subject, &p.key, &shown, &versus_cache, t) }
                    { quiz_html(&shown, &p.subject, &quiz, t) }
                    <p class="help">{ w.help }</p>
                </div>
            </div>
        </section>
    }
}
