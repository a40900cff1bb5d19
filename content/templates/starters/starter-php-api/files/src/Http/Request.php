<?php

declare(strict_types=1);

namespace App\Http;

/**
 * An incoming request, built once from PHP's globals (or directly in tests), and never
 * changed afterwards.
 */
final readonly class Request
{
    /**
     * @param array<string, string> $query
     * @param array<string, string> $headers lower-case names
     */
    public function __construct(
        public string $method,
        public string $path,
        public array $query = [],
        public array $headers = [],
        public string $body = '',
    ) {
    }

    public static function fromGlobals(): self
    {
        $headers = [];
        foreach ($_SERVER as $key => $value) {
            if (str_starts_with((string) $key, 'HTTP_')) {
                $headers[strtolower(str_replace('_', '-', substr((string) $key, 5)))] = (string) $value;
            }
        }
        // PHP files these two outside the HTTP_ prefix.
        foreach (['CONTENT_TYPE' => 'content-type', 'CONTENT_LENGTH' => 'content-length'] as $key => $name) {
            if (isset($_SERVER[$key])) {
                $headers[$name] = (string) $_SERVER[$key];
            }
        }
        $query = array_filter($_GET, 'is_string');
        $path = parse_url((string) ($_SERVER['REQUEST_URI'] ?? '/'), PHP_URL_PATH);

        return new self(
            method: strtoupper((string) ($_SERVER['REQUEST_METHOD'] ?? 'GET')),
            path: is_string($path) ? $path : '/',
            query: $query,
            headers: $headers,
            body: (string) file_get_contents('php://input'),
        );
    }

    public function header(string $name): ?string
    {
        return $this->headers[strtolower($name)] ?? null;
    }

    /**
     * The body as a JSON object.
     *
     * @return array<string, mixed>
     *
     * @throws HttpError 415 for another media type, 400 for malformed JSON or a non-object
     */
    public function json(): array
    {
        $type = strtolower(trim(explode(';', $this->header('content-type') ?? '')[0]));
        if ($type !== 'application/json' && !str_ends_with($type, '+json')) {
            throw new HttpError(415, 'Unsupported Media Type', 'Send the body as application/json.');
        }
        try {
            $data = json_decode($this->body, true, 32, JSON_THROW_ON_ERROR);
        } catch (\JsonException $e) {
            throw new HttpError(400, 'Malformed JSON', $e->getMessage());
        }
        if (!is_array($data) || (array_is_list($data) && $data !== [])) {
            throw new HttpError(400, 'Malformed JSON', 'The body must be a JSON object.');
        }

        return $data;
    }
}
