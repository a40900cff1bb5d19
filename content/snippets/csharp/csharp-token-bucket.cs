using System;
using System.Diagnostics;

public sealed class TokenBucket
{
    private readonly object _gate = new object();
    private readonly double _capacity;
    private readonly double _perSecond;
    private readonly Func<TimeSpan> _clock;
    private double _tokens;
    private TimeSpan _last;

    public TokenBucket(double capacity, double tokensPerSecond, Func<TimeSpan> clock = null)
    {
        if (capacity <= 0 || tokensPerSecond <= 0) throw new ArgumentOutOfRangeException(nameof(capacity), "Capacity and rate must be positive.");
        _capacity = capacity;
        _perSecond = tokensPerSecond;
        // Stopwatch is monotonic, so wall-clock changes cannot mint or destroy tokens.
        var stopwatch = Stopwatch.StartNew();
        _clock = clock ?? (() => stopwatch.Elapsed);
        _tokens = capacity;
        _last = _clock();
    }

    public bool TryTake(double cost = 1)
    {
        if (cost <= 0 || cost > _capacity) throw new ArgumentOutOfRangeException(nameof(cost));
        lock (_gate)
        {
            Refill();
            if (_tokens < cost) return false;
            _tokens -= cost;
            return true;
        }
    }

    public TimeSpan RetryAfter(double cost = 1)
    {
        lock (_gate)
        {
            Refill();
            return _tokens >= cost ? TimeSpan.Zero : TimeSpan.FromSeconds((cost - _tokens) / _perSecond);
        }
    }

    private void Refill()
    {
        var now = _clock();
        _tokens = Math.Min(_capacity, _tokens + (now - _last).TotalSeconds * _perSecond);
        _last = now;
    }
}
