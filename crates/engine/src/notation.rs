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
//! `chance(…)` or `?(…)` is a chance node; each child may carry its
//! probability first, `0.9: <2,3>` or `1/3: 5` (a decimal or a fraction
//! from 0 to 1); children without one share what the others leave equally.
//! A chance node passes the turn on: below `max(?(…))` the children are MIN.
//!
//! More than two players (max^n): leaves are utility vectors, `{1,2,6}`,
//! one number per player; levels take turns from the first player at the
//! root, or say whose turn it is, `p2(…)`. Every leaf of such a tree is a
//! vector of the same length, and its nodes are players' (no `max`, `min`
//! or chance nodes).
//!
//! The parser never panics, never recurses and does not stop at the first
//! error: it reports every error it can find, each with a span, a 1-based
//! line:column, what was expected and a hint.

use std::ops::Range;

use num_bigint::BigInt;
use num_traits::Zero;

use super::num::{Bound, NumError};
use super::tree::{Edge, Kind, Leaf, NodeId, Player, Tree, TreeBuilder, Walk};
use super::value::{Exact, Value, exact};

/// The most nodes a text may describe.
pub const MAX_NODES: usize = 1_000_000;
/// The deepest nesting of groups a text may use.
pub const MAX_DEPTH: usize = 10_000;

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
    /// What is wrong; `words::error_message` and `words::error_hint` word
    /// it.
    pub problem: Problem,
}

/// What is wrong with the text at an error's span.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// Nothing but spaces.
    Empty,
    /// A `,` with nothing before it.
    NodeBeforeComma,
    /// A `,` with nothing after it.
    NodeAfterComma,
    /// A `:` with no label before it.
    LabelBeforeColon,
    /// This text stands before a `:` but is not a name.
    BadLabel(String),
    /// Nothing follows the label (given without its colon).
    NodeAfterLabel(String),
    /// `max` or `min` (as written) without a group after it.
    GroupAfterKind(String),
    /// A number with more than [`super::num::MAX_DIGITS`] digits.
    TooManyDigits(String),
    /// Starts like a number but is not one.
    NotANumber(String),
    /// Neither a number nor a name.
    NotANumberOrName(String),
    /// More than [`MAX_NODES`] nodes.
    TooManyNodes,
    /// Deeper than [`MAX_DEPTH`] levels.
    TooDeep,
    /// A closing bracket with no group open.
    NoGroupOpen(char),
    /// A closing bracket that does not match; `needs` is the right one.
    WrongCloser { found: char, needs: char },
    /// A group opened with `open` at `line`:`column` is not closed by
    /// `close` (`found` is the bracket seen instead, if any).
    Unclosed { open: char, close: char, line: usize, column: usize, found: Option<char> },
    /// A group with no children.
    EmptyGroup,
    /// A probability (`0.5:`) on a child of a node that is not a chance
    /// node.
    ProbabilityOutsideChance(String),
    /// Written before `:` as a probability but not one from 0 to 1.
    BadProbability(String),
    /// A probability (`0.5:`, as written) with no node after it.
    ProbabilityWithoutNode(String),
    /// A label already given to another node, first written at
    /// `line`:`column`.
    DuplicateLabel { label: String, line: usize, column: usize },
    /// A chance node's probabilities add up to `sum` (written exactly):
    /// more than 1, or, when every child has one, not 1.
    ProbabilitySum(String),
    /// `{…}` that is not a utility vector of two or more numbers.
    BadVector(String),
    /// A utility vector with `found` numbers where the tree's others have
    /// `expected` (one per player).
    VectorLength { expected: usize, found: usize },
    /// A number or placeholder leaf in a tree of `players` players, whose
    /// leaves are utility vectors.
    NeedsVector { leaf: String, players: usize },
    /// A `max`, `min` or chance node in a tree of utility vectors.
    KindInMaxN(String),
    /// `pN(…)` names a player the tree's vectors have no utility for.
    PlayerOutOfRange { player: String, players: usize },
    /// The tree could not be built (a bug; never seen in practice).
    Internal(String),
}

