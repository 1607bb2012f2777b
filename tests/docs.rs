//! The docs stay true to the tree and short enough to read:
//!
//! - every file path in README.md, ARCHITECTURE.md and `docs/*.md` exists:
//!   the relative targets of Markdown links and images (`[text](path)`,
//!   `![alt](path)`, `[name]: path`, and `src="…"`/`href="…"` of inline
//!   HTML), resolved from the Markdown file's folder, and every word in code
//!   (`` `…` `` spans and fenced blocks) that names a repository path (it
//!   starts with one of [`TOP_DIRS`] or is one of [`TOP_FILES`]), resolved
//!   from the repository's root; glob-like words (`classic-*.png`,
//!   `src/ui/…`, `<name>`) are skipped;
//! - README.md and ARCHITECTURE.md are at most [`MAX_LINES`] lines each;
//! - README.md names `make serve` and `make test` in its first
//!   [`COMMANDS_WITHIN`] lines (CI runs the README's test command).
#![cfg(not(target_arch = "wasm32"))]

use std::fs;
use std::path::{Path, PathBuf};

/// The most lines README.md and ARCHITECTURE.md may have.
const MAX_LINES: usize = 400;

/// The two commands must be within this many lines of README.md's top.
const COMMANDS_WITHIN: usize = 40;

/// A word in code that starts with one of these names a repository path.
const TOP_DIRS: &[&str] = &["src/", "crates/", "tests/", "static/", "docs/", ".ci/", ".cargo/"];

/// A word in code that is one of these names a file at the repository's root.
const TOP_FILES: &[&str] =
    &["Cargo.toml", "Cargo.lock", "Makefile", "Trunk.toml", "index.html", "rustfmt.toml", "README.md", "ARCHITECTURE.md"];

/// Characters that make a word a pattern rather than a path.
const GLOB_CHARS: &[char] = &['*', '?', '…', '<', '>', '{', '}', '[', ']', '|', '$'];

/// The workspace root.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// README.md, ARCHITECTURE.md and every `docs/*.md`, as paths from the root.
fn documents() -> Vec<String> {
    let mut out = vec!["README.md".to_string(), "ARCHITECTURE.md".to_string()];
    let mut guide: Vec<String> = fs::read_dir(root().join("docs"))
        .map(|entries| {
            entries
                .flatten()
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .filter(|name| name.ends_with(".md"))
                .map(|name| format!("docs/{name}"))
                .collect()
        })
        .unwrap_or_default();
    guide.sort_unstable();
    out.extend(guide);
    out
}

fn read(relative: &str) -> String {
    fs::read_to_string(root().join(relative)).unwrap_or_else(|e| panic!("{relative}: {e}"))
}

/// A Markdown text split into its prose (every code span and fenced block
/// blanked, line breaks kept) and its code: `(line, text)` of each inline
/// code span (which may run over lines) and of each line of a fenced block.
struct Split {
    prose: String,
    code: Vec<(usize, String)>,
}

fn split_code(text: &str) -> Split {
    let mut prose = String::with_capacity(text.len());
    let mut code = Vec::new();
    let mut fence: Option<&str> = None;
    for (i, line) in text.lines().enumerate() {
        let trimmed = line.trim_start();
        let marker = ["```", "~~~"].into_iter().find(|m| trimmed.starts_with(m));
        match (fence, marker) {
            (None, Some(m)) => fence = Some(m),
            (Some(open), Some(m)) if open == m => fence = None,
            (Some(_), _) => code.push((i + 1, line.to_string())),
            (None, None) => prose.push_str(line),
        }
        prose.push('\n');
    }
    let (prose, spans) = blank_inline_code(&prose);
    code.extend(spans);
    Split { prose, code }
}

/// `prose` with each inline code span (a run of backticks up to the next
/// run of the same length) blanked, and the spans with their first line.
fn blank_inline_code(prose: &str) -> (String, Vec<(usize, String)>) {
    let chars: Vec<char> = prose.chars().collect();
    let run_at = |i: usize| chars[i..].iter().take_while(|&&c| c == '`').count();
    let (mut out, mut spans, mut i) = (String::new(), Vec::new(), 0);
    while i < chars.len() {
        let run = run_at(i);
        if run == 0 {
            out.push(chars[i]);
            i += 1;
            continue;
        }
        let mut close = i + run;
        while close < chars.len() && (chars[close] != '`' || run_at(close) != run) {
            close += if chars[close] == '`' { run_at(close) } else { 1 };
        }
        if close >= chars.len() {
            // No closing run: the backticks are literal.
            out.extend(&chars[i..i + run]);
            i += run;
            continue;
        }
        let line = 1 + chars[..i].iter().filter(|&&c| c == '\n').count();
        spans.push((line, chars[i + run..close].iter().collect()));
        out.extend(chars[i..close + run].iter().map(|&c| if c == '\n' { '\n' } else { ' ' }));
        i = close + run;
    }
    (out, spans)
}

/// The targets of links and images in `prose`, with their line: inline
/// `](target)`, reference definitions `[name]: target`, and HTML `src`
/// and `href` attributes in quotes.
fn link_targets(prose: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    for (i, line) in prose.lines().enumerate() {
        for piece in line.split("](").skip(1) {
            let inside = piece.split(')').next().unwrap_or("");
            if let Some(target) = inside.split_whitespace().next() {
                out.push((i + 1, target.trim_matches(['<', '>']).to_string()));
            }
        }
        let trimmed = line.trim_start();
        if trimmed.starts_with('[')
            && let Some((_, rest)) = trimmed.split_once("]:")
            && let Some(target) = rest.split_whitespace().next()
        {
            out.push((i + 1, target.trim_matches(['<', '>']).to_string()));
        }
        for attribute in ["src=", "href="] {
            for piece in line.split(attribute).skip(1) {
                let Some(quote) = piece.chars().next().filter(|q| *q == '"' || *q == '\'') else { continue };
                if let Some(target) = piece[1..].split(quote).next() {
                    out.push((i + 1, target.to_string()));
                }
            }
        }
    }
    out
}

