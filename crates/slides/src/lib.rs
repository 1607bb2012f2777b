//! Packing slide images for decks that cannot run the live widget
//! (PowerPoint, Keynote, Google Slides): a zip of numbered PNG files, and
//! one PDF with a 16:9 page per image. The browser draws the images; this
//! module only packs bytes, so it is tested natively.

use std::io::{Cursor, Write};

use pdf_writer::{Content, Filter, Finish, Name, Pdf, Rect, Ref, TextStr};
use zip::write::SimpleFileOptions;
use zip::{CompressionMethod, DateTime, ZipWriter};

/// A PDF page: 16:9, the size PowerPoint and Keynote use for widescreen
/// slides (13.333 × 7.5 in), in points.
pub const PAGE_WIDTH: f32 = 960.0;
pub const PAGE_HEIGHT: f32 = 540.0;

/// Why slides could not be packed. Data, not words: the interface words it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum SlideError {
    /// Nothing to pack.
    Empty,
    /// The zip writer failed (its own message).
    Zip(String),
    /// Page `n` (from 0) is not a baseline or progressive JPEG with 1 or 3
    /// colour components.
    NotJpeg(usize),
}

impl std::fmt::Display for SlideError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SlideError::Empty => write!(f, "no slides"),
            SlideError::Zip(e) => write!(f, "zip: {e}"),
            SlideError::NotJpeg(n) => write!(f, "image {n} is not a usable JPEG"),
        }
    }
}

/// The file name of the slide for step `step` of a search with `steps`
/// steps (slides 0..=steps): `minimax-lab-step-07.png`, zero-padded to the
/// width of `steps` (at least two digits), so the files sort in order.
pub fn slide_name(step: usize, steps: usize) -> String {
    let width = steps.to_string().len().max(2);
    format!("minimax-lab-step-{step:0width$}.png")
}

/// When the files were made, for the zip's entries: year, month, day,
/// hour, minute, second.
pub type Stamp = (u16, u8, u8, u8, u8, u8);

/// A zip of `files` (name, bytes) in order. Entries are stored, not
/// compressed: PNG data is compressed already. `modified` dates the
/// entries (zip dates start in 1980; out of range falls back to that).
pub fn zip_images(files: &[(String, Vec<u8>)], modified: Option<Stamp>) -> Result<Vec<u8>, SlideError> {
    zip(files, modified, CompressionMethod::Stored)
}

/// A zip of `files` with each entry written by `method`.
fn zip(files: &[(String, Vec<u8>)], modified: Option<Stamp>, method: CompressionMethod) -> Result<Vec<u8>, SlideError> {
    if files.is_empty() {
        return Err(SlideError::Empty);
    }
    let time = modified.and_then(|(y, mo, d, h, mi, s)| DateTime::from_date_and_time(y, mo, d, h, mi, s).ok()).unwrap_or_default();
    let options = SimpleFileOptions::default().compression_method(method).last_modified_time(time);
    let mut zip = ZipWriter::new(Cursor::new(Vec::new()));
    for (name, bytes) in files {
        zip.start_file(name.as_str(), options).map_err(|e| SlideError::Zip(e.to_string()))?;
        zip.write_all(bytes).map_err(|e| SlideError::Zip(e.to_string()))?;
    }
    let cursor = zip.finish().map_err(|e| SlideError::Zip(e.to_string()))?;
    Ok(cursor.into_inner())
}

/// A zip of `files` (name, bytes) in order, compressed (text such as XML
/// and SVG, or an app's files). `modified` dates the entries, as in
/// [`zip_images`].
pub fn zip_files(files: &[(String, Vec<u8>)], modified: Option<Stamp>) -> Result<Vec<u8>, SlideError> {
    zip(files, modified, CompressionMethod::Deflated)
}

/// What a JPEG's frame header says: width, height, colour components.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct JpegInfo {
    pub width: u16,
    pub height: u16,
    pub components: u8,
}

