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
use super::interface::{Words, failed, held, held_in, player, split_list, strict_test, update_parts};

pub struct Tr;

/// This language's [`Words`], for the dispatch (`in_lang!`).
pub static WORDS: Tr = Tr;

const LEAF_HINT: &str = "yaprak, 3, -2.5 ya da inf gibi bir sayıdır ya da değeri bilinmiyorsa a gibi bir addır";

/// `a`, `a ve b`, `a, b ve c`, `a, b, c ve 4 tane daha`.
fn list(items: &[String]) -> String {
    let (head, more) = split_list(items);
    join(head, more)
}

/// `head`, and `more` left out, as one list.
fn join(head: &[String], more: usize) -> String {
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
    fn names(&self, items: &[String]) -> String {
        list(items)
    }

    fn every_name(&self, items: &[String]) -> String {
        join(items, 0)
    }

    fn step(&self, step: &Step) -> String {
        match step {
            Step::UpdateChance { .. }
            | Step::CutoffChance { .. }
            | Step::EnterChance { .. }
            | Step::EnterPlayer { .. }
            | Step::UpdateMaxN { .. } => chance_and_players(step),
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
            Step::Cutoff { node, player: p, form, strict, v, alpha, beta, source, skipped, moves } => {
                let pruned = match (moves, skipped.len(), split_list(skipped)) {
                    (true, 1, _) => format!("{} hamlesi", list(skipped)),
                    (true, _, (head, more)) if more > 0 => format!("{} hamleleri ve {more} hamle daha", head.join(", ")),
                    (true, _, _) => format!("{} hamleleri", list(skipped)),
                    _ => list(skipped),
                };
                let above = source.as_ref().map_or("sonucu".to_string(), |s| format!("{s} düğümünün seçimini"));
                let test = held(*p, *form, *strict, v, alpha, beta);
                let greek = if *p == Some(Player::Min) { "β" } else { "α" };
                match form {
                    Form::UpdateFirst => {
                        format!("Şimdi {test}: {node} düğümünün altındaki hiçbir değer {above} değiştiremez, bu yüzden {} budanır.", pruned)
                    }
                    Form::Aima => format!(
                        "Şimdi {test}, bu yüzden {node} {greek} değerini değiştirmeden v'yi hemen döndürür: {node} düğümünün altındaki hiçbir değer {above} değiştiremez, bu yüzden {} budanır.",
                        pruned
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
            Problem::ProbabilityWithoutNode(text) => format!("'{text}:' bir olasılık veriyor ama ardından bir düğüm gelmiyor"),
            Problem::DuplicateLabel { label, line, column } => format!("'{label}' adı {line}:{column} konumunda zaten kullanılıyor"),
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
            Problem::NodeAfterLabel(_) | Problem::NotANumber(_) | Problem::NotANumberOrName(_) => LEAF_HINT.to_string(),
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
            Problem::NodeBeforeComma => "boş bir yer: fazla ',' işaretini silin ya da oraya bir düğüm yazın, örneğin <3,5,10>".to_string(),
            Problem::NodeAfterComma => "son ',' işaretini silin ya da ardından bir düğüm yazın, örneğin <3,5,10>".to_string(),
            Problem::ProbabilityWithoutNode(_) => "çocuğu hemen ardından yazın, örneğin 0.5: <2,3>, ya da olasılığı silin".to_string(),
            Problem::DuplicateLabel { .. } => {
                "her düğümün kendi adı olmalı: birini yeniden adlandırın ya da etiketini silip bir harf alsın".to_string()
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

    fn more_errors(&self, n: usize) -> String {
        format!("… ve gösterilmeyen {n} hata daha: önce ilk hataları düzeltin, kalanlar çoğu zaman onlarla birlikte gider.")
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
/// Why a depth-limited rabbit-and-wolves search says the wolves win.
pub const RABBIT_HORIZON: &str = "Kurtlar bu derinlikte neden “kazanıyor”: arama birkaç hamle sonra durur ve her konumu, kurtlar yerinden kıpırdamazken tavşanın en üst sıraya uzaklığıyla puanlar; kurtlar en üst sırada başlar ve tavşan ne yaparsa yapsın en üst sıradaki her kare dolu ya da bir kurdun arkasında kalacak biçimde oynayabilir (örneğin f8-e7, ardından h8-g7); bu yüzden seçtikleri her konum, oyun bitmekten çok uzakken, 254 (tavşan kapana kısılmış) puan alır.";

pub const KEY_WORDS: KeyWords = KeyWords {
    pruned: "budanan",
    root: "kök",
    best: "en iyi hamle",
    no_key: "cevap anahtarı yok: arama bu ağaçta olmayan bir değere gerek duyuyor",
    or: "veya",
    alpha_beta: "Alfa-beta",
    minimax: "Minimaks",
    aima: "AIMA (önce v testi)",
    update_first: "önce α/β güncellenir",
    easy: "kolay",
    medium: "orta",
    hard: "zor",
    convention: |algorithm, cut, form| format!("{algorithm}, {cut} olunca budanır, sözde kod: {form}."),
    heading: |level, first, last, convention| {
        if first == last {
            format!("Çalışma kâğıdı ({level}): {first} alıştırması. {convention}")
        } else {
            format!("Çalışma kâğıdı ({level}): {first} ile {last} arasındaki alıştırmalar. {convention}")
        }
    },
};

/// The steps of chance nodes and of more than two players.
fn chance_and_players(step: &Step) -> String {
    match step {
        Step::UpdateChance { node, child, probability, got, terms, sum, last, range } => {
            let formula = terms.iter().map(|(p, v)| format!("{p} × {v}")).collect::<Vec<_>>().join(" + ");
            let rest = if *last { "bu onun değeri, beklenen değer" } else { "şimdilik; gelecek çocuklar kendi paylarını ekler" };
            let range = range.as_ref().map_or(String::new(), |r| {
                format!(" Yapraklar sınırlı olduğundan {node} artık, geri kalanlar ne verirse versin, {r} aralığında.")
            });
            format!("{node} bir şans düğümü: {child}, {probability} olasılıkla, {got} veriyor. {node} = {formula} = {sum}, {rest}.{range}")
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
        // `step` sends only the steps above here.
        _ => String::new(),
    }
}

/// Nim'in bilinen cevabı (İngilizcesi `en::nim_known`).
pub fn nim_known(piles: &[u8], sum: u8, mover: &str, winning: &[String]) -> String {
    let xor = piles.iter().map(u8::to_string).collect::<Vec<_>>().join(" ⊕ ");
    if sum == 0 {
        format!(
            "nim toplamı {xor} = 0: sırası gelen {mover} en iyi oyuna karşı kaybeder (her hamle 0 olmayan bir nim toplamı bırakır ve rakip onu hep yeniden 0 yapabilir)"
        )
    } else {
        format!("nim toplamı {xor} = {sum}, 0 değil: sırası gelen {mover}, nim toplamını 0 bırakarak kazanır: {}", winning.join(", "))
    }
}

/// Boş pencere ailesinin ve ispat sayısı aramasının cümleleri.
pub const FAMILY: super::interface::FamilyWords = super::interface::FamilyWords {
    root: "kök",
    pass_full: "Kökü tam pencereyle ara: (α, β) = ({a}, {b}).",
    pass_aspiration: "Aspirasyon: kökü tahminin çevresindeki pencereyle ara, (α, β) = ({a}, {b}).",
    pass_again: "Kökü genişletilmiş pencereyle yeniden ara: ({a}, {b}).",
    pass_mtdf: "Geçiş {p}: β = MAX(g, alt + {step}) = {b}; boş pencereyle ara: (β − {step}, β) = ({a}, {b}).",
    enter: "{n} düğümüne (α, β) = ({a}, {b}) ile gir.",
    enter_scout: "{n} düğümünü boş pencereyle ({a}, {b}) yokla: cevap yalnızca üstteki oyuncu için α'dan iyi olup olmadığını söyler.",
    enter_research: "{n} düğümünü ({a}, {b}) ile yeniden ara: bir üstte hamle sırası olan {p} açısından yoklama yüksekte başarısız oldu (α'dan fazla), değeri α'nın üstünde ve tam bulunmalı.",
    table_hit: "Tablo {n} için [{l}, {h}] diyor: bu geçişi zaten belirler, {v} döndür.",
    table_narrow: "Tablo {n} için [{l}, {h}] diyor: pencereyi ({a}, {b}) olarak daralt.",
    leaf_side: "{n} yaprağı MAX için {u}; orada hamle sırası olan {s} için değeri {v}.",
    leaf_max: "{n} yaprağı = {v}.",
    back_negated: "{n}, {c} düğümünden score = −({r}) = {v} alır: bir oyuncuya iyi olan diğerine kötüdür.",
    back_same: "{n}, {c} düğümünden score = {v} alır (ikisinde de aynı oyuncu oynar, işaret değişmez).",
    back_max: "{n} (MAX), {c} düğümünden g = MAX(g, {v}) alır.",
    back_min: "{n} (MIN), {c} düğümünden g = MIN(g, {v}) alır.",
    fail_high: "Yoklama α'dan fazlasını söylüyor ({v} > {a}): {c} düğümünü ({v}, {b}) ile yeniden ara; {c} bunu kendi tarafından ({x}, {y}) olarak görür.",
    better_alpha: "{n} düğümünde α, {a} olur.",
    better_soft: "{n} düğümünde best artık {v}; α = {a}.",
    better_max: "{n} düğümünde g artık {v}; a = {a}.",
    better_min: "{n} düğümünde g artık {v}; b = {b}.",
    cutoff: "score {v} {op} β = {b}: {n} düğümünde kesme; kalan {k} hamleye hiç bakılmaz.",
    cutoff_max: "g = {v} ≥ β = {b}: {n} durur; kalan {k} hamleye hiç bakılmaz.",
    cutoff_min: "g = {v} ≤ α = {a}: {n} durur; kalan {k} hamleye hiç bakılmaz.",
    return_exact: "{n}, {v} döndürür: değeri budur.",
    return_at_most: "{n}, {v} döndürür: {n} düğümünde hamle sırası olan {s} açısından değeri en çok budur ({s} için aşağıda başarısız oldu).",
    return_at_least: "{n}, {v} döndürür: {n} düğümünde hamle sırası olan {s} açısından değeri en az budur ({s} için yukarıda başarısız oldu).",
    return_at_least_max: "{n}, {v} döndürür: MAX'ın sayılarıyla (MTD(f) her düğümü MAX açısından okur) değeri en az budur.",
    return_at_most_max: "{n}, {v} döndürür: MAX'ın sayılarıyla (MTD(f) her düğümü MAX açısından okur) değeri en çok budur.",
    return_unknown: "{n}, {v} döndürür; bu kesin bir şey söylemez: düğüme α = β ile, yalnızca katı kuralın açık bıraktığı boş bir pencereyle girildi.",
    store: "{n} düğümünü tabloya yaz: alt sınır {l}, üst sınır {h}.",
    pass_low: "score {v} ≤ α = {a}: arama aşağıda başarısız oldu; α'yı −∞ yap ve yeniden ara.",
    pass_high: "score {v} ≥ β = {b}: arama yukarıda başarısız oldu; β'yı +∞ yap ve yeniden ara.",
    pass_exact: "score {v}, ({a}, {b}) penceresinin içinde: kökün değeri budur.",
    mtdf_upper: "g = {v} < β: değer en çok {v}; sınırlar artık [{l}, {h}].",
    mtdf_lower: "g = {v} ≥ β: değer en az {v}; sınırlar artık [{l}, {h}].",
    done: "Kökün değeri {v}.",
    done_min: "Kökün değeri MAX için {v}: orada oynayan MIN'in gözünden {m}.",
    goal_win: "kazanmayı",
    goal_above_zero: "0'dan büyük bir değeri",
    goal_below_zero: "0'dan küçük bir değeri",
    goal_at_least: "en az {v} değerini",
    goal_at_most: "en çok {v} değerini",
    pns_iteration: "Yineleme {k}: en çok ispatlayan düğüm {n}; açılınca {m} çocuk oluşur.",
    pns_iteration_one: "Yineleme {k}: en çok ispatlayan düğüm {n}; açılınca 1 çocuk oluşur.",
    pns_update: "{n} güncellenir: (pn, dn) ({p0}, {d0}) → ({p1}, {d1}).",
    pns_proved: "İspatlandı (pn = 0): {s} {goal} zorlayabilir.",
    pns_disproved: "Çürütüldü (dn = 0): {s} {goal} zorlayamaz.",
    pns_open: "{k} yinelemeden sonra karar yok: düğüm sınırına ulaşıldı.",
    notes: super::interface::ListingNotes {
        for_mover: "hamle sırası kimdeyse onun için",
        soft_only: "yalnızca fail-soft",
        fail_soft: "fail-soft",
        fail_hard: "fail-hard",
        scout: "boş pencereyle yoklama",
        failed_high: "yukarı taştı (fail high)",
        failed_low: "aşağı taştı (fail low)",
        cutoff: "kesme",
        with_memory: "bellekli alfa-beta",
        numbers_of_children: "her çocuğa SET-NUMBERS",
        numbers_upward: "yukarı doğru SET-NUMBERS",
    },
};

pub const QUIZ: super::interface::QuizWords = super::interface::QuizWords {
    title: |exercise| format!("Minimax Lab: alıştırma {exercise}"),
    task: |convention| {
        format!("Bu oyun ağacını dersteki gibi arayın: {convention} Kökte MAX oynar (▲ MAX, ▼ MIN) ve çocuklar soldan sağa aranır.")
    },
    notation: "Aynı ağaç Minimax Lab gösterimiyle:",
    names: "Düğümler kök A'dan başlayarak düzey düzey, soldan sağa adlandırılır (B, C, …); bir yaprak, ebeveyninin adı ve çocuklar arasındaki sırasıyla adlandırılır (C2: C'nin ikinci çocuğu).",
    root: |name| format!("Kökün ({name}) değeri:"),
    inner: "Diğer her iç düğümün döndürdüğü değer: “tam olarak”ı ya da arama yalnızca bir sınır buluyorsa “en çok” veya “en az”ı seçip sayıyı yazın. Bir düğümün kesme testi son çocuğunda sağlandıysa hem “tam olarak” hem o sınır doğrudur. Aramanın hiç ulaşmadığı bir düğüm için “ulaşılmadı”yı seçin, sayıyı boş bırakın.",
    inner_typed: "Diğer her iç düğümün döndürdüğü değer: sayıyı (5) ya da arama yalnızca bir sınır buluyorsa sınırı yazın (≤ 5 veya ≥ 5; <= 5 ve >= 5 de aynı okunur). Bir düğümün kesme testi son çocuğunda sağlandıysa hem sayı hem o sınır doğrudur. Aramanın hiç ulaşmadığı bir düğüm için kısa çizgi (–) yazın.",
    inner_minimax: "Diğer her iç düğümün döndürdüğü değer:",
    exactly: "tam olarak",
    at_most: "en çok",
    at_least: "en az",
    not_reached: "ulaşılmadı",
    pruned: "Aramanın hiç değerlendirmediği her yaprağı işaretleyin:",
    image: |exercise| format!("{exercise} alıştırmasının oyun ağacı"),
    key: "Cevap anahtarı:",
};

pub const CHECK: super::interface::CheckWords = super::interface::CheckWords {
    minimax: "minimax",
    alphabeta: "alfa-beta",
    did_read: "Kodunuz {x} yaprağını okudu",
    did_expand: "Kodunuz {x} düğümünü açtı",
    did_stop: "Kodunuz durdu",
    next_read: "sırada {x} yaprağını okur",
    next_expand: "sırada {x} düğümünü açar",
    parting_pruned: "{did}, ama {algo} {x} düğümüne hiç varmaz. Adım {step}: {why}",
    parting_next: "{did}, ama {algo} {next}. Adım {step}: {why}",
    parting_finished: "{did}, ama {algo} onunla işini çoktan bitirmişti.",
    parting_returned: "Kodunuzun {x} üzerindeki çağrısı {r} döndürdü, ama {x} {v} döndürür. Adım {step}: {why}",
    parting_root: "Kodunuz köke {r} veriyor, ama oyunun değeri {v}.",
    no_number: "sayı olmayan bir şey",
    agrees: "Kodunuz {algo} ile aynı şeyi yapıyor: aynı {k} düğüm, aynı sırada, kökün değeri {v}.",
    fail_hard: "Bazı çağrılar v yerine pencerelerinin ucunu döndürdü (fail-hard): bu kabul edilir.",
    line: "Sözde kod: {line}",
    looks_like: "Bu bilinen bir hataya benziyor: {slip}",
    unfit_players: "Kod yalnızca MAX ve MIN düğümlerinden oluşan ağaçlarda denetlenir: bu ağaçta şans düğümleri ya da ikiden fazla oyuncu var.",
    unfit_value: "{algo} {x} yaprağını okur ve onun bir sayısı yok: bu ağaçta kodu denetlemek için ona bir sayı verin.",
    no_pruning: "hiç budama yok. Kodunuz minimax gibi her çocuğu arıyor; alfa-beta ise kesme testi tutar tutmaz döner.",
    fail_hard_strict: "katı kuralda fail-hard dönüşler. Bir çağrı v yerine penceresinin ucunu döndürüyor ve α > β kuralında α = β'ya kapanan sonraki bir pencere, AIMA'nın v'sinin keseceğinden daha az keser. AIMA gibi v döndürün.",
    other_cut: "öteki kesme kuralı. Kodunuz {other} olunca kesiyor, ama bu uzlaşımda {this} olunca kesilir.",
    window_not_passed: "α ve β aşağı aktarılmıyor. Her çağrı (−∞, ∞) alıyor, böylece hiçbir çağrı kesemez: her çocuğa düğümün o anki α ve β değerlerini verin.",
    swapped: "α ve β yer değiştirmiş. Bir çocuk (α, β) yerine (β, α) ile çağrılıyor.",
    returns_bound: "v yerine α ya da β döndürmek. Bir düğüm pencerenin kendi ucunu döndürüyor, bu onun değeri değil.",
    wrong_player: "yanlış oyuncunun sırası. Kodunuz ağaçta MIN olan yerde MAX, MAX olan yerde MIN oynuyor.",
    same_mover: "sıra hiç geçmiyor. MAX-VALUE yine MAX-VALUE'yu çağırıyor (ya da MIN-VALUE MIN-VALUE'yu); her çağrı hamleyi öteki oyuncuya vermeli.",
    reversed: "çocuklar sağdan sola alınmış. Alfa-beta onları ağacın sıraladığı gibi alır, bu yüzden başka düğümleri budar.",
    read_twice: "bir düğüm iki kez ziyaret edilmiş. Kodunuz işini bitirdiği bir düğüme geri dönüyor; her düğüm bir kez aranır.",
    order_wrong: "doğru düğümler, yanlış sırada. Kodunuz {algo} ile aynı düğümleri başka bir sırada ziyaret ediyor.",
    heading: "Kodunuz",
    intro: "{algo} kodunu Python ya da JavaScript ile yazın: gösterilen ağaçta ve rastgele ağaçlarda çalıştırılır; açtığı her düğüm ve okuduğu her yaprak gösterilen aramayla karşılaştırılır.",
    language: "Dil",
    run_here: "Bu ağaçta dene",
    run_random: "200 rastgele ağaçta dene",
    stop: "Durdur",
    reset: "Örnekten yeniden başla",
    loading_python: "Python yükleniyor (Pyodide, ilk seferde yaklaşık 10 MB)…",
    running: "Kodunuz {n} ağacın {k}. ağacında çalışıyor…",
    shrinking: "{k}. ağaç başarısız: aynı şekilde başarısız olan en küçük ağaç aranıyor…",
    stopped: "Durduruldu. Kodunuzdan hiçbir şey kaybolmadı.",
    timed_out: "Kodunuz {k}. ağaçta {s} saniyede bitmedi: sonsuz döngü mü? Durduruldu; düzeltip yeniden çalıştırın.",
    load_error: "Kodunuz yüklenmiyor:",
    at_line: "{line}. satır",
    raised: "Kodunuz bir hata verdi:",
    agrees_all: "Kodunuz {n} rastgele ağacın hepsinde {algo} ile uyuşuyor (kökte MAX ve MIN, eşitlikler dahil).",
    failed_tree: "{n} ağacın {k}. ağacı başarısız. Aynı şekilde başarısız olan en küçük ağaç şimdi gösteriliyor: {tree}",
    only_code: "Yalnızca kodunuzun ziyaret ettikleri: {list}",
    only_reference: "Yalnızca {algo} aramasının ziyaret ettikleri: {list}",
    shown_step: "Gösterilen arama, ikisinin ayrıldığı {step}. adımda.",
    starter: "Aramanızı buraya yazın. node.children bir yaprakta [] olur; node.value bir yaprağın değeridir; node.is_max sıranın kimde olduğunu söyler.",
};
