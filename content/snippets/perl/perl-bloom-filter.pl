use v5.36;
use Digest::SHA ();
use POSIX ();

# A Bloom filter: a compact set that answers "definitely not present" or
# "probably present". Bits live in a vec() string, so memory is m/8 bytes.
package BloomFilter {
    sub new ($class, %opt) {
        my $n = $opt{expected} // die "BloomFilter: expected item count required\n";
        my $p = $opt{false_positive_rate} // 0.01;
        # Standard sizing: m = -n ln p / (ln 2)^2 bits, k = (m / n) ln 2 hash functions.
        my $m = POSIX::ceil(-$n * log($p) / log(2)**2);
        my $k = POSIX::ceil($m / $n * log(2));
        return bless { m => $m, k => $k, bits => "\0" x POSIX::ceil($m / 8), count => 0 }, $class;
    }

    # Double hashing (Kirsch-Mitzenmacher): k positions from two 32-bit halves of one digest.
    sub _positions ($self, $item) {
        # Encode every item to UTF-8 so equal strings hash alike whatever their internal form.
        utf8::encode(my $bytes = "$item");
        my ($h1, $h2) = unpack 'N2', Digest::SHA::sha256($bytes);
        return map { ($h1 + $_ * $h2) % $self->{m} } 0 .. $self->{k} - 1;
    }

    sub add ($self, @items) {
        for my $item (@items) {
            vec($self->{bits}, $_, 1) = 1 for $self->_positions($item);
            $self->{count}++;
        }
        return $self;
    }

    sub might_contain ($self, $item) {
        vec($self->{bits}, $_, 1) || return 0 for $self->_positions($item);
        return 1;
    }

    sub bits ($self)   { $self->{m} }
    sub hashes ($self) { $self->{k} }
    sub bytes ($self)  { length $self->{bits} }
}
