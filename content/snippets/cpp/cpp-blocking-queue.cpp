#include <condition_variable>
#include <cstddef>
#include <deque>
#include <mutex>
#include <optional>

// A bounded multi-producer, multi-consumer queue. The bound gives back-pressure: fast producers
// block instead of growing memory without limit. close() wakes everyone so threads can exit.
template <typename T>
class BlockingQueue {
public:
    explicit BlockingQueue(std::size_t capacity) : capacity_(capacity ? capacity : 1) {}

    // Returns false if the queue was closed, so the producer knows the item was not accepted.
    bool push(T item) {
        std::unique_lock lock(mutex_);
        notFull_.wait(lock, [&] { return closed_ || items_.size() < capacity_; });
        if (closed_) return false;
        items_.push_back(std::move(item));
        lock.unlock();  // notify without the lock so the woken thread does not block on it at once
        notEmpty_.notify_one();
        return true;
    }

    // Blocks until an item arrives; returns nullopt only once the queue is closed and drained.
    std::optional<T> pop() {
        std::unique_lock lock(mutex_);
        notEmpty_.wait(lock, [&] { return closed_ || !items_.empty(); });
        if (items_.empty()) return std::nullopt;
        T item = std::move(items_.front());
        items_.pop_front();
        lock.unlock();
        notFull_.notify_one();
        return item;
    }

    void close() {
        {
            std::lock_guard lock(mutex_);
            closed_ = true;
        }
        notEmpty_.notify_all();
        notFull_.notify_all();
    }

private:
    std::mutex mutex_;
    std::condition_variable notEmpty_, notFull_;
    std::deque<T> items_;
    std::size_t capacity_;
    bool closed_ = false;
};
