#include <stdio.h>

int main(void) {
    const char *inputs[] = {"90s", "1h30m", "2d 4h", "250ms", "1m1s1ms", " 45m ", "10", "5x", "", "1h-30m",
                            "99999999999999999d"};
    char text[32];
    for (size_t i = 0; i < sizeof inputs / sizeof inputs[0]; i++) {
        int64_t ms;
        if (parse_duration_ms(inputs[i], &ms) == 0) {
            format_duration_ms(text, sizeof text, ms);
            printf("%-22s = %lld ms (%s)\n", inputs[i], (long long)ms, text);
        } else {
            printf("%-22s rejected\n", inputs[i]);
        }
    }
    format_duration_ms(text, sizeof text, 0);
    printf("zero formats as %s\n", text);

    char small[6];
    int needed = format_duration_ms(small, sizeof small, 93784005);
    printf("into 6 bytes: \"%s\" (needed %d)\n", small, needed);
    return 0;
}
