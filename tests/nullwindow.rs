//! The null-window family (negamax, PVS, aspiration windows, MTD(f))
//! against the plain recursive minimax of `common`: the value on thousands
//! of random trees with ties, infinities, decimals and MAX under MAX, in
//! both cut rules where the rule applies; the games against the stepper's
//! own minimax; the bookkeeping of every recorded step (windows negated
//! going down, a re-search only after a scout that failed high, MTD(f)'s
//! bounds closing in); the classic example's unread leaves; PVS on trees
//! ordered best first evaluating no more leaves than alpha-beta.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::{Rng, Shape, oracle, random_tree};
use minimax_engine::games::connect4::ConnectFour;
use minimax_engine::games::{AnyGame, Play, Setup, best_moves};
use minimax_engine::notation;
use minimax_engine::nullwindow::{self, Algo, Fail, FamilyOptions, GameSource, Refusal, Role, Run, Said, Scale, Step, V};
use minimax_engine::num::Bound;
use minimax_engine::ordering::{Order, reorder};
use minimax_engine::search::{Algorithm, CutRule, Form, Options, Trace};
use minimax_engine::tree::{NodeId, Tree};

const ALPHA_BETA: Options = Options { algorithm: Algorithm::AlphaBeta, cut: CutRule::Ge, form: Form::Aima };

fn parse(text: &str) -> Tree {
    let parsed = notation::parse(text);
    assert!(parsed.errors.is_empty(), "{text}: {:?}", parsed.errors);
    parsed.tree.expect("a tree")
}

/// Every variant the family has: each algorithm, negamax in both returns,
/// the cut rules where they apply, aspiration and MTD(f) from a few
/// guesses.
fn variants(guesses: &[i64]) -> Vec<FamilyOptions> {
    let mut all = Vec::new();
    for cut in [CutRule::Ge, CutRule::Gt] {
        for fail in [Fail::Hard, Fail::Soft] {
            all.push(FamilyOptions { fail, cut, ..FamilyOptions::new(Algo::Negamax) });
        }
        for &g in guesses {
            for d in [1, 2] {
                all.push(FamilyOptions { cut, guess: Bound::int(g), delta: Bound::int(d), ..FamilyOptions::new(Algo::Aspiration) });
            }
        }
    }
    all.push(FamilyOptions::new(Algo::Pvs));
    for &g in guesses {
        all.push(FamilyOptions { guess: Bound::int(g), ..FamilyOptions::new(Algo::Mtdf) });
    }
    all
}

