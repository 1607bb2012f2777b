//! Practice's words in Turkish.

use super::super::text::{FieldNames, PartNames, PracticeWords, SheetColumns, Tasks, YesNo};

pub const WORDS: PracticeWords = PracticeWords {
    practice: "Alıştırma",
    practice_title: "Kendini sına: değerleri gizlenmiş ağaç",
    tasks: Tasks { solve: "Ağacı çöz", predict: "Her adımı tahmin et" },
    solve_intro: "Her düğümün değerini yaz (kesen bir düğüm döndürdüğü değerle ya da sınırıyla yazılabilir, ör. 2 veya ≤ 2); dersin istiyorsa α ve β'yı da yaz. Budanan bir kenarı işaretlemek için kenara tıkla ya da aşağıda çocuğu seç. Sonra Denetle.",
    predict_intro: "Her adımdan önce ne yapacağını söyle. Denetle adımı gösterir ve açıklar.",
    sheet_columns: SheetColumns { node: "Düğüm", value: "Değer", alpha: "α", beta: "β", pruned: "Budanan çocuklar" },
    grade_window: "α ve β'yı da puanla",
    check: "Denetle",
    hint: "İpucu: sonraki adımı göster",
    first_mistake: "İlk hatayı göster",
    start_again: "Baştan başla",
    new_exercise: "Yeni alıştırma",
    level: "Düzey",
    exercise_named: |e| format!("Alıştırma {e}"),
    worksheet_link: "Yazdırılabilir çalışma kâğıdı",
    scorm_title: "ÖYS'niz için SCORM paketi",
    course_position: |k, n| format!("Alıştırma {k} / {n}"),
    course_prev: "◀ Önceki",
    course_next: "Sonraki ▶",
    course_score: |raw| format!("Şimdiye kadarki puan: 100 üzerinden {raw} (her alıştırmanın ilk denetimi)"),
    course_checked: |r, t| format!("Bu alıştırma {t} üzerinden {r} saydı (ilk denetimi)."),
    course_done: |raw, passed| {
        if passed {
            format!("Set tam puanla bitti: 100 üzerinden {raw}.")
        } else {
            format!("Her alıştırma denetlendi: 100 üzerinden {raw}.")
        }
    },
    lms_connected: |edition| format!("ÖYS'nize bağlı ({edition}): her Denetle puanınızı gönderir."),
    lms_missing: "ÖYS bulunamadı: puan bu sayfada kalır.",
    lms_review: "ÖYS'niz bunu inceleme için açtı: cevaplarınız burada denetlenir ama puan gönderilmez.",
    lms_ended: "ÖYS ile bu oturum bitti: puanın gönderilmesi için etkinliği ÖYS'den yeniden açın.",
    lms_refused: |what| format!("ÖYS puanı almadı ({what}). Cevaplarınız duruyor: yeniden göndermek için yine Denetle'ye basın."),
    score: |right, total| format!("Puan: {total} üzerinden {right}"),
    full_marks: "Tam puan!",
    hints_taken: |n| format!("Alınan ipucu: {n}"),
    tally: |e, p, o| format!("Şimdiye dek: {e} alıştırma, {o} üzerinden {p} puan"),
    fields: FieldNames { value: "değer", alpha: "α", beta: "β" },
    wrong_answer: |node, field, written, answer| format!("{node}: {field} için {written} yazdın; doğrusu {answer}."),
    missing_answer: |node, field, answer| format!("{node}: {field} eksik; doğrusu {answer}."),
    unreadable_answer: |node, field, written| format!("{node}: “{written}” bir {field} değil (bir sayı, ∞ ya da ≤ 2 gibi bir sınır yaz)."),
    missing_prune: |parent, child| format!("{parent}–{child} kenarı budanır: işaretle."),
    extra_prune: |parent, child| format!("{parent}–{child} kenarı aranır, budanmaz."),
    unreached_answer: |node| format!("{node} hiç aranmaz (üstündeki bir kesme onu budar): boş bırak."),
    bound_note: |node, v, bound| {
        format!("{node} keser: arama {v} döndürür, bu yalnızca bir sınırdır; değeri {bound}. İkisi de kabul edilir.")
    },
    tested_note: |node, worked, v, bound| {
        format!(
            "{node} düğümünün son çocuğu {worked} yaptı: test sağlandı, yani {node} {v} döndürür ve {bound} de doğrudur. İkisi de kabul edilir."
        )
    },
    window_at: |node, a, b| format!("{node} düğümünde: α = {a}, β = {b}."),
    no_key: |leaf| {
        format!("Bu ağaçla henüz alıştırma yapılamaz: arama {leaf} değerine gerek duyuyor. Önce düzenleyicide ona bir değer ver.")
    },
    no_key_computed: "Alıştırma kipi her düğümün değerine ihtiyaç duyar: bu aramada bazı düğümlerin değeri yer tutuculara dayandığı için açık kalıyor. Onlara sayı verin ya da alfa-beta ile alıştırma yapın (ilk gereken yer tutucuda durur).",
    ask_update: |child, node| format!("{child} değerini {node} düğümüne döndürdü. {node} düğümünde ne olur?"),
    ask_v: "v =",
    ask_alpha: "yeni α =",
    ask_beta: "yeni β =",
    ask_cuts: |node| format!("{node} şimdi keser mi?"),
    no_cut_question: |node, child| {
        format!("Burada “{node} keser mi?” sorusu yok: {child}, {node} düğümünün son çocuğuydu; budanacak bir şey kalmadı.")
    },
    yes_no: YesNo { yes: "Evet", no: "Hayır" },
    ask_pruned: |node| format!("{node} keser. Çocuklarından hangileri budanır?"),
    ask_return: |node| format!("{node} bitti. Hangi değeri döndürür?"),
    nothing_to_predict: "Bu adımda tahmin edilecek bir şey yok.",
    next_step: "Sonraki adım",
    right: "Doğru!",
    not_quite: |parts| format!("Tam değil: {parts}."),
    field_right: |field| format!("{field}: doğru."),
    field_expected: |field, expected| format!("{field}: aramada {expected}."),
    aima_keeps_bound: |node, greek| {
        format!(
            "AIMA biçiminde {node} önce v'yi sınar ve sınama tutunca {greek} ← … satırına gelmeden v'yi hemen döndürür: {greek} değerini korur."
        )
    },
    decided_by: "Karar veren satır",
    test_holds: "doğru",
    test_fails: "yanlış",
    parts: PartNames { v: "v", bound: "yeni α/β", cuts: "kesip kesmediği", pruned: "budanan çocuklar" },
    predict_score: |right, asked| format!("Şimdiye dek doğru: {asked} içinde {right}"),
    predict_done: |right, asked| format!("Bitti: {asked} tahminden {right} tanesi doğru."),
    mc_unplayable: "Oyunlar için her yaprakta bir sayı gerekir (yer tutucu ya da sonsuz olmadan).",
};
