my $secret = 'correct horse battery staple';
my $now    = 1_700_000_000;    # a fixed clock keeps the output stable

my $token = sign_token('user=42;action=reset', $secret, ttl => 900, now => $now);
say "token:   $token";
say 'valid:   ', verify_token($token, $secret, now => $now + 60) // 'rejected';
say 'expired: ', verify_token($token, $secret, now => $now + 901) // 'rejected';
say 'wrong key: ', verify_token($token, 'guess', now => $now) // 'rejected';

(my $tampered = $token) =~ s/^\w+/dXNlcj0x/;    # payload swapped for "user=1"
say 'tampered: ', verify_token($tampered, $secret, now => $now) // 'rejected';
say 'garbage: ', verify_token('not-a-token', $secret) // 'rejected';
say 'eq: ', constant_time_eq('abc', 'abc') ? 1 : 0, constant_time_eq('abc', 'abd') ? 1 : 0;
