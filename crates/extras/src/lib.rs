//! The on-demand module (`minimax-extras`): parts of the web app that the
//! first view does not need, in a second wasm the page imports on first
//! use (`src/ui/extras.rs` loads it). Each part is mounted by an exported
//! function into an element the page gives it, with its own yew renderer;
//! the page and the module share no memory, only what the call passes.
//!
//! Today: every export of the view (`export`: SVG, PNG, notation, JSON,
//! TikZ, Beamer, and the slides, drawn from the page's own drawing at each
//! step and packed with `minimax-slides`; the search sent as text), the
//! printable worksheet (`?mode=worksheet`), a page of its own, the Monte
//! Carlo panel of chance trees (mounted in the page's side column, its
//! tree sent again whenever it changes), the open "Share / Embed" dialog
//! (the work passed as its link), the game panel below the page's chooser
//! and the What-if panel (the web app's own `GamePanel` and `WhatIf`; their
//! actions go back to the page as text, `minimax_app::messages`), the
//! worksheet's question banks for an LMS and the practice page's SCORM
//! panel (`scorm`: the package of the app and a set of exercises).

pub mod code;
pub mod export;
pub mod figure;
pub mod game;
pub mod mcts;
pub mod montecarlo;
pub mod scorm;
pub mod share;
pub mod what_if;
pub mod window;
pub mod worksheet;

pub use minimax_app::worksheet::WorksheetRequest;

/// The tree a panel is given, read back from its notation and root
/// player (`notation::print`'s text parses to the same tree).
pub fn tree_from(notation: &str, root: minimax_engine::tree::Player) -> Result<minimax_engine::tree::Tree, String> {
    minimax_engine::notation::parse(notation)
        .into_result()
        .map(|t| t.with_root_player(root))
        .map_err(|errors| errors.first().map_or_else(|| "the tree does not parse".to_string(), |e| format!("{e:?}")))
}

/// Packs the slide images the page drew: `"zip"`, PNG files named by step
/// (of `steps`) with the time `stamp` (year, month, day, hour, minute,
/// second); `"pdf"`, a page per JPEG under `title`. `Err`: why, in the
/// packer's words.
pub fn pack_slides(format: &str, pages: Vec<Vec<u8>>, steps: usize, title: &str, stamp: [u16; 6]) -> Result<Vec<u8>, String> {
    let narrow = |v: u16| u8::try_from(v).unwrap_or(0);
    match format {
        "zip" => {
            let files: Vec<(String, Vec<u8>)> =
                pages.into_iter().enumerate().map(|(k, png)| (minimax_slides::slide_name(k, steps), png)).collect();
            let [y, mo, d, h, mi, s] = stamp;
            minimax_slides::zip_images(&files, Some((y, narrow(mo), narrow(d), narrow(h), narrow(mi), narrow(s))))
                .map_err(|e| e.to_string())
        }
        "pdf" => minimax_slides::pdf_from_jpegs(&pages, title).map_err(|e| e.to_string()),
        other => Err(format!("no slide format {other:?}")),
    }
}
