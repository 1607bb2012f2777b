//! Question banks and SCORM packages for a course's LMS: its words in English.

use super::super::text::LmsWords;

pub const WORDS: LmsWords = LmsWords {
    download: "Download for your LMS",
    note: "These exercises as a question bank, in this page's language and convention: the root's value, each inner node's value and the leaves never evaluated. To import: in Moodle, Question bank → Import, format Moodle XML or GIFT; in Canvas, Settings → Import Course Content → QTI .zip file; in OpenOlat or TAO, import the QTI 2.1 zip.",
    moodle: "Moodle XML (cloze, with the tree's image)",
    gift: "GIFT (Moodle: root value and pruned leaves)",
    qti21: "QTI 2.1 zip (OpenOlat, TAO, ILIAS)",
    qti12: "QTI 1.2 zip (Canvas)",
    failed: |why| format!("The file could not be made: {why}."),
    scorm_note: "This exercise and the ones after it, with the app, as a package for Moodle, Canvas, ILIAS or OpenOlat: each Check sends the score to the LMS's gradebook.",
    scorm_count: "Exercises",
    scorm_edition: "Edition",
    scorm_button: "SCORM package",
    packing: |done, of| format!("Packing the app for the SCORM package: {done} of {of} files…"),
    packed: |name, mb| format!("Downloaded {name} ({mb} MB). Upload it to your LMS as a SCORM package."),
    scorm_failed: |why| format!("The SCORM package could not be made: {why}. Check the connection and try again."),
};