/// Checks what every run must keep, whatever the tree: each node entered
/// returns, in order (a stack); a child's window is its parent's, negated
/// when the mover changes (PVS: a scout's window is null, a re-search
/// follows only a scout that failed high); the counts match the events.
fn check_books(run: &Run) {
    let mut stack: Vec<(u32, V, V)> = Vec::new();
    let (mut entered, mut leaves, mut fail_highs, mut re_entries, mut passes) = (0, 0, 0, 0, 0);
    let mut last_fail_high: Option<(u32, V, V)> = None;
    for event in &run.events {
        match event.step {
            Step::Enter { node, alpha, beta, role } => {
                entered += 1;
                assert!(
                    alpha < beta
                        || (run.options.algo == Algo::Negamax && run.options.cut == CutRule::Gt && alpha == beta)
                        || (run.options.algo == Algo::Aspiration && run.options.cut == CutRule::Gt && alpha == beta),
                    "{alpha:?} {beta:?}"
                );
                match role {
                    Role::Scout => assert_eq!(alpha.succ(), beta, "a scout's window is null"),
                    Role::ReSearch => {
                        re_entries += 1;
                        let (child, score, parent_beta) = last_fail_high.take().expect("a re-search follows a failed-high scout");
                        assert_eq!(child, node);
                        let same = run.made[node as usize].parent.map(|p| side(run, p) == side(run, node));
                        let expected = if same == Some(true) { (score, parent_beta) } else { (-parent_beta, -score) };
                        assert_eq!((alpha, beta), expected, "re-search window");
                    }
                    _ => {}
                }
                if let Some(&(parent, pa, pb)) = stack.last() {
                    assert_eq!(run.made[node as usize].parent, Some(parent), "entered a child of the node on top");
                    let flip = |(a, b): (V, V)| if side(run, parent) == side(run, node) { (a, b) } else { (-b, -a) };
                    match role {
                        Role::Full => assert_eq!((alpha, beta), flip((pa, pb)), "a child gets its parent's window"),
                        Role::Scout => assert_eq!((alpha, beta), flip((pa, pa.succ())), "a scout asks about α"),
                        Role::Probe => assert_eq!((alpha, beta), (pa, pb), "MTD(f) passes a and b down from MAX's side"),
                        Role::ReSearch => {}
                    }
                }
                stack.push((node, alpha, beta));
            }
            Step::Return { node, .. } => {
                let (top, _, _) = stack.pop().expect("a return matches an entry");
                assert_eq!(top, node);
            }
            Step::Leaf { .. } => leaves += 1,
            Step::Better { node, alpha, beta, .. } => {
                let top = stack.last_mut().expect("a node is searching");
                assert_eq!(top.0, node);
                (top.1, top.2) = (alpha, beta);
            }
            Step::Table { node, alpha, beta, returned: None, .. } => {
                let top = stack.last_mut().expect("a node is searching");
                assert_eq!(top.0, node);
                (top.1, top.2) = (alpha, beta);
            }
            Step::FailHigh { child, score, beta, .. } => {
                fail_highs += 1;
                last_fail_high = Some((child, score, beta));
            }
            Step::Pass { .. } => {
                assert!(stack.is_empty(), "a pass starts at the root");
                passes += 1;
            }
            _ => {}
        }
    }
    assert!(stack.is_empty());
    assert_eq!(run.counts.nodes, entered);
    assert_eq!(run.counts.leaves, leaves);
    assert_eq!(fail_highs, re_entries);
    assert_eq!(run.counts.passes, passes);
    if run.options.algo == Algo::Pvs {
        assert_eq!(run.counts.re_searches, fail_highs);
    }
    if run.options.algo == Algo::Aspiration {
        assert_eq!(run.counts.re_searches + 1, passes);
    }
    assert!(matches!(run.events.last().map(|e| e.step), Some(Step::Done { .. })));
}

/// Every step names the listing line that does it: the line's text is
/// the one the step's kind runs.
fn check_lines(run: &Run) {
    let listing = minimax_engine::words::family::listing(run.options, minimax_engine::lang::Lang::En);
    for event in &run.events {
        let text = listing.get(usize::from(event.line)).unwrap_or_else(|| panic!("line {} past the listing", event.line));
        let ok = match event.step {
            Step::Pass { .. } => {
                text.contains("function") || text.contains("α ← guess") || text.contains("score ← NEGAMAX") || text.contains("β ← MAX(g")
            }
            // Entered from the line that calls it (the root: the function or the driver's call).
            Step::Enter { node: 0, .. } => text.starts_with("function") || text.contains("NEGAMAX(root") || text.contains("ABWM(root"),
            Step::Enter { role: Role::Scout, .. } => text.contains("−α−1"),
            Step::Enter { role: Role::ReSearch, .. } => text.contains("−β, −score"),
            Step::Enter { .. } => text.contains("(child, −β, −α)") || text.contains("ABWM(c,"),
            Step::Table { returned: Some(_), .. } => text.contains("then return n."),
            Step::Table { returned: None, .. } => text.contains("α ← MAX(α, n.lower)"),
            Step::Leaf { .. } => text.contains("TERMINAL-TEST"),
            Step::Back { role: Role::Scout, .. } => text.contains("−α−1"),
            Step::Back { role: Role::ReSearch, .. } => text.contains("−β, −score"),
            Step::Back { .. } => text.contains("score ← −") || text.contains("ABWM(c,"),
            Step::FailHigh { .. } => text.contains("α < score < β"),
            Step::Better { alpha_moved: false, .. } if run.options.algo != Algo::Mtdf => text.contains("best ← MAX"),
            Step::Better { .. } => text.contains("α ← MAX(α, score)") || text.contains("a ← MAX(a, g)") || text.contains("b ← MIN(b, g)"),
            Step::Cutoff { .. } => text.contains("β then") || text.contains("while g"),
            Step::Return { .. } => text.contains("return") || text.contains("TERMINAL-TEST"),
            Step::Store { .. } => text.contains("n.upper ←") || text.contains("n.lower ←"),
            Step::PassEnd { said: Said::AtMost, .. } if run.options.algo == Algo::Aspiration => text.contains("failed low"),
            Step::PassEnd { said: Said::AtLeast, .. } if run.options.algo == Algo::Aspiration => text.contains("failed high"),
            Step::PassEnd { .. } => text.contains("return") || text.contains("upper ← g"),
            Step::Done { .. } => text.contains("return"),
        };
        assert!(ok, "{:?} on line {} {text:?} ({:?})", event.step, event.line + 1, run.options.algo);
    }
}

