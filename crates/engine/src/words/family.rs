//! The null-window family's and proof-number search's explanations: one
//! [`FamilyWords`] of sentence templates per language (in each language's
//! file), filled with names and numbers by [`explain_family`] and
//! [`explain_pns`]. A template names its blanks in braces: `{n}` the node,
//! `{c}` the child, `{a}` α, `{b}` β, `{v}` a value, `{r}` the child's own
//! value, `{k}` a count, `{p}` a pass, `{s}` a side, `{u}` a utility,
//! `{l}` and `{h}` lower and upper bounds, `{step}` the search's step,
//! `{op}` the cut test, `{goal}` what proof-number search proves.

use crate::nullwindow::{Algo, Fail, FamilyOptions, Role, Run, Said, Step, V};
use crate::options::CutRule;
use crate::pns::{self, PnIteration};
use crate::tree::{Player, Tree};

pub use super::interface::FamilyWords;

pub use super::family_words;

/// `template` with each `{key}` replaced by its value.
pub fn fill(template: &str, blanks: &[(&str, String)]) -> String {
    let mut out = template.to_string();
    for (key, value) in blanks {
        out = out.replace(&format!("{{{key}}}"), value);
    }
    out
}

/// A made node's name: its typed tree's name, else its moves from the
/// root (`2,2 → 1,3`), the root as `words.root`.
pub fn node_name(run: &Run, node: u32, tree: Option<&Tree>, words: &FamilyWords) -> String {
    if let (Some(tree), Some(id)) = (tree, run.made.get(node as usize).and_then(|m| m.tree_node)) {
        return tree.name(id).to_string();
    }
    let mut labels = Vec::new();
    let mut at = Some(node);
    while let Some(n) = at {
        let Some(m) = run.made.get(n as usize) else { break };
        if m.parent.is_some() {
            labels.push(m.label.clone());
        }
        at = m.parent;
    }
    if labels.is_empty() {
        return words.root.to_string();
    }
    labels.reverse();
    labels.join(" → ")
}

fn side_name(p: Player) -> String {
    p.name().to_string()
}

/// `text` with its first letter capitalised when it starts with the
/// root's word ("the root" in English, "kök" in Turkish), which begins a
/// sentence there; a variable (α, g) keeps its case.
fn sentence(text: String, root: &str) -> String {
    if !text.starts_with(root) {
        return text;
    }
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => text,
    }
}

/// Step `k` of `run` in words.
pub fn explain_family(run: &Run, k: usize, tree: Option<&Tree>, lang: crate::lang::Lang) -> String {
    sentence(explain_step(run, k, tree, lang), family_words(lang).root)
}

