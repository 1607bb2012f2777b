//! What the page and the on-demand module say to each other about a panel
//! the module draws in the page, as plain text (they share no memory): the
//! game panel's state going in, its actions coming back. A game is sent as
//! its link (`url::to_query_with`), read back by the link parser, so the
//! one codec the links use carries it both ways.

use std::str::FromStr;

use minimax_engine::lang::Lang;
use minimax_engine::num::Bound;
use minimax_engine::options::{Algorithm, CutRule, Form, Options};
use minimax_engine::tree::NodeId;

use super::doc::{Doc, GameDoc};
use super::state::{Action, Reply};
use super::url::{Presentation, parse_link, to_query_with};

/// The search options and the language a panel is sent, by their names
/// in links (`alphabeta`, `ge`, `aima`, `tr`).
pub fn options_from((algorithm, cut, form): (&str, &str, &str), lang: &str) -> Result<(Options, Lang), String> {
    let bad = |what: &str, text: &str| format!("the panel's {what} is not one Minimax Lab knows: {text:?}");
    let options = Options {
        algorithm: Algorithm::from_str(algorithm).map_err(|_| bad("algorithm", algorithm))?,
        cut: CutRule::from_str(cut).map_err(|_| bad("cut rule", cut))?,
        form: Form::from_str(form).map_err(|_| bad("pseudocode form", form))?,
    };
    Ok((options, Lang::from_str(lang).map_err(|_| bad("language", lang))?))
}

/// A game as the link that opens it.
pub fn game_text(game: &GameDoc) -> String {
    to_query_with(&Doc { game: Some(game.clone()), ..Doc::default() }, 0, 0, &Presentation::default())
}

/// The game a link opens, if it opens one.
pub fn game_from(text: &str) -> Option<GameDoc> {
    parse_link(text).ok().flatten().and_then(|link| link.doc.game)
}

/// The computer's reply as its move's name (empty when there is none): it
/// is one of the moves of the game searched, and the position after it may
/// be one no link can open (a finished coin game).
pub fn reply_text(reply: Option<&Reply>) -> String {
    reply.map_or_else(String::new, |r| r.label.clone())
}

/// The reply [`reply_text`] wrote, in `game`: the move of that name.
pub fn reply_from(game: &GameDoc, label: &str) -> Option<Reply> {
    game.game.moves().into_iter().find(|(name, _)| name == label).map(|(label, after)| Reply { label, after })
}

/// A game panel's action as a kind and a payload; `None` for an action a
/// game panel does not send.
pub fn game_message(action: &Action) -> Option<(&'static str, String)> {
    match action {
        Action::SetGame(Some(game)) => Some(("set-game", game_text(game))),
        Action::SetGame(None) => Some(("set-game", String::new())),
        Action::End => Some(("end", String::new())),
        _ => None,
    }
}

/// The action [`game_message`] wrote; `None` for anything else (a message
/// the page does not know is ignored).
pub fn game_action(kind: &str, payload: &str) -> Option<Action> {
    match kind {
        "set-game" if payload.is_empty() => Some(Action::SetGame(None)),
        "set-game" => game_from(payload).map(|g| Action::SetGame(Some(g))),
        "end" => Some(Action::End),
        _ => None,
    }
}

/// The MCTS lab's action as a kind and a payload: where it stands now
/// (`mcts`, its link parameters, [`MctsLab::query`](crate::url::MctsLab::query)),
/// closed (`mcts`, empty), or a tree it can search typed in for the one
/// it cannot (`set-text`).
pub fn mcts_message(action: &Action) -> Option<(&'static str, String)> {
    match action {
        Action::Mcts(Some(lab)) => Some(("mcts", lab.query())),
        Action::Mcts(None) => Some(("mcts", String::new())),
        Action::SetText(text) => Some(("set-text", text.clone())),
        _ => None,
    }
}

/// The action [`mcts_message`] wrote; `None` for anything else.
pub fn mcts_action(kind: &str, payload: &str) -> Option<Action> {
    match kind {
        "mcts" if payload.is_empty() => Some(Action::Mcts(None)),
        "mcts" => Some(Action::Mcts(Some(crate::url::MctsLab::from_query(payload)))),
        "set-text" => Some(Action::SetText(payload.to_string())),
        _ => None,
    }
}

/// The null-window lab's action as a kind and a payload: where it stands
/// (`window`, [`WindowLab::query`](crate::url::WindowLab::query)), closed
/// (`window`, empty), or a tree typed in (`set-text`).
pub fn window_message(action: &Action) -> Option<(&'static str, String)> {
    match action {
        Action::Window(Some(lab)) => Some(("window", lab.query())),
        Action::Window(None) => Some(("window", String::new())),
        Action::SetText(text) => Some(("set-text", text.clone())),
        _ => None,
    }
}

/// The action [`window_message`] wrote; `None` for anything else.
pub fn window_action(kind: &str, payload: &str) -> Option<Action> {
    match kind {
        "window" if payload.is_empty() => Some(Action::Window(None)),
        "window" => Some(Action::Window(Some(crate::url::WindowLab::from_query(payload)))),
        "set-text" => Some(Action::SetText(payload.to_string())),
        _ => None,
    }
}

/// A What-if panel's action as a kind and a payload: a trial value for a
/// leaf (`try`, the leaf's index and the value in the notation), keeping
/// or reverting the trial (`keep`, `revert`) or closing (`close`); `None`
/// for an action the panel does not send.
pub fn what_if_message(action: &Action) -> Option<(&'static str, String)> {
    match action {
        Action::TryLeaf(leaf, value) => Some(("try", format!("{} {}", leaf.index(), value.notation()))),
        Action::WhatIf(None) => Some(("close", String::new())),
        Action::KeepTrial => Some(("keep", String::new())),
        Action::RevertTrial => Some(("revert", String::new())),
        _ => None,
    }
}

