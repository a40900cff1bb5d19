#include <fstream>
#include <iostream>

int main() {
    fs::path remembered;
    {
        TempDir dir("snipstack-test");
        remembered = dir.path();
        std::cout << "name starts with prefix: " << std::boolalpha
                  << dir.path().filename().string().starts_with("snipstack-test-") << '\n';

        fs::create_directories(dir / "nested/deeper");
        std::ofstream(dir / "a.txt") << "alpha\n";
        std::ofstream(dir / "nested/deeper/b.txt") << "beta\n";

        int files = 0;
        for (const auto& entry : fs::recursive_directory_iterator(dir.path()))
            files += entry.is_regular_file();
        std::cout << "files inside: " << files << '\n';

        TempDir other("snipstack-test");
        std::cout << "two dirs differ: " << (other.path() != dir.path()) << '\n';

        TempDir moved = std::move(other);
        std::cout << "moved-from is empty: " << other.path().empty() << '\n';
        std::cout << "moved-to exists: " << fs::exists(moved.path()) << '\n';
    }
    std::cout << "exists after scope: " << fs::exists(remembered) << '\n';
}
