//! The notation: what parses to what, round trips, labels, limits, errors.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::{Rng, Shape, random_tree};
use minimax_engine::lang::Lang;
use minimax_engine::notation::{MAX_DEPTH, MAX_NODES, parse, parse_leaf, print};
use minimax_engine::num::Bound;
use minimax_engine::search::{Options, Trace};
use minimax_engine::tree::{Leaf, NodeId, Player, Tree};
use minimax_engine::words::render_error;

fn tree(text: &str) -> Tree {
    parse(text)
        .into_result()
        .unwrap_or_else(|e| panic!("{text:?} did not parse: {}", e.iter().map(|e| e.to_string()).collect::<Vec<_>>().join("; ")))
}

fn messages(text: &str) -> Vec<String> {
    match parse(text).into_result() {
        Ok(t) => panic!("{text:?} parsed as {}", print(&t)),
        Err(errors) => errors.iter().map(|e| e.to_string()).collect(),
    }
}

/// The tree's shape as `kind(children)` with names, for comparing parses.
fn outline(t: &Tree) -> String {
    let mut out = String::new();
    let mut open: Vec<NodeId> = Vec::new();
    for id in t.ids() {
        while open.last().is_some_and(|&top| t[top].subtree_end() <= id) {
            open.pop();
            out.push(')');
        }
        if t[id].index_in_parent() > 0 {
            out.push(' ');
        }
        match (t[id].leaf(), t[id].player()) {
            (Some(Leaf::Value(v)), _) => out.push_str(&v.to_string()),
            (Some(Leaf::Placeholder(p)), _) => out.push_str(p),
            (Some(Leaf::Vector(_)), _) => unreachable!("two-player trees only"),
            (None, Some(p)) => {
                out.push_str(&format!("{}:{}(", t.name(id), p.name()));
                open.push(id);
            }
            (None, None) => unreachable!(),
        }
    }
    out.push_str(&")".repeat(open.len()));
    out
}

#[test]
fn top_level_list_is_the_roots_children() {
    let classic = outline(&tree("<3,5,10>,<2,a,b>,<2,7,3>"));
    assert_eq!(classic, "A:MAX(B:MIN(3 5 10) C:MIN(2 a b) D:MIN(2 7 3))");
    assert_eq!(outline(&tree("<<3,5,10>,<2,a,b>,<2,7,3>>")), classic);
    assert_eq!(outline(&tree("[3 5 10] (2, a, b) <2 7 3>")), classic);
    assert_eq!(outline(&tree("  <3,5,10>\n<2,a,b>\n<2,7,3>  ")), classic);
    // A single top-level group is the root itself.
    assert_eq!(outline(&tree("<3,5>")), "A:MAX(3 5)");
    assert_eq!(outline(&tree("3,5")), "A:MAX(3 5)");
    // A lone leaf is a one-node tree.
    let lone = tree("7");
    assert_eq!(lone.len(), 1);
    assert_eq!(Trace::run(&lone, Options::default()).root_value(&lone), Some(Bound::int(7)));
}

#[test]
fn explicit_kinds_and_labels() {
    let aima = tree("max(min(3,12,8), min(2,4,6), min(14,5,2))");
    assert_eq!(outline(&aima), "A:MAX(B:MIN(3 12 8) C:MIN(2 4 6) D:MIN(14 5 2))");
    let labelled = tree("A:max(B:min(3,12,8), C:min(2,4,6))");
    assert_eq!(outline(&labelled), "A:MAX(B:MIN(3 12 8) C:MIN(2 4 6))");
    // An explicit kind fixes the node; below it levels alternate from it.
    assert_eq!(outline(&tree("<min(<1,2>,3)>")), "A:MAX(B:MIN(C:MAX(1 2) 3))");
    assert_eq!(outline(&tree("MAX(MAX(1,2),3)")), "A:MAX(B:MAX(1 2) 3)");
    // Generated names skip labels already written.
    assert_eq!(outline(&tree("B:<1,2>,<3,4>")), "A:MAX(B:MIN(1 2) C:MIN(3 4))");
    assert_eq!(outline(&tree("<1,2>,C:<3,4>,<5,6>")), "A:MAX(B:MIN(1 2) C:MIN(3 4) D:MIN(5 6))");
    // Labelled leaves keep their label as their name.
    let t = tree("<x:3, 5>");
    assert_eq!(t.name(NodeId(1)), "x");
    assert_eq!(t.name(NodeId(2)), "A2");
}

