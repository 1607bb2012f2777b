//! Exporting the current view: SVG (self-contained, styles inlined), PNG at
//! twice the on-screen resolution, the notation, JSON and TikZ. Downloads
//! go through data URLs, so nothing is uploaded anywhere.

use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;
use web_sys::{Element, HtmlAnchorElement, HtmlCanvasElement, HtmlImageElement};

use super::url::percent_encode;

/// The presentation properties copied from the page into the SVG, so it
/// looks the same in Inkscape, PowerPoint or Keynote without the CSS.
const STYLE_PROPERTIES: &[&str] = &[
    "fill",
    "fill-opacity",
    "stroke",
    "stroke-width",
    "stroke-dasharray",
    "stroke-opacity",
    "stroke-linecap",
    "stroke-linejoin",
    "opacity",
    "font-family",
    "font-size",
    "font-weight",
    "font-style",
    "paint-order",
    "text-anchor",
];

/// Starts a download of `content` as `filename`.
pub fn download_text(filename: &str, mime: &str, content: &str) {
    download_url(filename, &format!("data:{mime};charset=utf-8,{}", percent_encode(content)));
}

fn download_url(filename: &str, href: &str) {
    let document = gloo::utils::document();
    let Ok(element) = document.create_element("a") else { return };
    let Ok(anchor) = element.dyn_into::<HtmlAnchorElement>() else { return };
    anchor.set_href(href);
    anchor.set_download(filename);
    let _ = anchor.set_attribute("style", "display:none");
    if gloo::utils::body().append_child(&anchor).is_ok() {
        anchor.click();
        let _ = gloo::utils::body().remove_child(&anchor);
    }
}

/// The drawing as a standalone SVG document: the whole tree (zoom and pan
/// removed), every element's look written into its `style`, on a
/// background of the current theme.
pub fn svg_document(svg: &Element) -> Option<String> {
    let window = gloo::utils::window();
    let copy = svg.clone_node_with_deep(true).ok()?.dyn_into::<Element>().ok()?;
    let live = svg.query_selector_all("*").ok()?;
    let cloned = copy.query_selector_all("*").ok()?;
    for i in 0..live.length().min(cloned.length()) {
        let (Some(from), Some(to)) = (live.item(i), cloned.item(i)) else { continue };
        let (Ok(from), Ok(to)) = (from.dyn_into::<Element>(), to.dyn_into::<Element>()) else { continue };
        let Ok(Some(computed)) = window.get_computed_style(&from) else { continue };
        let mut style = String::new();
        for property in STYLE_PROPERTIES {
            if let Ok(value) = computed.get_property_value(property)
                && !value.is_empty() && value != "normal" {
                    style.push_str(&format!("{property}:{value};"));
                }
        }
        let _ = to.set_attribute("style", &style);
        // Interactive attributes mean nothing in a file.
        for attribute in ["tabindex", "role"] {
            let _ = to.remove_attribute(attribute);
        }
    }
    // The whole tree, not the current zoom.
    if let Ok(Some(group)) = copy.query_selector("g") {
        let _ = group.remove_attribute("transform");
    }
    let view_box = svg.get_attribute("viewBox").unwrap_or_default();
    let mut parts = view_box.split_whitespace().filter_map(|p| p.parse::<f64>().ok()).skip(2);
    let (width, height) = (parts.next().unwrap_or(800.0), parts.next().unwrap_or(600.0));
    let _ = copy.set_attribute("xmlns", "http://www.w3.org/2000/svg");
    let _ = copy.set_attribute("width", &format!("{width:.0}"));
    let _ = copy.set_attribute("height", &format!("{height:.0}"));
    let _ = copy.remove_attribute("class");
    let background = window
        .get_computed_style(&gloo::utils::document().document_element()?)
        .ok()
        .flatten()
        .and_then(|s| s.get_property_value("--panel").ok())
        .map(|v| v.trim().to_string())
        .filter(|v| !v.is_empty())
        .unwrap_or_else(|| "#ffffff".to_string());
    let document = gloo::utils::document();
    if let Ok(rect) = document.create_element_ns(Some("http://www.w3.org/2000/svg"), "rect") {
        for (k, v) in [("x", "0"), ("y", "0"), ("width", "100%"), ("height", "100%")] {
            let _ = rect.set_attribute(k, v);
        }
        let _ = rect.set_attribute("fill", &background);
        let _ = copy.insert_before(&rect, copy.first_child().as_ref());
    }
    let markup = copy.outer_html();
    Some(format!("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n{markup}\n"))
}

/// Renders the SVG document to a PNG at twice its size and downloads it.
pub fn download_png(filename: &str, svg_markup: &str, width: f64, height: f64) {
    let Ok(image) = HtmlImageElement::new() else { return };
    let (filename, scale) = (filename.to_string(), 2.0);
    let loaded = image.clone();
    let onload = Closure::once_into_js(move || {
        let document = gloo::utils::document();
        let Some(canvas) = document.create_element("canvas").ok().and_then(|c| c.dyn_into::<HtmlCanvasElement>().ok()) else { return };
        canvas.set_width((width * scale).round() as u32);
        canvas.set_height((height * scale).round() as u32);
        let Some(context) = canvas.get_context("2d").ok().flatten().and_then(|c| c.dyn_into::<web_sys::CanvasRenderingContext2d>().ok()) else { return };
        let _ = context.scale(scale, scale);
        if context.draw_image_with_html_image_element(&loaded, 0.0, 0.0).is_ok()
            && let Ok(url) = canvas.to_data_url() {
                download_url(&filename, &url);
            }
    });
    image.set_onload(Some(onload.unchecked_ref()));
    image.set_src(&format!("data:image/svg+xml;charset=utf-8,{}", percent_encode(svg_markup)));
}
