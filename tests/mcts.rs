//! Monte Carlo tree search against references written here: tic-tac-toe
//! positions where only some moves are best (20,000 iterations pick one of
//! them), Nim against the nim-sum for every position up to (4, 4, 4) (the
//! solver proves the value and picks a winning move), Connect Four
//! endgames against a plain negamax, and the bookkeeping of every recorded
//! iteration (UCB1's two terms, the child taken, N and W up the path, the
//! playout replayed to the utility it ended with).
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::Rng;
use minimax_engine::games::connect4::ConnectFour;
use minimax_engine::games::nim::Nim;
use minimax_engine::games::tictactoe::TicTacToe;
use minimax_engine::games::{Setup, best_moves};
use minimax_engine::mcts::{self, Choose, Mcts, MctsOptions, scaled_c};
use minimax_engine::num::Bound;
use minimax_engine::search::{Algorithm, CutRule, Form, Options};
use minimax_engine::space::{Game, TreeGame};
use minimax_engine::tree::Kind;
use minimax_engine::value::Exact;

const MINIMAX: Options = Options { algorithm: Algorithm::Minimax, cut: CutRule::Ge, form: Form::Aima };

/// The plain recursive minimax value of a position (the reference).
fn minimax<G: Game>(game: &G, state: &G::State) -> f64 {
    if game.terminal(state) {
        return game.utility(state).to_f64();
    }
    let values = game.actions(state).into_iter().map(|a| minimax(game, &game.result(state, &a)));
    match game.player(state) {
        Kind::Min => values.fold(f64::INFINITY, f64::min),
        _ => values.fold(f64::NEG_INFINITY, f64::max),
    }
}

/// A tic-tac-toe position after `plies` random moves, not finished.
fn tic_tac_toe_after(plies: u64, rng: &mut Rng) -> TicTacToe {
    let game = TicTacToe::default();
    let mut board = game.initial();
    for _ in 0..plies {
        let moves = game.actions(&board);
        let next = game.result(&board, &moves[rng.below(moves.len() as u64) as usize]);
        if game.terminal(&next) {
            break;
        }
        board = next;
    }
    TicTacToe { board }
}

#[test]
fn with_20000_iterations_mcts_picks_a_best_move_in_tic_tac_toe() {
    let mut rng = Rng::new(27);
    let mut checked = 0;
    let mut seed = 0;
    while checked < 12 {
        let game = tic_tac_toe_after(1 + rng.below(5), &mut rng);
        let state = game.initial();
        let moves = game.actions(&state);
        let values: Vec<f64> = moves.iter().map(|a| minimax(&game, &game.result(&state, a))).collect();
        let best = if game.player(&state) == Kind::Max {
            values.iter().copied().fold(f64::NEG_INFINITY, f64::max)
        } else {
            values.iter().copied().fold(f64::INFINITY, f64::min)
        };
        // Only positions where some moves are worse than the best.
        if values.iter().all(|&v| v == best) {
            continue;
        }
        seed += 1;
        let Ok(mut search) = Mcts::new(game, MctsOptions { seed, ..MctsOptions::default() }, Some((-1.0, 1.0))) else {
            panic!("{game}: searchable")
        };
        search.run(20_000);
        let Some(choice) = search.choice() else { panic!("{game}: a choice") };
        assert_eq!(
            values[choice],
            best,
            "{game}: MCTS chose {} worth {}, the best is {best} ({values:?})",
            game.label(&moves[choice]),
            values[choice]
        );
        checked += 1;
    }
}

#[test]
fn the_solver_agrees_with_the_nim_sum_up_to_four_four_four() {
    let mut checked = 0;
    for k in 1..125u8 {
        let piles = [k / 25, k / 5 % 5, k % 5];
        for max_to_move in [true, false] {
            let Some(game) = Nim::new(&piles, max_to_move) else { panic!("{piles:?}") };
            let options = MctsOptions { solver: true, seed: u64::from(k), ..MctsOptions::default() };
            let Ok(mut search) = Mcts::new(game, options, Some((-1.0, 1.0))) else { panic!("{game}") };
            while search.nodes[0].proven.is_none() && search.iterations() < 400_000 {
                search.run(1000);
            }
            assert_eq!(search.nodes[0].proven, Some(game.known_value() as f64), "{game}: proven after {} iterations", search.iterations());
            let Some(choice) = search.choice() else { panic!("{game}: a choice") };
            let chosen = game.actions(&game)[choice];
            if game.nim_sum() != 0 {
                assert!(game.winning_moves().contains(&chosen), "{game}: {} does not leave a nim-sum of 0", game.label(&chosen));
            }
            checked += 1;
        }
    }
    assert_eq!(checked, 248);
}

