<?php
$key = sodium_crypto_secretbox_keygen();
$secret = 'IBAN DE89 3704 0044 0532 0130 00';

$a = encryptString($secret, $key);
$b = encryptString($secret, $key);
echo 'round trip: ', decryptString($a, $key), "\n";
echo 'same plaintext, different ciphertexts: ', var_export($a !== $b, true), "\n";
echo 'overhead in bytes: ', strlen(sodium_base642bin($a, SODIUM_BASE64_VARIANT_URLSAFE_NO_PADDING)) - strlen($secret), "\n";
echo 'empty string round trip: ', var_export(decryptString(encryptString('', $key), $key) === '', true), "\n";

$tampered = $a;
$tampered[40] = $tampered[40] === 'A' ? 'B' : 'A';
$attempts = [
    'tampered' => fn () => decryptString($tampered, $key),
    'wrong key' => fn () => decryptString($a, sodium_crypto_secretbox_keygen()),
    'truncated' => fn () => decryptString(substr($a, 0, 20), $key),
    'not base64' => fn () => decryptString('***', $key),
    'short key' => fn () => encryptString($secret, 'too short'),
];
foreach ($attempts as $label => $attempt) {
    try {
        $attempt();
        echo "$label: accepted\n";
    } catch (UnexpectedValueException | LengthException $e) {
        echo "$label: ", $e->getMessage(), "\n";
    }
}
