use std::fmt::{self, Write};

#[derive(Debug, Clone, PartialEq)]
pub enum Json {
    Null,
    Bool(bool),
    Number(f64),
    String(String),
    Array(Vec<Json>),
    Object(Vec<(String, Json)>),
}

pub fn escape_json(s: &str, out: &mut String) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c if (c as u32) < 0x20 => write!(out, "\\u{:04x}", c as u32).unwrap(),
            c => out.push(c),
        }
    }
    out.push('"');
}

impl Json {
    fn write_to(&self, out: &mut String, indent: usize, depth: usize) {
        let (open, close, items): (char, char, Vec<(Option<&str>, &Json)>) = match self {
            Json::Bool(b) => return write!(out, "{b}").unwrap(),
            Json::Number(n) if n.is_finite() => return write!(out, "{n}").unwrap(),
            // JSON has no NaN or infinity, so they degrade to null like JavaScript's JSON.stringify.
            Json::Null | Json::Number(_) => return out.push_str("null"),
            Json::String(s) => return escape_json(s, out),
            Json::Array(items) => ('[', ']', items.iter().map(|v| (None, v)).collect()),
            Json::Object(pairs) => ('{', '}', pairs.iter().map(|(k, v)| (Some(k.as_str()), v)).collect()),
        };
        let newline = |out: &mut String, level: usize| if indent > 0 { write!(out, "\n{:1$}", "", indent * level).unwrap() };
        out.push(open);
        for (i, (key, value)) in items.iter().enumerate() {
            out.push_str(if i > 0 { "," } else { "" });
            newline(out, depth + 1);
            if let Some(key) = key {
                escape_json(key, out);
                out.push_str(if indent > 0 { ": " } else { ":" });
            }
            value.write_to(out, indent, depth + 1);
        }
        if !items.is_empty() { newline(out, depth) }
        out.push(close);
    }
}

impl fmt::Display for Json {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut out = String::new();
        self.write_to(&mut out, if f.alternate() { 2 } else { 0 }, 0);
        f.write_str(&out)
    }
}
