#include <chrono>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <stop_token>
#include <thread>
#include <utility>

// Runs a callback every interval on its own thread. The wait uses condition_variable_any with a
// stop_token, so stopping wakes the thread at once instead of after the rest of a long sleep.
class PeriodicTask {
public:
    PeriodicTask(std::chrono::milliseconds interval, std::function<void()> callback)
        : thread_([this, interval, callback = std::move(callback)](std::stop_token stop) {
              while (!stop.stop_requested()) {
                  callback();
                  std::unique_lock lock(mutex_);
                  // Returns after the interval, or as soon as stop is requested; the loop then checks which.
                  wake_.wait_for(lock, stop, interval, [] { return false; });
              }
          }) {}

    PeriodicTask(const PeriodicTask&) = delete;
    PeriodicTask& operator=(const PeriodicTask&) = delete;

    // Idempotent; the jthread destructor also requests stop and joins.
    void stop() {
        thread_.request_stop();
        if (thread_.joinable()) thread_.join();
    }
    ~PeriodicTask() { stop(); }

private:
    std::mutex mutex_;
    std::condition_variable_any wake_;
    std::jthread thread_;  // declared last so the mutex and condition variable outlive the thread
};
