use v5.36;
use Getopt::Long qw(GetOptionsFromArray);

# Parse command-line options from an explicit array (not @ARGV) so the parser
# is testable, and return a hash of options plus the leftover positional args.
sub parse_cli ($argv, %defaults) {
    my @args = @$argv;                      # work on a copy; the caller's list stays intact
    my %opt  = (verbose => 0, include => [], define => {}, %defaults);
    my @warnings;
    local $SIG{__WARN__} = sub { push @warnings, $_[0] };    # collect Getopt's messages
    # Configure is global: switch on bundling (-vvv, -Ilib) and restore the caller's setup after.
    my $saved = Getopt::Long::Configure(qw(bundling no_ignore_case));

    my $ok = GetOptionsFromArray(
        \@args, \%opt,
        'output|o=s',
        'jobs|j=i',
        'verbose|v+',                       # -v -v -v raises the level
        'include|I=s@',
        'define|D=s%',
        'dry-run|n!',
        'help|h',
    );
    Getopt::Long::Configure($saved);
    die join('', map { "usage error: $_" } @warnings) || "usage error\n" unless $ok;
    die "usage error: --jobs must be at least 1\n" if defined $opt{jobs} && $opt{jobs} < 1;
    return (\%opt, \@args);
}
