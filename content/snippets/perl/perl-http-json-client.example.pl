use IO::Socket::INET;

# A tiny local HTTP server in a child process; port 0 lets the OS pick a free port.
my $server = IO::Socket::INET->new(LocalAddr => '127.0.0.1', LocalPort => 0, Listen => 5, ReuseAddr => 1)
    or die "listen: $!";
my $base = 'http://127.0.0.1:' . $server->sockport;
my $pid  = fork // die "fork: $!";
if ($pid == 0) {
    while (my $c = $server->accept) {
        my ($line, %h) = scalar <$c>;
        while ((my $l = <$c>) =~ /\S/) { $h{ lc $1 } = $2 if $l =~ /^([^:]+):\s*(.*?)\r?$/ }
        read $c, my $body, $h{'content-length'} // 0;
        my ($method, $path) = split ' ', $line;
        my ($status, $out) =
              $path =~ m{^/users/(\d+)$} && $1 == 7 ? (200, qq({"id":7,"name":"Ada"}))
            : $path =~ m{^/users\?(.*)$}           ? (200, qq({"query":"$1"}))
            : $method eq 'POST'                    ? (201, $body =~ s/\}$/,"id":8}/r)
            :                                        (404, qq({"error":"no such user"}));
        print $c "HTTP/1.1 $status X\r\nContent-Type: application/json\r\nContent-Length: "
            . length($out) . "\r\nConnection: close\r\n\r\n$out";
        close $c;
    }
    exit 0;
}
close $server;

my $user = http_json(GET => "$base/users/7");
say "GET user: $user->{name} (id $user->{id})";

my $created = http_json(POST => "$base/users", body => { name => 'Grace', admin => JSON::PP::true });
say "POST: id $created->{id}, name $created->{name}, admin ", $created->{admin} ? 'yes' : 'no';

my $search = http_json(GET => "$base/users", query => { name => 'Ada Lovelace', page => 2 });
say "query sent: $search->{query}";

eval { http_json(GET => "$base/users/99") };
say "404: status $@->{status}, error '$@->{body}{error}'" if ref $@;

kill 'TERM', $pid;
waitpid $pid, 0;

eval { http_json(GET => "$base/users/7", timeout => 2) };
say 'server gone: ', $@ =~ /^http_json: GET .*: Could not connect/ ? 'connection error' : "unexpected: $@";