#[test]
fn breadth_first_names() {
    let t = tree("<<1,2>,<3,4>>,<<5,6>,<7,8>>");
    let mut internal: Vec<(&str, String)> = t.ids().filter(|&i| !t[i].is_leaf()).map(|i| (t.name(i), t.path(i))).collect();
    internal.sort();
    let expected = [("A", ""), ("B", "0"), ("C", "1"), ("D", "0.0"), ("E", "0.1"), ("F", "1.0"), ("G", "1.1")];
    assert_eq!(internal, expected.map(|(n, p)| (n, p.to_string())));
}

#[test]
fn root_player_option() {
    let t = tree("<3,5>,<2,9>").with_root_player(Player::Min);
    assert_eq!(outline(&t), "A:MIN(B:MAX(3 5) C:MAX(2 9))");
    assert_eq!(Trace::run(&t, Options::default()).root_value(&t), Some(Bound::int(5)));
    // An explicit kind at the root wins over the option.
    let fixed = tree("max(<3,5>,<2,9>)").with_root_player(Player::Min);
    assert_eq!(fixed[NodeId::ROOT].player(), Some(Player::Max));
}

#[test]
fn numbers() {
    let t = tree("<-2.5, −3, +4, inf, -inf, ∞, -∞, 0.125, 1000000>");
    let values: Vec<String> = t.leaves().map(|l| t.leaf_value(l).map_or("?".into(), |v| v.notation())).collect();
    assert_eq!(values, ["-2.5", "-3", "4", "inf", "-inf", "inf", "-inf", "0.125", "1000000"]);
    assert_eq!(parse_leaf(" -7 "), Ok(Leaf::Value(Bound::int(-7))));
    assert_eq!(parse_leaf("x1"), Ok(Leaf::Placeholder("x1".into())));
    assert!(parse_leaf("3.5.1").is_err_and(|e| e.to_string().contains("not a number")));
    assert!(parse_leaf("").is_err());
}

#[test]
fn round_trip_fixed_examples() {
    for text in [
        "<3,5,10>,<2,a,b>,<2,7,3>",
        "max(min(3,12,8),min(2,4,6),min(14,5,2))",
        "A:max(B:min(3,12,8),C:min(2,4,6))",
        "<<7>>",
        "5",
        "x:<1,y:2>",
        "<-2.5,inf,-inf,0.001>",
        "min(<1,2>,max(3,4))",
    ] {
        let t = tree(text);
        let printed = print(&t);
        assert_eq!(tree(&printed), t, "{text} printed as {printed}");
    }
    assert_eq!(print(&tree("<3,5,10>,<2,a,b>,<2,7,3>")), "<3,5,10>,<2,a,b>,<2,7,3>");
    assert_eq!(print(&tree("[3 5] (2.50 x)")), "<3,5>,<2.5,x>");
}

#[test]
fn round_trip_random_trees() {
    let mut rng = Rng::new(42);
    let shape = Shape { placeholders: 10, explicit: 20, ..Shape::default() };
    for i in 0..10_000 {
        let t = random_tree(&mut rng, shape);
        let printed = print(&t);
        let back = tree(&printed).with_root_player(t.root_player());
        assert_eq!(back, t, "random tree #{i}: {printed}");
    }
}

#[test]
fn errors_are_all_reported_with_hints() {
    assert_eq!(messages("<3,5,10"), ["1:8: expected '>' to close '<' opened at 1:1 — add the missing '>', or remove the '<'"]);
    assert_eq!(
        messages("<3,5.1.2,10>,<2,a,b"),
        [
            "1:4: '5.1.2' is not a number — leaves are numbers like 3, -2.5 or inf, or a name like a for an unknown value",
            "1:20: expected '>' to close '<' opened at 1:14 — add the missing '>', or remove the '<'",
        ]
    );
    assert_eq!(messages(""), ["1:1: the tree is empty — type the root's children, like <3,5,10>,<2,a,b>,<2,7,3>"]);
    assert_eq!(messages("   \n "), ["2:2: the tree is empty — type the root's children, like <3,5,10>,<2,a,b>,<2,7,3>"]);
    assert!(messages("<3,,5>")[0].starts_with("1:4: expected a node before ','"));
    assert!(messages("<3,5,>")[0].starts_with("1:5: expected a node after ','"));
    assert!(messages("<3,5>>")[0].starts_with("1:6: unexpected '>': no group is open"));
    assert!(messages("max 3")[0].starts_with("1:1: expected a group after 'max'"));
    assert!(messages("3:<1,2>")[0].starts_with("1:1: '3' cannot be a label"));
    assert!(messages("<A:>")[0].starts_with("1:4: expected a node after the label 'A:'"));
    assert!(messages("<1, $>")[0].starts_with("1:5: '$' is not a number or a name"));
    assert!(messages("<1, 1234567890123456789>")[0].contains("more than 18 digits"));
    // Columns count characters, not bytes.
    assert!(messages("<∞, ∞, 1.2.3>")[0].starts_with("1:8:"));
    // Every error, not just the first.
    assert_eq!(messages("<1,x.y>,<>,<2,3").len(), 3);
}

