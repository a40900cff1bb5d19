#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* A growable array of fixed-size elements, like a minimal std::vector for C. */
typedef struct {
    void *data;
    size_t len;
    size_t cap;
    size_t elem_size;
} Vec;

void vec_init(Vec *v, size_t elem_size) {
    v->data = NULL;
    v->len = 0;
    v->cap = 0;
    v->elem_size = elem_size;
}

/* Returns 0 on success, -1 when memory runs out or the byte size would overflow. */
int vec_reserve(Vec *v, size_t min_cap) {
    if (min_cap <= v->cap) return 0;
    size_t cap = v->cap ? v->cap : 8;
    /* Doubling keeps pushes amortised O(1); fall back to the exact size near SIZE_MAX. */
    while (cap < min_cap) cap = cap > SIZE_MAX / 2 ? min_cap : cap * 2;
    if (cap > SIZE_MAX / v->elem_size) return -1;
    void *grown = realloc(v->data, cap * v->elem_size);
    if (!grown) return -1; /* the old block is still valid, so nothing is lost */
    v->data = grown;
    v->cap = cap;
    return 0;
}

int vec_push(Vec *v, const void *elem) {
    if (v->len == SIZE_MAX || vec_reserve(v, v->len + 1) != 0) return -1;
    memcpy((char *)v->data + v->len * v->elem_size, elem, v->elem_size);
    v->len++;
    return 0;
}

/* A pointer to element i, or NULL when i is out of range. */
void *vec_at(const Vec *v, size_t i) {
    return i < v->len ? (char *)v->data + i * v->elem_size : NULL;
}

/* Copies the last element into out (when out is not NULL) and removes it; -1 when empty. */
int vec_pop(Vec *v, void *out) {
    if (v->len == 0) return -1;
    v->len--;
    if (out) memcpy(out, (char *)v->data + v->len * v->elem_size, v->elem_size);
    return 0;
}

void vec_free(Vec *v) {
    free(v->data);
    vec_init(v, v->elem_size);
}
