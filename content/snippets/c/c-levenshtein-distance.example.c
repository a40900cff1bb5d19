#include <stdio.h>

int main(void) {
    const char *pairs[][2] = {
        {"kitten", "sitting"}, {"flaw", "lawn"}, {"", "abc"}, {"same", "same"}, {"Saturday", "Sunday"},
    };
    for (size_t i = 0; i < sizeof pairs / sizeof pairs[0]; i++)
        printf("%-9s -> %-8s %zu\n", pairs[i][0], pairs[i][1], levenshtein(pairs[i][0], pairs[i][1]));

    /* "Did you mean?" for a mistyped command. */
    const char *commands[] = {"commit", "checkout", "cherry-pick", "clone", "status"};
    const char *typed = "chekout";
    size_t best = 0, best_distance = (size_t)-1;
    for (size_t i = 0; i < 5; i++) {
        size_t d = levenshtein(typed, commands[i]);
        if (d < best_distance) best_distance = d, best = i;
    }
    printf("'%s' is not a command. Did you mean '%s'? (distance %zu)\n", typed, commands[best], best_distance);
    return 0;
}