/// Plain negamax on Connect Four's own rules (from the side to move).
fn negamax(board: &ConnectFour) -> i32 {
    if let Some(max) = board.winner() {
        let max_won = if max { 1 } else { -1 };
        return if board.max_to_move() { max_won } else { -max_won };
    }
    if board.over() {
        return 0;
    }
    (0..7).filter(|&c| board.playable(c)).map(|c| -negamax(&board.play(c))).max().unwrap_or(0)
}

#[test]
fn the_solver_proves_connect_four_endgames_as_a_plain_negamax_values_them() {
    let mut rng = Rng::new(28);
    let mut checked = 0;
    let game = ConnectFour::default();
    while checked < 30 {
        let mut board = game.initial();
        let empties = 6 + checked % 5;
        while board.moves_played() < 42 - empties && !board.over() {
            let moves = game.actions(&board);
            board = board.play(usize::from(moves[rng.below(moves.len() as u64) as usize]));
        }
        if board.over() {
            continue;
        }
        let sign = if board.max_to_move() { 1 } else { -1 };
        let want = f64::from(sign * negamax(&board));
        let options = MctsOptions { solver: true, seed: checked as u64 + 1, ..MctsOptions::default() };
        let Ok(mut search) = Mcts::new(board, options, Some((-1.0, 1.0))) else { panic!("{board}") };
        while search.nodes[0].proven.is_none() && search.iterations() < 200_000 {
            search.run(500);
        }
        assert_eq!(search.nodes[0].proven, Some(want), "{board}");
        let Some(choice) = search.choice() else { panic!("{board}: a choice") };
        let column = usize::from(game.actions(&board)[choice]);
        let after = board.play(column);
        let got = match after.winner() {
            Some(true) => 1.0,
            Some(false) => -1.0,
            None => f64::from(-sign * negamax(&after)),
        };
        assert_eq!(got, want, "{board}: column {} is not a best move", column + 1);
        // The engine's own alpha-beta agrees.
        assert_eq!(best_moves(board, Setup { table: true, ..Setup::default() }, MINIMAX).0.map(|b| b.to_f64()), Some(want));
        checked += 1;
    }
}

