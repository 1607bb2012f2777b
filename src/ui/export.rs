//! Exporting the current view: SVG (self-contained, styles inlined), PNG at
//! twice the on-screen resolution, the notation, JSON and TikZ. Downloads
//! go through data URLs, so nothing is uploaded anywhere.

use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;
use web_sys::{Element, HtmlAnchorElement, HtmlCanvasElement, HtmlImageElement};

use minimax_app::url::percent_encode;

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

/// Longer searches are refused with a message: each slide takes a render
/// and an image encode, and hundreds of full-HD images would take minutes
/// and a lot of memory.
pub const SLIDES_MAX_STEPS: usize = 400;

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

/// Why a slide export stopped. Worded by the interface (`i18n`), apart from
/// the browser's or the packer's own detail.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum SlideFailure {
    /// The tree was changed while the slides were being made.
    TreeChanged,
    /// Something the browser could not do (drawing, encoding), or packing.
    Detail(String),
}

impl From<wasm_bindgen::JsValue> for SlideFailure {
    fn from(value: wasm_bindgen::JsValue) -> SlideFailure {
        let detail = value
            .dyn_ref::<js_sys::Error>()
            .map(|e| String::from(e.message()))
            .or_else(|| value.as_string())
            .unwrap_or_else(|| format!("{value:?}"));
        SlideFailure::Detail(detail)
    }
}

/// Everything one slide export needs. The search is the one on screen when
/// the export started (`tree`, `trace`); `seek` moves the page to a step,
/// `drawn` reads which tree and step the drawing last showed (updated
/// after each render), so each slide is taken from the drawing of its own
/// step.
pub struct SlideJob<S, D, P>
where
    S: Fn(usize),
    D: Fn() -> (usize, usize),
    P: Fn(usize, usize),
{
    pub format: SlideFormat,
    pub tree: std::rc::Rc<minimax_engine::tree::Tree>,
    pub trace: std::rc::Rc<minimax_engine::search::Trace>,
    pub algorithm: minimax_engine::search::Algorithm,
    pub lang: minimax_engine::lang::Lang,
    /// The step to go back to afterwards.
    pub start_step: usize,
    pub svg: yew::NodeRef,
    pub seek: S,
    pub drawn: D,
    pub progress: P,
}

/// Makes every slide of the search and downloads the zip or PDF. The page
/// goes back to `start_step` afterwards, whether or not it worked.
pub async fn export_slides<S, D, P>(job: SlideJob<S, D, P>) -> Result<(), SlideFailure>
where
    S: Fn(usize),
    D: Fn() -> (usize, usize),
    P: Fn(usize, usize),
{
    // The packer is in the on-demand module: fetched while the slides are
    // drawn, not for the first view.
    wasm_bindgen_futures::spawn_local(async {
        let _ = crate::ui::extras::module().await;
    });
    let result = make_slides(&job).await;
    (job.seek)(job.start_step);
    let pages = result?;
    let steps = job.trace.len();
    let now = js_sys::Date::new_0();
    let stamp: Vec<u16> = [now.get_full_year(), now.get_month() + 1, now.get_date(), now.get_hours(), now.get_minutes(), now.get_seconds()]
        .iter()
        .map(|&v| u16::try_from(v).unwrap_or(0))
        .collect();
    let mut title = format!("Minimax Lab: {}", minimax_engine::notation::print(&job.tree));
    if let Some((cut, _)) = title.char_indices().nth(200) {
        title.truncate(cut);
        title.push('…');
    }
    let format = match job.format {
        SlideFormat::PngZip => "zip",
        SlideFormat::Pdf => "pdf",
    };
    let images: js_sys::Array = pages.iter().map(|page| js_sys::Uint8Array::from(page.as_slice())).collect();
    let module = crate::ui::extras::module().await.map_err(SlideFailure::Detail)?;
    let packed = crate::ui::extras::call_returning(
        &module,
        "pack_slides",
        &[
            format.into(),
            images.into(),
            wasm_bindgen::JsValue::from(steps as u32),
            title.into(),
            js_sys::Uint16Array::from(stamp.as_slice()).into(),
        ],
    )
    .map_err(SlideFailure::Detail)?;
    let bytes = js_sys::Uint8Array::new(&packed).to_vec();
    let (name, mime) = match job.format {
        SlideFormat::PngZip => ("minimax-lab-slides.zip", "application/zip"),
        SlideFormat::Pdf => ("minimax-lab-slides.pdf", "application/pdf"),
    };
    download_bytes(name, mime, &bytes)
}

