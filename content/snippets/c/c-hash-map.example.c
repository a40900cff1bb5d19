#include <stdio.h>

int main(void) {
    const char *text[] = {"the", "cat", "sat", "on", "the", "mat", "the", "end"};
    StrMap counts = {0};
    for (size_t i = 0; i < sizeof text / sizeof text[0]; i++) {
        long *n = map_get(&counts, text[i]);
        if (n) (*n)++;
        else if (map_put(&counts, text[i], 1) != 0) return 1;
    }
    const char *probe[] = {"the", "cat", "mat", "dog"};
    for (size_t i = 0; i < 4; i++) {
        long *n = map_get(&counts, probe[i]);
        printf("%s: %ld%s\n", probe[i], n ? *n : 0L, n ? "" : " (absent)");
    }
    printf("distinct words: %zu\n", counts.len);
    map_free(&counts);

    /* Force several resizes and check that every key survives them. */
    StrMap big = {0};
    char key[32];
    for (long i = 0; i < 10000; i++) {
        snprintf(key, sizeof key, "user-%ld", i);
        if (map_put(&big, key, i * i) != 0) return 1;
    }
    map_put(&big, "user-7", -1); /* updating does not add an entry */
    long missing = 0;
    for (long i = 0; i < 10000; i++) {
        snprintf(key, sizeof key, "user-%ld", i);
        if (!map_get(&big, key)) missing++;
    }
    printf("len=%zu cap=%zu missing=%ld\n", big.len, big.cap, missing);
    printf("user-99=%ld user-7=%ld\n", *map_get(&big, "user-99"), *map_get(&big, "user-7"));
    map_free(&big);
    printf("empty map lookup: %s\n", map_get(&big, "x") ? "found" : "NULL");
    return 0;
}
