<?php

declare(strict_types=1);

namespace App\Bookmarks;

/**
 * Storage for bookmarks. The HTTP layer depends on this interface only, so tests can swap
 * in InMemoryBookmarkRepository and production can use PdoBookmarkRepository.
 */
interface BookmarkRepository
{
    public function add(NewBookmark $bookmark): Bookmark;

    public function find(int $id): ?Bookmark;

    /**
     * Newest first.
     *
     * @return list<Bookmark>
     */
    public function list(?string $tag, int $limit, int $offset): array;

    /**
     * @return bool false when there was no such bookmark
     */
    public function delete(int $id): bool;
}
