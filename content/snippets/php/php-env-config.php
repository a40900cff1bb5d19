<?php
declare(strict_types=1);

/**
 * Typed settings from environment variables. Problems are collected, not thrown one
 * at a time, so a misconfigured deploy reports every bad variable in one go.
 */
final class EnvConfig
{
    private array $errors = [];

    /** @param array<string, string> $env usually getenv() */
    public function __construct(private readonly array $env) {}

    public function string(string $name, ?string $default = null): string
    {
        $value = $this->env[$name] ?? $default;
        return $value === null || $value === '' ? $this->fail("$name is required", '') : $value;
    }

    public function int(string $name, ?int $default = null, int $min = PHP_INT_MIN, int $max = PHP_INT_MAX): int
    {
        $raw = $this->env[$name] ?? null;
        if ($raw === null) {
            return $default ?? $this->fail("$name is required", 0);
        }
        $value = filter_var($raw, FILTER_VALIDATE_INT, ['options' => ['min_range' => $min, 'max_range' => $max]]);
        return $value === false ? $this->fail("$name must be an integer from $min to $max, got \"$raw\"", 0) : $value;
    }

    public function bool(string $name, bool $default = false): bool
    {
        $raw = $this->env[$name] ?? null;
        // Unrecognised text is an error instead of quietly meaning false.
        $value = $raw === null ? $default : filter_var($raw, FILTER_VALIDATE_BOOL, FILTER_NULL_ON_FAILURE);
        return $value ?? $this->fail("$name must be a boolean, got \"$raw\"", false);
    }

    public function enum(string $name, BackedEnum $default): BackedEnum
    {
        $raw = $this->env[$name] ?? null;
        $value = $raw === null ? $default : $default::tryFrom($raw);
        $allowed = implode(', ', array_map(fn (BackedEnum $case) => $case->value, $default::cases()));
        return $value ?? $this->fail("$name must be one of $allowed, got \"$raw\"", $default);
    }

    /** Call after reading every setting; throws with all problems at once. */
    public function validate(): void
    {
        if ($this->errors) {
            throw new RuntimeException("Invalid configuration:\n - " . implode("\n - ", $this->errors));
        }
    }

    private function fail(string $message, mixed $standIn): mixed
    {
        $this->errors[] = $message;
        return $standIn;
    }
}
