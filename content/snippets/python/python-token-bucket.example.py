

bucket = TokenBucket(rate=20, capacity=5)

# A full bucket allows a burst of `capacity` at once, then refuses.
burst = [bucket.try_acquire() for _ in range(7)]
print("burst:", burst)

# acquire() waits for the refill instead (20 tokens a second is one every 50 ms).
print("waited for a token:", bucket.acquire(timeout=1.0))

# A wait longer than the timeout gives up instead of blocking: 6 tokens never fit a bucket of 5.
print("6 tokens within 10 ms:", bucket.acquire(tokens=6, timeout=0.01))

try:
    TokenBucket(rate=0, capacity=1)
except ValueError as error:
    print("ValueError:", error)
