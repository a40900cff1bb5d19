#include <stdio.h>

int main(void) {
    PQueue jobs = {0};
    pq_push(&jobs, 30, "rebuild search index");
    pq_push(&jobs, 1, "page the on-call engineer");
    pq_push(&jobs, 20, "send weekly digest");
    pq_push(&jobs, 5, "retry failed payment");
    pq_push(&jobs, -10, "shut down on SIGTERM");

    PQItem job;
    while (pq_pop(&jobs, &job)) printf("%4ld  %s\n", job.priority, (const char *)job.data);
    printf("empty pop: %s\n", pq_pop(&jobs, &job) ? "item" : "none");

    /* Heap sort of 1000 pseudo-random keys as a quick ordering check. */
    unsigned seed = 12345;
    for (int i = 0; i < 1000; i++) {
        seed = seed * 1103515245u + 12345u;
        if (pq_push(&jobs, (long)(seed >> 16) % 10000, NULL) != 0) return 1;
    }
    long prev = -1;
    int in_order = 1, count = 0;
    while (pq_pop(&jobs, &job)) {
        if (job.priority < prev) in_order = 0;
        prev = job.priority;
        count++;
    }
    printf("popped %d items in order: %s\n", count, in_order ? "yes" : "no");
    pq_free(&jobs);
    return 0;
}
