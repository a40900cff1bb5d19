#include <iostream>
#include <sstream>

int main() {
    std::istringstream file(R"(; global settings
name = snipstack

[server]
host = 0.0.0.0
port=8080
banner = "  hello; world  "

[database]
url = postgres://localhost/app
)");
    auto config = IniConfig::parse(file);

    for (const auto& [key, value] : config.all()) std::cout << key << " => [" << value << "]\n";
    std::cout << "port + 1: " << std::stoi(config.getOr("server.port", "80")) + 1 << '\n';
    std::cout << "timeout: " << config.getOr("server.timeout", "30s") << '\n';
    std::cout << "has database.user: " << std::boolalpha << config.get("database.user").has_value() << '\n';

    std::istringstream broken("[server\nport = 1\n");
    try {
        IniConfig::parse(broken);
    } catch (const std::runtime_error& e) {
        std::cout << "error: " << e.what() << '\n';
    }
}