/// The action [`what_if_message`] wrote; `None` for anything else.
pub fn what_if_action(kind: &str, payload: &str) -> Option<Action> {
    match kind {
        "try" => {
            let (index, value) = payload.split_once(' ')?;
            let leaf = NodeId(index.parse().ok()?);
            Some(Action::TryLeaf(leaf, Bound::parse(value).ok()?))
        }
        "close" => Some(Action::WhatIf(None)),
        "keep" => Some(Action::KeepTrial),
        "revert" => Some(Action::RevertTrial),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_mcts_labs_messages_read_back() {
        use crate::url::MctsLab;
        for lab in [
            None,
            Some(MctsLab::default()),
            Some(MctsLab { seed: 9, c_milli: Some(2500), iterations: 1001, phase: 3, solver: true, best_q: true }),
        ] {
            let (kind, payload) = super::mcts_message(&Action::Mcts(lab)).unwrap_or_default();
            assert_eq!(super::mcts_action(kind, &payload), Some(Action::Mcts(lab)));
        }
        assert_eq!(super::mcts_action("other", ""), None);
    }

    use super::*;
    use minimax_engine::games::{AnyGame, MoveOrder};
    use minimax_engine::tree::Player;

    #[test]
    fn every_game_and_setting_goes_there_and_back() {
        let games = [("tictactoe", Some("XO.......")), ("coins", Some("3")), ("rabbit", None), ("tictactoe", None)];
        for (name, state) in games {
            let game = AnyGame::parse(name, state).expect("the test's game reads");
            for (depth, order, play, table, quiescence) in [
                (None, MoveOrder::GIVEN, None, false, false),
                (Some(3), MoveOrder::BEST_FIRST, Some(Player::Min), true, false),
                (Some(1), MoveOrder::WORST_FIRST, Some(Player::Max), false, true),
                (Some(2), MoveOrder::History, None, false, true),
                (Some(2), MoveOrder::Killer, None, true, false),
            ] {
                let doc = GameDoc { game: game.clone(), depth, order, play, table, quiescence };
                assert_eq!(game_from(&game_text(&doc)), Some(doc.clone()));
                let (kind, payload) = game_message(&Action::SetGame(Some(doc.clone()))).expect("a game panel's action");
                assert!(matches!(game_action(kind, &payload), Some(Action::SetGame(Some(d))) if d == doc));
            }
        }
        let (kind, payload) = game_message(&Action::SetGame(None)).expect("no game");
        assert!(matches!(game_action(kind, &payload), Some(Action::SetGame(None))));
        assert!(matches!(game_action("end", ""), Some(Action::End)));
        assert!(game_message(&Action::Undo).is_none(), "not a game panel's");
        assert!(game_action("set-game", "?game=chess").is_none() && game_action("reload", "").is_none());
    }

    #[test]
    fn a_what_if_action_goes_there_and_back() {
        for action in [Action::KeepTrial, Action::RevertTrial, Action::WhatIf(None)] {
            let (kind, payload) = what_if_message(&action).expect("a What-if action");
            assert_eq!(what_if_action(kind, &payload), Some(action));
        }
        for text in ["3", "-2.5", "0.125", "inf", "-inf", "0"] {
            let value = Bound::parse(text).expect("the test's value reads");
            let (kind, payload) = what_if_message(&Action::TryLeaf(NodeId(12), value)).expect("a What-if action");
            assert!(matches!(what_if_action(kind, &payload), Some(Action::TryLeaf(NodeId(12), v)) if v == value), "{text}");
        }
        let (kind, payload) = what_if_message(&Action::WhatIf(None)).expect("closing");
        assert!(matches!(what_if_action(kind, &payload), Some(Action::WhatIf(None))));
        assert!(what_if_message(&Action::End).is_none());
        assert!(what_if_action("try", "x 3").is_none() && what_if_action("try", "3 x").is_none() && what_if_action("try", "3").is_none());
    }

    #[test]
    fn options_and_language_read_by_their_link_names() {
        let options = Options { algorithm: Algorithm::Minimax, cut: CutRule::Gt, form: Form::UpdateFirst };
        assert_eq!(options_from((options.algorithm.name(), options.cut.name(), options.form.name()), "ja"), Ok((options, Lang::Ja)));
        assert!(options_from(("alphabeta", "ge", "aima"), "xx").is_err_and(|e| e.contains("language")));
        assert!(options_from(("best", "ge", "aima"), "en").is_err_and(|e| e.contains("algorithm")));
    }

    /// Every move of every game as the computer's reply, the last coin
    /// (a position no link opens) included.
    #[test]
    fn a_reply_goes_there_and_back() {
        for (name, state) in [("coins", "2"), ("coins", "4:min"), ("tictactoe", "XO.X.O..."), ("rabbit", "")] {
            let game = AnyGame::parse(name, (!state.is_empty()).then_some(state)).expect("the test's game reads");
            let doc = GameDoc {
                game: game.clone(),
                depth: None,
                order: MoveOrder::GIVEN,
                play: Some(Player::Min),
                table: false,
                quiescence: false,
            };
            let moves = game.moves();
            assert!(!moves.is_empty());
            for (label, after) in moves {
                let reply = Reply { label: label.clone(), after: after.clone() };
                assert_eq!(reply_from(&doc, &reply_text(Some(&reply))), Some(reply), "{name} {state} {label}");
            }
        }
        let doc = GameDoc {
            game: AnyGame::parse("coins", Some("2")).expect("reads"),
            depth: None,
            order: MoveOrder::GIVEN,
            play: None,
            table: false,
            quiescence: false,
        };
        assert_eq!(reply_from(&doc, &reply_text(None)), None);
    }
}
