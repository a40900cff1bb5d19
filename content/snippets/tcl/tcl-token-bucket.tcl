# Token bucket rate limiter: allows bursts up to capacity, then refills at
# ratePerSecond. clockCmd returns milliseconds and is injectable for tests.
oo::class create TokenBucket {
    variable capacity rate tokens last clockCmd

    constructor {capacity_ ratePerSecond {clock {clock milliseconds}}} {
        if {!([string is double -strict $capacity_] && $capacity_ > 0
              && [string is double -strict $ratePerSecond] && $ratePerSecond > 0)} {
            throw {BUCKET CONFIG} "capacity and rate must be positive numbers"
        }
        set capacity $capacity_
        set rate $ratePerSecond
        set clockCmd $clock
        set tokens [expr {double($capacity)}]
        set last [{*}$clockCmd]
    }

    # Refilling lazily on each call avoids a timer per bucket, so thousands of
    # idle buckets (one per client) cost nothing.
    method Refill {} {
        set now [{*}$clockCmd]
        if {$now > $last} {
            set tokens [expr {min($capacity, $tokens + ($now - $last) * $rate / 1000.0)}]
            set last $now
        }
    }

    # Returns 1 and spends n tokens if they are available, 0 otherwise.
    method take {{n 1}} {
        if {$n > $capacity} {
            throw {BUCKET TOOBIG} "cannot take $n tokens from a bucket of $capacity"
        }
        my Refill
        if {$tokens < $n} { return 0 }
        set tokens [expr {$tokens - $n}]
        return 1
    }

    # Milliseconds until n tokens will be available: a Retry-After value.
    method waitTime {{n 1}} {
        my Refill
        expr {$tokens >= $n ? 0 : int(ceil(($n - $tokens) * 1000.0 / $rate))}
    }

    method available {} {
        my Refill
        expr {int($tokens)}
    }
}
