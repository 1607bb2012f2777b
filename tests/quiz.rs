//! Question banks (`minimax_engine::quiz`): every file parsed with a real
//! XML parser (roxmltree), its structure checked (references resolve,
//! responses declared, identifiers unique), and every answer it marks
//! correct compared with the engine's answer key and, for the root, with
//! a plain recursive minimax.

use std::collections::{BTreeSet, HashMap, HashSet};

use base64::Engine as _;
use minimax_engine::lang::Lang;
use minimax_engine::options::{Algorithm, CutRule, Form, Options};
use minimax_engine::practice::{Answer, Exercise, Key, Level, answer_key, exercise_tree, parse_answer};
use minimax_engine::quiz::{self, Bank, QuizFormat, Relation};
use minimax_engine::search::Trace;
use minimax_engine::tree::{Body, Kind, NodeId, Tree};

/// Plain minimax, recursively: the oracle for the root's value.
fn minimax(tree: &Tree, id: NodeId) -> i64 {
    match tree[id].body() {
        Body::Leaf(_) => tree.leaf_value(id).map(|v| v.to_string().parse::<i64>().expect("whole-number leaf")).expect("a utility"),
        Body::Internal(kind) => {
            let values = tree.children(id).map(|c| minimax(tree, c));
            match kind {
                Kind::Max => values.max(),
                _ => values.min(),
            }
            .expect("children")
        }
    }
}

fn all_options() -> Vec<Options> {
    let mut out = vec![Options { algorithm: Algorithm::Minimax, ..Options::default() }];
    for cut in [CutRule::Ge, CutRule::Gt] {
        for form in [Form::Aima, Form::UpdateFirst] {
            out.push(Options { algorithm: Algorithm::AlphaBeta, cut, form });
        }
    }
    out
}

/// Banks across levels, conventions and languages.
fn banks() -> Vec<(Bank, Vec<(Tree, Key)>)> {
    let mut out = Vec::new();
    for (k, options) in all_options().into_iter().enumerate() {
        for (j, level) in Level::ALL.into_iter().enumerate() {
            let lang = [Lang::En, Lang::Tr, Lang::Ja, Lang::Zh][(k + j) % 4];
            let first = Exercise { level, seed: 40 + 7 * k as u64 + j as u64 };
            let bank = quiz::bank(first, 4, options, lang).expect("seeded exercises are askable");
            let keys = bank
                .questions
                .iter()
                .map(|q| {
                    let tree = exercise_tree(q.exercise, options);
                    let key = answer_key(&tree, &Trace::run(&tree, options)).expect("a key");
                    (tree, key)
                })
                .collect();
            out.push((bank, keys));
        }
    }
    out
}

/// The nodes below the edges a cutoff skipped (`key.cut`): read from the
/// cutoffs themselves, not from which nodes the search reached.
fn under_cuts(tree: &Tree, key: &Key) -> BTreeSet<NodeId> {
    key.cut.iter().flat_map(|&(child, _)| (child.0..tree[child].subtree_end().0).map(NodeId)).collect()
}

/// What the key says of an inner node: the relations that are right (the
/// key's own first) and the number ("not reached" and no number below a
/// cut). A cut-off node takes its bound alone ("exactly" would be false);
/// a node whose test held at its last child its value and the bound it
/// proved.
fn expected(tree: &Tree, key: &Key, node: NodeId) -> (Vec<Relation>, String) {
    if under_cuts(tree, key).contains(&node) {
        assert!(key.nodes.iter().all(|nk| nk.node != node), "a node below a cut returns nothing");
        return (vec![Relation::NotReached], String::new());
    }
    let nk = key.nodes.iter().find(|nk| nk.node == node).expect("a reached node");
    let relation = |a: &Answer| match a {
        Answer::AtMost(_) => Relation::AtMost,
        Answer::AtLeast(_) => Relation::AtLeast,
        _ => Relation::Exactly,
    };
    match (nk.value.bound_form(), &nk.value.tested) {
        (Some(b), _) => (vec![relation(&b)], nk.value.v.to_string()),
        (None, Some(t)) => (vec![Relation::Exactly, relation(t)], nk.value.v.to_string()),
        (None, None) => (vec![Relation::Exactly], nk.value.v.to_string()),
    }
}

