#include <iostream>

int main() {
    // Work inside a private directory under the system temp path and remove it at the end.
    fs::path dir = fs::temp_directory_path() / ("atomic-write-" + std::to_string(std::random_device{}()));
    fs::create_directory(dir);
    fs::path config = dir / "settings.json";

    writeFileAtomic(config, R"({"theme":"light"})");
    std::cout << "first:  " << readFile(config).value_or("?") << '\n';

    writeFileAtomic(config, R"({"theme":"dark","fontSize":14})");
    std::cout << "second: " << readFile(config).value_or("?") << '\n';

    int entries = 0;
    for ([[maybe_unused]] const auto& entry : fs::directory_iterator(dir)) ++entries;
    std::cout << "files in dir (no temp leftovers): " << entries << '\n';

    std::cout << "missing file: " << readFile(dir / "nope.txt").value_or("(none)") << '\n';

    try {
        writeFileAtomic(dir / "no-such-dir" / "x.txt", "data");
    } catch (const fs::filesystem_error& e) {
        std::cout << "write failed for " << e.path1().filename() << '\n';
    }
    fs::remove_all(dir);
}
