#include <algorithm>
#include <chrono>
#include <mutex>

// Token bucket: `capacity` tokens allow bursts, refilled continuously at `rate` per second.
// The clock is a template parameter so tests can inject a fake one instead of sleeping.
template <typename Clock = std::chrono::steady_clock>
class TokenBucket {
public:
    TokenBucket(double capacity, double tokens_per_second)
        : capacity_(capacity), rate_(tokens_per_second), tokens_(capacity), last_(Clock::now()) {}

    // Takes `cost` tokens if available; never blocks, so callers decide to drop, queue or retry.
    bool try_acquire(double cost = 1.0) {
        std::lock_guard lock(mutex_);
        refill();
        if (tokens_ < cost) return false;
        tokens_ -= cost;
        return true;
    }

    // How long until `cost` tokens will be available, for a Retry-After header or a sleep.
    std::chrono::milliseconds wait_time(double cost = 1.0) {
        std::lock_guard lock(mutex_);
        refill();
        if (tokens_ >= cost) return std::chrono::milliseconds{0};
        const double seconds = (cost - tokens_) / rate_;
        return std::chrono::ceil<std::chrono::milliseconds>(std::chrono::duration<double>(seconds));
    }

private:
    void refill() {
        const auto now = Clock::now();
        const std::chrono::duration<double> elapsed = now - last_;
        tokens_ = std::min(capacity_, tokens_ + elapsed.count() * rate_);
        last_ = now;
    }

    std::mutex mutex_;
    double capacity_;
    double rate_;
    double tokens_;
    typename Clock::time_point last_;
};