/// Every slide's encoded image (PNG for the zip, JPEG for the PDF), step 0
/// to the last.
async fn make_slides<S, D, P>(job: &SlideJob<S, D, P>) -> Result<Vec<Vec<u8>>, SlideFailure>
where
    S: Fn(usize),
    D: Fn() -> (usize, usize),
    P: Fn(usize, usize),
{
    use minimax_app::i18n::explain_in;

    let steps = job.trace.len();
    let tree_key = std::rc::Rc::as_ptr(&job.tree) as usize;
    let t = minimax_app::i18n::text(job.lang);
    let no_canvas = || SlideFailure::Detail("no 2D canvas".into());
    let canvas: HtmlCanvasElement = gloo::utils::document().create_element("canvas")?.dyn_into().map_err(|_| no_canvas())?;
    canvas.set_width(SLIDE_WIDTH);
    canvas.set_height(SLIDE_HEIGHT);
    let context: web_sys::CanvasRenderingContext2d =
        canvas.get_context("2d")?.ok_or_else(no_canvas)?.dyn_into().map_err(|_| no_canvas())?;
    let look = SlideLook::of_page();
    let algorithm = match job.algorithm {
        minimax_engine::search::Algorithm::AlphaBeta => t.alpha_beta,
        minimax_engine::search::Algorithm::Minimax => t.minimax,
    };
    // The sentence the page shows at each step.
    let explanations: Vec<String> = (0..=steps)
        .map(|k| match k {
            0 => t.press_to_start.to_string(),
            k => explain_in(&job.tree, &job.trace, k - 1, job.lang),
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
            let (tree, step) = (job.drawn)();
            if tree != tree_key {
                return Err(SlideFailure::TreeChanged);
            }
            if step == k {
                shown = true;
                break;
            }
        }
        if !shown {
            return Err(SlideFailure::Detail(format!("the drawing did not show step {k}")));
        }
        let svg = job.svg.cast::<Element>().ok_or_else(|| SlideFailure::Detail("the tree is not drawn".into()))?;
        let markup = svg_document(&svg).ok_or_else(|| SlideFailure::Detail("the drawing could not be copied".into()))?;
        let image = load_svg(&markup).await?;
        draw_slide(&context, &look, &body, &image, &(t.slide_title)(k, steps), algorithm, explanation);
        let bytes = match job.format {
            SlideFormat::PngZip => canvas_bytes(&canvas, "image/png", None).await?,
            SlideFormat::Pdf => canvas_bytes(&canvas, "image/jpeg", Some(0.92)).await?,
        };
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

/// Scripts written without spaces between words: a line may break after
/// any of their characters.
fn breaks_anywhere(c: char) -> bool {
    matches!(c as u32, 0x2E80..=0x9FFF | 0xAC00..=0xD7AF | 0xF900..=0xFAFF | 0xFF00..=0xFFEF)
}

/// Punctuation that must not start a line (CJK and Latin closing marks).
fn no_line_start(c: char) -> bool {
    "、。，．：；！？）」』】〕》〉・ー…,.;:!?)]}".contains(c)
}

/// Splits `text` into lines no wider than `max` as `measure` measures
/// them: at spaces, or between CJK characters; a word longer than a line is
/// cut; closing punctuation stays on the line before.
fn wrap(measure: impl Fn(&str) -> f64, text: &str, max: f64) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    // Where `line` may be broken: the byte offset after a space or a CJK
    // character.
    let mut last_break: Option<usize> = None;
    for c in text.chars() {
        if c == ' ' && line.is_empty() {
            continue;
        }
        let mut candidate = line.clone();
        candidate.push(c);
        if c != ' ' && !no_line_start(c) && !line.is_empty() && measure(&candidate) > max {
            match last_break.filter(|&at| at > 0 && at < line.len()) {
                Some(at) => {
                    let rest = line.split_off(at);
                    lines.push(line.trim_end().to_string());
                    line = rest.trim_start().to_string();
                }
                None => lines.push(std::mem::take(&mut line).trim_end().to_string()),
            }
            last_break = line.char_indices().rev().find(|&(_, ch)| ch == ' ' || breaks_anywhere(ch)).map(|(i, ch)| i + ch.len_utf8());
            line.push(c);
        } else {
            line.push(c);
        }
        if c == ' ' || breaks_anywhere(c) {
            last_break = Some(line.len());
        }
    }
    if !line.trim().is_empty() {
        lines.push(line.trim_end().to_string());
    }
    lines
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

/// Starts a download of `bytes` through an object URL (data URLs of many
/// megabytes are slow).
fn download_bytes(filename: &str, mime: &str, bytes: &[u8]) -> Result<(), SlideFailure> {
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

#[cfg(test)]
mod tests {
    use super::wrap;

    /// Every character 10 units wide.
    fn width(s: &str) -> f64 {
        s.chars().count() as f64 * 10.0
    }

    #[test]
    fn wraps_at_spaces_within_the_width() {
        let text = "Now β = 2 ≤ α = 3: nothing below C can change A's choice, so a and b are pruned.";
        let lines = wrap(width, text, 200.0);
        assert!(lines.iter().all(|l| width(l) <= 200.0), "{lines:?}");
        assert_eq!(lines.join(" "), text, "no word lost or split");
        assert!(lines.len() >= 4);
        assert!(lines.iter().all(|l| !l.starts_with(' ') && !l.ends_with(' ')));
    }

    #[test]
    fn wraps_cjk_between_characters_and_keeps_closing_punctuation() {
        let text = "β = 2 ≤ α = 3 となったので、C の下を調べても A の選択は変わらない。a と b は枝刈りされる。";
        let lines = wrap(width, text, 120.0);
        assert!(lines.len() > 3, "{lines:?}");
        assert_eq!(lines.concat().replace(' ', ""), text.replace(' ', ""));
        for line in &lines {
            assert!(!line.starts_with(['、', '。']), "{line:?} starts with closing punctuation");
            // At most one closing mark beyond the width.
            assert!(width(line) <= 130.0, "{line:?}");
        }
    }

    #[test]
    fn a_word_longer_than_a_line_is_cut_and_short_text_is_one_line() {
        assert_eq!(wrap(width, "abcdefghij", 50.0), vec!["abcde", "fghij"]);
        assert_eq!(wrap(width, "short", 500.0), vec!["short"]);
        assert!(wrap(width, "", 500.0).is_empty());
    }
}
