//! The tree notation people type: parsing with located, helpful errors, and
//! printing back.
//!
//! ```text
//! <3,5,10>,<2,a,b>,<2,7,3>                      the course notes' classic example
//! max(min(3,12,8), min(2,4,6), min(14,5,2))    AIMA style, kinds written out
//! A:max(B:min(3 12 8) C:min(2 4 6))            labels; spaces separate too
//! ```
//!
//! Groups are `<…>`, `[…]` or `(…)`. A top-level list of two or more items
//! is the root's children; a single top-level group is the root itself.
//! Levels alternate from the root's player unless written `max(…)`/`min(…)`.
//!
//! The parser never panics, never recurses and does not stop at the first
//! error: it reports every error it can find, each with a span, a 1-based
//! line:column, what was expected and a hint.

use std::fmt;
use std::ops::Range;

use super::num::{Bound, NumError};
use super::tree::{Leaf, NodeId, Player, Tree, TreeBuilder, Walk};

/// The most nodes a text may describe.
pub const MAX_NODES: usize = 1_000_000;
/// The deepest nesting of groups a text may use.
pub const MAX_DEPTH: usize = 10_000;

/// The hint shown for anything that should have been a leaf.
pub const LEAF_HINT: &str = "leaves are numbers like 3, -2.5 or inf, or a name like a for an unknown value";

/// One problem in the text, located and explained.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// Byte range in the source that the error points at (may be empty, at
    /// the end of the text).
    pub span: Range<usize>,
    /// 1-based line of `span.start`.
    pub line: usize,
    /// 1-based column (in characters) of `span.start`.
    pub column: usize,
    /// What is wrong, e.g. `expected '>' to close '<' opened at 1:1`.
    pub message: String,
    /// What to do about it, if there is something useful to say.
    pub hint: Option<String>,
}

/// The outcome of parsing: the tree when the text describes one, and every
/// error found.
#[derive(Clone, Debug)]
pub struct Parsed {
    /// The tree; `None` when there were errors.
    pub tree: Option<Tree>,
    /// Every error, in source order.
    pub errors: Vec<ParseError>,
}

impl Parsed {
    /// The tree, or the errors.
    pub fn into_result(self) -> Result<Tree, Vec<ParseError>> {
        match self.tree {
            Some(tree) if self.errors.is_empty() => Ok(tree),
            _ => Err(self.errors),
        }
    }
}

impl fmt::Display for ParseError {
    /// `1:9: expected '>' to close '<' opened at 1:1 — hint`
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.line, self.column, self.message)?;
        if let Some(hint) = &self.hint {
            write!(f, " — {hint}")?;
        }
        Ok(())
    }
}

impl ParseError {
    /// The error with the source line it points into and a caret under the
    /// span, for terminals and the editor:
    ///
    /// ```text
    /// error: expected '>' to close '<' opened at 1:1
    ///  --> 1:9
    ///   |
    /// 1 | <3,5,10
    ///   |         ^
    ///   = hint: …
    /// ```
    pub fn render(&self, source: &str) -> String {
        let line_text = source.lines().nth(self.line - 1).unwrap_or("");
        let line_start = line_start_offset(source, self.line);
        let width = {
            let end = self.span.end.min(line_start + line_text.len()).max(self.span.start);
            source.get(self.span.start..end).map_or(0, |s| s.chars().count())
        };
        let gutter = self.line.to_string().len();
        let pad = " ".repeat(gutter);
        let mut out = format!("error: {}\n{pad}--> {}:{}\n{pad} |\n", self.message, self.line, self.column);
        out.push_str(&format!("{} | {}\n", self.line, line_text));
        out.push_str(&format!("{pad} | {}{}\n", " ".repeat(self.column - 1), "^".repeat(width.max(1))));
        if let Some(hint) = &self.hint {
            out.push_str(&format!("{pad} = hint: {hint}\n"));
        }
        out
    }
}

fn line_start_offset(source: &str, line: usize) -> usize {
    if line <= 1 {
        return 0;
    }
    source.match_indices('\n').nth(line - 2).map_or(source.len(), |(i, _)| i + 1)
}

/// Parses notation text. The root is MAX unless written `min(…)`; use
/// [`Tree::with_root_player`] to change the default.
pub fn parse(source: &str) -> Parsed {
    Parser::new(source).run()
}