#[test]
fn a_million_nodes_parse() {
    let mut text = String::with_capacity(2 * MAX_NODES);
    text.push('<');
    for i in 0..MAX_NODES - 1 {
        if i > 0 {
            text.push(',');
        }
        text.push_str(["1", "2", "3"][i % 3]);
    }
    text.push('>');
    let t = tree(&text);
    assert_eq!(t.len(), MAX_NODES);
    assert_eq!(Trace::run(&t, Options::default()).root_value(&t), Some(Bound::int(3)));
    // One more is past the limit, and the error names it.
    let over = format!("<{},1>", &text[1..text.len() - 1]);
    let errors = messages(&over);
    assert_eq!(errors.len(), 1);
    assert!(errors[0].contains("more than 1000000 nodes, the limit"), "{}", errors[0]);
}

#[test]
fn ten_thousand_levels_parse_without_overflow() {
    let deep = format!("{}1{}", "<".repeat(MAX_DEPTH), ">".repeat(MAX_DEPTH));
    let t = tree(&deep);
    assert_eq!(t.len(), MAX_DEPTH + 1);
    assert_eq!(t.height(), MAX_DEPTH);
    let trace = Trace::run(&t, Options::default());
    assert_eq!(trace.root_value(&t), Some(Bound::int(1)));
    assert_eq!(print(&t), deep);
    let too_deep = format!("{}1{}", "<".repeat(MAX_DEPTH + 1), ">".repeat(MAX_DEPTH + 1));
    let errors = messages(&too_deep);
    assert_eq!(errors.len(), 1);
    assert!(errors[0].contains("more than 10000 levels deep, the limit"), "{}", errors[0]);
    // Long garbage never panics.
    assert!(!parse(&"<(]>[)".repeat(20_000)).errors.is_empty());
}

#[test]
fn arbitrary_text_never_panics() {
    let mut rng = Rng::new(9);
    let alphabet: Vec<char> = "<>[](),: 0123456789.-+abcxmnaimx∞−\n\té".chars().collect();
    for _ in 0..20_000 {
        let len = rng.below(30) as usize;
        let text: String = (0..len).map(|_| alphabet[rng.below(alphabet.len() as u64) as usize]).collect();
        let parsed = parse(&text);
        match parsed.tree {
            Some(t) => {
                assert!(parsed.errors.is_empty());
                assert_eq!(tree(&print(&t)), t, "{text:?}");
            }
            None => {
                assert!(!parsed.errors.is_empty(), "{text:?}: no tree and no error");
                for e in &parsed.errors {
                    assert!(e.span.end <= text.len() && text.is_char_boundary(e.span.start), "{text:?}: {e:?}");
                    let _ = render_error(e, &text, Lang::En);
                }
            }
        }
    }
}

#[test]
fn full_width_input_reads_as_ascii_and_carets_line_up_on_screen() {
    // Typed with a Japanese or Chinese input method.
    let t = tree("＜１２，－３＞、［．５，７］");
    assert_eq!(print(&t), print(&tree("<12,-3>,[0.5,7]")));
    // The caret sits under the offending character, counting full-width
    // characters as two columns, as terminals and monospace fonts draw them.
    let text = "＜１２，－３＞，（４：５）";
    let errors = parse(text).errors;
    let rendered = render_error(&errors[0], text, Lang::En);
    let lines: Vec<&str> = rendered.lines().collect();
    let caret = lines.iter().find(|l| l.trim_start().starts_with("| ") && l.contains('^')).unwrap_or_else(|| panic!("{rendered}"));
    let source = lines.iter().find(|l| l.starts_with("1 | ")).unwrap_or_else(|| panic!("{rendered}"));
    let caret_col = caret.find('^').unwrap_or(0) - caret.find('|').unwrap_or(0);
    let prefix = &source[source.find('|').unwrap_or(0)..source.find('４').unwrap_or(0)];
    assert_eq!(caret_col, unicode_width::UnicodeWidthStr::width(prefix), "{rendered}");
    assert!(caret.ends_with("^^"), "a full-width character is two columns wide: {rendered}");
}

