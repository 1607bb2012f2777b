//! Slide export packing: the zip of PNG files reads back with the same
//! crate, and the PDF parses (with lopdf, an independent reader) into one
//! 16:9 page per image, each showing its own image.
#![cfg(not(target_arch = "wasm32"))]

use std::io::{Cursor, Read};

use minimax_slides::{JpegInfo, PAGE_HEIGHT, PAGE_WIDTH, SlideError, jpeg_info, pdf_from_jpegs, slide_name, zip_images};

/// A minimal JPEG-shaped byte string: SOI, an APP0 segment, a SOF0 frame
/// header for `width` × `height` with `components`, a few scan bytes that
/// differ per `tag`, EOI. Not decodable, but everything the packer reads
/// is real.
fn fake_jpeg(width: u16, height: u16, components: u8, tag: u8) -> Vec<u8> {
    let mut out = vec![0xFF, 0xD8];
    out.extend([0xFF, 0xE0, 0x00, 0x10, b'J', b'F', b'I', b'F', 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
    let sof_len = 8 + 3 * u16::from(components);
    out.extend([0xFF, 0xC0]);
    out.extend(sof_len.to_be_bytes());
    out.push(8);
    out.extend(height.to_be_bytes());
    out.extend(width.to_be_bytes());
    out.push(components);
    for c in 0..components {
        out.extend([c + 1, 0x11, 0]);
    }
    out.extend([0xFF, 0xDA, 0x00, 0x08, 1, 1, 0, 0, 0x3F, 0, tag, tag ^ 0x5A, 0x42, tag]);
    out.extend([0xFF, 0xD9]);
    out
}

#[test]
fn names_are_zero_padded_to_the_number_of_steps() {
    assert_eq!(slide_name(0, 14), "minimax-lab-step-00.png");
    assert_eq!(slide_name(7, 9), "minimax-lab-step-07.png");
    assert_eq!(slide_name(14, 14), "minimax-lab-step-14.png");
    assert_eq!(slide_name(5, 120), "minimax-lab-step-005.png");
    assert_eq!(slide_name(1000, 1000), "minimax-lab-step-1000.png");
    let names: Vec<String> = (0..=120).map(|k| slide_name(k, 120)).collect();
    let mut sorted = names.clone();
    sorted.sort_unstable();
    assert_eq!(names, sorted, "names sort in step order");
}

#[test]
fn a_zip_of_slides_reads_back_in_order_with_its_bytes() {
    let steps = 14;
    // Distinct contents of different lengths, some with bytes a text mode
    // would change.
    let files: Vec<(String, Vec<u8>)> = (0..=steps)
        .map(|k| (slide_name(k, steps), (0..(100 + k * 37)).map(|i| (i * 7 + k) as u8).chain(*b"\r\n\x00\x1a").collect()))
        .collect();
    let bytes = zip_images(&files, Some((2025, 3, 14, 9, 26, 54))).expect("zip");
    let mut archive = zip::ZipArchive::new(Cursor::new(bytes)).expect("the zip reads back");
    assert_eq!(archive.len(), steps + 1);
    for (i, (name, content)) in files.iter().enumerate() {
        let mut entry = archive.by_index(i).expect("entry");
        assert_eq!(entry.name().expect("a name"), name.as_str(), "entry {i} in step order");
        assert_eq!(entry.compression(), zip::CompressionMethod::Stored);
        let modified = entry.last_modified().expect("a date");
        assert_eq!((modified.year(), modified.month(), modified.day(), modified.hour()), (2025, 3, 14, 9));
        let mut read = Vec::new();
        entry.read_to_end(&mut read).expect("read");
        assert_eq!(&read, content, "{name} intact");
    }
    assert_eq!(archive.name_for_index(0).and_then(Result::ok).as_deref(), Some("minimax-lab-step-00.png"));
}

#[test]
fn a_zip_without_a_date_uses_the_zip_epoch() {
    let bytes = zip_images(&[("a.png".to_string(), vec![1, 2, 3])], None).expect("zip");
    let mut archive = zip::ZipArchive::new(Cursor::new(bytes)).expect("reads back");
    let entry = archive.by_index(0).expect("entry");
    assert_eq!(entry.last_modified().map(|d| d.year()), Some(1980));
}

#[test]
fn jpeg_headers_are_read() {
    assert_eq!(jpeg_info(&fake_jpeg(1920, 1080, 3, 1)), Some(JpegInfo { width: 1920, height: 1080, components: 3 }));
    assert_eq!(jpeg_info(&fake_jpeg(16, 9, 1, 1)), Some(JpegInfo { width: 16, height: 9, components: 1 }));
    assert_eq!(jpeg_info(b"\x89PNG\r\n\x1a\n"), None);
    assert_eq!(jpeg_info(&[]), None);
    let jpeg = fake_jpeg(1920, 1080, 3, 1);
    assert_eq!(jpeg_info(&jpeg[..24]), None, "cut short inside the frame header");
    assert_eq!(jpeg_info(&[0xFF, 0xD8, 0xFF, 0xDA, 0x00, 0x02, 0xFF, 0xD9]), None, "a scan before any frame header");
}

#[test]
fn nothing_to_pack_and_a_page_that_is_not_a_jpeg_are_errors() {
    assert_eq!(zip_images(&[], None), Err(SlideError::Empty));
    assert_eq!(pdf_from_jpegs(&[], "t"), Err(SlideError::Empty));
    let pages = vec![fake_jpeg(1920, 1080, 3, 0), b"\x89PNG\r\n\x1a\n".to_vec()];
    assert_eq!(pdf_from_jpegs(&pages, "t"), Err(SlideError::NotJpeg(1)));
    assert_eq!(pdf_from_jpegs(&[fake_jpeg(1920, 1080, 4, 0)], "t"), Err(SlideError::NotJpeg(0)), "CMYK is refused");
}

fn numbers(object: &lopdf::Object) -> Vec<f32> {
    object.as_array().expect("an array").iter().map(|n| n.as_float().expect("a number")).collect()
}

/// The operations of a page's content stream, as (operator, operands).
fn operations(doc: &lopdf::Document, page: lopdf::ObjectId) -> Vec<(String, Vec<lopdf::Object>)> {
    let content = lopdf::content::Content::decode(&doc.get_page_content(page)).expect("content decodes");
    content.operations.into_iter().map(|op| (op.operator, op.operands)).collect()
}

#[test]
fn the_pdf_has_one_16_by_9_page_per_image_each_showing_its_own() {
    let n = 15;
    let jpegs: Vec<Vec<u8>> = (0..n).map(|k| fake_jpeg(1920, 1080, 3, k as u8)).collect();
    let bytes = pdf_from_jpegs(&jpegs, "Minimax Lab: alpha-beta").expect("pdf");
    assert!(bytes.starts_with(b"%PDF-"));
    let doc = lopdf::Document::load_mem(&bytes).expect("the PDF parses");
    let pages = doc.get_pages();
    assert_eq!(pages.len(), n, "one page per image");
    assert!((PAGE_WIDTH / PAGE_HEIGHT - 16.0 / 9.0).abs() < 1e-6);
    for (number, &page) in &pages {
        let k = (*number - 1) as usize;
        let dict = doc.get_dictionary(page).expect("page dictionary");
        let media = numbers(dict.get(b"MediaBox").expect("a MediaBox"));
        assert_eq!(media, vec![0.0, 0.0, PAGE_WIDTH, PAGE_HEIGHT], "page {number}");
        assert!(((media[2] - media[0]) / (media[3] - media[1]) - 16.0 / 9.0).abs() < 1e-6, "16:9");

        let images = doc.get_page_images(page).expect("images");
        assert_eq!(images.len(), 1, "page {number} has one image");
        let image = &images[0];
        assert_eq!(image.content, jpegs[k].as_slice(), "page {number} shows image {k}, bytes as given");
        assert_eq!((image.width, image.height), (1920, 1080));
        assert_eq!(image.filters.as_deref(), Some(&["DCTDecode".to_string()][..]));
        assert_eq!(image.color_space.as_deref(), Some("DeviceRGB"));
        assert_eq!(image.bits_per_component, Some(8));

        // The content draws that image over the whole page.
        let ops = operations(&doc, page);
        let cm = ops.iter().find(|(op, _)| op == "cm").expect("a transform");
        let matrix: Vec<f32> = cm.1.iter().map(|n| n.as_float().expect("number")).collect();
        assert_eq!(matrix, vec![PAGE_WIDTH, 0.0, 0.0, PAGE_HEIGHT, 0.0, 0.0]);
        let drawn = ops.iter().find(|(op, _)| op == "Do").expect("an image is drawn");
        let name = drawn.1[0].as_name().expect("a name");
        let resources = doc.get_page_resources(page).expect("resources").0.expect("own resources");
        let xobjects = resources.get(b"XObject").and_then(|x| x.as_dict()).expect("XObject");
        assert_eq!(xobjects.get(name).and_then(|r| r.as_reference()).ok(), Some(image.id), "Do draws the page's image");
    }
    // The title is in the document information.
    let info = doc.trailer.get(b"Info").and_then(|i| i.as_reference()).expect("Info");
    let title = doc.get_dictionary(info).and_then(|d| d.get(b"Title")).and_then(|t| t.as_str()).expect("Title");
    assert_eq!(title, b"Minimax Lab: alpha-beta");
}

#[test]
fn an_image_of_another_shape_is_fitted_and_centred() {
    // 4:3 and grey: letterboxed left and right.
    let bytes = pdf_from_jpegs(&[fake_jpeg(800, 600, 1, 0)], "t").expect("pdf");
    let doc = lopdf::Document::load_mem(&bytes).expect("parses");
    let page = *doc.get_pages().values().next().expect("a page");
    let ops = operations(&doc, page);
    let cm = ops.iter().find(|(op, _)| op == "cm").expect("a transform");
    let m: Vec<f32> = cm.1.iter().map(|n| n.as_float().expect("number")).collect();
    assert_eq!(m, vec![720.0, 0.0, 0.0, 540.0, 120.0, 0.0]);
    let images = doc.get_page_images(page).expect("images");
    assert_eq!(images[0].color_space.as_deref(), Some("DeviceGray"));
}