/// Prints a tree in the notation. Parsing the result gives back an equal
/// tree: labels and kinds that were written are written again, generated
/// names are not.
pub fn print(tree: &Tree) -> String {
    let mut out = String::new();
    let root = &tree[NodeId::ROOT];
    let bare_top = root.label().is_none() && root.explicit().is_none() && root.child_count() >= 2;
    for step in tree.walk() {
        let id = match step {
            Walk::Leave(id) => {
                if !(id == NodeId::ROOT && bare_top) {
                    out.push_str(closer(tree, id));
                }
                continue;
            }
            Walk::Enter(id) => id,
        };
        let node = &tree[id];
        if node.index_in_parent() > 0 {
            out.push(',');
        }
        if id == NodeId::ROOT && bare_top {
            continue;
        }
        if let Some(label) = node.label() {
            out.push_str(label);
            out.push(':');
        }
        match node.leaf() {
            Some(Leaf::Value(v)) => out.push_str(&v.notation()),
            Some(Leaf::Placeholder(name)) => out.push_str(name),
            None => out.push_str(match node.explicit() {
                Some(Player::Max) => "max(",
                Some(Player::Min) => "min(",
                None => "<",
            }),
        }
    }
    out
}

fn closer(tree: &Tree, id: NodeId) -> &'static str {
    if tree[id].explicit().is_some() { ")" } else { ">" }
}

/// True for names usable as labels and placeholders: a letter or `_`, then
/// letters, digits or `_`.
pub fn is_name(text: &str) -> bool {
    let mut chars = text.chars();
    matches!(chars.next(), Some(c) if c.is_alphabetic() || c == '_')
        && chars.all(|c| c.is_alphanumeric() || c == '_')
        && !is_keyword(text)
}

fn is_keyword(text: &str) -> bool {
    ["inf", "infinity", "max", "min"].iter().any(|k| text.eq_ignore_ascii_case(k))
}

