<?php
declare(strict_types=1);

final class TrieNode
{
    /** @var array<string|int, TrieNode> keyed by byte; PHP turns digit keys into ints */
    public array $children = [];
    public ?int $weight = null;   // non-null marks the end of a stored word
}

/** Prefix tree for autocomplete: suggestions come back by weight (such as popularity), then alphabetically. */
final class Trie
{
    private readonly TrieNode $root;

    public function __construct() { $this->root = new TrieNode(); }

    public function insert(string $word, int $weight = 1): void
    {
        $node = $this->root;
        foreach (str_split($word) as $char) {
            $node = $node->children[$char] ??= new TrieNode();
        }
        // Inserting again accumulates weight, so feeding it search logs counts popularity.
        $node->weight = ($node->weight ?? 0) + $weight;
    }

    public function has(string $word): bool { return $this->find($word)?->weight !== null; }

    /** @return list<string> */
    public function complete(string $prefix, int $limit = 5): array
    {
        $found = [];
        $stack = ($start = $this->find($prefix)) ? [[$start, $prefix]] : [];
        while ($stack !== []) {
            [$node, $word] = array_pop($stack);
            if ($node->weight !== null) {
                $found[] = [$node->weight, $word];
            }
            foreach ($node->children as $char => $child) {
                $stack[] = [$child, $word . $char];
            }
        }
        usort($found, static fn (array $a, array $b): int => [$b[0], $a[1]] <=> [$a[0], $b[1]]);
        return array_column(array_slice($found, 0, $limit), 1);
    }

    private function find(string $prefix): ?TrieNode
    {
        $node = $this->root;
        foreach (str_split($prefix) as $char) {
            if (!isset($node->children[$char])) {
                return null;
            }
            $node = $node->children[$char];
        }
        return $node;
    }
}
