//! Exporting the view on screen, for the page's Export menu: SVG
//! (self-contained, styles inlined), PNG at twice the on-screen resolution,
//! the notation, JSON, TikZ and Beamer (written by
//! [`minimax_app::export`]), and every step as slides (the page moves its
//! own drawing from step to step, this module copies, draws, encodes and
//! packs each one). Downloads go through data or object URLs, so nothing
//! is uploaded anywhere.

use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;
use web_sys::{Element, HtmlAnchorElement, HtmlCanvasElement, HtmlImageElement};

use minimax_app::export::ExportRequest;
use minimax_app::url::percent_encode;
use minimax_app::wrap::wrap;

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
                && !value.is_empty()
                && value != "normal"
            {
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
        let Some(context) = canvas.get_context("2d").ok().flatten().and_then(|c| c.dyn_into::<web_sys::CanvasRenderingContext2d>().ok())
        else {
            return;
        };
        let _ = context.scale(scale, scale);
        if context.draw_image_with_html_image_element(&loaded, 0.0, 0.0).is_ok()
            && let Ok(url) = canvas.to_data_url()
        {
            download_url(&filename, &url);
        }
    });
    image.set_onload(Some(onload.unchecked_ref()));
    image.set_src(&format!("data:image/svg+xml;charset=utf-8,{}", percent_encode(svg_markup)));
}

// ---------------------------------------------------------------------------
// Slides: every step of the search as a 16:9 image, packed as a zip of PNG
// files or one PDF (`minimax_slides`), for decks that cannot run the widget.

/// A slide's size in pixels (16:9, full HD).
pub const SLIDE_WIDTH: u32 = 1920;
pub const SLIDE_HEIGHT: u32 = 1080;

/// What the slide export makes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SlideFormat {
    /// A zip of numbered PNG files.
    PngZip,
    /// One PDF, a page per step.
    Pdf,
}

/// Why a slide export stopped.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum SlideFailure {
    /// The tree on screen was changed while the slides were being made
    /// (the page words this).
    TreeChanged,
    /// Something the browser could not do (drawing, encoding), or packing.
    Detail(String),
}

/// The browser's words for a failure: an `Error`'s message, a thrown
/// string, or the value as it is.
pub fn reason(value: &wasm_bindgen::JsValue) -> String {
    value
        .dyn_ref::<js_sys::Error>()
        .map(|e| String::from(e.message()))
        .or_else(|| value.as_string())
        .unwrap_or_else(|| format!("{value:?}"))
}

impl From<wasm_bindgen::JsValue> for SlideFailure {
    fn from(value: wasm_bindgen::JsValue) -> SlideFailure {
        SlideFailure::Detail(reason(&value))
    }
}

/// Everything one slide export needs: the search on screen when the
/// export started, and three ways to reach the page: `seek` moves it to a
/// step, `drawn` reads which step its drawing last showed (`None` once the
/// tree on screen is another), `progress` shows how far the export is.
/// Each slide is taken from the page's drawing of its own step.
pub struct SlideJob<S, D, P>
where
    S: Fn(usize),
    D: Fn() -> Option<usize>,
    P: Fn(usize, usize),
{
    pub pdf: bool,
    pub search: ExportRequest,
    /// The step to go back to afterwards.
    pub start_step: usize,
    pub svg: Element,
    pub seek: S,
    pub drawn: D,
    pub progress: P,
}

/// Makes every slide of the search and downloads the zip or PDF. The page
/// goes back to `start_step` afterwards, whether or not it worked.
pub async fn export_slides<S, D, P>(job: SlideJob<S, D, P>) -> Result<(), SlideFailure>
where
    S: Fn(usize),
    D: Fn() -> Option<usize>,
    P: Fn(usize, usize),
{
    let result = make_slides(&job).await;
    (job.seek)(job.start_step);
    let pages = result?;
    let now = js_sys::Date::new_0();
    let stamp = [now.get_full_year(), now.get_month() + 1, now.get_date(), now.get_hours(), now.get_minutes(), now.get_seconds()]
        .map(|v| u16::try_from(v).unwrap_or(0));
    let mut title = format!("Minimax Lab: {}", minimax_engine::notation::print(&job.search.tree));
    if let Some((cut, _)) = title.char_indices().nth(200) {
        title.truncate(cut);
        title.push('…');
    }
    let format = if job.pdf { "pdf" } else { "zip" };
    let bytes = crate::pack_slides(format, pages, job.search.trace.len(), &title, stamp).map_err(SlideFailure::Detail)?;
    // The name says the tree and the steps the slides show.
    let stem = minimax_engine::export::whole_search_name(&job.search.tree, "slides", job.search.trace.len());
    let (name, mime) = if job.pdf { (format!("{stem}.pdf"), "application/pdf") } else { (format!("{stem}.zip"), "application/zip") };
    download_bytes(&name, mime, &bytes)
}

