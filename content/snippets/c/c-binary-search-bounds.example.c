#include <stdio.h>
#include <string.h>

static int cmp_int(const void *key, const void *elem) {
    int a = *(const int *)key, b = *(const int *)elem;
    return (a > b) - (a < b);
}

struct user {
    int id;
    const char *name;
};

/* The key is a bare id, the element a whole struct. */
static int cmp_user_id(const void *key, const void *elem) {
    int id = *(const int *)key, other = ((const struct user *)elem)->id;
    return (id > other) - (id < other);
}

int main(void) {
    int scores[] = {10, 20, 20, 20, 35, 50};
    size_t n = sizeof scores / sizeof scores[0];
    int keys[] = {20, 5, 36, 99};
    for (size_t i = 0; i < 4; i++) {
        size_t lo = lower_bound(&keys[i], scores, n, sizeof scores[0], cmp_int);
        size_t hi = upper_bound(&keys[i], scores, n, sizeof scores[0], cmp_int);
        printf("key %2d: range [%zu, %zu) count %zu\n", keys[i], lo, hi, hi - lo);
    }

    /* Insert 30 in order, shifting the tail up by one. */
    int grown[7];
    memcpy(grown, scores, sizeof scores);
    int add = 30;
    size_t at = upper_bound(&add, grown, n, sizeof grown[0], cmp_int);
    memmove(&grown[at + 1], &grown[at], (n - at) * sizeof grown[0]);
    grown[at] = add;
    printf("after insert:");
    for (size_t i = 0; i < n + 1; i++) printf(" %d", grown[i]);
    printf("\n");

    printf("empty array: %zu\n", lower_bound(&add, grown, 0, sizeof grown[0], cmp_int));

    const struct user users[] = {{3, "ada"}, {8, "grace"}, {15, "linus"}};
    int want = 8;
    size_t k = lower_bound(&want, users, 3, sizeof users[0], cmp_user_id);
    printf("user 8: %s\n", k < 3 && users[k].id == want ? users[k].name : "not found");
    want = 9;
    k = lower_bound(&want, users, 3, sizeof users[0], cmp_user_id);
    printf("user 9: %s\n", k < 3 && users[k].id == want ? users[k].name : "not found");
    return 0;
}
