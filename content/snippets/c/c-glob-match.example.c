#include <stdio.h>

int main(void) {
    const char *cases[][2] = {
        {"*.log", "server.log"},
        {"*.log", "server.log.1"},
        {"data-??.csv", "data-07.csv"},
        {"data-??.csv", "data-7.csv"},
        {"user-[0-9][0-9]*", "user-42abc"},
        {"user-[0-9][0-9]*", "user-4x"},
        {"[!._]*", ".hidden"},
        {"[!._]*", "visible"},
        {"[]]", "]"},
        {"a\\*b", "a*b"},
        {"a\\*b", "axb"},
        {"*a*a*a*b", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"},
        {"*", ""},
        {"", ""},
        {"[abc", "[abc"},
        {"src/*", "src/lib/util.c"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        printf("%-18s %-20.20s %s\n", cases[i][0], cases[i][1], glob_match(cases[i][0], cases[i][1]) ? "match" : "no");
    return 0;
}
