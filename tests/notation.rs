//! The notation: what parses to what, round trips, labels, limits, errors.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::{Rng, Shape, random_tree};
use minimax_engine::lang::Lang;
use minimax_engine::notation::{MAX_DEPTH, MAX_NODES, parse, parse_leaf, print};
use minimax_engine::num::Bound;
use minimax_engine::search::{Options, Trace};
use minimax_engine::tree::{Leaf, NodeId, Player, Tree};
use minimax_engine::words::{ERRORS_SHOWN, LINE_SHOWN, render_error, render_errors};

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
    internal.sort_unstable();
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

/// The source line and the caret line of a rendered error.
fn source_and_caret(rendered: &str) -> (String, String) {
    let lines: Vec<&str> = rendered.lines().collect();
    let source = lines.iter().find(|l| l.contains(" | ") && !l.trim_start().starts_with('|')).unwrap_or_else(|| panic!("{rendered}"));
    let caret = lines.iter().find(|l| l.trim_start().starts_with("| ") && l.contains('^')).unwrap_or_else(|| panic!("{rendered}"));
    let bar = source.find(" | ").unwrap_or(0) + 3;
    let caret_bar = caret.find("| ").unwrap_or(0) + 2;
    (source[bar..].to_string(), caret[caret_bar..].to_string())
}

/// A text with thousands of errors (10,000 `<`) lists the first ones and
/// says how many more there are: its rendering stays small, whatever the
/// count (the page drew every error with its whole line: 32 MB of text at
/// 4,000 `<`, one 19 s task).
#[test]
fn thousands_of_errors_list_the_first_ones_and_count_the_rest() {
    for (text, lang) in [("<".repeat(10_000), Lang::En), ("<".repeat(4_000), Lang::Tr), (format!("{}\n", "<1,".repeat(3_000)), Lang::Ja)] {
        let errors = parse(&text).errors;
        assert!(errors.len() > ERRORS_SHOWN, "{} errors", errors.len());
        let (shown, more) = render_errors(&errors, &text, lang);
        assert_eq!(shown.len(), ERRORS_SHOWN);
        for (e, r) in errors.iter().zip(&shown) {
            assert_eq!(r, &render_error(e, &text, lang), "the first errors, as each renders");
        }
        let more = more.expect("the rest are counted");
        assert!(more.contains(&(errors.len() - ERRORS_SHOWN).to_string()), "{more}");
        let total: usize = shown.iter().map(String::len).sum::<usize>() + more.len();
        assert!(total < 20 * (LINE_SHOWN + 400), "{total} bytes rendered");
    }
    let few = parse("<1,>,<").errors;
    assert!(few.len() <= ERRORS_SHOWN);
    assert_eq!(render_errors(&few, "<1,>,<", Lang::En).1, None, "nothing more to say");
}

/// A long line shows only the part around the caret, cut with `…`, and the
/// caret stays under the character it points at, full-width ones too.
#[test]
fn a_long_line_shows_the_part_around_the_caret() {
    for filler in ["1,", "１，", "<2>,"] {
        for at in [0, 7, 300, 1_999] {
            let items: Vec<String> =
                (0..2_000).map(|i| if i == at { "@".to_string() } else { filler.trim_end_matches([',', '，']).to_string() }).collect();
            let text = format!("<{}>", items.join(","));
            let errors = parse(&text).errors;
            let error = errors.first().unwrap_or_else(|| panic!("{filler} {at}: no error"));
            let rendered = render_error(error, &text, Lang::En);
            let (source, caret) = source_and_caret(&rendered);
            let width = |s: &str| unicode_width::UnicodeWidthStr::width(s);
            assert!(width(&source) <= LINE_SHOWN + 2, "{filler} {at}: {} columns\n{rendered}", width(&source));
            // The caret's column is the column of the error's first
            // character in the line shown.
            let col = caret.find('^').unwrap_or_else(|| panic!("{rendered}"));
            let pointed = &text[error.span.start..];
            let first = pointed.chars().next().map(String::from).unwrap_or_default();
            let mut seen = 0;
            let under = source.chars().find(|c| {
                let here = seen;
                seen += width(&c.to_string());
                here >= col
            });
            assert_eq!(under.map(String::from), Some(first), "{filler} {at}\n{rendered}");
        }
    }
}

