#include <iostream>
#include <limits>

int main() {
    Json doc = Json::Object{
        {"name", "Ada \"The Countess\" Lovelace"},
        {"born", 1815},
        {"ratio", 0.1},
        {"active", true},
        {"notes", "line one\nline two\ttabbed\x01"},
        {"tags", Json::Array{"math", "engines", nullptr}},
        {"empty", Json::Object{}},
        {"bad", std::numeric_limits<double>::quiet_NaN()},
    };

    std::string compact;
    writeJson(compact, doc);
    std::cout << compact << "\n\n";

    std::string pretty;
    writeJson(pretty, doc, 2);
    std::cout << pretty << '\n';
}
