<?php
enum AppEnv: string
{
    case Local = 'local';
    case Staging = 'staging';
    case Production = 'production';
}

final class AppConfig
{
    public function __construct(
        public readonly AppEnv $env,
        public readonly string $databaseUrl,
        public readonly int $port,
        public readonly bool $debug,
    ) {}

    /** @param array<string, string> $vars */
    public static function fromEnvironment(array $vars): self
    {
        $env = new EnvConfig($vars);
        $config = new self(
            env: $env->enum('APP_ENV', AppEnv::Production),
            databaseUrl: $env->string('DATABASE_URL'),
            port: $env->int('PORT', default: 8080, min: 1, max: 65535),
            debug: $env->bool('APP_DEBUG'),
        );
        $env->validate();
        return $config;
    }
}

$good = AppConfig::fromEnvironment(['APP_ENV' => 'staging', 'DATABASE_URL' => 'postgres://db/app', 'APP_DEBUG' => 'yes']);
printf("env=%s db=%s port=%d debug=%s\n", $good->env->value, $good->databaseUrl, $good->port, var_export($good->debug, true));
$good = AppConfig::fromEnvironment(['DATABASE_URL' => 'postgres://db/app', 'PORT' => '443', 'APP_DEBUG' => 'off']);
printf("env=%s db=%s port=%d debug=%s\n", $good->env->value, $good->databaseUrl, $good->port, var_export($good->debug, true));

try {
    AppConfig::fromEnvironment(['APP_ENV' => 'prod', 'PORT' => '99999', 'APP_DEBUG' => 'maybe']);
} catch (RuntimeException $e) {
    echo $e->getMessage(), "\n";
}
