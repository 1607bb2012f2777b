//! The typed boundary between the page and the on-demand module (they
//! share no memory): what the page gives each panel the module draws in
//! it ([`PanelProps`]) and what a panel says back ([`PanelMessage`]), each
//! one enum with named fields, carried as JSON. A game goes as its link
//! (`url::to_query_with`), read back by the link parser, so the one codec
//! the links use carries it both ways.

use std::str::FromStr;

use serde::{Deserialize, Serialize};

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

/// What the page gives a panel the module draws in it: one variant per
/// panel, every field named. Sent as JSON ([`PanelProps::to_json`]) to the
/// module's one `mount(element, props, send)` and `update(handle, props)`;
/// the module reads it back with [`PanelProps::from_json`] and turns its
/// link names into the engine's types, refusing with a sentence what it
/// cannot read.
#[derive(Serialize, Deserialize, Clone, PartialEq, Eq, Debug)]
pub enum PanelProps {
    /// The game panel below the page's chooser: the game as its link
    /// ([`game_text`]), the computer's reply as its move's name
    /// ([`reply_text`]), the transposition table's hits.
    Game { game: String, reply: String, hits: Option<u32>, options: OptionNames, lang: String },
    /// The What-if panel of leaf `leaf` (its index): the search shown as
    /// an export writes it (`export::search_text`), its step count, and
    /// whether a trial not kept yet is on the tree.
    WhatIf { search: Vec<String>, steps: u32, leaf: u32, pending: bool },
    /// The Monte Carlo panel of a chance tree.
    MonteCarlo { notation: String, root: String, lang: String },
    /// The MCTS lab: what it searches and where it stands (`url::MctsLab`'s
    /// link parameters).
    Mcts { subject: LabSubject, lab: String, lang: String },
    /// The null-window lab: what it searches, where it stands
    /// (`url::WindowLab`'s parameters) and the document's cut rule.
    Window { subject: LabSubject, lab: String, cut: String, lang: String },
    /// The share dialog's content for the page's own link, at step `here`
    /// of `steps`.
    Share { query: String, here: u32, steps: u32, lang: String },
    /// The printable worksheet.
    Worksheet { exercise: String, count: u32, options: OptionNames, lang: String },
    /// The practice page's SCORM export.
    Scorm { exercise: String, options: OptionNames, lang: String },
}

/// A search's options by their link names (`alphabeta`, `ge`, `aima`):
/// [`options_from`] reads them.
#[derive(Serialize, Deserialize, Clone, PartialEq, Eq, Debug)]
pub struct OptionNames {
    pub algorithm: String,
    pub cut: String,
    pub form: String,
}

impl OptionNames {
    pub fn of(options: Options) -> OptionNames {
        OptionNames { algorithm: options.algorithm.name().into(), cut: options.cut.name().into(), form: options.form.name().into() }
    }

    /// The options and `lang` these name, or a sentence saying which does
    /// not read.
    pub fn read(&self, lang: &str) -> Result<(Options, Lang), String> {
        options_from((&self.algorithm, &self.cut, &self.form), lang)
    }
}

/// What a lab searches: a game (as its link, [`game_text`]) or a typed
/// tree (its notation and root player).
#[derive(Serialize, Deserialize, Clone, PartialEq, Eq, Debug)]
pub enum LabSubject {
    Game(String),
    Tree { notation: String, root: String },
}

/// What a panel says back to the page: the actions a panel may take, each
/// with its payload typed. [`PanelMessage::of`] writes one from the
/// panel's action; [`PanelMessage::action`] reads it back on the page.
#[derive(Serialize, Deserialize, Clone, PartialEq, Eq, Debug)]
pub enum PanelMessage {
    /// The game panel chose a game (as its link) or closed it.
    SetGame(Option<String>),
    /// Play went to the end of the search.
    End,
    /// The MCTS lab's parameters now, or closed.
    Mcts(Option<String>),
    /// The null-window lab's parameters now, or closed.
    Window(Option<String>),
    /// A lab offered a tree it can search in place of the one it cannot.
    SetText(String),
    /// A trial value for a leaf (its index), in the notation.
    TryLeaf {
        leaf: u32,
        value: String,
    },
    CloseWhatIf,
    KeepTrial,
    RevertTrial,
}

impl PanelProps {
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// The properties `json` holds, or what is wrong with it.
    pub fn from_json(json: &str) -> Result<PanelProps, String> {
        serde_json::from_str(json).map_err(|e| format!("the page sent a panel what it cannot read ({e})"))
    }

    /// Whether the panel answers the page (it is given a `send`).
    pub fn answers(&self) -> bool {
        matches!(self, PanelProps::Game { .. } | PanelProps::WhatIf { .. } | PanelProps::Mcts { .. } | PanelProps::Window { .. })
    }
}

impl PanelMessage {
    /// A panel's action as a message; `None` for an action no panel sends.
    pub fn of(action: &Action) -> Option<PanelMessage> {
        Some(match action {
            Action::SetGame(game) => PanelMessage::SetGame(game.as_ref().map(game_text)),
            Action::End => PanelMessage::End,
            Action::Mcts(lab) => PanelMessage::Mcts(lab.map(|l| l.query())),
            Action::Window(lab) => PanelMessage::Window(lab.map(|l| l.query())),
            Action::SetText(text) => PanelMessage::SetText(text.clone()),
            Action::TryLeaf(leaf, value) => PanelMessage::TryLeaf { leaf: leaf.0, value: value.notation() },
            Action::WhatIf(None) => PanelMessage::CloseWhatIf,
            Action::KeepTrial => PanelMessage::KeepTrial,
            Action::RevertTrial => PanelMessage::RevertTrial,
            _ => return None,
        })
    }

