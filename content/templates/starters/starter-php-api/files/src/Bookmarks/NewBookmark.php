<?php

declare(strict_types=1);

namespace App\Bookmarks;

use App\Http\HttpError;

/**
 * A bookmark as a client submits it, validated. Construct it only through fromInput(), so an
 * instance is always valid.
 */
final readonly class NewBookmark
{
    public const MAX_TAGS = 10;

    /**
     * @param list<string> $tags
     */
    private function __construct(
        public string $url,
        public string $title,
        public array $tags,
    ) {
    }

    /**
     * @param array<string, mixed> $input
     *
     * @throws HttpError 422 listing every invalid field at once
     */
    public static function fromInput(array $input): self
    {
        $errors = [];

        $url = $input['url'] ?? null;
        if (!is_string($url) || trim($url) === '') {
            $errors['url'] = 'Required: the address to save.';
        } elseif (strlen($url) > 2048) {
            $errors['url'] = 'At most 2048 characters.';
        } elseif (!in_array(parse_url($url, PHP_URL_SCHEME), ['http', 'https'], true)
            || filter_var($url, FILTER_VALIDATE_URL) === false) {
            $errors['url'] = 'Must be an absolute http or https URL.';
        }

        $title = $input['title'] ?? null;
        if ($title !== null && !is_string($title)) {
            $errors['title'] = 'Must be a string.';
        } elseif (is_string($title) && mb_strlen($title) > 200) {
            $errors['title'] = 'At most 200 characters.';
        }

        $tags = $input['tags'] ?? [];
        if (!is_array($tags) || !array_is_list($tags)) {
            $errors['tags'] = 'Must be a list of strings.';
        } elseif (count($tags) > self::MAX_TAGS) {
            $errors['tags'] = 'At most ' . self::MAX_TAGS . ' tags.';
        } else {
            foreach ($tags as $tag) {
                if (!is_string($tag) || strlen($tag) > 30 || preg_match('/^[a-z0-9]+(?:-[a-z0-9]+)*$/D', $tag) !== 1) {
                    $errors['tags'] = 'Each tag is lowercase words joined by dashes, at most 30 characters, such as "to-read".';
                    break;
                }
            }
        }

        if ($errors !== []) {
            throw new HttpError(422, 'Validation Failed', 'Some fields are invalid.', $errors);
        }
        $url = trim((string) $url);
        $title = trim((string) $title);

        return new self(
            url: $url,
            title: $title !== '' ? $title : $url,
            tags: array_values(array_unique($tags)),
        );
    }
}