fn pruned_leaves(tree: &Tree, key: &Key) -> BTreeSet<String> {
    let under = under_cuts(tree, key);
    let names: BTreeSet<String> = tree.leaves().filter(|l| under.contains(l)).map(|l| tree.name(l).to_string()).collect();
    let unread: BTreeSet<String> = tree.leaves().filter(|l| key.reached[l.index()].is_none()).map(|l| tree.name(l).to_string()).collect();
    assert_eq!(names, unread, "the leaves below the cuts are the ones never read");
    names
}

/// Every inner node but the root, in preorder: each is asked.
fn inner_names(tree: &Tree) -> Vec<String> {
    tree.ids().filter(|&id| id != NodeId::ROOT && !tree[id].is_leaf()).map(|id| tree.name(id).to_string()).collect()
}

/// Percentages written with at most five decimals, summed exactly (in
/// hundred-thousandths).
fn exact_sum(weights: &[f64]) -> i64 {
    weights.iter().map(|w| (w * 100_000.0).round() as i64).sum()
}

/// The embedded answers of a cloze text, in order: `(type, options)`,
/// options split at unescaped `~`, escapes undone.
fn cloze_fields(text: &str) -> Vec<(String, Vec<String>)> {
    let mut out = Vec::new();
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        if chars[i] == '{' && chars.get(i + 1).is_some_and(|c| c.is_ascii_digit()) {
            let mut j = i + 1;
            let mut body = String::new();
            while j < chars.len() && chars[j] != '}' {
                if chars[j] == '\\' && j + 1 < chars.len() {
                    body.push('\u{1}');
                    body.push(chars[j + 1]);
                    j += 2;
                    continue;
                }
                body.push(chars[j]);
                j += 1;
            }
            assert!(j < chars.len(), "an unclosed cloze field in {text}");
            let mut parts = body.splitn(3, ':');
            let (weight, kind, rest) = (parts.next().unwrap_or(""), parts.next().unwrap_or(""), parts.next().unwrap_or(""));
            assert_eq!(weight, "1", "every field weighs 1: {body}");
            let options = rest.split('~').filter(|o| !o.is_empty()).map(|o| o.replace('\u{1}', "")).collect();
            out.push((kind.to_string(), options));
            i = j + 1;
        } else {
            i += 1;
        }
    }
    out
}

/// A cloze answer as typed: XML's escapes undone (the cloze's own are
/// undone by `cloze_fields`).
fn quiz_unescape(text: &str) -> String {
    text.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"").replace("&apos;", "'").replace("&amp;", "&")
}

/// The response a point's condition is about: the identifier of the
/// first variable it tests that is not the score.
fn point_of<'a>(condition: roxmltree::Node<'a, 'a>) -> &'a str {
    condition
        .descendants()
        .filter(|n| n.has_tag_name("variable"))
        .filter_map(|n| n.attribute("identifier"))
        .find(|&id| id != "SCORE")
        .unwrap_or_default()
}

/// The percentage of a cloze or GIFT option (`%50%B1 (3)`), and its text.
fn weighted(option: &str) -> (f64, String) {
    let rest = option.strip_prefix('%').expect("a weight");
    let (w, text) = rest.split_once('%').expect("a closing %");
    (w.parse().expect("a number"), text.to_string())
}

