#include <array>
#include <cstddef>
#include <optional>
#include <utility>

// Fixed-capacity FIFO that never allocates: handy for recent-history windows, audio frames
// and bounded logs. When full, push overwrites the oldest element.
template <typename T, std::size_t Capacity>
    requires(Capacity > 0)
class RingBuffer {
public:
    void push(T value) {
        data_[(head_ + size_) % Capacity] = std::move(value);
        if (size_ < Capacity) ++size_;
        else head_ = (head_ + 1) % Capacity;
    }

    std::optional<T> pop() {
        if (size_ == 0) return std::nullopt;
        T value = std::move(data_[head_]);
        head_ = (head_ + 1) % Capacity;
        --size_;
        return value;
    }

    // Index 0 is the oldest element still stored.
    const T& operator[](std::size_t i) const { return data_[(head_ + i) % Capacity]; }

    std::size_t size() const noexcept { return size_; }
    bool empty() const noexcept { return size_ == 0; }
    bool full() const noexcept { return size_ == Capacity; }
    static constexpr std::size_t capacity() noexcept { return Capacity; }

    template <typename F>
    void for_each(F&& fn) const {
        for (std::size_t i = 0; i < size_; ++i) fn((*this)[i]);
    }

private:
    std::array<T, Capacity> data_{};
    std::size_t head_ = 0;
    std::size_t size_ = 0;
};
