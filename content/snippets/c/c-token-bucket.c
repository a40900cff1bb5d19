struct token_bucket {
    double capacity; /* largest burst */
    double rate;     /* tokens added per second */
    double tokens;
    double last;     /* time of the last refill, in seconds */
};

void tb_init(struct token_bucket *tb, double capacity, double rate, double now) {
    tb->capacity = capacity;
    tb->rate = rate;
    tb->tokens = capacity; /* start full so the first burst is allowed */
    tb->last = now;
}

/* Lazy refill: no timer needed, the elapsed time is credited on each call. */
static void tb_refill(struct token_bucket *tb, double now) {
    if (now > tb->last) {
        tb->tokens += (now - tb->last) * tb->rate;
        if (tb->tokens > tb->capacity) tb->tokens = tb->capacity;
        tb->last = now;
    }
}

/* Returns 1 and spends cost tokens if enough are available, otherwise 0. */
int tb_allow(struct token_bucket *tb, double now, double cost) {
    tb_refill(tb, now);
    if (tb->tokens < cost) return 0;
    tb->tokens -= cost;
    return 1;
}

/* Seconds until cost tokens are available (0 if now), or -1 if cost exceeds capacity. */
double tb_wait_seconds(struct token_bucket *tb, double now, double cost) {
    if (cost > tb->capacity) return -1.0;
    tb_refill(tb, now);
    return tb->tokens >= cost ? 0.0 : (cost - tb->tokens) / tb->rate;
}
