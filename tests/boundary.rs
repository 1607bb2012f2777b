//! **Architecture Invariant:** `src/core` knows nothing about the browser.
//! This test reads every source file under `src/core` and fails if one names
//! yew, web-sys, gloo, wasm-bindgen or js-sys.
#![cfg(not(target_arch = "wasm32"))]

use std::fs;
use std::path::{Path, PathBuf};

const FORBIDDEN: [&str; 6] = ["yew", "web_sys", "gloo", "wasm_bindgen", "js_sys", "serde_wasm_bindgen"];

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let entries = fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// Words made of identifier characters, outside `//` comments.
fn code_words(source: &str) -> Vec<(usize, String)> {
    let mut words = Vec::new();
    for (n, line) in source.lines().enumerate() {
        let code = line.split("//").next().unwrap_or("");
        for word in code.split(|c: char| !(c.is_alphanumeric() || c == '_')) {
            if !word.is_empty() {
                words.push((n + 1, word.to_string()));
            }
        }
    }
    words
}

#[test]
fn core_uses_no_browser_crates() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/core");
    let mut files = Vec::new();
    rust_files(&root, &mut files);
    assert!(files.len() >= 5, "expected the core modules under {}", root.display());
    let mut offences = Vec::new();
    for file in &files {
        let source = fs::read_to_string(file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        for (line, word) in code_words(&source) {
            if FORBIDDEN.contains(&word.as_str()) {
                offences.push(format!("{}:{line}: uses `{word}`", file.display()));
            }
        }
    }
    assert!(offences.is_empty(), "src/core must stay browser-free:\n{}", offences.join("\n"));
}

#[test]
fn the_check_catches_an_offence() {
    let words = code_words("use yew::prelude::*; // gloo is fine in a comment");
    assert!(words.iter().any(|(_, w)| w == "yew"));
    assert!(!words.iter().any(|(_, w)| w == "gloo"));
}
