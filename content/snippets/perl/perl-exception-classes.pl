use v5.36;

# Structured exceptions: die with objects instead of strings so callers can catch
# by class with the isa operator and read fields instead of parsing messages.
package App::Error {
    use overload '""' => sub ($self, @) { $self->message }, fallback => 1;

    sub throw ($class, %args) {
        my (undef, $file, $line) = caller;    # where throw was called
        die bless { %args, file => $file, line => $line }, $class;
    }
    sub message ($self) {
        my $msg = $self->{message} // ref $self;
        return "$msg at $self->{file} line $self->{line}.\n";
    }
    sub field ($self, $name) { $self->{$name} }
}
package App::Error::NotFound   { our @ISA = ('App::Error') }
package App::Error::Validation { our @ISA = ('App::Error') }
package App::Error::Transient  { our @ISA = ('App::Error') }

# Run $code and dispatch any exception to the first handler whose class matches.
# Plain string errors are wrapped as App::Error so handlers see one shape.
sub try_catch ($code, @handlers) {
    my @result;
    my $ok = eval { @result = $code->(); 1 };
    return wantarray ? @result : $result[0] if $ok;
    my $err = $@;
    $err = bless { message => ($err =~ s/ at \S+ line \d+\.\n\z//r =~ s/\n\z//r), file => '?', line => 0 }, 'App::Error'
        unless $err isa App::Error;
    while (my ($class, $handler) = splice @handlers, 0, 2) {
        return $handler->($err) if $err isa $class;
    }
    die $err;    # nothing matched: rethrow unchanged
}
