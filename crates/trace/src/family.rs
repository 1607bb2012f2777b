//! `trace --algo negamax|pvs|aspiration|mtdf|pns`: the null-window family
//! and proof-number search, on a TREE or a `--game`: the listing, every
//! step (every iteration for proof-number search) explained, the counts,
//! or one JSON object.

use minimax_engine::games::{AnyGame, Play, Setup};
use minimax_engine::lang::Lang;
use minimax_engine::notation;
use minimax_engine::nullwindow::{self, Algo, Fail, FamilyOptions, GameSource, Refusal, Run, Said, Scale, Step, TreeSource, V};
use minimax_engine::num::Bound;
use minimax_engine::ordering::reorder;
use minimax_engine::pns::{self, Goal, Pns};
use minimax_engine::report::{JSON_FORMAT, JSON_VERSION, JsonNode, JsonStats, JsonStep, json_bound, json_path};
use minimax_engine::tree::{NodeId, Player, Tree};
use minimax_engine::words::family::{
    self, FamilyWords, explain_family, explain_pns, family_words, goal_text, node_name, pn_name, pns_verdict,
};
use serde_json::value::RawValue;

use super::Args;

/// The most nodes a search of the family enters, and proof-number search
/// makes, before it is refused as too big.
const CAP: usize = 300_000;
/// How many proof-number iterations the text output spells out.
const PNS_LOGGED: u32 = 60;

/// What a search runs on: a typed tree (ordered as asked) or a game.
enum Subject {
    Tree(Tree),
    Game(AnyGame, Setup),
}

/// `pns`: no default depth limit (it plays to the end).
fn subject(args: &Args, pns: bool) -> Result<Subject, String> {
    if let Some(name) = &args.game {
        let game = AnyGame::parse(name, args.state.as_deref()).map_err(|e| e.to_string())?;
        let depth = if pns { args.depth } else { args.depth.or(game.default_depth()) };
        let setup = Setup { depth, order: args.order.unwrap_or_default(), table: false, quiescence: args.quiescence };
        return Ok(Subject::Game(game, setup));
    }
    let tree = super::read_tree(args)?;
    let order = args.order.unwrap_or_default().static_order().unwrap_or_default();
    Ok(Subject::Tree(reorder(&tree, order)))
}

/// Why the family or proof-number search cannot run, in words.
pub fn refusal(why: &Refusal, flag: &str) -> String {
    match why {
        Refusal::Chance => format!("--algo {flag} is for two players who both choose; this has chance nodes (use --algo expectiminimax)"),
        Refusal::ManyPlayers => format!("--algo {flag} is for two players; this TREE has utility vectors (use --algo maxn)"),
        Refusal::Placeholder(name) => {
            format!("the search reached leaf {name}, a placeholder with no number to compare; give {name} a value")
        }
        Refusal::NotWhole => {
            "a value has more decimals than the search's step, or too many digits; use numbers of at most 18 digits".to_string()
        }
        Refusal::TooBig(cap) => {
            format!("the search entered more than {cap} nodes; set a depth limit (--depth) or search a smaller position")
        }
        Refusal::BadWindow => {
            "--guess and --delta must be finite numbers with no more decimals than the leaves have, and --delta above 0".to_string()
        }
        Refusal::DepthLimit => {
            "--algo pns plays to the end of the game and proves nothing from an evaluation; leave out --depth".to_string()
        }
    }
}

/// The step a value moves by on this subject.
fn scale_of(subject: &Subject) -> Scale {
    match subject {
        Subject::Tree(tree) => nullwindow::tree_scale(tree),
        Subject::Game(..) => Scale(0),
    }
}

/// `--guess`/`--delta` as the search's numbers.
fn family_options(args: &Args, algo: Algo) -> FamilyOptions {
    FamilyOptions {
        fail: args.fail.unwrap_or_default(),
        cut: args.cut.unwrap_or_default(),
        guess: args.guess.unwrap_or(Bound::int(0)),
        delta: args.delta.unwrap_or(Bound::int(1)),
        cap: CAP,
        ..FamilyOptions::new(algo)
    }
}

