//! Practice mode: the answer key against a plain recursive alpha-beta,
//! grading (every correct answer accepted, each kind of mistake reported
//! at its node), the questions of "predict the next step", and exercises.

mod common;

use std::collections::{BTreeMap, BTreeSet};

use common::{ALL_OPTIONS, Rng, Shape, random_tree};
use minimax_engine::notation;
use minimax_engine::num::Bound;
use minimax_engine::practice::*;
use minimax_engine::search::{Algorithm, CutRule, Form, Options, Trace};
use minimax_engine::tree::{NodeId, Player, Tree};

fn parse(text: &str) -> Tree {
    notation::parse(text).into_result().expect("test trees parse")
}

fn id(tree: &Tree, name: &str) -> NodeId {
    tree.ids().find(|&n| tree.name(n) == name).unwrap_or_else(|| panic!("no node {name}"))
}

const AB: Options = Options { algorithm: Algorithm::AlphaBeta, cut: CutRule::Ge, form: Form::Aima };

/// The right solution, written the way this tool writes values.
fn right_solution(tree: &Tree, key: &Key, with_window: bool) -> Solution {
    let mut s = Solution { with_window, ..Solution::default() };
    for nk in &key.nodes {
        s.set(nk.node, Field::Value, nk.value.written());
        if let Some((a, b)) = nk.window {
            s.set(nk.node, Field::Alpha, a.to_string());
            s.set(nk.node, Field::Beta, b.to_string());
        }
    }
    s.pruned = key.cut.iter().map(|&(c, _)| c).collect();
    let _ = tree;
    s
}

#[test]
fn answers_are_read_as_values_and_bounds() {
    let int = |n: i64| minimax_engine::value::Value::int(n);
    use minimax_engine::value::Value;
    assert_eq!(parse_answer("  "), Ok(Answer::Blank));
    assert_eq!(parse_answer("3"), Ok(Answer::Exact(int(3))));
    assert_eq!(parse_answer("-2"), Ok(Answer::Exact(int(-2))));
    assert_eq!(parse_answer("−∞"), Ok(Answer::Exact(Value::NegInf)));
    assert_eq!(parse_answer("inf"), Ok(Answer::Exact(Value::PosInf)));
    assert_eq!(parse_answer("≤ 2"), Ok(Answer::AtMost(int(2))));
    assert_eq!(parse_answer("<=2"), Ok(Answer::AtMost(int(2))));
    assert_eq!(parse_answer("≦２"), Ok(Answer::AtMost(int(2))));
    assert_eq!(parse_answer(">= 3"), Ok(Answer::AtLeast(int(3))));
    assert_eq!(parse_answer("≥-1"), Ok(Answer::AtLeast(int(-1))));
    assert_eq!(parse_answer("two"), Err(NotAnAnswer("two".into())));
    assert_eq!(parse_answer("≤"), Err(NotAnAnswer("≤".into())));
    // Strict signs are not bounds this tool writes: "> 8" at a node whose
    // value is 8 would be false, so it is not read as "≥ 8".
    assert_eq!(parse_answer("> 8"), Err(NotAnAnswer("> 8".into())));
    assert_eq!(parse_answer("<2"), Err(NotAnAnswer("<2".into())));
    assert_eq!(parse_answer("= 3"), Ok(Answer::Exact(int(3))));
    // Expectations as fractions, vectors for more players.
    let third = parse_answer("7/3").ok();
    assert_eq!(third.map(|a| a.to_string()), Some("7/3".to_string()));
    assert_eq!(parse_answer("-1/2").ok().map(|a| a.to_string()), Some("-0.5".to_string()));
    assert_eq!(parse_answer("(1, 2, 6)").ok().map(|a| a.to_string()), Some("(1, 2, 6)".to_string()));
    assert_eq!(parse_answer("{1,2,6}").ok().map(|a| a.to_string()), Some("(1, 2, 6)".to_string()));
    assert_eq!(parse_answer("1/0"), Err(NotAnAnswer("1/0".into())));
}

#[test]
fn the_classic_key_in_both_forms() {
    let tree = parse("<3,5,10>,<2,a,b>,<2,7,3>");
    let [a, b, c, d] = ["A", "B", "C", "D"].map(|n| id(&tree, n));
    for form in [Form::Aima, Form::UpdateFirst] {
        let trace = Trace::run(&tree, Options { form, ..AB });
        let key = answer_key(&tree, &trace).expect("the classic example needs no placeholder");
        let written: Vec<(NodeId, String)> = key.nodes.iter().map(|k| (k.node, k.value.written())).collect();
        assert_eq!(written, vec![(a, "3".into()), (b, "3".into()), (c, "≤ 2".into()), (d, "≤ 2".into())]);
        let cut: Vec<&str> = key.cut.iter().map(|&(n, _)| tree.name(n)).collect();
        assert_eq!(cut, ["a", "b", "D2", "D3"]);
        let window = |n| key.nodes.iter().find(|k| k.node == n).and_then(|k| k.window);
        let (inf, int) = (Bound::PosInf, Bound::int);
        assert_eq!(window(a), Some((int(3), inf)));
        assert_eq!(window(b), Some((Bound::NegInf, int(3))));
        // AIMA returns at `v ≤ α` before β moves; update-first moves β
        // first, then tests.
        let c_beta = if form == Form::Aima { inf } else { int(2) };
        assert_eq!(window(c), Some((int(3), c_beta)), "{form:?}");
        assert_eq!(key.root.written(), "3");
    }
}