#[test]
fn every_recorded_iteration_keeps_its_books() {
    let mut rng = Rng::new(29);
    for round in 0..40u64 {
        let game = tic_tac_toe_after(rng.below(4), &mut rng);
        let c = [0.5, 1.0, mcts::DEFAULT_C, 3.0][round as usize % 4];
        let solver = round % 2 == 1;
        let options = MctsOptions { c, seed: round, solver, choose: Choose::MostVisits };
        let Ok(mut search) = Mcts::new(game, options, Some((-1.0, 1.0))) else { panic!("{game}") };
        for _ in 0..300 {
            let before: Vec<(u32, f64)> = search.nodes.iter().map(|n| (n.visits, n.total)).collect();
            // The scores selection will see, computed from the formula.
            let Some(it) = search.iterate(true) else { panic!("recorded") };
            for step in &it.selection {
                let parent = &search.nodes[step.node];
                let (n_parent, _) = before[step.node];
                let side = if parent.kind == Kind::Min { -1.0 } else { 1.0 };
                let mut best = f64::NEG_INFINITY;
                for s in &step.scores {
                    let (n, w) = before[s.child];
                    let exploit = side * search.nodes[s.child].proven.filter(|_| solver).unwrap_or(w / f64::from(n));
                    // A node proven in this very iteration was scored before.
                    if !it.proved.contains(&s.child) {
                        assert!((s.exploit - exploit).abs() < 1e-12, "exploitation term");
                    }
                    assert!((s.explore - c * (f64::from(n_parent).ln() / f64::from(n)).sqrt()).abs() < 1e-12, "exploration term");
                    best = best.max(s.total());
                }
                let taken = step.scores.iter().find(|s| s.child == step.taken).map(|s| s.total());
                assert_eq!(taken, Some(best), "selection takes the highest UCB1");
            }
            // Expansion adds a child of where selection stopped.
            if let Some(e) = it.expanded {
                assert_eq!(search.nodes[e].parent, Some(it.leaf));
                assert_eq!(e, search.nodes.len() - 1);
            }
            // The playout, replayed from the new node, ends with the result.
            if !it.from_proof {
                let start = it.expanded.unwrap_or(it.leaf);
                let mut state = search.nodes[start].state;
                for name in &it.playout {
                    let moves = game.actions(&state);
                    let Some(m) = moves.iter().find(|m| game.label(m) == *name) else { panic!("{name} is legal") };
                    state = game.result(&state, m);
                }
                assert!(game.terminal(&state));
                assert_eq!(game.utility(&state), Bound::int(it.result as i64));
            }
            // Backpropagation: one more visit and the result on the path only.
            for (k, n) in search.nodes.iter().enumerate() {
                let (visits, total) = before.get(k).copied().unwrap_or((0, 0.0));
                let on_path = it.path.contains(&k);
                assert_eq!(n.visits, visits + u32::from(on_path));
                assert_eq!(n.total, total + if on_path { it.result } else { 0.0 });
            }
        }
        // The root's visits are its children's (nothing stops at the root
        // until it is proven).
        let sum: u32 = search.children().iter().map(|c| c.visits).sum();
        if search.nodes[0].proven.is_none() {
            assert_eq!(sum, search.nodes[0].visits);
        }
        let policy: f64 = search.children().iter().map(|c| c.policy).sum();
        assert!((policy - 1.0).abs() < 1e-9);
    }
}

#[test]
fn the_same_seed_gives_the_same_search_and_another_seed_another() {
    let game = TicTacToe::default();
    let run = |seed: u64| {
        let Ok(mut search) = Mcts::new(game, MctsOptions { seed, ..MctsOptions::default() }, Some((-1.0, 1.0))) else { panic!() };
        (0..200).filter_map(|_| search.iterate(true)).map(|it| (it.path, it.playout, it.result)).collect::<Vec<_>>()
    };
    assert_eq!(run(5), run(5));
    assert_ne!(run(5), run(6));
}

#[test]
fn typed_trees_are_played_out_to_their_leaves_and_bad_ones_refused() {
    let tree = |text: &str| minimax_engine::notation::parse(text).into_result().unwrap_or_else(|e| panic!("{text}: {e:?}"));
    let classic = tree("<3,5,10>,<2,a,b>,<2,7,3>");
    assert_eq!(mcts::for_tree(&classic, MctsOptions::default()).err(), Some(mcts::Unsearchable::NoNumber));
    assert_eq!(mcts::for_tree(&tree("{1,2,3},{3,2,1}"), MctsOptions::default()).err(), Some(mcts::Unsearchable::ManyPlayers));
    assert_eq!(mcts::for_tree(&tree("<1,inf>,<2>"), MctsOptions::default()).err(), Some(mcts::Unsearchable::NoNumber));
    // With chance nodes: MCTS's averages approach expectiminimax's values.
    let dice = tree("?(0.9:<2>,0.1:<3>),?(0.9:<1>,0.1:<4>)");
    let exact = mcts::exact_children(&TreeGame(&dice), |n| n.index() as u128, 100);
    // Exact: 0.9 × 2 + 0.1 × 3 = 21/10, with no rounding.
    assert_eq!(exact, Some(vec![Exact::ratio(21, 10), Exact::ratio(13, 10)]));
    let Ok(mut search) = mcts::for_tree(&dice, MctsOptions { c: scaled_c(Some((1.0, 4.0))), ..MctsOptions::default() }) else { panic!() };
    search.run(20_000);
    assert_eq!(search.choice(), Some(0));
    let q = search.children()[0].q.unwrap_or(0.0);
    assert!((q - 2.1).abs() < 0.05, "{q}");
    // Random trees: the choice after many iterations is worth the root's
    // value (a reference minimax) when the best move is clear by a margin.
    let mut rng = Rng::new(30);
    let mut checked = 0;
    while checked < 20 {
        let t =
            common::random_tree(&mut rng, common::Shape { max_depth: 3, max_branching: 3, placeholders: 0, ..common::Shape::default() });
        let game = TreeGame(&t);
        let state = game.initial();
        if game.terminal(&state) || t.leaves().any(|l| t.leaf_value(l).is_none_or(|v| !v.to_f64().is_finite())) {
            continue;
        }
        let values: Vec<f64> = game.actions(&state).iter().map(|a| minimax(&game, a)).collect();
        let Ok(range) = mcts::tree_range(&t) else { continue };
        let Ok(mut search) =
            mcts::for_tree(&t, MctsOptions { solver: true, c: scaled_c(Some(range)), seed: checked, ..MctsOptions::default() })
        else {
            continue;
        };
        search.run(5000);
        let root = minimax(&game, &state);
        assert_eq!(search.nodes[0].proven, Some(root), "the solver proves a small tree");
        let Some(choice) = search.choice() else { panic!() };
        assert_eq!(values[choice], root, "{values:?}");
        checked += 1;
    }
}

