#include <stdio.h>

int main(void) {
    struct token_bucket tb;
    tb_init(&tb, 3, 2.0, 100.0); /* bursts of 3, refills 2 tokens per second */

    /* A fixed, fake clock keeps the output reproducible. */
    const double times[] = {100.0, 100.0, 100.0, 100.0, 100.25, 100.5, 100.5, 102.0, 102.0, 102.0, 102.0};
    for (size_t i = 0; i < sizeof times / sizeof times[0]; i++) {
        int ok = tb_allow(&tb, times[i], 1);
        printf("t=%6.2f %s (%.2f left)\n", times[i], ok ? "allowed" : "refused", tb.tokens);
    }
    printf("wait for 1 token: %.2fs\n", tb_wait_seconds(&tb, 102.0, 1));
    printf("wait for 3 tokens: %.2fs\n", tb_wait_seconds(&tb, 102.0, 3));
    printf("wait for 5 tokens: %.2f (never fits)\n", tb_wait_seconds(&tb, 102.0, 5));
    printf("clock going backwards grants nothing: %s\n", tb_allow(&tb, 50.0, 1) ? "allowed" : "refused");
    return 0;
}
