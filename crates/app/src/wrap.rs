//! Breaking a sentence into lines no wider than a measure, for text drawn
//! on a canvas (the slide export's explanations): at spaces, or between
//! the characters of scripts written without spaces, never before closing
//! punctuation. Pure, so it is tested natively; the caller measures.

/// Scripts written without spaces between words: a line may break after
/// any of their characters.
fn breaks_anywhere(c: char) -> bool {
    matches!(c as u32, 0x2E80..=0x9FFF | 0xAC00..=0xD7AF | 0xF900..=0xFAFF | 0xFF00..=0xFFEF)
}

/// Punctuation that must not start a line (CJK and Latin closing marks).
fn no_line_start(c: char) -> bool {
    "、。，．：；！？）」』】〕》〉・ー…,.;:!?)]}".contains(c)
}

/// Splits `text` into lines no wider than `max` as `measure` measures
/// them: at spaces, or between CJK characters; a word longer than a line is
/// cut; closing punctuation stays on the line before.
pub fn wrap(measure: impl Fn(&str) -> f64, text: &str, max: f64) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    // Where `line` may be broken: the byte offset after a space or a CJK
    // character.
    let mut last_break: Option<usize> = None;
    for c in text.chars() {
        if c == ' ' && line.is_empty() {
            continue;
        }
        let mut candidate = line.clone();
        candidate.push(c);
        if c != ' ' && !no_line_start(c) && !line.is_empty() && measure(&candidate) > max {
            match last_break.filter(|&at| at > 0 && at < line.len()) {
                Some(at) => {
                    let rest = line.split_off(at);
                    lines.push(line.trim_end().to_string());
                    line = rest.trim_start().to_string();
                }
                None => lines.push(std::mem::take(&mut line).trim_end().to_string()),
            }
            last_break = line.char_indices().rev().find(|&(_, ch)| ch == ' ' || breaks_anywhere(ch)).map(|(i, ch)| i + ch.len_utf8());
            line.push(c);
        } else {
            line.push(c);
        }
        if c == ' ' || breaks_anywhere(c) {
            last_break = Some(line.len());
        }
    }
    if !line.trim().is_empty() {
        lines.push(line.trim_end().to_string());
    }
    lines
}

/// Signs a formula is written with: a line never breaks beside one.
fn is_sign(word: &str) -> bool {
    matches!(word, "+" | "−" | "-" | "=" | "≤" | "≥" | "<" | ">" | "×" | "÷" | "≠")
}

/// `text` cut into pieces that together are `text` again, each marked
/// `true` when it is a formula ("v = 2 ≤ α = 3", "4.800 + 5.876 =
/// 10.676"): words joined by signs, which the page keeps on one line (a
/// phone broke "D 2 / + 9.291" at the plus).
pub fn formula_runs(text: &str) -> Vec<(&str, bool)> {
    // The words and where each starts and ends.
    let mut words: Vec<(usize, usize)> = Vec::new();
    let mut start = None;
    for (i, c) in text.char_indices() {
        match (c == ' ', start) {
            (true, Some(s)) => {
                words.push((s, i));
                start = None;
            }
            (false, None) => start = Some(i),
            _ => {}
        }
    }
    if let Some(s) = start {
        words.push((s, text.len()));
    }
    let word = |k: usize| &text[words[k].0..words[k].1];
    let mut runs = Vec::new();
    let mut done = 0;
    let mut k = 0;
    while k < words.len() {
        // A formula: this word and the next joined by a sign, as far as
        // the signs go.
        let mut end = k;
        while end + 1 < words.len() && (is_sign(word(end)) || is_sign(word(end + 1))) {
            end += 1;
        }
        if end > k {
            let (from, to) = (words[k].0, words[end].1);
            if from > done {
                runs.push((&text[done..from], false));
            }
            runs.push((&text[from..to], true));
            done = to;
        }
        k = end + 1;
    }
    if done < text.len() {
        runs.push((&text[done..], false));
    }
    runs
}

