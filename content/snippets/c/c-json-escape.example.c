#include <stdio.h>
#include <stdlib.h>

int main(void) {
    const char *inputs[] = {
        "plain text",
        "She said \"hi\" \\ bye",
        "tab\there\nnew line",
        "bell\x07 and esc\x1b",
        "na\xc3\xafve caf\xc3\xa9",
        "",
    };
    for (size_t i = 0; i < sizeof inputs / sizeof inputs[0]; i++) {
        /* Measure, allocate exactly, then write. */
        size_t need = json_escape(inputs[i], NULL, 0);
        char *lit = malloc(need + 1);
        if (!lit) return 1;
        json_escape(inputs[i], lit, need + 1);
        printf("%zu %s\n", need, lit);
        free(lit);
    }

    char small[8];
    size_t full = json_escape("truncate me", small, sizeof small);
    printf("small buffer: %s (needed %zu)\n", small, full + 1);
    return 0;
}
