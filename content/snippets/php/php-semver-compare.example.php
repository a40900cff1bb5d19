<?php
$versions = ['1.0.0', '1.0.0-rc.1', '1.0.0-alpha', '1.0.0-alpha.beta', '1.0.0-beta.11',
    '1.0.0-beta.2', '1.0.0-alpha.1', '0.9.12', 'v2.0.0', '1.10.0', '1.2.0+build.7'];
$parsed = array_map(SemVer::parse(...), $versions);
usort($parsed, fn (SemVer $a, SemVer $b) => $a->compare($b));
echo implode("\n", array_map('strval', $parsed)), "\n";

$a = SemVer::parse('1.2.0+build.7');
$b = SemVer::parse('1.2.0+build.9');
echo "build metadata ignored: ", $a->compare($b), "\n";
echo "1.10.0 > 1.9.0: ", var_export(SemVer::parse('1.10.0')->compare(SemVer::parse('1.9.0')) > 0, true), "\n";

foreach (['1.2', '01.2.3', '1.2.3-'] as $bad) {
    try {
        SemVer::parse($bad);
    } catch (InvalidArgumentException $e) {
        echo $e->getMessage(), "\n";
    }
}
