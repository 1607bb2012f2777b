//! The engine: trees, notation, search, replay and layout.
//!
//! **Architecture Invariant:** nothing in `core` knows about the browser. It
//! uses no yew, web-sys, gloo, wasm-bindgen or js-sys, so it runs and is
//! tested natively; `tests/boundary.rs` fails if that ever changes.

pub mod lang;
pub mod num;
pub mod tree;
pub mod notation;
pub mod search;
pub mod replay;
pub mod explain;
pub mod report;
pub mod layout;
pub mod edit;
pub mod random;
pub mod export;
pub mod slides;
pub mod words;
