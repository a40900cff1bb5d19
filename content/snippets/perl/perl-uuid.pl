use v5.36;

# Generates RFC 9562 UUIDs: v4 (random) and v7 (Unix-millisecond timestamp + random, sortable by time).
# Reads /dev/urandom for unpredictable bits; rand() is not suitable for identifiers.
sub _random_bytes ($n) {
    open my $fh, '<:raw', '/dev/urandom' or die "uuid: cannot open /dev/urandom: $!\n";
    read($fh, my $bytes, $n) == $n or die "uuid: short read from /dev/urandom\n";
    return $bytes;
}

sub _format_uuid ($bytes) {
    return join '-', unpack 'H8 H4 H4 H4 H12', $bytes;
}

sub uuid_v4 () {
    my @b = unpack 'C16', _random_bytes(16);
    $b[6] = ($b[6] & 0x0f) | 0x40;    # version 4
    $b[8] = ($b[8] & 0x3f) | 0x80;    # RFC variant (10xx)
    return _format_uuid(pack 'C16', @b);
}

# $ms_since_epoch is optional; pass it to generate IDs for a known time (tests, backfills).
sub uuid_v7 ($ms = undef) {
    $ms //= do { require Time::HiRes; int(Time::HiRes::time() * 1000) };
    # The first 48 bits are the big-endian millisecond timestamp, so IDs sort by creation time.
    my $time = pack('N', int($ms / 2**16)) . pack('n', $ms % 2**16);
    my @b = unpack 'C10', _random_bytes(10);
    $b[0] = ($b[0] & 0x0f) | 0x70;    # version 7
    $b[2] = ($b[2] & 0x3f) | 0x80;    # RFC variant
    return _format_uuid($time . pack 'C10', @b);
}

# Extracts the millisecond timestamp from a v7 UUID.
sub uuid_v7_time ($uuid) {
    # Two hex() calls: a single 48-bit hex() triggers a "non-portable" warning.
    return hex(substr $uuid, 0, 8) * 2**16 + hex(substr $uuid, 9, 4);
}

sub is_uuid ($s) {
    return scalar $s =~ /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
}
