#include <stdalign.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/*
 * A bump (region) allocator: allocations are carved out of large blocks by advancing an
 * offset, and everything is released at once. It suits parsers, per-request scratch data
 * and any group of objects that share a lifetime, and removes per-object free() calls.
 */
typedef struct ArenaBlock {
    struct ArenaBlock *next;
    size_t used, size;
    alignas(max_align_t) unsigned char data[];
} ArenaBlock;

typedef struct {
    ArenaBlock *head;
    size_t block_size;
} Arena;

void arena_init(Arena *a, size_t block_size) { *a = (Arena){NULL, block_size}; }

/* align must be a power of two no larger than alignof(max_align_t). Returns NULL when out of memory. */
void *arena_alloc(Arena *a, size_t size, size_t align) {
    ArenaBlock *b = a->head;
    if (b) {
        size_t offset = (b->used + align - 1) & ~(align - 1);
        if (offset <= b->size && size <= b->size - offset) {
            b->used = offset + size;
            return b->data + offset;
        }
    }
    size_t cap = size > a->block_size ? size : a->block_size;
    if (cap > SIZE_MAX - sizeof(ArenaBlock)) return NULL;
    if (!(b = malloc(sizeof(ArenaBlock) + cap))) return NULL;
    *b = (ArenaBlock){a->head, size, cap};
    a->head = b;
    return b->data;
}

#define ARENA_NEW(arena, T) ((T *)arena_alloc((arena), sizeof(T), alignof(T)))

char *arena_strdup(Arena *a, const char *s) {
    size_t n = strlen(s) + 1;
    char *copy = arena_alloc(a, n, 1);
    if (copy) memcpy(copy, s, n);
    return copy;
}

void arena_free(Arena *a) {
    for (ArenaBlock *b = a->head, *next; b; b = next) {
        next = b->next;
        free(b);
    }
    a->head = NULL;
}
