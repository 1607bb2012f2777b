//! The three games of the course notes, searched by the one engine:
//! tic-tac-toe's known figures, the coin game's answer, and every search
//! (orders, depth limits, both cut rules and forms) checked against a
//! plain recursive minimax written here on thousands of random positions.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::{ALL_OPTIONS, Rng};
use minimax_engine::games::coins::Coins;
use minimax_engine::games::connect4::ConnectFour;
use minimax_engine::games::nim::Nim;
use minimax_engine::games::rabbit::{Rabbit, UNREACHABLE};
use minimax_engine::games::tictactoe::{Mark, TicTacToe};
use minimax_engine::games::{AnyGame, MoveOrder, Position, Setup, best_moves, cost_table, search};
use minimax_engine::num::Bound;
use minimax_engine::search::{Algorithm, CutRule, Form, Options};
use minimax_engine::space::Game;
use minimax_engine::tree::{Kind, NodeId};

const MINIMAX: Options = Options { algorithm: Algorithm::Minimax, cut: CutRule::Ge, form: Form::Aima };
const ALPHA_BETA: Options = Options { algorithm: Algorithm::AlphaBeta, cut: CutRule::Ge, form: Form::Aima };

/// The obvious reference: H-MINIMAX by plain recursion on the game's own
/// rules, no memo, no ordering. Returns the value and the moves (by label)
/// whose value equals it.
fn oracle<G: Position>(game: &G, state: &G::State, left: Option<u32>, limited: bool) -> Bound {
    if game.terminal(state) {
        return if limited { game.utility_beside_evaluation(state) } else { game.utility(state) };
    }
    if left == Some(0) {
        return game.evaluate(state);
    }
    let values = game.actions(state).into_iter().map(|a| oracle(game, &game.result(state, &a), left.map(|l| l - 1), limited));
    let v = if game.player(state) == Kind::Min { values.min() } else { values.max() };
    v.unwrap_or_else(|| game.utility(state))
}

fn oracle_best<G: Position>(game: &G, depth: Option<u32>) -> (Bound, Vec<String>) {
    let state = game.initial();
    let v = oracle(game, &state, depth, depth.is_some());
    let best = game
        .actions(&state)
        .into_iter()
        .filter(|a| oracle(game, &game.result(&state, a), depth.map(|d| d - 1), depth.is_some()) == v)
        .map(|a| game.label(&a))
        .collect();
    (v, best)
}

#[test]
fn tic_tac_toe_from_the_empty_board_is_a_draw_and_minimax_visits_549946_nodes() {
    let searched = search(TicTacToe::default(), Setup::default(), MINIMAX);
    let tree = searched.tree.as_ref().expect("a tree");
    assert_eq!(searched.trace.root_value(tree), Some(Bound::int(0)));
    assert_eq!(searched.trace.stats().nodes_visited, 549_946);
    assert_eq!(searched.trace.stats().leaves_evaluated, 255_168, "the number of finished games");
    assert_eq!(tree.len(), 549_946);
    // Every first move draws.
    let (value, best) = best_moves(TicTacToe::default(), Setup::default(), ALPHA_BETA);
    assert_eq!(value, Some(Bound::int(0)));
    assert_eq!(best, ["1,1", "1,2", "1,3", "2,1", "2,2", "2,3", "3,1", "3,2", "3,3"]);
}

#[test]
fn known_tic_tac_toe_positions_give_known_best_moves() {
    let cases: [(&str, i64, &[&str]); 5] = [
        // X completes the top row.
        ("XX.OO....", 1, &["1,3"]),
        // O must block the top row, and then it is a draw.
        ("XX..O....", 0, &["1,3"]),
        // O's only reply to a corner that does not lose is the centre.
        ("X........", 0, &["2,2"]),
        // X to move with two ways to win: both are named.
        ("XX.OO.X.O", 1, &["1,3"]),
        // A fork: X at 1,1 and 3,3 with O in the centre; X takes a corner to fork? O to move.
        ("X...O...X", 0, &["1,2", "2,1", "2,3", "3,2"]),
    ];
    for (state, value, best) in cases {
        let game: TicTacToe = state.parse().expect(state);
        for options in ALL_OPTIONS {
            let (v, moves) = best_moves(game, Setup::default(), options);
            assert_eq!(v, Some(Bound::int(value)), "{state} {options:?}");
            assert_eq!(moves, best, "{state} {options:?}");
        }
        assert_eq!(
            oracle_best(&game, None),
            (Bound::int(value), best.iter().map(|s| s.to_string()).collect::<Vec<_>>()),
            "{state}: the oracle agrees"
        );
    }
}

#[test]
fn the_coin_game_with_four_coins_is_won_by_taking_one() {
    for options in ALL_OPTIONS {
        let (v, best) = best_moves(Coins::default(), Setup::default(), options);
        assert_eq!(v, Some(Bound::int(1)), "{options:?}");
        assert_eq!(best, ["1"], "{options:?}");
    }
    // A multiple of three loses for the side to move.
    for coins in 1..=12 {
        let game = Coins { coins, max_to_move: true };
        let (v, _) = best_moves(game, Setup::default(), ALPHA_BETA);
        assert_eq!(v, Some(Bound::int(if coins % 3 == 0 { -1 } else { 1 })), "{coins} coins");
    }
}