/// Every value a node returns says something true of its own value, read
/// from the side the search reads it from: its exact value, at most, or at
/// least.
fn check_said(run: &Run, tree: &Tree) {
    for event in &run.events {
        let Step::Return { node, value, said } = event.step else { continue };
        let Some(id) = run.made[node as usize].tree_node else { continue };
        let truth = oracle(tree, id, Bound::int(0));
        // The family reads values from the mover's side; MTD(f) from MAX's.
        let min_side = run.options.algo != Algo::Mtdf && side(run, node) == Some(minimax_engine::tree::Player::Min);
        let (value, said) = if min_side {
            (
                -value,
                match said {
                    Said::AtMost => Said::AtLeast,
                    Said::AtLeast => Said::AtMost,
                    other => other,
                },
            )
        } else {
            (value, said)
        };
        let Some(value) = run.scale.bound(value) else { continue };
        let holds = match said {
            Said::Exact => truth == value,
            Said::AtMost => truth <= value,
            Said::AtLeast => truth >= value,
            Said::Unknown => true,
        };
        // Only an empty window (α = β, the strict rule's) says nothing.
        if said == Said::Unknown {
            assert_eq!(run.options.cut, CutRule::Gt, "{:?}", run.options);
        }
        assert!(
            holds,
            "{:?}: {} returns {value} ({said:?}), its value is {truth}, on {}",
            run.options,
            tree.name(id),
            notation::print(tree)
        );
    }
}

fn side(run: &Run, node: u32) -> Option<minimax_engine::tree::Player> {
    let m = &run.made[node as usize];
    m.mover.or_else(|| m.parent.and_then(|p| run.made[p as usize].mover.map(|x| x.other())))
}

#[test]
fn every_algorithm_finds_minimax_on_thousands_of_random_trees_with_ties() {
    let mut rng = Rng::new(28);
    let shape = Shape { max_branching: 4, max_depth: 5, values: 4, placeholders: 0, explicit: 20 };
    let mut checked = 0;
    for _ in 0..3000 {
        let tree = random_tree(&mut rng, shape);
        let truth = oracle(&tree, NodeId::ROOT, Bound::int(0));
        for options in variants(&[0, 2, 5]) {
            let run = nullwindow::run_tree(&tree, options).unwrap_or_else(|e| panic!("{options:?}: {e:?}"));
            assert_eq!(run.value, truth, "{options:?} on {}", notation::print(&tree));
            check_books(&run);
            check_lines(&run);
            check_said(&run, &tree);
            checked += 1;
        }
    }
    assert!(checked >= 60_000);
}

#[test]
fn the_classic_example_never_reads_a_b_7_or_3() {
    let tree = parse("<3,5,10>,<2,a,b>,<2,7,3>");
    for options in variants(&[0, 3]) {
        let run = nullwindow::run_tree(&tree, options).unwrap_or_else(|e| panic!("{options:?}: {e:?}"));
        assert_eq!(run.value, Bound::int(3), "{options:?}");
        let read: Vec<&str> = run
            .events
            .iter()
            .filter_map(|e| match e.step {
                Step::Leaf { node, .. } => run.made[node as usize].tree_node.map(|id| tree.name(id)),
                _ => None,
            })
            .collect();
        for unread in ["D2", "D3"] {
            assert!(!read.contains(&unread), "{options:?} read {unread}: {read:?}");
        }
        assert!(!read.iter().any(|n| n.starts_with("C") && *n != "C1"), "{options:?}: {read:?}");
    }
}

