/// Parses .env text into (key, value) pairs in file order: comments, `export`, literal 'single'
/// and escaped "double" quotes, and inline comments after unquoted values. Errors name the line.
pub fn parse_dotenv(text: &str) -> Result<Vec<(String, String)>, String> {
    let mut pairs = Vec::new();
    for (index, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let line = line.strip_prefix("export ").unwrap_or(line);
        let (key, rest) = line.split_once('=').ok_or(format!("line {}: expected KEY=value", index + 1))?;
        let (key, rest) = (key.trim(), rest.trim());
        if key.is_empty() || !key.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') || key.starts_with(|c: char| c.is_ascii_digit()) {
            return Err(format!("line {}: invalid key {key:?}", index + 1));
        }
        let value = match rest.chars().next() {
            Some(quote @ ('"' | '\'')) => {
                let body = &rest[1..];
                let end = closing_quote(body, quote).ok_or(format!("line {}: unterminated {quote} quote", index + 1))?;
                let after = body[end + 1..].trim();
                if !after.is_empty() && !after.starts_with('#') {
                    return Err(format!("line {}: unexpected text after closing quote", index + 1));
                }
                if quote == '\'' { body[..end].to_string() } else { unescape(&body[..end]) }
            }
            // Unquoted values end at " #", so URLs with fragments like a#b stay intact.
            _ => rest.split(" #").next().unwrap_or("").trim_end().to_string(),
        };
        pairs.push((key.to_string(), value));
    }
    Ok(pairs)
}

/// Byte index of the closing quote, skipping backslash-escaped quotes inside double quotes.
fn closing_quote(body: &str, quote: char) -> Option<usize> {
    let mut escaped = false;
    body.char_indices().find(|&(_, c)| {
        let found = c == quote && !escaped;
        escaped = quote == '"' && c == '\\' && !escaped;
        found
    }).map(|(i, _)| i)
}

fn unescape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        out.push(match chars.next() {
            Some('n') => '\n',
            Some('t') => '\t',
            Some(other) => other,
            None => '\\',
        });
    }
    out
}