/// The plain recursive expectiminimax of a game position, in exact
/// rationals: the reference [`mcts::exact_children`] (a stack of its own,
/// a memo) must agree with.
fn reference_value<G: Game>(game: &G, state: &G::State) -> Option<Exact> {
    let moves = if game.terminal(state) { Vec::new() } else { game.actions(state) };
    if moves.is_empty() {
        return match game.utility(state) {
            Bound::Finite(n) => Some(minimax_engine::value::exact(n)),
            _ => None,
        };
    }
    let values = moves.iter().map(|a| reference_value(game, &game.result(state, a))).collect::<Option<Vec<_>>>()?;
    Some(match game.player(state) {
        Kind::Max => values.into_iter().max()?,
        Kind::Min => values.into_iter().min()?,
        _ => moves.iter().zip(values).map(|(a, v)| game.probability(state, a, moves.len()) * v).sum(),
    })
}

/// A random tree in notation with MAX, MIN and chance nodes (equal and
/// given probabilities) and tied leaves.
fn random_chance_text(rng: &mut Rng, depth: u32) -> String {
    if depth == 0 || (depth < 3 && rng.chance(30)) {
        return rng.below(5).to_string();
    }
    let n = 1 + rng.below(3);
    let kids: Vec<String> = (0..n).map(|_| random_chance_text(rng, depth - 1)).collect();
    match rng.below(3) {
        0 => format!("chance({})", kids.join(",")),
        1 if n == 2 => format!("chance(0.3:{},{})", kids[0], kids[1]),
        _ => format!("<{}>", kids.join(",")),
    }
}

#[test]
fn exact_values_beside_mcts_are_exact_on_random_trees_and_deep_chains() {
    let parse = |text: &str| minimax_engine::notation::parse(text).into_result().unwrap_or_else(|e| panic!("{text}: {e:?}"));
    let mut rng = Rng::new(40);
    let mut checked = 0;
    for i in 0..3000 {
        let tree = if i % 2 == 0 {
            common::random_tree(&mut rng, common::Shape { max_depth: 4, max_branching: 3, ..common::Shape::default() })
        } else {
            parse(&random_chance_text(&mut rng, 4))
        };
        let game = TreeGame(&tree);
        let root = game.initial();
        let reference: Option<Vec<Exact>> = if game.terminal(&root) {
            Some(Vec::new())
        } else {
            game.actions(&root).iter().map(|a| reference_value(&game, &game.result(&root, a))).collect()
        };
        let exact = mcts::exact_children(&game, |n| n.index() as u128, 1 << 20);
        assert_eq!(exact, reference, "{}", minimax_engine::notation::print(&tree));
        checked += usize::from(exact.is_some());
    }
    assert!(checked > 2000, "{checked}");
    // A 10,000-level chain, in a thread with the page's 1 MiB stack.
    let deep = std::thread::Builder::new()
        .stack_size(1 << 20)
        .spawn(move || {
            let chain = parse(&format!("{}3,<1,2>{}", "<".repeat(9_999), ">".repeat(9_999)));
            mcts::exact_children(&TreeGame(&chain), |n| n.index() as u128, 1 << 20)
        })
        .expect("a thread")
        .join()
        .expect("no overflow");
    assert_eq!(deep.map(|v| v.len()), Some(1));
}