/// Nim against the known answer (the nim-sum) for every position of three
/// piles up to (4, 4, 4), either side to move: the value, and the best
/// moves exactly those that leave a nim-sum of 0 when the mover wins (every
/// move when it loses), found by alpha-beta with the strict rule (which
/// keeps every equally good move) and a transposition table.
#[test]
fn nim_agrees_with_the_nim_sum_up_to_four_four_four() {
    let setup = Setup { table: true, ..Setup::default() };
    let mut checked = 0;
    for piles in (0..125u8).map(|k| vec![k / 25, k / 5 % 5, k % 5]).filter(|p| p.iter().any(|&n| n > 0)) {
        for max_to_move in [true, false] {
            let Some(game) = Nim::new(&piles, max_to_move) else { panic!("{piles:?} is a position") };
            let (v, best) = best_moves(game, setup, ALPHA_BETA);
            assert_eq!(v, Some(Bound::int(game.known_value())), "{game}");
            let mut zeroing: Vec<String> = game
                .actions(&game)
                .into_iter()
                .filter(|t| game.nim_sum() == 0 || game.result(&game, t).nim_sum() == 0)
                .map(|t| game.label(&t))
                .collect();
            let mut best = best;
            zeroing.sort_unstable();
            best.sort_unstable();
            assert_eq!(best, zeroing, "{game}");
            // The game's own list of winning moves is the same (none when
            // the mover loses).
            let mut winning: Vec<String> = game.winning_moves().iter().map(|t| game.label(t)).collect();
            winning.sort_unstable();
            assert_eq!(winning, if game.nim_sum() == 0 { Vec::new() } else { zeroing }, "{game}");
            checked += 1;
        }
    }
    assert_eq!(checked, 248);
    // Without a table, and with plain minimax, the same values (smaller piles).
    for k in 1..27u8 {
        let Some(game) = Nim::new(&[k / 9, k / 3 % 3, k % 3], true) else { panic!("{k} is a position") };
        for options in [MINIMAX, ALPHA_BETA] {
            assert_eq!(best_moves(game, Setup::default(), options).0, Some(Bound::int(game.known_value())), "{game}");
        }
    }
}

#[test]
fn nim_positions_read_and_write_and_bad_ones_say_what_is_wrong() {
    let game: Nim = "3, 4,5".parse().unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(game, Nim::default());
    assert_eq!(game.to_string(), "3,4,5");
    assert_eq!(game.nim_sum(), 2);
    let min: Nim = "1,2:MIN".parse().unwrap_or_else(|e| panic!("{e}"));
    assert!(!min.max_to_move);
    assert_eq!(min.to_string(), "1,2:min");
    assert_eq!(min.label(&min.actions(&min)[2]), "2:2", "the second pile, two taken");
    for (bad, says) in [
        ("3,x", "pile 2 is 'x'"),
        ("0,0", "every pile is empty"),
        ("1,2:me", "not max or min"),
        ("40", "pile 1 is '40'"),
        ("1,1,1,1,1,1,1,1,1", "9 piles"),
    ] {
        let error = bad.parse::<Nim>().err().map(|e| e.to_string()).unwrap_or_default();
        assert!(error.contains(says), "{bad}: {error}");
    }
}

/// A position reached by `plies` random moves from the start (fewer if the
/// game ends).
fn random_position<G: Game + Clone>(game: &G, plies: u64, rng: &mut Rng, rebuild: impl Fn(G::State) -> G) -> G {
    let mut state = game.initial();
    for _ in 0..plies {
        let moves = game.actions(&state);
        if game.terminal(&state) || moves.is_empty() {
            break;
        }
        let m = &moves[rng.below(moves.len() as u64) as usize];
        let next = game.result(&state, m);
        if game.terminal(&next) {
            break;
        }
        state = next;
    }
    rebuild(state)
}

fn agree<G: Position + Clone + std::fmt::Debug>(game: &G, depth: Option<u32>, order: MoveOrder) {
    let (want, want_best) = oracle_best(game, depth);
    for (options, table) in ALL_OPTIONS.into_iter().flat_map(|o| [(o, false), (o, true)]) {
        let setup = Setup { depth, order, table, quiescence: false };
        let searched = search(game.clone(), setup, options);
        let tree = searched.tree.as_ref().expect("a tree");
        assert_eq!(searched.trace.root_value(tree), Some(want), "{game:?} {setup:?} {options:?}");
        // Nothing the search did not reach was made.
        assert_eq!(tree.len() as u32, searched.trace.stats().nodes_visited, "{game:?} {setup:?} {options:?}");
        let (v, mut best) = best_moves(game.clone(), setup, options);
        assert_eq!(v, Some(want));
        let mut expected = want_best.clone();
        if order != MoveOrder::GIVEN {
            best.sort_unstable();
            expected.sort_unstable();
        }
        assert_eq!(best, expected, "{game:?} {setup:?} {options:?}");
    }
}

const ORDERS: [MoveOrder; 7] = [
    MoveOrder::GIVEN,
    MoveOrder::BEST_FIRST,
    MoveOrder::WORST_FIRST,
    MoveOrder::Random(7),
    MoveOrder::Deepening,
    MoveOrder::Killer,
    MoveOrder::History,
];

#[test]
fn alpha_beta_agrees_with_minimax_on_random_tic_tac_toe_positions() {
    let mut rng = Rng::new(11);
    for i in 0..400 {
        let plies = 2 + rng.below(6);
        let game = random_position(&TicTacToe::default(), plies, &mut rng, |board| TicTacToe { board });
        let depth = if i % 2 == 0 { None } else { Some(1 + rng.below(4) as u32) };
        agree(&game, depth, ORDERS[i % ORDERS.len()]);
    }
}

