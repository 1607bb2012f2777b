//! **Architecture Invariant:** the engine, the `trace` command line and the
//! app's state compile no browser crate. The compiler keeps this:
//! `minimax-engine`, `minimax-trace` and `minimax-app` (without its `yew`
//! feature, which only the web app turns on) do not depend on yew, web-sys,
//! gloo, wasm-bindgen or js-sys, so code in them cannot name one. This test asks `cargo tree` for
//! their whole dependency trees, natively and for wasm32, so that a
//! dependency that pulls one in indirectly (as `zip` does on wasm32) fails
//! here too.
#![cfg(not(target_arch = "wasm32"))]

use std::path::Path;
use std::process::Command;

const FORBIDDEN: [&str; 6] = ["yew", "web-sys", "gloo", "wasm-bindgen", "js-sys", "serde-wasm-bindgen"];

/// The package names in the normal and build dependency tree of `packages`
/// for `target`.
fn dependencies(packages: &[&str], target: &str) -> Vec<String> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_string());
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut command = Command::new(cargo);
    command.current_dir(&root).args(["tree", "--offline", "--target", target, "-e", "normal,build", "--prefix", "none", "--format", "{p}"]);
    for package in packages {
        command.args(["-p", package]);
    }
    let out = command.output().unwrap_or_else(|e| panic!("could not run cargo tree: {e}"));
    assert!(out.status.success(), "cargo tree failed: {}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8_lossy(&out.stdout);
    text.lines().filter_map(|line| line.split_whitespace().next()).map(String::from).collect()
}

fn browser_crates(names: &[String]) -> Vec<&String> {
    names.iter().filter(|name| FORBIDDEN.contains(&name.as_str())).collect()
}

#[test]
fn engine_trace_and_app_state_compile_no_browser_crate() {
    for target in ["x86_64-unknown-linux-gnu", "wasm32-unknown-unknown"] {
        let names = dependencies(&["minimax-engine", "minimax-trace", "minimax-app"], target);
        assert!(names.iter().any(|n| n == "serde_json"), "{target}: expected the engine's dependencies, got {names:?}");
        let found = browser_crates(&names);
        assert!(found.is_empty(), "{target}: the engine, trace or the app's state depends on {found:?}");
    }
}

#[test]
fn the_check_sees_the_web_apps_browser_crates() {
    // The same question about the web app must find them, or the check
    // above proves nothing.
    let names = dependencies(&["minimax-lab"], "wasm32-unknown-unknown");
    let found = browser_crates(&names);
    assert!(found.iter().any(|n| *n == "yew") && found.iter().any(|n| *n == "web-sys"), "got {found:?}");
}
