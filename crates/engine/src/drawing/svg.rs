//! The figure as SVG text, for files (the question bank's images): the
//! same shapes, texts and edges the page's lab figure draws with yew
//! (`crates/extras/src/figure.rs`), both from [`outline`].

use std::fmt::Write as _;

use super::{Block, Drawing, Line, Part, Placed, Shape};
use crate::layout::fixed;
use crate::tree::{Kind, NodeId, Tree};

/// A shape's outline as SVG draws it.
#[derive(Clone, Debug, PartialEq)]
pub enum Outline {
    /// A box with rounded corners: `x`, `y`, width, height.
    Rect(f64, f64, f64, f64),
    /// A circle or an ellipse: centre and radii.
    Ellipse(f64, f64, f64, f64),
    /// A triangle, as a path's `d`.
    Path(String),
}

fn f(v: f64) -> String {
    fixed(v, 1)
}

/// The outline of a node's shape, placed.
pub fn outline(shape: Shape, n: &Placed) -> Outline {
    let r = n.shape;
    match shape {
        Shape::Leaf | Shape::More => Outline::Rect(r.x0, r.y0, r.x1 - r.x0, r.y1 - r.y0),
        Shape::Chance => Outline::Ellipse(n.x, n.y, (r.x1 - r.x0) / 2.0, (r.y1 - r.y0) / 2.0),
        Shape::Max => Outline::Path(format!("M{} {}L{} {}L{} {}Z", f(r.x0), f(r.y1), f(r.x1), f(r.y1), f(n.x), f(r.y0))),
        Shape::Min => Outline::Path(format!("M{} {}L{} {}L{} {}Z", f(r.x0), f(r.y0), f(r.x1), f(r.y0), f(n.x), f(r.y1))),
    }
}

/// A typed tree's parts, in its nodes' order (a node's index is its id's):
/// MAX, MIN and chance shapes with their names left of them, leaves as
/// boxes with their values (a placeholder's name), and `under` lines a
/// caller adds per node (a leaf's name, an answer).
pub fn tree_parts(tree: &Tree, under: impl Fn(NodeId) -> Vec<Line>) -> Vec<Part> {
    tree.ids()
        .map(|id| {
            let shape = match tree[id].kind() {
                None => Shape::Leaf,
                Some(Kind::Chance) => Shape::Chance,
                Some(_) => Shape::of(tree[id].player()),
            };
            let inside = match shape {
                Shape::Leaf => tree.leaf_value(id).map(|v| v.to_string()).unwrap_or_else(|| tree.name(id).to_string()),
                _ => tree.name(id).to_string(),
            };
            Part { parent: tree[id].parent().map(NodeId::index), shape, inside, under: under(id), top: Vec::new() }
        })
        .collect()
}

/// `&`, `<`, `>` and `"` as HTML and XML write them.
pub fn escape_xml(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            _ => out.push(c),
        }
    }
    out
}

/// How a standalone file colours a shape (it has no style sheet).
fn fill(shape: Shape) -> &'static str {
    match shape {
        Shape::Max => "#dbe8fb",
        Shape::Min => "#fde2e1",
        Shape::Chance => "#eeeeee",
        Shape::Leaf => "#ffffff",
        Shape::More => "none",
    }
}

fn block(out: &mut String, lines: &[Line], b: &Block) {
    for (line, y) in lines.iter().zip(&b.baselines) {
        let _ = write!(out, "<text x=\"{}\" y=\"{}\" text-anchor=\"{}\">{}</text>", f(b.x), f(*y), b.anchor.svg(), escape_xml(&line.text));
    }
}

