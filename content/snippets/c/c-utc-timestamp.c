#include <stdint.h>
#include <stdio.h>
#include <string.h>

/* Days since 1970-01-01 in the proleptic Gregorian calendar (era-based, no loops). */
static int64_t days_from_civil(int64_t y, int m, int d) {
    y -= m <= 2; /* count years from March so the leap day is last */
    int64_t era = (y >= 0 ? y : y - 399) / 400;
    int64_t yoe = y - era * 400;
    int64_t doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1;
    return era * 146097 + yoe * 365 + yoe / 4 - yoe / 100 + doy - 719468;
}

/* Reads exactly n decimal digits; returns -1 on anything else. */
static int fixed_digits(const char *s, int n) {
    int v = 0;
    for (int i = 0; i < n; i++) {
        if (s[i] < '0' || s[i] > '9') return -1;
        v = v * 10 + (s[i] - '0');
    }
    return v;
}

/* Parses YYYY-MM-DDTHH:MM:SS followed by Z or +HH:MM / -HH:MM. Returns 0 or -1. */
int utc_parse(const char *s, int64_t *out) {
    static const int mdays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    size_t len = strlen(s); /* checked first so no field read runs past the string */
    if (len != 20 && len != 25) return -1;
    int y = fixed_digits(s, 4), mo = fixed_digits(s + 5, 2), d = fixed_digits(s + 8, 2);
    if (y < 0 || mo < 1 || mo > 12 || d < 1 || s[4] != '-' || s[7] != '-' || s[10] != 'T') return -1;
    int leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    if (d > mdays[mo - 1] + (mo == 2 && leap)) return -1;
    int h = fixed_digits(s + 11, 2), mi = fixed_digits(s + 14, 2), sec = fixed_digits(s + 17, 2);
    if (h < 0 || h > 23 || mi < 0 || mi > 59 || sec < 0 || sec > 59 || s[13] != ':' || s[16] != ':')
        return -1;
    int offset = 0;
    if (len == 20 && s[19] == 'Z') {
        offset = 0;
    } else if (len == 25 && (s[19] == '+' || s[19] == '-') && s[22] == ':') {
        int oh = fixed_digits(s + 20, 2), om = fixed_digits(s + 23, 2);
        if (oh < 0 || oh > 23 || om < 0 || om > 59) return -1;
        offset = (s[19] == '+' ? 1 : -1) * (oh * 3600 + om * 60);
    } else {
        return -1;
    }
    *out = days_from_civil(y, mo, d) * 86400 + h * 3600 + mi * 60 + sec - offset;
    return 0;
}

/* Writes t as YYYY-MM-DDTHH:MM:SSZ; returns the snprintf result. */
int utc_format(int64_t t, char *buf, size_t cap) {
    int64_t z = (t >= 0 ? t : t - 86399) / 86400 + 719468, secs = t - (z - 719468) * 86400;
    int64_t era = (z >= 0 ? z : z - 146096) / 146097, doe = z - era * 146097;
    int64_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    int64_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100), mp = (5 * doy + 2) / 153;
    int64_t d = doy - (153 * mp + 2) / 5 + 1, m = mp < 10 ? mp + 3 : mp - 9;
    int64_t y = yoe + era * 400 + (m <= 2);
    return snprintf(buf, cap, "%04lld-%02lld-%02lldT%02lld:%02lld:%02lldZ", (long long)y, (long long)m,
                    (long long)d, (long long)(secs / 3600), (long long)(secs / 60 % 60), (long long)(secs % 60));
}
