<?php

declare(strict_types=1);

// Creates the tables in DATABASE_DSN's database. Safe to run on every deploy.

use App\Bookmarks\PdoBookmarkRepository;
use App\Database;

require dirname(__DIR__) . '/vendor/autoload.php';

$env = static fn (string $name): ?string => ($value = getenv($name)) === false || $value === '' ? null : $value;
$dsn = $env('DATABASE_DSN') ?? 'sqlite:' . dirname(__DIR__) . '/var/app.sqlite';
if (str_starts_with($dsn, 'sqlite:') && !is_dir(dirname(substr($dsn, 7)))) {
    mkdir(dirname(substr($dsn, 7)), 0o750, true);
}

PdoBookmarkRepository::migrate(Database::connect($dsn, $env('DATABASE_USER'), $env('DATABASE_PASSWORD')));
fwrite(STDOUT, "Database is up to date.\n");
