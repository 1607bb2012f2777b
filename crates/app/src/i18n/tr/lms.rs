//! Question banks and SCORM packages for a course's LMS: its words in Turkish.

use super::super::text::LmsWords;

pub const WORDS: LmsWords = LmsWords {
    download: "ÖYS'niz için indirin",
    note: "Bu alıştırmalar bu sayfanın dili ve kuralıyla bir soru bankası olarak: kökün değeri, her iç düğümün değeri ve hiç değerlendirilmeyen yapraklar. İçe aktarmak için: Moodle'da Soru bankası → İçe aktar, biçim Moodle XML ya da GIFT; Canvas'ta Ayarlar → Ders içeriğini içe aktar → QTI .zip dosyası; OpenOlat ya da TAO'da QTI 2.1 zip'ini içe aktarın.",
    moodle: "Moodle XML (ağacın resmiyle boşluk doldurma)",
    gift: "GIFT (Moodle: kök değeri ve budanan yapraklar)",
    qti21: "QTI 2.1 zip (OpenOlat, TAO, ILIAS)",
    qti12: "QTI 1.2 zip (Canvas)",
    failed: |why| format!("Dosya oluşturulamadı: {why}."),
    scorm_note: "Bu alıştırma ve ardından gelenler, uygulamayla birlikte Moodle, Canvas, ILIAS ya da OpenOlat için bir paket olarak: her Denetle puanı ÖYS'nin not defterine gönderir.",
    scorm_count: "Alıştırma sayısı",
    scorm_edition: "Sürüm",
    scorm_button: "SCORM paketi",
    packing: |done, of| format!("Uygulama SCORM paketine konuyor: {done}/{of} dosya…"),
    packed: |name, mb| format!("{name} indirildi ({mb} MB). ÖYS'nize SCORM paketi olarak yükleyin."),
    scorm_failed: |why| format!("SCORM paketi oluşturulamadı: {why}. Bağlantıyı denetleyip yeniden deneyin."),
};
