#include <inttypes.h>
#include <stdio.h>

int main(void) {
    struct pcg32 rng;
    pcg32_seed(&rng, 42u, 54u);
    printf("raw:");
    for (int i = 0; i < 6; i++) printf(" 0x%08" PRIx32, pcg32_next(&rng));
    printf("\n");

    /* Same seed, same sequence: the basis of reproducible tests. */
    struct pcg32 a, b;
    pcg32_seed(&a, 2024u, 1u);
    pcg32_seed(&b, 2024u, 1u);
    int same = 1;
    for (int i = 0; i < 1000; i++) same &= pcg32_next(&a) == pcg32_next(&b);
    printf("reproducible: %s\n", same ? "yes" : "no");

    unsigned counts[6] = {0};
    for (int i = 0; i < 60000; i++) counts[pcg32_range(&rng, 6)]++;
    int balanced = 1;
    for (int i = 0; i < 6; i++) balanced &= counts[i] > 9500 && counts[i] < 10500;
    printf("die faces balanced: %s\n", balanced ? "yes" : "no");
    printf("range(1) always 0: %s\n", pcg32_range(&rng, 1) == 0 ? "yes" : "no");

    size_t deck[10];
    for (size_t i = 0; i < 10; i++) deck[i] = i;
    pcg32_shuffle(&rng, deck, 10);
    printf("shuffled deck:");
    for (size_t i = 0; i < 10; i++) printf(" %zu", deck[i]);
    printf("\n");
    size_t seen = 0;
    for (size_t i = 0; i < 10; i++) seen |= (size_t)1 << deck[i];
    printf("shuffle is a permutation: %s\n", seen == 0x3FF ? "yes" : "no");
    return 0;
}
