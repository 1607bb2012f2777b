//! The Yew app: one state ([`state::Model`]), named actions, components
//! that draw it. The UI never re-runs a search to draw: it reads the trace
//! and the cursor.

pub mod compare;
pub mod doc;
pub mod export;
pub mod i18n;
pub mod notice;
pub mod practice;
pub mod state;
pub mod tree_view;
pub mod url;
pub mod view;

pub use view::App;
