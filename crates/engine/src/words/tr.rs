//! Türkçe: "budama" for pruning, "düğüm" for node, "yaprak" for leaf, as in
//! the course notes. Node names stay bare and the case endings go on "düğüm" (node)
//! or "yaprak" (leaf), so no suffix has to agree with a letter's sound:
//! "A düğümünden", not "A'dan".

use super::super::edit::EditError;
use super::super::explain::Test;
use super::super::explain::{Note, Step};
use super::super::notation::{MAX_DEPTH, MAX_NODES, Problem};
use super::super::num::MAX_DIGITS;
use super::super::practice::KeyWords;
use super::super::search::Form;
use super::super::tree::Player;
use super::interface::Text;
use super::{Words, failed, held, held_in, player, split_list, strict_test, update_parts};

pub struct Tr;

const LEAF_HINT: &str = "yaprak, 3, -2.5 ya da inf gibi bir sayıdır ya da değeri bilinmiyorsa a gibi bir addır";

/// `a`, `a ve b`, `a, b ve c`, `a, b, c ve 4 tane daha`.
fn list(items: &[String]) -> String {
    let (head, more) = split_list(items);
    match (head, more) {
        ([], _) => String::new(),
        ([one], 0) => one.clone(),
        (_, 0) => format!("{} ve {}", head[..head.len() - 1].join(", "), head[head.len() - 1]),
        _ => format!("{} ve {more} tane daha", head.join(", ")),
    }
}

fn which(k: Option<usize>) -> String {
    k.map_or("?".to_string(), |k| format!("{}.", k + 1))
}

