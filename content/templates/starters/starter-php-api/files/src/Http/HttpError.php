<?php

declare(strict_types=1);

namespace App\Http;

/**
 * Thrown anywhere in a request to answer with a problem details response. Its message is
 * shown to the client, so it must never carry internals such as SQL or file paths.
 */
final class HttpError extends \RuntimeException
{
    /**
     * @param array<string, string> $errors field name => what is wrong with it (422)
     * @param array<string, string> $headers
     */
    public function __construct(
        public readonly int $status,
        public readonly string $title,
        ?string $detail = null,
        public readonly array $errors = [],
        public readonly array $headers = [],
    ) {
        parent::__construct($detail ?? $title);
    }

    public function toResponse(): Response
    {
        $extra = $this->errors === [] ? [] : ['errors' => $this->errors];
        $detail = $this->getMessage() === $this->title ? null : $this->getMessage();

        return Response::problem($this->status, $this->title, $detail, $extra, $this->headers);
    }
}
