//! The web app's state, kept apart from the browser: what the user works
//! on ([`doc`]), the one state every view draws from and the actions that
//! change it ([`state`]), links and saved state ([`url`]), practice mode
//! ([`practice`]), the side-by-side comparisons ([`compare`]), what the
//! page tells the user ([`notice`]) and the interface's wording ([`i18n`]).
//!
//! Nothing here touches the DOM, storage or the clock: the web app
//! (`minimax-lab`, `src/`) does its input and output and hands this crate
//! plain values. So all of it builds and is tested natively without
//! compiling yew (`tests/boundary.rs` asks cargo).

pub mod compare;
pub mod doc;
pub mod export;
pub mod i18n;
pub mod lms;
pub mod messages;
pub mod notice;
pub mod percent;
pub mod practice;
pub mod state;
pub mod url;
pub mod worksheet;
pub mod wrap;
