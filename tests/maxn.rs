//! More than two players (max^n) and the paranoid reduction, against plain
//! recursive oracles on thousands of random trees with many ties.

mod common;

use common::{ALL_OPTIONS, Rng};
use minimax_engine::explain::{Step, describe, highlighted_lines, listing};
use minimax_engine::lang::Lang;
use minimax_engine::maxn::{AIMA_THREE_PLAYERS, paranoid};
use minimax_engine::notation::{self, Problem};
use minimax_engine::num::Bound;
use minimax_engine::search::{Algorithm, CutRule, EventKind, Form, Options, Trace};
use minimax_engine::tree::{Kind, Leaf, NodeId, Tree};
use minimax_engine::value::Value;
use minimax_engine::words::{error_message, explain_in};

fn parse(text: &str) -> Tree {
    notation::parse(text).into_result().unwrap_or_else(|e| panic!("{text}: {e:?}"))
}

/// The plain recursive max^n: the player to move takes the first child
/// whose vector is largest in its own component.
fn maxn(tree: &Tree, node: NodeId) -> Vec<i64> {
    match tree[node].kind() {
        None => match tree[node].leaf() {
            Some(Leaf::Vector(parts)) => parts.iter().map(|b| b.to_string().parse::<i64>().expect("integer utilities")).collect(),
            other => panic!("not a vector leaf: {other:?}"),
        },
        Some(Kind::Player { index, .. }) => {
            let i = usize::from(index);
            let mut best: Option<Vec<i64>> = None;
            for child in tree.children(node) {
                let v = maxn(tree, child);
                if best.as_ref().is_none_or(|b| v[i] > b[i]) {
                    best = Some(v);
                }
            }
            best.expect("a node has children")
        }
        Some(kind) => panic!("not a player's node: {kind:?}"),
    }
}

/// The plain recursive paranoid value for player `me`: its nodes take the
/// largest of its components, everyone else's the smallest.
fn paranoid_oracle(tree: &Tree, node: NodeId, me: u8) -> i64 {
    match tree[node].kind() {
        None => maxn(tree, node)[usize::from(me)],
        Some(Kind::Player { index, .. }) => {
            let values = tree.children(node).map(|c| paranoid_oracle(tree, c, me));
            if index == me { values.max().expect("children") } else { values.min().expect("children") }
        }
        Some(kind) => panic!("not a player's node: {kind:?}"),
    }
}

fn vector_of(value: &Value) -> Vec<i64> {
    match value {
        Value::Vector(parts) => parts.iter().map(|p| p.to_string().parse::<i64>().expect("integer")).collect(),
        other => panic!("not a vector: {other}"),
    }
}

/// A random max^n tree as text: `players` components from a few values (so
/// ties are common), now and then a node that says whose turn it is.
fn random_text(rng: &mut Rng, depth: u64, players: u64, values: u64, out: &mut String) {
    if depth == 0 || (depth < 4 && rng.chance(25)) {
        let parts: Vec<String> = (0..players).map(|_| (rng.below(values) as i64 - 1).to_string()).collect();
        out.push_str(&format!("{{{}}}", parts.join(",")));
        return;
    }
    if rng.chance(15) {
        out.push_str(&format!("p{}(", 1 + rng.below(players)));
    } else {
        out.push('<');
    }
    let closer = if out.ends_with('(') { ')' } else { '>' };
    for i in 0..1 + rng.below(3) {
        if i > 0 {
            out.push(',');
        }
        let below = depth - 1;
        random_text(rng, below, players, values, out);
    }
    out.push(closer);
}

fn random_tree(rng: &mut Rng) -> (String, Tree) {
    let players = 2 + rng.below(3);
    let values = 2 + rng.below(4);
    let mut text = String::new();
    // The root is a group, so the tree always has one internal node.
    text.push('<');
    for i in 0..1 + rng.below(3) {
        if i > 0 {
            text.push(',');
        }
        let depth = 1 + rng.below(4);
        random_text(rng, depth, players, values, &mut text);
    }
    text.push('>');
    let tree = parse(&text);
    (text, tree)
}