#[test]
fn moodle_xml_parses_and_its_cloze_answers_are_the_engines_key() {
    for (bank, keys) in banks() {
        let xml = quiz::moodle_xml(&bank);
        let doc = roxmltree::Document::parse(&xml).unwrap_or_else(|e| panic!("{}: not XML: {e}", bank.first));
        let root = doc.root_element();
        assert_eq!(root.tag_name().name(), "quiz");
        let questions: Vec<_> = root.children().filter(|n| n.has_tag_name("question")).collect();
        assert_eq!(questions[0].attribute("type"), Some("category"));
        let cloze: Vec<_> = questions.iter().filter(|q| q.attribute("type") == Some("cloze")).collect();
        assert_eq!(cloze.len(), bank.questions.len(), "one cloze question per exercise");
        for ((q, (tree, key)), node) in bank.questions.iter().zip(&keys).zip(cloze) {
            let qt = node.children().find(|n| n.has_tag_name("questiontext")).expect("questiontext");
            assert_eq!(qt.attribute("format"), Some("html"));
            let text = qt.children().find(|n| n.has_tag_name("text")).and_then(|t| t.text()).expect("text");
            // The image: an embedded SVG the text links to, with a box per leaf.
            let file = qt.children().find(|n| n.has_tag_name("file")).expect("an embedded image");
            assert_eq!(file.attribute("encoding"), Some("base64"));
            let name = file.attribute("name").expect("a file name");
            assert!(text.contains(&format!("src=\"@@PLUGINFILE@@/{name}\"")), "{}: the text shows the image", q.exercise);
            let svg = base64::engine::general_purpose::STANDARD.decode(file.text().expect("data").trim()).expect("base64");
            let svg = String::from_utf8(svg).expect("UTF-8");
            let image = roxmltree::Document::parse(&svg).expect("the image is XML");
            assert_eq!(image.root_element().tag_name().name(), "svg");
            let leaf_texts = tree.leaves().count();
            let rects = image.descendants().filter(|n| n.has_tag_name("rect")).count();
            let inner = tree.len() - leaf_texts;
            assert_eq!(rects, 1 + leaf_texts, "the background and a box per leaf (the answers go into the fields)");
            assert_eq!(image.descendants().filter(|n| n.has_tag_name("path")).count(), inner, "a triangle per inner node");
            // The page's one figure: every node named, every leaf's value in its box.
            let texts: Vec<&str> = image.descendants().filter(|n| n.has_tag_name("text")).filter_map(|t| t.text()).collect();
            for id in tree.ids() {
                assert!(texts.contains(&tree.name(id)), "{}: {} is named", q.exercise, tree.name(id));
            }
            // The notation in a <pre>.
            assert!(text.contains(&format!("<pre>{}</pre>", quiz::escape_xml(&q.notation))));
            let fields = cloze_fields(text);
            // First: the root's value, as the key and plain minimax say.
            assert_eq!(fields[0].0, "NUMERICAL");
            assert_eq!(fields[0].1, vec![format!("={}", key.root.v)]);
            assert_eq!(fields[0].1[0], format!("={}", minimax(tree, NodeId::ROOT)));
            // Then each inner node, in preorder: under alpha-beta one box
            // that takes every right form (a dash where never reached), under
            // minimax the number.
            let mut at = 1;
            let bounds = bank.options.algorithm == Algorithm::AlphaBeta;
            for name in inner_names(tree) {
                let node = tree.ids().find(|&id| tree.name(id) == name).expect("node");
                let (relations, number) = expected(tree, key, node);
                if bounds {
                    let (kind, options) = &fields[at];
                    assert_eq!(kind, "SHORTANSWER", "{}: {name}", q.exercise);
                    assert!(options.iter().all(|o| o.starts_with('=')), "every form typed is right: {options:?}");
                    let forms: Vec<String> = options.iter().map(|o| quiz_unescape(&o[1..])).collect();
                    let nk = key.nodes.iter().find(|nk| nk.node == node);
                    for form in &forms {
                        match nk {
                            Some(nk) => {
                                let a = parse_answer(form).unwrap_or_else(|e| panic!("{form}: {e:?}"));
                                assert!(nk.value.accepts(a), "{}: {name} takes {form}", q.exercise);
                            }
                            None => assert!(["–", "-", "—", "−"].contains(&form.as_str()), "{name} is not reached: {form}"),
                        }
                    }
                    for r in relations {
                        let canonical = match r {
                            Relation::Exactly => number.clone(),
                            Relation::AtMost => format!("≤ {number}"),
                            Relation::AtLeast => format!("≥ {number}"),
                            Relation::NotReached => "–".to_string(),
                        };
                        assert!(forms.contains(&canonical), "{}: {name} takes {canonical}: {forms:?}", q.exercise);
                        if r == Relation::AtLeast {
                            assert!(forms.contains(&format!(">= {number}")) && forms.contains(&format!(">={number}")));
                        }
                    }
                } else {
                    assert_eq!(fields[at], ("NUMERICAL".to_string(), vec![format!("={number}")]), "{}: {name}", q.exercise);
                }
                at += 1;
            }
            // Last: the leaves never evaluated, under alpha-beta only.
            if bounds {
                let (kind, options) = &fields[at];
                assert_eq!(kind, "MULTIRESPONSE");
                assert_eq!(options.len(), tree.leaves().count());
                let (mut plus, mut minus, mut right) = (Vec::new(), Vec::new(), BTreeSet::new());
                for o in options {
                    let (w, label) = weighted(o);
                    if w > 0.0 {
                        plus.push(w);
                        right.insert(label.split(' ').next().unwrap_or_default().to_string());
                    } else {
                        minus.push(w);
                    }
                }
                assert_eq!(exact_sum(&plus), 10_000_000, "{}: right answers add up to exactly 100%", q.exercise);
                assert!(minus.is_empty() || exact_sum(&minus) == -10_000_000, "{}: wrong ones to exactly −100%", q.exercise);
                assert_eq!(right, pruned_leaves(tree, key), "{}", q.exercise);
                assert!(!right.is_empty(), "an exercise prunes");
                at += 1;
            }
            assert_eq!(fields.len(), at, "{}: nothing else is asked", q.exercise);
            let feedback = node.children().find(|n| n.has_tag_name("generalfeedback")).and_then(|n| n.descendants().find_map(|t| t.text()));
            assert!(feedback.is_some_and(|f| f.contains(&format!("{}", key.root.v))));
        }
    }
}

