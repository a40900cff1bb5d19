<?php
$samples = ['', 'f', 'fo', 'foo', "\xfb\xff\xfe", "\x3e\x3f"];
foreach ($samples as $raw) {
    $encoded = base64UrlEncode($raw);
    $roundTrip = base64UrlDecode($encoded) === $raw ? 'ok' : 'MISMATCH';
    printf("%-8s base64=%-5s base64url=%-5s %s\n", bin2hex($raw) ?: '(empty)', base64_encode($raw), $encoded, $roundTrip);
}

echo 'JWT header: ', base64UrlEncode('{"alg":"HS256","typ":"JWT"}'), "\n";
echo 'padded input accepted: ', base64UrlDecode('Zm8='), "\n";
foreach (['Zm9v!', 'abcde', 'ab+c'] as $bad) {
    try {
        base64UrlDecode($bad);
    } catch (InvalidArgumentException $e) {
        echo "$bad: ", $e->getMessage(), "\n";
    }
}
