#include <stdio.h>

typedef struct Node {
    const char *name;
    double weight;
    struct Node *next;
} Node;

static size_t block_count(const Arena *a) {
    size_t n = 0;
    for (const ArenaBlock *b = a->head; b; b = b->next) n++;
    return n;
}

int main(void) {
    Arena arena;
    arena_init(&arena, 1024);

    /* Build a linked list whose nodes and strings all live in the arena. */
    const char *names[] = {"oak", "birch", "maple", "willow"};
    Node *list = NULL;
    for (int i = 0; i < 4; i++) {
        Node *n = ARENA_NEW(&arena, Node);
        if (!n || !(n->name = arena_strdup(&arena, names[i]))) return 1;
        n->weight = 1.5 * (i + 1);
        n->next = list;
        list = n;
    }
    for (const Node *n = list; n; n = n->next) printf("%s %.1f\n", n->name, n->weight);
    printf("blocks after list: %zu\n", block_count(&arena));

    /* Odd-sized strings followed by a double: the double must still be aligned. */
    arena_strdup(&arena, "x");
    double *d = ARENA_NEW(&arena, double);
    if (!d) return 1;
    printf("double aligned: %s\n", (uintptr_t)d % alignof(double) == 0 ? "yes" : "no");

    /* A request larger than the block size gets a block of its own. */
    char *big = arena_alloc(&arena, 5000, 1);
    if (!big) return 1;
    memset(big, 'z', 5000);
    printf("big allocation ok: %s, blocks: %zu\n", big[4999] == 'z' ? "yes" : "no", block_count(&arena));

    for (int i = 0; i < 100; i++) ARENA_NEW(&arena, Node);
    printf("blocks after 100 more nodes: %zu\n", block_count(&arena));

    arena_free(&arena);
    printf("blocks after free: %zu\n", block_count(&arena));
    return 0;
}
