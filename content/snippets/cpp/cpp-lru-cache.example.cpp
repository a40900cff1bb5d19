#include <iostream>
#include <string>

int main() {
    LruCache<std::string, int> cache(2);
    cache.put("a", 1);
    cache.put("b", 2);
    std::cout << "get a: " << cache.get("a").value_or(-1) << '\n';

    cache.put("c", 3);  // evicts "b", the least recently used
    std::cout << "has b: " << std::boolalpha << cache.contains("b") << '\n';
    std::cout << "has a: " << cache.contains("a") << '\n';

    cache.put("a", 10);  // update refreshes recency without growing
    cache.put("d", 4);   // evicts "c"
    std::cout << "get a: " << cache.get("a").value_or(-1) << '\n';
    std::cout << "get c: " << cache.get("c").value_or(-1) << '\n';
    std::cout << "size: " << cache.size() << '\n';

    LruCache<int, int> disabled(0);
    disabled.put(1, 1);
    std::cout << "zero capacity size: " << disabled.size() << '\n';
}