#[test]
fn negamax_on_the_classic_example_step_by_step() {
    let tree = parse("<3,5,10>,<2,a,b>,<2,7,3>");
    let run = nullwindow::run_tree(&tree, FamilyOptions::new(Algo::Negamax)).expect("searchable");
    let s = run.scale;
    let shown: Vec<String> = run
        .events
        .iter()
        .map(|e| match e.step {
            Step::Enter { node, alpha, beta, .. } => {
                format!("enter {} ({}, {})", tree.name(run.made[node as usize].tree_node.expect("tree")), s.show(alpha), s.show(beta))
            }
            Step::Leaf { value, .. } => format!("leaf {}", s.show(value)),
            Step::Back { score, .. } => format!("back {}", s.show(score)),
            Step::Better { alpha, .. } => format!("α {}", s.show(alpha)),
            Step::Cutoff { skipped, .. } => format!("cut {skipped}"),
            Step::Return { value, .. } => format!("return {}", s.show(value)),
            _ => String::from("·"),
        })
        .collect();
    let expected = [
        "·",
        "enter A (−∞, ∞)",
        "enter B (−∞, ∞)",
        "enter B1 (−∞, ∞)",
        "leaf 3",
        "return 3",
        "back -3",
        "α -3",
        "enter B2 (−∞, 3)",
        "leaf 5",
        "return 5",
        "back -5",
        "enter B3 (−∞, 3)",
        "leaf 10",
        "return 10",
        "back -10",
        "return -3",
        "back 3",
        "α 3",
        "enter C (−∞, -3)",
        "enter C1 (3, ∞)",
        "leaf 2",
        "return 2",
        "back -2",
        "cut 2",
        "return -3",
        "back 3",
        "enter D (−∞, -3)",
        "enter D1 (3, ∞)",
        "leaf 2",
        "return 2",
        "back -2",
        "cut 2",
        "return -3",
        "back 3",
        "return 3",
        "·",
        "·",
    ];
    assert_eq!(shown, expected);
    assert_eq!(run.counts.leaves, 5);
}

#[test]
fn pvs_on_trees_ordered_best_first_evaluates_no_more_leaves_than_alpha_beta() {
    let mut rng = Rng::new(2801);
    let shape = Shape { max_branching: 4, max_depth: 5, values: 6, placeholders: 0, explicit: 0 };
    for _ in 0..2000 {
        let tree = reorder(&random_tree(&mut rng, shape), Order::BestFirst);
        let pvs = nullwindow::run_tree(&tree, FamilyOptions::new(Algo::Pvs)).expect("searchable");
        let ab = Trace::run(&tree, ALPHA_BETA).stats();
        assert!(
            pvs.counts.leaves <= ab.leaves_evaluated,
            "PVS {} > alpha-beta {} on {}",
            pvs.counts.leaves,
            ab.leaves_evaluated,
            notation::print(&tree)
        );
        // Best first, no scout ever fails high.
        assert_eq!(pvs.counts.re_searches, 0, "{}", notation::print(&tree));
    }
}

#[test]
fn pvs_in_random_order_re_searches_and_sometimes_costs_more() {
    // Out of order, scouts fail high and are searched again; PVS then may
    // evaluate more leaves than alpha-beta, and on other trees fewer.
    let mut rng = Rng::new(2804);
    let shape = Shape { max_branching: 4, max_depth: 5, values: 6, placeholders: 0, explicit: 0 };
    let (mut more, mut fewer, mut re_searched) = (0, 0, 0);
    for _ in 0..2000 {
        let tree = random_tree(&mut rng, shape);
        let pvs = nullwindow::run_tree(&tree, FamilyOptions::new(Algo::Pvs)).expect("searchable");
        let ab = Trace::run(&tree, ALPHA_BETA).stats();
        more += usize::from(pvs.counts.leaves > ab.leaves_evaluated);
        fewer += usize::from(pvs.counts.leaves < ab.leaves_evaluated);
        re_searched += usize::from(pvs.counts.re_searches > 0);
    }
    assert!(more > 50 && fewer > 50 && re_searched > 200, "more {more}, fewer {fewer}, re-searched {re_searched}");
}

