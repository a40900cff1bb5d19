<?php

declare(strict_types=1);

namespace App\Http;

/**
 * Matches a method and path to a handler. Patterns are literal paths with `{name}` segments,
 * such as `/bookmarks/{id}`; a segment matches anything up to the next slash.
 */
final class Router
{
    /** @var list<array{method: string, regex: string, handler: \Closure(Request, array<string, string>): Response}> */
    private array $routes = [];

    /**
     * @param \Closure(Request, array<string, string>): Response $handler
     */
    public function add(string $method, string $pattern, \Closure $handler): void
    {
        $regex = preg_replace_callback(
            '/\{([a-z_][a-z0-9_]*)\}|[^{]+/i',
            static fn (array $m): string => isset($m[1]) && $m[1] !== ''
                ? '(?P<' . $m[1] . '>[^/]+)'
                : preg_quote($m[0], '#'),
            $pattern,
        );
        $this->routes[] = ['method' => strtoupper($method), 'regex' => "#^{$regex}$#D", 'handler' => $handler];
    }

    /**
     * @throws HttpError 404 when no pattern matches, 405 (with Allow) when only the method is wrong
     */
    public function dispatch(Request $request): Response
    {
        // HEAD is GET without the body; the web server drops the body.
        $method = $request->method === 'HEAD' ? 'GET' : $request->method;
        $allowed = [];
        foreach ($this->routes as $route) {
            if (preg_match($route['regex'], $request->path, $matches) !== 1) {
                continue;
            }
            if ($route['method'] !== $method) {
                $allowed[] = $route['method'];
                continue;
            }
            $params = array_filter($matches, 'is_string', ARRAY_FILTER_USE_KEY);

            return ($route['handler'])($request, array_map('rawurldecode', $params));
        }
        if ($allowed !== []) {
            $allow = implode(', ', array_unique($allowed));
            throw new HttpError(405, 'Method Not Allowed', "Use {$allow}.", headers: ['Allow' => $allow]);
        }
        throw new HttpError(404, 'Not Found', "No route for {$request->path}.");
    }
}