#[test]
fn grading_accepts_every_correct_answer() {
    let tree = parse("<3,5,10>,<2,a,b>,<2,7,3>");
    let trace = Trace::run(&tree, AB);
    let key = answer_key(&tree, &trace).unwrap();
    let mut solution = right_solution(&tree, &key, true);
    let g = grade(&tree, &key, &solution);
    assert!(g.full_marks(), "{g:?}");
    // 4 values, 4 × α and β, 4 pruned edges.
    assert_eq!(g.total(), 4 + 8 + 4);
    // A cut-off MIN node: the value returned (2) or its bound (≤ 2), in any
    // spelling.
    let (c, d) = (id(&tree, "C"), id(&tree, "D"));
    for text in ["2", "≤ 2", "<=2", " ≤2 ", "２"] {
        solution.set(c, Field::Value, text.into());
        solution.set(d, Field::Value, text.into());
        assert!(grade(&tree, &key, &solution).full_marks(), "{text}");
    }
    // α/β optional: not graded when not asked for.
    let without = Solution { with_window: false, ..right_solution(&tree, &key, false) };
    let g = grade(&tree, &key, &without);
    assert!(g.full_marks());
    assert_eq!(g.total(), 8);
    // Infinities in any spelling.
    solution.set(id(&tree, "A"), Field::Beta, "+∞".into());
    solution.set(id(&tree, "B"), Field::Alpha, "-inf".into());
    assert!(grade(&tree, &key, &solution).full_marks());
    // A mark below an already pruned edge is neither right nor wrong.
    let deep = parse("<3,4>,<2,<5,6>>");
    let trace = Trace::run(&deep, AB);
    let key = answer_key(&deep, &trace).unwrap();
    let mut solution = right_solution(&deep, &key, true);
    let before = grade(&deep, &key, &solution);
    solution.pruned.insert(id(&deep, "D1"));
    assert_eq!(grade(&deep, &key, &solution), before);
    assert!(before.full_marks());
}

#[test]
fn each_kind_of_mistake_is_reported_at_its_node() {
    let tree = parse("<3,5,10>,<2,a,b>,<2,7,3>");
    let trace = Trace::run(&tree, AB);
    let key = answer_key(&tree, &trace).unwrap();
    let right = right_solution(&tree, &key, true);
    let mistakes = |s: &Solution| -> Vec<Item> { grade(&tree, &key, s).items.into_iter().filter(|i| !i.is_right()).collect() };
    let (b, c, d) = (id(&tree, "B"), id(&tree, "C"), id(&tree, "D"));

    // A wrong value.
    let mut s = right.clone();
    s.set(b, Field::Value, "5".into());
    assert_eq!(
        mistakes(&s),
        vec![Item::Value {
            node: b,
            field: Field::Value,
            expected: "3".into(),
            mark: Mark::Wrong(Answer::Exact(minimax_engine::value::Value::int(5))),
            step: key.nodes[1].value_step
        }]
    );
    // The wrong bound, or a bound on an exact value.
    for text in ["≥ 2", "≤ 3"] {
        let mut s = right.clone();
        s.set(c, Field::Value, text.into());
        let m = mistakes(&s);
        assert_eq!(m.len(), 1);
        assert!(matches!(&m[0], Item::Value { node, field: Field::Value, mark: Mark::Wrong(_), .. } if *node == c), "{text}: {m:?}");
    }
    let mut s = right.clone();
    s.set(b, Field::Value, "≤ 3".into());
    assert!(matches!(mistakes(&s).as_slice(), [Item::Value { node, mark: Mark::Wrong(Answer::AtMost(_)), .. }] if *node == b));
    // Left blank, and not a value.
    let mut s = right.clone();
    s.set(d, Field::Value, String::new());
    assert!(matches!(mistakes(&s).as_slice(), [Item::Value { node, mark: Mark::Missing, .. }] if *node == d));
    s.set(d, Field::Value, "two".into());
    assert!(matches!(mistakes(&s).as_slice(), [Item::Value { node, mark: Mark::Unreadable(t), .. }] if *node == d && t == "two"));
    // A wrong β.
    let mut s = right.clone();
    s.set(c, Field::Beta, "2".into());
    assert!(matches!(mistakes(&s).as_slice(), [Item::Value { node, field: Field::Beta, expected, .. }] if *node == c && expected == "∞"));
    // A missing prune.
    let mut s = right.clone();
    let d2 = id(&tree, "D2");
    s.pruned.remove(&d2);
    assert!(matches!(mistakes(&s).as_slice(), [Item::Prune { child, marked: false, .. }] if *child == d2));
    // An extra prune.
    let mut s = right.clone();
    let b3 = id(&tree, "B3");
    s.pruned.insert(b3);
    assert!(matches!(mistakes(&s).as_slice(), [Item::ExtraPrune { child, .. }] if *child == b3));
    assert_eq!(grade(&tree, &key, &s).total(), 17, "an extra prune adds an item");
    // A value written at a node the search never reaches.
    let deep = parse("<3,4>,<2,<5,6>>");
    let dkey = answer_key(&deep, &Trace::run(&deep, AB)).unwrap();
    let mut s = right_solution(&deep, &dkey, false);
    let c2 = id(&deep, "D");
    s.set(c2, Field::Value, "5".into());
    let g = grade(&deep, &dkey, &s);
    assert!(
        matches!(g.items.iter().filter(|i| !i.is_right()).collect::<Vec<_>>().as_slice(), [Item::Unreached { node, .. }] if *node == c2)
    );

    // The first mistake is the one the search reaches first: B's value
    // (returned at step 5) before D's missing prune.
    let mut s = right.clone();
    s.pruned.remove(&d2);
    s.set(b, Field::Value, "4".into());
    let g = grade(&tree, &key, &s);
    let first = g.first_mistake().unwrap();
    assert_eq!(first.node(), b);
    assert!(trace.events()[first.step() - 1].node() == b, "the step shown is B's return");
}

