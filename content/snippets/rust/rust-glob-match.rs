/// Matches `text` against a shell-style wildcard pattern: `*` (any run), `?` (one char),
/// `[abc]`, `[a-z]` and `[!a-z]` (character classes). `\` makes the next character literal.
pub fn glob_match(pattern: &str, text: &str) -> bool {
    let p: Vec<char> = pattern.chars().collect();
    let t: Vec<char> = text.chars().collect();
    let (mut pi, mut ti) = (0, 0);
    // Only the most recent `*` needs remembering, which bounds the work at O(pattern * text)
    // instead of the exponential blow-up of naive recursion on patterns like "*a*a*a*b".
    let mut star: Option<(usize, usize)> = None;
    while ti < t.len() {
        let step = match p.get(pi) {
            Some('*') => {
                star = Some((pi + 1, ti));
                pi += 1;
                continue;
            }
            Some('?') => Some(1),
            Some('[') => match_class(&p[pi..], t[ti]),
            Some('\\') if pi + 1 < p.len() => (p[pi + 1] == t[ti]).then_some(2),
            Some(&c) => (c == t[ti]).then_some(1),
            None => None,
        };
        match (step, star) {
            (Some(len), _) => (pi, ti) = (pi + len, ti + 1),
            // Mismatch: let the last star swallow one more character and retry from there.
            (None, Some((star_pi, star_ti))) => (pi, ti, star) = (star_pi, star_ti + 1, Some((star_pi, star_ti + 1))),
            (None, None) => return false,
        }
    }
    p[pi..].iter().all(|&c| c == '*')
}

/// Returns the class length in pattern chars if `c` matches it; an unclosed `[` matches literally.
fn match_class(p: &[char], c: char) -> Option<usize> {
    let negated = matches!(p.get(1), Some('!' | '^'));
    let start = 1 + negated as usize;
    // A `]` right after the opening bracket is a literal member, as in POSIX.
    let Some(close) = p.iter().skip(start + 1).position(|&x| x == ']').map(|i| i + start + 1) else {
        return (c == '[').then_some(1);
    };
    let body = &p[start..close];
    let mut found = false;
    let mut i = 0;
    while i < body.len() {
        if i + 2 < body.len() && body[i + 1] == '-' {
            found |= body[i] <= c && c <= body[i + 2];
            i += 3;
        } else {
            found |= body[i] == c;
            i += 1;
        }
    }
    (found != negated).then_some(close + 1)
}
