using System;

// A value-or-error type for expected failures (validation, parsing, lookups) where exceptions
// would be control flow. Map and Bind chain steps and skip the rest after the first error.
public struct Result<T>
{
    private readonly T _value;

    private Result(T value, string error)
    {
        _value = value;
        Error = error;
    }

    public string Error { get; }
    public bool IsOk => Error == null;

    public T Value => IsOk ? _value : throw new InvalidOperationException("No value: " + Error);

    public static Result<T> Ok(T value) => new Result<T>(value, null);

    public static Result<T> Fail(string error) =>
        new Result<T>(default(T), error ?? throw new ArgumentNullException(nameof(error)));

    public Result<TOut> Map<TOut>(Func<T, TOut> map) =>
        IsOk ? Result<TOut>.Ok(map(_value)) : Result<TOut>.Fail(Error);

    public Result<TOut> Bind<TOut>(Func<T, Result<TOut>> next) =>
        IsOk ? next(_value) : Result<TOut>.Fail(Error);

    public TOut Match<TOut>(Func<T, TOut> ok, Func<string, TOut> fail) =>
        IsOk ? ok(_value) : fail(Error);

    public T ValueOr(T fallback) => IsOk ? _value : fallback;

    public override string ToString() => IsOk ? $"Ok({_value})" : $"Fail({Error})";
}

public static class Result
{
    // Wraps an exception-throwing call at the boundary so the rest of the code stays exception-free.
    public static Result<T> Try<T>(Func<T> action)
    {
        try
        {
            return Result<T>.Ok(action());
        }
        catch (Exception e) when (!(e is OutOfMemoryException))
        {
            return Result<T>.Fail(e.Message);
        }
    }
}