impl Words for Tr {
    fn step(&self, step: &Step) -> String {
        match step {
            Step::Enter { node, player: p, from, window } => {
                let goal = if *p == Some(Player::Min) { "en küçüğünü" } else { "en büyüğünü" };
                let first = match p {
                    Some(_) => format!("{node}, bir {} düğümü: çocuklarının değerlerinden {goal} alır.", player(*p)),
                    None => format!("{node} bir yaprak."),
                };
                match (window, from) {
                    (Some((a, b)), Some(f)) => format!("{first} {f} düğümünden α = {a} ve β = {b} alır."),
                    (Some((a, b)), None) => format!("{first} α = {a} ve β = {b} ile başlar."),
                    (None, _) => first,
                }
            }
            Step::Leaf { node, value } => format!("{node} bir yaprak: fayda değeri {value}."),
            Step::UpdateChance { node, child, probability, got, terms, sum, last, range } => {
                let formula = terms.iter().map(|(p, v)| format!("{p} × {v}")).collect::<Vec<_>>().join(" + ");
                let rest = if *last { "bu onun değeri, beklenen değer" } else { "şimdilik; gelecek çocuklar kendi paylarını ekler" };
                let range = range.as_ref().map_or(String::new(), |r| {
                    format!(" Yapraklar sınırlı olduğundan {node} artık, geri kalanlar ne verirse versin, {r} aralığında.")
                });
                format!(
                    "{node} bir şans düğümü: {child}, {probability} olasılıkla, {got} veriyor. {node} = {formula} = {sum}, {rest}.{range}"
                )
            }
            Step::CutoffChance { node, low, bound, window_end, leaf_bounds: (l, u), strict, skipped } => {
                let (side, rel, rest_at, other) = if *low {
                    ("en çok", if *strict { "<" } else { "≤" }, u, "α")
                } else {
                    ("en az", if *strict { ">" } else { "≥" }, l, "β")
                };
                format!(
                    "{node} düğümünde Star1 kesmesi: kalan çocukları {rest_at} olsa bile (yapraklar [{l}, {u}] aralığında), {node} {side} {bound} {rel} {other} = {window_end}; yukarıdaki oyuncu daha iyisine zaten sahip: {} budanır.",
                    skipped.join(", ")
                )
            }
            Step::EnterChance { node } => format!(
                "{node} bir şans düğümü: burada kimse seçim yapmaz; değeri, çocuklarının olasılıklarıyla ağırlıklandırılmış beklenen değeridir (EXPECTIMINIMAX)."
            ),
            Step::EnterPlayer { node, player, players } => format!(
                "{node}: burada {players} oyuncudan {player}. oyuncu oynar ve fayda vektörü {player}. oyuncuya en çok kazanç sağlayan çocuğu seçer (max^n)."
            ),
            Step::UpdateMaxN { node, player, child, got, part, old, took, tie, last } => {
                let said = match old {
                    None => format!(
                        "{child} {got} verir. {node} düğümünün gördüğü ilk vektör bu, bu yüzden {player}. oyuncu şimdilik onu tutar ({player}. bileşen: {part})."
                    ),
                    Some((old, old_part)) if *took => format!(
                        "{child} {got} verir: {player}. oyuncu orada {part} alır, şimdiye kadarki en iyi {old} içindeki {old_part} değerinden fazla, bu yüzden {node} {got} vektörünü alır."
                    ),
                    Some((old, _)) if *tie => format!(
                        "{child} {got} verir: {player}. oyuncu orada {part} alır, şimdiye kadarki en iyi {old} ile aynı. Eşitlik: eşitlikte ilk bulunan çocuk kalır, bu yüzden {node} {old} vektörünü tutar."
                    ),
                    Some((old, old_part)) => format!(
                        "{child} {got} verir: {player}. oyuncu orada {part} alır, {old} içindeki {old_part} değerinden az, bu yüzden {node} {old} vektörünü tutar."
                    ),
                };
                let value = if *took { got } else { old.as_ref().map_or(got, |(o, _)| o) };
                if *last { format!("{said} Bu son çocuğuydu: {node} düğümünün değeri {value}.") } else { said }
            }
            Step::Frontier { node, value } => format!(
                "{node} derinlik sınırında: oyun bitmedi, bu yüzden kesme testi burada durur ve fayda yerine değerlendirme fonksiyonu kullanılır: {value}."
            ),
            Step::Transposition { node, value, same_as } => format!(
                "{node} daha önce {same_as} düğümünde karşılaşılan bir konum: yer değiştirme tablosu (transposition table) onun kesin değerini, {value}, zaten tutuyor; bu yüzden yeniden aranmaz, tablodan okunur (ağaç aslında bir graf: iki yol aynı konuma çıkıyor)."
            ),
            Step::Placeholder { node } => format!("{node} bir yer tutucu: değeri bilinmiyor, yani herhangi bir değer olabilir."),
            Step::UpdateAlphaBeta { node, player: p, child_index, child, got, new_bound, form, test, .. } => {
                let (v, bound) = update_parts(step);
                let greek = if *p == Player::Max { "α" } else { "β" };
                let start =
                    format!("{node} bir {} düğümü. {} çocuğu {child}, {got} değerini veriyor; böylece {v}", p.name(), which(*child_index));
                let equal = format!("katı kuralda ({}) eşitlik yetmez", strict_test(*p, *form));
                match (form, test) {
                    (Form::UpdateFirst, Test::Pass { tie: false, .. }) => format!("{start} ve {bound}. {}: budama yok.", failed(step)),
                    (Form::UpdateFirst, Test::Pass { tie: true, last: false }) => {
                        format!("{start} ve {bound}. {}: {equal}, bu yüzden {node} aramaya devam ediyor.", failed(step))
                    }
                    (Form::UpdateFirst, Test::Pass { tie: true, last: true }) => {
                        format!("{start} ve {bound}. {}: {equal}, bu yüzden budama yok.", failed(step))
                    }
                    (Form::UpdateFirst, Test::Cut) => format!("{start} ve {bound}."),
                    (Form::UpdateFirst, Test::CutLast) => {
                        format!("{start} ve {bound}. Şimdi {}: {node} burada durur (budanacak çocuk kalmadı).", held_in(step))
                    }
                    (Form::Aima, Test::Pass { tie: false, .. }) => format!("{start}. {}: budama yok, bu yüzden {bound}.", failed(step)),
                    (Form::Aima, Test::Pass { tie: true, last }) => {
                        let keeps = if *last { String::new() } else { format!(" ve {node} aramaya devam ediyor") };
                        format!("{start}. {}: {equal}, bu yüzden budama yok{keeps}; {bound}.", failed(step))
                    }
                    (Form::Aima, Test::Cut) => format!("{start}."),
                    (Form::Aima, Test::CutLast) => format!(
                        "{start}. Şimdi {}, bu yüzden {node} v'yi hemen döndürüyor; {greek} {new_bound} olarak kalıyor.",
                        held_in(step)
                    ),
                }
            }
            Step::UpdateMinimax { node, player: p, child_index, child, got, so_far } => {
                format!(
                    "{node} bir {} düğümü. {} çocuğu {child}, {got} değerini veriyor; şu ana kadarki değeri {so_far}.",
                    p.name(),
                    which(*child_index)
                )
            }
            Step::Cutoff { node, player: p, form, strict, v, alpha, beta, source, skipped } => {
                let above = source.as_ref().map_or("sonucu".to_string(), |s| format!("{s} düğümünün seçimini"));
                let test = held(*p, *form, *strict, v, alpha, beta);
                let greek = if *p == Some(Player::Min) { "β" } else { "α" };
                match form {
                    Form::UpdateFirst => format!(
                        "Şimdi {test}: {node} düğümünün altındaki hiçbir değer {above} değiştiremez, bu yüzden {} budanır.",
                        list(skipped)
                    ),
                    Form::Aima => format!(
                        "Şimdi {test}, bu yüzden {node} {greek} değerini değiştirmeden v'yi hemen döndürür: {node} düğümünün altındaki hiçbir değer {above} değiştiremez, bu yüzden {} budanır.",
                        list(skipped)
                    ),
                }
            }
            Step::Return { node, parent, shown, bound } => {
                let note = bound.as_ref().map_or(String::new(), |b| format!(" (bu yalnızca bir sınır: gerçek değeri {b})"));
                format!("{node} tamamlandı ve {parent} düğümüne {shown} değerini döndürüyor{note}.")
            }
            Step::Finished { node, value, depends: false } => format!("{node} tamamlandı: oyunun değeri {value}."),
            Step::Finished { node, value, depends: true } => {
                format!("{node} tamamlandı: oyunun değeri {value}; yer tutucuların değerine bağlı.")
            }
            Step::Blocked { node, path } => {
                let path = if path.is_empty() { "kök" } else { path.as_str() };
                format!(
                    "Arama, {node} yer tutucusunun değerine ihtiyaç duyuyor (yaprak {path}). Devam etmek için {node} yerine bir sayı yazın."
                )
            }
        }
    }