/// Why a leaf typed in the editor box was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LeafError {
    Empty,
    TooManyDigits(String),
    NotANumber(String),
    /// Not a utility vector of `players` numbers (a max^n tree's leaf).
    NotAVector {
        text: String,
        players: usize,
    },
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
    let bare_top = root.label().is_none() && root.explicit_kind().is_none() && root.child_count() >= 2;
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
        if let Some(p) = node.edge().and_then(|e| e.probability.as_ref()) {
            out.push_str(&Value::Finite(p.clone()).to_string());
            out.push(':');
        }
        if let Some(label) = node.label() {
            out.push_str(label);
            out.push(':');
        }
        match node.leaf() {
            Some(Leaf::Value(v)) => out.push_str(&v.notation()),
            Some(Leaf::Placeholder(name)) => out.push_str(name),
            Some(Leaf::Vector(parts)) => {
                out.push('{');
                for (i, part) in parts.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    out.push_str(&part.notation());
                }
                out.push('}');
            }
            None => match node.explicit_kind() {
                Some(Kind::Max) => out.push_str("max("),
                Some(Kind::Min) => out.push_str("min("),
                Some(Kind::Chance) => out.push_str("chance("),
                Some(Kind::Player { index, .. }) => out.push_str(&format!("p{}(", u16::from(index) + 1)),
                None => out.push('<'),
            },
        }
    }
    out
}

fn closer(tree: &Tree, id: NodeId) -> &'static str {
    if tree[id].explicit_kind().is_some() { ")" } else { ">" }
}

/// The text an error quotes: at most [`QUOTED`] characters, cut with `…`
/// (a leaf can be a line of thousands of characters).
fn quote(text: &str) -> String {
    match text.char_indices().nth(QUOTED) {
        Some((at, _)) => format!("{}…", &text[..at]),
        None => text.to_string(),
    }
}

/// The most characters of the source an error message quotes.
pub const QUOTED: usize = 40;

/// The player a word such as `p2` names (from 0), if it is one: `p` and a
/// number from 1 to 255.
fn player_word(text: &str) -> Option<u8> {
    let digits = text.strip_prefix(['p', 'P'])?;
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse::<u16>().ok().filter(|n| (1..=255).contains(n)).map(|n| (n - 1) as u8)
}

/// Reads a utility vector as written, `{1, 2, 6}` (commas or spaces
/// between the numbers): `None` unless it is braces around two or more
/// numbers.
pub fn parse_vector(text: &str) -> Option<Box<[Bound]>> {
    let text = crate::num::narrow(text);
    let inner = text.trim().strip_prefix('{')?.strip_suffix('}')?;
    let parts: Vec<Bound> = inner
        .split(|c: char| c == ',' || c == '、' || c.is_whitespace())
        .filter(|p| !p.is_empty())
        .map(Bound::parse)
        .collect::<Result<_, _>>()
        .ok()?;
    (parts.len() >= 2 && parts.len() <= 255).then(|| parts.into())
}

/// Reads a probability as written before `:`: a decimal (`0.25`) or a
/// fraction of integers (`1/3`). `None` if it is neither; range is checked
/// by the caller.
pub fn parse_probability(text: &str) -> Option<Exact> {
    let text = crate::num::narrow(text);
    if let Some((n, d)) = text.split_once('/') {
        let (n, d) = (n.trim().parse::<BigInt>().ok()?, d.trim().parse::<BigInt>().ok()?);
        return (!d.is_zero()).then(|| Exact::new(n, d));
    }
    match Bound::parse(&text) {
        Ok(Bound::Finite(n)) => Some(exact(n)),
        _ => None,
    }
}

/// True for names usable as labels and placeholders: a letter or `_`, then
/// letters, digits or `_`.
pub fn is_name(text: &str) -> bool {
    let mut chars = text.chars();
    matches!(chars.next(), Some(c) if c.is_alphabetic() || c == '_') && chars.all(|c| c.is_alphanumeric() || c == '_') && !is_keyword(text)
}

fn is_keyword(text: &str) -> bool {
    ["inf", "infinity", "max", "min", "chance"].iter().any(|k| text.eq_ignore_ascii_case(k))
}

/// The vector leaf of a max^n tree typed in an editor box: `{1, 2, 6}`
/// with the tree's `players` numbers.
pub fn parse_vector_leaf(text: &str, players: usize) -> Result<Leaf, LeafError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(LeafError::Empty);
    }
    match parse_vector(text) {
        Some(parts) if parts.len() == players => Ok(Leaf::Vector(parts)),
        _ => Err(LeafError::NotAVector { text: text.to_string(), players }),
    }
}

