#include <stdio.h>

static void show(const char *label, char *rec) {
    char *fields[4];
    long n = csv_parse_record(rec, fields, 4);
    printf("%s: ", label);
    if (n < 0) {
        printf("malformed\n");
        return;
    }
    printf("%ld field(s)", n);
    for (long i = 0; i < n && i < 4; i++) printf(" [%s]", fields[i]);
    printf("\n");
}

int main(void) {
    char header[] = "name,age,quote\r\n";
    char quoted[] = "\"Smith, Jane\",42,\"She said \"\"hi\"\"\"";
    char empties[] = "a,,c,";
    char multiline[] = "\"line one\nline two\",x";
    char empty[] = "";
    char too_many[] = "1,2,3,4,5,6";
    char unclosed[] = "\"open,1";
    char junk[] = "\"ok\"junk,2";

    show("header", header);
    show("quoted", quoted);
    show("empties", empties);
    show("multiline", multiline);
    show("empty", empty);
    show("too many", too_many);
    show("unclosed", unclosed);
    show("junk", junk);
    return 0;
}