/// Every slide's encoded image (PNG for the zip, JPEG for the PDF), step 0
/// to the last.
async fn make_slides<S, D, P>(job: &SlideJob<S, D, P>) -> Result<Vec<Vec<u8>>, SlideFailure>
where
    S: Fn(usize),
    D: Fn() -> Option<usize>,
    P: Fn(usize, usize),
{
    use minimax_app::i18n::explain_in;

    let ExportRequest { tree, trace, lang, .. } = &job.search;
    let steps = trace.len();
    let t = minimax_app::i18n::text(*lang);
    let no_canvas = || SlideFailure::Detail("no 2D canvas".into());
    let canvas: HtmlCanvasElement = gloo::utils::document().create_element("canvas")?.dyn_into().map_err(|_| no_canvas())?;
    canvas.set_width(SLIDE_WIDTH);
    canvas.set_height(SLIDE_HEIGHT);
    let context: web_sys::CanvasRenderingContext2d =
        canvas.get_context("2d")?.ok_or_else(no_canvas)?.dyn_into().map_err(|_| no_canvas())?;
    let look = SlideLook::of_page();
    let algorithm = match trace.options().algorithm {
        minimax_engine::search::Algorithm::AlphaBeta => t.header.alpha_beta,
        minimax_engine::search::Algorithm::Minimax => t.header.minimax,
    };
    // The sentence the page shows at each step.
    let explanations: Vec<String> = (0..=steps)
        .map(|k| match k {
            0 => t.steps.press_to_start.to_string(),
            k => explain_in(tree, trace, k - 1, *lang),
        })
        .collect();
    let body = body_layout(&context, &look, &explanations);
    let mut pages = Vec::with_capacity(steps + 1);
    for (k, explanation) in explanations.iter().enumerate() {
        (job.progress)(k + 1, steps + 1);
        // Move the page to step k and wait until the drawing shows it. A
        // key pressed meanwhile moves it elsewhere: seek again.
        let mut shown = false;
        for attempt in 0..100 {
            if attempt % 10 == 0 {
                (job.seek)(k);
            }
            next_task().await?;
            match (job.drawn)() {
                None => return Err(SlideFailure::TreeChanged),
                Some(step) if step == k => {
                    shown = true;
                    break;
                }
                Some(_) => {}
            }
        }
        if !shown {
            return Err(SlideFailure::Detail(format!("the drawing did not show step {k}")));
        }
        let markup = svg_document(&job.svg).ok_or_else(|| SlideFailure::Detail("the drawing could not be copied".into()))?;
        let image = load_svg(&markup).await?;
        draw_slide(&context, &look, &body, &image, &(t.tree_view.slide_title)(k, steps), algorithm, explanation);
        let bytes =
            if job.pdf { canvas_bytes(&canvas, "image/jpeg", Some(0.92)).await? } else { canvas_bytes(&canvas, "image/png", None).await? };
        pages.push(bytes);
    }
    Ok(pages)
}

/// Colours and font of the page, so a slide looks like the app in its
/// current theme.
struct SlideLook {
    background: String,
    ink: String,
    muted: String,
    line: String,
    accent: String,
    font: String,
}

impl SlideLook {
    fn of_page() -> SlideLook {
        let style =
            gloo::utils::document().document_element().and_then(|root| gloo::utils::window().get_computed_style(&root).ok().flatten());
        let read = |name: &str, default: &str| {
            style
                .as_ref()
                .and_then(|s| s.get_property_value(name).ok())
                .map(|v| v.trim().to_string())
                .filter(|v| !v.is_empty())
                .unwrap_or_else(|| default.to_string())
        };
        SlideLook {
            background: read("--panel", "#ffffff"),
            ink: read("--ink", "#1d1f24"),
            muted: read("--muted", "#555c69"),
            line: read("--line", "#c9cdd4"),
            accent: read("--accent", "#1f5fbf"),
            font: read("font-family", "system-ui, sans-serif"),
        }
    }
}

