#include <stddef.h>

/*
 * Matches c against the bracket expression starting at *pat ('['). On success advances
 * *pat past the closing ']' and returns 1 or 0; returns -1 if the class is unclosed.
 */
static int glob_class(const char **pat, unsigned char c) {
    const char *p = *pat + 1;
    int negate = *p == '!' || *p == '^';
    if (negate) p++;
    int matched = 0;
    /* do-while: a ']' right after '[' or '[!' is a member, not the end. */
    do {
        if (*p == '\0') return -1;
        unsigned char lo = (unsigned char)*p, hi = lo;
        if (p[1] == '-' && p[2] != ']' && p[2] != '\0') {
            hi = (unsigned char)p[2];
            p += 2;
        }
        if (lo <= c && c <= hi) matched = 1;
        p++;
    } while (*p != ']');
    *pat = p + 1;
    return matched != negate;
}

/* Returns 1 if the whole of str matches the glob pattern (* ? [...] and \ escapes). */
int glob_match(const char *pat, const char *str) {
    const char *star_pat = NULL, *star_str = NULL;
    while (*str) {
        if (*pat == '*') {
            /* Remember the latest star only: earlier ones can never need more text. */
            star_pat = ++pat;
            star_str = str;
            continue;
        }
        if (*pat == '?') {
            pat++, str++;
            continue;
        }
        int m = -1;
        const char *next = pat;
        if (*pat == '[') m = glob_class(&next, (unsigned char)*str);
        if (m < 0) {
            if (*pat == '\\' && pat[1]) pat++;
            m = *pat != '\0' && *pat == *str;
            next = pat + 1;
        }
        if (m) {
            pat = next, str++;
            continue;
        }
        if (!star_pat) return 0;
        pat = star_pat;
        str = ++star_str;
    }
    while (*pat == '*') pat++;
    return *pat == '\0';
}