/// `trace --algo negamax|pvs|aspiration|mtdf`.
pub fn family_output(args: &Args, algo: Algo) -> Result<String, String> {
    let subject = subject(args, false)?;
    let options = family_options(args, algo);
    let scale = scale_of(&subject);
    let run = match &subject {
        Subject::Tree(tree) => nullwindow::run_tree(tree, options),
        Subject::Game(game, setup) => nullwindow::run(&GameSource(Play::new(game.clone(), *setup)), scale, options),
    }
    .map_err(|e| refusal(&e, algo.code()))?;
    let tree = match &subject {
        Subject::Tree(t) => Some(t),
        Subject::Game(..) => None,
    };
    let lang = args.lang.unwrap_or_default();
    if args.json {
        return family_json(&run, &subject, tree, lang);
    }
    Ok(family_text(&run, &subject, tree, lang))
}

fn describe_subject(subject: &Subject) -> String {
    match subject {
        Subject::Tree(tree) => notation::print(tree),
        Subject::Game(game, setup) => {
            let limit = setup.depth.map_or("none".to_string(), |d| format!("{d} plies"));
            let q = if setup.quiescence { ", quiescence on" } else { "" };
            format!("{} from {}, depth limit {limit}, order {}{q}", game.name(), game.state(), setup.order)
        }
    }
}

fn algo_name(algo: Algo) -> &'static str {
    match algo {
        Algo::Negamax => "negamax",
        Algo::Pvs => "PVS / NegaScout",
        Algo::Aspiration => "aspiration windows",
        Algo::Mtdf => "MTD(f)",
    }
}

fn family_text(run: &Run, subject: &Subject, tree: Option<&Tree>, lang: Lang) -> String {
    let o = run.options;
    let mut settings = Vec::new();
    match o.algo {
        Algo::Negamax => settings.push(format!("fail-{}", o.fail.code())),
        Algo::Aspiration => settings.push(format!("guess {}, δ {}", o.guess, o.delta)),
        Algo::Mtdf => settings.push(format!("first guess {}", o.guess)),
        Algo::Pvs => {}
    }
    if o.algo.takes_cut_rule() {
        settings.push(format!("cut at {}", if o.cut == minimax_engine::options::CutRule::Gt { "α > β" } else { "α ≥ β" }));
    }
    if matches!(o.algo, Algo::Pvs | Algo::Mtdf) {
        settings.push(format!("null windows one step of {} wide", run.scale.step()));
    }
    let mut out = format!("{} of {}\n{}\n\n", algo_name(o.algo), describe_subject(subject), settings.join("; "));
    for (i, line) in family::listing(o, lang).iter().enumerate() {
        out.push_str(&format!("{:>3}  {line}\n", i + 1));
    }
    out.push_str(&format!("\n{:>5} {:>5}  explanation\n", "step", "line"));
    for (k, e) in run.events.iter().enumerate() {
        out.push_str(&format!("{:>5} {:>5}  {}\n", k + 1, e.line + 1, explain_family(run, k, tree, lang)));
    }
    let c = run.counts;
    out.push_str(&format!(
        "\nvalue:            {}\nnodes entered:    {}\nleaves evaluated: {} ({} different)\ncutoffs:          {}\nre-searches:      {}\npasses:           {}\n",
        run.value, c.nodes, c.leaves, c.distinct_leaves, c.cutoffs, c.re_searches, c.passes
    ));
    if o.algo == Algo::Mtdf {
        out.push_str(&format!("table hits:       {}\n", c.table_hits));
    }
    out
}

#[derive(serde::Serialize)]
struct FamilyReport {
    format: &'static str,
    version: u32,
    algorithm: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    tree: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    game: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    state: Option<String>,
    /// Who moves at the root: `max` or `min`.
    root: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    depth: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    fail: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    cut: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    guess: Option<Box<RawValue>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    delta: Option<Box<RawValue>>,
    /// The smallest step between values: a null window's width.
    step: Box<RawValue>,
    value: Box<RawValue>,
    stats: JsonStats,
    passes: Vec<PassReport>,
    /// Every node (a TREE's, or a game's positions made), as the last pass
    /// left it, values from MAX's side as in every search's document.
    nodes: Vec<JsonNode>,
    steps: Vec<JsonStep>,
}