#[test]
fn the_strict_rule_with_fail_hard_says_at_least_when_a_score_equals_beta() {
    // C is entered with (5, 7); D fails low and returns its α, which C
    // reads as 7 = β: under α > β that does not cut, and C returns 7, which
    // says only "at least" (C's value is 10).
    let tree = parse("5,<7,<<10>>>");
    let options = FamilyOptions { cut: CutRule::Gt, ..FamilyOptions::new(Algo::Negamax) };
    let run = nullwindow::run_tree(&tree, options).expect("searchable");
    check_said(&run, &tree);
    assert_eq!(run.value, Bound::int(7));
}

#[test]
fn a_scout_that_fails_high_is_searched_again_with_its_score_as_alpha() {
    // The second child is better than the first: its scout fails high.
    let tree = parse("<3,4>,<6,7>");
    let run = nullwindow::run_tree(&tree, FamilyOptions::new(Algo::Pvs)).expect("searchable");
    assert_eq!(run.value, Bound::int(6));
    assert_eq!(run.counts.re_searches, 1);
    let fail =
        run.events.iter().find_map(|e| if let Step::FailHigh { score, beta, .. } = e.step { Some((score, beta, e.line)) } else { None });
    assert_eq!(fail, Some((V::Fin(4), V::PosInf, 7)), "a fail-hard scout says α + 1, and the listing's line 8 runs");
    // The sentence names α as it was (3), not the score less one.
    let wide = parse("3,9");
    let wide_run = nullwindow::run_tree(&wide, FamilyOptions::new(Algo::Pvs)).expect("searchable");
    let k = wide_run.events.iter().position(|e| matches!(e.step, Step::FailHigh { .. })).expect("a fail high");
    assert_eq!(
        minimax_engine::words::family::explain_family(&wide_run, k, Some(&wide), minimax_engine::lang::Lang::En),
        "The scout says more than α (9 > 3), so search A2 again with (9, ∞), which A2 sees from its own side as (−∞, -9)."
    );
    let research = run
        .events
        .iter()
        .find_map(|e| if let Step::Enter { alpha, beta, role: Role::ReSearch, .. } = e.step { Some((alpha, beta)) } else { None });
    assert_eq!(research, Some((V::NegInf, V::Fin(-4))), "C is a MIN node: (−β, −score)");
}

#[test]
fn aspiration_fails_low_and_high_and_widens() {
    let tree = parse("<3,5,10>,<2,12,14>,<2,7,3>");
    let at = |g: i64| {
        let options = FamilyOptions { guess: Bound::int(g), delta: Bound::int(1), ..FamilyOptions::new(Algo::Aspiration) };
        let run = nullwindow::run_tree(&tree, options).expect("searchable");
        assert_eq!(run.value, Bound::int(3));
        let ends: Vec<Said> =
            run.events.iter().filter_map(|e| if let Step::PassEnd { said, .. } = e.step { Some(said) } else { None }).collect();
        (run.counts.re_searches, ends)
    };
    assert_eq!(at(3), (0, vec![Said::Exact]));
    assert_eq!(at(8), (1, vec![Said::AtMost, Said::Exact]), "(7, 9) fails low");
    assert_eq!(at(-5), (1, vec![Said::AtLeast, Said::Exact]), "(−6, −4) fails high");
}

#[test]
fn mtdf_closes_its_bounds_and_a_right_guess_takes_two_passes() {
    let mut rng = Rng::new(2802);
    let shape = Shape { max_branching: 3, max_depth: 4, values: 9, placeholders: 0, explicit: 0 };
    for _ in 0..500 {
        let tree = random_tree(&mut rng, shape);
        let truth = oracle(&tree, NodeId::ROOT, Bound::int(0));
        let Bound::Finite(_) = truth else { continue };
        if nullwindow::tree_scale(&tree) != Scale(0) {
            continue;
        }
        let run = nullwindow::run_tree(&tree, FamilyOptions { guess: truth, ..FamilyOptions::new(Algo::Mtdf) }).expect("searchable");
        assert_eq!(run.counts.passes, 2, "{}", notation::print(&tree));
        let mut bounds = (V::NegInf, V::PosInf);
        for e in &run.events {
            if let Step::PassEnd { lower, upper, .. } = e.step {
                assert!(lower >= bounds.0 && upper <= bounds.1, "bounds only close");
                bounds = (lower, upper);
            }
        }
        assert_eq!(bounds.0, bounds.1);
    }
}

