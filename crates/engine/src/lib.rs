//! The engine (`minimax-engine`): trees, notation, search, replay, layout
//! and exports. The web app re-exports it as `minimax_lab::core`.
//!
//! **Architecture Invariant:** the engine knows nothing about the browser.
//! Its crate does not depend on yew, web-sys, gloo, wasm-bindgen or js-sys,
//! so the compiler refuses any use of them here, and `tests/boundary.rs`
//! checks with `cargo tree` that no dependency pulls one in.

pub mod lang;
pub mod num;
pub mod tree;
pub mod notation;
pub mod options;
pub mod rules;
pub mod value;
pub mod space;
pub mod search;
pub mod replay;
pub mod montecarlo;
pub mod maxn;
pub mod explain;
pub mod report;
pub mod layout;
pub mod edit;
pub mod random;
pub mod ordering;
pub mod ranges;
pub mod practice;
pub mod games;
pub mod export;
pub mod words;