/// What a plain recursive alpha-beta finds: every internal node's
/// returned value, the children each cutoff skips, and the nodes whose cut
/// test held at their last child.
type Found = (BTreeMap<NodeId, Bound>, BTreeSet<NodeId>, BTreeSet<NodeId>);

/// A plain recursive alpha-beta in AIMA's form.
fn reference(tree: &Tree, options: Options) -> Found {
    fn go(tree: &Tree, n: NodeId, mut alpha: Bound, mut beta: Bound, o: Options, out: &mut Found) -> Bound {
        if tree[n].is_leaf() {
            return tree.leaf_value(n).expect("no placeholders");
        }
        let max = tree[n].player() == Some(Player::Max);
        let mut v = if max { Bound::NegInf } else { Bound::PosInf };
        let children: Vec<NodeId> = tree.children(n).collect();
        for (i, &c) in children.iter().enumerate() {
            let got = go(tree, c, alpha, beta, o, out);
            if o.algorithm == Algorithm::Minimax {
                v = if max { v.max(got) } else { v.min(got) };
                continue;
            }
            let cut = if max {
                v = v.max(got);
                if o.cut == CutRule::Ge { v >= beta } else { v > beta }
            } else {
                v = v.min(got);
                if o.cut == CutRule::Ge { v <= alpha } else { v < alpha }
            };
            if cut {
                out.1.extend(children[i + 1..].iter().copied());
                if i + 1 == children.len() {
                    out.2.insert(n);
                }
                break;
            }
            if max { alpha = alpha.max(v) } else { beta = beta.min(v) }
        }
        out.0.insert(n, v);
        v
    }
    let mut out = (BTreeMap::new(), BTreeSet::new(), BTreeSet::new());
    go(tree, NodeId::ROOT, Bound::NegInf, Bound::PosInf, options, &mut out);
    out
}

