//! The typed boundary between the page and the on-demand module (they
//! share no memory): what the page gives each panel the module draws in
//! it ([`PanelProps`]) and what a panel says back ([`PanelMessage`]), each
//! one enum with named, typed fields, carried as JSON. A value that has a
//! text codec already is written by it (`serde_as_text!`): options and
//! languages by their link names, a game and a lab's state as their links
//! (`url::to_query_with`, read back by the link parser), so the one codec
//! the links use carries them both ways.

use serde::{Deserialize, Serialize};

use minimax_engine::lang::Lang;
use minimax_engine::num::Bound;
use minimax_engine::options::{CutRule, Options};
use minimax_engine::practice::Exercise;
use minimax_engine::serde_as_text;
use minimax_engine::tree::{NodeId, Player};

use super::doc::{Doc, GameDoc};
use super::state::{Action, Reply};
use super::url::{CodeLanguage, MctsLab, Presentation, WindowLab, parse_link, to_query_with};

serde_as_text! {
    GameDoc: game_text, |link| game_from(link).ok_or_else(|| format!("the panel was sent a game it cannot read: “{link}”"));
    MctsLab: MctsLab::query, |query| Ok(MctsLab::from_query(query));
    WindowLab: WindowLab::query, |query| Ok(WindowLab::from_query(query));
    CodeLanguage: |l| l.code().to_string(), |code| CodeLanguage::from_code(code).ok_or_else(|| format!("no code language “{code}”"));
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
    Game { game: GameDoc, reply: String, hits: Option<u32>, options: Options, lang: Lang },
    /// The What-if panel of leaf `leaf` (its index): the search shown as
    /// an export writes it (`export::search_text`), its step count, and
    /// whether a trial not kept yet is on the tree.
    WhatIf { search: Vec<String>, steps: u32, leaf: NodeId, pending: bool },
    /// The Monte Carlo panel of a chance tree.
    MonteCarlo { notation: String, root: Player, lang: Lang },
    /// The MCTS lab: what it searches and where it stands (`url::MctsLab`'s
    /// link parameters).
    Mcts { subject: LabSubject, lab: MctsLab, lang: Lang },
    /// The null-window lab: what it searches, where it stands
    /// (`url::WindowLab`'s parameters) and the document's cut rule.
    Window { subject: LabSubject, lab: WindowLab, cut: CutRule, lang: Lang },
    /// The share dialog's content for the page's own link, at step `here`
    /// of `steps`.
    Share { query: String, here: u32, steps: u32, lang: Lang },
    /// The printable worksheet.
    Worksheet { exercise: Exercise, count: u32, options: Options, lang: Lang },
    /// The practice page's SCORM export.
    Scorm { exercise: Exercise, options: Options, lang: Lang },
    /// "Your code": the tree shown (its notation and root player), the
    /// search it is checked against and the code's language.
    Code { notation: String, root: Player, options: Options, language: CodeLanguage, lang: Lang },
}

/// What a lab searches: a game or a typed tree (its notation and root
/// player).
#[derive(Serialize, Deserialize, Clone, PartialEq, Eq, Debug)]
pub enum LabSubject {
    Game(GameDoc),
    Tree { notation: String, root: Player },
}

/// What a panel says back to the page: the actions a panel may take, each
/// with its payload typed. [`PanelMessage::of`] writes one from the
/// panel's action; [`PanelMessage::action`] reads it back on the page.
#[derive(Serialize, Deserialize, Clone, PartialEq, Eq, Debug)]
pub enum PanelMessage {
    /// The game panel chose a game or closed it.
    SetGame(Option<GameDoc>),
    /// Play went to the end of the search.
    End,
    /// The MCTS lab's parameters now, or closed.
    Mcts(Option<MctsLab>),
    /// The null-window lab's parameters now, or closed.
    Window(Option<WindowLab>),
    /// A lab offered a tree it can search in place of the one it cannot.
    SetText(String),
    /// A trial value for a leaf.
    TryLeaf {
        leaf: NodeId,
        value: Bound,
    },
    CloseWhatIf,
    KeepTrial,
    RevertTrial,
    /// Show step `k` of the search (where a student's code parted from it).
    Seek(u32),
    /// The root's player (a tree a check opened has it).
    SetRoot(Player),
    /// "Your code" in this language now, or closed.
    Code(Option<CodeLanguage>),
    /// Who visited which node in the last check of the student's code.
    CodeMarks(Option<super::state::CodeMarks>),
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
        matches!(
            self,
            PanelProps::Game { .. }
                | PanelProps::WhatIf { .. }
                | PanelProps::Mcts { .. }
                | PanelProps::Window { .. }
                | PanelProps::Code { .. }
        )
    }
}

impl PanelMessage {
    /// A panel's action as a message; `None` for an action no panel sends.
    pub fn of(action: &Action) -> Option<PanelMessage> {
        Some(match action {
            Action::SetGame(game) => PanelMessage::SetGame(game.clone()),
            Action::End => PanelMessage::End,
            Action::Mcts(lab) => PanelMessage::Mcts(*lab),
            Action::Window(lab) => PanelMessage::Window(*lab),
            Action::SetText(text) => PanelMessage::SetText(text.clone()),
            Action::TryLeaf(leaf, value) => PanelMessage::TryLeaf { leaf: *leaf, value: *value },
            Action::WhatIf(None) => PanelMessage::CloseWhatIf,
            Action::KeepTrial => PanelMessage::KeepTrial,
            Action::RevertTrial => PanelMessage::RevertTrial,
            Action::Seek(k) => PanelMessage::Seek(u32::try_from(*k).unwrap_or(u32::MAX)),
            Action::SetRoot(root) => PanelMessage::SetRoot(*root),
            Action::Code(language) => PanelMessage::Code(*language),
            Action::CodeMarks(marks) => PanelMessage::CodeMarks(marks.as_deref().cloned()),
            _ => return None,
        })
    }

