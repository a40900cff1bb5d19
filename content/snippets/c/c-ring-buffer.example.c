#include <stdio.h>

int main(void) {
    double storage[3];
    Ring q;
    ring_init(&q, storage, 3);
    for (int i = 1; i <= 4; i++) printf("push %d: %s\n", i, ring_push(&q, i) ? "ok" : "full");
    double v;
    while (ring_pop(&q, &v)) printf("pop %.0f\n", v);
    printf("pop on empty: %s\n", ring_pop(&q, &v) ? "value" : "nothing");

    /* Moving average over the last 3 samples. */
    const double samples[] = {10, 20, 30, 40, 50, 5};
    Ring window;
    ring_init(&window, storage, 3);
    for (size_t i = 0; i < sizeof samples / sizeof samples[0]; i++) {
        ring_push_overwrite(&window, samples[i]);
        double sum = 0;
        for (size_t j = 0; j < window.len; j++) sum += ring_at(&window, j);
        printf("after %2.0f: window [", samples[i]);
        for (size_t j = 0; j < window.len; j++) printf(j ? " %.0f" : "%.0f", ring_at(&window, j));
        printf("] avg %.2f\n", sum / (double)window.len);
    }
    return 0;
}
