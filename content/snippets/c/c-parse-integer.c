#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdlib.h>

typedef enum { PARSE_OK, PARSE_EMPTY, PARSE_INVALID, PARSE_RANGE } ParseStatus;

/*
 * Strict string-to-integer conversion. atoi() cannot report errors and bare strtol() quietly
 * accepts "12abc", leading spaces and out-of-range values, so every case is checked here.
 * *out is written only on PARSE_OK. base is as for strtol (0 detects 0x and 0 prefixes).
 */
ParseStatus parse_long(const char *s, int base, long min, long max, long *out) {
    if (s == NULL || *s == '\0') return PARSE_EMPTY;
    if (isspace((unsigned char)*s)) return PARSE_INVALID;
    char *end;
    errno = 0; /* strtol only sets errno on failure, so clear stale values first */
    long value = strtol(s, &end, base);
    if (end == s || *end != '\0') return PARSE_INVALID;
    if (errno == ERANGE || value < min || value > max) return PARSE_RANGE;
    *out = value;
    return PARSE_OK;
}

ParseStatus parse_int(const char *s, int *out) {
    long value;
    ParseStatus status = parse_long(s, 10, INT_MIN, INT_MAX, &value);
    if (status == PARSE_OK) *out = (int)value;
    return status;
}

const char *parse_status_name(ParseStatus status) {
    switch (status) {
    case PARSE_OK: return "ok";
    case PARSE_EMPTY: return "empty";
    case PARSE_INVALID: return "not a number";
    case PARSE_RANGE: return "out of range";
    }
    return "unknown";
}
