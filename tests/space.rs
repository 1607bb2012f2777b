//! The stepper is generic over where children come from: a typed tree, or
//! a game whose states are made as the search walks. Searching a game must
//! give exactly the search of its whole tree written out, while making only
//! the nodes the search reaches.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::{ALL_OPTIONS, Rng, Shape, random_tree};
use minimax_engine::num::Bound;
use minimax_engine::search::{Algorithm, CutRule, EventKind, Options, Trace};
use minimax_engine::space::{Game, GameSpace, TreeGame};
use minimax_engine::tree::{Kind, Leaf, NodeId, Tree, TreeBuilder};

/// The coin game of the course notes: a row of coins, each player takes
/// one or two, whoever takes the last coin wins (+1 for MAX, −1 for MIN).
#[derive(Clone, Copy)]
struct Coins(u32);

impl Game for Coins {
    /// (coins left, MAX to move)
    type State = (u32, bool);
    type Action = u32;
    fn initial(&self) -> (u32, bool) {
        (self.0, true)
    }
    fn player(&self, state: &(u32, bool)) -> Kind {
        if state.1 { Kind::Max } else { Kind::Min }
    }
    fn actions(&self, state: &(u32, bool)) -> Vec<u32> {
        (1..=2).filter(|&take| take <= state.0).collect()
    }
    fn result(&self, state: &(u32, bool), take: &u32) -> (u32, bool) {
        (state.0 - take, !state.1)
    }
    fn terminal(&self, state: &(u32, bool)) -> bool {
        state.0 == 0
    }
    fn utility(&self, state: &(u32, bool)) -> Bound {
        // The player who just moved took the last coin.
        Bound::int(if state.1 { -1 } else { 1 })
    }
    fn label(&self, take: &u32) -> String {
        format!("take {take}")
    }
}

/// The game's whole tree written out, for comparison.
fn whole_tree<G: Game>(game: &G) -> Tree {
    let mut b = TreeBuilder::new();
    let mut stack = vec![Some(game.initial())];
    while let Some(entry) = stack.pop() {
        let Some(state) = entry else {
            b.close();
            continue;
        };
        if game.terminal(&state) {
            b.leaf(None, Leaf::Value(game.utility(&state)));
            continue;
        }
        b.open_kind(None, Some(game.player(&state)));
        stack.push(None);
        for action in game.actions(&state).iter().rev() {
            stack.push(Some(game.result(&state, action)));
        }
    }
    b.finish(minimax_engine::tree::Player::Max).unwrap_or_else(|e| panic!("{e:?}"))
}

/// The utilities of the leaves a trace evaluated, in order.
fn leaf_values(tree: &Tree, trace: &Trace) -> Vec<Option<Bound>> {
    trace.events().iter().filter(|e| e.kind() == EventKind::Leaf).map(|e| tree.leaf_value(e.node())).collect()
}

/// Searches `game` through a space and its whole tree directly, and checks
/// they agree step for step; returns the space.
/// `named`: the game labels each move with the whole tree's name of the
/// node it leads to, so each event's node can be checked too.
fn compare<G: Game>(game: G, whole: &Tree, options: Options, named: bool) -> GameSpace<G> {
    let direct = Trace::run(whole, options);
    let mut space = GameSpace::new(game);
    let generated = Trace::run_in(&mut space, options, 0);
    let made = space.to_tree().unwrap_or_else(|| panic!("the search left a node unreached"));
    // Every node made was visited: a pruned subtree is never made.
    assert_eq!(made.len(), generated.stats().nodes_visited as usize);
    assert_eq!(generated.stats(), direct.stats());
    assert_eq!(generated.len(), direct.len());
    assert_eq!(leaf_values(&made, &generated), leaf_values(whole, &direct));
    assert_eq!(generated.root_value(&made), direct.root_value(whole));
    // Step by step: the same kinds of event, the same values.
    for (g, d) in generated.events().iter().zip(direct.events()) {
        assert_eq!(g.kind(), d.kind());
        assert_eq!(g.v().get(&made), d.v().get(whole));
        assert_eq!(g.window().0.get(&made), d.window().0.get(whole));
        assert_eq!(g.window().1.get(&made), d.window().1.get(whole));
        assert_eq!(g.bounds().0.get(&made), d.bounds().0.get(whole));
        assert_eq!(g.bounds().1.get(&made), d.bounds().1.get(whole));
        assert_eq!(g.test_held(), d.test_held());
        if named && g.node() != NodeId::ROOT {
            assert_eq!(made[g.node()].edge().and_then(|e| e.label.as_deref()), Some(whole.name(d.node())));
        }
    }
    if options.algorithm == Algorithm::Minimax {
        // Minimax makes the whole tree, numbered as the written-out one.
        assert_eq!(made.len(), whole.len());
        assert_eq!(generated.events(), direct.events());
    }
    space
}