#[test]
fn keys_agree_with_a_recursive_search_and_grading_is_exact_on_random_trees() {
    let mut rng = Rng::new(11);
    for round in 0..2_000 {
        let tree = random_tree(&mut rng, Shape { max_branching: 4, max_depth: 4, values: 4, ..Shape::default() });
        for options in ALL_OPTIONS {
            let trace = Trace::run(&tree, options);
            let key = answer_key(&tree, &trace).expect("no placeholders");
            let (values, cut, tested_last) = reference(&tree, options);
            let got: BTreeMap<NodeId, Bound> =
                key.nodes.iter().map(|k| (k.node, Bound::parse(&k.value.v.to_string()).expect("a number"))).collect();
            assert_eq!(got, values, "round {round} {options:?}: {}", notation::print(&tree));
            assert_eq!(key.cut.iter().map(|&(c, _)| c).collect::<BTreeSet<_>>(), cut, "round {round} {options:?}");
            // A bound is accepted beside the value exactly where the test
            // held at the last child; every answer accepted is true of the
            // node's minimax value (the value returned at a cut-off node
            // stands for its bound).
            let tested: BTreeSet<NodeId> = key.nodes.iter().filter(|k| k.value.tested.is_some()).map(|k| k.node).collect();
            assert_eq!(tested, tested_last, "round {round} {options:?}: {}", notation::print(&tree));
            for nk in &key.nodes {
                let m = common::oracle(&tree, nk.node, Bound::int(0));
                let number = |x: &minimax_engine::value::Value| Bound::parse(&x.to_string()).expect("a number");
                for answer in nk.value.accepted() {
                    let holds = match &answer {
                        Answer::AtLeast(x) => m >= number(x),
                        Answer::AtMost(x) => m <= number(x),
                        Answer::Exact(x) => m == number(x),
                        Answer::Blank => false,
                    };
                    assert!(holds, "round {round} {options:?}: {} accepts {answer} but is {m}", tree.name(nk.node));
                    assert!(nk.value.accepts(answer.clone()));
                }
                // A false bound is refused: one past the value, either way.
                if let Bound::Finite(_) = number(&nk.value.v) {
                    let v = number(&nk.value.v).to_string().parse::<f64>().expect("a number");
                    for wrong in [format!("≥ {}", v + 1.0), format!("≤ {}", v - 1.0)] {
                        assert!(!nk.value.accepts(parse_answer(&wrong).expect("an answer")), "round {round}: {wrong}");
                    }
                }
            }
            // Every correct solution, and one of each mistake.
            let right = right_solution(&tree, &key, true);
            let g = grade(&tree, &key, &right);
            assert!(g.full_marks(), "round {round}");
            if let Some(nk) = key.nodes.get(rng.below(key.nodes.len() as u64) as usize) {
                let mut s = right.clone();
                let off = match Bound::parse(&nk.value.v.to_string()).expect("a number") {
                    Bound::Finite(_) => "100".to_string(),
                    _ => "0.5".to_string(),
                };
                s.set(nk.node, Field::Value, off);
                let g = grade(&tree, &key, &s);
                assert_eq!(g.total() - g.right(), 1);
                assert_eq!(g.first_mistake().map(Item::node), Some(nk.node));
            }
            if let Some(&(child, _)) = key.cut.first() {
                let mut s = right.clone();
                s.pruned.remove(&child);
                let g = grade(&tree, &key, &s);
                assert_eq!(g.first_mistake(), Some(&Item::Prune { child, marked: false, step: key.cut[0].1 }));
            }
            let reached_child = tree.ids().skip(1).find(|&n| key.reached[n.index()].is_some() && rng.chance(50));
            if let Some(child) = reached_child {
                let mut s = right.clone();
                s.pruned.insert(child);
                let g = grade(&tree, &key, &s);
                assert_eq!(g.total() - g.right(), 1);
                assert!(matches!(g.first_mistake(), Some(Item::ExtraPrune { child: c, .. }) if *c == child));
            }
        }
    }
}

#[test]
fn predicting_every_step_of_the_wikipedia_tree() {
    // Wikipedia's alpha-beta figure: root value 6.
    let tree = parse("<<<5,6>,<7,4,5>>,<<3>>>,<<<6>,<6,9>>,<<7>>>,<<<5>>,<<9,8>,<6>>>");
    for options in ALL_OPTIONS {
        let trace = Trace::run(&tree, options);
        let mut asked = 0;
        for i in 0..trace.len() {
            let Some(q) = question(&tree, &trace, i) else { continue };
            asked += 1;
            assert!(check(&q, &right_prediction(&q)).is_empty(), "{options:?} step {i}: {q:?}");
            // A wrong value is caught, and only it.
            match &q {
                Question::Update { bound, cuts, .. } => {
                    let mut p = right_prediction(&q);
                    p.v = "42".into();
                    assert_eq!(check(&q, &p), vec![Part::V]);
                    if bound.is_some() {
                        let mut p = right_prediction(&q);
                        p.bound = "42".into();
                        assert_eq!(check(&q, &p), vec![Part::Bound]);
                    }
                    if let Some(c) = cuts {
                        let mut p = right_prediction(&q);
                        p.cuts = Some(!c);
                        assert_eq!(check(&q, &p), vec![Part::Cuts]);
                    }
                }
                Question::Cutoff { pruned, node } => {
                    let mut p = right_prediction(&q);
                    p.pruned.clear();
                    assert!(!pruned.is_empty());
                    assert_eq!(check(&q, &p), vec![Part::Pruned]);
                    // Every pruned child is a later sibling of a searched one.
                    assert!(pruned.iter().all(|c| tree[*c].parent() == Some(*node)));
                }
                Question::Return { value, .. } => {
                    let mut p = right_prediction(&q);
                    if let Some(b) = value.bound_form() {
                        p.v = b.to_string();
                        assert!(check(&q, &p).is_empty(), "the bound is accepted too");
                    }
                    p.v = "".into();
                    assert_eq!(check(&q, &p), vec![Part::V]);
                }
            }
        }
        assert!(asked > 10, "{options:?}: {asked} questions");
        let root = trace.root_value(&tree);
        assert_eq!(root, Some(Bound::int(6)));
    }
}

