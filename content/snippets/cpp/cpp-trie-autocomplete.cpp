#include <cstddef>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

// Children live in a std::map so suggestions come out in lexicographic order without a sort.
class Trie {
public:
    void insert(std::string_view word) {
        Node* node = &root_;
        for (char c : word) {
            auto& child = node->children[c];
            if (!child) child = std::make_unique<Node>();
            node = child.get();
        }
        node->terminal = true;
    }

    bool contains(std::string_view word) const { return find(word) && find(word)->terminal; }

    // Up to `limit` stored words that start with `prefix`, in sorted order.
    std::vector<std::string> complete(std::string_view prefix, std::size_t limit = 10) const {
        std::vector<std::string> out;
        if (const Node* node = find(prefix)) {
            std::string word(prefix);
            collect(*node, word, out, limit);
        }
        return out;
    }

private:
    struct Node {
        std::map<char, std::unique_ptr<Node>> children;
        bool terminal = false;
    };

    const Node* find(std::string_view prefix) const {
        const Node* node = &root_;
        for (char c : prefix) {
            auto it = node->children.find(c);
            if (it == node->children.end()) return nullptr;
            node = it->second.get();
        }
        return node;
    }

    static void collect(const Node& node, std::string& word, std::vector<std::string>& out, std::size_t limit) {
        if (out.size() >= limit) return;
        if (node.terminal) out.push_back(word);
        for (const auto& [c, child] : node.children) {
            word.push_back(c);
            collect(*child, word, out, limit);
            word.pop_back();
        }
    }

    Node root_;
};
