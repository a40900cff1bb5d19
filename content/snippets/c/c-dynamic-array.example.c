#include <stdio.h>

typedef struct {
    char name[16];
    int score;
} Player;

int main(void) {
    Vec squares;
    vec_init(&squares, sizeof(int));
    for (int i = 0; i < 20; i++) {
        int sq = i * i;
        if (vec_push(&squares, &sq) != 0) return 1;
    }
    printf("len=%zu cap=%zu\n", squares.len, squares.cap);
    printf("squares[7]=%d\n", *(int *)vec_at(&squares, 7));
    printf("squares[20] is %s\n", vec_at(&squares, 20) ? "present" : "out of range");

    int last;
    vec_pop(&squares, &last);
    printf("popped %d, len now %zu\n", last, squares.len);
    vec_free(&squares);
    printf("after free: len=%zu cap=%zu pop=%d\n", squares.len, squares.cap, vec_pop(&squares, NULL));

    Vec players;
    vec_init(&players, sizeof(Player));
    Player a = {"ada", 42}, b = {"linus", 17};
    vec_push(&players, &a);
    vec_push(&players, &b);
    for (size_t i = 0; i < players.len; i++) {
        const Player *p = vec_at(&players, i);
        printf("%s: %d\n", p->name, p->score);
    }
    vec_free(&players);
    return 0;
}