#[test]
fn alpha_beta_agrees_with_minimax_on_random_coin_games() {
    let mut rng = Rng::new(12);
    for i in 0..400 {
        let game = Coins { coins: 1 + rng.below(12) as u32, max_to_move: rng.chance(50) };
        let depth = if i % 2 == 0 { None } else { Some(1 + rng.below(6) as u32) };
        agree(&game, depth, ORDERS[i % ORDERS.len()]);
    }
}

#[test]
fn alpha_beta_agrees_with_minimax_on_random_rabbit_positions() {
    let mut rng = Rng::new(13);
    for i in 0..120 {
        let plies = rng.below(30);
        let game = random_position(&Rabbit::default(), plies, &mut rng, |s| s);
        agree(&game, Some(1 + rng.below(3) as u32), ORDERS[i % ORDERS.len()]);
    }
}

#[test]
fn rabbit_and_wolves_start_as_the_notes_set_them() {
    let start = Rabbit::default();
    assert_eq!(start.to_string(), ".W.W.W.W/......../......../......../......../......../......../....R... r");
    assert_eq!(start.to_string().parse::<Rabbit>(), Ok(start));
    assert_eq!(start.evaluate(&start), Bound::int(UNREACHABLE), "every top-row dark square holds a wolf");
    assert_eq!(start.player(&start), Kind::Min, "the rabbit moves first; the wolves are MAX");
    let labels: Vec<String> = start.actions(&start).iter().map(|a| start.label(a)).collect();
    assert_eq!(labels, ["e1-d2", "e1-f2"]);
    let after = start.result(&start, &start.actions(&start)[0]);
    let wolf_moves: Vec<String> = after.actions(&after).iter().map(|a| after.label(a)).collect();
    assert_eq!(wolf_moves, ["b8-a7", "b8-c7", "d8-c7", "d8-e7", "f8-e7", "f8-g7", "h8-g7"]);
    // b8 is free once its wolf moves: six rabbit moves from d2.
    let opened = after.result(&after, &after.actions(&after)[0]);
    assert_eq!(opened.evaluate(&opened), Bound::int(6));
    // A walled-in rabbit: the wolves have won, 254.
    let trapped: Rabbit = "......../......../......../......../......../......../.W.W..../R....... r".parse().expect("board");
    assert_eq!(trapped.distance(), UNREACHABLE);
    assert!(trapped.terminal(&trapped));
    assert_eq!(trapped.utility(&trapped), Bound::int(UNREACHABLE));
}

#[test]
fn a_depth_limit_evaluates_at_the_frontier_and_says_so() {
    let game = TicTacToe::default();
    let searched = search(game, Setup { depth: Some(2), order: MoveOrder::GIVEN, ..Setup::default() }, MINIMAX);
    let tree = searched.tree.as_ref().expect("a tree");
    assert_eq!(tree.len(), 1 + 9 + 72);
    let leaves: Vec<NodeId> = tree.leaves().collect();
    assert_eq!(leaves.len(), 72);
    // The explanation says which: an evaluation at the depth limit.
    let first_leaf = searched.trace.events().iter().position(|e| e.kind() == minimax_engine::search::EventKind::Leaf).expect("a leaf");
    let said = minimax_engine::words::explain_in(tree, &searched.trace, first_leaf, minimax_engine::lang::Lang::En);
    assert!(said.contains("depth limit") && said.contains("evaluation function"), "{said}");
    for leaf in leaves {
        assert!(searched.space.is_frontier(leaf));
        assert!(tree[leaf].is_frontier());
        let state = &searched.space.state(leaf).expect("made").state;
        assert_eq!(tree.leaf_value(leaf), Some(Bound::int(TicTacToe::open_lines(state))));
    }
    // X in the centre is best by open lines at depth 2: 4 − 0... against
    // O's best reply.
    let (v, best) = best_moves(game, Setup { depth: Some(2), order: MoveOrder::GIVEN, ..Setup::default() }, ALPHA_BETA);
    assert_eq!((v, best), (Some(Bound::int(1)), vec!["2,2".to_string()]));
    // A finished game is not a frontier node, even at the limit.
    let won: TicTacToe = "XX.OO....".parse().expect("board");
    let s = search(won, Setup { depth: Some(1), order: MoveOrder::GIVEN, ..Setup::default() }, MINIMAX);
    let t = s.tree.as_ref().expect("a tree");
    let first = t.children(NodeId::ROOT).next().expect("a move");
    assert_eq!(s.space.label(first).as_deref(), Some("1,3"));
    assert!(!s.space.is_frontier(first));
    assert!(!t[first].is_frontier());
    let leaf_step =
        s.trace.events().iter().position(|e| e.node() == first && e.kind() == minimax_engine::search::EventKind::Leaf).expect("reached");
    let said = minimax_engine::words::explain_in(t, &s.trace, leaf_step, minimax_engine::lang::Lang::En);
    assert!(said.contains("utility") && !said.contains("depth limit"), "{said}");
    assert_eq!(t.leaf_value(first), Some(Bound::PosInf), "with an evaluation in force a win is +∞");
}

#[test]
fn a_pruned_subtree_is_never_made_but_its_moves_are_counted() {
    let searched = search(TicTacToe::default(), Setup::default(), ALPHA_BETA);
    let tree = searched.tree.as_ref().expect("a tree");
    let visited = searched.trace.stats().nodes_visited as usize;
    assert_eq!(tree.len(), visited);
    assert!(visited < 549_946 / 10, "alpha-beta made {visited} nodes");
    let skipped: u32 = (0..tree.len() as u32).map(|i| searched.space.unexplored(NodeId(i))).sum();
    assert!(skipped > 0);
    for i in 0..tree.len() as u32 {
        let node = NodeId(i);
        if !tree[node].is_leaf() {
            assert_eq!(tree[node].child_count() as u32 + searched.space.unexplored(node), searched.space.moves(node));
        }
    }
}

