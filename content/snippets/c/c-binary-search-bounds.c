#include <stddef.h>

typedef int (*bound_cmp)(const void *key, const void *elem);

/* Index of the first element that is not less than key (n if there is none). */
size_t lower_bound(const void *key, const void *base, size_t n, size_t size, bound_cmp cmp) {
    const char *bytes = base;
    size_t lo = 0, hi = n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2; /* never overflows, unlike (lo + hi) / 2 */
        if (cmp(key, bytes + mid * size) > 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

/* Index of the first element that is greater than key (n if there is none). */
size_t upper_bound(const void *key, const void *base, size_t n, size_t size, bound_cmp cmp) {
    const char *bytes = base;
    size_t lo = 0, hi = n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (cmp(key, bytes + mid * size) >= 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}
