//! The interface's words. [`Text`], every label, title and message of the
//! UI in each language, lives with the engine's words (`core::words`, one
//! file per language), so each language's words are in one table; here
//! are the wordings that need the interface's own types ([`UiText`]).

use super::notice::{Notice, Source};
use super::url::LinkError;
use minimax_engine::lang::Lang;
use minimax_engine::replay::NodeState;
pub use minimax_engine::words::{Text, text};
use minimax_engine::words::{edit_message, error_summary, leaf_message};

/// Words for the interface's own data: node states, link errors, notices.
pub trait UiText {
    /// A node state's name.
    fn state(&self, state: NodeState) -> &'static str;
    /// What was wrong with a link.
    fn link_error(&self, error: &LinkError) -> String;
    /// A notice, worded.
    fn notice(&self, notice: &Notice, lang: Lang) -> String;
}

impl UiText for Text {
    fn state(&self, state: NodeState) -> &'static str {
        match state {
            NodeState::Unvisited => self.states[0],
            NodeState::Active => self.states[1],
            NodeState::Done => self.states[2],
            NodeState::Pruned => self.states[3],
        }
    }

    fn link_error(&self, error: &LinkError) -> String {
        match error {
            LinkError::OptionsWithoutTree => self.options_without_tree.to_string(),
            LinkError::Algo(v) => (self.bad_algo)(v),
            LinkError::Cut(v) => (self.bad_cut)(v),
            LinkError::Form(v) => (self.bad_form)(v),
            LinkError::Root(v) => (self.bad_root)(v),
            LinkError::Step(v) => (self.bad_step)(v),
            LinkError::Game(v) => (self.bad_game)(v),
            LinkError::Depth(v) => (self.bad_depth)(v),
            LinkError::Order(v) => (self.bad_order)(v),
            LinkError::Bounds(v) => (self.bad_bounds)(v),
            LinkError::Rescale(v) => (self.bad_rescale)(v),
            LinkError::Paranoid(v) => (self.bad_paranoid)(v),
        }
    }

    fn notice(&self, notice: &Notice, lang: Lang) -> String {
        let source = |s: &Source| match s {
            Source::Link => self.sources[0],
            Source::Saved => self.sources[1],
        };
        match notice {
            Notice::Link { source: s, error } => (self.link_unusable)(source(s), &self.link_error(error)),
            Notice::SavedUnreadable => self.saved_unreadable.to_string(),
            Notice::TreeError { source: s, first } => (self.tree_error)(source(s), &error_summary(first, lang)),
            Notice::FixErrorsFirst => self.fix_errors_first.to_string(),
            Notice::GameTooBig(n) => (self.game_too_big)(*n),
            Notice::OutsideBounds(leaf, value) => (self.outside_bounds)(leaf, value),
            Notice::ParanoidReadOnly => self.paranoid_read_only.to_string(),
            Notice::Edit(e) => edit_message(e, lang),
            Notice::Leaf(e) => leaf_message(e, lang),
        }
    }
}
