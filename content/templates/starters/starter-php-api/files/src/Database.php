<?php

declare(strict_types=1);

namespace App;

final class Database
{
    /**
     * Opens the database named by DATABASE_DSN (such as sqlite:/var/lib/app/app.sqlite or
     * pgsql:host=db;dbname=app), with DATABASE_USER and DATABASE_PASSWORD for servers.
     */
    public static function connect(string $dsn, ?string $user = null, ?string $password = null): \PDO
    {
        $pdo = new \PDO($dsn, $user, $password, [
            \PDO::ATTR_ERRMODE => \PDO::ERRMODE_EXCEPTION,
            \PDO::ATTR_DEFAULT_FETCH_MODE => \PDO::FETCH_ASSOC,
            // Real prepared statements: values never become part of the SQL text.
            \PDO::ATTR_EMULATE_PREPARES => false,
        ]);
        if ($pdo->getAttribute(\PDO::ATTR_DRIVER_NAME) === 'sqlite') {
            $pdo->exec('PRAGMA foreign_keys = ON');
            // WAL lets readers work while a write is in progress; busy_timeout waits for a
            // lock instead of failing at once when two requests write together.
            $pdo->exec('PRAGMA journal_mode = WAL');
            $pdo->exec('PRAGMA busy_timeout = 5000');
        }

        return $pdo;
    }
}