/// A long run of characters that take no column (combining marks) is cut
/// too: the part shown is bounded in characters as well as in columns.
#[test]
fn a_line_of_zero_width_characters_is_cut_as_well() {
    let text = format!("<1,{}@>", "e\u{301}".repeat(50_000));
    let errors = parse(&text).errors;
    let error = errors.first().expect("an error");
    let rendered = render_error(error, &text, Lang::En);
    assert!(rendered.chars().count() < 12 * LINE_SHOWN, "{} characters", rendered.chars().count());
    assert!(rendered.contains('…'), "{rendered}");
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

/// Texts the grammar accepts, written as people write them: every bracket
/// and kind form, labels (unique, some not ASCII), placeholders (repeats
/// allowed), numbers in every accepted form, chance nodes with some, none
/// or all probabilities (decimals and fractions), max^n trees of utility
/// vectors with `pN(…)` nodes, full-width punctuation, and spaces, tabs and
/// newlines anywhere between tokens. Separators are commas, `、`, `，` or
/// plain whitespace.
struct TextGen<'r> {
    rng: &'r mut Rng,
    /// Utility vectors of this many players, or a two-player tree.
    players: Option<usize>,
    labels: usize,
    out: String,
}

impl TextGen<'_> {
    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.rng.below(items.len() as u64) as usize]
    }

    fn space(&mut self) {
        if self.rng.chance(30) {
            let s = self.pick(&[" ", "  ", "\t", "\n", " \n  ", "\u{3000}"]);
            self.out.push_str(s);
        }
    }

    fn separator(&mut self) {
        self.space();
        let s = self.pick(&[",", ",", ",", ", ", " ", "\n", "、", "，"]);
        self.out.push_str(s);
        self.space();
    }

    fn number(&mut self) -> String {
        match self.rng.below(10) {
            0 => self.pick(&["inf", "-inf", "+inf", "∞", "-∞", "−∞", "INF", "Infinity"]).to_string(),
            1 => format!("{}.{}", self.rng.below(30) as i64 - 15, self.pick(&["5", "25", "75", "125", "0"])),
            2 => format!("−{}", self.rng.below(20)),
            3 => format!("+{}", self.rng.below(20)),
            4 => format!("{:02}", self.rng.below(10)),
            5 => format!("{}", (self.rng.below(2_000_000) as i64 - 1_000_000) * 1_000_000_007),
            _ => format!("{}", self.rng.below(41) as i64 - 20),
        }
    }

    fn leaf(&mut self) {
        match self.players {
            Some(k) => {
                let open = self.pick(&["{", "{", "｛"]);
                self.out.push_str(open);
                for i in 0..k {
                    if i > 0 {
                        let s = self.pick(&[",", ", ", " ", "、"]);
                        self.out.push_str(s);
                    }
                    let n = self.number();
                    self.out.push_str(&n);
                }
                let close = if open == "{" { "}" } else { "｝" };
                self.out.push_str(close);
            }
            None if self.rng.chance(12) => {
                let name = self.pick(&["a", "b", "x1", "unknown", "_u", "é", "ä2", "未知"]);
                self.out.push_str(name);
            }
            None => {
                let n = self.number();
                self.out.push_str(&n);
            }
        }
    }

    fn label(&mut self) {
        self.labels += 1;
        let n = self.labels;
        let name = match self.rng.below(4) {
            0 => format!("N{n}"),
            1 => format!("node_{n}"),
            2 => format!("Ü{n}"),
            _ => format!("節{n}"),
        };
        self.out.push_str(&name);
        self.space();
        let colon = self.pick(&[":", ":", "："]);
        self.out.push_str(colon);
        self.space();
    }

    /// One item: `[probability:] [label:] (leaf | [kind] group)`.
    fn item(&mut self, depth: usize, probability: Option<String>) {
        if let Some(p) = probability {
            self.out.push_str(&p);
            self.space();
            self.out.push(':');
            self.space();
        }
        if self.rng.chance(25) {
            self.label();
        }
        if depth == 0 || self.rng.chance(35) {
            self.leaf();
        } else {
            self.group(depth - 1);
        }
    }

    fn group(&mut self, depth: usize) {
        let kind = match self.players {
            Some(k) if self.rng.chance(40) => format!("p{}", 1 + self.rng.below(k as u64)),
            Some(_) => String::new(),
            None => self.pick(&["", "", "max", "MAX", "min", "Min", "chance", "?", "？", "Chance"]).to_string(),
        };
        let chance = matches!(kind.as_str(), "chance" | "?" | "？" | "Chance");
        let (open, close) = match self.rng.below(7) {
            0 | 1 if kind.is_empty() => ("<", ">"),
            2 => ("[", "]"),
            3 => ("（", "）"),
            4 if kind.is_empty() => ("＜", "＞"),
            _ => ("(", ")"),
        };
        self.out.push_str(&kind);
        self.out.push_str(open);
        self.space();
        let n = 1 + self.rng.below(4) as usize;
        let probabilities = if chance { self.probabilities(n) } else { vec![None; n] };
        for (i, p) in probabilities.into_iter().enumerate() {
            if i > 0 {
                self.separator();
            }
            self.item(depth, p);
        }
        self.space();
        self.out.push_str(close);
    }

    /// A chance node's probabilities as written: none, some (adding up to
    /// less than 1), or all (adding up to exactly 1).
    fn probabilities(&mut self, n: usize) -> Vec<Option<String>> {
        match self.rng.below(3) {
            0 => vec![None; n],
            // Some: at least one child left to share what is left.
            1 => (0..n).map(|i| (i + 1 < n && self.rng.chance(50)).then(|| format!("1/{}", 2 * n))).collect(),
            _ => {
                let decimal = match n {
                    1 => Some("1"),
                    2 => Some("0.5"),
                    4 => Some("0.25"),
                    _ => None,
                };
                (0..n).map(|_| Some(decimal.filter(|_| self.rng.chance(50)).map_or(format!("1/{n}"), str::to_string))).collect()
            }
        }
    }

    fn text(rng: &mut Rng) -> String {
        let players = rng.chance(20).then(|| 2 + rng.below(3) as usize);
        let mut g = TextGen { rng, players, labels: 0, out: String::new() };
        g.space();
        match g.rng.below(5) {
            // A single group is the root; a single leaf a one-node tree.
            0 => g.group(3),
            1 if g.rng.chance(10) => g.leaf(),
            _ => {
                let n = 2 + g.rng.below(3) as usize;
                for i in 0..n {
                    if i > 0 {
                        g.separator();
                    }
                    g.item(2, None);
                }
            }
        }
        g.space();
        g.out
    }
}

