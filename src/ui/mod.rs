//! The Yew app: one state ([`state::Model`]), named actions, and plain
//! functions that draw it. The UI never re-runs a search to draw: it reads
//! the trace and the cursor.

pub mod state;
pub mod view;

pub use view::App;