/// The nodes of a family run for the `--json` document: a TREE's every
/// node in preorder (one never made is neither reached nor valued), else
/// the positions made; each as the last pass left it.
fn family_nodes(run: &Run, tree: Option<&Tree>, words: &FamilyWords) -> Vec<JsonNode> {
    let view = run.view(run.events.len());
    let s = run.scale;
    // Each listed node: its made index (if made), its tree node (if any).
    let listed: Vec<(Option<u32>, Option<NodeId>)> = match tree {
        Some(tree) => {
            let mut made_of = vec![None; tree.len()];
            for (i, m) in run.made.iter().enumerate() {
                if let Some(id) = m.tree_node {
                    made_of[id.index()] = Some(i as u32);
                }
            }
            tree.ids().map(|id| (made_of[id.index()], Some(id))).collect()
        }
        None => run.preorder().into_iter().map(|i| (Some(i), None)).collect(),
    };
    // A TREE's nodes are listed in its own preorder (position = index); a
    // game's positions by made index.
    let by_made: std::collections::HashMap<u32, usize> = listed.iter().enumerate().filter_map(|(k, &(m, _))| m.map(|m| (m, k))).collect();
    let parent_of = |made: Option<u32>, id: Option<NodeId>| -> Option<usize> {
        match (tree, id) {
            (Some(t), Some(id)) => t[id].parent().map(NodeId::index),
            _ => made.and_then(|m| run.made[m as usize].parent).and_then(|p| by_made.get(&p).copied()),
        }
    };
    listed
        .iter()
        .map(|&(made, id)| {
            let at = made.map(|m| &view.nodes[m as usize]);
            let m = made.map(|m| &run.made[m as usize]);
            // A leaf's value is its utility, whatever its return says of the
            // window it came back through.
            let leaf = m.is_some_and(|m| m.mover.is_none());
            let value = made
                .zip(at.and_then(|n| n.value))
                .map(|(k, (v, said))| run.to_max(k, v, said))
                .map(|(v, said)| if leaf { (v, Said::Exact) } else { (v, said) });
            let window = made.zip(at.and_then(|n| n.window)).map(|(k, w)| run.window_to_max(k, w));
            let (lo, hi) = match value {
                Some((v, Said::Exact)) => (Some(v), Some(v)),
                Some((v, Said::AtMost)) => (Some(V::NegInf), Some(v)),
                Some((v, Said::AtLeast)) => (Some(v), Some(V::PosInf)),
                _ => (None, None),
            };
            // Entered in any pass; a node never entered was cut off (a
            // whole search reaches every node it does not prune).
            let reached = at.is_some_and(|n| n.entries > 0 || n.value.is_some());
            let name = match (tree, id, made) {
                (Some(t), Some(id), _) => t.name(id).to_string(),
                (_, _, Some(k)) => node_name(run, k, tree, words),
                _ => String::new(),
            };
            JsonNode {
                name,
                path: tree.zip(id).and_then(|(t, id)| json_path(t, id)),
                parent: parent_of(made, id),
                // Who moves there: as made, else (never made) as the TREE says.
                kind: m
                    .and_then(|m| m.mover)
                    .or_else(|| tree.zip(id).and_then(|(t, id)| t[id].player()))
                    .map_or("leaf", Player::code)
                    .to_string(),
                reached,
                pruned: !reached,
                value: value.map(|(v, _)| json_v(s, v)),
                bound: value.and_then(|(_, said)| match said {
                    Said::Exact => Some("exact"),
                    Said::AtMost => Some("at_most"),
                    Said::AtLeast => Some("at_least"),
                    Said::Unknown => None,
                }),
                lo: lo.map(|v| json_v(s, v)),
                hi: hi.map(|v| json_v(s, v)),
                alpha_in: window.map(|(a, _)| json_v(s, a)),
                beta_in: window.map(|(_, b)| json_v(s, b)),
                alpha_out: None,
                beta_out: None,
                accepted: Vec::new(),
            }
        })
        .collect()
}

