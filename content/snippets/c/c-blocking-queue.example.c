#include <stdint.h>
#include <stdio.h>
#include <threads.h>

enum { PRODUCERS = 3, CONSUMERS = 2, PER_PRODUCER = 1000 };

struct consumer_state {
    struct bqueue *q;
    long sum;
    long count;
};

static struct bqueue queue;

static int producer(void *arg) {
    intptr_t base = (intptr_t)arg;
    /* Items are small integers smuggled in the pointer, so nothing needs freeing. */
    for (intptr_t i = 1; i <= PER_PRODUCER; i++) bq_push(&queue, (void *)(base + i));
    return 0;
}

static int consumer(void *arg) {
    struct consumer_state *st = arg;
    void *item;
    while (bq_pop(st->q, &item) == 0) {
        st->sum += (long)(intptr_t)item;
        st->count++;
    }
    return 0;
}

int main(void) {
    if (bq_init(&queue, 16) != 0) return 1;
    thrd_t prod[PRODUCERS], cons[CONSUMERS];
    struct consumer_state states[CONSUMERS];
    for (int i = 0; i < CONSUMERS; i++) {
        states[i] = (struct consumer_state){&queue, 0, 0};
        thrd_create(&cons[i], consumer, &states[i]);
    }
    for (int i = 0; i < PRODUCERS; i++) thrd_create(&prod[i], producer, (void *)(intptr_t)(i * 10000));

    for (int i = 0; i < PRODUCERS; i++) thrd_join(prod[i], NULL);
    bq_close(&queue); /* producers are done: let consumers drain and exit */
    long sum = 0, count = 0;
    for (int i = 0; i < CONSUMERS; i++) {
        thrd_join(cons[i], NULL);
        sum += states[i].sum;
        count += states[i].count;
    }
    /* How items split between consumers varies per run; the totals never do. */
    printf("consumed %ld items, sum %ld\n", count, sum);
    printf("push after close: %d\n", bq_push(&queue, (void *)1));
    void *item;
    printf("pop after drain: %d\n", bq_pop(&queue, &item));

    struct bqueue zero;
    printf("zero capacity rejected: %s\n", bq_init(&zero, 0) == -1 ? "yes" : "no");
    bq_destroy(&queue);
    return 0;
}
