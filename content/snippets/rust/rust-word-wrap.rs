/// Greedy word wrap: fills each line with as many words as fit in `width` characters.
/// Paragraph breaks (blank lines) are kept, runs of spaces collapse, and words longer than
/// the width are split so no line ever exceeds it. Width counts chars, not bytes.
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    assert!(width > 0, "width must be at least 1");
    let mut lines = Vec::new();
    for (i, paragraph) in text.split("\n\n").enumerate() {
        if i > 0 {
            lines.push(String::new());
        }
        let mut line = String::new();
        let mut line_len = 0;
        for word in paragraph.split_whitespace() {
            let mut word: Vec<char> = word.chars().collect();
            // Break words that cannot fit on any line, filling the current line first.
            while word.len() > width {
                let room = if line_len == 0 { width } else { width.saturating_sub(line_len + 1) };
                if room == 0 {
                    lines.push(std::mem::take(&mut line));
                    line_len = 0;
                    continue;
                }
                if line_len > 0 {
                    line.push(' ');
                }
                line.extend(word.drain(..room));
                lines.push(std::mem::take(&mut line));
                line_len = 0;
            }
            if line_len > 0 && line_len + 1 + word.len() > width {
                lines.push(std::mem::take(&mut line));
                line_len = 0;
            }
            if line_len > 0 {
                line.push(' ');
                line_len += 1;
            }
            line_len += word.len();
            line.extend(word);
        }
        if line_len > 0 {
            lines.push(line);
        }
    }
    lines
}
