//! The Yew app: the components that draw the one state
//! ([`minimax_app::state::Model`]) and send its named actions, and the
//! browser's input and output. The UI never re-runs a search to draw: it
//! reads the trace and the cursor.

pub mod extras;
pub mod page;
pub mod tree_view;
pub mod view;

pub use view::App;