/// Reads the frame header (SOFn) of a JPEG, or `None` if `bytes` is not a
/// JPEG or has no frame header before its scan data.
pub fn jpeg_info(bytes: &[u8]) -> Option<JpegInfo> {
    if bytes.get(..2)? != [0xFF, 0xD8] {
        return None;
    }
    let mut at = 2;
    loop {
        // Markers may be preceded by any number of 0xFF fill bytes.
        if *bytes.get(at)? != 0xFF {
            return None;
        }
        while *bytes.get(at)? == 0xFF {
            at += 1;
        }
        let marker = *bytes.get(at)?;
        at += 1;
        match marker {
            // Markers without a segment.
            0x01 | 0xD0..=0xD7 => continue,
            // Start of scan or end of image before any frame header.
            0xDA | 0xD9 => return None,
            _ => {}
        }
        let length = usize::from(u16::from_be_bytes([*bytes.get(at)?, *bytes.get(at + 1)?]));
        if length < 2 {
            return None;
        }
        // SOF0..SOF15, except DHT (C4), JPG (C8) and DAC (CC).
        if (0xC0..=0xCF).contains(&marker) && !matches!(marker, 0xC4 | 0xC8 | 0xCC) {
            let segment = bytes.get(at + 2..at + length)?;
            let [_precision, h0, h1, w0, w1, components, ..] = *segment else { return None };
            return Some(JpegInfo { width: u16::from_be_bytes([w0, w1]), height: u16::from_be_bytes([h0, h1]), components });
        }
        at += length;
    }
}

/// One PDF with a 16:9 page (`PAGE_WIDTH` × `PAGE_HEIGHT` points) per
/// JPEG, in order, each image scaled to fit its page and centred (a 16:9
/// image fills it). The JPEG bytes are embedded as they are (DCTDecode).
/// `title` goes into the document information.
pub fn pdf_from_jpegs(pages: &[Vec<u8>], title: &str) -> Result<Vec<u8>, SlideError> {
    if pages.is_empty() {
        return Err(SlideError::Empty);
    }
    let infos = pages
        .iter()
        .enumerate()
        .map(|(n, bytes)| match jpeg_info(bytes) {
            Some(info) if info.width > 0 && info.height > 0 && matches!(info.components, 1 | 3) => Ok(info),
            _ => Err(SlideError::NotJpeg(n)),
        })
        .collect::<Result<Vec<_>, _>>()?;

    // Objects: 1 catalog, 2 page tree, 3 document information, then three
    // per page: the page, its content stream and its image.
    let catalog = Ref::new(1);
    let tree = Ref::new(2);
    let info_id = Ref::new(3);
    let ids = |n: usize| {
        let base = 4 + 3 * i32::try_from(n).unwrap_or(i32::MAX / 4);
        (Ref::new(base), Ref::new(base + 1), Ref::new(base + 2))
    };
    let mut pdf = Pdf::new();
    pdf.catalog(catalog).pages(tree);
    pdf.pages(tree).kids((0..pages.len()).map(|n| ids(n).0)).count(i32::try_from(pages.len()).unwrap_or(i32::MAX));
    pdf.document_info(info_id).title(TextStr(title)).creator(TextStr("Minimax Lab"));
    let image_name = Name(b"Slide");
    for (n, (bytes, info)) in pages.iter().zip(&infos).enumerate() {
        let (page_id, content_id, image_id) = ids(n);
        let (w, h) = (f32::from(info.width), f32::from(info.height));
        let scale = (PAGE_WIDTH / w).min(PAGE_HEIGHT / h);
        let (dw, dh) = (w * scale, h * scale);
        let (x, y) = ((PAGE_WIDTH - dw) / 2.0, (PAGE_HEIGHT - dh) / 2.0);

        let mut page = pdf.page(page_id);
        page.media_box(Rect::new(0.0, 0.0, PAGE_WIDTH, PAGE_HEIGHT)).parent(tree).contents(content_id);
        page.resources().x_objects().pair(image_name, image_id);
        page.finish();

        let mut content = Content::new();
        content.save_state();
        content.transform([dw, 0.0, 0.0, dh, x, y]);
        content.x_object(image_name);
        content.restore_state();
        pdf.stream(content_id, &content.finish());

        let mut image = pdf.image_xobject(image_id, bytes);
        image.filter(Filter::DctDecode);
        image.width(i32::from(info.width));
        image.height(i32::from(info.height));
        if info.components == 1 {
            image.color_space().device_gray();
        } else {
            image.color_space().device_rgb();
        }
        image.bits_per_component(8);
        image.finish();
    }
    Ok(pdf.finish())
}
