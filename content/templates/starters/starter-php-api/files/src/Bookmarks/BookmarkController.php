<?php

declare(strict_types=1);

namespace App\Bookmarks;

use App\Http\HttpError;
use App\Http\Request;
use App\Http\Response;
use App\Http\Router;

final class BookmarkController
{
    public const DEFAULT_LIMIT = 20;
    public const MAX_LIMIT = 100;

    public function __construct(private readonly BookmarkRepository $bookmarks)
    {
    }

    public function register(Router $router): void
    {
        $router->add('GET', '/bookmarks', fn (Request $r): Response => $this->list($r));
        $router->add('POST', '/bookmarks', fn (Request $r): Response => $this->create($r));
        $router->add('GET', '/bookmarks/{id}', fn (Request $r, array $p): Response => $this->show($p['id']));
        $router->add('DELETE', '/bookmarks/{id}', fn (Request $r, array $p): Response => $this->delete($p['id']));
    }

    private function list(Request $request): Response
    {
        $limit = self::integerParameter($request, 'limit', self::DEFAULT_LIMIT, 1, self::MAX_LIMIT);
        $offset = self::integerParameter($request, 'offset', 0, 0, PHP_INT_MAX);
        $tag = $request->query['tag'] ?? null;
        $items = $this->bookmarks->list($tag === '' ? null : $tag, $limit, $offset);

        return Response::json([
            'items' => array_map(static fn (Bookmark $b): array => $b->toArray(), $items),
            'limit' => $limit,
            'offset' => $offset,
        ]);
    }

    private function create(Request $request): Response
    {
        $bookmark = $this->bookmarks->add(NewBookmark::fromInput($request->json()));

        return Response::json($bookmark->toArray(), 201, ['Location' => "/bookmarks/{$bookmark->id}"]);
    }

    private function show(string $id): Response
    {
        $bookmark = $this->bookmarks->find(self::id($id));
        if ($bookmark === null) {
            throw new HttpError(404, 'Not Found', "No bookmark {$id}.");
        }

        return Response::json($bookmark->toArray());
    }

    private function delete(string $id): Response
    {
        if (!$this->bookmarks->delete(self::id($id))) {
            throw new HttpError(404, 'Not Found', "No bookmark {$id}.");
        }

        return Response::noContent();
    }

    /**
     * A path id: digits only, so "/bookmarks/1.5" or "/bookmarks/abc" is a plain 404.
     */
    private static function id(string $raw): int
    {
        if (preg_match('/^[1-9][0-9]{0,17}$/D', $raw) !== 1) {
            throw new HttpError(404, 'Not Found', 'Bookmark ids are positive whole numbers.');
        }

        return (int) $raw;
    }

    private static function integerParameter(Request $request, string $name, int $default, int $min, int $max): int
    {
        $raw = $request->query[$name] ?? null;
        if ($raw === null || $raw === '') {
            return $default;
        }
        $value = filter_var($raw, FILTER_VALIDATE_INT, ['options' => ['min_range' => $min, 'max_range' => $max]]);
        if ($value === false) {
            $range = $max === PHP_INT_MAX ? "{$min} or more" : "{$min} to {$max}";
            throw new HttpError(400, 'Bad Request', "Query parameter {$name} must be a whole number, {$range}.");
        }

        return $value;
    }
}
