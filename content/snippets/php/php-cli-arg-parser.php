<?php
declare(strict_types=1);

final class CliArgs
{
    /**
     * @param array<string, string|bool> $options
     * @param list<string> $positional
     */
    private function __construct(public readonly array $options, public readonly array $positional) {}

    /**
     * @param list<string> $argv arguments without the script name, such as array_slice($argv, 1)
     * @param array<string, bool> $spec long option name => whether it takes a value
     * @param array<string, string> $aliases short letter => long option name
     */
    public static function parse(array $argv, array $spec, array $aliases = []): self
    {
        $options = [];
        $positional = [];
        for ($i = 0; $i < count($argv); $i++) {
            $arg = $argv[$i];
            if ($arg === '--') {
                // Everything after a bare "--" is positional, even when it starts with a dash.
                array_push($positional, ...array_slice($argv, $i + 1));
                break;
            }
            if ($arg === '-' || !str_starts_with($arg, '-')) {
                $positional[] = $arg;
                continue;
            }
            [$name, $inline] = array_pad(explode('=', ltrim($arg, '-'), 2), 2, null);
            if (!str_starts_with($arg, '--')) {
                $name = $aliases[$name] ?? throw new InvalidArgumentException("Unknown option -$name");
            }
            if (!isset($spec[$name]) && str_starts_with($name, 'no-') && ($spec[substr($name, 3)] ?? null) === false) {
                $options[substr($name, 3)] = false;
                continue;
            }
            $takesValue = $spec[$name] ?? throw new InvalidArgumentException("Unknown option --$name");
            if (!$takesValue) {
                $options[$name] = $inline === null ? true : throw new InvalidArgumentException("Option --$name takes no value");
                continue;
            }
            $options[$name] = $inline ?? $argv[++$i] ?? throw new InvalidArgumentException("Option --$name needs a value");
        }
        return new self($options, $positional);
    }

    public function get(string $name, string|bool|null $default = null): string|bool|null
    {
        return $this->options[$name] ?? $default;
    }
}