    fn note(&self, note: Note) -> &'static str {
        match note {
            Note::Terminal => "yaprak: değeri fayda değeridir",
            Note::Start => "henüz hiçbir şey görülmedi: ilk çocuk v'yi her zaman iyileştirir",
            Note::CutMax => "üstteki MIN, ≥ β bir değere asla izin vermez: kalanlar budanır (β budaması)",
            Note::CutMin => "üstteki MAX, ≤ α bir değere asla izin vermez: kalanlar budanır (α budaması)",
            Note::CutMaxStrict => {
                "katı kural: yalnızca > β bir değer MIN'in izin vermeyeceği değerdir; eşitlikte arama sürer, eşit derecede iyi her hamle korunur"
            }
            Note::CutMinStrict => {
                "katı kural: yalnızca < α bir değer MAX'ın izin vermeyeceği değerdir; eşitlikte arama sürer, eşit derecede iyi her hamle korunur"
            }
            Note::Alpha => "α: MAX'ın bu yolda şimdiden garantilediği en iyi değer",
            Note::Beta => "β: MIN'in bu yolda şimdiden garantilediği en iyi değer",
            Note::MaxN => "i. oyuncu kendi i. bileşeninde en iyi vektörü alır; eşitlikte ilk bulunan çocuk kalır",
        }
    }

    fn problem(&self, problem: &Problem) -> String {
        match problem {
            Problem::Empty => "ağaç boş".to_string(),
            Problem::NodeBeforeComma => "',' işaretinden önce bir düğüm bekleniyordu".to_string(),
            Problem::NodeAfterComma => "',' işaretinden sonra bir düğüm bekleniyordu".to_string(),
            Problem::LabelBeforeColon => "':' işaretinden önce bir etiket bekleniyordu".to_string(),
            Problem::BadLabel(text) => format!("'{text}' etiket olamaz"),
            Problem::NodeAfterLabel(label) => format!("'{label}:' etiketinden sonra bir düğüm bekleniyordu"),
            Problem::GroupAfterKind(kind) => format!("'{kind}' sözcüğünden sonra bir grup bekleniyordu"),
            Problem::TooManyDigits(text) => format!("'{text}' {MAX_DIGITS} basamaktan uzun"),
            Problem::NotANumber(text) => format!("'{text}' bir sayı değil"),
            Problem::NotANumberOrName(text) => format!("'{text}' bir sayı ya da ad değil"),
            Problem::TooManyNodes => format!("ağaçta {MAX_NODES} düğüm sınırından fazla düğüm var"),
            Problem::TooDeep => format!("gruplar {MAX_DEPTH} düzey sınırından daha derin iç içe geçmiş"),
            Problem::NoGroupOpen(c) => format!("beklenmeyen '{c}': açık grup yok"),
            Problem::WrongCloser { found, needs } => format!("beklenmeyen '{found}': açık grup '{needs}' ile kapanmalı"),
            Problem::Unclosed { open, close, line, column, found } => {
                let found = found.map_or(String::new(), |f| format!(", ama '{f}' bulundu"));
                format!("{line}:{column} konumunda açılan '{open}' için kapatan '{close}' bekleniyordu{found}")
            }
            Problem::EmptyGroup => "boş grup: bir düğümün en az bir çocuğu olmalı".to_string(),
            Problem::ProbabilityOutsideChance(text) => {
                format!("'{text}:' bir olasılık veriyor, ama yalnızca bir şans düğümünün çocuğunun olasılığı olur")
            }
            Problem::BadProbability(text) => format!("'{text}' 0 ile 1 arasında bir olasılık değil"),
            Problem::ProbabilitySum(sum) => format!("bu şans düğümünün olasılıklarının toplamı 1 değil, {sum}"),
            Problem::BadVector(text) => format!("'{text}' bir fayda vektörü değil"),
            Problem::VectorLength { expected, found } => {
                format!("bu vektörde {found} fayda var, ama ağacın diğer vektörlerinde {expected} var (oyuncu başına bir)")
            }
            Problem::NeedsVector { leaf, players } => {
                format!("'{leaf}' tek bir değer, ama bu {players} oyunculu bir ağaç: yaprakları fayda vektörleridir")
            }
            Problem::KindInMaxN(text) => format!("'{text}', fayda vektörlü bir ağaçta (max^n) MAX, MIN ya da şans düğümü"),
            Problem::PlayerOutOfRange { player, players } => {
                format!("'{player}' vektörlerde faydası olmayan bir oyuncuyu adlandırıyor: vektörlerde {players} oyuncu var")
            }
            Problem::Internal(e) => format!("ağaç oluşturulamadı: {e}"),
        }
    }

    fn problem_hint(&self, problem: &Problem) -> Option<String> {
        Some(match problem {
            Problem::Empty => "kökün çocuklarını yazın, örneğin <3,5,10>,<2,a,b>,<2,7,3>".to_string(),
            Problem::NodeBeforeComma
            | Problem::NodeAfterComma
            | Problem::NodeAfterLabel(_)
            | Problem::NotANumber(_)
            | Problem::NotANumberOrName(_) => LEAF_HINT.to_string(),
            Problem::LabelBeforeColon => "etiket, A ya da x1 gibi bir addır ve düğümden önce yazılır: A:max(3, 5)".to_string(),
            Problem::BadLabel(_) => "etiketler A ya da x1 gibi adlardır".to_string(),
            Problem::GroupAfterKind(_) => "çocukları parantez içinde yazın, örneğin max(3, 5) ya da min(<1,2>, 4)".to_string(),
            Problem::TooManyDigits(_) => format!("sayılar tam olarak karşılaştırılır, bu yüzden en fazla {MAX_DIGITS} basamaklı olabilir"),
            Problem::TooManyNodes => "ağacı bölün ya da daha küçük bir örnek kullanın".to_string(),
            Problem::TooDeep => "daha sığ bir ağaç kullanın".to_string(),
            Problem::NoGroupOpen(_) | Problem::WrongCloser { .. } => {
                "her '<', '[' ya da '(' kendi '>', ']' ya da ')' işaretiyle kapanır".to_string()
            }
            Problem::Unclosed { open, close, .. } => format!("eksik '{close}' işaretini ekleyin ya da '{open}' işaretini silin"),
            Problem::EmptyGroup => "içine çocuk yazın, örneğin <3,5>, ya da onun yerine bir yaprak değeri yazın".to_string(),
            Problem::ProbabilityOutsideChance(_) => {
                "olasılıkları chance(…) ya da ?(…) düğümünün çocuklarına yazın, örneğin ?(0.9: <2,3>, 0.1: 5)".to_string()
            }
            Problem::BadProbability(_) => "olasılığı ondalık (0.25) ya da kesir (1/3) olarak, 0 ile 1 arasında yazın".to_string(),
            Problem::ProbabilitySum(_) => {
                "toplamları 1 olsun ya da bazılarını yazmayın: olasılığı yazılmayan çocuklar kalanı eşit paylaşır".to_string()
            }
            Problem::BadVector(_) => "süslü parantez içinde oyuncu başına bir sayı yazın, en az iki: {1, 2, 6}".to_string(),
            Problem::VectorLength { .. } => "her yaprağa oyuncu başına bir fayda verin".to_string(),
            Problem::NeedsVector { players, .. } => format!("süslü parantez içinde oyuncu başına bir olmak üzere {players} fayda yazın"),
            Problem::KindInMaxN(_) => "max^n ağacında p1(…), p2(…), … yazın ya da seviyeleri sırayla oynamaya bırakın".to_string(),
            Problem::PlayerOutOfRange { players, .. } => format!("p1 … p{players} kullanın ya da vektörlere daha çok bileşen verin"),
            Problem::Internal(_) => return None,
        })
    }

    fn error_label(&self) -> &'static str {
        "hata"
    }

    fn hint_label(&self) -> &'static str {
        "ipucu"
    }

    fn empty_leaf(&self) -> &'static str {
        "yaprağın bir değeri olmalı"
    }

    fn edit_error(&self, error: &EditError) -> String {
        match error {
            EditError::NotALeaf => "yalnızca yaprakların düzenlenecek bir değeri vardır".to_string(),
            EditError::Gone => "bu düğüm artık ağaçta değil".to_string(),
            EditError::RootDelete => "kök silinemez".to_string(),
            EditError::OnlyChild { node, parent } => format!(
                "{node}, {parent} düğümünün tek çocuğu: her düğümün en az bir çocuğu olmalı, bu yüzden onun yerine {parent} düğümünü silin"
            ),
            EditError::RootMove => "kökün yer değiştirebileceği bir kardeşi yok".to_string(),
            EditError::AlreadyAtEnd { node, first: true } => format!("{node} zaten ilk çocuk"),
            EditError::AlreadyAtEnd { node, first: false } => format!("{node} zaten son çocuk"),
            EditError::Broken(e) => format!("bu düzenleme ağacı bozardı ({e})"),
        }
    }
}

