#include <stdio.h>

int main(void) {
    /* Sieve of Eratosthenes: a set bit marks a composite number. */
    const size_t limit = 1000;
    struct bitset *composite = bitset_new(limit);
    if (!composite) return 1;
    bitset_set(composite, 0);
    bitset_set(composite, 1);
    for (size_t p = 2; p * p < limit; p++)
        if (!bitset_test(composite, p))
            for (size_t m = p * p; m < limit; m += p) bitset_set(composite, m);
    printf("primes below %zu: %zu\n", limit, limit - bitset_count(composite));

    printf("primes between 900 and 1000:");
    for (size_t i = 900; i < limit; i++)
        if (!bitset_test(composite, i)) printf(" %zu", i);
    printf("\n");
    bitset_free(composite);

    struct bitset *flags = bitset_new(200);
    if (!flags) return 1;
    size_t members[] = {3, 64, 65, 130, 199};
    for (size_t i = 0; i < 5; i++) bitset_set(flags, members[i]);
    bitset_set(flags, 500); /* out of range: ignored, not a buffer overflow */
    bitset_clear(flags, 65);
    printf("members:");
    for (size_t i = bitset_next(flags, 0); i < flags->nbits; i = bitset_next(flags, i + 1))
        printf(" %zu", i);
    printf("\ncount %zu, test(500) = %d\n", bitset_count(flags), bitset_test(flags, 500));
    bitset_free(flags);
    return 0;
}
