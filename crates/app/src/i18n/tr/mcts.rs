//! The MCTS lab: its words in Turkish.

use super::super::text::{MctsColumns, MctsPhases, MctsWords, Unsearchable};

pub const WORDS: MctsWords = MctsWords {
    open: "MCTS",
    title: "Monte Carlo ağaç araması (UCT)",
    close: "MCTS laboratuvarını kapat",
    help: "Her yineleme dört evreden oluşur. Seçim kökten aşağı iner ve tamamen genişletilmiş her düğümde UCB1'i en yüksek çocuğu alır: seçen oyuncu için ortalama fayda (sömürü) artı C·√(ln N(ebeveyn)/N(çocuk)) (keşif). Genişletme denenmemiş bir hamleyi ekler. Benzetim oyunu rastgele sonuna kadar oynar. Geri yayılım yoldaki her düğüme bir ziyaret ve sonucu ekler. C keşif ile sömürüyü dengeler; yapılan hamle en çok ziyaret edilen çocuktur.",
    prev_phase: "◀ Evre",
    next_phase: "Evre ▶",
    next_iteration: "Sonraki yineleme",
    reset: "Sıfırla",
    c: "C",
    seed: "Tohum",
    solver: "MCTS-Solver (kanıtlanmış kazanç ve kayıpları geri yay)",
    move_by: "Hamle ölçütü",
    by_visits: "en çok ziyaret",
    by_q: "en iyi ortalama (Q)",
    c_note_solver: " MCTS-Solver açıkken kök kanıtlandığında yalnızca onun değerinde kanıtlanmış hamleler aday olur.",
    c_note: |lo, hi, c| {
        format!(
            "Varsayılan C = √2 × (en yüksek − en düşük fayda) / 2 = √2 × ({hi} − {lo}) / 2 = {c}: keşif, faydaların ölçeği ne olursa olsun aynı ağırlıkta kalır."
        )
    },
    c_note_by_visits: " Seçilen hamle: en çok ziyaret; eşitlikte hamle yapan için daha iyi ortalama, sonra ilk hamle.",
    c_note_by_q: " Seçilen hamle: hamle yapan için en iyi ortalama; eşitlikte daha çok ziyaret, sonra ilk hamle.",
    phases: MctsPhases { selection: "seçim", expansion: "genişletme", simulation: "benzetim", backpropagation: "geri yayılım" },
    status: |k, phase| format!("Yineleme {k}, evre: {phase}"),
    not_started: "Henüz yineleme yok: Evre ▶ ya da Sonraki yineleme'ye basın.",
    select_step: |node, side, n, scores, taken| {
        format!("{node} düğümünde ({side}, N = {n}) çocukların UCB1 değerleri {scores}; en yükseği {taken}.")
    },
    select_chance: |node, child| format!("{node} şans düğümünde olasılıklar {child} çocuğunu seçer."),
    stop_untried: |node| format!("Seçim {node} düğümünde durur: henüz denenmemiş hamleleri var."),
    stop_over: |node| format!("Seçim {node} düğümünde durur: oyun orada bitmiştir."),
    stop_proven: |node| format!("Seçim {node} düğümünde durur: çözücü değerini kanıtlamıştır."),
    expand: |node, m| format!("Genişletme: {node} düğümünün henüz denenmemiş hamlesi {m} yeni bir çocuk olur (N = 0)."),
    no_expand: |node| format!("{node} düğümünde genişletilecek bir şey yok."),
    simulate: |moves, n, result| {
        format!("Benzetim: yeni düğümden iki taraf da rastgele oynar: {moves} ({n} hamle); oyun {result} faydasıyla biter.")
    },
    simulate_over: |result| format!("Benzetim: oynatma yok, oyun burada bitmiştir; faydası {result} sonuçtur."),
    simulate_proven: |result| format!("Benzetim: oynatma yok, düğüm kanıtlanmıştır; değeri {result} sonuçtur."),
    backprop: |result, count| {
        format!("Geri yayılım: yoldaki {count} düğümün her biri N + 1 ve W {result} alır; Q = W/N (MAX'ın tarafından).")
    },
    proved: |count| format!(" Çözücü {count} düğüm daha kanıtladı."),
    columns: MctsColumns {
        moves: "hamle",
        n: "N",
        w: "W",
        q: "Q = W/N",
        ucb: "sonraki UCB1 (sömürü + keşif)",
        policy: "politika N/ΣN",
        exact: "kesin minimax",
        proven: "kanıtlanan",
    },
    ucb_now: "bu seçimin UCB1 değeri (sömürü + keşif)",
    choice: |m, how| format!("MCTS şimdi {m} oynardı ({how})."),
    plot: "Kökteki her hamle: yinelemelere karşı Q (düz), kesin minimax değeri (gösterildiğinde kesikli) ve ziyaret payı (altta).",
    show_exact: "Kesin minimax değerlerini göster",
    hide_exact: "Kesin minimax değerlerini gizle",
    plot_q: "Q",
    plot_share: "ziyaret",
    versus_title: "Eşit bütçede alfa-beta ve MCTS",
    versus_mcts: |nodes, m| format!("Ağacında {nodes} düğüm olan MCTS: {m}."),
    versus_ab: |moves, depth, nodes, value| {
        format!("Aynı sayıda düğümle alfa-beta: derinlik {depth} ({nodes} düğüm, sınırda değerlendirme), değer {value}: {moves}.")
    },
    versus_ab_exact: |moves, nodes, value| {
        format!("Aynı sayıda düğümle alfa-beta: oyunun tamamı ({nodes} düğüm), kesin değer {value}: {moves}.")
    },
    versus_none: |nodes| format!("Alfa-beta {nodes} düğümle 1 derinliği bile bitiremez."),
    versus_tree_needs: |needs, budget| {
        format!(
            "Alfa-beta ağacın tamamı için {needs} düğüm ister (yazılan ağacın erken durmak için değerlendirmesi yoktur): {budget} düğümle karar yok."
        )
    },
    quiz: "Seçim kökte sıradaki adımda hangi çocuğu alır?",
    quiz_right: |detail| format!("Doğru: {detail}"),
    quiz_wrong: |given, detail| format!("{given} değil: {detail}"),
    quiz_wait: "Soru, yinelemeler arasında ve kökteki her hamlenin bir çocuğu olduğunda açılır.",
    quiz_tally: |right, total| format!("{total} sorudan {right} doğru"),
    unsearchable: Unsearchable {
        no_number: "MCTS oyunları yapraklara kadar oynar: her yaprağa sonlu bir sayı verin (yer tutucu ya da ∞ olmasın).",
        no_moves: "Konum bitmiştir: aranacak hamle yok.",
        many_players: "Buradaki MCTS MAX ve MIN (ve şans) içindir; bu ağaçta daha çok oyuncu var (max^n).",
    },
    try_numbers: |tree| format!("Bunun yerine {tree} ağacını ara (yer tutucular yerine sayılar)"),
    source: "AIMA 4. baskı, Şekil 5.11, UCB1 ile (U(n): n'den geçen oynatmaların toplam faydası, N(n): sayıları).",
};