#[test]
fn every_accepted_text_prints_back_to_the_same_tree_and_search() {
    // Issue 25: the notation never drops what was typed. 100,000 texts
    // from the grammar: each parses; its printed form parses to an equal
    // tree; both search the same, step by step, to the same root value.
    let mut rng = Rng::new(2025);
    let mut kinds = [0usize; 3];
    for i in 0..100_000 {
        let text = TextGen::text(&mut rng);
        let parsed = parse(&text).into_result().unwrap_or_else(|e| {
            panic!("text #{i} {text:?} was refused: {}", e.iter().map(|e| e.to_string()).collect::<Vec<_>>().join("; "))
        });
        let printed = print(&parsed);
        let back = parse(&printed).into_result().unwrap_or_else(|e| {
            panic!(
                "text #{i} {text:?} printed as {printed:?}, which is refused: {}",
                e.iter().map(|e| e.to_string()).collect::<Vec<_>>().join("; ")
            )
        });
        assert_eq!(back, parsed, "text #{i} {text:?} printed as {printed:?}");
        assert_eq!(print(&back), printed, "text #{i}: printing is not stable");
        let (a, b) = (Trace::run(&parsed, Options::default()), Trace::run(&back, Options::default()));
        assert_eq!(a.events(), b.events(), "text #{i} {text:?}: the search differs after printing");
        assert_eq!(a.root(&parsed), b.root(&back), "text #{i} {text:?}");
        kinds[if parsed.players().is_some() {
            0
        } else if minimax_engine::explain::has_chance(&parsed) {
            1
        } else {
            2
        }] += 1;
    }
    // The generator reaches every form it means to.
    assert!(kinds.iter().all(|&k| k > 5_000), "max^n, chance, plain: {kinds:?}");
}

#[test]
fn a_probability_with_no_node_an_empty_slot_and_a_repeated_label_are_located() {
    let e = parse("chance(0.5:,3)").errors;
    assert_eq!(e.len(), 1);
    assert_eq!((e[0].line, e[0].column), (1, 12));
    assert!(e[0].to_string().starts_with("1:12: '0.5:' gives a probability, but no node follows it"), "{}", e[0]);
    assert!(render_error(&e[0], "chance(0.5:,3)", Lang::En).contains("write the child right after it"));
    let m = messages("chance(0.5:)");
    assert!(m.len() == 1 && m[0].starts_with("1:12: '0.5:' gives a probability, but no node follows it"), "{m:?}");
    let e = parse("<1,,2>").errors;
    assert_eq!(e.len(), 1);
    assert!(render_error(&e[0], "<1,,2>", Lang::En).contains("an empty slot"), "{}", render_error(&e[0], "<1,,2>", Lang::En));
    let m = messages("A:<1,2>,A:<3,4>");
    assert!(m.len() == 1 && m[0].starts_with("1:9: the name 'A' is already used at 1:1"), "{m:?}");
    for lang in [Lang::En, Lang::Tr, Lang::Ja, Lang::Zh] {
        let e = &parse("A:<1,2>,\nA:<3,4>").errors[0];
        let shown = render_error(e, "A:<1,2>,\nA:<3,4>", lang);
        assert!(shown.contains("1:1") && shown.contains("2:1"), "{lang:?}: {shown}");
    }
    // A leaf's made-up name never takes a label's: A's first leaf is A1′.
    let t = tree("A:<1,2>,A1:<3,4>");
    let names: Vec<&str> = t.ids().map(|id| t.name(id)).collect();
    assert_eq!(names, ["B", "A", "A1′", "A2", "A1", "A11", "A12"]);
}