    /// The page's action for this message.
    pub fn action(self) -> Action {
        match self {
            PanelMessage::SetGame(game) => Action::SetGame(game),
            PanelMessage::End => Action::End,
            PanelMessage::Mcts(lab) => Action::Mcts(lab),
            PanelMessage::Window(lab) => Action::Window(lab),
            PanelMessage::SetText(text) => Action::SetText(text),
            PanelMessage::TryLeaf { leaf, value } => Action::TryLeaf(leaf, value),
            PanelMessage::CloseWhatIf => Action::WhatIf(None),
            PanelMessage::KeepTrial => Action::KeepTrial,
            PanelMessage::RevertTrial => Action::RevertTrial,
            PanelMessage::Seek(k) => Action::Seek(k as usize),
            PanelMessage::SetRoot(root) => Action::SetRoot(root),
            PanelMessage::Code(language) => Action::Code(language),
            PanelMessage::CodeMarks(marks) => Action::CodeMarks(marks.map(std::rc::Rc::new)),
        }
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// The message `json` holds; `None` for one the page does not know or
    /// whose payload does not read (a game link that opens no game, a
    /// value that is not one): it is ignored.
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
        PanelMessage::from_json(&message.to_json()).map(PanelMessage::action)
    }

    #[test]
    fn the_code_panels_messages_read_back() {
        use crate::url::CodeLanguage;
        for action in [
            Action::Seek(14),
            Action::SetRoot(minimax_engine::tree::Player::Min),
            Action::Code(None),
            Action::Code(Some(CodeLanguage::JavaScript)),
            Action::CodeMarks(Some(std::rc::Rc::new(crate::state::CodeMarks {
                only_code: vec![NodeId(7), NodeId(8)],
                only_search: vec![NodeId(10)],
            }))),
            Action::CodeMarks(None),
            Action::SetText("<0,<0>>".to_string()),
        ] {
            assert_eq!(there_and_back(&action), Some(action));
        }
    }

    #[test]
    fn the_labs_messages_read_back() {
        use crate::url::{MctsLab, WindowLab};
        for lab in [
            None,
            Some(MctsLab::default()),
            Some(MctsLab { seed: 9, c_milli: Some(2500), iterations: 1001, phase: 3, solver: true, best_q: true, exact: true }),
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
        use crate::url::{MctsLab, WindowLab};
        use minimax_engine::options::{Algorithm, Form};
        use minimax_engine::practice::Level;
        let options = Options { algorithm: Algorithm::Minimax, cut: CutRule::Gt, form: Form::UpdateFirst };
        let game = |name: &str| GameDoc {
            game: AnyGame::parse(name, None).expect("the test's game reads"),
            depth: Some(2),
            order: MoveOrder::BEST_FIRST,
            play: None,
            table: true,
            quiescence: false,
        };
        let all = [
            PanelProps::Game { game: game("coins"), reply: "take 2".into(), hits: Some(3), options, lang: Lang::Tr },
            PanelProps::WhatIf { search: vec!["<1,2>".into(), "max".into()], steps: 9, leaf: NodeId(2), pending: true },
            PanelProps::MonteCarlo { notation: "chance(1,2)".into(), root: Player::Max, lang: Lang::Ja },
            PanelProps::Mcts {
                subject: LabSubject::Game(game("tictactoe")),
                lab: MctsLab { seed: 9, c_milli: Some(2500), iterations: 12, phase: 1, solver: true, best_q: false, exact: false },
                lang: Lang::En,
            },
            PanelProps::Window {
                subject: LabSubject::Tree { notation: "<3,5>,<2>".into(), root: Player::Min },
                lab: WindowLab { step: 35, soft: true, ..WindowLab::default() },
                cut: CutRule::Gt,
                lang: Lang::Zh,
            },
            PanelProps::Share { query: "?tree=1".into(), here: 3, steps: 7, lang: Lang::En },
            PanelProps::Worksheet { exercise: Exercise { level: Level::Medium, seed: 42 }, count: 4, options, lang: Lang::En },
            PanelProps::Scorm { exercise: Exercise { level: Level::Easy, seed: 3 }, options, lang: Lang::En },
        ];
        for props in all {
            assert_eq!(PanelProps::from_json(&props.to_json()), Ok(props));
        }
        // Options and languages go by their link names, a game by its link.
        let json = PanelProps::Scorm { exercise: Exercise { level: Level::Easy, seed: 3 }, options, lang: Lang::Tr }.to_json();
        assert_eq!(
            json,
            r#"{"Scorm":{"exercise":"easy-3","options":{"algorithm":"minimax","cut":"gt","form":"update-first"},"lang":"tr"}}"#
        );
        assert!(PanelProps::from_json("{\"Chess\":{}}").is_err_and(|e| e.contains("cannot read")));
        let bad_game = r#"{"Mcts":{"subject":{"Game":"?game=chess"},"lab":"","lang":"en"}}"#;
        assert!(
            PanelProps::from_json(bad_game).is_err_and(|e| e.contains("cannot read: “?game=chess”")),
            "{:?}",
            PanelProps::from_json(bad_game)
        );
        let bad_lang = r#"{"Share":{"query":"","here":0,"steps":0,"lang":"xx"}}"#;
        assert!(PanelProps::from_json(bad_lang).is_err_and(|e| e.contains("unknown language 'xx'")));
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
        assert_eq!(PanelMessage::from_json(r#"{"SetGame":"?game=chess"}"#), None, "a game no link opens");
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
        assert_eq!(PanelMessage::from_json(r#"{"TryLeaf":{"leaf":3,"value":"x"}}"#), None, "not a value");
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
