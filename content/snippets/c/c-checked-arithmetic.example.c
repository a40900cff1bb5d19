#include <inttypes.h>
#include <stdio.h>

static void mul(int64_t a, int64_t b) {
    int64_t r;
    if (i64_mul_ok(a, b, &r)) printf("%" PRId64 " * %" PRId64 " = %" PRId64 "\n", a, b, r);
    else printf("%" PRId64 " * %" PRId64 " overflows\n", a, b);
}

static void add(int64_t a, int64_t b) {
    int64_t r;
    if (i64_add_ok(a, b, &r)) printf("%" PRId64 " + %" PRId64 " = %" PRId64 "\n", a, b, r);
    else printf("%" PRId64 " + %" PRId64 " overflows\n", a, b);
}

int main(void) {
    mul(3037000499, 3037000499); /* largest square that fits */
    mul(3037000500, 3037000500);
    mul(INT64_MIN, -1);
    mul(INT64_MIN, 1);
    mul(-4611686018427387904, 2);
    mul(0, INT64_MIN);
    add(INT64_MAX, 1);
    add(INT64_MIN, -1);
    add(INT64_MAX, INT64_MIN);

    size_t total;
    printf("size add max+1: %s\n", size_add_ok(SIZE_MAX, 1, &total) ? "fits" : "overflows");
    printf("size mul 1e6*8: %s\n", size_mul_ok(1000000, 8, &total) ? "fits" : "overflows");

    /* A count read from an untrusted file header that would wrap count * size around. */
    size_t hostile = SIZE_MAX / 4 + 2;
    double *values = malloc_array(hostile, sizeof(double));
    printf("hostile count: %s\n", values ? "allocated" : "refused");
    values = malloc_array(4, sizeof(double));
    printf("4 doubles: %s\n", values ? "allocated" : "refused");
    free(values);
    return 0;
}
