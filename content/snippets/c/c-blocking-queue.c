#include <stdlib.h>
#include <threads.h>
struct bqueue {
    void **items;
    size_t cap, head, len; /* ring buffer: len items starting at index head */
    int closed;
    mtx_t lock;
    cnd_t not_empty, not_full;
};

int bq_init(struct bqueue *q, size_t cap) {
    *q = (struct bqueue){.cap = cap};
    if (cap == 0 || !(q->items = malloc(cap * sizeof *q->items))) return -1;
    mtx_init(&q->lock, mtx_plain);
    cnd_init(&q->not_empty);
    cnd_init(&q->not_full);
    return 0;
}

void bq_destroy(struct bqueue *q) {
    cnd_destroy(&q->not_full);
    cnd_destroy(&q->not_empty);
    mtx_destroy(&q->lock);
    free(q->items);
}

/* Blocks while full (waits loop: wakeups can be spurious). Returns 0, or -1 once closed. */
int bq_push(struct bqueue *q, void *item) {
    mtx_lock(&q->lock);
    while (q->len == q->cap && !q->closed) cnd_wait(&q->not_full, &q->lock);
    int rc = q->closed ? -1 : 0;
    if (rc == 0) q->items[(q->head + q->len++) % q->cap] = item;
    cnd_signal(&q->not_empty);
    mtx_unlock(&q->lock);
    return rc;
}

/* Blocks while empty. Returns 0 with *item set, or -1 once closed and drained. */
int bq_pop(struct bqueue *q, void **item) {
    mtx_lock(&q->lock);
    while (q->len == 0 && !q->closed) cnd_wait(&q->not_empty, &q->lock);
    int rc = q->len == 0 ? -1 : 0;
    if (rc == 0) {
        *item = q->items[q->head];
        q->head = (q->head + 1) % q->cap;
        q->len--;
    }
    cnd_signal(&q->not_full);
    mtx_unlock(&q->lock);
    return rc;
}

/* Wakes every waiter; consumers still receive the items already queued. */
void bq_close(struct bqueue *q) {
    mtx_lock(&q->lock);
    q->closed = 1;
    cnd_broadcast(&q->not_empty);
    cnd_broadcast(&q->not_full);
    mtx_unlock(&q->lock);
}
