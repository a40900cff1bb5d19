#include <cstddef>
#include <list>
#include <optional>
#include <unordered_map>
#include <utility>

// The list holds entries newest-first; the map stores list iterators, which stay valid
// across splice, so a hit is a constant-time relink rather than a copy.
template <typename Key, typename Value>
class LruCache {
public:
    explicit LruCache(std::size_t capacity) : capacity_(capacity) {}

    std::optional<Value> get(const Key& key) {
        auto it = index_.find(key);
        if (it == index_.end()) return std::nullopt;
        entries_.splice(entries_.begin(), entries_, it->second);
        return it->second->second;
    }

    void put(const Key& key, Value value) {
        if (capacity_ == 0) return;
        if (auto it = index_.find(key); it != index_.end()) {
            it->second->second = std::move(value);
            entries_.splice(entries_.begin(), entries_, it->second);
            return;
        }
        if (entries_.size() == capacity_) {
            index_.erase(entries_.back().first);
            entries_.pop_back();
        }
        entries_.emplace_front(key, std::move(value));
        index_.emplace(key, entries_.begin());
    }

    bool contains(const Key& key) const { return index_.contains(key); }
    std::size_t size() const { return entries_.size(); }

private:
    std::size_t capacity_;
    std::list<std::pair<Key, Value>> entries_;
    std::unordered_map<Key, typename std::list<std::pair<Key, Value>>::iterator> index_;
};