fn explain_step(run: &Run, k: usize, tree: Option<&Tree>, lang: crate::lang::Lang) -> String {
    let w = family_words(lang);
    let Some(event) = run.events.get(k) else { return String::new() };
    let s = run.scale;
    let show = |v: V| s.show(v);
    let name = |n: u32| node_name(run, n, tree, w);
    let mover = |n: u32| run.made.get(n as usize).and_then(|m| m.mover);
    let algo = run.options.algo;
    match event.step {
        Step::Pass { pass, alpha, beta } => {
            let template = match (algo, pass) {
                (Algo::Mtdf, _) => w.pass_mtdf,
                (Algo::Aspiration, 1) => w.pass_aspiration,
                (Algo::Aspiration, _) => w.pass_again,
                _ => w.pass_full,
            };
            fill(template, &[("p", pass.to_string()), ("a", show(alpha)), ("b", show(beta)), ("step", s.step())])
        }
        Step::Enter { node, alpha, beta, role } => {
            let template = match role {
                Role::Scout => w.enter_scout,
                Role::ReSearch => w.enter_research,
                Role::Full | Role::Probe => w.enter,
            };
            // A re-search's scout failed high for the player above it.
            let above = run.made.get(node as usize).and_then(|m| m.parent).and_then(mover).unwrap_or(Player::Max);
            fill(template, &[("n", name(node)), ("a", show(alpha)), ("b", show(beta)), ("p", side_name(above))])
        }
        Step::Table { node, lower, upper, returned, alpha, beta } => {
            let template = if returned.is_some() { w.table_hit } else { w.table_narrow };
            let v = returned.map(show).unwrap_or_default();
            fill(template, &[("n", name(node)), ("l", show(lower)), ("h", show(upper)), ("v", v), ("a", show(alpha)), ("b", show(beta))])
        }
        Step::Leaf { node, value } => {
            if algo == Algo::Mtdf {
                fill(w.leaf_max, &[("n", name(node)), ("v", show(value))])
            } else {
                // The side the leaf is read by: the other side from its parent's mover.
                let side = leaf_side(run, node);
                let utility = if side == Player::Max { value } else { -value };
                fill(w.leaf_side, &[("n", name(node)), ("u", show(utility)), ("s", side_name(side)), ("v", show(value))])
            }
        }
        Step::Back { node, child, score, .. } => {
            if algo == Algo::Mtdf {
                let template = if mover(node) == Some(Player::Min) { w.back_min } else { w.back_max };
                fill(template, &[("n", name(node)), ("c", name(child)), ("v", show(score))])
            } else {
                let same = mover(node) == mover(child) && mover(child).is_some();
                let template = if same { w.back_same } else { w.back_negated };
                fill(template, &[("n", name(node)), ("c", name(child)), ("v", show(score)), ("r", show(-score))])
            }
        }
        Step::FailHigh { node, child, score, alpha, beta } => {
            // The window the child is searched with, from its own side.
            let (x, y) = if mover(node) == mover(child) && mover(child).is_some() { (score, beta) } else { (-beta, -score) };
            fill(
                w.fail_high,
                &[("c", name(child)), ("v", show(score)), ("a", show(alpha)), ("b", show(beta)), ("x", show(x)), ("y", show(y))],
            )
        }
        Step::Better { node, best, alpha, beta, alpha_moved } => {
            let soft = algo == Algo::Aspiration || (algo == Algo::Negamax && run.options.fail == Fail::Soft);
            let template = match (algo, mover(node)) {
                (Algo::Mtdf, Some(Player::Min)) => w.better_min,
                (Algo::Mtdf, _) => w.better_max,
                // Only the best moved (α stays): line 6's sentence.
                _ if soft || !alpha_moved => w.better_soft,
                _ => w.better_alpha,
            };
            fill(template, &[("n", name(node)), ("v", show(best)), ("a", show(alpha)), ("b", show(beta))])
        }
        Step::Cutoff { node, score: value, skipped, .. } => {
            let template = match (algo, mover(node)) {
                (Algo::Mtdf, Some(Player::Min)) => w.cutoff_min,
                (Algo::Mtdf, _) => w.cutoff_max,
                _ => w.cutoff,
            };
            let op = if run.options.cut == CutRule::Gt && algo.takes_cut_rule() { ">" } else { "≥" };
            let (a, b) = cut_window(run, k, node);
            fill(
                template,
                &[
                    ("n", name(node)),
                    ("v", show(value)),
                    ("k", skipped.to_string()),
                    ("op", op.to_string()),
                    ("a", show(a)),
                    ("b", show(b)),
                ],
            )
        }
        Step::Return { node, value, said } => return_sentence(run, w, (node, value, said), &name(node)),
        Step::Store { node, lower, upper } => fill(w.store, &[("n", name(node)), ("l", show(lower)), ("h", show(upper))]),
        Step::PassEnd { value, said, lower, upper, .. } => {
            let window = pass_window(run, k);
            let template = match (algo, said) {
                (Algo::Mtdf, Said::AtMost) => w.mtdf_upper,
                (Algo::Mtdf, _) => w.mtdf_lower,
                (_, Said::AtMost) => w.pass_low,
                (_, Said::AtLeast | Said::Unknown) => w.pass_high,
                (_, Said::Exact) => w.pass_exact,
            };
            fill(template, &[("v", show(value)), ("l", show(lower)), ("h", show(upper)), ("a", show(window.0)), ("b", show(window.1))])
        }
        // A MIN root: its value for MAX, and what the negamax form showed
        // for MIN (the step before).
        Step::Done { value } if algo != Algo::Mtdf && mover(0) == Some(Player::Min) => {
            fill(w.done_min, &[("v", show(value)), ("m", show(-value))])
        }
        Step::Done { value } => fill(w.done, &[("v", show(value))]),
    }
}

/// The window of the pass step `k` belongs to.
fn pass_window(run: &Run, k: usize) -> (V, V) {
    run.events[..k]
        .iter()
        .rev()
        .find_map(|e| if let Step::Pass { alpha, beta, .. } = e.step { Some((alpha, beta)) } else { None })
        .unwrap_or((V::NegInf, V::PosInf))
}

