<?php
$clock = 1_700_000_000;
$tokens = new SignedToken(str_repeat('k', 32), function () use (&$clock): int { return $clock; });

$token = $tokens->issue(['sub' => 'user-42', 'purpose' => 'reset'], ttlSeconds: 900);
echo "token: $token\n";
echo 'claims: ', json_encode($tokens->verify($token)), "\n";

$forgedPayload = rtrim(strtr(base64_encode('{"exp":9999999999,"sub":"admin"}'), '+/', '-_'), '=');
$other = new SignedToken(str_repeat('x', 32), fn () => $clock);
$cases = [
    'forged payload' => $forgedPayload . '.' . explode('.', $token)[1],
    'wrong secret' => $other->issue(['sub' => 'user-42'], 900),
    'no signature' => 'abc',
];
foreach ($cases as $label => $candidate) {
    try {
        $tokens->verify($candidate);
        echo "$label: accepted\n";
    } catch (RuntimeException $e) {
        echo "$label: ", $e->getMessage(), "\n";
    }
}

$clock += 901;
try {
    $tokens->verify($token);
} catch (RuntimeException $e) {
    echo 'after 15 minutes: ', $e->getMessage(), "\n";
}
