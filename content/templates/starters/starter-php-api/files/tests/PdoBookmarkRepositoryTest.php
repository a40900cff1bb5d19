<?php

declare(strict_types=1);

namespace App\Tests;

use App\Bookmarks\NewBookmark;
use App\Bookmarks\PdoBookmarkRepository;
use App\Database;
use PHPUnit\Framework\TestCase;

/**
 * The SQL, against a real SQLite database in memory. Set TEST_DATABASE_DSN (and
 * TEST_DATABASE_USER, TEST_DATABASE_PASSWORD) to run it against PostgreSQL instead.
 */
final class PdoBookmarkRepositoryTest extends TestCase
{
    private \PDO $pdo;
    private PdoBookmarkRepository $repository;

    protected function setUp(): void
    {
        $dsn = getenv('TEST_DATABASE_DSN') ?: 'sqlite::memory:';
        $driver = explode(':', $dsn, 2)[0];
        if (!in_array($driver, \PDO::getAvailableDrivers(), true)) {
            self::markTestSkipped("The pdo_{$driver} extension is not installed.");
        }
        $this->pdo = Database::connect($dsn, getenv('TEST_DATABASE_USER') ?: null, getenv('TEST_DATABASE_PASSWORD') ?: null);
        $this->pdo->exec('DROP TABLE IF EXISTS bookmark_tags');
        $this->pdo->exec('DROP TABLE IF EXISTS bookmarks');
        PdoBookmarkRepository::migrate($this->pdo);
        PdoBookmarkRepository::migrate($this->pdo); // a second run changes nothing
        $this->repository = new PdoBookmarkRepository($this->pdo);
    }

    /**
     * @param list<string> $tags
     */
    private function add(string $url, array $tags = []): int
    {
        return $this->repository->add(NewBookmark::fromInput(['url' => $url, 'tags' => $tags]))->id;
    }

    public function testAddAndFind(): void
    {
        $id = $this->add('https://example.com/a', ['php', 'db']);
        $found = $this->repository->find($id);
        self::assertNotNull($found);
        self::assertSame('https://example.com/a', $found->url);
        self::assertSame(['db', 'php'], $found->tags);
        self::assertNull($this->repository->find($id + 1));
    }

    public function testListsNewestFirstWithTagFilterAndPaging(): void
    {
        $a = $this->add('https://example.com/a', ['php']);
        $b = $this->add('https://example.com/b');
        $c = $this->add('https://example.com/c', ['php']);

        $ids = static fn (array $bookmarks): array => array_map(static fn ($bookmark): int => $bookmark->id, $bookmarks);
        self::assertSame([$c, $b, $a], $ids($this->repository->list(null, 10, 0)));
        self::assertSame([$c, $a], $ids($this->repository->list('php', 10, 0)));
        self::assertSame([$b], $ids($this->repository->list(null, 1, 1)));
        self::assertSame([], $this->repository->list('nothing', 10, 0));
    }

    public function testDeleteRemovesTheTagsToo(): void
    {
        $id = $this->add('https://example.com/a', ['php']);
        self::assertTrue($this->repository->delete($id));
        self::assertFalse($this->repository->delete($id));
        self::assertSame(0, (int) $this->pdo->query('SELECT COUNT(*) FROM bookmark_tags')->fetchColumn());
    }

    public function testValuesAreBoundNotConcatenated(): void
    {
        $title = "x'); DROP TABLE bookmarks; --";
        $id = $this->repository->add(NewBookmark::fromInput(['url' => 'https://example.com/', 'title' => $title]))->id;
        self::assertSame($title, $this->repository->find($id)?->title);
        self::assertSame([], $this->repository->list("php' OR '1'='1", 10, 0));
    }
}
