//! Question banks and SCORM packages for a course's LMS: its words in Chinese.

use super::super::text::LmsWords;

pub const WORDS: LmsWords = LmsWords {
    download: "下载到你的 LMS",
    note: "把这些练习按本页的语言和约定做成题库：根节点的值、每个内部节点的值，以及从未评估的叶节点。导入方法：Moodle 中为 题库 → 导入，格式选 Moodle XML 或 GIFT；Canvas 中为 设置 → 导入课程内容 → QTI .zip 文件；OpenOlat 或 TAO 中导入 QTI 2.1 zip。",
    moodle: "Moodle XML（完形填空，附树的图片）",
    gift: "GIFT（Moodle：根节点的值和被剪枝的叶节点）",
    qti21: "QTI 2.1 zip（OpenOlat、TAO、ILIAS）",
    qti12: "QTI 1.2 zip（Canvas）",
    failed: |why| format!("无法生成文件：{why}。"),
    scorm_note: "把这道练习及其后的练习连同应用打包，供 Moodle、Canvas、ILIAS 或 OpenOlat 使用：每次检查都会把分数发送到 LMS 的成绩册。",
    scorm_count: "练习数",
    scorm_edition: "版本",
    scorm_button: "SCORM 包",
    packing: |done, of| format!("正在把应用打包进 SCORM 包：{done} / {of} 个文件…"),
    packed: |name, mb| format!("已下载 {name}（{mb} MB）。请作为 SCORM 包上传到你的 LMS。"),
    scorm_failed: |why| format!("无法生成 SCORM 包：{why}。请检查网络连接后重试。"),
};