#[test]
fn best_first_ordering_costs_least_and_worst_first_most() {
    let game = TicTacToe::default();
    let leaves = |order| search(game, Setup { depth: None, order, ..Setup::default() }, ALPHA_BETA).trace.stats().leaves_evaluated;
    let (best, given, worst) = (leaves(MoveOrder::BEST_FIRST), leaves(MoveOrder::GIVEN), leaves(MoveOrder::WORST_FIRST));
    assert!(best < given && given < worst, "best-first {best}, given {given}, worst-first {worst}");
    let table = cost_table(&Rabbit::default(), 1..=4, MoveOrder::BEST_FIRST, ALPHA_BETA);
    assert_eq!(table.len(), 4);
    assert_eq!(table[0].minimax.nodes_visited, 3, "the root and the rabbit's two moves");
    for row in &table {
        assert!(row.alpha_beta.leaves_evaluated <= row.minimax.leaves_evaluated);
        assert!(row.branching > 1.0);
    }
}

#[test]
fn random_order_is_the_same_for_the_same_seed_and_state() {
    let a = search(TicTacToe::default(), Setup { depth: Some(3), order: MoveOrder::Random(5), ..Setup::default() }, ALPHA_BETA);
    let b = search(TicTacToe::default(), Setup { depth: Some(3), order: MoveOrder::Random(5), ..Setup::default() }, ALPHA_BETA);
    let labels = |s: &minimax_engine::games::Searched<TicTacToe>| {
        (0..s.space.len() as u32).filter_map(|i| s.space.label(NodeId(i))).collect::<Vec<_>>()
    };
    assert_eq!(labels(&a), labels(&b));
    let c = search(TicTacToe::default(), Setup { depth: Some(3), order: MoveOrder::Random(6), ..Setup::default() }, ALPHA_BETA);
    assert_ne!(labels(&a), labels(&c));
}

#[test]
fn states_and_names_read_or_say_what_is_wrong() {
    assert!(matches!(AnyGame::parse("tic-tac-toe", Some("XO.....OX")), Ok(AnyGame::TicTacToe(_))));
    let board: TicTacToe = "XO.....OX".parse().expect("board");
    assert_eq!(board.board[0], Mark::X);
    assert_eq!(TicTacToe::to_move(&board.board), Mark::X, "two X and two O: X to move");
    for (name, state, says) in [
        ("tictactoe", "XO", "2 squares"),
        ("tictactoe", "XXX......", "3 X and 0 O"),
        ("tictactoe", "XQ.......", "'Q' at character 2"),
        ("tictactoe", "XXXOOO...", "both have three in a row"),
        ("coins", "0", "start with 1 to 24"),
        ("coins", "four", "not a number"),
        ("coins", "4:them", "not max or min"),
        ("rabbit", ".R", "2 squares"),
        ("rabbit", "W.......", "light square"),
        ("connect4", "4453x", "'x' at character 5 is not a column 1 to 7"),
        ("connect4", "1111111", "move 7 (character 7) is in column 1, which is full"),
        ("connect4", "1212121 2", "the game was over before move 8 (MAX had four in a row)"),
        ("nim", "3,,4", "pile 2 is ''"),
        ("chess", "", "unknown game 'chess'"),
    ] {
        let err = AnyGame::parse(name, Some(state)).expect_err(state);
        assert!(err.to_string().contains(says), "{name} {state}: {err}");
    }
    assert_eq!("random:9".parse(), Ok(MoveOrder::Random(9)));
    assert_eq!("Best-First".parse(), Ok(MoveOrder::BEST_FIRST));
    assert!("sideways".parse::<MoveOrder>().is_err());
}

#[test]
fn the_tree_made_with_stubs_is_searched_in_exactly_the_games_steps() {
    let games = [
        AnyGame::parse("tictactoe", Some("X...O....")).expect("board"),
        AnyGame::parse("coins", Some("7")).expect("coins"),
        AnyGame::parse("rabbit", None).expect("start"),
        AnyGame::parse("connect4", Some("4453")).expect("columns"),
        AnyGame::parse("nim", Some("1,2,2")).expect("piles"),
    ];
    for game in &games {
        for depth in [Some(2), Some(3)] {
            for order in ORDERS {
                for (options, table) in ALL_OPTIONS.into_iter().flat_map(|o| [(o, false), (o, true)]) {
                    let setup = Setup { depth, order, table, quiescence: false };
                    let made = minimax_engine::games::made(game, setup, options, 1 << 20).expect("small enough");
                    let direct = match game {
                        AnyGame::TicTacToe(g) => search(*g, setup, options).trace,
                        AnyGame::Coins(g) => search(*g, setup, options).trace,
                        AnyGame::Rabbit(g) => search(*g, setup, options).trace,
                        AnyGame::ConnectFour(g) => search(*g, setup, options).trace,
                        AnyGame::Nim(g) => search(*g, setup, options).trace,
                    };
                    let replayed = minimax_engine::search::Trace::run(&made.tree, options);
                    let kinds = |t: &minimax_engine::search::Trace| t.events().iter().map(|e| e.kind()).collect::<Vec<_>>();
                    assert_eq!(kinds(&replayed), kinds(&direct), "{game:?} {setup:?} {options:?}");
                    assert_eq!(replayed.stats(), direct.stats());
                    // Stubs are exactly the moves the cutoffs skipped, and never reached.
                    let stubs = made.tree.ids().filter(|&n| made.is_stub(n)).count();
                    let pruned_children: usize =
                        replayed.pruned(&made.tree).iter().filter(|&&n| made.tree[n].parent().is_some_and(|p| !made.is_stub(p))).count();
                    assert_eq!(stubs, pruned_children, "{game:?} {setup:?} {options:?}");
                    if options.algorithm == Algorithm::Minimax {
                        assert_eq!(stubs, 0);
                    }
                    assert!(made.tree.leaves().all(|l| made.is_stub(l) || made.tree.leaf_value(l).is_some()));
                }
            }
        }
    }
    let too_big = minimax_engine::games::made(&AnyGame::parse("tictactoe", None).expect("empty"), Setup::default(), MINIMAX, 10_000);
    assert_eq!(too_big, Err(minimax_engine::games::TooBig { limit: 10_000 }));
}

