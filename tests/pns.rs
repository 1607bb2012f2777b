//! Proof-number search against references: tic-tac-toe positions and
//! Connect Four endgames against the stepper's own minimax ("can the side
//! to move force a win?" is "is the value a win for it?"), random typed
//! trees against the plain recursive minimax with a target, and every
//! iteration's books (the most-proving node taken by the smallest pn at OR
//! nodes and dn at AND nodes, every expanded node's numbers its children's
//! by Allis's rules).
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::{Rng, Shape, oracle, random_tree};
use minimax_engine::games::connect4::ConnectFour;
use minimax_engine::games::tictactoe::TicTacToe;
use minimax_engine::games::{AnyGame, Play, Setup, best_moves};
use minimax_engine::notation;
use minimax_engine::nullwindow::{GameSource, Refusal, Source, TreeSource};
use minimax_engine::num::Bound;
use minimax_engine::pns::{Goal, INF, Pns};
use minimax_engine::search::{Algorithm, CutRule, Form, Options};
use minimax_engine::space::Game;
use minimax_engine::tree::{NodeId, Player};

const ALPHA_BETA: Options = Options { algorithm: Algorithm::AlphaBeta, cut: CutRule::Ge, form: Form::Aima };

/// Checks Allis's rules on every expanded node, and that the most-proving
/// path follows the smallest numbers.
fn check_books<S: Source>(pns: &Pns<S>) {
    for (id, node) in pns.nodes.iter().enumerate() {
        if !node.children.is_empty() {
            assert_eq!((node.pn, node.dn), pns.numbers_from_children(id as u32), "node {id}");
        }
        if node.terminal {
            assert!((node.pn, node.dn) == (0, INF) || (node.pn, node.dn) == (INF, 0));
        }
    }
    let path = pns.most_proving();
    for pair in path.windows(2) {
        let parent = &pns.nodes[pair[0] as usize];
        let key = |c: u32| if parent.or { pns.nodes[c as usize].pn } else { pns.nodes[c as usize].dn };
        let least = parent.children.iter().map(|&c| key(c)).min();
        assert_eq!(Some(key(pair[1])), least);
        let first = parent.children.iter().position(|&c| key(c) == key(pair[1]));
        assert_eq!(first.map(|i| parent.children[i]), Some(pair[1]), "the first of equals");
    }
}

/// Whether the side to move wins, by the stepper's alpha-beta.
fn mover_wins(game: &AnyGame) -> bool {
    let (value, _) = best_moves(game.clone(), Setup::default(), ALPHA_BETA);
    match game.to_move() {
        minimax_engine::tree::Kind::Min => value.is_some_and(|v| v < Bound::int(0)),
        _ => value.is_some_and(|v| v > Bound::int(0)),
    }
}

#[test]
fn tic_tac_toe_positions_are_proved_as_minimax_values_them() {
    let mut rng = Rng::new(2810);
    let (mut proved, mut disproved) = (0, 0);
    for _ in 0..150 {
        let game = TicTacToe::default();
        let mut board = game.initial();
        for _ in 0..1 + rng.below(5) {
            let moves = game.actions(&board);
            let next = game.result(&board, &moves[rng.below(moves.len() as u64) as usize]);
            if game.terminal(&next) {
                break;
            }
            board = next;
        }
        let any = AnyGame::TicTacToe(TicTacToe { board });
        let mut pns = Pns::new(GameSource(Play::new(any.clone(), Setup::default())), Goal::Win).expect("two players");
        let mut steps = 0;
        while pns.iterate().expect("searchable").is_some() {
            steps += 1;
            if steps % 7 == 0 {
                check_books(&pns);
            }
        }
        check_books(&pns);
        let wins = mover_wins(&any);
        assert_eq!(pns.proved(), Some(wins), "{}", any.state());
        if wins { proved += 1 } else { disproved += 1 }
    }
    assert!(proved > 20 && disproved > 20, "{proved} proved, {disproved} disproved");
}

#[test]
fn connect_four_endgames_are_proved_as_alpha_beta_values_them() {
    let mut rng = Rng::new(2811);
    let mut checked = 0;
    while checked < 25 {
        let mut text = String::new();
        for _ in 0..34 {
            let next = format!("{text}{}", 1 + rng.below(7));
            if let Ok(g) = next.parse::<ConnectFour>() {
                if g.terminal(&g.initial()) {
                    break;
                }
                text = next;
            }
        }
        let Ok(game) = text.parse::<ConnectFour>() else { continue };
        if 42 - game.moves_played() > 12 {
            continue;
        }
        let any = AnyGame::ConnectFour(game);
        let mut pns = Pns::new(GameSource(Play::new(any.clone(), Setup::default())), Goal::Win).expect("two players");
        let decided = pns.run(2_000_000).expect("searchable");
        assert_eq!(decided, Some(mover_wins(&any)), "{text}");
        check_books(&pns);
        checked += 1;
    }
}

