use v5.36;
use HTTP::Tiny;
use JSON::PP ();

# A small JSON-over-HTTP client on core HTTP::Tiny: encodes request bodies,
# decodes responses and turns HTTP and network failures into exceptions.
my $JSON = JSON::PP->new->utf8->canonical;

sub http_json ($method, $url, %opt) {
    my $http = HTTP::Tiny->new(
        timeout    => $opt{timeout} // 10,
        agent      => 'snipstack-client/1.0',
        keep_alive => 0,
    );
    my %headers = (accept => 'application/json', %{ $opt{headers} // {} });
    my %request = (headers => \%headers);
    if (exists $opt{body}) {
        $request{content} = $JSON->encode($opt{body});
        $headers{'content-type'} = 'application/json';
    }
    $url .= '?' . $http->www_form_urlencode($opt{query}) if $opt{query};

    my $res = $http->request(uc $method, $url, \%request);
    # HTTP::Tiny reports connection errors as status 599 with the reason in the body.
    die "http_json: $method $url: $res->{content}" if $res->{status} == 599;
    my $type = $res->{headers}{'content-type'} // '';
    my $data = length $res->{content} && $type =~ m{^application/(?:[\w.+-]+\+)?json}
        ? $JSON->decode($res->{content})
        : $res->{content};
    die { status => $res->{status}, reason => $res->{reason}, body => $data } unless $res->{success};
    return $data;
}
