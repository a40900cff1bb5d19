#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>

/*
 * Overflow-checked arithmetic without undefined behaviour: every check happens BEFORE the
 * operation, because signed overflow is UB in C and an unchecked count * size is the classic
 * heap-overflow bug. Each function stores the result and returns true only when it fits.
 */
bool size_add_ok(size_t a, size_t b, size_t *out) {
    if (a > SIZE_MAX - b) return false;
    *out = a + b;
    return true;
}

bool size_mul_ok(size_t a, size_t b, size_t *out) {
    if (b != 0 && a > SIZE_MAX / b) return false;
    *out = a * b;
    return true;
}

bool i64_add_ok(int64_t a, int64_t b, int64_t *out) {
    if ((b > 0 && a > INT64_MAX - b) || (b < 0 && a < INT64_MIN - b)) return false;
    *out = a + b;
    return true;
}

bool i64_mul_ok(int64_t a, int64_t b, int64_t *out) {
    /* Divide the limit by one operand, with the direction depending on both signs. */
    bool overflow;
    if (a > 0) overflow = b > 0 ? a > INT64_MAX / b : b < INT64_MIN / a;
    else if (b > 0) overflow = a < INT64_MIN / b;
    else overflow = a != 0 && b < INT64_MAX / a;
    if (overflow) return false;
    *out = a * b;
    return true;
}

/* malloc(count * size) that fails cleanly instead of allocating a too-small block, like
 * OpenBSD's reallocarray() or calloc() without the zeroing. */
void *malloc_array(size_t count, size_t size) {
    size_t bytes;
    if (!size_mul_ok(count, size, &bytes)) return NULL;
    return malloc(bytes);
}