/// A sentence for the page, its formulas kept on one line each (see
/// [`formula_runs`]); its text is the sentence's.
#[cfg(feature = "yew")]
pub fn sentence(text: &str) -> yew::Html {
    use yew::html;
    let pieces = formula_runs(text).into_iter().map(|(piece, formula)| {
        if formula {
            html! { <span class="formula">{ piece.to_string() }</span> }
        } else {
            html! { { piece.to_string() } }
        }
    });
    html! { <>{ for pieces }</> }
}

#[cfg(test)]
mod tests {
    use super::wrap;

    #[test]
    fn formulas_are_kept_whole_and_the_pieces_are_the_sentence() {
        let cases: [(&str, &[&str]); 5] = [
            ("Now v = 2 ≤ α = 3, so C returns v at once.", &["v = 2 ≤ α = 3,"]),
            ("B 4.800 + 5.876 = 10.676, C 7.500 + 6.570 = 14.070", &["4.800 + 5.876 = 10.676,", "7.500 + 6.570 = 14.070"]),
            ("C1 -2 + 9.991 = 7.991; C2 -12", &["-2 + 9.991 = 7.991;"]),
            ("no formula here", &[]),
            ("  = leading and trailing + ", &["= leading", "trailing +"]),
        ];
        for (text, formulas) in cases {
            let runs = super::formula_runs(text);
            assert_eq!(runs.iter().map(|(p, _)| *p).collect::<String>(), text);
            let got: Vec<&str> = runs.iter().filter(|(_, f)| *f).map(|(p, _)| *p).collect();
            assert_eq!(got, formulas, "{text}");
        }
        // Every text of up to five pieces of these comes back whole.
        let alphabet = [" ", "+", "=", "a", "≤", "12", "  ", "β"];
        for n in 0..8usize.pow(5) {
            let text: String = (0..5).map(|k| n / 8usize.pow(k) % 8).map(|i| alphabet[i]).collect();
            let runs = super::formula_runs(&text);
            assert_eq!(runs.iter().map(|(p, _)| *p).collect::<String>(), text);
            assert!(runs.iter().all(|(p, _)| !p.is_empty()));
        }
    }

    /// Every character 10 units wide.
    fn width(s: &str) -> f64 {
        s.chars().count() as f64 * 10.0
    }

    #[test]
    fn wraps_at_spaces_within_the_width() {
        let text = "Now β = 2 ≤ α = 3: nothing below C can change A's choice, so a and b are pruned.";
        let lines = wrap(width, text, 200.0);
        assert!(lines.iter().all(|l| width(l) <= 200.0), "{lines:?}");
        assert_eq!(lines.join(" "), text, "no word lost or split");
        assert!(lines.len() >= 4);
        assert!(lines.iter().all(|l| !l.starts_with(' ') && !l.ends_with(' ')));
    }

    #[test]
    fn wraps_cjk_between_characters_and_keeps_closing_punctuation() {
        let text = "β = 2 ≤ α = 3 となったので、C の下を調べても A の選択は変わらない。a と b は枝刈りされる。";
        let lines = wrap(width, text, 120.0);
        assert!(lines.len() > 3, "{lines:?}");
        assert_eq!(lines.concat().replace(' ', ""), text.replace(' ', ""));
        for line in &lines {
            assert!(!line.starts_with(['、', '。']), "{line:?} starts with closing punctuation");
            // At most one closing mark beyond the width.
            assert!(width(line) <= 130.0, "{line:?}");
        }
    }

    #[test]
    fn a_word_longer_than_a_line_is_cut_and_short_text_is_one_line() {
        assert_eq!(wrap(width, "abcdefghij", 50.0), vec!["abcde", "fghij"]);
        assert_eq!(wrap(width, "short", 500.0), vec!["short"]);
        assert!(wrap(width, "", 500.0).is_empty());
    }
}
