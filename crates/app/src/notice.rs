//! What the page tells the user about their input, before it is worded in
//! their language (`i18n`): a link or saved state that could not be used, an
//! edit refused, a game too big to draw.

use minimax_engine::edit::EditError;
use minimax_engine::notation::{LeafError, ParseError};

use super::url::LinkError;

/// Where a link-like state came from, for messages.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Source {
    Link,
    Saved,
}

/// Something to tell the user; worded in their language when shown.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Notice {
    /// A link (or saved state) that could not be used (`opened` false:
    /// nothing of it is shown), or only in part (`opened`: each of
    /// `errors` was left out, the rest is shown).
    Link {
        source: Source,
        errors: Vec<LinkError>,
        opened: bool,
    },
    /// Saved state that could not be read at all.
    SavedUnreadable,
    /// A link or saved state whose tree text has errors; `first` is the
    /// first.
    TreeError {
        source: Source,
        first: ParseError,
    },
    /// A drawing edit while the text has errors.
    FixErrorsFirst,
    /// A game whose search would make more than this many positions.
    GameTooBig(usize),
    /// A leaf (name, value) outside the declared bounds: they are not used.
    OutsideBounds(String, String),
    /// An edit of the paranoid reduction's drawing (edit the vectors).
    ParanoidReadOnly,
    Edit(EditError),
    Leaf(LeafError),
}
