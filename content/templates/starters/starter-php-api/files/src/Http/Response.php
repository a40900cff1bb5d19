<?php

declare(strict_types=1);

namespace App\Http;

final readonly class Response
{
    /**
     * @param array<string, string> $headers
     */
    public function __construct(
        public int $status = 200,
        public array $headers = [],
        public string $body = '',
    ) {
    }

    /**
     * @param array<string, string> $headers
     */
    public static function json(mixed $data, int $status = 200, array $headers = []): self
    {
        $body = json_encode($data, JSON_THROW_ON_ERROR | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE);

        return new self($status, ['Content-Type' => 'application/json'] + $headers, $body);
    }

    public static function noContent(): self
    {
        return new self(204);
    }

    /**
     * An RFC 9457 problem details document: one machine-readable shape for every error.
     *
     * @param array<string, mixed> $extra
     * @param array<string, string> $headers
     */
    public static function problem(int $status, string $title, ?string $detail = null, array $extra = [], array $headers = []): self
    {
        $problem = ['type' => 'about:blank', 'title' => $title, 'status' => $status];
        if ($detail !== null) {
            $problem['detail'] = $detail;
        }
        $response = self::json($problem + $extra, $status, $headers);

        return new self($status, ['Content-Type' => 'application/problem+json'] + $response->headers, $response->body);
    }

    /**
     * @return array<string, mixed>
     */
    public function decoded(): array
    {
        return (array) json_decode($this->body, true, 32, JSON_THROW_ON_ERROR);
    }

    public function send(): void
    {
        http_response_code($this->status);
        foreach ($this->headers as $name => $value) {
            header("{$name}: {$value}");
        }
        echo $this->body;
    }
}
