#include <inttypes.h>
#include <stdio.h>

int main(void) {
    const char *inputs[] = {
        "1970-01-01T00:00:00Z",
        "2024-02-29T12:30:00Z",
        "2038-01-19T03:14:08Z",
        "1969-12-31T23:59:59Z",
        "2024-06-01T09:00:00+02:00",
        "2024-06-01T01:30:00-05:30",
        "2023-02-29T00:00:00Z",
        "2024-13-01T00:00:00Z",
        "2024-01-01 00:00:00Z",
        "2024-01-01T00:00:60Z",
        "2024-1-01T00:00:00Z",
        "2024",
        "2024-06-01T09:00:00+2:00",
    };
    char out[32];
    for (size_t i = 0; i < sizeof inputs / sizeof inputs[0]; i++) {
        int64_t t;
        if (utc_parse(inputs[i], &t) != 0) {
            printf("%-26s invalid\n", inputs[i]);
            continue;
        }
        utc_format(t, out, sizeof out);
        printf("%-26s %11" PRId64 "  %s\n", inputs[i], t, out);
    }
    utc_format(INT64_C(-62135596800), out, sizeof out);
    printf("earliest year 1: %s\n", out);
    utc_format(INT64_C(253402300799), out, sizeof out);
    printf("latest 4-digit year: %s\n", out);
    return 0;
}
