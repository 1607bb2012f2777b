//! **Architecture Invariants** about the shape of the code, read from the
//! sources themselves:
//!
//! - no import circles between the files of a crate, at any depth: file A
//!   naming file B (by `use`, grouped or not, `crate::`, `super::`,
//!   `self::`) and B naming A is a failure, a `mod.rs` and its own child
//!   included, as is any longer circle;
//! - function length and the one stable sort are clippy's to keep
//!   (`too_many_lines` at 120, `disallowed-methods`): this file checks that
//!   every crate takes those lints.
//!
//! The reading is of Rust source with comments, strings and character
//! literals blanked out, which is all it needs: braces and paths.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// Import circles still being broken, as `crate: a -> b` edges. The same
/// rule: nothing new, and a fixed one is taken off.
const CIRCLES_NOT_YET_BROKEN: &[&str] = &[];

/// The workspace root.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Every `.rs` file under `dir`, sorted.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(dir) = stack.pop() {
        let Ok(entries) = fs::read_dir(&dir) else { continue };
        for entry in entries.flatten() {
            let path = entry.path();
            let name = entry.file_name().to_string_lossy().into_owned();
            if path.is_dir() && name != "target" && name != "node_modules" {
                stack.push(path);
            } else if name.ends_with(".rs") {
                out.push(path);
            }
        }
    }
    out.sort_unstable();
    out
}