/// A link target that is a file in this repository: not a web address,
/// mail address or anchor; without its `#fragment` or `?query`.
fn local_target(target: &str) -> Option<&str> {
    let external = ["http://", "https://", "mailto:", "data:", "//"];
    if target.is_empty() || target.starts_with('#') || external.iter().any(|p| target.starts_with(p)) {
        return None;
    }
    let path = target.split(['#', '?']).next().unwrap_or("");
    (!path.is_empty()).then_some(path)
}

/// The words of a piece of code that name repository paths, trimmed of
/// the punctuation around them and of a `:line` or `::item` after them.
fn code_paths(code: &str) -> Vec<String> {
    code.split_whitespace()
        .map(|word| word.trim_start_matches(['(', '"', '\'', '=']).trim_start_matches("./"))
        .map(|word| word.split(':').next().unwrap_or(""))
        .map(|word| word.trim_end_matches([',', ';', '.', ')', '"', '\'']))
        .filter(|word| !word.contains(GLOB_CHARS))
        .filter(|word| TOP_DIRS.iter().any(|d| word.starts_with(d)) || TOP_FILES.contains(word))
        .map(str::to_string)
        .collect()
}

/// Every path `document` names, as `(line, path from the root)`.
fn paths_in(document: &str) -> Vec<(usize, PathBuf)> {
    let split = split_code(&read(document));
    let folder = Path::new(document).parent().unwrap_or(Path::new("")).to_path_buf();
    let links =
        link_targets(&split.prose).into_iter().filter_map(|(line, target)| local_target(&target).map(|path| (line, folder.join(path))));
    let code = split.code.iter().flat_map(|(line, text)| code_paths(text).into_iter().map(move |path| (*line, PathBuf::from(path))));
    links.chain(code).collect()
}

#[test]
fn every_file_path_in_the_docs_exists() {
    let mut dead = Vec::new();
    let mut checked = 0;
    for document in documents() {
        for (line, path) in paths_in(&document) {
            checked += 1;
            if !root().join(&path).exists() {
                dead.push(format!("{document}:{line}: {} does not exist", path.display()));
            }
        }
    }
    assert!(dead.is_empty(), "dead file paths in the docs:\n{}", dead.join("\n"));
    assert!(checked >= 50, "only {checked} paths found in the docs: is the scan broken?");
}

#[test]
fn the_guide_has_a_page_per_surface() {
    let pages = ["README", "visualizer", "practice", "games", "labs", "slides-and-embeds", "teachers-and-lms", "trace", "notation"];
    for page in pages {
        let path = format!("docs/{page}.md");
        assert!(documents().contains(&path), "{path} is missing");
    }
}

#[test]
fn the_readme_is_at_most_400_lines() {
    let lines = read("README.md").lines().count();
    assert!(lines <= MAX_LINES, "README.md has {lines} lines, more than {MAX_LINES}: move detail to docs/");
}

#[test]
fn architecture_is_at_most_400_lines() {
    let lines = read("ARCHITECTURE.md").lines().count();
    assert!(lines <= MAX_LINES, "ARCHITECTURE.md has {lines} lines, more than {MAX_LINES}");
}

#[test]
fn the_readme_names_the_two_commands_near_its_top() {
    let readme = read("README.md");
    let top: Vec<&str> = readme.lines().take(COMMANDS_WITHIN).collect();
    for command in ["make serve", "make test"] {
        assert!(top.iter().any(|line| line.contains(command)), "README.md does not name `{command}` in its first {COMMANDS_WITHIN} lines");
    }
}

/// The scan itself: what it finds in a sample and what it leaves alone.
#[test]
fn the_scan_finds_links_images_and_paths_in_code() {
    let sample = "# T\n\nSee [the guide](docs/README.md#top), ![a](../static/x.png \"title\"),\n\
        <img src=\"static/y.png\" width=\"2\">, [web](https://example.com/src/z),\n\
        [anchor](#tests), and `tests/health.rs:12` or `make -C crates/app`,\n\
        `node tests/e2e/\nrun.mjs` and `static/shots/classic-*.png`, `src/ui/…`.\n\n\
        [ref]: ARCHITECTURE.md\n\n```sh\ncargo run -p x -- src/main.rs\n```\n";
    let split = split_code(sample);
    let links: Vec<String> = link_targets(&split.prose).into_iter().map(|(_, t)| t).collect();
    let local: Vec<&str> = links.iter().filter_map(|t| local_target(t)).collect();
    assert_eq!(local, ["docs/README.md", "../static/x.png", "static/y.png", "ARCHITECTURE.md"]);
    let code: Vec<(usize, Vec<String>)> = split.code.iter().map(|(line, text)| (*line, code_paths(text))).collect();
    let mut found: Vec<(usize, &str)> = code.iter().flat_map(|(line, paths)| paths.iter().map(move |p| (*line, p.as_str()))).collect();
    found.sort_unstable();
    assert_eq!(found, [(5, "crates/app"), (5, "tests/health.rs"), (6, "tests/e2e/"), (12, "src/main.rs")], "{:?}", split.code);
}