#[derive(serde::Serialize)]
struct PassReport {
    pass: u32,
    alpha: Box<RawValue>,
    beta: Box<RawValue>,
    value: Box<RawValue>,
    /// `exact`, `at_most` (failed low) or `at_least` (failed high).
    says: &'static str,
}

fn said(s: Said) -> &'static str {
    match s {
        Said::Exact => "exact",
        Said::AtMost => "at_most",
        Said::AtLeast => "at_least",
        Said::Unknown => "unknown",
    }
}

/// A value for JSON: a number, or `"inf"`, `"-inf"`, or the edge of a null
/// window next to an infinity as text.
fn json_v(scale: Scale, v: V) -> Box<RawValue> {
    match scale.bound(v) {
        Some(b) => json_bound(b),
        None => RawValue::from_string(format!("\"{}\"", scale.show(v))).unwrap_or_else(|_| json_bound(Bound::int(0))),
    }
}

fn family_json(run: &Run, subject: &Subject, tree: Option<&Tree>, lang: Lang) -> Result<String, String> {
    let o = run.options;
    let s = run.scale;
    let words = family_words(lang);
    let mut passes: Vec<PassReport> = Vec::new();
    let mut window = (V::NegInf, V::PosInf);
    let steps = run
        .events
        .iter()
        .enumerate()
        .map(|(k, e)| {
            let (event, node, alpha, beta, value) = match e.step {
                Step::Pass { alpha, beta, .. } => {
                    window = (alpha, beta);
                    ("pass", None, Some(alpha), Some(beta), None)
                }
                Step::Enter { node, alpha, beta, role } => {
                    let name = match role {
                        nullwindow::Role::Scout => "scout",
                        nullwindow::Role::ReSearch => "re-search",
                        _ => "enter",
                    };
                    (name, Some(node), Some(alpha), Some(beta), None)
                }
                Step::Table { node, alpha, beta, returned, .. } => ("table", Some(node), Some(alpha), Some(beta), returned),
                Step::Leaf { node, value } => ("leaf", Some(node), None, None, Some(value)),
                Step::Back { node, score, .. } => ("back", Some(node), None, None, Some(score)),
                Step::FailHigh { child, score, beta, .. } => ("fail-high", Some(child), Some(score), Some(beta), Some(score)),
                Step::Better { node, best, alpha, beta, .. } => ("better", Some(node), Some(alpha), Some(beta), Some(best)),
                Step::Cutoff { node, value, .. } => ("cutoff", Some(node), None, None, Some(value)),
                Step::Return { node, value, .. } => ("return", Some(node), None, None, Some(value)),
                Step::Store { node, lower, upper } => ("store", Some(node), Some(lower), Some(upper), None),
                Step::PassEnd { pass, value, said: x, .. } => {
                    // From MAX's side, as `value` and `nodes` are.
                    let (alpha, beta) = run.window_to_max(0, window);
                    let (value_max, says) = run.to_max(0, value, x);
                    passes.push(PassReport {
                        pass,
                        alpha: json_v(s, alpha),
                        beta: json_v(s, beta),
                        value: json_v(s, value_max),
                        says: said(says),
                    });
                    ("pass-end", None, None, None, Some(value))
                }
                Step::Done { value } => ("done", None, None, None, Some(value)),
            };
            // A node of a TREE has its path; a game's position, its moves.
            let path = node.and_then(|n| tree.zip(run.made.get(n as usize).and_then(|m| m.tree_node))).and_then(|(t, id)| json_path(t, id));
            JsonStep {
                step: k + 1,
                line: Some(e.line + 1),
                event,
                node: if tree.is_some() { path } else { node.map(|n| node_name(run, n, tree, words)) },
                name: node.map(|n| node_name(run, n, tree, words)),
                alpha: alpha.map(|v| json_v(s, v)),
                beta: beta.map(|v| json_v(s, v)),
                value: value.map(|v| json_v(s, v)),
                text: explain_family(run, k, tree, lang),
            }
        })
        .collect();
    let (game, state, depth) = match subject {
        Subject::Game(g, setup) => (Some(g.name()), Some(g.state()), setup.depth),
        Subject::Tree(_) => (None, None, None),
    };
    let c = run.counts;
    let report = FamilyReport {
        format: JSON_FORMAT,
        version: JSON_VERSION,
        algorithm: o.algo.code(),
        tree: tree.map(notation::print),
        game,
        state,
        root: run.made.first().and_then(|m| m.mover).unwrap_or(Player::Max).code(),
        depth,
        fail: (o.algo == Algo::Negamax).then(|| o.fail.code()),
        cut: o.algo.takes_cut_rule().then(|| o.cut.name()),
        guess: matches!(o.algo, Algo::Aspiration | Algo::Mtdf).then(|| json_bound(o.guess)),
        delta: (o.algo == Algo::Aspiration).then(|| json_bound(o.delta)),
        step: RawValue::from_string(s.step()).unwrap_or_else(|_| json_bound(Bound::int(1))),
        value: json_bound(run.value),
        stats: JsonStats {
            nodes_visited: Some(c.nodes.into()),
            leaves_evaluated: Some(c.leaves.into()),
            distinct_leaves: Some(c.distinct_leaves.into()),
            cutoffs: Some(c.cutoffs.into()),
            steps: Some(run.events.len() as u64),
            re_searches: Some(c.re_searches.into()),
            passes: Some(c.passes.into()),
            table_hits: Some(c.table_hits.into()),
            ..JsonStats::default()
        },
        passes,
        nodes: family_nodes(run, tree, words),
        steps,
    };
    serde_json::to_string_pretty(&report).map(|t| t + "\n").map_err(|e| format!("could not write JSON: {e}"))
}