#[test]
fn the_horizon_example_loses_one_ply_deep_and_one_more_ply_fixes_it() {
    let (state, depth) = minimax_engine::games::tictactoe::HORIZON;
    let game: TicTacToe = state.parse().expect("board");
    let chosen = |d: u32| {
        let s = search(game, Setup { depth: Some(d), order: MoveOrder::GIVEN, ..Setup::default() }, MINIMAX);
        let tree = s.tree.as_ref().expect("a tree");
        let first = *s.trace.best_children(tree).first().expect("a best move");
        let child = tree.children(NodeId::ROOT).nth(first).expect("a child");
        let after = TicTacToe { board: s.space.state(child).expect("made").state };
        (s.space.label(child).expect("a move"), oracle(&after, &after.board, None, false))
    };
    assert_eq!(chosen(depth), ("1,3".to_string(), Bound::int(1)), "one ply deep O plays 1,3 and X wins");
    assert_eq!(chosen(depth + 1), ("2,2".to_string(), Bound::int(0)), "two plies deep O blocks and draws");
    assert_eq!(oracle_best(&game, None).0, Bound::int(0));
}

#[test]
fn the_cost_table_counts_what_the_searches_cost() {
    let game = AnyGame::parse("tictactoe", None).expect("empty board");
    let rows = minimax_engine::games::cost_rows(&game, Setup::default(), ALPHA_BETA, 9, 100_000);
    // Depth 1: 9 leaves; depth 2: 72; depth 3: 504; depth 4: 3,024 (no game ends before move 5).
    let leaves: Vec<u32> = rows.iter().map(|r| r.minimax.leaves_evaluated).collect();
    assert_eq!(&leaves[..4], &[9, 72, 504, 3024]);
    assert!(rows.iter().all(|r| r.alpha_beta.leaves_evaluated <= r.minimax.leaves_evaluated));
    assert!(rows.len() < 9, "minimax from the empty board to the end is over the cap");
    let table = cost_table(&TicTacToe::default(), 1..=4, MoveOrder::GIVEN, ALPHA_BETA);
    for (row, counted) in table.iter().zip(&rows) {
        assert_eq!((row.minimax, row.alpha_beta), (counted.minimax, counted.alpha_beta));
    }
    // The coin game ends: rows stop when a deeper limit changes nothing.
    let coins =
        minimax_engine::games::cost_rows(&AnyGame::parse("coins", Some("4")).expect("coins"), Setup::default(), ALPHA_BETA, 9, 100_000);
    assert_eq!(coins.len(), 4);
    assert_eq!(coins[3].minimax.nodes_visited, 12);
}

#[test]
fn iterative_deepening_orders_each_depth_by_the_last_and_cuts_more_than_the_given_order() {
    for depth in [3, 4, 5] {
        let leaves = |order| {
            search(Rabbit::default(), Setup { depth: Some(depth), order, ..Setup::default() }, ALPHA_BETA).trace.stats().leaves_evaluated
        };
        let (given, deepening, best) = (leaves(MoveOrder::GIVEN), leaves(MoveOrder::Deepening), leaves(MoveOrder::BEST_FIRST));
        assert!(deepening < given && best <= deepening, "depth {depth}: given {given}, deepening {deepening}, best-first {best}");
    }
    assert_eq!("deepening".parse(), Ok(MoveOrder::Deepening));
    assert_eq!(MoveOrder::Deepening.to_string(), "deepening");
}

