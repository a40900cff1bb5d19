#include <cstdint>
#include <iostream>

template <typename T>
void show(std::string_view label, std::optional<T> value) {
    std::cout << label << ": ";
    if (value) std::cout << +*value << '\n';
    else std::cout << "rejected\n";
}

int main() {
    show("int \" 42 \"", parse_number<int>(" 42 "));
    show("int \"+7\"", parse_number<int>("+7"));
    show("int \"-17\"", parse_number<int>("-17"));
    show("int \"12abc\"", parse_number<int>("12abc"));
    show("int \"\"", parse_number<int>(""));
    show("uint8 \"300\"", parse_number<std::uint8_t>("300"));
    show("uint8 \"255\"", parse_number<std::uint8_t>("255"));
    show("unsigned \"-1\"", parse_number<unsigned>("-1"));
    show("double \"2.5e3\"", parse_number<double>("2.5e3"));
    show("double \"0.1.2\"", parse_number<double>("0.1.2"));
    show("hex \"ff\"", parse_number<int>("ff", 16));
    show("octal \"755\"", parse_number<int>("755", 8));
    show("binary \"1012\"", parse_number<int>("1012", 2));
}
