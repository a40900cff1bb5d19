/// Parses RFC 4180 CSV text into rows of fields. Quoted fields may contain the
/// delimiter, doubled quotes ("") and line breaks; both LF and CRLF line endings work.
pub fn parse_csv(input: &str, delimiter: char) -> Result<Vec<Vec<String>>, String> {
    let mut rows = Vec::new();
    let mut row = Vec::new();
    let mut field = String::new();
    let mut in_quotes = false;
    // Tracks whether the current row has content, so a trailing newline adds no empty row.
    let mut row_started = false;
    let mut chars = input.chars().peekable();
    let (mut line, mut quote_line) = (1, 0);

    while let Some(c) = chars.next() {
        if c == '\n' {
            line += 1;
        }
        if in_quotes {
            match c {
                '"' if chars.peek() == Some(&'"') => {
                    chars.next();
                    field.push('"');
                }
                '"' => in_quotes = false,
                _ => field.push(c),
            }
            continue;
        }
        match c {
            '"' if field.is_empty() => (in_quotes, quote_line) = (true, line),
            c if c == delimiter => row.push(std::mem::take(&mut field)),
            '\r' if chars.peek() == Some(&'\n') => {}
            '\n' => {
                if row_started {
                    row.push(std::mem::take(&mut field));
                    rows.push(std::mem::take(&mut row));
                }
                row_started = false;
                continue;
            }
            _ => field.push(c),
        }
        row_started = true;
    }
    if in_quotes {
        return Err(format!("quoted field opened on line {quote_line} is never closed"));
    }
    if row_started {
        row.push(field);
        rows.push(row);
    }
    Ok(rows)
}
