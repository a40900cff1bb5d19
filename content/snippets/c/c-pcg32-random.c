#include <stddef.h>
#include <stdint.h>

struct pcg32 {
    uint64_t state;
    uint64_t inc; /* must be odd; selects one of 2^63 independent streams */
};

uint32_t pcg32_next(struct pcg32 *rng) {
    uint64_t old = rng->state;
    rng->state = old * 6364136223846793005ULL + rng->inc;
    uint32_t xorshifted = (uint32_t)(((old >> 18) ^ old) >> 27);
    uint32_t rot = (uint32_t)(old >> 59);
    return (xorshifted >> rot) | (xorshifted << ((32 - rot) & 31));
}

void pcg32_seed(struct pcg32 *rng, uint64_t seed, uint64_t stream) {
    rng->state = 0;
    rng->inc = (stream << 1) | 1u;
    pcg32_next(rng);
    rng->state += seed;
    pcg32_next(rng);
}

/* Uniform value in [0, bound) for bound >= 1, without the modulo bias of rand() % n. */
uint32_t pcg32_range(struct pcg32 *rng, uint32_t bound) {
    /* 2^32 mod bound: raw values below this would make small results more likely. */
    uint32_t threshold = (uint32_t)(-bound) % bound;
    for (;;) {
        uint32_t r = pcg32_next(rng);
        if (r >= threshold) return r % bound;
    }
}

/* Fisher-Yates shuffle: every permutation is equally likely. */
void pcg32_shuffle(struct pcg32 *rng, size_t *items, size_t n) {
    for (size_t i = n; i > 1; i--) {
        size_t j = pcg32_range(rng, (uint32_t)i);
        size_t tmp = items[i - 1];
        items[i - 1] = items[j];
        items[j] = tmp;
    }
}
