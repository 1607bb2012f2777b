pub mod core;
pub mod ui;