#[derive(serde::Serialize)]
struct PnsReport {
    format: &'static str,
    version: u32,
    algorithm: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    tree: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    game: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    state: Option<String>,
    /// Who the search tries to prove a win for: the root's mover.
    attacker: &'static str,
    /// `win`, or the target with `--target`.
    goal: Box<RawValue>,
    /// `true` proved, `false` disproved, `null` undecided at the cap.
    proved: Option<bool>,
    root: PnRoot,
    /// The root's moves proved to reach the goal (pn 0), when proved.
    proving_moves: Vec<String>,
    /// `proved` as every search's document says its result: `true`,
    /// `false`, `null`.
    value: Option<bool>,
    /// Iterations and the nodes made.
    stats: JsonStats,
}

#[derive(serde::Serialize)]
struct PnRoot {
    pn: Box<RawValue>,
    dn: Box<RawValue>,
}

fn number_json(n: pns::Number) -> Box<RawValue> {
    if n == pns::INF {
        json_bound(Bound::PosInf)
    } else {
        RawValue::from_string(n.to_string()).unwrap_or_else(|_| json_bound(Bound::int(0)))
    }
}

/// `trace --algo pns`.
pub fn pns_output(args: &Args) -> Result<String, String> {
    let subject = subject(args, true)?;
    let goal = args.target.map_or(Goal::Win, Goal::Reach);
    let lang = args.lang.unwrap_or_default();
    match &subject {
        Subject::Tree(tree) => {
            if tree.has_chance() {
                return Err(refusal(&Refusal::Chance, "pns"));
            }
            let pns = Pns::new(TreeSource(tree), goal).map_err(|e| refusal(&e, "pns"))?;
            pns_report(pns, &subject, Some(tree), goal, args.json, lang)
        }
        Subject::Game(game, setup) => {
            let pns = Pns::new(GameSource(Play::new(game.clone(), *setup)), goal).map_err(|e| refusal(&e, "pns"))?;
            pns_report(pns, &subject, None, goal, args.json, lang)
        }
    }
}

