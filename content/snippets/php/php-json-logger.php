<?php
declare(strict_types=1);

enum LogLevel: int
{
    case Debug = 100;
    case Info = 200;
    case Warning = 300;
    case Error = 400;
}

/** Structured logger: one JSON object per line, ready for Loki, CloudWatch, jq or grep. */
final class JsonLogger
{
    /** @param resource $stream */
    public function __construct(
        private readonly mixed $stream,
        private readonly LogLevel $minLevel = LogLevel::Info,
        private readonly array $defaults = [],
        private readonly ?Closure $clock = null,
    ) {}

    /** A logger that adds $context to every entry, such as a request id. */
    public function with(array $context): self
    {
        return new self($this->stream, $this->minLevel, $context + $this->defaults, $this->clock);
    }

    public function log(LogLevel $level, string $message, array $context = []): void
    {
        if ($level->value < $this->minLevel->value) {
            return;
        }
        $context += $this->defaults;
        // PSR-3 style placeholders: "{user}" is replaced from context, but the raw value stays in the entry.
        $message = preg_replace_callback('/\{([\w.]+)\}/', static fn (array $m): string => array_key_exists($m[1], $context) && is_scalar($context[$m[1]])
            ? (string) $context[$m[1]] : $m[0], $message);
        if (($context['exception'] ?? null) instanceof Throwable) {
            $e = $context['exception'];
            $context['exception'] = ['class' => $e::class, 'message' => $e->getMessage(), 'at' => basename($e->getFile()) . ':' . $e->getLine()];
        }
        $now = $this->clock ? ($this->clock)() : new DateTimeImmutable('now', new DateTimeZone('UTC'));
        $entry = ['time' => $now->format('Y-m-d\TH:i:s.v\Z'), 'level' => strtolower($level->name), 'message' => $message] + $context;
        // One write per line keeps entries from concurrent processes intact when appending to a file.
        fwrite($this->stream, json_encode($entry, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_INVALID_UTF8_SUBSTITUTE) . "\n");
    }

    public function debug(string $message, array $context = []): void { $this->log(LogLevel::Debug, $message, $context); }

    public function info(string $message, array $context = []): void { $this->log(LogLevel::Info, $message, $context); }

    public function warning(string $message, array $context = []): void { $this->log(LogLevel::Warning, $message, $context); }

    public function error(string $message, array $context = []): void { $this->log(LogLevel::Error, $message, $context); }
}