#[test]
fn games_are_searched_to_the_value_minimax_gives() {
    let games = [
        ("tictactoe", Some("x.o/.x./..o"), None),
        ("tictactoe", Some("xo./.../..."), None),
        ("tictactoe", None, Some(2)),
        ("nim", Some("2,3"), None),
        ("nim", Some("1,2,3:min"), None),
        ("coins", None, None),
        ("connect4", Some("4444333355"), Some(4)),
        ("rabbit", None, Some(3)),
    ];
    for (name, state, depth) in games {
        let game = AnyGame::parse(name, state).expect("a game");
        let setup = Setup { depth, ..Setup::default() };
        let (truth, _) = best_moves(game.clone(), setup, Options { algorithm: Algorithm::Minimax, ..ALPHA_BETA });
        for options in variants(&[0, 1]) {
            let source = GameSource(Play::new(game.clone(), setup));
            let run = nullwindow::run(&source, Scale(0), options).unwrap_or_else(|e| panic!("{name} {options:?}: {e:?}"));
            assert_eq!(Some(run.value), truth, "{name} {state:?} {options:?}");
            check_books(&run);
        }
    }
}

#[test]
fn connect_four_endgames_agree_with_alpha_beta() {
    let mut rng = Rng::new(2803);
    let mut checked = 0;
    while checked < 10 {
        let mut game = ConnectFour::default();
        let mut text = String::new();
        for _ in 0..32 {
            let col = 1 + rng.below(7) as u8;
            let next = format!("{text}{col}");
            if let Ok(g) = next.parse::<ConnectFour>() {
                if minimax_engine::space::Game::terminal(&g, &minimax_engine::space::Game::initial(&g)) {
                    break;
                }
                game = g;
                text = next;
            }
        }
        if 42 - game.moves_played() > 12 {
            continue;
        }
        let any = AnyGame::ConnectFour(game);
        let (truth, _) = best_moves(any.clone(), Setup::default(), ALPHA_BETA);
        for algo in Algo::ALL {
            let run = nullwindow::run(&GameSource(Play::new(any.clone(), Setup::default())), Scale(0), FamilyOptions::new(algo))
                .expect("searchable");
            assert_eq!(Some(run.value), truth, "{text} {algo:?}");
        }
        checked += 1;
    }
}

#[test]
fn what_cannot_be_searched_says_why() {
    let refused = |text: &str, options: FamilyOptions| nullwindow::run_tree(&parse(text), options).err();
    assert_eq!(refused("chance(1,2),3", FamilyOptions::new(Algo::Negamax)), Some(Refusal::Chance));
    assert_eq!(refused("<{1,2,6},{4,2,3}>", FamilyOptions::new(Algo::Pvs)), Some(Refusal::ManyPlayers));
    assert_eq!(refused("<a,5>,<2,3>", FamilyOptions::new(Algo::Negamax)), Some(Refusal::Placeholder("a".into())));
    let zero = FamilyOptions { delta: Bound::int(0), ..FamilyOptions::new(Algo::Aspiration) };
    assert_eq!(refused("<1,2>,<3,4>", zero), Some(Refusal::BadWindow));
    let fine = FamilyOptions { guess: Bound::parse("0.5").expect("a number"), ..FamilyOptions::new(Algo::Mtdf) };
    assert_eq!(refused("<1,2>,<3,4>", fine), Some(Refusal::BadWindow), "a guess finer than the tree's step");
    let capped = FamilyOptions { cap: 5, ..FamilyOptions::new(Algo::Negamax) };
    assert_eq!(refused("<1,2>,<3,4>,<5,6>", capped), Some(Refusal::TooBig(5)));
}

