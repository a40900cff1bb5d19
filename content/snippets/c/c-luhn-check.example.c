#include <stdio.h>

int main(void) {
    const char *numbers[] = {
        "4111 1111 1111 1111",
        "4111-1111-1111-1112",
        "79927398713",
        "79927398731",
        "0",
        "4111 1111 11x1 1111",
    };
    for (size_t i = 0; i < sizeof numbers / sizeof numbers[0]; i++)
        printf("%-22s %s\n", numbers[i], luhn_valid(numbers[i]) ? "valid" : "invalid");

    const char *payloads[] = {"7992739871", "411111111111111", "", "12a"};
    for (size_t i = 0; i < sizeof payloads / sizeof payloads[0]; i++)
        printf("check digit for \"%s\": %d\n", payloads[i], luhn_check_digit(payloads[i]));
    return 0;
}
