<?php
declare(strict_types=1);

/** Success or failure as a value, so a chain of fallible steps reads top to bottom without nested try/catch. */
final class Result
{
    private function __construct(
        private readonly bool $ok,
        private readonly mixed $value = null,
        private readonly ?Throwable $error = null,
    ) {}

    public static function ok(mixed $value): self { return new self(true, $value); }

    public static function err(Throwable|string $error): self
    {
        return new self(false, error: is_string($error) ? new RuntimeException($error) : $error);
    }

    /** Call a function that may throw and capture the outcome. */
    public static function attempt(callable $fn, mixed ...$args): self
    {
        try {
            return self::ok($fn(...$args));
        } catch (Exception $e) {
            // Only Exception is captured: Error (TypeError and friends) signals a bug and should crash.
            return self::err($e);
        }
    }

    public function isOk(): bool { return $this->ok; }

    public function map(callable $fn): self
    {
        return $this->ok ? self::attempt($fn, $this->value) : $this;
    }

    /** Chain a step that itself returns a Result. */
    public function then(callable $fn): self
    {
        return $this->ok ? $fn($this->value) : $this;
    }

    public function unwrapOr(mixed $default): mixed { return $this->ok ? $this->value : $default; }

    public function unwrap(): mixed
    {
        return $this->ok ? $this->value : throw $this->error;
    }

    public function match(callable $ok, callable $err): mixed
    {
        return $this->ok ? $ok($this->value) : $err($this->error);
    }
}
