pub use minimax_engine as core;
pub mod ui;