#[test]
fn a_game_searched_as_it_is_played_matches_its_whole_tree() {
    let mut rng = Rng::new(0x5eed_5bace);
    let mut smaller = 0;
    for _ in 0..3000 {
        let values = 2 + rng.below(4) as i64;
        let shape = Shape { max_branching: 1 + rng.below(4), max_depth: 1 + rng.below(5), values, placeholders: 0, explicit: 10 };
        let tree = random_tree(&mut rng, shape);
        for options in ALL_OPTIONS {
            let space = compare(TreeGame(&tree), &tree, options, true);
            if space.len() < tree.len() {
                smaller += 1;
            }
        }
    }
    // Alpha-beta pruned often enough that the comparison means something.
    assert!(smaller > 3000, "only {smaller} searches made fewer nodes than the tree has");
}

#[test]
fn the_coin_game_with_four_coins() {
    let game = Coins(4);
    let whole = whole_tree(&game);
    // Positions with n coins: f(n) = 1 + f(n − 1) + f(n − 2), f(0) = 1,
    // f(1) = 2, so f(4) = 12.
    assert_eq!(whole.len(), 12);
    for options in ALL_OPTIONS {
        let space = compare(game, &whole, options, false);
        // Whoever faces a multiple of three coins loses: MAX, facing four,
        // wins by taking one.
        let trace = Trace::run(&whole, options);
        assert_eq!(trace.root_value(&whole), Some(Bound::int(1)));
        let made = space.to_tree().unwrap_or_else(|| panic!("unreached node"));
        let first = made.child(NodeId::ROOT, 0).unwrap_or_else(|| panic!("no first move"));
        assert_eq!(made[first].edge().and_then(|e| e.label.as_deref()), Some("take 1"));
        let unexplored: u32 = (0..space.len() as u32).map(|i| space.unexplored(NodeId(i))).sum();
        // Moves a cutoff skips are counted, never played.
        assert_eq!(unexplored > 0, trace.stats().cutoffs > 0, "{options:?}");
        assert_eq!(space.len() < whole.len(), trace.stats().cutoffs > 0, "{options:?}");
        if options.cut == CutRule::Ge && options.algorithm == Algorithm::AlphaBeta {
            assert!(unexplored > 0, "α ≥ β prunes the coin game: {options:?}");
        }
    }
}

#[test]
fn kinds_resolve_through_chance_nodes() {
    // MAX → chance → (MIN, MIN): a chance node passes the turn on.
    let mut b = TreeBuilder::new();
    b.open(None, None);
    b.open_kind(None, Some(Kind::Chance));
    b.open(None, None);
    b.leaf(None, Leaf::Value(Bound::int(1)));
    b.close();
    b.leaf(None, Leaf::Value(Bound::int(2)));
    b.close();
    b.close();
    let tree = b.finish(minimax_engine::tree::Player::Max).unwrap_or_else(|e| panic!("{e:?}"));
    let kinds: Vec<Option<Kind>> = tree.ids().map(|id| tree[id].kind()).collect();
    assert_eq!(kinds, vec![Some(Kind::Max), Some(Kind::Chance), Some(Kind::Min), None, None]);
}

/// MAX picks one of two gambles; chance then pays 2 or 3 (first gamble)
/// or 1 or 4 (second), with probabilities 9/10 and 1/10: the notes'
/// example, 0.9 × 2 + 0.1 × 3 = 2.1 against 0.9 × 1 + 0.1 × 4 = 1.3.
struct Gambles;

impl Game for Gambles {
    /// The moves made so far.
    type State = Vec<u8>;
    type Action = u8;
    fn initial(&self) -> Vec<u8> {
        Vec::new()
    }
    fn player(&self, state: &Vec<u8>) -> Kind {
        if state.is_empty() { Kind::Max } else { Kind::Chance }
    }
    fn actions(&self, state: &Vec<u8>) -> Vec<u8> {
        if state.len() < 2 { vec![0, 1] } else { Vec::new() }
    }
    fn result(&self, state: &Vec<u8>, action: &u8) -> Vec<u8> {
        let mut next = state.clone();
        next.push(*action);
        next
    }
    fn terminal(&self, state: &Vec<u8>) -> bool {
        state.len() == 2
    }
    fn utility(&self, state: &Vec<u8>) -> Bound {
        Bound::int([[2, 3], [1, 4]][usize::from(state[0])][usize::from(state[1])])
    }
    fn label(&self, action: &u8) -> String {
        action.to_string()
    }
    fn probability(&self, _state: &Vec<u8>, action: &u8, _moves: usize) -> minimax_engine::value::Exact {
        minimax_engine::value::Exact::new(if *action == 0 { 9 } else { 1 }.into(), 10.into())
    }
}

#[test]
fn a_game_with_chance_keeps_its_probabilities_in_the_tree_it_made() {
    for options in ALL_OPTIONS {
        let mut space = GameSpace::new(Gambles);
        let played = Trace::run_in(&mut space, options, 0);
        let made = space.to_tree().unwrap_or_else(|| panic!("unreached node"));
        let replayed = Trace::run(&made, options);
        let shown = |t: &Trace| t.root(&made).map(|v| v.to_string());
        assert_eq!(shown(&played), Some("2.1".to_string()), "{options:?}");
        assert_eq!(shown(&replayed), Some("2.1".to_string()), "{options:?}");
        assert_eq!(played.events(), replayed.events());
    }
}