#[test]
fn exercises_come_from_their_link_and_meet_their_level() {
    let e: Exercise = "medium-42".parse().unwrap();
    assert_eq!(e, Exercise { level: Level::Medium, seed: 42 });
    assert_eq!(e.to_string(), "medium-42");
    assert!("medium".parse::<Exercise>().is_err());
    assert!("tricky-4".parse::<Exercise>().is_err());
    assert!("hard-x".parse::<Exercise>().is_err());
    for options in ALL_OPTIONS.into_iter().skip(1) {
        for level in Level::ALL {
            let mut distinct = BTreeSet::new();
            for seed in 0..100 {
                let ex = Exercise { level, seed };
                let tree = exercise_tree(ex, options);
                assert_eq!(tree, exercise_tree(ex, options), "the same exercise everywhere");
                distinct.insert(notation::print(&tree));
                let trace = Trace::run(&tree, options);
                let cutoffs: Vec<NodeId> =
                    trace.events().iter().filter(|e| e.kind() == minimax_engine::search::EventKind::Cutoff).map(|e| e.node()).collect();
                match level {
                    Level::Easy => {
                        assert_eq!(tree.height(), 2);
                        assert!(!cutoffs.is_empty());
                    }
                    Level::Medium => {
                        assert_eq!(tree.height(), 3);
                        assert!(cutoffs.len() >= 2);
                    }
                    Level::Hard => {
                        assert!(tree.height() <= 4);
                        assert!(cutoffs.iter().any(|&n| tree[n].depth() >= 2), "a deep cutoff: {}", notation::print(&tree));
                    }
                }
            }
            assert!(distinct.len() >= 95, "{level:?}: seeds give different trees");
        }
    }
    let sheet = worksheet(Exercise { level: Level::Easy, seed: 7 }, 3);
    assert_eq!(sheet.iter().map(|e| e.seed).collect::<Vec<_>>(), [7, 8, 9]);
}

#[test]
fn the_answer_key_text() {
    let tree = parse("<3,5,10>,<2,a,b>,<2,7,3>");
    let words = KeyWords { no_key: "none", ..minimax_engine::words::KEY_WORDS_EN };
    let lines = key_lines(&tree, &Trace::run(&tree, AB), &words);
    assert_eq!(
        lines,
        [
            "<3,5,10>,<2,a,b>,<2,7,3>",
            "A = 3 (α=3 β=∞); B = 3 (α=−∞ β=3); C ≤ 2 (α=3 β=∞); D ≤ 2 (α=3 β=∞)",
            "pruned: C–a, C–b, D–D2, D–D3",
            "root: 3  best move: B",
        ]
    );
    let blocked = key_lines(&tree, &Trace::run(&tree, Options { algorithm: Algorithm::Minimax, ..AB }), &words);
    assert_eq!(blocked[1], "none");
}

