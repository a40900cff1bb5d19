#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>

/* A binary min-heap: the item with the lowest priority value is popped first. */
typedef struct {
    long priority;
    void *data;
} PQItem;

typedef struct {
    PQItem *items;
    size_t len, cap;
} PQueue;

static void pq_swap(PQItem *a, PQItem *b) {
    PQItem t = *a;
    *a = *b;
    *b = t;
}

int pq_push(PQueue *q, long priority, void *data) {
    if (q->len == q->cap) {
        size_t cap = q->cap ? q->cap * 2 : 16;
        if (cap > SIZE_MAX / sizeof(PQItem)) return -1;
        PQItem *grown = realloc(q->items, cap * sizeof(PQItem));
        if (!grown) return -1;
        q->items = grown;
        q->cap = cap;
    }
    /* Sift up: the new item climbs while it beats its parent. */
    size_t i = q->len++;
    q->items[i] = (PQItem){priority, data};
    while (i > 0 && q->items[i].priority < q->items[(i - 1) / 2].priority) {
        pq_swap(&q->items[i], &q->items[(i - 1) / 2]);
        i = (i - 1) / 2;
    }
    return 0;
}

bool pq_pop(PQueue *q, PQItem *out) {
    if (q->len == 0) return false;
    *out = q->items[0];
    q->items[0] = q->items[--q->len];
    /* Sift down: the moved item sinks below its smaller child until the heap order holds. */
    for (size_t i = 0;;) {
        size_t l = 2 * i + 1, r = l + 1, min = i;
        if (l < q->len && q->items[l].priority < q->items[min].priority) min = l;
        if (r < q->len && q->items[r].priority < q->items[min].priority) min = r;
        if (min == i) break;
        pq_swap(&q->items[i], &q->items[min]);
        i = min;
    }
    return true;
}

void pq_free(PQueue *q) {
    free(q->items);
    *q = (PQueue){0};
}