fn pns_report<S: nullwindow::Source>(
    mut pns: Pns<S>,
    subject: &Subject,
    tree: Option<&Tree>,
    goal: Goal,
    json: bool,
    lang: Lang,
) -> Result<String, String> {
    let mut log = String::new();
    let logged = if json { 0 } else { PNS_LOGGED };
    while pns.proved().is_none() && pns.nodes.len() < CAP {
        let Some(it) = pns.iterate().map_err(|e| refusal(&e, "pns"))? else { break };
        if pns.iterations <= logged {
            log.push_str(&format!("{:>5}  {}\n", pns.iterations, explain_pns(&pns.nodes, pns.iterations, &it, tree, lang)));
        }
    }
    let attacker = pns.attacker();
    let root = &pns.nodes[0];
    let words = family_words(lang);
    let proving: Vec<String> = if pns.proved() == Some(true) {
        root.children.iter().filter(|&&c| pns.nodes[c as usize].pn == 0).map(|&c| pn_name(&pns.nodes, c, tree, words)).collect()
    } else {
        Vec::new()
    };
    let goal_words = goal_text(goal, attacker, tree.is_some(), lang);
    if json {
        let report = PnsReport {
            format: JSON_FORMAT,
            version: JSON_VERSION,
            algorithm: "pns",
            tree: tree.map(notation::print),
            game: match subject {
                Subject::Game(g, _) => Some(g.name()),
                Subject::Tree(_) => None,
            },
            state: match subject {
                Subject::Game(g, _) => Some(g.state()),
                Subject::Tree(_) => None,
            },
            attacker: attacker.code(),
            goal: match goal {
                Goal::Win => RawValue::from_string("\"win\"".into()).unwrap_or_else(|_| json_bound(Bound::int(0))),
                Goal::Reach(t) => json_bound(t),
            },
            proved: pns.proved(),
            root: PnRoot { pn: number_json(root.pn), dn: number_json(root.dn) },
            proving_moves: proving,
            value: pns.proved(),
            stats: JsonStats {
                iterations: Some(pns.iterations.into()),
                nodes_in_tree: Some(pns.nodes.len() as u64),
                ..JsonStats::default()
            },
        };
        return serde_json::to_string_pretty(&report).map(|t| t + "\n").map_err(|e| format!("could not write JSON: {e}"));
    }
    let mut out =
        format!("proof-number search of {}\ncan {} (the side to move) force {goal_words}?\n\n", describe_subject(subject), attacker.name());
    for (i, line) in family::pns_listing(lang).iter().enumerate() {
        out.push_str(&format!("{:>3}  {line}\n", i + 1));
    }
    out.push_str(&format!("\n{:>5}  iteration\n{log}", "#"));
    if pns.iterations > logged {
        out.push_str(&format!("  …   ({} iterations in all)\n", pns.iterations));
    }
    out.push_str(&format!(
        "\n{}\nroot: pn {}, dn {}\niterations:       {}\nnodes made:       {}\n",
        pns_verdict(pns.proved(), attacker, &goal_words, pns.iterations, lang),
        pns::show(root.pn),
        pns::show(root.dn),
        pns.iterations,
        pns.nodes.len()
    ));
    if !proving.is_empty() {
        out.push_str(&format!("proving moves:    {}\n", proving.join(", ")));
    }
    Ok(out)
}

/// `--fail`'s values.
pub fn parse_fail(text: &str) -> Result<Fail, String> {
    match text.trim().to_ascii_lowercase().as_str() {
        "hard" | "fail-hard" => Ok(Fail::Hard),
        "soft" | "fail-soft" => Ok(Fail::Soft),
        _ => Err(format!("unknown return '{text}': use hard or soft")),
    }
}

/// A finite number, as `--guess`, `--delta` and `--target` take it.
pub fn parse_finite(text: &str) -> Result<Bound, String> {
    match Bound::parse(text) {
        Ok(b @ Bound::Finite(_)) => Ok(b),
        _ => Err(format!("'{text}' is not a finite number")),
    }
}
