#include <stdbool.h>
#include <stddef.h>

/*
 * Fixed-capacity FIFO queue over caller-provided storage: no allocation, so it suits
 * embedded code, audio buffers and "last N items" histories.
 */
typedef struct {
    double *items;
    size_t cap;
    size_t head; /* index of the oldest item */
    size_t len;
} Ring;

void ring_init(Ring *r, double *storage, size_t cap) {
    *r = (Ring){storage, cap, 0, 0};
}

bool ring_full(const Ring *r) { return r->len == r->cap; }

/* Rejects the value when full, for queues where losing data is an error. */
bool ring_push(Ring *r, double value) {
    if (r->cap == 0 || ring_full(r)) return false;
    r->items[(r->head + r->len) % r->cap] = value;
    r->len++;
    return true;
}

/* Overwrites the oldest value when full, for sliding windows of recent samples. */
void ring_push_overwrite(Ring *r, double value) {
    if (r->cap == 0) return;
    if (ring_full(r)) {
        r->items[r->head] = value;
        r->head = (r->head + 1) % r->cap;
    } else {
        ring_push(r, value);
    }
}

bool ring_pop(Ring *r, double *out) {
    if (r->len == 0) return false;
    *out = r->items[r->head];
    r->head = (r->head + 1) % r->cap;
    r->len--;
    return true;
}

/* The i-th oldest item (0 is the oldest); i must be below r->len. */
double ring_at(const Ring *r, size_t i) { return r->items[(r->head + i) % r->cap]; }
