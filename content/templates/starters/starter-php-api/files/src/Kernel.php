<?php

declare(strict_types=1);

namespace App;

use App\Bookmarks\BookmarkController;
use App\Bookmarks\BookmarkRepository;
use App\Bookmarks\PdoBookmarkRepository;
use App\Http\HttpError;
use App\Http\Request;
use App\Http\Response;
use App\Http\Router;

/**
 * Wires the routes and turns every outcome, including uncaught errors, into a response.
 */
final class Kernel
{
    private readonly Router $router;

    public function __construct(BookmarkRepository $bookmarks, private readonly bool $debug = false)
    {
        $this->router = new Router();
        $this->router->add('GET', '/health', static fn (): Response => Response::json(['status' => 'ok']));
        (new BookmarkController($bookmarks))->register($this->router);
    }

    /**
     * The production wiring, from environment variables (see .env.example).
     */
    public static function fromEnvironment(): self
    {
        $pdo = Database::connect(
            self::env('DATABASE_DSN') ?? 'sqlite:' . dirname(__DIR__) . '/var/app.sqlite',
            self::env('DATABASE_USER'),
            self::env('DATABASE_PASSWORD'),
        );

        return new self(new PdoBookmarkRepository($pdo), self::env('APP_DEBUG') === '1');
    }

    public function handle(Request $request): Response
    {
        try {
            $response = $this->router->dispatch($request);
        } catch (HttpError $e) {
            $response = $e->toResponse();
        } catch (\Throwable $e) {
            // The details go to the log; the client gets a generic problem unless APP_DEBUG=1.
            error_log(sprintf('%s %s: %s', $request->method, $request->path, (string) $e));
            $detail = $this->debug ? $e::class . ': ' . $e->getMessage() : null;
            $response = Response::problem(500, 'Internal Server Error', $detail);
        }

        return $this->secure($response);
    }

    /**
     * Headers every API response should carry, whatever produced it.
     */
    private function secure(Response $response): Response
    {
        return new Response($response->status, $response->headers + [
            'X-Content-Type-Options' => 'nosniff',
            'Cache-Control' => 'no-store',
            'Content-Security-Policy' => "default-src 'none'; frame-ancestors 'none'",
        ], $response->body);
    }

    private static function env(string $name): ?string
    {
        $value = getenv($name);

        return $value === false || $value === '' ? null : $value;
    }
}