#[test]
fn the_words_are_the_chosen_language() {
    let first = Exercise { level: Level::Easy, seed: 3 };
    for (lang, word) in [(Lang::En, "at most"), (Lang::Tr, "en çok"), (Lang::Ja, "以下"), (Lang::Zh, "至多")] {
        let bank = quiz::bank(first, 1, Options::default(), lang).expect("bank");
        let typed = minimax_engine::words::quiz_words(lang).inner_typed;
        assert!(quiz::moodle_xml(&bank).contains(&quiz::escape_xml(typed)), "{lang:?}");
        let files: HashMap<String, Vec<u8>> = quiz::qti21(&bank).into_iter().collect();
        assert!(files.values().any(|f| String::from_utf8_lossy(f).contains(word)), "{lang:?}");
        let pruned = minimax_engine::words::quiz_words(lang).pruned.trim_end_matches([':', '：']);
        assert!(quiz::gift(&bank).contains(pruned), "{lang:?}");
    }
}

fn element<'a>(doc: &'a roxmltree::Document, name: &str) -> Vec<roxmltree::Node<'a, 'a>> {
    doc.descendants().filter(|n| n.has_tag_name(name)).collect()
}

#[test]
fn qti21_items_declare_every_response_with_the_keys_answers() {
    for (bank, keys) in banks() {
        let files: HashMap<String, Vec<u8>> = quiz::qti21(&bank).into_iter().collect();
        let manifest = String::from_utf8(files["imsmanifest.xml"].clone()).expect("UTF-8");
        let manifest = roxmltree::Document::parse(&manifest).expect("manifest is XML");
        assert_eq!(manifest.root_element().tag_name().namespace(), Some("http://www.imsglobal.org/xsd/imscp_v1p1"));
        let resources = element(&manifest, "resource");
        assert_eq!(resources.len(), bank.questions.len());
        for file in element(&manifest, "file") {
            assert!(files.contains_key(file.attribute("href").unwrap_or_default()), "the manifest lists a file the zip has");
        }
        for ((q, (tree, key)), resource) in bank.questions.iter().zip(&keys).zip(resources) {
            assert_eq!(resource.attribute("type"), Some("imsqti_item_xmlv2p1"));
            let href = resource.attribute("href").expect("href");
            let item = String::from_utf8(files[href].clone()).expect("UTF-8");
            let doc = roxmltree::Document::parse(&item).expect("item is XML");
            let root = doc.root_element();
            assert_eq!(root.tag_name().name(), "assessmentItem");
            assert_eq!(root.tag_name().namespace(), Some("http://www.imsglobal.org/xsd/imsqti_v2p1"));
            assert_eq!(root.attribute("identifier"), Some(q.exercise.to_string().as_str()));
            // Every interaction's response is declared once; every declared
            // response is asked and scored.
            let declared: HashMap<&str, roxmltree::Node> =
                element(&doc, "responseDeclaration").into_iter().map(|d| (d.attribute("identifier").expect("id"), d)).collect();
            let asked: Vec<&str> = doc.descendants().filter_map(|n| n.attribute("responseIdentifier")).collect();
            assert_eq!(asked.iter().copied().collect::<HashSet<_>>().len(), asked.len(), "each response asked once");
            assert_eq!(asked.iter().copied().collect::<HashSet<_>>(), declared.keys().copied().collect::<HashSet<_>>());
            // Every response is scored: by its correct response, or (a
            // relation, a node never reached) by the values that are right.
            let unreached: Vec<String> =
                q.inner.iter().filter(|a| a.relation == Relation::NotReached).map(|a| format!("VALUE_{}", a.name)).collect();
            let mut scored: HashSet<&str> = element(&doc, "variable").iter().filter_map(|c| c.attribute("identifier")).collect();
            scored.extend(unreached.iter().map(String::as_str));
            assert_eq!(scored, declared.keys().copied().collect::<HashSet<_>>().union(&HashSet::from(["SCORE"])).copied().collect());
            let conditions: Vec<roxmltree::Node> = element(&doc, "responseIf");
            assert_eq!(conditions.len(), declared.len(), "one point per response");
            // Numbers are compared with `equal` (QTI does not `match` floats).
            for test in element(&doc, "correct") {
                let id = test.attribute("identifier").unwrap_or_default();
                let float = declared[id].attribute("baseType") == Some("float");
                assert_eq!(test.parent().map(|p| p.tag_name().name()), Some(if float { "equal" } else { "match" }), "{id}");
            }
            // The feedback shows through an identifier outcome.
            let feedback = element(&doc, "modalFeedback");
            let outcome = feedback[0].attribute("outcomeIdentifier").expect("an outcome");
            let declared_outcome =
                element(&doc, "outcomeDeclaration").into_iter().find(|o| o.attribute("identifier") == Some(outcome)).expect("declared");
            assert_eq!(declared_outcome.attribute("baseType"), Some("identifier"));
            let max =
                element(&doc, "outcomeDeclaration").into_iter().find(|o| o.attribute("identifier") == Some("MAXSCORE")).expect("MAXSCORE");
            assert_eq!(
                max.descendants().find_map(|v| v.text().filter(|t| !t.trim().is_empty())),
                Some(declared.len().to_string().as_str())
            );
            let correct = |id: &str| -> Vec<String> {
                declared[id].descendants().filter(|n| n.has_tag_name("value")).filter_map(|v| v.text()).map(str::to_string).collect()
            };
            assert_eq!(correct("ROOT"), vec![minimax(tree, NodeId::ROOT).to_string()]);
            let alpha_beta = bank.options.algorithm == Algorithm::AlphaBeta;
            for name in inner_names(tree) {
                let node = tree.ids().find(|&id| tree.name(id) == name).expect("node");
                let (relations, number) = expected(tree, key, node);
                let value = format!("VALUE_{name}");
                // A node never reached asks no number: choosing "not
                // reached" earns the box's point.
                assert_eq!(correct(&value), if number.is_empty() { vec![] } else { vec![number] });
                let point = |id: &str| {
                    conditions
                        .iter()
                        .copied()
                        .find(|c| c.descendants().any(|v| v.has_tag_name("setOutcomeValue")) && point_of(*c) == id)
                        .unwrap_or_else(|| panic!("{id} is scored"))
                };
                let matched = |c: roxmltree::Node| -> BTreeSet<String> {
                    c.descendants()
                        .filter(|n| n.has_tag_name("baseValue") && n.attribute("baseType") == Some("identifier"))
                        .filter_map(|n| n.text())
                        .map(str::to_string)
                        .collect()
                };
                if relations == [Relation::NotReached] {
                    let rel = format!("REL_{name}");
                    let on_rel: Vec<_> = conditions.iter().copied().filter(|c| point_of(*c) == rel).collect();
                    assert_eq!(on_rel.len(), 2, "{name}: the relation's point and the box's, both for “not reached”");
                    assert!(on_rel.iter().all(|&c| matched(c) == BTreeSet::from(["not-reached".to_string()])));
                    assert!(!doc.descendants().any(|n| n.attribute("identifier") == Some(value.as_str()) && n.has_tag_name("variable")));
                }
                if alpha_beta {
                    let id = format!("REL_{name}");
                    assert_eq!(correct(&id), vec![relations[0].code().to_string()]);
                    let right: BTreeSet<String> = relations.iter().map(|r| r.code().to_string()).collect();
                    assert_eq!(matched(point(&id)), right, "{}: {name}", q.exercise);
                    let interaction = doc.descendants().find(|n| n.attribute("responseIdentifier") == Some(id.as_str())).expect("asked");
                    assert_eq!(interaction.tag_name().name(), "inlineChoiceInteraction");
                    let offered: Vec<_> = interaction.children().filter_map(|c| c.attribute("identifier")).collect();
                    assert_eq!(offered, vec!["exactly", "at-most", "at-least", "not-reached"]);
                }
            }
            if alpha_beta {
                let pruned: BTreeSet<String> = correct("PRUNED").into_iter().map(|v| v.trim_start_matches("LEAF_").to_string()).collect();
                assert_eq!(pruned, pruned_leaves(tree, key));
                let choice = doc.descendants().find(|n| n.has_tag_name("choiceInteraction")).expect("the leaves");
                assert_eq!(choice.attribute("maxChoices"), Some("0"));
                assert_eq!(choice.children().filter(|c| c.has_tag_name("simpleChoice")).count(), tree.leaves().count());
            } else {
                assert!(!declared.contains_key("PRUNED"), "minimax prunes nothing");
            }
            // The image the item shows is in the package.
            let img = doc.descendants().find(|n| n.has_tag_name("img")).and_then(|i| i.attribute("src")).expect("an image");
            assert!(files.contains_key(&format!("items/{img}")));
        }
    }
}