#[test]
fn practice_takes_chance_trees_and_games_of_more_players() {
    // The notes' exercise under expectiminimax and under Star1, and AIMA's
    // three players: keys hold exact values (1.5, 7/3, vectors), the right
    // solution gets full marks, equal numbers in another form are right,
    // and every predict question is answered by its right prediction.
    type Case<'a> = (&'a str, Options, Option<(Bound, Bound)>);
    let cases: [Case; 4] = [
        ("max(chance(<2,2>,<1,2>), chance(<0,2>,<-1,0>))", Options { algorithm: Algorithm::Minimax, ..AB }, None),
        ("max(chance(<2,2>,<1,2>), chance(<0,2>,<-1,0>))", AB, Some((Bound::int(-2), Bound::int(2)))),
        ("max(?(1/3: 1, 2, 4), 2)", Options { algorithm: Algorithm::Minimax, ..AB }, None),
        (minimax_engine::maxn::AIMA_THREE_PLAYERS, AB, None),
    ];
    let mut star1_cuts = 0;
    for (text, options, bounds) in cases {
        let tree = parse(text);
        let trace = Trace::run_bounded(&tree, options, bounds);
        let key = answer_key(&tree, &trace).unwrap_or_else(|e| panic!("{text}: {e:?}"));
        let grade = grade(&tree, &key, &right_solution(&tree, &key, true));
        assert!(grade.full_marks(), "{text}: {:?}", grade.items.iter().filter(|i| !i.is_right()).collect::<Vec<_>>());
        let mut asked = 0;
        for i in 0..trace.len() {
            let Some(q) = question(&tree, &trace, i) else { continue };
            asked += 1;
            assert!(check(&q, &right_prediction(&q)).is_empty(), "{text} step {i}: {q:?}");
            // Every part asked has its deciding line and worked numbers.
            let parts = match &q {
                Question::Update { bound, cuts, .. } => {
                    [Some(Part::V), bound.map(|_| Part::Bound), cuts.map(|_| Part::Cuts)].into_iter().flatten().collect()
                }
                Question::Cutoff { .. } => vec![Part::Pruned],
                Question::Return { .. } => vec![Part::V],
            };
            for part in parts {
                let r = rule(&tree, &trace, i, part).unwrap_or_else(|| panic!("{text} step {i} {part:?}: no rule"));
                assert!(!r.worked.is_empty() && !r.worked.contains('?'), "{text} step {i}: {r:?}");
                // One line, the listing's, and for an update the fold.
                let listing = minimax_engine::explain::listing(&tree, options, bounds.is_some());
                assert!(r.lines.len() == 1 && listing[r.lines[0]].text == r.code, "{text} step {i}: {r:?}");
                if part == Part::V && matches!(q, Question::Update { .. }) {
                    assert!(r.code.contains("v ← v +") || r.code.contains("best ←") || r.code.contains("v ← M"), "{text} step {i}: {r:?}");
                }
                let chance = matches!(&q, Question::Update { node, .. } if tree[*node].kind() == Some(minimax_engine::tree::Kind::Chance));
                if part == Part::Cuts && chance {
                    star1_cuts += 1;
                    assert!(r.worked.contains("hi = ") && r.worked.contains("α = "), "{text} step {i}: {r:?}");
                }
            }
        }
        assert!(asked > 3, "{text}");
    }
    assert!(star1_cuts > 0, "Star1's cut question was asked");
    // Minimax over placeholders leaves values open: no key (the page says
    // so); alpha-beta stops at the first placeholder it needs.
    let classic = parse("<3,5,10>,<2,a,b>,<2,7,3>");
    assert_eq!(answer_key(&classic, &Trace::run(&classic, Options { algorithm: Algorithm::Minimax, ..AB })), Err(KeyError::Unsupported));
    // The chance exercise: B is 1.5, written 3/2 too; C is −0.5.
    let tree = parse("max(chance(<2,2>,<1,2>), chance(<0,2>,<-1,0>))");
    let trace = Trace::run(&tree, Options { algorithm: Algorithm::Minimax, ..AB });
    let key = answer_key(&tree, &trace).expect("a key");
    let b = id(&tree, "B");
    assert_eq!(key.nodes.iter().find(|k| k.node == b).map(|k| k.value.written()), Some("1.5".to_string()));
    let mut s = right_solution(&tree, &key, false);
    s.set(b, Field::Value, "3/2".into());
    assert!(grade(&tree, &key, &s).full_marks(), "3/2 is 1.5");
    s.set(b, Field::Value, "1.4".into());
    assert_eq!(grade(&tree, &key, &s).right() + 1, grade(&tree, &key, &s).total());
    // A value with no finite decimal: 7/3.
    let tree = parse("max(?(1/3: 1, 2, 4), 2)");
    let trace = Trace::run(&tree, Options { algorithm: Algorithm::Minimax, ..AB });
    assert_eq!(answer_key(&tree, &trace).map(|k| k.root.written()), Ok("7/3".to_string()));
    // Three players: the root's vector, in either bracket form.
    let tree = parse(minimax_engine::maxn::AIMA_THREE_PLAYERS);
    let trace = Trace::run(&tree, AB);
    let key = answer_key(&tree, &trace).expect("a key");
    assert_eq!(key.root.written(), "(1, 2, 6)");
    let mut s = right_solution(&tree, &key, false);
    s.set(NodeId::ROOT, Field::Value, "{1,2,6}".into());
    assert!(grade(&tree, &key, &s).full_marks());
    s.set(NodeId::ROOT, Field::Value, "(1, 5, 2)".into());
    assert!(!grade(&tree, &key, &s).full_marks(), "the right child's vector is not the root's");
}

#[test]
fn star1_cuts_are_written_as_bounds_max_n_has_no_window_and_long_decimals_are_read() {
    // Star1 cuts C at [−2, 1]: it returns 1, an upper bound, written ≤ 1.
    let tree = parse("max(chance(<2,2>,<1,2>), chance(<0,2>,<-1,0>))");
    let trace = Trace::run_bounded(&tree, AB, Some((Bound::int(-2), Bound::int(2))));
    let key = answer_key(&tree, &trace).expect("a key");
    let c = id(&tree, "C");
    let ck = key.nodes.iter().find(|k| k.node == c).expect("C is reached");
    assert_eq!(ck.value.written(), "≤ 1");
    assert!(ck.value.accepts(parse_answer("≤ 1").expect("an answer")));
    assert!(ck.value.accepts(parse_answer("1").expect("an answer")), "the value returned is right too");
    assert!(!ck.value.accepts(parse_answer("≥ -2").expect("an answer")));
    // max^n: values only, no α/β to grade.
    let tree = parse(minimax_engine::maxn::AIMA_THREE_PLAYERS);
    let key = answer_key(&tree, &Trace::run(&tree, AB)).expect("a key");
    assert!(key.nodes.iter().all(|k| k.window.is_none()));
    // An expectation with more digits than a leaf takes is still typed.
    let tree = parse("?(0.000000000000000001, 0)");
    let trace = Trace::run(&tree, Options { algorithm: Algorithm::Minimax, ..AB });
    let key = answer_key(&tree, &trace).expect("a key");
    assert_eq!(key.root.written(), "0.0000000000000000005");
    assert!(key.root.accepts(parse_answer("0.0000000000000000005").expect("read exactly")));
    assert!(key.root.accepts(parse_answer("1/2000000000000000000").expect("a fraction")));
    for i in 0..trace.len() {
        if let Some(q) = question(&tree, &trace, i) {
            assert!(check(&q, &right_prediction(&q)).is_empty(), "{q:?}");
        }
    }
}