/// Margins and type sizes of a slide, in pixels.
const SLIDE_MARGIN: f64 = 80.0;
const TITLE_PX: f64 = 60.0;
const TITLE_TOP: f64 = 56.0;
const RULE_Y: f64 = 146.0;
const BODY_PX: [f64; 3] = [46.0, 40.0, 34.0];
const BODY_LINES: usize = 4;
const LINE_HEIGHT: f64 = 1.32;
const TREE_TOP: f64 = 172.0;
/// A small tree is enlarged at most this much.
const TREE_MAX_SCALE: f64 = 2.5;

/// How the explanations are set: one size and one block height for every
/// slide of an export, so the tree stays in place from slide to slide.
struct Body {
    px: f64,
    lines: usize,
}

/// The largest type size at which every explanation fits in `BODY_LINES`
/// lines (longer ones are cut with "…" at the smallest size), and the
/// lines the longest takes.
fn body_layout(ctx: &web_sys::CanvasRenderingContext2d, look: &SlideLook, explanations: &[String]) -> Body {
    let width = f64::from(SLIDE_WIDTH) - 2.0 * SLIDE_MARGIN;
    let mut body = Body { px: BODY_PX[0], lines: 1 };
    for px in BODY_PX {
        ctx.set_font(&format!("{px}px {}", look.font));
        let most = explanations.iter().map(|text| wrap(|s| measure(ctx, s), text, width).len()).max().unwrap_or(1);
        body = Body { px, lines: most.clamp(1, BODY_LINES) };
        if most <= BODY_LINES {
            break;
        }
    }
    body
}

/// Draws one slide: the title and the algorithm, the tree fitted and
/// centred, the explanation wrapped at the bottom.
fn draw_slide(
    ctx: &web_sys::CanvasRenderingContext2d,
    look: &SlideLook,
    body: &Body,
    image: &HtmlImageElement,
    title: &str,
    algorithm: &str,
    explanation: &str,
) {
    let (w, h) = (f64::from(SLIDE_WIDTH), f64::from(SLIDE_HEIGHT));
    ctx.set_fill_style_str(&look.background);
    ctx.fill_rect(0.0, 0.0, w, h);

    ctx.set_text_baseline("top");
    ctx.set_text_align("left");
    ctx.set_fill_style_str(&look.ink);
    ctx.set_font(&format!("bold {TITLE_PX}px {}", look.font));
    let _ = ctx.fill_text(title, SLIDE_MARGIN, TITLE_TOP);
    ctx.set_text_align("right");
    ctx.set_fill_style_str(&look.muted);
    ctx.set_font(&format!("{}px {}", TITLE_PX * 0.6, look.font));
    let _ = ctx.fill_text(algorithm, w - SLIDE_MARGIN, TITLE_TOP + TITLE_PX * 0.3);
    ctx.set_text_align("left");
    rule(ctx, &look.line, RULE_Y, w);

    // The explanation, set as `body` says for every slide of this export.
    let width = w - 2.0 * SLIDE_MARGIN;
    let px = body.px;
    ctx.set_font(&format!("{px}px {}", look.font));
    let mut lines = wrap(|s| measure(ctx, s), explanation, width);
    if lines.len() > body.lines {
        lines.truncate(body.lines);
        if let Some(last) = lines.last_mut() {
            while !last.is_empty() && measure(ctx, &format!("{last}…")) > width {
                last.pop();
            }
            last.push('…');
        }
    }
    let line_height = px * LINE_HEIGHT;
    let body_top = h - SLIDE_MARGIN * 0.8 - line_height * body.lines as f64;
    // An accent bar beside the explanation, as on the page.
    ctx.set_fill_style_str(&look.accent);
    ctx.fill_rect(SLIDE_MARGIN - 28.0, body_top - 6.0, 8.0, line_height * lines.len() as f64 + 4.0);
    ctx.set_fill_style_str(&look.ink);
    for (i, line) in lines.iter().enumerate() {
        let _ = ctx.fill_text(line, SLIDE_MARGIN, body_top + line_height * i as f64);
    }

    // The tree in the space between.
    let (iw, ih) = (f64::from(image.natural_width()), f64::from(image.natural_height()));
    let (area_w, area_h) = (width, body_top - 36.0 - TREE_TOP);
    if iw > 0.0 && ih > 0.0 && area_h > 0.0 {
        let scale = (area_w / iw).min(area_h / ih).min(TREE_MAX_SCALE);
        let (dw, dh) = (iw * scale, ih * scale);
        let _ = ctx.draw_image_with_html_image_element_and_dw_and_dh(image, (w - dw) / 2.0, TREE_TOP + (area_h - dh) / 2.0, dw, dh);
    }
}

