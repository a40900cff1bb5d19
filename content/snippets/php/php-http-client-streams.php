<?php
declare(strict_types=1);

final class HttpResponse
{
    /** @param array<string, list<string>> $headers keyed by lower-case name */
    public function __construct(public readonly int $status, public readonly array $headers, public readonly string $body) {}

    public function header(string $name): ?string { return $this->headers[strtolower($name)][0] ?? null; }

    public function json(): mixed { return json_decode($this->body, true, 512, JSON_THROW_ON_ERROR); }
}

/** HTTP request with the built-in stream wrapper: no cURL extension or packages needed. */
function http_request(string $method, string $url, array $headers = [], string|array|null $body = null, float $timeout = 10.0): HttpResponse
{
    if (is_array($body)) {
        $body = json_encode($body, JSON_THROW_ON_ERROR);
        if (!isset(array_change_key_case($headers)['content-type'])) {
            $headers['Content-Type'] = 'application/json';
        }
    }
    $lines = array_map(static fn (string $name, string $value): string => "$name: $value", array_keys($headers), $headers);
    $options = ['method' => $method, 'header' => $lines, 'timeout' => $timeout, 'protocol_version' => 1.1,
        // Without this, 4xx and 5xx responses make the call fail and their bodies are lost.
        'ignore_errors' => true];
    if ($body !== null) {
        $options['content'] = $body;
    }
    // Silenced because the failure is turned into an exception carrying the same message.
    $responseBody = @file_get_contents($url, false, stream_context_create(['http' => $options]));
    if ($responseBody === false) {
        throw new RuntimeException("$method $url failed: " . (error_get_last()['message'] ?? 'unknown error'));
    }
    $status = 0;
    $parsed = [];
    // The wrapper fills $http_response_header in this scope, with every hop when redirects are followed.
    foreach ($http_response_header as $line) {
        if (preg_match('#^HTTP/\S+\s+(\d{3})#', $line, $match)) {
            [$status, $parsed] = [(int) $match[1], []];
            continue;
        }
        [$name, $value] = array_pad(explode(':', $line, 2), 2, '');
        $parsed[strtolower(trim($name))][] = trim($value);
    }
    return new HttpResponse($status, $parsed, $responseBody);
}
