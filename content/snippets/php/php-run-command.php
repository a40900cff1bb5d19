<?php
declare(strict_types=1);

final class CommandResult
{
    public function __construct(
        public readonly int $exitCode,
        public readonly string $stdout,
        public readonly string $stderr,
        public readonly bool $timedOut,
    ) {}

    public function succeeded(): bool { return $this->exitCode === 0 && !$this->timedOut; }
}

/**
 * Run a program without a shell, capture stdout and stderr separately and kill it after $timeout seconds.
 * @param list<string> $command program and arguments; passing an array means no shell quoting pitfalls
 */
function run_command(array $command, string $input = '', float $timeout = 30.0): CommandResult
{
    $process = proc_open($command, [['pipe', 'r'], ['pipe', 'w'], ['pipe', 'w']], $pipes);
    if ($process === false) {
        throw new RuntimeException('Cannot start ' . $command[0]);
    }
    fwrite($pipes[0], $input);
    fclose($pipes[0]);
    $open = [1 => $pipes[1], 2 => $pipes[2]];
    $output = [1 => '', 2 => ''];
    $deadline = hrtime(true) + (int) ($timeout * 1e9);
    $timedOut = false;
    // Read both pipes together: a child that fills one pipe while we block on the other would hang.
    while ($open !== []) {
        $left = ($deadline - hrtime(true)) / 1e9;
        if ($left <= 0) {
            $timedOut = true;
            proc_terminate($process, 9);
            break;
        }
        $ready = array_values($open);
        $none = null;
        if (stream_select($ready, $none, $none, (int) $left, (int) (fmod($left, 1) * 1e6)) === false) {
            break;
        }
        foreach ($open as $fd => $pipe) {
            if (in_array($pipe, $ready, true)) {
                $output[$fd] .= (string) fread($pipe, 65536);
                if (feof($pipe)) {
                    fclose($pipe);
                    unset($open[$fd]);
                }
            }
        }
    }
    array_map(fclose(...), $open);
    $exitCode = proc_close($process);
    return new CommandResult($timedOut ? -1 : $exitCode, $output[1], $output[2], $timedOut);
}