    /// The page's action for this message; `None` when its payload does
    /// not read (a game link that opens no game, a value that is not one).
    pub fn action(&self) -> Option<Action> {
        Some(match self {
            PanelMessage::SetGame(None) => Action::SetGame(None),
            PanelMessage::SetGame(Some(link)) => Action::SetGame(Some(game_from(link)?)),
            PanelMessage::End => Action::End,
            PanelMessage::Mcts(lab) => Action::Mcts(lab.as_deref().map(crate::url::MctsLab::from_query)),
            PanelMessage::Window(lab) => Action::Window(lab.as_deref().map(crate::url::WindowLab::from_query)),
            PanelMessage::SetText(text) => Action::SetText(text.clone()),
            PanelMessage::TryLeaf { leaf, value } => Action::TryLeaf(NodeId(*leaf), Bound::parse(value).ok()?),
            PanelMessage::CloseWhatIf => Action::WhatIf(None),
            PanelMessage::KeepTrial => Action::KeepTrial,
            PanelMessage::RevertTrial => Action::RevertTrial,
        })
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// The message `json` holds; `None` for one the page does not know
    /// (it is ignored).
    pub fn from_json(json: &str) -> Option<PanelMessage> {
        serde_json::from_str(json).ok()
    }
}

#[cfg(test)]
mod tests {
    /// A message through JSON, as the boundary carries it, and back to the
    /// page's action.
    fn there_and_back(action: &Action) -> Option<Action> {
        let message = PanelMessage::of(action)?;
        PanelMessage::from_json(&message.to_json()).and_then(|m| m.action())
    }

    #[test]
    fn the_labs_messages_read_back() {
        use crate::url::{MctsLab, WindowLab};
        for lab in [
            None,
            Some(MctsLab::default()),
            Some(MctsLab { seed: 9, c_milli: Some(2500), iterations: 1001, phase: 3, solver: true, best_q: true }),
        ] {
            assert_eq!(there_and_back(&Action::Mcts(lab)), Some(Action::Mcts(lab)));
        }
        for lab in [None, Some(WindowLab::default()), Some(WindowLab { step: 12, soft: true, ..WindowLab::default() })] {
            assert_eq!(there_and_back(&Action::Window(lab)), Some(Action::Window(lab)));
        }
        assert_eq!(there_and_back(&Action::SetText("<1,2>".into())), Some(Action::SetText("<1,2>".into())));
        assert_eq!(PanelMessage::from_json("{\"Reload\":null}"), None, "a message the page does not know");
    }

    /// Every panel's properties go through JSON and back unchanged.
    #[test]
    fn every_panels_properties_read_back() {
        let names = OptionNames::of(Options::default());
        let all = [
            PanelProps::Game {
                game: "?game=coins".into(),
                reply: "take 2".into(),
                hits: Some(3),
                options: names.clone(),
                lang: "tr".into(),
            },
            PanelProps::WhatIf { search: vec!["<1,2>".into(), "max".into()], steps: 9, leaf: 2, pending: true },
            PanelProps::MonteCarlo { notation: "chance(1,2)".into(), root: "max".into(), lang: "ja".into() },
            PanelProps::Mcts { subject: LabSubject::Game("?game=tictactoe".into()), lab: "&mode=mcts".into(), lang: "en".into() },
            PanelProps::Window {
                subject: LabSubject::Tree { notation: "<3,5>,<2>".into(), root: "min".into() },
                lab: "&mode=window".into(),
                cut: "gt".into(),
                lang: "zh".into(),
            },
            PanelProps::Share { query: "?tree=1".into(), here: 3, steps: 7, lang: "en".into() },
            PanelProps::Worksheet { exercise: "medium-42".into(), count: 4, options: names.clone(), lang: "en".into() },
            PanelProps::Scorm { exercise: "easy-3".into(), options: names, lang: "en".into() },
        ];
        for props in all {
            assert_eq!(PanelProps::from_json(&props.to_json()), Ok(props));
        }
        assert!(PanelProps::from_json("{\"Chess\":{}}").is_err_and(|e| e.contains("cannot read")));
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
                assert!(matches!(there_and_back(&Action::SetGame(Some(doc.clone()))), Some(Action::SetGame(Some(d))) if d == doc));
            }
        }
        assert!(matches!(there_and_back(&Action::SetGame(None)), Some(Action::SetGame(None))));
        assert!(matches!(there_and_back(&Action::End), Some(Action::End)));
        assert!(PanelMessage::of(&Action::Undo).is_none(), "not a panel's");
        assert!(PanelMessage::SetGame(Some("?game=chess".into())).action().is_none());
    }

    #[test]
    fn a_what_if_action_goes_there_and_back() {
        for action in [Action::KeepTrial, Action::RevertTrial, Action::WhatIf(None)] {
            assert_eq!(there_and_back(&action), Some(action));
        }
        for text in ["3", "-2.5", "0.125", "inf", "-inf", "0"] {
            let value = Bound::parse(text).expect("the test's value reads");
            assert!(
                matches!(there_and_back(&Action::TryLeaf(NodeId(12), value)), Some(Action::TryLeaf(NodeId(12), v)) if v == value),
                "{text}"
            );
        }
        assert!(PanelMessage::TryLeaf { leaf: 3, value: "x".into() }.action().is_none());
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