/// The window `node` was last entered with before step `k`, narrowed by
/// its α (or MTD(f)'s a and b) since.
fn cut_window(run: &Run, k: usize, node: u32) -> (V, V) {
    let mut window = (V::NegInf, V::PosInf);
    for e in &run.events[..k] {
        match e.step {
            Step::Enter { node: n, alpha, beta, .. } if n == node => window = (alpha, beta),
            Step::Table { node: n, alpha, beta, returned: None, .. } if n == node => window = (alpha, beta),
            Step::Better { node: n, alpha, beta, .. } if n == node => window = (alpha, beta),
            _ => {}
        }
    }
    window
}

/// What proof-number search tries to prove, in words: on a typed tree a
/// "win" is said as the value it is (above 0 for MAX, below for MIN).
pub fn goal_text(goal: pns::Goal, attacker: Player, tree: bool, lang: crate::lang::Lang) -> String {
    let w = family_words(lang);
    match (goal, attacker) {
        (pns::Goal::Win, Player::Max) if tree => w.goal_above_zero.to_string(),
        (pns::Goal::Win, Player::Min) if tree => w.goal_below_zero.to_string(),
        (pns::Goal::Win, _) => w.goal_win.to_string(),
        (pns::Goal::Reach(t), Player::Max) => fill(w.goal_at_least, &[("v", t.to_string())]),
        (pns::Goal::Reach(t), Player::Min) => fill(w.goal_at_most, &[("v", t.to_string())]),
    }
}

/// One proof-number iteration in words: the most-proving node, what its
/// expansion made, and each update.
pub fn explain_pns(nodes: &[pns::PnNode], k: u32, it: &PnIteration, tree: Option<&Tree>, lang: crate::lang::Lang) -> String {
    let w = family_words(lang);
    let name = |n: u32| pn_name(nodes, n, tree, w);
    let leaf = it.leaf;
    let mut out = fill(w.pns_iteration, &[("k", k.to_string()), ("n", name(leaf)), ("m", it.made.len().to_string())]);
    for (node, before, after) in &it.updated {
        out.push(' ');
        out.push_str(&fill(
            w.pns_update,
            &[
                ("n", name(*node)),
                ("p0", pns::show(before.0)),
                ("d0", pns::show(before.1)),
                ("p1", pns::show(after.0)),
                ("d1", pns::show(after.1)),
            ],
        ));
    }
    out
}

/// A proof-number node's name, as [`node_name`].
pub fn pn_name(nodes: &[pns::PnNode], node: u32, tree: Option<&Tree>, w: &FamilyWords) -> String {
    if let (Some(tree), Some(id)) = (tree, nodes.get(node as usize).and_then(|n| n.tree_node)) {
        return tree.name(id).to_string();
    }
    let mut labels = Vec::new();
    let mut at = Some(node);
    while let Some(n) = at {
        let Some(m) = nodes.get(n as usize) else { break };
        if m.parent.is_some() {
            labels.push(m.label.clone());
        }
        at = m.parent;
    }
    if labels.is_empty() {
        return w.root.to_string();
    }
    labels.reverse();
    labels.join(" → ")
}

/// The verdict in words.
pub fn pns_verdict(proved: Option<bool>, attacker: Player, goal: &str, iterations: u32, lang: crate::lang::Lang) -> String {
    let w = family_words(lang);
    let template = match proved {
        Some(true) => w.pns_proved,
        Some(false) => w.pns_disproved,
        None => w.pns_open,
    };
    fill(template, &[("s", attacker.name().to_string()), ("goal", goal.to_string()), ("k", iterations.to_string())])
}

/// The side a leaf is read by: the other side from its parent's mover.
fn leaf_side(run: &Run, node: u32) -> Player {
    let mover = |n: u32| run.made.get(n as usize).and_then(|m| m.mover);
    run.made.get(node as usize).and_then(|m| m.parent).and_then(mover).map_or(Player::Max, Player::other)
}