/// The drawing of `parts` as a standalone SVG file titled `title`, on
/// white, with its colours inline, `d`'s size in pixels.
pub fn svg_text(d: &Drawing, parts: &[Part], title: &str) -> String {
    let (width, height) = (d.width.ceil(), d.height.ceil());
    let mut out = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {width} {height}\" width=\"{width}\" height=\"{height}\" \
         font-family=\"DejaVu Sans, Arial, sans-serif\" font-size=\"{}\" fill=\"#222\">\n<title>{}</title>\n\
         <rect width=\"100%\" height=\"100%\" fill=\"#fff\"/>\n<g fill=\"none\" stroke=\"#333\" stroke-width=\"1.5\">\n",
        f(d.font),
        escape_xml(title)
    );
    // (The root has no edge: `edge` says so, wherever it is.)
    for i in 0..d.nodes.len() {
        if let Some(points) = d.edge(i) {
            let points: Vec<String> = points.iter().map(|&(x, y)| format!("{},{}", f(x), f(y))).collect();
            let _ = writeln!(out, "<polyline points=\"{}\"/>", points.join(" "));
        }
    }
    out.push_str("</g>\n");
    for (n, part) in d.nodes.iter().zip(parts) {
        let paint = format!("fill=\"{}\" stroke=\"#333\" stroke-width=\"1.5\"", fill(part.shape));
        let _ = match outline(part.shape, n) {
            Outline::Rect(x, y, w, h) => {
                write!(out, "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"3\" {paint}/>", f(x), f(y), f(w), f(h))
            }
            Outline::Ellipse(cx, cy, rx, ry) => {
                write!(out, "<ellipse cx=\"{}\" cy=\"{}\" rx=\"{}\" ry=\"{}\" {paint}/>", f(cx), f(cy), f(rx), f(ry))
            }
            Outline::Path(p) => write!(out, "<path d=\"{p}\" {paint}/>"),
        };
        if let Some(b) = &n.inside {
            let y = b.baselines.first().copied().unwrap_or(n.y);
            // A name (beside its shape) in bold, as the page draws it.
            let weight = if part.shape.boxed() { "" } else { " font-weight=\"bold\"" };
            let _ = write!(
                out,
                "<text x=\"{}\" y=\"{}\" text-anchor=\"{}\"{weight}>{}</text>",
                f(b.x),
                f(y),
                b.anchor.svg(),
                escape_xml(&part.inside)
            );
        }
        if let Some(b) = &n.under {
            block(&mut out, &part.under, b);
        }
        if let Some(b) = &n.top {
            block(&mut out, &part.top, b);
        }
        out.push('\n');
    }
    out.push_str("</svg>\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tree_as_a_file_is_the_one_figure_every_node_named() {
        let tree = crate::notation::parse("<3,5,10>,<2,a,b>,<2,7,3>").into_result().unwrap_or_else(|e| panic!("{e:?}"));
        let parts = tree_parts(&tree, |id| if tree[id].is_leaf() { vec![Line::new(tree.name(id), "name")] } else { Vec::new() });
        let drawing = Drawing::new(&parts, 14.0);
        let text = svg_text(&drawing, &parts, "A & <B>");
        let doc = roxmltree::Document::parse(&text).unwrap_or_else(|e| panic!("{e}: {text}"));
        let count = |tag: &str| doc.descendants().filter(|n| n.has_tag_name(tag)).count();
        assert_eq!(count("path"), 4, "a triangle per inner node");
        assert_eq!(count("rect"), 1 + 9, "the background and a box per leaf");
        assert_eq!(count("polyline"), tree.len() - 1, "an edge per child");
        let texts: Vec<&str> = doc.descendants().filter(|n| n.has_tag_name("text")).filter_map(|t| t.text()).collect();
        for id in tree.ids() {
            assert!(texts.contains(&tree.name(id)), "{} is named", tree.name(id));
        }
        // The placeholders stand in their boxes; the title is escaped.
        assert!(texts.contains(&"a") && texts.contains(&"10"));
        assert_eq!(doc.descendants().find(|n| n.has_tag_name("title")).and_then(|t| t.text()), Some("A & <B>"));
    }
}