#[test]
fn a_transposition_table_searches_each_tic_tac_toe_position_once_and_keeps_every_value() {
    // Minimax with the table expands each of tic-tac-toe's 4,520
    // unfinished positions (5,478 legal positions, 958 of them finished)
    // exactly once; every other meeting of one is a hit.
    let table = Setup { table: true, ..Setup::default() };
    let searched = search(TicTacToe::default(), table, MINIMAX);
    let tree = searched.tree.as_ref().expect("a tree");
    assert_eq!(searched.trace.root_value(tree), Some(Bound::int(0)));
    let internal = tree.ids().filter(|&n| !tree[n].is_leaf()).count();
    assert_eq!(internal, 4_520);
    let hits = tree.ids().filter(|&n| tree[n].same_as().is_some()).count();
    assert_eq!(hits, searched.space.hits());
    assert!(hits > 1_000, "{hits} hits");
    // Each hit is the same position as the node it names, searched
    // before it, and takes that node's value.
    for n in tree.ids().filter(|&n| tree[n].same_as().is_some()) {
        let earlier = tree[n].same_as().expect("a hit");
        assert!(earlier < n);
        assert!(!tree[earlier].is_leaf());
        assert_eq!(searched.space.state(n).map(|a| a.state), searched.space.state(earlier).map(|a| a.state));
        assert_eq!(tree.leaf_value(n), Some(oracle(&TicTacToe::default(), &searched.space.state(n).expect("made").state, None, false)));
    }
    // Far fewer nodes than without the table, for both algorithms.
    assert!(searched.trace.stats().nodes_visited < 20_000, "{}", searched.trace.stats().nodes_visited);
    let ab = search(TicTacToe::default(), table, ALPHA_BETA).trace.stats().nodes_visited;
    let ab_plain = search(TicTacToe::default(), Setup::default(), ALPHA_BETA).trace.stats().nodes_visited;
    assert!(ab < ab_plain, "{ab} with the table, {ab_plain} without");
    // A hit is explained as a lookup, naming the earlier node.
    let k = searched.trace.events().iter().position(|e| tree[e.node()].same_as().is_some()).expect("a hit step");
    let said = minimax_engine::words::explain_in(tree, &searched.trace, k, minimax_engine::lang::Lang::En);
    let earlier = tree.name(tree[searched.trace.events()[k].node()].same_as().expect("hit")).to_string();
    assert!(said.contains("transposition table") && said.contains(&earlier), "{said}");
}

#[test]
fn a_depth_limited_table_only_answers_a_position_with_as_far_left_to_search() {
    // At depth 4 from the empty board, a position reached after 2 plies
    // by two move orders is looked up; the value is the depth-2 search's.
    let setup = Setup { depth: Some(4), table: true, ..Setup::default() };
    let searched = search(TicTacToe::default(), setup, MINIMAX);
    let tree = searched.tree.as_ref().expect("a tree");
    let plain = search(TicTacToe::default(), Setup { depth: Some(4), ..Setup::default() }, MINIMAX);
    let plain_tree = plain.tree.as_ref().expect("a tree");
    assert_eq!(searched.trace.root_value(tree), plain.trace.root_value(plain_tree));
    for n in tree.ids().filter(|&n| tree[n].same_as().is_some()) {
        let earlier = tree[n].same_as().expect("a hit");
        assert_eq!(tree[n].depth(), tree[earlier].depth(), "same plies left, same depth");
    }
    assert!(searched.space.hits() > 0);
}

#[test]
fn a_search_run_a_slice_at_a_time_makes_exactly_what_it_makes_at_once() {
    use minimax_engine::games::job::{CostJob, Job, Progress};
    let games = [
        AnyGame::parse("tictactoe", Some("X...O....")).expect("board"),
        AnyGame::parse("coins", Some("9")).expect("coins"),
        AnyGame::parse("rabbit", None).expect("start"),
    ];
    let mut rng = Rng::new(77);
    for game in &games {
        for options in ALL_OPTIONS {
            for table in [false, true] {
                let setup = Setup { depth: Some(4), order: ORDERS[rng.below(ORDERS.len() as u64) as usize], table, quiescence: false };
                let whole = minimax_engine::games::made(game, setup, options, 1 << 20).expect("small enough");
                let mut job = Job::made(game, setup, options, 1 << 20);
                let slice = 1 + rng.below(50) as usize;
                let mut slices = 0;
                let mut last = 0;
                while let Progress::Working { positions } = job.run(slice) {
                    assert!(positions >= last, "progress never goes back");
                    last = positions;
                    slices += 1;
                }
                assert_eq!(job.progress(), Progress::Done);
                // Each node takes at least one step: more nodes than a slice, more than one slice.
                assert!(slices > 1 || whole.tree.len() <= slice, "{game:?}: run in {slices} slices of {slice}");
                assert_eq!(job.result().as_ref(), Ok(&whole), "{game:?} {setup:?} {options:?}");
            }
        }
    }
    // Over the cap, a job stops and says so.
    let mut job = Job::made(&AnyGame::parse("tictactoe", None).expect("empty"), Setup::default(), MINIMAX, 5_000);
    while let Progress::Working { .. } = job.run(997) {}
    assert_eq!(job.progress(), Progress::TooBig { limit: 5_000 });
    // The node-count table counted in slices is the one counted at once.
    let game = AnyGame::parse("rabbit", None).expect("start");
    let at_once = minimax_engine::games::cost_rows(&game, Setup::default(), ALPHA_BETA, 5, 100_000);
    let mut cost = CostJob::new(&game, Setup::default(), ALPHA_BETA, 5, 100_000);
    while !cost.run(313) {}
    assert_eq!(cost.rows(), at_once.as_slice());
    assert_eq!(at_once.len(), 5);
}

/// A Connect Four position after `plies` random moves that do not end
/// the game (fewer if every move would).
fn connect_four_after(plies: u64, rng: &mut Rng) -> ConnectFour {
    random_position(&ConnectFour::default(), plies, rng, |s| s)
}

/// The obvious reference for Connect Four: plain recursive negamax on
/// the rules as written here (a cell scan for four in a row, no
/// bitboards, no pruning, no table), from the side to move; +1 a win.
fn negamax(cells: &mut [[i8; 6]; 7], heights: &mut [usize; 7], mover: i8, empty: usize) -> i8 {
    if empty == 0 {
        return 0;
    }
    let mut best = -1;
    for c in 0..7 {
        if heights[c] == 6 {
            continue;
        }
        let r = heights[c];
        cells[c][r] = mover;
        heights[c] += 1;
        let v = if four_through(cells, c, r) { 1 } else { -negamax(cells, heights, -mover, empty - 1) };
        heights[c] -= 1;
        cells[c][r] = 0;
        best = best.max(v);
        if best == 1 {
            break;
        }
    }
    best
}

