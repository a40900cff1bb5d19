/** A value that is either a failure of type E or a success of type A, with errors as ordinary data. */
sealed class Either<out E, out A> {
    class Left<out E>(val error: E) : Either<E, Nothing>() {
        override fun toString() = "Left($error)"
    }

    class Right<out A>(val value: A) : Either<Nothing, A>() {
        override fun toString() = "Right($value)"
    }

    inline fun <B> map(transform: (A) -> B): Either<E, B> = when (this) {
        is Left -> this
        is Right -> Right(transform(value))
    }

    inline fun <F> mapLeft(transform: (E) -> F): Either<F, A> = when (this) {
        is Left -> Left(transform(error))
        is Right -> this
    }

    inline fun <R> fold(onLeft: (E) -> R, onRight: (A) -> R): R = when (this) {
        is Left -> onLeft(error)
        is Right -> onRight(value)
    }
}

// flatMap is an extension because E must appear in an "in" position, which the class's "out E" forbids.
inline fun <E, A, B> Either<E, A>.flatMap(transform: (A) -> Either<E, B>): Either<E, B> = when (this) {
    is Either.Left -> this
    is Either.Right -> transform(value)
}

inline fun <E, A> Either<E, A>.getOrElse(fallback: (E) -> A): A = fold(fallback) { it }

/** Runs [block], turning a thrown exception into a Left so callers cannot forget to handle it. */
inline fun <A> catching(block: () -> A): Either<Exception, A> = try {
    Either.Right(block())
} catch (e: Exception) {
    Either.Left(e)
}

/** Collects successes until the first failure, which is returned instead. */
fun <E, A> List<Either<E, A>>.sequence(): Either<E, List<A>> {
    val values = ArrayList<A>(size)
    for (item in this) when (item) {
        is Either.Left -> return item
        is Either.Right -> values += item.value
    }
    return Either.Right(values)
}
