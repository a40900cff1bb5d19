#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SEMVER_DIGITS "0123456789"
/* pre is the pre-release ("rc.1"), or "" for a release; build metadata never affects order. */
typedef struct { unsigned long major, minor, patch; char pre[64]; } SemVer;

static bool read_number(const char **s, unsigned long *out) {
    size_t len = strspn(*s, SEMVER_DIGITS);
    if (len == 0 || (len > 1 && **s == '0')) return false; /* leading zeros are invalid */
    errno = 0;
    *out = strtoul(*s, NULL, 10);
    *s += len;
    return errno != ERANGE;
}

static bool identifier_ok(const char *id, size_t n) {
    const char *allowed = SEMVER_DIGITS "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-";
    if (n == 0 || strspn(id, allowed) < n) return false;
    return strspn(id, SEMVER_DIGITS) < n || id[0] != '0' || n == 1;
}

/* Parses "1.2.3", "1.2.3-rc.1" or "1.2.3-rc.1+build.5"; a leading "v" as in git tags is allowed. */
bool semver_parse(const char *s, SemVer *v) {
    if (*s == 'v') s++;
    if (!read_number(&s, &v->major) || *s++ != '.' || !read_number(&s, &v->minor) || *s++ != '.' ||
        !read_number(&s, &v->patch))
        return false;
    size_t pre_len = 0;
    if (*s == '-') {
        if ((pre_len = strcspn(++s, "+")) >= sizeof v->pre) return false;
        for (size_t i = 0, n; i <= pre_len; i += n + 1)
            if (!identifier_ok(s + i, n = strcspn(s + i, ".+"))) return false;
    }
    snprintf(v->pre, sizeof v->pre, "%.*s", (int)pre_len, s);
    s += pre_len;
    return *s == '\0' || (*s == '+' && s[1] != '\0');
}

/* Returns -1, 0 or 1 by SemVer precedence. */
int semver_compare(const SemVer *a, const SemVer *b) {
    const unsigned long x[] = {a->major, a->minor, a->patch}, y[] = {b->major, b->minor, b->patch};
    for (int i = 0; i < 3; i++)
        if (x[i] != y[i]) return x[i] < y[i] ? -1 : 1;
    if (!a->pre[0] || !b->pre[0]) return !a->pre[0] - !b->pre[0]; /* so 1.0.0-rc.1 < 1.0.0 */
    for (const char *p = a->pre, *q = b->pre;; p++, q++) {
        size_t pn = strcspn(p, "."), qn = strcspn(q, ".");
        bool pnum = strspn(p, SEMVER_DIGITS) == pn, qnum = strspn(q, SEMVER_DIGITS) == qn;
        int c;
        if (pnum && qnum) c = pn != qn ? (pn < qn ? -1 : 1) : strncmp(p, q, pn); /* numeric, no leading zeros */
        else if (pnum != qnum) c = pnum ? -1 : 1;                              /* numbers sort before words */
        else if ((c = strncmp(p, q, pn < qn ? pn : qn)) == 0) c = (pn > qn) - (pn < qn);
        if (c != 0) return c < 0 ? -1 : 1;
        p += pn, q += qn;
        if (!*p || !*q) return (*p != '\0') - (*q != '\0'); /* more identifiers rank higher */
    }
}