#[test]
fn qti12_is_canvas_flavoured_with_the_keys_answers() {
    for (bank, keys) in banks() {
        let files: HashMap<String, Vec<u8>> = quiz::qti12(&bank).into_iter().collect();
        let manifest = String::from_utf8(files["imsmanifest.xml"].clone()).expect("UTF-8");
        let manifest = roxmltree::Document::parse(&manifest).expect("manifest is XML");
        for file in element(&manifest, "file") {
            assert!(files.contains_key(file.attribute("href").unwrap_or_default()));
        }
        let assessment =
            element(&manifest, "resource").into_iter().find(|r| r.attribute("type") == Some("imsqti_xmlv1p2")).expect("assessment");
        let href = assessment.children().find(|c| c.has_tag_name("file")).and_then(|f| f.attribute("href")).expect("file");
        let text = String::from_utf8(files[href].clone()).expect("UTF-8");
        let doc = roxmltree::Document::parse(&text).expect("QTI 1.2 is XML");
        assert_eq!(doc.root_element().tag_name().name(), "questestinterop");
        let items = element(&doc, "item");
        let meta = |item: &roxmltree::Node, label: &str| {
            item.descendants()
                .filter(|n| n.has_tag_name("qtimetadatafield"))
                .find(|f| f.children().any(|c| c.has_tag_name("fieldlabel") && c.text() == Some(label)))
                .and_then(|f| f.children().find(|c| c.has_tag_name("fieldentry")).and_then(|c| c.text()))
                .map(str::to_string)
        };
        let mut items = items.into_iter();
        for (q, (tree, key)) in bank.questions.iter().zip(&keys) {
            let root = items.next().expect("the root's question");
            assert_eq!(meta(&root, "question_type").as_deref(), Some("numerical_question"));
            let equal: Vec<_> = root.descendants().filter(|n| n.has_tag_name("varequal")).filter_map(|n| n.text()).collect();
            assert_eq!(equal, vec![minimax(tree, NodeId::ROOT).to_string()], "{}", q.exercise);
            let html = root.descendants().find(|n| n.has_tag_name("mattext")).and_then(|n| n.text()).expect("text");
            assert!(html.contains("%24IMS-CC-FILEBASE%24/images/") && html.contains("<pre>"));
            if bank.options.algorithm == Algorithm::AlphaBeta {
                let leaves = items.next().expect("the leaves' question");
                assert_eq!(meta(&leaves, "question_type").as_deref(), Some("multiple_answers_question"));
                let labels: BTreeSet<_> =
                    leaves.descendants().filter(|n| n.has_tag_name("response_label")).filter_map(|n| n.attribute("ident")).collect();
                assert_eq!(labels.len(), tree.leaves().count());
                // Right: exactly the pruned leaves ticked (each other one negated).
                let right: BTreeSet<String> = leaves
                    .descendants()
                    .filter(|n| n.has_tag_name("varequal") && !n.parent().is_some_and(|p| p.has_tag_name("not")))
                    .filter_map(|n| n.text())
                    .map(|t| t.trim_start_matches("LEAF_").to_string())
                    .collect();
                assert_eq!(right, pruned_leaves(tree, key), "{}", q.exercise);
                let negated = leaves.descendants().filter(|n| n.has_tag_name("not")).count();
                assert_eq!(negated + right.len(), labels.len());
            }
        }
        assert!(items.next().is_none(), "nothing else is asked");
    }
}

