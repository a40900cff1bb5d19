<?php

declare(strict_types=1);

namespace App\Bookmarks;

final readonly class Bookmark
{
    /**
     * @param list<string> $tags
     */
    public function __construct(
        public int $id,
        public string $url,
        public string $title,
        public array $tags,
        public \DateTimeImmutable $createdAt,
    ) {
    }

    /**
     * @return array{id: int, url: string, title: string, tags: list<string>, created_at: string}
     */
    public function toArray(): array
    {
        return [
            'id' => $this->id,
            'url' => $this->url,
            'title' => $this->title,
            'tags' => $this->tags,
            'created_at' => $this->createdAt->format(\DateTimeInterface::RFC3339),
        ];
    }
}
