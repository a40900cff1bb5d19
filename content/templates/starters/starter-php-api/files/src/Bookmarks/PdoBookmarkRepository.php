<?php

declare(strict_types=1);

namespace App\Bookmarks;

/**
 * Bookmarks in SQLite or PostgreSQL through PDO. Every query uses bound parameters, and
 * writes that touch two tables run in one transaction.
 */
final class PdoBookmarkRepository implements BookmarkRepository
{
    public function __construct(private readonly \PDO $pdo)
    {
    }

    /**
     * Creates the tables if they do not exist. The DDL differs only in how ids are generated.
     */
    public static function migrate(\PDO $pdo): void
    {
        $id = match ($pdo->getAttribute(\PDO::ATTR_DRIVER_NAME)) {
            'sqlite' => 'INTEGER PRIMARY KEY AUTOINCREMENT',
            'pgsql' => 'BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY',
            default => throw new \LogicException('Only SQLite and PostgreSQL are supported.'),
        };
        $pdo->exec("CREATE TABLE IF NOT EXISTS bookmarks (
            id {$id},
            url VARCHAR(2048) NOT NULL,
            title VARCHAR(200) NOT NULL,
            created_at VARCHAR(32) NOT NULL
        )");
        $pdo->exec('CREATE TABLE IF NOT EXISTS bookmark_tags (
            bookmark_id BIGINT NOT NULL REFERENCES bookmarks (id) ON DELETE CASCADE,
            tag VARCHAR(30) NOT NULL,
            PRIMARY KEY (bookmark_id, tag)
        )');
        $pdo->exec('CREATE INDEX IF NOT EXISTS bookmark_tags_tag ON bookmark_tags (tag)');
    }

    public function add(NewBookmark $bookmark): Bookmark
    {
        $createdAt = new \DateTimeImmutable('now', new \DateTimeZone('UTC'));
        $this->pdo->beginTransaction();
        try {
            // RETURNING works in SQLite 3.35+ and PostgreSQL, and avoids lastInsertId()'s
            // differences between drivers.
            $insert = $this->pdo->prepare(
                'INSERT INTO bookmarks (url, title, created_at) VALUES (:url, :title, :created_at) RETURNING id'
            );
            $insert->execute([
                'url' => $bookmark->url,
                'title' => $bookmark->title,
                'created_at' => $createdAt->format(\DateTimeInterface::RFC3339),
            ]);
            $id = (int) $insert->fetchColumn();
            $insert->closeCursor();
            $tag = $this->pdo->prepare('INSERT INTO bookmark_tags (bookmark_id, tag) VALUES (:id, :tag)');
            foreach ($bookmark->tags as $name) {
                $tag->execute(['id' => $id, 'tag' => $name]);
            }
            $this->pdo->commit();
        } catch (\Throwable $e) {
            $this->pdo->rollBack();
            throw $e;
        }

        return new Bookmark($id, $bookmark->url, $bookmark->title, $bookmark->tags, $createdAt);
    }

    public function find(int $id): ?Bookmark
    {
        $select = $this->pdo->prepare('SELECT id, url, title, created_at FROM bookmarks WHERE id = :id');
        $select->execute(['id' => $id]);
        $rows = $select->fetchAll(\PDO::FETCH_ASSOC);

        return $this->hydrate($rows)[0] ?? null;
    }

    public function list(?string $tag, int $limit, int $offset): array
    {
        $sql = 'SELECT id, url, title, created_at FROM bookmarks';
        $params = [];
        if ($tag !== null) {
            $sql .= ' WHERE id IN (SELECT bookmark_id FROM bookmark_tags WHERE tag = :tag)';
            $params['tag'] = $tag;
        }
        $select = $this->pdo->prepare($sql . ' ORDER BY id DESC LIMIT :limit OFFSET :offset');
        foreach ($params as $name => $value) {
            $select->bindValue($name, $value);
        }
        $select->bindValue('limit', $limit, \PDO::PARAM_INT);
        $select->bindValue('offset', $offset, \PDO::PARAM_INT);
        $select->execute();

        return $this->hydrate($select->fetchAll(\PDO::FETCH_ASSOC));
    }

    public function delete(int $id): bool
    {
        // Tags go too: ON DELETE CASCADE in PostgreSQL, and in SQLite with foreign_keys on
        // (Database::connect turns it on). Deleting them first works either way.
        $this->pdo->beginTransaction();
        try {
            $this->pdo->prepare('DELETE FROM bookmark_tags WHERE bookmark_id = :id')->execute(['id' => $id]);
            $delete = $this->pdo->prepare('DELETE FROM bookmarks WHERE id = :id');
            $delete->execute(['id' => $id]);
            $this->pdo->commit();
        } catch (\Throwable $e) {
            $this->pdo->rollBack();
            throw $e;
        }

        return $delete->rowCount() > 0;
    }

    /**
     * Loads the tags of all the rows in one query instead of one per bookmark.
     *
     * @param list<array<string, mixed>> $rows
     *
     * @return list<Bookmark>
     */
    private function hydrate(array $rows): array
    {
        if ($rows === []) {
            return [];
        }
        $ids = array_map(static fn (array $row): int => (int) $row['id'], $rows);
        $placeholders = implode(', ', array_fill(0, count($ids), '?'));
        $select = $this->pdo->prepare(
            "SELECT bookmark_id, tag FROM bookmark_tags WHERE bookmark_id IN ({$placeholders}) ORDER BY tag"
        );
        $select->execute($ids);
        $tags = [];
        foreach ($select->fetchAll(\PDO::FETCH_ASSOC) as $row) {
            $tags[(int) $row['bookmark_id']][] = (string) $row['tag'];
        }

        return array_map(static fn (array $row): Bookmark => new Bookmark(
            (int) $row['id'],
            (string) $row['url'],
            (string) $row['title'],
            $tags[(int) $row['id']] ?? [],
            new \DateTimeImmutable((string) $row['created_at']),
        ), $rows);
    }
}
