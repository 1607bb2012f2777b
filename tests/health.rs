//! **Architecture Invariants** about the shape of the code, read from the
//! sources themselves:
//!
//! - no function or method is longer than [`MAX_FN_LINES`] lines, in any
//!   crate or test (a longer one is split by what each part shows or
//!   decides);
//! - no import circles between the modules of a crate: within the engine,
//!   the app's state and the web app, module A naming module B (by `use`,
//!   `crate::`, `super::`) and B naming A is a failure, as is any longer
//!   circle.
//!
//! Both read Rust source with comments, strings and character literals
//! blanked out, which is all they need: braces and paths.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// The longest a function may be, its signature and closing brace counted.
const MAX_FN_LINES: usize = 120;

/// Functions still over the limit, by file and name, while they are being
/// split. The check fails for any function over the limit not listed here,
/// and for a listed one that is no longer over it (so the list only
/// shrinks). Empty is the goal.
const NOT_YET_SPLIT: &[(&str, &str)] = &[];

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
    out.sort();
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

/// Each function with a body in `code` (blanked): its name, first line
/// and length in lines.
fn functions(code: &str) -> Vec<(String, usize, usize)> {
    let b = code.as_bytes();
    let line_of = |at: usize| code[..at].matches('\n').count() + 1;
    let mut out = Vec::new();
    let mut at = 0;
    while let Some(p) = find(b, at, b"fn ") {
        at = p + 3;
        if p > 0 && (b[p - 1].is_ascii_alphanumeric() || b[p - 1] == b'_') {
            continue;
        }
        let name: String = code[at..].chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
        if name.is_empty() {
            continue;
        }
        // The body opens at the first `{` outside the signature's
        // brackets; a `;` first means a declaration without one.
        let mut depth = 0i32;
        let mut open = None;
        for (k, &c) in b.iter().enumerate().skip(at) {
            match c {
                b'(' | b'[' | b'<' => depth += 1,
                b')' | b']' => depth -= 1,
                b'>' if k > 0 && b[k - 1] != b'-' && b[k - 1] != b'=' => depth -= 1,
                b';' if depth <= 0 => break,
                b'{' if depth <= 0 => {
                    open = Some(k);
                    break;
                }
                _ => {}
            }
        }
        let Some(open) = open else { continue };
        let mut braces = 0;
        let close = b.iter().enumerate().skip(open).find_map(|(k, &c)| {
            match c {
                b'{' => braces += 1,
                b'}' => braces -= 1,
                _ => {}
            }
            (braces == 0).then_some(k)
        });
        let Some(close) = close else { continue };
        let first = line_of(p);
        out.push((name, first, line_of(close) - first + 1));
    }
    out
}

#[test]
fn no_function_is_longer_than_the_limit() {
    let root = root();
    let mut long = Vec::new();
    let mut listed = Vec::new();
    let mut seen = 0;
    for dir in ["src", "crates", "tests"] {
        for file in rust_files(&root.join(dir)) {
            let code = blank(&fs::read_to_string(&file).unwrap_or_default());
            for (name, line, len) in functions(&code) {
                seen += 1;
                let rel = file.strip_prefix(&root).unwrap_or(&file).to_string_lossy().replace('\\', "/");
                let known = NOT_YET_SPLIT.contains(&(rel.as_str(), name.as_str()));
                if len > MAX_FN_LINES && known {
                    listed.push((rel.clone(), name.clone()));
                } else if len > MAX_FN_LINES {
                    long.push(format!("{rel}:{line} {name}: {len} lines"));
                }
            }
        }
    }
    assert!(seen > 1000, "expected the whole codebase's functions, found {seen}");
    assert!(long.is_empty(), "functions over {MAX_FN_LINES} lines (split them):\n{}", long.join("\n"));
    let split: Vec<_> = NOT_YET_SPLIT.iter().filter(|(f, n)| !listed.iter().any(|(g, m)| g == f && m == n)).collect();
    assert!(split.is_empty(), "no longer over {MAX_FN_LINES} lines: take them off NOT_YET_SPLIT: {split:?}");
}

#[test]
fn the_length_check_sees_a_long_function() {
    let body = "    let x = 1;\n".repeat(MAX_FN_LINES);
    let code = format!("/// A {{ in a comment.\nfn long() {{\n    let s = \"}}\";\n{body}}}\nfn short(a: Vec<u8>) -> u8 {{ a[0] }}\n");
    let found = functions(&blank(&code));
    assert_eq!(found, vec![("long".to_string(), 2, MAX_FN_LINES + 3), ("short".to_string(), MAX_FN_LINES + 5, 1)]);
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

/// The modules each module names: every `crate::a::b…` and `super::…`
/// path, resolved to the longest module it starts with (test modules
/// inside a file count as the file).
fn import_graph(modules: &BTreeMap<String, PathBuf>, prefix: &str) -> BTreeMap<String, BTreeSet<String>> {
    let mut graph = BTreeMap::new();
    for (module, file) in modules {
        let code = blank(&fs::read_to_string(file).unwrap_or_default());
        let here: Vec<&str> = module.split("::").collect();
        let mut named = BTreeSet::new();
        let words: Vec<&str> = code.split(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':')).filter(|w| w.contains("::")).collect();
        for word in words {
            let parts: Vec<&str> = word.split("::").filter(|p| !p.is_empty()).collect();
            let mut path: Vec<&str> = match parts.first() {
                Some(&"crate") => std::iter::once(prefix).chain(parts[1..].iter().copied()).collect(),
                Some(&"super") => {
                    // `super` from a file `a/b.rs` and from `a/b/mod.rs`
                    // (module `a::b` either way) is `a`.
                    let ups = parts.iter().take_while(|p| **p == "super").count();
                    here[..here.len().saturating_sub(ups)].iter().copied().chain(parts[ups..].iter().copied()).collect()
                }
                Some(&"self") => here.iter().copied().chain(parts[1..].iter().copied()).collect(),
                _ => continue,
            };
            while !path.is_empty() {
                let candidate = path.join("::");
                if modules.contains_key(&candidate) {
                    if candidate != *module
                        && !module.starts_with(&format!("{candidate}::"))
                        && !candidate.starts_with(&format!("{module}::"))
                    {
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
                part.sort();
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
/// playwright's `waitForTimeout` (each waits for the state, the event or
/// the stored value it needs). Delays a test puts into a routed response,
/// to hold a slow network's loading state in view, are not waits.
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
            if line.contains("waitForTimeout(") {
                found.push(format!("{}:{}: {}", path.display(), i + 1, line.trim()));
            }
        }
    }
    assert!(read > 20, "{read} test files read");
    assert!(found.is_empty(), "fixed sleeps in end-to-end tests (wait for the state instead):\n{}", found.join("\n"));
}