/// `source` with comments, string literals (raw ones too) and character
/// literals replaced by spaces; line breaks are kept, so line numbers hold.
fn blank(source: &str) -> String {
    let b = source.as_bytes();
    let mut out = b.to_vec();
    let blank_range = |out: &mut Vec<u8>, from: usize, to: usize| {
        for c in &mut out[from..to.min(b.len())] {
            if *c != b'\n' {
                *c = b' ';
            }
        }
    };
    let mut i = 0;
    while i < b.len() {
        let rest = &b[i..];
        let after_ident = i > 0 && (b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_');
        if rest.starts_with(b"//") {
            let end = rest.iter().position(|&c| c == b'\n').map_or(b.len(), |p| i + p);
            blank_range(&mut out, i, end);
            i = end;
        } else if rest.starts_with(b"/*") {
            let end = find(b, i + 2, b"*/").map_or(b.len(), |p| p + 2);
            blank_range(&mut out, i, end);
            i = end;
        } else if !after_ident
            && (rest.starts_with(b"r\"") || rest.starts_with(b"r#") || rest.starts_with(b"br\"") || rest.starts_with(b"br#"))
        {
            let start = i + rest.iter().position(|&c| c == b'r').unwrap_or(0) + 1;
            let hashes = b[start..].iter().take_while(|&&c| c == b'#').count();
            if b.get(start + hashes) != Some(&b'"') {
                i += 1;
                continue;
            }
            let mut close = vec![b'"'];
            close.extend(std::iter::repeat_n(b'#', hashes));
            let end = find(b, start + hashes + 1, &close).map_or(b.len(), |p| p + close.len());
            blank_range(&mut out, i, end);
            i = end;
        } else if b[i] == b'"' {
            let mut j = i + 1;
            while j < b.len() && b[j] != b'"' {
                j += if b[j] == b'\\' { 2 } else { 1 };
            }
            blank_range(&mut out, i, j + 1);
            i = j + 1;
        } else if b[i] == b'\'' {
            // A character literal ('x', '\n', '\u{..}'), not a lifetime.
            let len = match rest.get(1) {
                Some(b'\\') => rest.iter().skip(2).position(|&c| c == b'\'').map(|p| p + 3),
                Some(_) => {
                    let char_len =
                        std::str::from_utf8(&rest[1..rest.len().min(5)]).map_or(1, |s| s.chars().next().map_or(1, char::len_utf8));
                    (rest.get(1 + char_len) == Some(&b'\'')).then_some(char_len + 2)
                }
                None => None,
            };
            match len {
                Some(len) => {
                    blank_range(&mut out, i, i + len);
                    i += len;
                }
                None => i += 1,
            }
        } else {
            i += 1;
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// Where `needle` first occurs in `haystack` at or after `from`.
fn find(haystack: &[u8], from: usize, needle: &[u8]) -> Option<usize> {
    haystack.get(from..)?.windows(needle.len()).position(|w| w == needle).map(|p| p + from)
}

/// A crate's modules: the path of each (`ui::view::header`) and its file.
fn modules(src: &Path, prefix: &str) -> BTreeMap<String, PathBuf> {
    rust_files(src)
        .into_iter()
        .map(|file| {
            let rel = file.strip_prefix(src).unwrap_or(&file).with_extension("");
            let mut parts: Vec<String> = rel.iter().map(|p| p.to_string_lossy().into_owned()).collect();
            if matches!(parts.last().map(String::as_str), Some("mod" | "lib" | "main")) {
                parts.pop();
            }
            let mut path = vec![prefix.to_string()];
            path.extend(parts);
            (path.join("::"), file)
        })
        .collect()
}

/// Every path a `use` tree names, its groups spread out and renames
/// dropped: `super::{a, b::{c, self}}` gives `super::a`, `super::b::c` and
/// `super::b`.
fn spread_use(tree: &str) -> Vec<String> {
    fn split_top(inner: &str) -> Vec<&str> {
        let (mut depth, mut from, mut parts) = (0, 0, Vec::new());
        for (i, c) in inner.char_indices() {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                ',' if depth == 0 => {
                    parts.push(&inner[from..i]);
                    from = i + 1;
                }
                _ => {}
            }
        }
        parts.push(&inner[from..]);
        parts.into_iter().filter(|p| !p.is_empty()).collect()
    }
    fn spread(prefix: &str, tree: &str, out: &mut Vec<String>) {
        match (tree.find('{'), tree.rfind('}')) {
            (Some(open), Some(close)) if close > open => {
                let head = format!("{prefix}{}", &tree[..open]);
                for part in split_top(&tree[open + 1..close]) {
                    if part == "self" {
                        out.push(head.trim_end_matches("::").to_string());
                    } else {
                        spread(&head, part, out);
                    }
                }
            }
            _ => out.push(format!("{prefix}{tree}")),
        }
    }
    // Drop `as name` renames, then every space.
    let words: Vec<&str> = tree.split_whitespace().collect();
    let mut kept = String::new();
    let mut skip = false;
    for (i, w) in words.iter().enumerate() {
        if skip {
            // The rename's name goes; what closes the group stays.
            skip = false;
            kept.push_str(w.trim_start_matches(|c: char| c.is_alphanumeric() || c == '_'));
            continue;
        }
        if *w == "as" && i > 0 {
            skip = true;
            continue;
        }
        kept.push_str(w);
    }
    let kept = kept.replace(",}", "}");
    let mut out = Vec::new();
    spread("", &kept, &mut out);
    out
}

/// The paths `code` (blanked) names, each with how many inline modules
/// (`mod tests { … }`) it sits in: `use` trees spread out, and every
/// other `a::b` path as written.
fn named_paths(code: &str) -> Vec<(String, usize)> {
    let b = code.as_bytes();
    // The byte ranges of inline module bodies.
    let mut inline = Vec::new();
    let mut at = 0;
    while let Some(p) = find(b, at, b"mod ") {
        at = p + 4;
        if p > 0 && (b[p - 1].is_ascii_alphanumeric() || b[p - 1] == b'_') {
            continue;
        }
        let name_end = at + b[at..].iter().take_while(|c| c.is_ascii_alphanumeric() || **c == b'_').count();
        let rest = b[name_end..].iter().position(|c| !c.is_ascii_whitespace()).map(|k| name_end + k);
        let Some(open) = rest.filter(|&k| b[k] == b'{') else { continue };
        let mut depth = 0;
        let close = (open..b.len()).find(|&k| {
            match b[k] {
                b'{' => depth += 1,
                b'}' => depth -= 1,
                _ => {}
            }
            depth == 0
        });
        inline.push((open, close.unwrap_or(b.len())));
    }
    let depth_at = |pos: usize| inline.iter().filter(|(open, close)| *open < pos && pos < *close).count();
    let mut out = Vec::new();
    let mut rest = String::with_capacity(code.len());
    let mut i = 0;
    while i < b.len() {
        let starts_use = b[i..].starts_with(b"use ") && (i == 0 || !(b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_'));
        if starts_use && let Some(end) = find(b, i, b";") {
            let depth = depth_at(i);
            out.extend(spread_use(&code[i + 4..end]).into_iter().map(|p| (p, depth)));
            rest.push_str(&" ".repeat(end - i));
            i = end;
            continue;
        }
        let len = code[i..].chars().next().map_or(1, char::len_utf8);
        rest.push_str(&code[i..i + len]);
        i += len;
    }
    let mut from = None;
    for (k, c) in rest.char_indices().chain(std::iter::once((rest.len(), ' '))) {
        let word = c.is_alphanumeric() || c == '_' || c == ':';
        match (word, from) {
            (true, None) => from = Some(k),
            (false, Some(f)) => {
                let w = &rest[f..k];
                if w.contains("::") {
                    out.push((w.to_string(), depth_at(f)));
                }
                from = None;
            }
            _ => {}
        }
    }
    out
}

/// The files each file names, module by module: every `crate::a::b…`,
/// `super::…` and `self::…` path (a `use` tree's groups spread out),
/// resolved to the longest module it starts with. A file naming its own
/// parent or child counts like any other: a circle through a `mod.rs` is
/// a circle. Paths inside an inline module (`mod tests { use super::*; }`)
/// that stay in the file are not edges.
fn import_graph(modules: &BTreeMap<String, PathBuf>, prefix: &str) -> BTreeMap<String, BTreeSet<String>> {
    let mut graph = BTreeMap::new();
    for (module, file) in modules {
        let code = blank(&fs::read_to_string(file).unwrap_or_default());
        let here: Vec<&str> = module.split("::").collect();
        let mut named = BTreeSet::new();
        for (word, inside) in named_paths(&code) {
            let parts: Vec<&str> = word.split("::").filter(|p| !p.is_empty()).collect();
            let mut path: Vec<&str> = match parts.first() {
                Some(&"crate") => std::iter::once(prefix).chain(parts[1..].iter().copied()).collect(),
                Some(&"super") => {
                    // `super` from a file `a/b.rs` and from `a/b/mod.rs`
                    // (module `a::b` either way) is `a`; from an inline
                    // module, first its own file.
                    let ups = parts.iter().take_while(|p| **p == "super").count();
                    let Some(ups) = ups.checked_sub(inside).filter(|&u| u > 0) else { continue };
                    here[..here.len().saturating_sub(ups)].iter().copied().chain(parts[ups + inside..].iter().copied()).collect()
                }
                Some(&"self") if inside == 0 => here.iter().copied().chain(parts[1..].iter().copied()).collect(),
                _ => continue,
            };
            while !path.is_empty() {
                let candidate = path.join("::");
                if modules.contains_key(&candidate) {
                    if candidate != *module {
                        named.insert(candidate);
                    }
                    break;
                }
                path.pop();
            }
        }
        graph.insert(module.clone(), named);
    }
    graph
}

/// The circles in `graph`: its strongly connected parts of more than one
/// module (Tarjan's algorithm).
fn circles(graph: &BTreeMap<String, BTreeSet<String>>) -> Vec<Vec<String>> {
    struct Walk<'a> {
        graph: &'a BTreeMap<String, BTreeSet<String>>,
        index: BTreeMap<&'a str, usize>,
        low: BTreeMap<&'a str, usize>,
        stack: Vec<&'a str>,
        found: Vec<Vec<String>>,
    }
    fn visit<'a>(w: &mut Walk<'a>, v: &'a str) {
        let n = w.index.len();
        w.index.insert(v, n);
        w.low.insert(v, n);
        w.stack.push(v);
        for next in w.graph.get(v).into_iter().flatten() {
            let next = next.as_str();
            if !w.index.contains_key(next) {
                visit(w, next);
                let low = w.low[v].min(w.low[next]);
                w.low.insert(v, low);
            } else if w.stack.contains(&next) {
                let low = w.low[v].min(w.index[next]);
                w.low.insert(v, low);
            }
        }
        if w.low[v] == w.index[v] {
            let mut part = Vec::new();
            while let Some(top) = w.stack.pop() {
                part.push(top.to_string());
                if top == v {
                    break;
                }
            }
            if part.len() > 1 {
                part.sort_unstable();
                w.found.push(part);
            }
        }
    }
    let mut walk = Walk { graph, index: BTreeMap::new(), low: BTreeMap::new(), stack: Vec::new(), found: Vec::new() };
    for v in graph.keys() {
        if !walk.index.contains_key(v.as_str()) {
            visit(&mut walk, v);
        }
    }
    walk.found
}

#[test]
fn no_crate_has_an_import_circle() {
    let root = root();
    let mut all = Vec::new();
    for (src, prefix) in [
        ("crates/engine/src", "engine"),
        ("crates/app/src", "app"),
        ("src", "lab"),
        ("crates/trace/src", "trace"),
        ("crates/extras/src", "extras"),
        ("crates/slides/src", "slides"),
    ] {
        let modules = modules(&root.join(src), prefix);
        assert!(!modules.is_empty(), "no modules under {src}");
        let graph = import_graph(&modules, prefix);
        let found = circles(&graph);
        let edges: Vec<String> = found
            .iter()
            .flat_map(|part| {
                part.iter().flat_map(|a| graph[a].iter().filter(|b| part.contains(b)).map(move |b| format!("{prefix}: {a} -> {b}")))
            })
            .collect();
        let new: Vec<&String> = edges.iter().filter(|e| !CIRCLES_NOT_YET_BROKEN.contains(&e.as_str())).collect();
        assert!(new.is_empty(), "{src}: import circles: {new:?}");
        all.extend(edges);
    }
    let broken: Vec<_> = CIRCLES_NOT_YET_BROKEN.iter().filter(|e| !all.iter().any(|f| f == *e)).collect();
    assert!(broken.is_empty(), "no longer in a circle: take them off CIRCLES_NOT_YET_BROKEN: {broken:?}");
}

#[test]
fn the_circle_check_sees_a_circle() {
    let graph: BTreeMap<String, BTreeSet<String>> = [("a", vec!["b"]), ("b", vec!["c"]), ("c", vec!["a"]), ("d", vec!["a"])]
        .into_iter()
        .map(|(k, v)| (k.to_string(), v.into_iter().map(String::from).collect()))
        .collect();
    assert_eq!(circles(&graph), vec![vec!["a".to_string(), "b".to_string(), "c".to_string()]]);
}

/// Tests never guess: no end-to-end test waits a fixed time with
/// playwright's `waitForTimeout` or a `setTimeout` (each waits for the
/// state, the event or the stored value it needs; a test that holds a
/// loading state in view holds the response until it has seen it).
#[test]
fn no_end_to_end_test_sleeps() {
    let dir = root().join("tests/e2e");
    let mut found = Vec::new();
    let mut read = 0;
    for entry in std::fs::read_dir(&dir).expect("tests/e2e") {
        let path = entry.expect("an entry").path();
        if !path.to_string_lossy().ends_with(".test.mjs") {
            continue;
        }
        read += 1;
        let text = std::fs::read_to_string(&path).expect("a test file");
        for (i, line) in text.lines().enumerate() {
            if line.contains("waitForTimeout(") || line.contains("setTimeout(") {
                found.push(format!("{}:{}: {}", path.display(), i + 1, line.trim()));
            }
        }
    }
    assert!(read > 20, "{read} test files read");
    assert!(found.is_empty(), "fixed sleeps in end-to-end tests (wait for the state instead):\n{}", found.join("\n"));
}

/// The reading behind the circle check, on a crate written for it: a
/// parent `mod.rs` and its child naming each other is a circle (the child
/// through a grouped `use`), an inline test module's `use super::*` stays
/// in its file, and a rename is read as the path it renames.
#[test]
fn the_import_reading_sees_circles_through_a_parent_and_grouped_imports() {
    let dir = std::env::temp_dir().join(format!("health-fixture-{}", std::process::id()));
    let files = [
        ("lib.rs", "mod a;\nmod c;\n"),
        ("a/mod.rs", "mod b;\npub use self::b::Thing;\npub struct Shared;\n"),
        ("a/b.rs", "use super::{Shared, super::c as other};\npub struct Thing;\n#[cfg(test)]\nmod tests {\n    use super::*;\n}\n"),
        ("c.rs", "pub fn f() {}\n#[cfg(test)]\nmod tests {\n    use super::f;\n    use super::super::c as again;\n}\n"),
    ];
    for (path, text) in files {
        let file = dir.join(path);
        fs::create_dir_all(file.parent().expect("a folder")).expect("a fixture folder");
        fs::write(&file, text).expect("a fixture file");
    }
    let modules = modules(&dir, "x");
    let graph = import_graph(&modules, "x");
    let _ = fs::remove_dir_all(&dir);
    let edges = |m: &str| graph[m].iter().cloned().collect::<Vec<_>>();
    assert_eq!(edges("x::a"), ["x::a::b"]);
    assert_eq!(edges("x::a::b"), ["x::a", "x::c"]);
    // From c's inline test module, `super` is c itself, and
    // `super::super::c` is c again.
    assert!(edges("x::c").is_empty(), "{:?}", edges("x::c"));
    assert_eq!(circles(&graph), vec![vec!["x::a".to_string(), "x::a::b".to_string()]]);
    assert_eq!(spread_use("crate::{a::{b, self}, c as d}"), ["crate::a::b", "crate::a", "crate::c"]);
}

/// Every crate of the workspace takes the workspace's lints, which hold
/// clippy's function length (120 lines, clippy.toml) and the ban on the
/// standard library's stable sorts outside `sorting.rs`.
#[test]
fn every_crate_takes_the_length_and_sort_lints() {
    let root = root();
    let read = |p: &str| fs::read_to_string(root.join(p)).unwrap_or_else(|e| panic!("{p}: {e}"));
    let workspace = read("Cargo.toml");
    assert!(workspace.contains("[workspace.lints.clippy]\ntoo_many_lines = \"warn\""), "Cargo.toml: the workspace lints");
    for manifest in [
        "Cargo.toml",
        "crates/app/Cargo.toml",
        "crates/engine/Cargo.toml",
        "crates/extras/Cargo.toml",
        "crates/slides/Cargo.toml",
        "crates/trace/Cargo.toml",
    ] {
        assert!(read(manifest).contains("[lints]\nworkspace = true"), "{manifest} does not take the workspace's lints");
    }
    let clippy = read("clippy.toml");
    assert!(clippy.contains("too-many-lines-threshold = 120"), "clippy.toml: the length limit");
    for method in ["slice::sort\"", "slice::sort_by\"", "slice::sort_by_key\"", "slice::sort_by_cached_key\""] {
        assert!(clippy.contains(method), "clippy.toml does not ban {method}");
    }
    let members = workspace.split("members = [").nth(1).and_then(|m| m.split(']').next()).unwrap_or_default();
    assert_eq!(members.matches('"').count() / 2, 6, "a new crate: add it above");
}