#[test]
fn the_aima_three_player_example_gives_1_2_6_at_the_root_by_a_tie_broken_to_the_left() {
    let tree = parse(AIMA_THREE_PLAYERS);
    assert_eq!(tree.players(), Some(3));
    for options in ALL_OPTIONS {
        let trace = Trace::run(&tree, options);
        assert_eq!(trace.root(&tree).map(|v| vector_of(&v)), Some(vec![1, 2, 6]), "{options:?}");
        assert_eq!(trace.best_children(&tree), vec![0]);
        assert_eq!(trace.stats().cutoffs, 0, "max^n prunes nothing");
    }
    let trace = Trace::run(&tree, Options::default());
    // The root's last update is the tie on A's component (1 against 1).
    let last_update = (0..trace.len()).rev().find(|&i| trace.events()[i].kind() == EventKind::Update).expect("updates");
    match describe(&tree, &trace, last_update) {
        Some(Step::UpdateMaxN { node, player, got, part, old, took, tie, last, .. }) => {
            assert_eq!((node.as_str(), player, got.as_str(), part.as_str()), ("A", 1, "(1, 5, 2)", "1"));
            assert_eq!(old, Some(("(1, 2, 6)".to_string(), "1".to_string())));
            assert!(!took && tie && last);
        }
        other => panic!("{other:?}"),
    }
    let en = explain_in(&tree, &trace, last_update, Lang::En);
    assert!(en.contains("A tie") && en.contains("keeps (1, 2, 6)"), "{en}");
    // Every node's returned vector, by the oracle.
    for event in trace.events() {
        if event.kind() == EventKind::Return {
            let got = trace.value(&tree, event.v()).map(|v| vector_of(&v));
            assert_eq!(got, Some(maxn(&tree, event.node())), "{}", tree.name(event.node()));
        }
    }
}

#[test]
fn max_n_agrees_with_the_recursive_oracle_on_random_trees_with_ties() {
    let mut rng = Rng::new(0x3a7e_0001);
    let mut ties = 0;
    for _ in 0..3000 {
        let (text, tree) = random_tree(&mut rng);
        let expected = maxn(&tree, NodeId::ROOT);
        for options in ALL_OPTIONS {
            let trace = Trace::run(&tree, options);
            assert_eq!(trace.root(&tree).map(|v| vector_of(&v)), Some(expected.clone()), "{text} {options:?}");
            assert_eq!(trace.stats().cutoffs, 0, "{text}");
            // Every node returns its own max^n vector.
            for event in trace.events().iter().filter(|e| e.kind() == EventKind::Return) {
                assert_eq!(
                    trace.value(&tree, event.v()).map(|v| vector_of(&v)),
                    Some(maxn(&tree, event.node())),
                    "{text}: {}",
                    tree.name(event.node())
                );
            }
        }
        let trace = Trace::run(&tree, Options::default());
        ties += (0..trace.len()).filter(|&i| matches!(describe(&tree, &trace, i), Some(Step::UpdateMaxN { tie: true, .. }))).count();
        // The notation prints back to the same tree.
        assert_eq!(parse(&notation::print(&tree)), tree, "{text}");
    }
    assert!(ties > 1000, "the random trees exercise ties ({ties})");
}

#[test]
fn the_paranoid_reduction_is_two_player_alpha_beta_on_the_same_tree() {
    let tree = parse(AIMA_THREE_PLAYERS);
    let reduced = paranoid(&tree).expect("a max^n tree");
    assert_eq!(notation::print(&reduced), "max(min(min(1,4),min(6,7)),min(min(5,1),min(7,5)))");
    let trace = Trace::run(&reduced, Options::default());
    assert_eq!(trace.root_value(&reduced), Some(Bound::parse("1").expect("1")));
    let pruned: Vec<&str> = trace.pruned(&reduced).into_iter().filter(|&n| reduced[n].is_leaf()).map(|n| reduced.name(n)).collect();
    assert_eq!(pruned, ["G1", "G2"], "alpha-beta prunes under the paranoid assumption");
    let mut rng = Rng::new(0x3a7e_0002);
    for _ in 0..2000 {
        let (text, tree) = random_tree(&mut rng);
        let Some(Kind::Player { index: me, .. }) = tree[NodeId::ROOT].kind() else { panic!("{text}") };
        let reduced = paranoid(&tree).expect("max^n");
        let expected = Bound::parse(&paranoid_oracle(&tree, NodeId::ROOT, me).to_string()).expect("number");
        for options in ALL_OPTIONS {
            let trace = Trace::run(&reduced, options);
            assert_eq!(trace.root_value(&reduced), Some(expected), "{text} {options:?}");
        }
        assert_eq!(reduced.len(), tree.len());
        assert!(tree.ids().all(|id| tree.name(id) == reduced.name(id)), "names are kept: {text}");
    }
    assert!(paranoid(&parse("<3,5,10>,<2,a,b>,<2,7,3>")).is_none());
}