/// The few words of an answer key (`practice::key_lines`).
pub const KEY_WORDS: KeyWords = KeyWords {
    pruned: "budanan",
    root: "kök",
    best: "en iyi hamle",
    no_key: "cevap anahtarı yok: arama bu ağaçta olmayan bir değere gerek duyuyor",
};

/// The interface's words.
pub static TEXT: Text = Text {
    example: "Örnek ",
    load_example: "Bir örnek yükle",
    choose: "Seçin…",
    random_clamped: |b, d, b2, d2| {
        format!(
            "Dallanma {b}, derinlik {d} bir çizimin gösterebileceğinden fazla (dallanma 1–6, derinlik 1–8, en çok 4096 yaprak): dallanma {b2}, derinlik {d2} ile üretilecek."
        )
    },
    menu: "Menü",
    recent: "Son ağaçlar…",
    recent_title: "Bir bağlantı açmadan önceki ağaçlarınız: geri almak için birini seçin",
    examples: [
        ("Klasik örnek", "Kök 3; a, b, 7 ve 3 hiç incelenmez."),
        ("AIMA Şekil 5.2", "Kök 3; 4 ve 6 yaprakları budanır."),
        ("Eşitlik: α ≥ β ile α > β", "C, B ile eşit: α ≥ β onu budar, α > β korur."),
        ("Derin budama", "E, üç düzey yukarıdaki A'dan gelen α = 5 ile budanır."),
        ("Dengesiz", "Farklı derinliklerde yapraklar; her dallanma olabilir."),
        ("Şans: notlardaki alıştırma", "Expectiminimax: şans düğümleri 1.5 ve −0.5 değerinde; MAX solu seçer."),
        ("Şans: yapraklar 20, 30, 1, 400", "Beklenen değerler 21 ve 40.9: MAX sağı seçer."),
        (
            "Şans: değerlendirme ölçeği, yan yana",
            "Yapraklar 2, 3, 1, 4 (2.1 ve 1.3: sol) ve yanında 20, 30, 1, 400 olarak yeniden ölçeklenmiş aynı yapraklar (21 ve 40.9: sağ): sıra aynı, en iyi hamle farklı. Değerlendirmeler kazanma şansının pozitif doğrusal bir dönüşümü olmalıdır.",
        ),
        (
            "Üç oyuncu: AIMA Şekil 5.4",
            "Fayda vektörleriyle max^n: kök, 1. oyuncunun 1 değerinde (1, 2, 6) ile (1, 5, 2) arasında berabere kalır ve soldakini tutar. Paranoyak anahtarı onu alfa-betaya çevirir.",
        ),
    ],
    algorithm: "Algoritma ",
    alpha_beta: "Alfa-beta",
    minimax: "Minimaks",
    cut_at: "Budama koşulu ",
    cut_ge: "α ≥ β (olağan)",
    cut_gt: "α > β (eşitleri korur)",
    groups: ["Arama", "Ağaç", "Görünüm"],
    step_log: "Adım günlüğü",
    step_log_columns: ["adım", "düğüm", "olay", "α", "β", "değer", "açıklama"],
    events: ["giriş", "yaprak", "güncelleme", "budama", "dönüş", "durdu"],
    step_log_earlier: |n| format!("Daha önceki {n} adım gösterilmiyor: baştan görmek için kaydırıcıyı sürükleyin ya da Home tuşuna basın."),
    step_log_too_long: |n| format!("Adım günlüğü en çok {n} adımlık aramaları gösterir; daha uzunları için trace komutunu kullanın."),
    step_log_jump: "O adıma gitmek için bir satıra tıklayın.",
    form_label: "Sözde kod ",
    forms: ["AIMA (önce v sınanır)", "önce α/β güncellenir"],
    forms_title: [
        "AIMA Şekil 5.7: v ← MAX(v, …); if v ≥ β then return v; α ← MAX(α, v)",
        "Birçok ders notundaki biçim: v ← max(v, …); α ← max(α, v); if α ≥ β then break",
    ],
    root_max: "Kök: MAX ⇄",
    root_min: "Kök: MIN ⇄",
    swap_root: "Kökü MAX ile MIN arasında değiştir",
    theme: "Tema ",
    themes: ["Otomatik", "Açık", "Koyu", "Yüksek kontrast"],
    presentation: "Sunum",
    presentation_title: "Projeksiyon için büyük yazı ve kalın çizgiler",
    language: "Dil",
    lang_auto: "Otomatik",
    undo: "Geri al",
    undo_title: "Geri al (Ctrl+Z)",
    redo: "Yinele",
    redo_title: "Yinele (Ctrl+Shift+Z)",
    random_tree: "Rastgele ağaç",
    branching: "Dallanma ",
    depth: "Derinlik ",
    values_from: "Değer aralığı ",
    values_to: " – ",
    generate: "Oluştur",
    share: "Paylaş / Göm",
    share_group: "Bu görünümü paylaşın ya da gömün",
    start_at: "Başlangıç ",
    this_step: |k| format!("bu adım ({k})"),
    the_beginning: "en baş",
    the_end: "en son",
    autoplay: " otomatik oynat",
    show_pseudocode: " sözde kodu göster",
    share_language: "Dil ",
    viewers_language: "izleyicinin dili",
    link: "Bağlantı",
    embed_snippet: "Slayta göm (iframe)",
    export_beamer: "Beamer: her adım (LaTeX)",
    copy: "Kopyala",
    copied: "Kopyalandı ✓",
    step_controls: "Adım denetimleri",
    jump_start: "Başa git (Home)",
    step_back: "Bir adım geri (← ya da Page Up)",
    play: "Oynat (Boşluk)",
    pause: "Duraklat (Boşluk)",
    step_forward: "Bir adım ileri (→ ya da Page Down)",
    jump_end: "Sona git (End)",
    step_slider: "Adım",
    step_of: |k, n| format!("adım {k} / {n}"),
    speed: "Otomatik oynatma hızı",
    speeds: ["yavaş", "normal", "hızlı"],
    root: "kök ",
    press_to_start: "Aramayı adım adım başlatmak için → (ya da Page Down) tuşuna basın.",
    open_full: "Minimax Lab'de aç ↗",
    dismiss: "Kapat",
    pseudocode: "Sözde kod",
    pseudocode_alpha_beta: "Alfa-beta",
    pseudocode_minimax: "Minimaks (AIMA)",
    pseudocode_expectiminimax: "Expectiminimax (AIMA)",
    pseudocode_maxn: "max^n (ikiden fazla oyuncu)",
    call_stack: "Çağrı yığını",
    stack_empty: "boş: çalışan çağrı yok",
    statistics: "İstatistikler",
    so_far: "şu ana kadar",
    total: |name| format!("{name} toplamı"),
    nodes_visited: "ziyaret edilen düğüm",
    leaves_evaluated: "değerlendirilen yaprak",
    cutoffs: "budama",
    tree_editor: "Ağaç düzenleyici",
    tree: "Ağaç",
    notation_help: "Gruplar <…>, […] ya da (…); yapraklar sayıdır (3, -2.5, inf) ya da bilinmeyen değerler için addır (a); max(…) / min(…) düğümün türünü belirler; A: bir düğümü etiketler. Düzenlemek için çizimdeki bir yaprağa tıklayın.",
    error_count: |n| format!("{n} hata — çizim, çalışan son ağacı gösteriyor."),
    game_tree: "Oyun ağacı",
    drawing: "Oyun ağacı çizimi",
    zoom_in: "Yakınlaştır",
    zoom_out: "Uzaklaştır",
    fit: "Sığdır",
    fit_title: "Ağacın tamamını sığdır",
    export: "Dışa aktar",
    export_notation: "Gösterim",
    export_slides_png: "Slaytlar: PNG görüntüleri (.zip)",
    export_slides_pdf: "Slaytlar: PDF",
    slide_title: |k, n| format!("Adım {k} / {n}"),
    slides_progress: |k, n| format!("Slaytlar hazırlanıyor: {k} / {n}…"),
    slides_too_long: |steps, max| {
        format!(
            "Bu arama {steps} adım sürüyor: slayt için çok fazla (en çok {max}). Daha küçük bir ağaç kullanın ya da adımları tek tek PNG olarak dışa aktarın."
        )
    },
    slides_failed: |why| format!("Slaytlar hazırlanamadı: {why}."),
    slides_tree_changed: "ağaç bu sırada değiştirildi",
    click_hint: "Araçlar için bir düğüme, değerini düzenlemek için bir yaprağa tıklayın.",
    edit_value: "Değeri düzenle",
    add_child: "Çocuk ekle",
    move_left: "◀ Taşı",
    move_right: "Taşı ▶",
    delete: "Sil",
    leaf: "yaprak",
    current_path: "geçerli yol",
    pruned: "budanmış",
    best_play: "en iyi hamle dizisi",
    folded: |n| format!("{n} düğüm"),
    unfold_hint: "Katlanmış: açmak için Enter'a basın",
    folded_legend: "katlanmış alt ağaç, +n içindeki düğüm sayısı (açmak için tıklayın)",
    fold_button: "Katla",
    fold_title: "Arama yolunun dışındaki her alt ağacı tek bir simgeye katla (değeri ve kaç düğüm içerdiği) ya da ağacın tamamını çiz",
    whole_too_big: |nodes, max| format!("Bu ağaçta {nodes} düğüm var: katlanmış çizilir (ağacın tamamı en çok {max} düğüme kadar çizilir)"),
    fold: "Katla",
    unfold: "Aç",
    path_strip: "Kökten geçerli düğüme giden yol",
    minimap: "Ağacın tamamına genel bakış: koyu = arandı, gri = henüz değil, soluk = budandı, mavi = etkin çağrılar, turuncu çizgi = geçerli düğüme giden yol",
    states: ["ziyaret edilmedi", "etkin", "tamamlandı", "budanmış"],
    node_name: |seen, player, state| format!("{seen}, {player} düğümü, {state}"),
    chance_node: "şans",
    leaf_name: |name, value, state| format!("{name}, yaprak, değer {value}, {state}"),
    leaf_input: |name| format!("{name} için yeni değer: bir sayı, inf ya da bilinmeyen bir değer için bir ad"),
    too_big: |nodes, levels, max_nodes, max_levels| {
        format!(
            "Bu ağaçta {nodes} düğüm ve {levels} düzey var: çizilemeyecek kadar büyük (çizim en fazla {max_nodes} düğüm ve {max_levels} düzey gösterir). Adımlar, açıklama ve istatistikler yine çalışır; tam liste için trace komutunu kullanın."
        )
    },
    sources: ["Bağlantı", "Kayıtlı çalışmanız"],
    link_unusable: |source, why| format!("{source} kullanılamadı: {why}."),
    saved_unreadable: "Önceki ziyaretten kalan kayıtlı çalışmanız okunamadı ve yok sayıldı.",
    tree_error: |source, first| {
        format!("{source} hatalı bir ağaç içeriyor ({first}); aşağıdaki metin düzeltilene kadar çizim klasik örneği gösteriyor.")
    },
    fix_errors_first: "Önce ağaç metnindeki hataları düzeltin (ya da geri alın): çizimdeki bir düzenleme yazmakta olduğunuz metnin yerini alır.",
    options_without_tree: "bağlantıda seçenekler var ama tree= yok — klasik örnek gösteriliyor",
    bad_algo: |v| format!("bağlantıdaki algo={v}, minimax ya da alphabeta değil"),
    bad_cut: |v| format!("bağlantıdaki cut={v}, ge (α ≥ β) ya da gt (α > β) değil"),
    bad_form: |v| format!("bağlantıdaki form={v} değeri aima ya da update-first değil"),
    bad_root: |v| format!("bağlantıdaki root={v}, max ya da min değil"),
    bad_step: |v| format!("bağlantıdaki step={v} bir adım numarası ya da end değil"),
    what_if: "Ya şöyle olsaydı…",
    what_if_title: "Bu yaprağın değerinin neye karar verdiğini gör: kökün hamlesi ve budananlar",
    what_if_heading: |x| format!("{x} değişirse ne olur?"),
    what_if_intro: "Diğer yapraklar olduğu gibi kalır. Aramanın nasıl değiştiğini görmek için bir değer sürükleyin ya da yazın; cümleler bunun tam olarak hangi değerlerde olduğunu söyler.",
    what_if_readouts: ["Kök değeri", "Kökün hamlesi", "Şu an budanan"],
    none: "yok",
    keeps_move_when: |m, cond| format!("Kök {cond} için {m} hamlesini korur."),
    no_move_now: "Kökün henüz bir hamlesi yok: değeri bir yer tutucuya bağlı.",
    pruned_when: |names, _, cond| format!("{names}, {cond} için budanır."),
    nothing_depends: |x| format!("Başka hiçbir yaprağın budanması {x} değerine bağlı değil."),
    or: "veya",
    and: "ve",
    every_value: |x| format!("{x} değerinin her biri"),
    no_value: |x| format!("{x} değerinin hiçbiri"),
    close: "Kapat",
    what_if_legend: ["değişen", "değerine göre budanan ya da budanmayan"],
    levels: ["kolay", "orta", "zor"],
    worksheet_title: "Oyun ağacında arama: çalışma kâğıdı",
    worksheet_heading: |level, first, last, convention| {
        if first == last {
            format!("Çalışma kâğıdı ({level}): {first} alıştırması. {convention}")
        } else {
            format!("Çalışma kâğıdı ({level}): {first} ile {last} arasındaki alıştırmalar. {convention}")
        }
    },
    worksheet_convention: |algorithm, cut, form| format!("{algorithm}, {cut} olunca budanır, sözde kod: {form}."),
    worksheet_instructions: [
        "Aramanın ulaştığı her iç düğümün değerini yanındaki kutuya yazın (dersiniz istiyorsa α ile β'yı da).",
        "Budama yapan bir düğüm yalnızca bir sınır döndürür: ≤ 2 ya da ≥ 5 biçiminde yazın.",
        "Aramanın budadığı her kenarın üstünü çizin.",
    ],
    print: "Yazdır",
    practise_online: "Çevrimiçi çalış",
    answer_key: "Cevap anahtarı",
    value_of: |name| format!("{name} düğümünün değeri"),
    compare: "Karşılaştır",
    compare_title: "Aynı ağacın ikinci bir aramasını yanında göster, birlikte adım adım",
    compare_choices: [
        "Karşılaştırma yok",
        "Minimax ve alfa-beta",
        "α ≥ β ve α > β",
        "İki sözde kod biçimi",
        "Verildiği gibi ve en iyisi önce",
        "Verildiği gibi ve en kötüsü önce",
    ],
    orders: ["Verildiği gibi", "En iyisi önce", "En kötüsü önce"],
    pruned_only_here: |names| format!("Yalnız burada budanan: {names}"),
    same_pruned: "İkisi de aynı yaprakları budar.",
    pane_stats: |n, l, c| format!("düğüm {}/{}, yaprak {}/{}, kesme {}/{}", n.0, n.1, l.0, l.1, c.0, c.1),
    nothing_only_here: "Yalnız burada budanan yok.",
    root_is_leaf: "Kök bir yaprak: seçilecek bir hamle yok.",
    practice: "Alıştırma",
    practice_title: "Kendini sına: değerleri gizlenmiş ağaç",
    tasks: ["Ağacı çöz", "Her adımı tahmin et"],
    solve_intro: "Her düğümün değerini yaz (kesen bir düğüm döndürdüğü değerle ya da sınırıyla yazılabilir, ör. 2 veya ≤ 2); dersin istiyorsa α ve β'yı da yaz. Budanan bir kenarı işaretlemek için kenara tıkla ya da aşağıda çocuğu seç. Sonra Denetle.",
    predict_intro: "Her adımdan önce ne yapacağını söyle. Denetle adımı gösterir ve açıklar.",
    sheet_columns: ["Düğüm", "Değer", "α", "β", "Budanan çocuklar"],
    grade_window: "α ve β'yı da puanla",
    check: "Denetle",
    hint: "İpucu: sonraki adımı göster",
    first_mistake: "İlk hatayı göster",
    start_again: "Baştan başla",
    new_exercise: "Yeni alıştırma",
    level: "Düzey",
    exercise_named: |e| format!("Alıştırma {e}"),
    worksheet_link: "Yazdırılabilir çalışma kâğıdı",
    score: |right, total| format!("Puan: {total} üzerinden {right}"),
    full_marks: "Tam puan!",
    hints_taken: |n| format!("Alınan ipucu: {n}"),
    tally: |e, p, o| format!("Şimdiye dek: {e} alıştırma, {o} üzerinden {p} puan"),
    fields: ["değer", "α", "β"],
    wrong_answer: |node, field, written, answer| format!("{node}: {field} için {written} yazdın; doğrusu {answer}."),
    missing_answer: |node, field, answer| format!("{node}: {field} eksik; doğrusu {answer}."),
    unreadable_answer: |node, field, written| format!("{node}: “{written}” bir {field} değil (bir sayı, ∞ ya da ≤ 2 gibi bir sınır yaz)."),
    missing_prune: |parent, child| format!("{parent}–{child} kenarı budanır: işaretle."),
    extra_prune: |parent, child| format!("{parent}–{child} kenarı aranır, budanmaz."),
    unreached_answer: |node| format!("{node} hiç aranmaz (üstündeki bir kesme onu budar): boş bırak."),
    bound_note: |node, v, bound| {
        format!("{node} keser: arama {v} döndürür, bu yalnızca bir sınırdır; değeri {bound}. İkisi de kabul edilir.")
    },
    no_key: |leaf| {
        format!("Bu ağaçla henüz alıştırma yapılamaz: arama {leaf} değerine gerek duyuyor. Önce düzenleyicide ona bir değer ver.")
    },
    no_key_computed: "Alıştırma kipi her düğümün değerine ihtiyaç duyar: bu aramada bazı düğümlerin değeri yer tutuculara dayandığı için açık kalıyor. Onlara sayı verin ya da alfa-beta ile alıştırma yapın (ilk gereken yer tutucuda durur).",
    ask_update: |child, node| format!("{child} değerini {node} düğümüne döndürdü. {node} düğümünde ne olur?"),
    ask_v: "v =",
    ask_alpha: "yeni α =",
    ask_beta: "yeni β =",
    ask_cuts: |node| format!("{node} şimdi keser mi?"),
    yes_no: ["Evet", "Hayır"],
    ask_pruned: |node| format!("{node} keser. Çocuklarından hangileri budanır?"),
    ask_return: |node| format!("{node} bitti. Hangi değeri döndürür?"),
    nothing_to_predict: "Bu adımda tahmin edilecek bir şey yok.",
    next_step: "Sonraki adım",
    right: "Doğru!",
    not_quite: |parts| format!("Tam değil: {parts}."),
    parts: ["v", "yeni α/β", "kesip kesmediği", "budanan çocuklar"],
    predict_score: |right, asked| format!("Şimdiye dek doğru: {asked} içinde {right}"),
    predict_done: |right, asked| format!("Bitti: {asked} tahminden {right} tanesi doğru."),
    bad_game: |m| format!("bağlantıdaki oyun kullanılamıyor: {m}"),
    bad_depth: |v| format!("bağlantıdaki depth={v} 1 ile 9 arasında ya da none değil"),
    bad_order: |v| format!("bağlantıdaki order={v} given, best-first, worst-first ya da random değil"),
    game_too_big: |n| {
        format!(
            "Bu arama {n} konumdan fazlasını üretir, çizmek için çok fazla. Bir derinlik sınırı koyun ya da daha ileri bir konumdan başlayın."
        )
    },
    bad_bounds: |v| format!("bağlantıdaki bounds={v}, LO ≤ HI olan iki sayı LO,HI değil"),
    bad_rescale: |v| format!("bağlantıdaki rescale={v}, iki yanı da artan from:to sayı çiftleri değil"),
    compare_rescale: "Yazıldığı gibi ve yeniden ölçeklenmiş yapraklar (aynı sıra)",
    rescale_labels: ["Yazıldığı gibi yapraklar", "Yeniden ölçeklenmiş yapraklar, aynı sıra"],
    bad_paranoid: |v| format!("bağlantıdaki paranoid={v} ne on ne off"),
    paranoid_switch: "Paranoyak indirgeme",
    paranoid_help: "Herkes kökteki oyuncuya karşı oynar: onun düğümleri MAX, diğer herkesinki MIN olur ve her yaprak yalnızca onun faydasını tutar. Arama o zaman aynı ağaçta, budama dahil, iki oyunculu alfa-betadır.",
    maxn_note: |n| {
        format!(
            "max^n: {n} oyuncu sırayla oynar; her biri kendi bileşeninde (kalın yazılan) en iyi fayda vektörüne sahip çocuğu seçer, eşitlikte ilk bulunan çocuk kalır. max^n hiçbir şey budamaz."
        )
    },
    paranoid_note: |me, n| {
        format!(
            "{n} oyunculu bir ağacın paranoyak indirgemesi: {me}. oyuncu MAX, diğer herkes MIN ve her yaprak {me}. oyuncunun faydası: budama dahil iki oyunculu alfa-beta."
        )
    },
    paranoid_read_only: "Bu çizim metindeki vektörlerin paranoyak indirgemesidir: vektörleri orada düzenleyin ya da ağacı düzenlemek için anahtarı kapatın.",
    player_name: |i| format!("{i}. oyuncu"),
    outside_bounds: |leaf, v| {
        format!(
            "{leaf} = {v} yaprağı bildirilen sınırların dışında, bu yüzden sınırlar kullanılmıyor: sınırları genişletin ya da yaprağı değiştirin."
        )
    },
    bounds_title: "Yaprak sınırları (Star1)",
    bounds_on: "Her yaprak şu aralıkta",
    bounds_help: "Sınırlar varken bir şans düğümünün değeri, şimdiye kadarki toplamına kalan olasılık alt sınırda ve üst sınırda eklenerek bulunan iki değerin arasındadır; bu aralık (α, β) dışına çıkınca alfa-beta altını keser.",
    mc_title: "Monte Carlo oyunları",
    mc_reset: "Sıfırla",
    mc_seed: "Tohum",
    mc_columns: ["hamle", "oyun", "ortalama", "kesin"],
    mc_help: "Bir kök hamlesinden her oyun, her şans düğümünde zar atar; oyuncular expectiminimax'ın oynayacağı gibi oynar. Oyunlar arttıkça sonuçların ortalaması hamlenin kesin değerine (kesikli çizgi) yaklaşır.",
    mc_unplayable: "Oyunlar için her yaprakta bir sayı gerekir (yer tutucu ya da sonsuz olmadan).",
    game: "Oyun",
    game_names: ["Yazılan ağaç", "XOX (tic-tac-toe)", "Para oyunu", "Tavşan ve kurtlar"],
    position: "Konum",
    set_position: "Uygula",
    depth_limit: "Derinlik sınırı",
    depth_none: "yok (sonuna kadar)",
    move_order: "Hamle sırası",
    game_orders: ["üretildiği gibi", "en iyi önce", "en kötü önce", "rastgele", "yinelemeli derinleştirme"],
    legend_frontier: "derinlik sınırında değerlendirildi",
    legend_stub: "budanan hamle, hiç oynanmadı",
    position_help: [
        "Sol üstten satır satır dokuz X, O ya da .; sayılar eşitse X oynar.",
        "Kalan para sayısı, sıra MAX'ta (4) ya da 4:min.",
        "Üstten satır satır 64 kare (., W, R; satırlar arasında / olabilir), sonra sırası gelen için r ya da w; ya da start.",
    ],
    play_as: ["X olarak oyna (MAX)", "O olarak oyna (MIN)"],
    stop_playing: "Oyunu bitir",
    your_move: "Sıra sizde: bir kareye tıklayın.",
    computer_played: |m| format!("Bilgisayar {m} oynadı. Ağaç bu hamleyi seçen aramayı gösteriyor: adım adım izleyin."),
    results: ["X kazandı.", "O kazandı.", "Berabere."],
    horizon_button: "Ufuk etkisi örneği",
    horizon_shallow: "Ufuk etkisi: bir hamle derinliğinde arayan O her hamleyi açık hatlara göre değerlendirir ve 1,3 oynar; X'in bir hamle sonra köşegeni tamamlamasını, ufkunun ötesinde kaldığı için görmez: O kaybeder. Derinlik sınırını 2 yapın.",
    horizon_deeper: "Bir hamle daha: O artık X'in köşegen tehdidini görür, 2,2'yi kapatır ve oyun berabere biter. Derinlik 1'e dönünce tehdit yine ufkun ötesinde kalır.",
    cost_button: "Derinliğe göre düğüm say",
    cost_columns: ["derinlik", "minimax düğüm", "minimax yaprak", "alfa-beta düğüm", "alfa-beta yaprak", "b", "b^(m/2)", "b^(3m/4)"],
    cost_note: "Bu konumdan, seçilen hamle sırasıyla değerlendirilen yapraklar. b etkin dallanma çarpanıdır (minimax yaprakları = b^m); alfa-betanın en iyi durumu yaklaşık b^(m/2), rastgele sırada yaklaşık b^(3m/4).",
    cost_counting: |d| format!("Derinlik {d} sayılıyor…"),
    transposition_table: "Yer değiştirme tablosu",
    table_hits: |n| {
        format!(
            "{n} konum yeniden karşılaşıldı ve aranmak yerine yer değiştirme tablosundan okundu (≡): arama uzayı bir graf, burada ağaç olarak çizildi."
        )
    },
    legend_same_as: "≡ daha önce görüldü: değer tablodan",
    table_help: "Aynı sayıda kat aranacakken yeniden karşılaşılan bir konum, yeniden aranmak yerine ilk seferde bulunan kesin değeri alır.",
    searching: |n, cap| format!("Oyun aranıyor: {n} konum üretildi (en fazla {cap})…"),
    stop_search: "Durdur",
    other_counting: |n| format!("sayılıyor… ({n} konum)"),
    other_over_cap: |n| format!("{n} konumdan fazla: sayılmadı"),
    sides: [["X", "O"], ["MAX", "MIN"], ["kurtlar", "tavşan"]],
    play_as_side: |s| format!("{s} olarak oyna"),
    side_wins: [
        ["X kazandı.", "O kazandı."],
        ["Son parayı MAX aldı ve kazandı.", "Son parayı MIN aldı ve kazandı."],
        ["Kurtlar kazandı: tavşan hareket edemiyor.", "Tavşan kazandı: kurtları geçti."],
    ],
    coins_left: "Kalan para",
    to_move: "Sıra",
    rabbit_editor_help: "Koyu bir kareye tıklayın: boş → kurt → tavşan (tavşan eski karesinden oraya gider).",
    your_moves: "Hamleniz:",
};