/// A node's return: exact, or a bound said from the side it is read from
/// (the mover's there; MTD(f)'s in MAX's numbers, said so).
fn return_sentence(run: &Run, w: &FamilyWords, (node, value, said): (u32, V, Said), name: &str) -> String {
    let algo = run.options.algo;
    let template = match (said, algo == Algo::Mtdf) {
        (Said::Exact, _) => w.return_exact,
        (Said::AtMost, false) => w.return_at_most,
        (Said::AtLeast, false) => w.return_at_least,
        (Said::AtMost, true) => w.return_at_most_max,
        (Said::AtLeast, true) => w.return_at_least_max,
        (Said::Unknown, _) => w.return_unknown,
    };
    // The mover there (a leaf's value is read as a leaf's is).
    let side = run.made.get(node as usize).and_then(|m| m.mover).unwrap_or_else(|| leaf_side(run, node));
    fill(template, &[("n", name.to_string()), ("v", run.scale.show(value)), ("s", side_name(side))])
}

/// The listing an algorithm runs, as the page and `trace` print it, in the
/// options' form (fail-hard or fail-soft returns; `≥` or `>`). Events name
/// its lines from 0. Negamax's and PVS's follow chessprogramming.org's and
/// Wikipedia's negamax form; aspiration's driver is chessprogramming.org's,
/// over negamax fail-soft; MTD(f)'s is Plaat's, with
/// ALPHA-BETA-WITH-MEMORY from MAX's side. The code as they write it, the
/// comments (after ▷) in `lang`.
pub fn listing(options: FamilyOptions, lang: crate::lang::Lang) -> Vec<String> {
    let n = &family_words(lang).notes;
    let test = if options.cut == CutRule::Gt && options.algo.takes_cut_rule() { ">" } else { "≥" };
    let negamax = |soft: bool| -> Vec<String> {
        vec![
            format!("function NEGAMAX(node, α, β)  ▷ {}", n.for_mover),
            "  if TERMINAL-TEST(node) then return ±UTILITY(node)".into(),
            if soft { "  best ← −∞".into() } else { format!("  best ← −∞  ▷ {}", n.soft_only) },
            "  for each child of node do".into(),
            "    score ← −NEGAMAX(child, −β, −α)".into(),
            if soft {
                format!("    if score {test} β then return score  ▷ {}", n.fail_soft)
            } else {
                format!("    if score {test} β then return β  ▷ {}", n.fail_hard)
            },
            if soft { "    best ← MAX(best, score)".into() } else { format!("    best ← MAX(best, score)  ▷ {}", n.soft_only) },
            "    α ← MAX(α, score)".into(),
            format!("  return {}", if soft { "best" } else { "α" }),
        ]
    };
    match options.algo {
        Algo::Negamax => negamax(options.fail == Fail::Soft),
        Algo::Pvs => [
            &*format!("function PVS(node, α, β)  ▷ {}", n.for_mover),
            "  if TERMINAL-TEST(node) then return ±UTILITY(node)",
            "  for each child of node do",
            "    if child is the first child then",
            "      score ← −PVS(child, −β, −α)",
            "    else",
            &*format!("      score ← −PVS(child, −α−1, −α)  ▷ {}", n.scout),
            &*format!("      if α < score < β then  ▷ {}", n.failed_high),
            "        score ← −PVS(child, −β, −score)",
            "    α ← MAX(α, score)",
            &*format!("    if α ≥ β then break  ▷ {}", n.cutoff),
            "  return α",
        ]
        .map(String::from)
        .to_vec(),
        Algo::Aspiration => {
            let mut lines: Vec<String> = [
                "function ASPIRATION(root, guess, δ)",
                "  α ← guess − δ;  β ← guess + δ",
                "  loop",
                "    score ← NEGAMAX(root, α, β)",
                &*format!("    if score ≤ α then α ← −∞  ▷ {}", n.failed_low),
                &*format!("    else if score ≥ β then β ← +∞  ▷ {}", n.failed_high),
                "    else return score",
            ]
            .map(String::from)
            .to_vec();
            lines.extend(negamax(true));
            lines
        }
        Algo::Mtdf => [
            "function MTDF(root, f)",
            "  g ← f;  upper ← +∞;  lower ← −∞",
            "  while lower < upper do",
            "    β ← MAX(g, lower + 1)",
            "    g ← ABWM(root, β − 1, β)",
            "    if g < β then upper ← g else lower ← g",
            "  return g",
            &*format!("function ABWM(n, α, β)  ▷ {}", n.with_memory),
            "  if the table holds bounds for n then",
            "    if n.lower ≥ β then return n.lower",
            "    if n.upper ≤ α then return n.upper",
            "    α ← MAX(α, n.lower);  β ← MIN(β, n.upper)",
            "  if TERMINAL-TEST(n) then g ← UTILITY(n)",
            "  else if n is a MAX node then",
            "    g ← −∞;  a ← α",
            "    for each child c while g < β do",
            "      g ← MAX(g, ABWM(c, a, β));  a ← MAX(a, g)",
            "  else",
            "    g ← +∞;  b ← β",
            "    for each child c while g > α do",
            "      g ← MIN(g, ABWM(c, α, b));  b ← MIN(b, g)",
            "  if g ≤ α then n.upper ← g",
            "  if α < g < β then n.lower ← g;  n.upper ← g",
            "  if g ≥ β then n.lower ← g",
            "  return g",
        ]
        .map(String::from)
        .to_vec(),
    }
}

