/// Turns a title into a URL slug: lowercase ASCII letters and digits joined by single dashes.
pub fn slugify(input: &str) -> String {
    let mut slug = String::with_capacity(input.len());
    // A dash is only written before the next kept character, so none lead, trail or double up.
    let mut pending_dash = false;
    for ch in input.chars() {
        let mapped = match ch {
            'à'..='å' | 'À'..='Å' => Some('a'),
            'è'..='ë' | 'È'..='Ë' => Some('e'),
            'ì'..='ï' | 'Ì'..='Ï' => Some('i'),
            'ò'..='ö' | 'Ò'..='Ö' => Some('o'),
            'ù'..='ü' | 'Ù'..='Ü' => Some('u'),
            'ç' | 'Ç' => Some('c'),
            'ñ' | 'Ñ' => Some('n'),
            c if c.is_ascii_alphanumeric() => Some(c.to_ascii_lowercase()),
            // Apostrophes join words ("don't" -> "dont") instead of splitting them.
            '\'' | '’' => continue,
            _ => None,
        };
        match mapped {
            Some(c) => {
                if pending_dash && !slug.is_empty() {
                    slug.push('-');
                }
                pending_dash = false;
                slug.push(c);
            }
            None => pending_dash = true,
        }
    }
    slug
}
