import java.util.function.Function;
import java.util.function.Supplier;

/** A value or an error, for failures callers are expected to handle rather than exceptions to propagate. */
public sealed interface Result<T, E> permits Result.Ok, Result.Err {
    record Ok<T, E>(T value) implements Result<T, E> {}

    record Err<T, E>(E error) implements Result<T, E> {}

    static <T, E> Result<T, E> ok(T value) {
        return new Ok<>(value);
    }

    static <T, E> Result<T, E> err(E error) {
        return new Err<>(error);
    }

    /** Runs code that may throw and captures the exception as the error. */
    static <T> Result<T, Exception> attempt(Supplier<T> supplier) {
        try {
            return ok(supplier.get());
        } catch (Exception e) {
            return err(e);
        }
    }

    default <U> Result<U, E> map(Function<? super T, ? extends U> f) {
        return flatMap(value -> ok(f.apply(value)));
    }

    @SuppressWarnings("unchecked")
    default <U> Result<U, E> flatMap(Function<? super T, ? extends Result<U, E>> f) {
        // An Err carries no T, so it can be reused as an Err of any other value type.
        return this instanceof Ok<T, E> ok ? f.apply(ok.value()) : (Result<U, E>) this;
    }

    default <F> Result<T, F> mapErr(Function<? super E, ? extends F> f) {
        return this instanceof Err<T, E> err ? err(f.apply(err.error())) : ok(((Ok<T, E>) this).value());
    }

    default T orElse(T fallback) {
        return this instanceof Ok<T, E> ok ? ok.value() : fallback;
    }

    default <R> R fold(Function<? super T, ? extends R> onOk, Function<? super E, ? extends R> onErr) {
        if (this instanceof Ok<T, E> ok) return onOk.apply(ok.value());
        return onErr.apply(((Err<T, E>) this).error());
    }
}
