#include <stdio.h>

int main(void) {
    const char *inputs[] = {"42", "-17", "", "12abc", " 7", "+8", "99999999999999999999", "2147483648"};
    for (size_t i = 0; i < sizeof inputs / sizeof inputs[0]; i++) {
        int n = 0;
        ParseStatus status = parse_int(inputs[i], &n);
        if (status == PARSE_OK)
            printf("%-22s -> %d\n", inputs[i], n);
        else
            printf("%-22s -> error: %s\n", inputs[i], parse_status_name(status));
    }

    long port;
    ParseStatus status = parse_long("70000", 10, 1, 65535, &port);
    printf("port 70000: %s\n", parse_status_name(status));
    if (parse_long("0x1F", 16, 0, 255, &port) == PARSE_OK) printf("hex 0x1F = %ld\n", port);
    if (parse_long("0755", 0, 0, 07777, &port) == PARSE_OK) printf("auto-base 0755 = %ld\n", port);
    return 0;
}
