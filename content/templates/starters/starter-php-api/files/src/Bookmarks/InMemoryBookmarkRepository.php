<?php

declare(strict_types=1);

namespace App\Bookmarks;

/**
 * Keeps bookmarks in an array for the life of the object: for tests and local experiments.
 */
final class InMemoryBookmarkRepository implements BookmarkRepository
{
    /** @var array<int, Bookmark> */
    private array $bookmarks = [];
    private int $nextId = 1;

    public function add(NewBookmark $bookmark): Bookmark
    {
        $id = $this->nextId++;
        $now = new \DateTimeImmutable('now', new \DateTimeZone('UTC'));

        return $this->bookmarks[$id] = new Bookmark($id, $bookmark->url, $bookmark->title, $bookmark->tags, $now);
    }

    public function find(int $id): ?Bookmark
    {
        return $this->bookmarks[$id] ?? null;
    }

    public function list(?string $tag, int $limit, int $offset): array
    {
        $matching = array_filter(
            array_reverse($this->bookmarks),
            static fn (Bookmark $b): bool => $tag === null || in_array($tag, $b->tags, true),
        );

        return array_values(array_slice($matching, $offset, $limit));
    }

    public function delete(int $id): bool
    {
        $found = isset($this->bookmarks[$id]);
        unset($this->bookmarks[$id]);

        return $found;
    }
}
