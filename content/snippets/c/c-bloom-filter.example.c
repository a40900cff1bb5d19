#include <stdio.h>
#include <string.h>

int main(void) {
    struct bloom b;
    if (bloom_init(&b, 1000, 0.01) != 0) return 1;
    printf("bits: %zu (%zu bytes), hashes: %u\n", b.nbits, (b.nbits + 7) / 8, b.k);

    char key[32];
    for (int i = 0; i < 1000; i++) {
        int n = snprintf(key, sizeof key, "user-%d", i);
        bloom_add(&b, key, (size_t)n);
    }

    int found = 0;
    for (int i = 0; i < 1000; i++) {
        int n = snprintf(key, sizeof key, "user-%d", i);
        found += bloom_maybe_contains(&b, key, (size_t)n);
    }
    printf("added keys reported present: %d of 1000\n", found);

    int false_pos = 0;
    for (int i = 0; i < 10000; i++) {
        int n = snprintf(key, sizeof key, "visitor-%d", i);
        false_pos += bloom_maybe_contains(&b, key, (size_t)n);
    }
    printf("false positives: %d of 10000 (under 2%%: %s)\n", false_pos, false_pos < 200 ? "yes" : "no");

    printf("bad rate rejected: %s\n", bloom_init(&b, 10, 1.5) == -1 ? "yes" : "no");
    bloom_free(&b);
    return 0;
}
