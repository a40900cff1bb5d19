<?php
$legacy = new PasswordHasher(PASSWORD_BCRYPT, ['cost' => 10]);
$stored = $legacy->hash('correct horse battery staple');
echo 'stored: ', substr($stored, 0, 7), '... (', strlen($stored), ' chars), ', PasswordHasher::describe($stored), "\n";
echo 'same password hashes differently each time (random salt): ', var_export($stored !== $legacy->hash('correct horse battery staple'), true), "\n";

// Later the application moves to Argon2id; existing users are upgraded as they log in.
$current = new PasswordHasher(PASSWORD_ARGON2ID, ['memory_cost' => 19456, 'time_cost' => 2, 'threads' => 1]);
$save = function (string $newHash) use (&$stored): void {
    $stored = $newHash;
    echo '  rehashed and saved: ', PasswordHasher::describe($newHash), "\n";
};

echo 'wrong password: ', var_export($current->verify('Tr0ub4dor&3', $stored, $save), true), "\n";
foreach (['first login after upgrade', 'second login, already current'] as $label) {
    echo "$label:\n";
    $ok = $current->verify('correct horse battery staple', $stored, $save);
    echo '  right password: ', var_export($ok, true), "\n";
}

echo 'plain md5 in the database: ', PasswordHasher::describe(md5('secret')), "\n";
try {
    $legacy->hash(str_repeat('long passphrase ', 5));
} catch (LengthException $e) {
    echo 'error: ', $e->getMessage(), "\n";
}