/// Reads one leaf as typed in an editor box: a number, an infinity or a
/// placeholder name. The error says what was wrong.
pub fn parse_leaf(text: &str) -> Result<Leaf, String> {
    let text = text.trim();
    match Bound::parse(text) {
        Ok(v) => Ok(Leaf::Value(v)),
        Err(NumError::TooManyDigits) => Err(format!("'{text}' has more than {} digits", super::num::MAX_DIGITS)),
        Err(NumError::Malformed) if is_name(text) => Ok(Leaf::Placeholder(text.into())),
        Err(NumError::Malformed) if text.is_empty() => Err(format!("a leaf needs a value — {LEAF_HINT}")),
        Err(NumError::Malformed) => Err(format!("'{text}' is not a number — {LEAF_HINT}")),
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Tok {
    Open(char),
    Close(char),
    Comma,
    Colon,
    Word,
}

struct Token {
    tok: Tok,
    span: Range<usize>,
}

fn tokenize(source: &str) -> Vec<Token> {
    let mut tokens = Vec::new();
    let mut word_start: Option<usize> = None;
    for (i, c) in source.char_indices() {
        let tok = match c {
            '<' | '[' | '(' => Some(Tok::Open(c)),
            '>' | ']' | ')' => Some(Tok::Close(c)),
            ',' => Some(Tok::Comma),
            ':' => Some(Tok::Colon),
            _ if c.is_whitespace() => None,
            _ => {
                word_start.get_or_insert(i);
                continue;
            }
        };
        if let Some(start) = word_start.take() {
            tokens.push(Token { tok: Tok::Word, span: start..i });
        }
        if let Some(tok) = tok {
            tokens.push(Token { tok, span: i..i + c.len_utf8() });
        }
    }
    if let Some(start) = word_start {
        tokens.push(Token { tok: Tok::Word, span: start..source.len() });
    }
    tokens
}

fn matching(open: char) -> char {
    match open {
        '<' => '>',
        '[' => ']',
        _ => ')',
    }
}

/// A group being read: the bottom entry is the invisible top level.
struct Group {
    open_char: Option<char>,
    open_at: usize,
    /// Items read so far in this group.
    items: usize,
    /// The span of a comma not yet followed by an item.
    dangling_comma: Option<Range<usize>>,
}

struct Parser<'s> {
    source: &'s str,
    tokens: Vec<Token>,
    pos: usize,
    builder: TreeBuilder,
    groups: Vec<Group>,
    errors: Vec<ParseError>,
    /// Set when a limit was passed: nothing more is read.
    stopped: bool,
}

impl<'s> Parser<'s> {
    fn new(source: &'s str) -> Parser<'s> {
        Parser {
            source,
            tokens: tokenize(source),
            pos: 0,
            builder: TreeBuilder::new(),
            groups: Vec::new(),
            errors: Vec::new(),
            stopped: false,
        }
    }

    fn text(&self, span: &Range<usize>) -> &'s str {
        &self.source[span.clone()]
    }

    fn line_col(&self, offset: usize) -> (usize, usize) {
        let before = &self.source[..offset];
        let line = before.matches('\n').count() + 1;
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        (line, before[line_start..].chars().count() + 1)
    }

    fn error(&mut self, span: Range<usize>, message: impl Into<String>, hint: Option<&str>) {
        let (line, column) = self.line_col(span.start);
        self.errors.push(ParseError { span, line, column, message: message.into(), hint: hint.map(str::to_string) });
    }

    fn peek(&self, ahead: usize) -> Option<Tok> {
        self.tokens.get(self.pos + ahead).map(|t| t.tok)
    }

    fn run(mut self) -> Parsed {
        if self.tokens.is_empty() {
            let end = self.source.len();
            self.error(end..end, "the tree is empty", Some("type the root's children, like <3,5,10>,<2,a,b>,<2,7,3>"));
            return Parsed { tree: None, errors: self.errors };
        }
        // The invisible top level: becomes the root when it holds two or more
        // items, and is dropped when it holds a single group.
        self.builder.open(None, None);
        self.groups.push(Group { open_char: None, open_at: 0, items: 0, dangling_comma: None });
        while self.pos < self.tokens.len() && !self.stopped {
            self.step();
        }
        if !self.stopped {
            self.finish_groups();
        }
        self.build()
    }

    fn step(&mut self) {
        let Token { tok, span } = &self.tokens[self.pos];
        let (tok, span) = (*tok, span.clone());
        match tok {
            Tok::Open(_) | Tok::Word => self.item(),
            Tok::Close(c) => {
                self.pos += 1;
                self.close(c, span);
            }
            Tok::Comma => {
                self.pos += 1;
                let Some(group) = self.groups.last_mut() else { return };
                if group.items == 0 || group.dangling_comma.is_some() {
                    self.error(span, "expected a node before ','", Some(LEAF_HINT));
                } else {
                    group.dangling_comma = Some(span);
                }
            }
            Tok::Colon => {
                self.pos += 1;
                self.error(span, "expected a label before ':'", Some("a label is a name like A or x1, written before a node as in A:max(3, 5)"));
            }
        }
    }

    /// Reads one item: `[label ':'] (group | kind group | leaf)`.
    fn item(&mut self) {
        let mut label: Option<Box<str>> = None;
        // A word followed by ':' is a label.
        if self.peek(0) == Some(Tok::Word) && self.peek(1) == Some(Tok::Colon) {
            let span = self.tokens[self.pos].span.clone();
            let text = self.text(&span);
            if is_name(text) {
                label = Some(text.into());
            } else {
                self.error(span.clone(), format!("'{text}' cannot be a label"), Some("labels are names like A or x1"));
            }
            self.pos += 2;
            if !matches!(self.peek(0), Some(Tok::Word | Tok::Open(_))) {
                let at = self.tokens.get(self.pos).map_or(self.source.len()..self.source.len(), |t| t.span.clone());
                self.error(at, format!("expected a node after the label '{}:'", self.text(&span)), Some(LEAF_HINT));
                // Count it anyway, so the group is not also called empty.
                self.count_item();
                return;
            }
        }
        self.count_item();
        let Some(token) = self.tokens.get(self.pos) else { return };
        let span = token.span.clone();
        match token.tok {
            Tok::Open(c) => {
                self.pos += 1;
                self.open(c, span, label, None);
            }
            Tok::Word => {
                self.pos += 1;
                let text = self.text(&span);
                let kind = if text.eq_ignore_ascii_case("max") {
                    Some(Player::Max)
                } else if text.eq_ignore_ascii_case("min") {
                    Some(Player::Min)
                } else {
                    None
                };
                match (kind, self.peek(0)) {
                    (Some(kind), Some(Tok::Open(c))) => {
                        let open_span = self.tokens[self.pos].span.clone();
                        self.pos += 1;
                        self.open(c, span.start..open_span.end, label, Some(kind));
                    }
                    (Some(_), _) => {
                        self.error(span, format!("expected a group after '{text}'"), Some("write the children in brackets, like max(3, 5) or min(<1,2>, 4)"));
                    }
                    (None, _) => self.leaf(span, label),
                }
            }
            _ => {}
        }
    }

    fn count_item(&mut self) {
        let Some(group) = self.groups.last_mut() else { return };
        group.items += 1;
        group.dangling_comma = None;
    }

    fn leaf(&mut self, span: Range<usize>, label: Option<Box<str>>) {
        let text = self.text(&span);
        let leaf = match Bound::parse(text) {
            Ok(v) => Leaf::Value(v),
            Err(NumError::TooManyDigits) => {
                self.error(span, format!("'{text}' has more than {} digits", super::num::MAX_DIGITS), Some("numbers are compared exactly, so they may have at most 18 digits"));
                return;
            }
            Err(NumError::Malformed) if is_name(text) => Leaf::Placeholder(text.into()),
            Err(NumError::Malformed) => {
                let looks_numeric = text.starts_with(|c: char| c.is_ascii_digit() || "-+.\u{2212}".contains(c));
                let message = if looks_numeric { format!("'{text}' is not a number") } else { format!("'{text}' is not a number or a name") };
                self.error(span, message, Some(LEAF_HINT));
                return;
            }
        };
        if self.builder.len() > MAX_NODES {
            self.limit_nodes(span);
            return;
        }
        self.builder.leaf(label, leaf);
    }

    fn limit_nodes(&mut self, span: Range<usize>) {
        self.error(span, format!("the tree has more than {MAX_NODES} nodes, the limit"), Some("split the tree or use a smaller example"));
        self.stopped = true;
    }

    fn open(&mut self, c: char, span: Range<usize>, label: Option<Box<str>>, kind: Option<Player>) {
        // The top level does not count as a level of nesting.
        if self.groups.len() > MAX_DEPTH {
            self.error(span, format!("groups are nested more than {MAX_DEPTH} levels deep, the limit"), Some("use a shallower tree"));
            self.stopped = true;
            return;
        }
        if self.builder.len() > MAX_NODES {
            self.limit_nodes(span);
            return;
        }
        self.builder.open(label, kind);
        self.groups.push(Group { open_char: Some(c), open_at: span.start, items: 0, dangling_comma: None });
    }

    fn close(&mut self, c: char, span: Range<usize>) {
        // Which open group does this bracket close?
        let target = self.groups.iter().rposition(|g| g.open_char.map(matching) == Some(c));
        let Some(target) = target else {
            if self.groups.len() > 1 {
                // Most likely the wrong bracket for the innermost group.
                self.unclosed(span, Some(c));
                return;
            }
            let message = if self.groups.len() == 1 {
                format!("unexpected '{c}': no group is open")
            } else {
                let top = self.groups.last().and_then(|g| g.open_char).map_or('<', matching);
                format!("unexpected '{c}': the open group needs '{top}'")
            };
            self.error(span, message, Some("every '<', '[' or '(' is closed by its own '>', ']' or ')'"));
            return;
        };
        // Groups above the target were never closed.
        while self.groups.len() > target + 1 {
            self.unclosed(span.start..span.end, Some(c));
        }
        self.pop_group(span);
    }

    /// Reports the innermost group as unclosed at `at` and closes it.
    fn unclosed(&mut self, at: Range<usize>, found: Option<char>) {
        let Some(group) = self.groups.last() else { return };
        let Some(open_char) = group.open_char else { return };
        let (line, col) = self.line_col(group.open_at);
        let mut message = format!("expected '{}' to close '{}' opened at {}:{}", matching(open_char), open_char, line, col);
        if let Some(found) = found {
            message.push_str(&format!(", found '{found}'"));
        }
        let hint = format!("add the missing '{}', or remove the '{}'", matching(open_char), open_char);
        self.error(at.clone(), message, Some(&hint));
        self.pop_group(at.start..at.start);
    }

    fn pop_group(&mut self, at: Range<usize>) {
        let Some(group) = self.groups.pop() else { return };
        if let Some(comma) = group.dangling_comma {
            self.error(comma, "expected a node after ','", Some(LEAF_HINT));
        }
        if group.items == 0 {
            let open_span = group.open_at..at.end;
            self.error(open_span, "empty group: a node needs at least one child", Some("put children inside, like <3,5>, or write a leaf value instead"));
            self.builder.abandon_empty();
        } else {
            self.builder.close();
        }
    }

    fn finish_groups(&mut self) {
        let end = self.source.len();
        while self.groups.len() > 1 {
            self.unclosed(end..end, None);
        }
        if let Some(top) = self.groups.last()
            && let Some(comma) = top.dangling_comma.clone() {
                self.error(comma, "expected a node after ','", Some(LEAF_HINT));
            }
    }

    fn build(mut self) -> Parsed {
        if !self.errors.is_empty() {
            self.errors.sort_by_key(|e| e.span.start);
            return Parsed { tree: None, errors: self.errors };
        }
        let top_items = self.groups.first().map_or(0, |g| g.items);
        self.builder.close();
        if top_items == 1 {
            // A single top-level group is the root itself; a single leaf is
            // a one-node tree.
            self.builder.lift_only_child();
        }
        match std::mem::take(&mut self.builder).finish(Player::Max) {
            Ok(tree) => Parsed { tree: Some(tree), errors: Vec::new() },
            Err(e) => {
                // Unreachable in practice: empty groups are reported above.
                let end = self.source.len();
                self.error(0..end, format!("could not build the tree: {e:?}"), None);
                Parsed { tree: None, errors: self.errors }
            }
        }
    }
}