#[test]
fn typed_trees_against_the_plain_minimax_with_a_target() {
    let mut rng = Rng::new(2812);
    let shape = Shape { max_branching: 4, max_depth: 5, values: 5, placeholders: 0, explicit: 20 };
    for _ in 0..2000 {
        let tree = random_tree(&mut rng, shape);
        let truth = oracle(&tree, NodeId::ROOT, Bound::int(0));
        for target in [Bound::int(1), Bound::int(2), Bound::int(4)] {
            let mut pns = Pns::new(TreeSource(&tree), Goal::Reach(target)).expect("two players");
            // Each iteration records the node it expanded and then exactly
            // the nodes whose numbers changed, up its path from it.
            loop {
                let before: Vec<(u64, u64)> = pns.nodes.iter().map(|n| (n.pn, n.dn)).collect();
                let Some(it) = pns.iterate().expect("searchable") else { break };
                let path = minimax_engine::pns::path_to(&pns.nodes, it.leaf);
                let changed: Vec<u32> = path
                    .iter()
                    .rev()
                    .copied()
                    .filter(|&n| n == it.leaf || before[n as usize] != (pns.nodes[n as usize].pn, pns.nodes[n as usize].dn))
                    .collect();
                let recorded: Vec<u32> = it.updated.iter().map(|u| u.0).collect();
                assert_eq!(recorded, changed, "on {}", notation::print(&tree));
                for &(n, was, now) in &it.updated {
                    assert_eq!((was, now), (before[n as usize], (pns.nodes[n as usize].pn, pns.nodes[n as usize].dn)));
                }
                let off_path = (0..before.len()).filter(|&n| !path.contains(&(n as u32)));
                assert!(off_path.into_iter().all(|n| before[n] == (pns.nodes[n].pn, pns.nodes[n].dn)), "only the path's numbers change");
            }
            let decided = pns.proved();
            let expected = match pns.attacker() {
                Player::Max => truth >= target,
                Player::Min => truth <= target,
            };
            assert_eq!(decided, Some(expected), "target {target} on {}", notation::print(&tree));
            check_books(&pns);
        }
    }
}

#[test]
fn the_classic_example_proves_max_can_reach_3_but_not_4() {
    let parsed = notation::parse("<3,5,10>,<2,a,b>,<2,7,3>");
    let tree = parsed.tree.expect("a tree");
    let mut three = Pns::new(TreeSource(&tree), Goal::Reach(Bound::int(3))).expect("two players");
    assert_eq!(three.run(usize::MAX), Ok(Some(true)));
    // B's three leaves prove it; C and D are never expanded.
    let expanded: Vec<&str> =
        three.nodes.iter().filter(|n| !n.children.is_empty()).filter_map(|n| n.tree_node.map(|id| tree.name(id))).collect();
    assert_eq!(expanded, ["A", "B"]);
    let mut four = Pns::new(TreeSource(&tree), Goal::Reach(Bound::int(4)));
    // Disproving 4 needs a leaf below C: a placeholder has no number.
    let result = four.as_mut().map(|p| p.run(usize::MAX));
    assert!(matches!(result, Ok(Err(Refusal::Placeholder(_)))), "{result:?}");
}

#[test]
fn a_depth_limit_is_refused_and_the_first_iteration_is_recorded() {
    let any = AnyGame::parse("tictactoe", None).expect("a game");
    let mut limited = Pns::new(GameSource(Play::new(any.clone(), Setup { depth: Some(1), ..Setup::default() })), Goal::Win).expect("root");
    assert_eq!(limited.iterate(), Err(Refusal::DepthLimit));
    let mut pns = Pns::new(GameSource(Play::new(any, Setup::default())), Goal::Win).expect("root");
    let first = pns.iterate().expect("searchable").expect("an iteration");
    assert_eq!(first.leaf, 0);
    assert_eq!(minimax_engine::pns::path_to(&pns.nodes, first.leaf), [0]);
    assert_eq!(first.made.len(), 9);
    assert_eq!(first.updated, [(0, (1, 1), (1, 9))], "an OR node: the smallest pn, the sum of the dn");
}

#[test]
fn a_record_of_every_iteration_of_a_ten_thousand_level_chain_stays_linear_and_each_path_is_its_leafs_ancestors() {
    // The page's lab keeps every iteration: were each to hold its path from
    // the root, this chain's record would hold 50 million entries.
    let chain = format!("{}3,<1,2>{}", "<".repeat(9_998), ">".repeat(9_998));
    let tree = notation::parse(&chain).tree.expect("the chain reads");
    let mut pns = Pns::new(TreeSource(&tree), Goal::Win).expect("root");
    let mut held = 0usize;
    let mut last = None;
    while let Some(it) = pns.iterate().expect("searchable") {
        held += 1 + it.made.len() + it.updated.len();
        last = Some(it);
    }
    assert_eq!(pns.proved(), Some(true), "3 is a win for MAX");
    // Each iteration holds its node, the children it made and the numbers
    // that changed: about four entries a level here (39,997 for 10,002
    // nodes), where paths from the root would be 50 million.
    assert!(held < 5 * pns.nodes.len(), "{held} entries held for {} nodes", pns.nodes.len());
    let last = last.expect("iterations");
    let path = minimax_engine::pns::path_to(&pns.nodes, last.leaf);
    assert_eq!(path.first(), Some(&0), "from the root");
    assert_eq!(path.len(), 9_999, "down to the fork at the bottom");
    assert!(last.made.iter().all(|&c| pns.nodes[c as usize].terminal), "whose children are its leaves 1 and 2");
    assert!(path.windows(2).all(|w| pns.nodes[w[0] as usize].children.contains(&w[1])), "each a child of the one before");
}
