my %users = (1 => 'ada');

sub find_user ($id) {
    App::Error::Validation->throw(message => "id must be a positive integer", value => $id) unless $id =~ /^\d+\z/;
    App::Error::NotFound->throw(message => "user $id not found", id => $id) unless exists $users{$id};
    return $users{$id};
}

for my $id (1, 42, 'abc') {
    my $out = try_catch(
        sub { 'found ' . find_user($id) },
        'App::Error::NotFound'   => sub ($e) { 'not found (id ' . $e->field('id') . ')' },
        'App::Error::Validation' => sub ($e) { "invalid input '" . $e->field('value') . "': $e->{message}" },
    );
    say "$id: $out";
}

# A plain die is wrapped, and a base-class handler catches every App::Error.
say try_catch(sub { die "disk full\n" }, 'App::Error' => sub ($e) { 'generic: ' . $e->{message} });
say try_catch(sub { my $x = 1 / 0 }, 'App::Error' => sub ($e) { 'runtime: ' . $e->{message} });

# Unhandled classes propagate, and stringify with their location like die messages.
eval { try_catch(sub { App::Error::Transient->throw(message => 'timeout') }, 'App::Error::NotFound' => sub { 'no' }) };
say 'rethrown class: ', ref $@;
print "as string: ", "$@" =~ s/ at \S+ line \d+\./ at FILE line N./r;
say 'is an App::Error: ', ($@ isa App::Error) ? 'yes' : 'no';