/// True when the disc at (c, r) is in a line of four of its colour.
fn four_through(cells: &[[i8; 6]; 7], c: usize, r: usize) -> bool {
    let me = cells[c][r];
    [(1i32, 0i32), (0, 1), (1, 1), (1, -1)].iter().any(|&(dc, dr)| {
        let run = |sign: i32| {
            (1..4)
                .take_while(|k| {
                    let (x, y) = (c as i32 + sign * k * dc, r as i32 + sign * k * dr);
                    (0..7).contains(&x) && (0..6).contains(&y) && cells[x as usize][y as usize] == me
                })
                .count()
        };
        run(1) + run(-1) >= 3
    })
}

/// The board as cells (1 MAX, −1 MIN) and column heights, read from the
/// columns played.
fn cells_of(board: &ConnectFour) -> ([[i8; 6]; 7], [usize; 7]) {
    let (mut cells, mut heights) = ([[0i8; 6]; 7], [0usize; 7]);
    for (k, &c) in board.history().iter().enumerate() {
        let c = usize::from(c);
        cells[c][heights[c]] = if k % 2 == 0 { 1 } else { -1 };
        heights[c] += 1;
    }
    (cells, heights)
}

/// Connect Four endgames: the engine's alpha-beta with a transposition
/// table and centre-first order, and plain minimax, against the plain
/// negamax above, on random positions with 6 to 12 empty cells.
#[test]
fn connect_four_endgames_agree_with_a_plain_negamax() {
    let mut rng = Rng::new(44);
    let mut checked = 0;
    while checked < 80 {
        let empty = 6 + (checked % 7) as u64;
        let board = connect_four_after(42 - empty, &mut rng);
        if board.over() || board.moves_played() as u64 != 42 - empty {
            continue;
        }
        let (mut cells, mut heights) = cells_of(&board);
        let mover = if board.max_to_move() { 1 } else { -1 };
        let want = Bound::int(i64::from(mover * negamax(&mut cells, &mut heights, mover, 42 - board.moves_played())));
        let order = if checked % 2 == 0 { MoveOrder::BEST_FIRST } else { MoveOrder::GIVEN };
        for (options, table) in [(ALPHA_BETA, true), (ALPHA_BETA, false)] {
            let (v, best) = best_moves(board, Setup { depth: None, order, table, quiescence: false }, options);
            assert_eq!(v, Some(want), "{board} {options:?} table {table}");
            // Every best move named is worth the value: playing it, the
            // reference finds the same.
            for m in &best {
                let after = board.play(m.parse::<usize>().expect("a column") - 1);
                let (mut cells, mut heights) = cells_of(&after);
                let value = match after.winner() {
                    Some(true) => 1,
                    Some(false) => -1,
                    None => -mover * negamax(&mut cells, &mut heights, -mover, 42 - after.moves_played()),
                };
                assert_eq!(Bound::int(i64::from(value)), want, "{board}: move {m}");
            }
        }
        if empty <= 8 {
            agree(&board, None, MoveOrder::GIVEN);
        }
        checked += 1;
    }
}

/// Four in a row and the open-lines count against a cell scan written
/// here, on random positions; and depth-limited searches against the
/// plain recursive reference.
#[test]
fn connect_four_lines_and_evaluation_agree_with_a_cell_scan() {
    let mut rng = Rng::new(45);
    for i in 0..400 {
        let board = random_position(&ConnectFour::default(), rng.below(43), &mut rng, |s| s);
        let (cells, _) = cells_of(&board);
        // Every line of four on the board, by its cells.
        let mut lines = Vec::new();
        for (dc, dr) in [(1i32, 0i32), (0, 1), (1, 1), (1, -1)] {
            for c in 0..7i32 {
                for r in 0..6i32 {
                    let line: Vec<(usize, usize)> = (0..4)
                        .map(|k| (c + k * dc, r + k * dr))
                        .filter(|&(x, y)| (0..7).contains(&x) && (0..6).contains(&y))
                        .map(|(x, y)| (x as usize, y as usize))
                        .collect();
                    if line.len() == 4 {
                        lines.push(line);
                    }
                }
            }
        }
        assert_eq!(lines.len(), 69);
        let open = |against: i8| lines.iter().filter(|l| l.iter().all(|&(x, y)| cells[x][y] != against)).count() as i64;
        assert_eq!(board.open_lines(), open(-1) - open(1), "{board}");
        let four = |who: i8| lines.iter().any(|l| l.iter().all(|&(x, y)| cells[x][y] == who));
        assert_eq!(
            board.winner(),
            if four(1) {
                Some(true)
            } else if four(-1) {
                Some(false)
            } else {
                None
            },
            "{board}"
        );
        assert_eq!(board.to_string().parse::<ConnectFour>(), Ok(board));
        if i % 8 == 0 && !board.over() {
            agree(&board, Some(1 + rng.below(2) as u32), [MoveOrder::GIVEN, MoveOrder::BEST_FIRST][i % 16 / 8]);
        }
    }
    // Best first is centre first: the root's moves tried 4, 3, 5, 2, 6, 1, 7.
    let searched =
        search(ConnectFour::default(), Setup { depth: Some(1), order: MoveOrder::BEST_FIRST, table: false, quiescence: false }, MINIMAX);
    let tree = searched.tree.expect("a tree");
    let tried: Vec<String> = tree.children(NodeId::ROOT).filter_map(|c| searched.space.label(c)).collect();
    assert_eq!(tried, ["4", "3", "5", "2", "6", "1", "7"]);
}

