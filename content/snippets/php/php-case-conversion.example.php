<?php
$inputs = ['userId', 'HTTPServerError', 'parse_json-response', 'apiV2Client', 'base64Encode', '  first name  ', 'XMLHttpRequest', ''];
foreach ($inputs as $input) {
    echo json_encode($input), "\n";
    foreach (IdentifierCase::cases() as $case) {
        printf("  %-8s %s\n", $case->name, json_encode($case->convert($input)));
    }
}
// Round-tripping through snake_case is stable.
echo IdentifierCase::Pascal->convert(IdentifierCase::Snake->convert('orderLineItem')), "\n";