#[test]
fn decimal_trees_step_by_a_tenth() {
    let tree = parse("<0.5,0.7>,<0.6,0.2>");
    let run = nullwindow::run_tree(&tree, FamilyOptions::new(Algo::Mtdf)).expect("searchable");
    assert_eq!(run.scale, Scale(1));
    assert_eq!(run.scale.step(), "0.1");
    assert_eq!(run.value, Bound::parse("0.5").expect("a number"));
    let betas: Vec<String> =
        run.events.iter().filter_map(|e| if let Step::Pass { beta, .. } = e.step { Some(run.scale.show(beta)) } else { None }).collect();
    assert_eq!(betas.first().map(String::as_str), Some("0"), "the first β is the guess");
}

#[test]
fn the_view_marks_what_a_cutoff_skipped() {
    let tree = parse("<3,5,10>,<2,a,b>,<2,7,3>");
    let run = nullwindow::run_tree(&tree, FamilyOptions::new(Algo::Pvs)).expect("searchable");
    let end = run.view(run.events.len());
    let c = run.made.iter().position(|m| m.tree_node.map(|id| tree.name(id)) == Some("C")).expect("C made");
    assert_eq!(end.nodes[c].cut_after, Some(0), "C cut after its first child");
    assert_eq!(end.nodes[0].value.map(|(v, _)| run.scale.show(v)), Some("3".to_string()));
    let first = run.view(2);
    assert_eq!(first.nodes[0].status, nullwindow::Status::Active);
    assert_eq!(run.preorder().len(), run.made.len());
}

/// A sentence about a fail says whose side it speaks from: a node's
/// bound is the mover's there (read off the typed tree itself), MTD(f)'s
/// are in MAX's numbers and say so, a re-search's scout failed high for
/// the player moving at its parent; on random trees in every variant and
/// language.
#[test]
fn every_fail_says_whose_side_it_speaks_from() {
    use minimax_engine::lang::Lang;
    use minimax_engine::words::family::explain_family;
    let mut rng = Rng::new(39);
    let shape = Shape { max_branching: 3, max_depth: 4, values: 5, placeholders: 0, explicit: 20 };
    let mut said = 0;
    for _ in 0..200 {
        let tree = random_tree(&mut rng, shape);
        for options in variants(&[0, 2]) {
            let run = nullwindow::run_tree(&tree, options).unwrap_or_else(|e| panic!("{options:?}: {e:?}"));
            // The typed tree's own players, not the run's bookkeeping.
            let mover_in_tree = |node: u32| {
                let id = run.made[node as usize].tree_node.expect("a typed tree's node");
                tree[id].player().filter(|_| !tree[id].is_leaf())
            };
            for (k, event) in run.events.iter().enumerate() {
                let who = match event.step {
                    Step::Return { said: Said::AtMost | Said::AtLeast, .. } if run.options.algo == Algo::Mtdf => {
                        let text = explain_family(&run, k, Some(&tree), Lang::En);
                        assert!(text.contains("in MAX's numbers (MTD(f) reads every node from MAX's side)"), "{text}");
                        minimax_engine::tree::Player::Max
                    }
                    Step::Return { node, said: Said::AtMost | Said::AtLeast, .. } => mover_in_tree(node).expect("an inner node returns"),
                    Step::Enter { node, role: Role::ReSearch, .. } => {
                        let id = run.made[node as usize].tree_node.expect("a typed tree's node");
                        let parent = tree[id].parent().expect("a re-search has a parent");
                        tree[parent].player().expect("its parent moves")
                    }
                    _ => continue,
                };
                for lang in [Lang::En, Lang::Tr, Lang::Ja, Lang::Zh] {
                    let text = explain_family(&run, k, Some(&tree), lang);
                    assert!(text.contains(who.name()), "{lang:?} {:?}: {text}", event.step);
                    let other = who.other().name();
                    assert!(!text.contains(other), "{lang:?} {:?} names {other}: {text}", event.step);
                }
                said += 1;
            }
        }
    }
    assert!(said > 500, "{said} fails said");
}