#[test]
fn chance_nodes_take_probabilities_share_what_is_left_and_round_trip() {
    use minimax_engine::space::SearchSpace;
    use minimax_engine::tree::Kind;
    use minimax_engine::value::{Exact, Value};
    let t = tree("?(0.9: <2,3>, 0.1: 5)");
    assert_eq!(t[NodeId::ROOT].kind(), Some(Kind::Chance));
    let kids: Vec<NodeId> = t.children(NodeId::ROOT).collect();
    let p = |c: NodeId| SearchSpace::probability(&&t, NodeId::ROOT, c);
    assert_eq!((p(kids[0]), p(kids[1])), (Exact::new(9.into(), 10.into()), Exact::new(1.into(), 10.into())));
    assert_eq!(print(&t), "chance(0.9:<2,3>,0.1:5)");
    assert_eq!(print(&tree(&print(&t))), print(&t));
    // A fraction, and two children sharing the two thirds left.
    let shared = tree("chance(1/3: 1, 2, 4)");
    let kids: Vec<NodeId> = shared.children(NodeId::ROOT).collect();
    let third = Exact::new(1.into(), 3.into());
    assert!(kids.iter().all(|&c| SearchSpace::probability(&&shared, NodeId::ROOT, c) == third));
    assert_eq!(print(&shared), "chance(1/3:1,2,4)");
    // Expectiminimax: the average, exactly, shown as a fraction.
    let root = Trace::run(&shared, Options { algorithm: minimax_engine::search::Algorithm::Minimax, ..Options::default() }).root(&shared);
    assert_eq!(root.map(|v| v.to_string()), Some("7/3".to_string()));
    // The notes' exercise: MAX over two even chances over MIN nodes; a
    // chance node passes the turn on, so the groups under it are MIN.
    let exercise = tree("max(?(<2,2>,<1,2>), ?(<0,2>,<-1,0>))");
    let first_min = NodeId(2);
    assert_eq!(exercise[first_min].player(), Some(Player::Min));
    let v = Trace::run(&exercise, Options { algorithm: minimax_engine::search::Algorithm::Minimax, ..Options::default() }).root(&exercise);
    assert_eq!(v, Some(Value::Finite(Exact::new(3.into(), 2.into()))));
    // `chance` is a keyword, not a name; labels still follow a probability.
    assert_eq!(print(&tree("chance(0.5: A:<1,2>, 0.5: 3)")), "chance(0.5:A:<1,2>,0.5:3)");
}

#[test]
fn bad_probabilities_say_where_and_what_to_do() {
    for (text, says) in [
        ("?(0.5: 1, 0.6: 2)", "1:1: this chance node's probabilities add up to 1.1, not 1"),
        ("?(0.5: 1, 0.4: 2)", "1:1: this chance node's probabilities add up to 0.9, not 1"),
        ("<1, 0.5: 2>", "1:5: '0.5:' gives a probability, but only a child of a chance node has one"),
        ("?(1.5: 1, 2)", "1:3: '1.5' is not a probability from 0 to 1"),
        ("?(-0.5: 1, 2)", "1:3: '-0.5' is not a probability from 0 to 1"),
        ("?(1/0: 1, 2)", "1:3: '1/0' is not a probability from 0 to 1"),
        ("chance 3", "1:1: expected a group after 'chance'"),
        ("?(2: 1, 2)", "1:3: '2' is not a probability from 0 to 1"),
    ] {
        let all = messages(text);
        assert!(all.iter().any(|m| m.starts_with(says)), "{text}: {all:?}");
    }
    // Every message has a hint after the dash.
    assert!(messages("?(0.7: 1, 0.7: 2)")[0].contains(" — make them add up to 1, or leave some out"));
}

