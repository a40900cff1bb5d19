/// Shortens `text` to at most `max_chars` characters, ending with "…" when something was cut.
/// Prefers to cut at a word break so the result does not end in half a word.
pub fn truncate_chars(text: &str, max_chars: usize) -> String {
    if text.chars().count() <= max_chars {
        return text.to_string();
    }
    if max_chars == 0 {
        return String::new();
    }
    // Byte offset just after the last character that fits alongside the ellipsis.
    let end = text.char_indices().nth(max_chars - 1).map_or(text.len(), |(i, _)| i);
    let cut = &text[..end];
    let at_word_end = text[end..].starts_with(char::is_whitespace);
    // Only back up to a space if that keeps at least half of the allowed length.
    let cut = match cut.rfind(char::is_whitespace) {
        Some(space) if !at_word_end && cut[..space].chars().count() >= max_chars / 2 => &cut[..space],
        _ => cut,
    };
    format!("{}…", cut.trim_end())
}

/// Longest prefix that fits in `max_bytes` without splitting a UTF-8 character,
/// for byte-limited fields such as database columns or HTTP headers.
pub fn truncate_bytes(text: &str, max_bytes: usize) -> &str {
    if text.len() <= max_bytes {
        return text;
    }
    let mut end = max_bytes;
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    &text[..end]
}