/// Reads one leaf as typed in an editor box: a number, an infinity or a
/// placeholder name. The error says what was wrong.
pub fn parse_leaf(text: &str) -> Result<Leaf, LeafError> {
    let text = text.trim();
    match Bound::parse(text) {
        Ok(v) => Ok(Leaf::Value(v)),
        Err(NumError::TooManyDigits) => Err(LeafError::TooManyDigits(text.to_string())),
        Err(NumError::Malformed) if is_name(text) => Ok(Leaf::Placeholder(text.into())),
        Err(NumError::Malformed) if text.is_empty() => Err(LeafError::Empty),
        Err(NumError::Malformed) => Err(LeafError::NotANumber(text.to_string())),
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
    // Inside `{…}`: a utility vector is one word, commas and all.
    let mut in_vector = false;
    for (i, c) in source.char_indices() {
        // Full-width brackets, commas and colons from Japanese and Chinese
        // input methods (`（`, `，`, `、`, `：`) work as their ASCII forms.
        let width = c.len_utf8();
        let c = match c {
            '、' if !in_vector => ',',
            '\u{FF01}'..='\u{FF5E}' => char::from_u32(c as u32 - 0xFEE0).unwrap_or(c),
            _ => c,
        };
        if in_vector {
            in_vector = c != '}';
            continue;
        }
        if c == '{' && word_start.is_none() {
            word_start = Some(i);
            in_vector = true;
            continue;
        }
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
            tokens.push(Token { tok, span: i..i + width });
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
    /// A chance node's group: the probabilities given so far (their sum
    /// and how many).
    chance: Option<(Exact, usize)>,
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
    /// Where each utility vector was written, and its length.
    vectors: Vec<(Range<usize>, usize)>,
    /// Where each number or placeholder leaf was written.
    scalars: Vec<Range<usize>>,
    /// Where each kind was written (`max(`, `p2(`), and which.
    kinds: Vec<(Range<usize>, Kind)>,
    /// The text holds a utility vector: only then is `p2(…)` a player's
    /// node (elsewhere `p2` stays a placeholder name, as it always was).
    has_vectors: bool,
    /// Where each label was first written: a node's name is its own.
    labels: std::collections::HashMap<&'s str, usize>,
}

impl<'s> Parser<'s> {
    fn new(source: &'s str) -> Parser<'s> {
        let tokens = tokenize(source);
        let has_vectors = tokens.iter().any(|t| t.tok == Tok::Word && crate::num::narrow(&source[t.span.clone()]).starts_with('{'));
        Parser {
            source,
            has_vectors,
            tokens,
            pos: 0,
            builder: TreeBuilder::new(),
            groups: Vec::new(),
            errors: Vec::new(),
            stopped: false,
            vectors: Vec::new(),
            scalars: Vec::new(),
            kinds: Vec::new(),
            labels: std::collections::HashMap::new(),
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

    fn error(&mut self, span: Range<usize>, problem: Problem) {
        let (line, column) = self.line_col(span.start);
        self.errors.push(ParseError { span, line, column, problem });
    }

    fn peek(&self, ahead: usize) -> Option<Tok> {
        self.tokens.get(self.pos + ahead).map(|t| t.tok)
    }

    fn run(mut self) -> Parsed {
        if self.tokens.is_empty() {
            let end = self.source.len();
            self.error(end..end, Problem::Empty);
            return Parsed { tree: None, errors: self.errors };
        }
        // The invisible top level: becomes the root when it holds two or more
        // items, and is dropped when it holds a single group.
        self.builder.open(None, None);
        self.groups.push(Group { open_char: None, open_at: 0, items: 0, dangling_comma: None, chance: None });
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
                    self.error(span, Problem::NodeBeforeComma);
                } else {
                    group.dangling_comma = Some(span);
                }
            }
            Tok::Colon => {
                self.pos += 1;
                self.error(span, Problem::LabelBeforeColon);
            }
        }
    }

    /// Reads one item: `[probability ':'] [label ':'] (group | kind group | leaf)`.
    fn item(&mut self) {
        // A number (or fraction) followed by ':' is the child's probability.
        let mut probability: Option<Exact> = None;
        if self.peek(0) == Some(Tok::Word) && self.peek(1) == Some(Tok::Colon) {
            let span = self.tokens[self.pos].span.clone();
            let text = self.text(&span);
            if !is_name(text) {
                self.pos += 2;
                if !matches!(self.peek(0), Some(Tok::Word | Tok::Open(_))) {
                    // `0.5:` with nothing after it: never dropped silently.
                    let at = self.tokens.get(self.pos).map_or(self.source.len()..self.source.len(), |t| t.span.clone());
                    self.error(at, Problem::ProbabilityWithoutNode(quote(text)));
                    // Counted, so the group is not also called empty.
                    self.count_item();
                    return;
                }
                probability = self.probability(span, text);
            }
        }
        let mut label: Option<Box<str>> = None;
        // A word followed by ':' is a label.
        if self.peek(0) == Some(Tok::Word) && self.peek(1) == Some(Tok::Colon) {
            let span = self.tokens[self.pos].span.clone();
            let text = self.text(&span);
            if is_name(text) {
                if let Some(&first) = self.labels.get(text) {
                    let (line, column) = self.line_col(first);
                    self.error(span.clone(), Problem::DuplicateLabel { label: quote(text), line, column });
                } else {
                    self.labels.insert(text, span.start);
                }
                label = Some(text.into());
            } else {
                let problem = Problem::BadLabel(quote(text));
                self.error(span.clone(), problem);
            }
            self.pos += 2;
            if !matches!(self.peek(0), Some(Tok::Word | Tok::Open(_))) {
                let at = self.tokens.get(self.pos).map_or(self.source.len()..self.source.len(), |t| t.span.clone());
                let problem = Problem::NodeAfterLabel(quote(self.text(&span)));
                self.error(at, problem);
                // Count it anyway, so the group is not also called empty.
                self.count_item();
                return;
            }
        }
        self.count_item();
        let Some(token) = self.tokens.get(self.pos) else { return };
        let span = token.span.clone();
        let before = self.builder.len();
        match token.tok {
            Tok::Open(c) => {
                self.pos += 1;
                self.open(c, span, label, None);
            }
            Tok::Word => {
                self.pos += 1;
                let text = self.text(&span);
                let kind = if text.eq_ignore_ascii_case("max") {
                    Some(Kind::Max)
                } else if text.eq_ignore_ascii_case("min") {
                    Some(Kind::Min)
                } else if text.eq_ignore_ascii_case("chance") || text == "?" || text == "\u{FF1F}" {
                    Some(Kind::Chance)
                } else {
                    None
                };
                // `p2(…)`: a player's node in a max^n tree (a `p2` that
                // opens no group is a placeholder leaf).
                let player = player_word(text)
                    .filter(|_| self.has_vectors && matches!(self.peek(0), Some(Tok::Open(_))))
                    .map(|index| Kind::Player { index, players: 0 });
                let kind = kind.or(player);
                match (kind, self.peek(0)) {
                    (Some(kind), Some(Tok::Open(c))) => {
                        let open_span = self.tokens[self.pos].span.clone();
                        self.pos += 1;
                        self.kinds.push((span.clone(), kind));
                        self.open(c, span.start..open_span.end, label, Some(kind));
                    }
                    (Some(_), _) => {
                        let problem = Problem::GroupAfterKind(quote(text));
                        self.error(span, problem);
                    }
                    (None, _) => self.leaf(span, label),
                }
            }
            _ => {}
        }
        // The probability goes on the edge into the node just added.
        if let Some(p) = probability
            && self.builder.len() > before
        {
            self.builder.set_edge(Edge { probability: Some(p), label: None });
        }
    }

    /// Reads a child's probability written before `:`; records it in its
    /// chance group, or says why it cannot be one.
    fn probability(&mut self, span: Range<usize>, text: &str) -> Option<Exact> {
        let p = parse_probability(text).filter(|p| !p.is_negative() && *p <= Exact::one());
        match (self.groups.last_mut().and_then(|g| g.chance.as_mut()), p) {
            (Some((sum, given)), Some(p)) => {
                *sum += &p;
                *given += 1;
                Some(p)
            }
            (Some(_), None) => {
                self.error(span, Problem::BadProbability(quote(text)));
                None
            }
            // Not under a chance node: a probability there is a mistake;
            // anything else before ':' was meant as a label.
            (None, Some(_)) => {
                self.error(span, Problem::ProbabilityOutsideChance(quote(text)));
                None
            }
            (None, None) => {
                self.error(span, Problem::BadLabel(quote(text)));
                None
            }
        }
    }

    fn count_item(&mut self) {
        let Some(group) = self.groups.last_mut() else { return };
        group.items += 1;
        group.dangling_comma = None;
    }

    fn leaf(&mut self, span: Range<usize>, label: Option<Box<str>>) {
        let text = self.text(&span);
        if crate::num::narrow(text).starts_with('{') {
            let Some(parts) = parse_vector(text) else {
                self.error(span, Problem::BadVector(quote(text)));
                return;
            };
            if self.builder.len() > MAX_NODES {
                self.limit_nodes(span);
                return;
            }
            self.vectors.push((span, parts.len()));
            self.builder.leaf(label, Leaf::Vector(parts));
            return;
        }
        self.scalars.push(span.clone());
        let leaf = match Bound::parse(text) {
            Ok(v) => Leaf::Value(v),
            Err(NumError::TooManyDigits) => {
                let problem = Problem::TooManyDigits(quote(text));
                self.error(span, problem);
                return;
            }
            Err(NumError::Malformed) if is_name(text) => Leaf::Placeholder(text.into()),
            Err(NumError::Malformed) => {
                let looks_numeric = crate::num::narrow(text).starts_with(|c: char| c.is_ascii_digit() || "-+.\u{2212}".contains(c));
                let problem = if looks_numeric { Problem::NotANumber(quote(text)) } else { Problem::NotANumberOrName(quote(text)) };
                self.error(span, problem);
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
        self.error(span, Problem::TooManyNodes);
        self.stopped = true;
    }

    fn open(&mut self, c: char, span: Range<usize>, label: Option<Box<str>>, kind: Option<Kind>) {
        // The top level does not count as a level of nesting.
        if self.groups.len() > MAX_DEPTH {
            self.error(span, Problem::TooDeep);
            self.stopped = true;
            return;
        }
        if self.builder.len() > MAX_NODES {
            self.limit_nodes(span);
            return;
        }
        self.builder.open_kind(label, kind);
        let chance = (kind == Some(Kind::Chance)).then(|| (Exact::zero(), 0));
        self.groups.push(Group { open_char: Some(c), open_at: span.start, items: 0, dangling_comma: None, chance });
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
            let problem = if self.groups.len() == 1 {
                Problem::NoGroupOpen(c)
            } else {
                let needs = self.groups.last().and_then(|g| g.open_char).map_or('>', matching);
                Problem::WrongCloser { found: c, needs }
            };
            self.error(span, problem);
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
        let (line, column) = self.line_col(group.open_at);
        let problem = Problem::Unclosed { open: open_char, close: matching(open_char), line, column, found };
        self.error(at.clone(), problem);
        self.pop_group(at.start..at.start);
    }

    fn pop_group(&mut self, at: Range<usize>) {
        let Some(group) = self.groups.pop() else { return };
        if let Some(comma) = group.dangling_comma {
            self.error(comma, Problem::NodeAfterComma);
        }
        if let Some((sum, given)) = &group.chance
            && group.items > 0
            && (*sum > Exact::one() || (*given == group.items && !sum.is_one()))
        {
            let problem = Problem::ProbabilitySum(Value::Finite(sum.clone()).to_string());
            self.error(group.open_at..at.end, problem);
        }
        if group.items == 0 {
            let open_span = group.open_at..at.end;
            self.error(open_span, Problem::EmptyGroup);
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
            && let Some(comma) = top.dangling_comma.clone()
        {
            self.error(comma, Problem::NodeAfterComma);
        }
    }

    /// A tree of more than two players: every leaf a vector of one length,
    /// every written kind a player's that the vectors have a utility for.
    fn check_players(&mut self) {
        let written = self.kinds.iter().filter_map(|(_, k)| match k {
            Kind::Player { index, .. } => Some(usize::from(*index) + 1),
            _ => None,
        });
        let players = self.vectors.iter().map(|(_, n)| *n).max().unwrap_or(0);
        let highest = written.max().unwrap_or(0);
        if players == 0 && highest == 0 {
            return;
        }
        // The vectors say how many players there are; the most common
        // length is taken as meant, so one slip is the one reported.
        let expected = {
            let mut counts = std::collections::BTreeMap::new();
            for (_, n) in &self.vectors {
                *counts.entry(*n).or_insert(0usize) += 1;
            }
            counts.into_iter().max_by_key(|&(n, c)| (c, n)).map_or(highest.max(2), |(n, _)| n)
        };
        let mut found = Vec::new();
        for (span, n) in &self.vectors {
            if *n != expected {
                found.push((span.clone(), Problem::VectorLength { expected, found: *n }));
            }
        }
        for span in &self.scalars {
            found.push((span.clone(), Problem::NeedsVector { leaf: quote(self.text(span)), players: expected }));
        }
        for (span, kind) in &self.kinds {
            match kind {
                Kind::Player { index, .. } if usize::from(*index) < expected => {}
                Kind::Player { .. } => {
                    found.push((span.clone(), Problem::PlayerOutOfRange { player: quote(self.text(span)), players: expected }))
                }
                _ => found.push((span.clone(), Problem::KindInMaxN(quote(self.text(span))))),
            }
        }
        for (span, problem) in found {
            self.error(span, problem);
        }
    }

    fn build(mut self) -> Parsed {
        if self.errors.is_empty() {
            self.check_players();
        }
        if !self.errors.is_empty() {
            super::sorting::sort_by_key(&mut self.errors, |e| e.span.start);
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
                self.error(0..end, Problem::Internal(format!("{e:?}")));
                Parsed { tree: None, errors: self.errors }
            }
        }
    }
}
