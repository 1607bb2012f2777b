//! The worksheet's words in Turkish.

use minimax_engine::words::KEY_WORDS_TR;

use super::super::text::{Levels, WorksheetInstructions, WorksheetWords};

pub const WORDS: WorksheetWords = WorksheetWords {
    levels: Levels { easy: KEY_WORDS_TR.easy, medium: KEY_WORDS_TR.medium, hard: KEY_WORDS_TR.hard },
    worksheet_title: "Oyun ağacında arama: çalışma kâğıdı",
    worksheet_instructions: WorksheetInstructions {
        values: "Aramanın ulaştığı her iç düğümün değerini altındaki kutuya yazın (dersiniz istiyorsa α ile β'yı da).",
        prunes: "Budama yapan bir düğüm yalnızca bir sınır döndürür: ≤ 2 ya da ≥ 5 biçiminde yazın. Bir düğümün kesme testi son çocuğunda sağlandıysa hem değeri hem o sınır (8 ya da ≥ 8) doğrudur. Aramanın hiç ulaşmadığı bir düğümü boş bırakın.",
        check: "Aramanın budadığı her kenarın üstünü çizin.",
    },
    print: "Yazdır",
    practise_online: "Çevrimiçi çalış",
    answer_key: "Cevap anahtarı",
    show_key: "Cevap anahtarını göster",
    hide_key: "Cevap anahtarını gizle",
    students_link: "Öğrenci bağlantısı (anahtarsız)",
    students_link_title: "Bu sayfanın cevap anahtarı olmayan adresi: öğrencilere verilecek olan",
    key_hidden: "Bu, öğrencilerin sayfası: cevap anahtarı yok.",
    teachers_sheet: "Bu, öğretmenin sayfası: cevap anahtarını gösterir. Öğrencilere anahtarsız öğrenci bağlantısını verin.",
    value_of: |name| format!("{name} düğümünün değeri"),
};