/// Allis's proof-number search, line by line, as the page and `trace`
/// print it; the comments (after ▷) in `lang`.
pub fn pns_listing(lang: crate::lang::Lang) -> Vec<String> {
    let n = &family_words(lang).notes;
    [
        "procedure PN-SEARCH(root)",
        "  SET-NUMBERS(root)",
        "  while root.pn ≠ 0 and root.dn ≠ 0 do",
        "    n ← SELECT-MOST-PROVING(root)",
        &*format!("    EXPAND(n)  ▷ {}", n.numbers_of_children),
        &*format!("    UPDATE-ANCESTORS(n)  ▷ {}", n.numbers_upward),
        "function SELECT-MOST-PROVING(n)",
        "  while n is expanded do",
        "    if n is an OR node then",
        "      n ← the child with the smallest pn",
        "    else n ← the child with the smallest dn",
        "  return n",
        "procedure SET-NUMBERS(n)",
        "  leaf: won (0, ∞); lost/drawn (∞, 0); new (1, 1)",
        "  OR: pn ← MIN of children's pn; dn ← SUM of dn",
        "  AND: pn ← SUM of children's pn; dn ← MIN of dn",
    ]
    .map(String::from)
    .to_vec()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Lang;

    /// Each listing in each language: the code as English prints it, line
    /// for line (events name lines by index), and every comment in the
    /// language, none left in English but the terms kept as they are.
    #[test]
    fn listings_keep_the_code_and_say_their_comments_in_each_language() {
        let split = |line: &str| {
            line.split_once('▷').map_or((line.to_string(), None), |(code, note)| (code.to_string(), Some(note.trim().to_string())))
        };
        let kept_terms = ["fail-soft", "fail-hard"];
        let mut checked = 0;
        for algo in Algo::ALL {
            for fail in [Fail::Hard, Fail::Soft] {
                for cut in [CutRule::Ge, CutRule::Gt] {
                    let options = FamilyOptions { fail, cut, ..FamilyOptions::new(algo) };
                    let english = listing(options, Lang::En);
                    for lang in Lang::ALL {
                        let theirs = listing(options, lang);
                        assert_eq!(theirs.len(), english.len(), "{algo:?} {lang:?}");
                        for (a, b) in english.iter().zip(&theirs) {
                            let ((code_a, note_a), (code_b, note_b)) = (split(a), split(b));
                            assert_eq!(code_a, code_b, "{algo:?} {lang:?}");
                            assert_eq!(note_a.is_some(), note_b.is_some(), "{algo:?} {lang:?}: {b}");
                            if let (Some(a), Some(b)) = (note_a, note_b)
                                && lang != Lang::En
                                && !kept_terms.contains(&a.as_str())
                            {
                                assert_ne!(a, b, "{algo:?} {lang:?}: the comment of '{code_b}' is English");
                                checked += 1;
                            }
                        }
                    }
                }
            }
        }
        let english = pns_listing(Lang::En);
        for lang in [Lang::Tr, Lang::Ja, Lang::Zh] {
            let theirs = pns_listing(lang);
            assert_eq!(theirs.len(), english.len());
            for (a, b) in english.iter().zip(&theirs) {
                let ((code_a, note_a), (code_b, note_b)) = (split(a), split(b));
                assert_eq!(code_a, code_b);
                if let (Some(a), Some(b)) = (note_a, note_b) {
                    assert_ne!(a, b, "{lang:?}: the comment of '{code_b}' is English");
                    checked += 1;
                }
            }
        }
        assert!(checked > 100, "{checked} comments compared");
    }
}
