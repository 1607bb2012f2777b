//! The on-demand module (`minimax-extras`): parts of the web app that the
//! first view does not need, in a second wasm the page imports on first
//! use (`src/ui/extras.rs` loads it). Each part is mounted by an exported
//! function into an element the page gives it, with its own yew renderer;
//! the page and the module share no memory, only what the call passes.
//!
//! Today: the printable worksheet (`?mode=worksheet`), a page of its own.

pub mod worksheet;

pub use minimax_app::worksheet::WorksheetRequest;