#[test]
fn vectors_and_players_in_the_notation_are_checked_where_they_are_written() {
    let problems = |text: &str| notation::parse(text).errors.into_iter().map(|e| (e.column, e.problem)).collect::<Vec<_>>();
    assert_eq!(problems("<{1,2},{1,2,3}>,<{4,5,6},{7,8,9}>"), [(2, Problem::VectorLength { expected: 3, found: 2 })]);
    assert_eq!(problems("<{1,2,3},4>"), [(10, Problem::NeedsVector { leaf: "4".into(), players: 3 })]);
    assert_eq!(problems("max({1,2,3},{4,5,6})"), [(1, Problem::KindInMaxN("max".into()))]);
    assert_eq!(problems("<{1,2,3},p4({1,2,3})>"), [(10, Problem::PlayerOutOfRange { player: "p4".into(), players: 3 })]);
    assert_eq!(problems("<{1,x,3},{1,2,3}>"), [(2, Problem::BadVector("{1,x,3}".into()))]);
    assert_eq!(problems("<{1},{2}>"), [(2, Problem::BadVector("{1}".into())), (6, Problem::BadVector("{2}".into()))]);
    // An unclosed vector takes the rest of the text; the group is unclosed too.
    assert_eq!(problems("<{1,2,3},{1,2").first(), Some(&(10, Problem::BadVector("{1,2".into()))));
    // Full-width braces and commas from an input method work too.
    assert_eq!(parse("<｛1，2，6｝,{4,2,3}>").players(), Some(3));
    // `p2(…)` fixes a turn; the levels below take turns after it.
    let tree = parse("p2(<{1,2,3},{3,2,1}>,{0,0,0})");
    assert_eq!(tree[NodeId::ROOT].kind(), Some(Kind::Player { index: 1, players: 3 }));
    assert_eq!(tree[NodeId(1)].kind(), Some(Kind::Player { index: 2, players: 3 }));
    // A `p1` that opens no group is still a placeholder name, and so is
    // one before a group in a tree without vectors (as it always was).
    assert!(parse("<p1,3>,<2,4>").players().is_none());
    assert_eq!(notation::print(&parse("<p1 (3,4), 5>")), "p1,<3,4>,5");
    assert!(parse("max(p1(3,4))").players().is_none());
    // Every language words every new problem, and differently from English.
    let error = notation::parse("<{1,2},{1,2,3}>").errors.remove(0);
    let en = error_message(&error, Lang::En);
    for lang in [Lang::Tr, Lang::Ja, Lang::Zh] {
        let said = error_message(&error, lang);
        assert!(said != en && said.contains('2') && said.contains('3'), "{lang:?}: {said}");
    }
}

#[test]
fn the_maxn_listing_is_lit_line_by_line_in_every_language() {
    let tree = parse(AIMA_THREE_PLAYERS);
    for algorithm in [Algorithm::Minimax, Algorithm::AlphaBeta] {
        let options = Options { algorithm, cut: CutRule::Ge, form: Form::Aima };
        let trace = Trace::run(&tree, options);
        let lines = listing(&tree, options, false);
        assert!(lines[0].text.starts_with("function MAXN-DECISION"));
        for i in 0..trace.len() {
            let lit = highlighted_lines(&tree, &trace, i);
            assert!(!lit.is_empty(), "step {i} lights a line");
            let texts: Vec<&str> = lit.iter().map(|&l| lines[l].text.trim()).collect();
            match trace.events()[i].kind() {
                EventKind::Leaf => assert_eq!(texts, ["if TERMINAL-TEST(state) then return UTILITY(state)"]),
                EventKind::Update => {
                    assert_eq!(texts, ["w ← MAXN-VALUE(RESULT(state, a))", "if best = none or w[i] > best[i] then best ← w"])
                }
                EventKind::Return => assert_eq!(texts, ["return best"]),
                EventKind::Enter => assert!(texts.contains(&"i ← PLAYER(state);  best ← none"), "{texts:?}"),
                other => panic!("max^n has no {other:?}"),
            }
            for lang in [Lang::En, Lang::Tr, Lang::Ja, Lang::Zh] {
                let said = explain_in(&tree, &trace, i, lang);
                assert!(!said.is_empty() && !said.contains('?'), "{lang:?} step {i}: {said}");
            }
        }
    }
}

#[test]
fn a_node_still_searching_shows_its_best_vector_so_far_as_such() {
    use minimax_engine::replay::Snapshot;
    let tree = parse(AIMA_THREE_PLAYERS);
    let trace = Trace::run(&tree, Options::default());
    // After B returns to A (step 18: A's first update), A holds (1, 2, 6)
    // with C still to search.
    let at = Snapshot::at(&tree, &trace, 18);
    assert_eq!(at.value_text(&tree, &trace, NodeId::ROOT).as_deref(), Some("(1, 2, 6) …"));
    assert_eq!(at.value_text(&tree, &trace, NodeId(1)).as_deref(), Some("(1, 2, 6)"), "B is done");
    let end = Snapshot::at(&tree, &trace, trace.len());
    assert_eq!(end.value_text(&tree, &trace, NodeId::ROOT).as_deref(), Some("(1, 2, 6)"));
}
