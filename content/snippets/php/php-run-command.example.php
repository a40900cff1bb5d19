<?php
$php = PHP_BINARY;

$result = run_command([$php, '-r', 'echo "built 3 files\n"; fwrite(STDERR, "warning: old config\n"); exit(0);']);
echo "exit {$result->exitCode}, ok: ", var_export($result->succeeded(), true), "\n";
echo 'stdout: ', $result->stdout;
echo 'stderr: ', $result->stderr;

// Arguments reach the program untouched: no shell, so no quoting or injection issues.
$name = "O'Brien; rm -rf /";
echo 'argument passed as is: ', run_command([$php, '-r', 'echo $argv[1];', $name])->stdout, "\n";

$sorted = run_command([$php, '-r', '$l = file("php://stdin", FILE_IGNORE_NEW_LINES); sort($l); echo implode(",", $l);'], "pear\napple\nfig\n");
echo 'stdin piped through: ', $sorted->stdout, "\n";

$failed = run_command([$php, '-r', 'fwrite(STDERR, "disk full"); exit(3);']);
echo "failure: exit {$failed->exitCode}, stderr '{$failed->stderr}'\n";

// Large output on both streams must not deadlock.
$big = run_command([$php, '-r', 'fwrite(STDERR, str_repeat("e", 200000)); echo str_repeat("o", 300000);']);
echo 'big output: ', strlen($big->stdout), ' + ', strlen($big->stderr), " bytes\n";

$slow = run_command([$php, '-r', 'echo "starting\n"; sleep(10); echo "never printed";'], timeout: 1.5);
echo 'slow command: timed out ', var_export($slow->timedOut, true), ", partial stdout '", trim($slow->stdout), "'\n";