#[test]
fn a_wrong_field_is_decided_by_a_line_of_the_form_in_force() {
    // The case: β = 2 typed at C's cutoff. In AIMA's form C tests
    // v ≤ α first and returns, so β stays ∞ and the test line decides it;
    // in the update-first form β moves to 2 first.
    let tree = parse("<3,5,10>,<2,a,b>,<2,7,3>");
    for (form, code, worked, test, expected) in [
        (Form::Aima, "if v ≤ α then return v", "v = 2 ≤ α = 3", Some(true), "∞"),
        (Form::UpdateFirst, "β ← MIN(β, v)", "MIN(∞, 2) = 2", None, "2"),
    ] {
        let trace = Trace::run(&tree, Options { algorithm: Algorithm::AlphaBeta, cut: CutRule::Ge, form });
        let c = id(&tree, "C");
        let (i, q) = (0..trace.len())
            .find_map(|i| question(&tree, &trace, i).filter(|q| matches!(q, Question::Update { node, .. } if *node == c)).map(|q| (i, q)))
            .expect("C's update");
        let Question::Update { bound: Some((Player::Min, b)), .. } = &q else { panic!("{q:?}") };
        assert_eq!(b.to_string(), expected, "{form:?}");
        let r = rule(&tree, &trace, i, Part::Bound).expect("a rule");
        assert_eq!((r.code.trim(), r.worked.as_str(), r.test), (code, worked, test), "{form:?}");
        let listing = minimax_engine::explain::listing(&tree, trace.options(), false);
        assert_eq!(r.lines.len(), 1);
        assert_eq!(listing[r.lines[0]].text.trim(), code);
        // It is MIN-VALUE's line, not MAX-VALUE's.
        let min_start = listing.iter().position(|l| l.text.starts_with("function MIN-VALUE")).expect("MIN-VALUE");
        assert!(r.lines[0] > min_start, "{form:?}");
        assert_eq!(deciding_lines(&tree, &trace, i, &[Part::Bound, Part::V]).len(), 2);
    }
}

/// Evaluates a worked-out cut test such as `v = 2 ≤ α = 3`.
fn holds(worked: &str) -> bool {
    let words: Vec<&str> = worked.split_whitespace().collect();
    let op = words.iter().position(|w| ["≥", "≤", ">", "<"].contains(w)).unwrap_or_else(|| panic!("{worked}"));
    let num = |w: &str| Bound::parse(w).unwrap_or_else(|_| panic!("{worked}: {w}"));
    let (l, r) = (num(words[op - 1]), num(words[words.len() - 1]));
    match words[op] {
        "≥" => l >= r,
        "≤" => l <= r,
        ">" => l > r,
        _ => l < r,
    }
}

#[test]
fn every_asked_field_has_a_rule_whose_numbers_give_the_answer_on_random_trees() {
    let mut rng = Rng::new(25);
    let mut tests = 0;
    for _ in 0..600 {
        let tree = random_tree(&mut rng, Shape { max_branching: 4, max_depth: 4, values: 4, ..Shape::default() });
        for options in ALL_OPTIONS {
            let trace = Trace::run(&tree, options);
            let listing = minimax_engine::explain::listing(&tree, options, false);
            for i in 0..trace.len() {
                let Some(q) = question(&tree, &trace, i) else { continue };
                let last = |s: &str| s.rsplit(' ').next().unwrap_or_default().to_string();
                let parts: Vec<(Part, Option<String>, Option<bool>)> = match &q {
                    Question::Update { v, bound, cuts, .. } => {
                        let mut out = vec![(Part::V, Some(v.to_string()), None)];
                        out.extend(bound.map(|(_, b)| (Part::Bound, Some(b.to_string()), None)));
                        out.extend(cuts.map(|c| (Part::Cuts, None, Some(c))));
                        out
                    }
                    Question::Cutoff { .. } => vec![(Part::Pruned, None, Some(true))],
                    Question::Return { value, .. } => vec![(Part::V, Some(value.v.to_string()), None)],
                };
                for (part, value, cut) in parts {
                    let r = rule(&tree, &trace, i, part).unwrap_or_else(|| panic!("{options:?} step {i} {part:?}: no rule"));
                    assert!(!r.worked.contains('?'), "{options:?} step {i} {part:?}: {r:?}");
                    assert!(!r.lines.is_empty() && r.lines.iter().all(|&l| listing[l].text.trim() == r.code.trim()), "{options:?} {r:?}");
                    match r.test {
                        // A test: its numbers decide it as the search did.
                        Some(held) => {
                            assert!(r.code.contains("if "), "{r:?}");
                            assert_eq!(holds(&r.worked), held, "{options:?} step {i}: {r:?}");
                            if let Some(c) = cut {
                                assert_eq!(held, c, "{options:?} step {i}: {r:?}");
                            }
                            tests += 1;
                        }
                        // Otherwise the worked line ends in the answer.
                        None => {
                            assert_eq!(Some(last(&r.worked)), value, "{options:?} step {i} {part:?}: {r:?}");
                            assert!(r.code.contains('←') || r.code.contains("return"), "{r:?}");
                        }
                    }
                    // A bound held back by AIMA's test is decided by the test.
                    if part == Part::Bound && options.form == Form::Aima {
                        assert_eq!(r.test.is_some(), trace.events()[i].test_held(), "{options:?} step {i}");
                    }
                }
            }
        }
    }
    assert!(tests > 1_000, "{tests} tests worked out");
}