#[test]
fn gift_has_the_root_and_the_pruned_leaves_per_exercise() {
    // The GIFT parser from npm checks the syntax (tests/e2e/lms.test.mjs);
    // here the answers, read back by GIFT's own rules.
    for (bank, keys) in banks() {
        let text = quiz::gift(&bank);
        let questions: Vec<&str> = text.split("\n\n").filter(|b| b.starts_with("::")).collect();
        let per = if bank.options.algorithm == Algorithm::AlphaBeta { 2 } else { 1 };
        assert_eq!(questions.len(), per * bank.questions.len());
        for (k, (q, (tree, key))) in bank.questions.iter().zip(&keys).enumerate() {
            let root = questions[k * per];
            assert!(root.contains(&format!("{{#{}####", minimax(tree, NodeId::ROOT))), "{}: {root}", q.exercise);
            assert!(!root.contains("\n\n"));
            if per == 2 {
                let leaves = questions[k * per + 1];
                let answers = &leaves[leaves.find('{').expect("answers") + 1..leaves.find("####").expect("feedback")];
                let weights: Vec<(f64, String)> = answers.lines().filter_map(|l| l.strip_prefix('~')).map(weighted).collect();
                let pruned = pruned_leaves(tree, key);
                let name = |label: &str| label.split(' ').next().unwrap_or_default().to_string();
                // Moodle's GIFT import takes only the grades of its list.
                let listed: Vec<f64> = quiz::MOODLE_GRADES.iter().map(|g| g.parse().expect("a number")).collect();
                for (w, label) in &weights {
                    assert!(
                        *w == 0.0 || listed.iter().any(|g| (g - w.abs()).abs() < 1e-9),
                        "{}: {label} weighs {w}, not in Moodle's list",
                        q.exercise
                    );
                    assert_eq!(*w >= 0.0, pruned.contains(&name(label)), "{}: {label}", q.exercise);
                }
                let plus: f64 = weights.iter().map(|(w, _)| *w).filter(|w| *w > 0.0).sum();
                assert!((plus - 100.0).abs() < 0.5, "{}: the right ones add up to 100% ({plus})", q.exercise);
                let minus: f64 = weights.iter().map(|(w, _)| *w).filter(|w| *w < 0.0).sum();
                assert!(minus <= -99.5 || weights.iter().all(|(w, _)| *w >= 0.0), "{}: the wrong ones take off 100%", q.exercise);
            }
        }
    }
}

