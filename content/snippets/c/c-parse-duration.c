#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

static const struct { const char *name; int64_t ms; } DURATION_UNITS[] = {
    {"d", 86400000}, {"h", 3600000}, {"m", 60000}, {"s", 1000}, {"ms", 1}};

/*
 * Parses human durations such as "90s", "1h30m", "2d 4h" or "250ms" into milliseconds.
 * Every number needs a unit (d, h, m, s, ms) so "10" cannot be misread as seconds or minutes.
 * Returns 0 on success, -1 for empty input, bad syntax, unknown units or int64 overflow.
 */
int parse_duration_ms(const char *s, int64_t *out) {
    int64_t total = 0;
    int parts = 0;
    for (;;) {
        while (isspace((unsigned char)*s)) s++;
        if (*s == '\0') break;
        if (!isdigit((unsigned char)*s)) return -1;
        int64_t n = 0;
        for (; isdigit((unsigned char)*s); s++) {
            int digit = *s - '0';
            if (n > (INT64_MAX - digit) / 10) return -1;
            n = n * 10 + digit;
        }
        size_t len = strspn(s, "abcdefghijklmnopqrstuvwxyz");
        int64_t scale = 0;
        for (size_t u = 0; u < sizeof DURATION_UNITS / sizeof DURATION_UNITS[0]; u++)
            if (strlen(DURATION_UNITS[u].name) == len && strncmp(s, DURATION_UNITS[u].name, len) == 0)
                scale = DURATION_UNITS[u].ms;
        if (scale == 0 || n > (INT64_MAX - total) / scale) return -1;
        total += n * scale;
        s += len;
        parts++;
    }
    if (parts == 0) return -1;
    *out = total;
    return 0;
}

/* The inverse, for logs: 5400000 -> "1h30m", 0 -> "0s". Returns the full length like snprintf,
 * or -1 for a negative duration. */
int format_duration_ms(char *out, size_t size, int64_t ms) {
    if (ms < 0) return -1;
    if (ms == 0) return snprintf(out, size, "0s");
    size_t used = 0;
    int total = 0;
    for (size_t u = 0; u < sizeof DURATION_UNITS / sizeof DURATION_UNITS[0]; u++) {
        int64_t count = ms / DURATION_UNITS[u].ms;
        if (count == 0) continue;
        ms %= DURATION_UNITS[u].ms;
        int n = snprintf(used < size ? out + used : NULL, used < size ? size - used : 0, "%lld%s",
                         (long long)count, DURATION_UNITS[u].name);
        if (n < 0) return n;
        total += n;
        used = (size_t)total;
    }
    return total;
}
