//! Question banks and SCORM packages for a course's LMS: its words in Japanese.

use super::super::text::LmsWords;

pub const WORDS: LmsWords = LmsWords {
    download: "LMS 用にダウンロード",
    note: "これらの演習を、このページの言語と規約で問題バンクにします：根の値、各内部ノードの値、一度も評価されない葉。インポート方法：Moodle では 問題バンク → インポート で形式に Moodle XML または GIFT を選択、Canvas では 設定 → コースコンテンツのインポート → QTI .zip ファイル、OpenOlat や TAO では QTI 2.1 の zip をインポートします。",
    moodle: "Moodle XML（穴埋め、木の画像付き）",
    gift: "GIFT（Moodle：根の値と枝刈りされる葉）",
    qti21: "QTI 2.1 zip（OpenOlat、TAO、ILIAS）",
    qti12: "QTI 1.2 zip（Canvas）",
    failed: |why| format!("ファイルを作成できませんでした：{why}。"),
    scorm_note: "この演習とそれに続く演習を、アプリごと Moodle・Canvas・ILIAS・OpenOlat 用のパッケージにします。採点するたびに点数が LMS の評定表に送られます。",
    scorm_count: "演習の数",
    scorm_edition: "版",
    scorm_button: "SCORM パッケージ",
    packing: |done, of| format!("SCORM パッケージにアプリをまとめています：{done} / {of} ファイル…"),
    packed: |name, mb| format!("{name} をダウンロードしました（{mb} MB）。SCORM パッケージとして LMS にアップロードしてください。"),
    scorm_failed: |why| format!("SCORM パッケージを作成できませんでした：{why}。接続を確認して、もう一度お試しください。"),
};
