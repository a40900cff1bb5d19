<?php

declare(strict_types=1);

namespace App\Tests;

use App\Bookmarks\Bookmark;
use App\Bookmarks\BookmarkRepository;
use App\Bookmarks\InMemoryBookmarkRepository;
use App\Bookmarks\NewBookmark;
use App\Http\Request;
use App\Http\Response;
use App\Kernel;
use PHPUnit\Framework\TestCase;

/**
 * The API end to end, through Kernel::handle(), with requests built in memory: no web
 * server, no database.
 */
final class ApiTest extends TestCase
{
    private Kernel $kernel;

    protected function setUp(): void
    {
        $this->kernel = new Kernel(new InMemoryBookmarkRepository());
    }

    /**
     * @param array<string, string> $query
     */
    private function request(string $method, string $path, mixed $json = null, array $query = [], string $type = 'application/json'): Response
    {
        $body = $json === null ? '' : (is_string($json) ? $json : json_encode($json, JSON_THROW_ON_ERROR));

        return $this->kernel->handle(new Request($method, $path, $query, ['content-type' => $type], $body));
    }

    public function testHealth(): void
    {
        $response = $this->request('GET', '/health');
        self::assertSame(200, $response->status);
        self::assertSame(['status' => 'ok'], $response->decoded());
        self::assertSame('nosniff', $response->headers['X-Content-Type-Options']);
    }

    public function testCreateShowListAndDelete(): void
    {
        $created = $this->request('POST', '/bookmarks', [
            'url' => 'https://www.php.net/releases/',
            'title' => '  PHP releases ',
            'tags' => ['php', 'to-read', 'php'],
        ]);
        self::assertSame(201, $created->status);
        self::assertSame('/bookmarks/1', $created->headers['Location']);
        $bookmark = $created->decoded();
        self::assertSame('PHP releases', $bookmark['title']);
        self::assertSame(['php', 'to-read'], $bookmark['tags']);

        self::assertSame($bookmark, $this->request('GET', '/bookmarks/1')->decoded());

        $this->request('POST', '/bookmarks', ['url' => 'https://example.com/']);
        $list = $this->request('GET', '/bookmarks')->decoded();
        self::assertSame([2, 1], array_column($list['items'], 'id'));
        self::assertSame('https://example.com/', $list['items'][0]['title'], 'the title defaults to the URL');

        $tagged = $this->request('GET', '/bookmarks', query: ['tag' => 'to-read'])->decoded();
        self::assertSame([1], array_column($tagged['items'], 'id'));

        self::assertSame(204, $this->request('DELETE', '/bookmarks/1')->status);
        self::assertSame(404, $this->request('GET', '/bookmarks/1')->status);
        self::assertSame(404, $this->request('DELETE', '/bookmarks/1')->status);
    }

    public function testPagination(): void
    {
        for ($i = 1; $i <= 5; $i++) {
            $this->request('POST', '/bookmarks', ['url' => "https://example.com/{$i}"]);
        }
        $page = $this->request('GET', '/bookmarks', query: ['limit' => '2', 'offset' => '1'])->decoded();
        self::assertSame([4, 3], array_column($page['items'], 'id'));
        self::assertSame([2, 1], [$page['limit'], $page['offset']]);

        foreach (['limit' => ['0', '101', 'ten', '2.5'], 'offset' => ['-1', 'x']] as $name => $values) {
            foreach ($values as $value) {
                $response = $this->request('GET', '/bookmarks', query: [$name => $value]);
                self::assertSame(400, $response->status, "{$name}={$value}");
                self::assertStringContainsString($name, $response->decoded()['detail']);
            }
        }
    }

    public function testValidationListsEveryInvalidField(): void
    {
        $response = $this->request('POST', '/bookmarks', [
            'url' => 'javascript:alert(1)',
            'title' => str_repeat('x', 201),
            'tags' => ['Not A Tag'],
        ]);
        self::assertSame(422, $response->status);
        self::assertSame('application/problem+json', $response->headers['Content-Type']);
        $problem = $response->decoded();
        self::assertSame('Validation Failed', $problem['title']);
        self::assertSame(['url', 'title', 'tags'], array_keys($problem['errors']));

        $missing = $this->request('POST', '/bookmarks', ['tags' => 'php'])->decoded();
        self::assertSame(['url', 'tags'], array_keys($missing['errors']));
    }

    public function testRejectsBodiesThatAreNotAJsonObject(): void
    {
        self::assertSame(400, $this->request('POST', '/bookmarks', '{"url": ')->status);
        self::assertSame(400, $this->request('POST', '/bookmarks', '["https://example.com"]')->status);
        self::assertSame(415, $this->request('POST', '/bookmarks', '{}', type: 'text/plain')->status);
        self::assertSame(422, $this->request('POST', '/bookmarks', '{}', type: 'application/json; charset=utf-8')->status);
    }

    public function testUnknownRoutesAndMethods(): void
    {
        self::assertSame(404, $this->request('GET', '/nope')->status);
        self::assertSame(404, $this->request('GET', '/bookmarks/abc')->status);
        self::assertSame(404, $this->request('GET', '/bookmarks/0')->status);

        $response = $this->request('PUT', '/bookmarks/1');
        self::assertSame(405, $response->status);
        self::assertSame('GET, DELETE', $response->headers['Allow']);
        self::assertSame(200, $this->request('HEAD', '/health')->status);
    }

    public function testUnexpectedErrorsDoNotLeakDetails(): void
    {
        $failing = new class () implements BookmarkRepository {
            public function add(NewBookmark $bookmark): Bookmark
            {
                throw new \LogicException('not used');
            }

            public function find(int $id): ?Bookmark
            {
                throw new \RuntimeException('SQLSTATE[HY000]: secret connection details');
            }

            public function list(?string $tag, int $limit, int $offset): array
            {
                return [];
            }

            public function delete(int $id): bool
            {
                return false;
            }
        };
        $quiet = ini_set('error_log', '/dev/null'); // keep the expected log line out of the test output
        try {
            $response = (new Kernel($failing))->handle(new Request('GET', '/bookmarks/1'));
        } finally {
            ini_set('error_log', (string) $quiet);
        }
        self::assertSame(500, $response->status);
        self::assertStringNotContainsString('secret', $response->body);
    }
}