#[test]
fn formats_are_named_and_files_named_after_the_worksheet() {
    assert_eq!("MOODLE".parse::<QuizFormat>(), Ok(QuizFormat::Moodle));
    assert_eq!("canvas".parse::<QuizFormat>(), Ok(QuizFormat::Qti12));
    assert!("scorm".parse::<QuizFormat>().is_err_and(|e| e.contains("moodle, gift, qti21 or qti12")));
    let first = Exercise { level: Level::Medium, seed: 42 };
    assert_eq!(QuizFormat::Qti21.file_name(first, 6, Lang::En), "minimax-lab-medium-42-x6-en-qti21.zip");
    assert_eq!(QuizFormat::Gift.file_name(first, 1, Lang::Tr), "minimax-lab-medium-42-x1-tr-gift.txt");
    assert!(QuizFormat::Qti12.is_zip() && !QuizFormat::Moodle.is_zip());
    // A whole-number exercise: every number asked is plain.
    let bank = quiz::bank(first, 6, Options::default(), Lang::En).expect("bank");
    for q in &bank.questions {
        assert!(q.root.parse::<i64>().is_ok());
        assert!(q.inner.iter().filter(|a| a.relation != Relation::NotReached).all(|a| a.number.parse::<i64>().is_ok()));
    }
    // Shares add up exactly, whatever the count (33 × 3.0303 would not).
    for n in 1..=40 {
        let w: Vec<f64> = quiz::shares(100, n).iter().map(|s| s.parse().expect("a number")).collect();
        assert_eq!(exact_sum(&w), 10_000_000, "{n}");
        assert!(quiz::shares(100, n).iter().all(|s| s.split('.').nth(1).is_none_or(|d| d.len() <= 5)));
    }
    assert_eq!(quiz::shares(-100, 3), vec!["-33.33333", "-33.33333", "-33.33334"]);
    // GIFT: Moodle's list only; equal shares where the list has them.
    assert_eq!(quiz::gift_weights(3, 4), (vec!["33.33333".to_string(); 3], "-25".to_string()));
    let (eleven, minus) = quiz::gift_weights(11, 13);
    assert_eq!((eleven.iter().filter(|w| *w == "10").count(), eleven.iter().filter(|w| *w == "5").count(), minus.as_str()), (9, 2, "-10"));
    let (many, minus) = quiz::gift_weights(25, 30);
    assert_eq!((many.iter().filter(|w| *w == "5").count(), many.iter().filter(|w| *w == "0").count(), minus.as_str()), (20, 5, "-5"));
}

