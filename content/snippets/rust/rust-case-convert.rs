/// Splits an identifier in any common style into lowercase words.
/// Acronyms stay whole: "parseHTTPResponse" gives parse, http, response.
pub fn split_words(input: &str) -> Vec<String> {
    let chars: Vec<char> = input.chars().collect();
    let mut words = Vec::new();
    let mut current = String::new();
    for (i, &c) in chars.iter().enumerate() {
        if !c.is_alphanumeric() {
            if !current.is_empty() {
                words.push(std::mem::take(&mut current));
            }
            continue;
        }
        let prev = i.checked_sub(1).map(|p| chars[p]);
        let next = chars.get(i + 1);
        let starts_word = c.is_uppercase()
            && prev.is_some_and(|p| p.is_lowercase() || p.is_numeric()
                || (p.is_uppercase() && next.is_some_and(|n| n.is_lowercase())));
        if starts_word && !current.is_empty() {
            words.push(std::mem::take(&mut current));
        }
        current.extend(c.to_lowercase());
    }
    if !current.is_empty() {
        words.push(current);
    }
    words
}

fn capitalize(word: &str) -> String {
    let mut chars = word.chars();
    chars.next().map_or_else(String::new, |first| first.to_uppercase().chain(chars).collect())
}

pub fn to_snake_case(s: &str) -> String {
    split_words(s).join("_")
}

pub fn to_kebab_case(s: &str) -> String {
    split_words(s).join("-")
}

pub fn to_screaming_snake_case(s: &str) -> String {
    split_words(s).join("_").to_uppercase()
}

pub fn to_pascal_case(s: &str) -> String {
    split_words(s).iter().map(|w| capitalize(w)).collect()
}

pub fn to_camel_case(s: &str) -> String {
    let pascal = to_pascal_case(s);
    let mut chars = pascal.chars();
    chars.next().map_or_else(String::new, |first| first.to_lowercase().chain(chars).collect())
}