#[test]
fn a_test_that_held_at_the_last_child_proves_a_bound_that_is_accepted_with_the_value() {
    // medium-44 under α ≥ β, AIMA: I = <4,8> under C with β = 5 tests
    // 8 ≥ 5 at its last child; J cuts off before its last child.
    let exercise: Exercise = "medium-44".parse().expect("an exercise");
    for options in [AB, Options { form: Form::UpdateFirst, ..AB }] {
        let tree = exercise_tree(exercise, options);
        let trace = Trace::run(&tree, options);
        let key = answer_key(&tree, &trace).expect("a key");
        let (i, j) = (id(&tree, "I"), id(&tree, "J"));
        let at = |n: NodeId| key.nodes.iter().find(|k| k.node == n).expect("reached");
        let value = |n: NodeId, text: &str| at(n).value.accepts(parse_answer(text).expect("an answer"));
        assert_eq!(at(i).value.written_all("or"), "8 or ≥ 8");
        for right in ["8", "≥ 8", ">=8", "≧８"] {
            assert!(value(i, right), "{right} is true of I");
        }
        for wrong in ["≥ 9", "≤ 8", "≥ 5", "9", "≤ 7"] {
            assert!(!value(i, wrong), "{wrong} is refused at I");
        }
        assert!(value(j, "≥ 6") && value(j, "6") && !value(j, "≤ 6") && !value(j, "≥ 7"));
        // Graded: "≥ 8" at I is right, "≥ 9" a mistake whose rule is the
        // test that held, with its numbers.
        let mut s = right_solution(&tree, &key, false);
        s.set(i, Field::Value, "≥ 8".to_string());
        assert!(grade(&tree, &key, &s).full_marks());
        s.set(i, Field::Value, "≥ 9".to_string());
        let g = grade(&tree, &key, &s);
        assert_eq!(g.first_mistake().map(Item::node), Some(i));
        let (step, rule) = value_rule(&tree, &trace, i).expect("a rule");
        assert_eq!(trace.events()[step].node(), i);
        assert_eq!(rule.test, Some(true));
        let code = if options.form == Form::Aima { "if v ≥ β then return v" } else { "if α ≥ β then break" };
        let want_worked = if options.form == Form::Aima { "v = 8 ≥ β = 5" } else { "α = 8 ≥ β = 5" };
        assert_eq!(rule.worked, want_worked);
        assert!(rule.code.contains(code), "{}", rule.code);
        // J cut off: its cutoff's test decides it.
        let (_, rule) = value_rule(&tree, &trace, j).expect("a rule");
        assert_eq!(rule.test, Some(true));
        // α at I: the last update that moved it, β: passed down (5).
        let (_, alpha) = window_rule(&tree, &trace, i, Field::Alpha).expect("a rule");
        let (key_alpha, _) = at(i).window.expect("a window");
        assert_eq!(key_alpha.to_string(), if options.form == Form::Aima { "4" } else { "8" }, "AIMA's form returns before α moves");
        assert!(alpha.worked.ends_with(&format!("= {key_alpha}")), "{}", alpha.worked);
        let (_, beta) = window_rule(&tree, &trace, i, Field::Beta).expect("a rule");
        assert!(beta.worked.contains("β = 5"), "{}", beta.worked);
        // The predict question at I's return takes the bound too.
        let ret =
            trace.events().iter().position(|e| e.node() == i && e.kind() == minimax_engine::search::EventKind::Return).expect("I returns");
        let q = question(&tree, &trace, ret).expect("a question");
        assert!(check(&q, &Prediction { v: "≥ 8".to_string(), ..Prediction::default() }).is_empty());
        assert_eq!(check(&q, &Prediction { v: "≥ 9".to_string(), ..Prediction::default() }), vec![Part::V]);
    }
}