fn rule(ctx: &web_sys::CanvasRenderingContext2d, colour: &str, y: f64, w: f64) {
    ctx.set_fill_style_str(colour);
    ctx.fill_rect(SLIDE_MARGIN, y, w - 2.0 * SLIDE_MARGIN, 2.0);
}

fn measure(ctx: &web_sys::CanvasRenderingContext2d, text: &str) -> f64 {
    ctx.measure_text(text).map_or(0.0, |m| m.width())
}

/// Waits for the next task, so Yew renders what was dispatched.
async fn next_task() -> Result<(), SlideFailure> {
    let promise = js_sys::Promise::new(&mut |resolve, _reject| {
        let _ = gloo::utils::window().set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, 0);
    });
    wasm_bindgen_futures::JsFuture::from(promise).await?;
    Ok(())
}

/// An SVG document as a decoded image.
async fn load_svg(markup: &str) -> Result<HtmlImageElement, SlideFailure> {
    let image = HtmlImageElement::new()?;
    image.set_src(&format!("data:image/svg+xml;charset=utf-8,{}", percent_encode(markup)));
    wasm_bindgen_futures::JsFuture::from(image.decode()).await?;
    Ok(image)
}

/// The canvas encoded as `mime` (with a quality for JPEG).
async fn canvas_bytes(canvas: &HtmlCanvasElement, mime: &str, quality: Option<f64>) -> Result<Vec<u8>, SlideFailure> {
    let mut failed = None;
    let promise = js_sys::Promise::new(&mut |resolve, _reject| {
        let quality = quality.map_or(wasm_bindgen::JsValue::UNDEFINED, wasm_bindgen::JsValue::from_f64);
        if let Err(e) = canvas.to_blob_with_type_and_encoder_options(&resolve, mime, &quality) {
            failed = Some(e);
        }
    });
    if let Some(e) = failed {
        return Err(e.into());
    }
    let blob = wasm_bindgen_futures::JsFuture::from(promise).await?;
    let blob: web_sys::Blob = blob.dyn_into().map_err(|_| SlideFailure::Detail(format!("the browser could not encode {mime}")))?;
    let buffer = wasm_bindgen_futures::JsFuture::from(blob.array_buffer()).await?;
    Ok(js_sys::Uint8Array::new(&buffer).to_vec())
}

/// [`download_bytes`], its failure as the browser words it.
pub fn download_file(filename: &str, mime: &str, bytes: &[u8]) -> Result<(), String> {
    download_bytes(filename, mime, bytes).map_err(|e| match e {
        SlideFailure::Detail(d) => d,
        SlideFailure::TreeChanged => "the page changed".to_string(),
    })
}

/// Starts a download of `bytes` through an object URL (data URLs of many
/// megabytes are slow).
pub fn download_bytes(filename: &str, mime: &str, bytes: &[u8]) -> Result<(), SlideFailure> {
    let parts = js_sys::Array::of1(&js_sys::Uint8Array::from(bytes));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let blob = web_sys::Blob::new_with_u8_array_sequence_and_options(&parts, &options)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob)?;
    download_url(filename, &url);
    // The download reads the URL asynchronously: free it a minute later.
    gloo::timers::callback::Timeout::new(60_000, move || {
        let _ = web_sys::Url::revoke_object_url(&url);
    })
    .forget();
    Ok(())
}