#[test]
fn a_node_below_a_cut_is_asked_as_not_reached() {
    // hard-1 cuts above inner nodes: each is asked, "not reached" with 0.
    let bank = quiz::bank(Exercise { level: Level::Hard, seed: 1 }, 1, Options::default(), Lang::En).expect("bank");
    let q = &bank.questions[0];
    let not_reached: Vec<_> = q.inner.iter().filter(|a| a.relation == Relation::NotReached).map(|a| a.name.as_str()).collect();
    assert!(!not_reached.is_empty(), "hard-1 has inner nodes below a cut");
    assert!(q.inner.iter().filter(|a| a.relation == Relation::NotReached).all(|a| a.number.is_empty()), "no number is asked");
    let text = quiz::cloze_text(q, bank.options, bank.lang);
    for name in not_reached {
        assert!(text.contains(&format!("<li>{name}: {{1:SHORTANSWER:=–~=-~=—~=−}}</li>")), "{name}: a dash, no number");
    }
}

#[test]
fn medium_44_takes_the_bound_its_last_child_proved_in_every_format() {
    // I = <4,8> under C with β = 5 tests 8 ≥ 5 at its last child: "8" and
    // "≥ 8" are both right, "≥ 9" and "≤ 8" are not; J (cut off) takes
    // "≥ 6" and the 6 it returns.
    let first: Exercise = "medium-44".parse().expect("an exercise");
    let options = Options { algorithm: Algorithm::AlphaBeta, cut: CutRule::Ge, form: Form::Aima };
    let bank = quiz::bank(first, 1, options, Lang::En).expect("bank");
    let q = &bank.questions[0];
    let ask = |name: &str| q.inner.iter().find(|a| a.name == name).expect("asked");
    assert_eq!(ask("I").accepted, vec![Relation::Exactly, Relation::AtLeast]);
    assert_eq!(ask("J").accepted, vec![Relation::AtLeast], "J = 7: \"exactly 6\" would be false");
    let text = quiz::cloze_text(q, bank.options, bank.lang);
    let li = text.lines().find(|l| l.starts_with("<li>I: ")).expect("I is asked");
    let fields = cloze_fields(li);
    let forms: Vec<String> = fields[0].1.iter().map(|o| quiz_unescape(&o[1..])).collect();
    for right in ["8", "≥ 8", ">=8", ">= 8", "８", "≧８"] {
        assert!(forms.contains(&right.to_string()), "{right}: {forms:?}");
    }
    for wrong in ["≥ 9", "≤ 8", "≥ 5", "9", "> 8"] {
        assert!(!forms.contains(&wrong.to_string()), "{wrong}: {forms:?}");
    }
    // QTI 2.1: "exactly" and "at least" both earn I's relation point.
    let item = quiz::qti21_item(q, bank.options, bank.lang);
    let doc = roxmltree::Document::parse(&item).expect("XML");
    let on_i: Vec<_> = element(&doc, "responseIf").into_iter().filter(|c| point_of(*c) == "REL_I").collect();
    let codes: BTreeSet<&str> = on_i[0]
        .descendants()
        .filter(|n| n.has_tag_name("baseValue") && n.attribute("baseType") == Some("identifier"))
        .filter_map(|n| n.text())
        .collect();
    assert_eq!(codes, BTreeSet::from(["exactly", "at-least"]));
    // The key every format carries says it too.
    assert!(q.key_lines.iter().any(|l| l.contains("I = 8 or ≥ 8")), "{:?}", q.key_lines);
}
