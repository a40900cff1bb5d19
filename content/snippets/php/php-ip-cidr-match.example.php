<?php
$checks = [
    ['192.168.1.77', '192.168.1.0/24'],
    ['192.168.2.1', '192.168.1.0/24'],
    ['10.20.30.40', '10.0.0.0/8'],
    ['172.31.255.255', '172.16.0.0/12'],
    ['172.32.0.1', '172.16.0.0/12'],
    ['203.0.113.5', '203.0.113.5'],
    ['8.8.8.8', '0.0.0.0/0'],
    ['2001:db8:abcd::1', '2001:db8::/32'],
    ['2001:db9::1', '2001:db8::/32'],
    ['::1', '::1/128'],
    ['10.0.0.1', '::/0'],
    ['not-an-ip', '10.0.0.0/8'],
];
foreach ($checks as [$ip, $cidr]) {
    printf("%-18s in %-16s %s\n", $ip, $cidr, ip_in_cidr($ip, $cidr) ? 'yes' : 'no');
}

// Typical use: only trust X-Forwarded-For when the direct peer is one of our proxies.
$trustedProxies = ['10.0.0.0/8', '172.16.0.0/12', 'fd00::/8'];
foreach (['10.1.2.3', 'fd12::7', '198.51.100.20'] as $peer) {
    echo "peer $peer trusted: ", ip_in_any($peer, $trustedProxies) ? 'yes' : 'no', "\n";
}

try {
    ip_in_cidr('10.0.0.1', '10.0.0.0/33');
} catch (InvalidArgumentException $e) {
    echo 'error: ', $e->getMessage(), "\n";
}
