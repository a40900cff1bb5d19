#include <algorithm>
#include <iostream>

int main() {
    std::vector<std::string_view> inputs{"1.10.0", "1.2.0", "1.0.0-rc.1", "1.0.0", "1.0.0-alpha",
                                         "1.0.0-alpha.beta", "1.0.0-alpha.1", "1.0.0-beta.11",
                                         "1.0.0-beta.2", "2.0.0+build.7"};
    std::vector<std::pair<SemVer, std::string_view>> versions;
    for (auto text : inputs) versions.emplace_back(SemVer::parse(text).value(), text);
    std::ranges::sort(versions, [](const auto& a, const auto& b) { return a.first < b.first; });
    for (const auto& [version, text] : versions) std::cout << text << '\n';

    std::cout << std::boolalpha;
    std::cout << "build metadata ignored: " << (*SemVer::parse("1.0.0+a") == *SemVer::parse("1.0.0+b")) << '\n';
    for (std::string_view bad : {"1.2", "1.2.x", "01.2.3", "1.2.3.4", "1.2.3-", "1.2.3-a..b"})
        std::cout << bad << " valid: " << SemVer::parse(bad).has_value() << '\n';
}