#[test]
fn a_chance_node_is_explained_as_its_weighted_sum_term_by_term() {
    use minimax_engine::search::{Algorithm, EventKind};
    use minimax_engine::words::explain_in;
    let t = tree("max(?(0.9: 2, 0.1: 3), ?(1/3: 1, 2, 4))");
    let trace = Trace::run(&t, Options { algorithm: Algorithm::Minimax, ..Options::default() });
    let said: Vec<String> = trace
        .events()
        .iter()
        .enumerate()
        .filter(|(_, e)| e.kind() == EventKind::Update && t[e.node()].kind() == Some(minimax_engine::tree::Kind::Chance))
        .map(|(k, _)| explain_in(&t, &trace, k, Lang::En))
        .collect();
    assert_eq!(
        said[0],
        "B is a chance node: B1, with probability 0.9, gives 2. B = 0.9 × 2 = 1.8, so far; the children still to come add their share."
    );
    assert_eq!(
        said[1],
        "B is a chance node: B2, with probability 0.1, gives 3. B = 0.9 × 2 + 0.1 × 3 = 2.1, its value, the expected value."
    );
    assert_eq!(
        said[4],
        "C is a chance node: C3, with probability 1/3, gives 4. C = 1/3 × 1 + 1/3 × 2 + 1/3 × 4 = 7/3, its value, the expected value."
    );
    // The root takes the larger expectation, written exactly.
    let last = explain_in(&t, &trace, trace.len() - 1, Lang::En);
    assert!(last.contains("7/3"), "{last}");
    for lang in [Lang::Tr, Lang::Ja, Lang::Zh] {
        let k = trace.events().iter().position(|e| e.kind() == EventKind::Update && e.node() == NodeId(1)).unwrap_or(0) + 2;
        let s = explain_in(&t, &trace, k, lang);
        assert!(s.contains("0.9 × 2 + 0.1 × 3 = 2.1"), "{lang:?}: {s}");
    }
}

#[test]
fn expectiminimax_steps_light_up_its_own_pseudocode() {
    use minimax_engine::explain::{highlighted_lines, pseudocode_for};
    use minimax_engine::search::{Algorithm, EventKind};
    let t = tree("max(?(0.9: 2, 0.1: 3), ?(1/3: 1, 2, 4))");
    let options = Options { algorithm: Algorithm::Minimax, ..Options::default() };
    let trace = Trace::run(&t, options);
    let code = pseudocode_for(options, true, false);
    let lit = |k: usize| highlighted_lines(&t, &trace, k).into_iter().map(|i| code[i].text.trim()).collect::<Vec<_>>();
    let chance_update = trace.events().iter().position(|e| e.kind() == EventKind::Update && e.node() == NodeId(1)).expect("an update of B");
    assert_eq!(lit(chance_update), ["v ← v + P(r) × VALUE(RESULT(state, r))"]);
    let enter_chance = trace.events().iter().position(|e| e.kind() == EventKind::Enter && e.node() == NodeId(1)).expect("B entered");
    assert_eq!(lit(enter_chance), ["function CHANCE-VALUE(state) returns an expected value", "v ← 0"]);
    let leaf = trace.events().iter().position(|e| e.kind() == EventKind::Leaf).expect("a leaf");
    assert_eq!(lit(leaf), ["if TERMINAL-TEST(state) then return UTILITY(state)"]);
    let root_update =
        trace.events().iter().position(|e| e.kind() == EventKind::Update && e.node() == NodeId::ROOT).expect("the root's update");
    assert_eq!(lit(root_update), ["v ← MAX(v, VALUE(RESULT(state, a)))"]);
    // Alpha-beta on the same tree: its own listing with CHANCE-VALUE after it.
    let ab = Options::default();
    let trace = Trace::run(&t, ab);
    let code = pseudocode_for(ab, true, false);
    let k = trace.events().iter().position(|e| e.kind() == EventKind::Update && e.node() == NodeId(1)).expect("an update of B");
    let lit: Vec<&str> = highlighted_lines(&t, &trace, k).into_iter().map(|i| code[i].text.trim()).collect();
    assert_eq!(lit, ["v ← v + P(r) × VALUE(RESULT(state, r), −∞, +∞)"]);
}

#[test]
fn tied_best_moves_are_kept_whether_their_values_are_plain_or_computed() {
    use minimax_engine::search::{Algorithm, CutRule, Form};
    for (text, best) in [
        ("max(1, ?(1,1))", vec![0, 1]),
        ("max(?(1,1), 1)", vec![0, 1]),
        ("max(min(?(-1,0)),0,?(1:max(-1,0,-1),0:?(0),0:max(-1,0)))", vec![1, 2]),
        ("max(?(0.9:2, 0.1:3), ?(0.9:1, 0.1:4))", vec![0]),
        // A chance root has no move to choose.
        ("?(1,3,2)", vec![]),
    ] {
        let t = tree(text);
        // Ties are kept by minimax and by the strict rule (α > β).
        for options in [
            Options { algorithm: Algorithm::Minimax, cut: CutRule::Ge, form: Form::Aima },
            Options { algorithm: Algorithm::AlphaBeta, cut: CutRule::Gt, form: Form::Aima },
            Options { algorithm: Algorithm::AlphaBeta, cut: CutRule::Gt, form: Form::UpdateFirst },
        ] {
            assert_eq!(Trace::run(&t, options).best_children(&t), best, "{text} {options:?}");
        }
    }
}
