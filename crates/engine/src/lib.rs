//! The engine (`minimax-engine`): trees, notation, search, replay, layout
//! and exports. The web app calls it by its name, `minimax_engine`.
//!
//! **Architecture Invariant:** the engine knows nothing about the browser.
//! Its crate does not depend on yew, web-sys, gloo, wasm-bindgen or js-sys,
//! so the compiler refuses any use of them here, and `tests/boundary.rs`
//! checks with `cargo tree` that no dependency pulls one in.

pub mod check;
pub mod drawing;
pub mod edit;
pub mod exact;
pub mod explain;
pub mod export;
pub mod figure;
pub mod games;
pub mod lang;
pub mod layout;
pub mod maxn;
pub mod mcts;
pub mod montecarlo;
pub mod notation;
pub mod nullwindow;
pub mod num;
pub mod options;
pub mod ordering;
pub mod placement;
pub mod pns;
pub mod practice;
pub mod quiz;
pub mod random;
pub mod ranges;
pub mod replay;
pub mod report;
pub mod rng;
pub mod rules;
pub mod search;
pub mod sorting;
pub mod space;
pub mod tree;
pub mod value;
pub mod words;
