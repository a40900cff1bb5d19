<?php
$spec = ['output' => true, 'level' => true, 'verbose' => false, 'color' => false];
$aliases = ['o' => 'output', 'v' => 'verbose'];

$args = CliArgs::parse(
    ['build', '-o', 'dist/app.phar', '-v', '--level=3', '--no-color', 'src', '--', '--literal'],
    $spec,
    $aliases,
);
echo 'options: ', json_encode($args->options, JSON_UNESCAPED_SLASHES), "\n";
echo 'positional: ', json_encode($args->positional), "\n";
echo 'format (default): ', $args->get('format', 'text'), "\n";
echo 'level as int: ', (int) $args->get('level') + 1, "\n";

foreach ([['--format=json'], ['--output'], ['--verbose=yes'], ['-x']] as $bad) {
    try {
        CliArgs::parse($bad, $spec, $aliases);
    } catch (InvalidArgumentException $e) {
        printf("%-15s -> %s\n", implode(' ', $bad), $e->getMessage());
    }
}
