<?php
$inputs = [
    '4539 1488 0343 6467',   // valid Visa test number
    '4539 1488 0343 6468',   // last digit mistyped
    '4539 1488 0343 6476',   // adjacent digits swapped
    '79927398713',           // classic textbook example
    '0000 0000 0000 0000',
    '4111-1111-1111-1111',
    '4111 1111 1111 111a',
    '',
];
foreach ($inputs as $input) {
    printf("%-22s %s\n", $input === '' ? '(empty)' : $input, luhnIsValid($input) ? 'valid' : 'invalid');
}
echo 'check digit for 7992739871: ', luhnWithCheckDigit('7992739871'), "\n";
echo 'generated number valid: ', var_export(luhnIsValid(luhnWithCheckDigit('123456789')), true), "\n";