#[test]
fn quiescence_sees_past_the_horizon_and_turns_the_decision_back() {
    let (state, depth) = minimax_engine::games::tictactoe::HORIZON;
    let game: TicTacToe = state.parse().expect("board");
    let setup = Setup { depth: Some(depth), quiescence: true, ..Setup::default() };
    let s = search(game, setup, MINIMAX);
    let tree = s.tree.as_ref().expect("a tree");
    let best: Vec<String> =
        s.trace.best_children(tree).iter().filter_map(|&i| tree.children(NodeId::ROOT).nth(i)).filter_map(|c| s.space.label(c)).collect();
    assert_eq!(best, ["2,2"], "one ply deep with quiescence, O blocks as two plies deep does");
    // Past the limit only noisy moves were made, and every leaf past it is
    // quiet or finished.
    let rules = TicTacToe::default();
    for id in tree.ids() {
        let Some(at) = s.space.state(id) else { continue };
        if at.ply > depth {
            let parent = tree[id].parent().and_then(|p| s.space.state(p)).expect("a parent");
            let noisy = rules.noisy_moves(&parent.state).expect("extended only from a noisy position");
            assert!(noisy.iter().any(|&m| rules.result(&parent.state, &m) == at.state), "a noisy move");
        }
        if tree[id].is_leaf() && at.ply >= depth {
            assert!(rules.terminal(&at.state) || rules.noisy_moves(&at.state).is_none(), "a leaf past the limit is quiet");
        }
    }
    assert!(tree.ids().any(|id| s.space.state(id).is_some_and(|a| a.ply > depth)), "something was extended");
    // The same as a search one ply deeper, for this position.
    let deeper = best_moves(game, Setup { depth: Some(depth + 1), ..Setup::default() }, MINIMAX);
    assert_eq!(best_moves(game, setup, MINIMAX).1, deeper.1);
}

#[test]
fn quiescence_keeps_alpha_beta_equal_to_minimax() {
    let mut rng = Rng::new(2820);
    for i in 0..200 {
        let game = random_position(&TicTacToe::default(), 1 + rng.below(5), &mut rng, |board| TicTacToe { board });
        let depth = Some(1 + rng.below(3) as u32);
        let order = ORDERS[i % ORDERS.len()];
        let setup = Setup { depth, order, quiescence: true, ..Setup::default() };
        let (minimax, _) = best_moves(game, setup, MINIMAX);
        for options in ALL_OPTIONS {
            let searched = search(game, setup, options);
            let tree = searched.tree.as_ref().expect("a tree");
            assert_eq!(searched.trace.root_value(tree), minimax, "{game:?} {setup:?} {options:?}");
        }
    }
    let c4: ConnectFour = "4455".parse().expect("a position");
    let setup = Setup { depth: Some(1), quiescence: true, ..Setup::default() };
    let (_, best) = best_moves(c4, setup, MINIMAX);
    assert_eq!(best.len(), 2, "X's open three: either end wins, seen past the horizon: {best:?}");
}

#[test]
fn on_the_empty_board_the_history_heuristic_visits_fewer_nodes_than_the_generated_order() {
    let count = |order| search(TicTacToe::default(), Setup { order, ..Setup::default() }, ALPHA_BETA).trace.stats().nodes_visited;
    let (given, history, killer, best) =
        (count(MoveOrder::GIVEN), count(MoveOrder::History), count(MoveOrder::Killer), count(MoveOrder::BEST_FIRST));
    assert!(history < given, "history {history} against given {given}");
    assert!(killer < given, "killer {killer} against given {given}");
    assert!(best < history.min(killer), "best first {best} is the floor");
}

#[test]
fn killer_moves_and_history_are_learnt_from_cutoffs_and_stubs_keep_their_names() {
    let game = AnyGame::parse("tictactoe", None).expect("empty board");
    for order in [MoveOrder::Killer, MoveOrder::History] {
        let searched = search(game.clone(), Setup { depth: Some(3), order, ..Setup::default() }, ALPHA_BETA);
        let learnt = searched.space.game().learnt();
        assert!(learnt.killers.iter().any(|k| k[0].is_some()), "{order:?}: killers at some ply");
        // One score per square, for both sides: every name is a square.
        assert!(learnt.history.iter().all(|(m, _)| m.len() == 3 && m.as_bytes()[1] == b','), "{:?}", learnt.history);
        let total: u64 = learnt.history.iter().map(|(_, s)| s).sum();
        // Each cutoff at ply p adds (3 − p)², at least 1.
        assert!(total >= u64::from(searched.trace.stats().cutoffs), "{order:?}");
        // The drawing's stubs name the moves each cutoff skipped: with the
        // searched moves they are each node's legal moves exactly once.
        let (tree, origin) = searched.space.to_tree_with_stubs().expect("a tree");
        for id in tree.ids().filter(|&id| !tree[id].is_leaf()) {
            let Some(node) = origin[id.index()] else { continue };
            let mut names: Vec<String> =
                tree.children(id).filter_map(|c| tree[c].edge().and_then(|e| e.label.as_deref()).map(str::to_string)).collect();
            let at = searched.space.state(node).expect("made");
            let mut legal: Vec<String> = game.actions(&at.state).iter().map(|a| game.label(a)).collect();
            names.sort_unstable();
            legal.sort_unstable();
            assert_eq!(names, legal, "{order:?}");
        }
    }
}
