use v5.36;

# Renders "Hello {{ user.name }}" style templates from a nested hash.
# Values are HTML-escaped by default; {{{ triple braces }}} insert raw text.
# A "| default text" filter covers missing values: {{ title | Untitled }}.
sub render_template ($template, $vars, %opt) {
    my $strict = $opt{strict} // 0;
    my $lookup = sub ($path) {
        my $value = $vars;
        for my $key (split /\./, $path) {
            return undef unless ref $value eq 'HASH' && exists $value->{$key};
            $value = $value->{$key};
        }
        return $value;
    };
    my $tag = qr/ \{\{ (\{)? \s* ([\w.]+) \s* (?: \| \s* ([^\}]*?) \s* )? (\})? \}\} /x;
    my $fill = sub ($raw, $path, $fallback, $closing) {
        die "render_template: unbalanced braces around '$path'\n" if !!$raw ne !!$closing;
        my $value = $lookup->($path) // $fallback;
        die "render_template: missing value for '$path'\n" if !defined $value && $strict;
        $value //= '';
        return $raw ? $value : html_escape($value);
    };
    # One pass over the template: substituted values are never re-scanned for tags.
    $template =~ s/$tag/$fill->($1, $2, $3, $4)/ge;
    return $template;
}

sub html_escape ($text) {
    my %entity = ('&' => '&amp;', '<' => '&lt;', '>' => '&gt;', '"' => '&quot;', "'" => '&#39;');
    return $text =~ s/([&<>"'])/$entity{$1}/gr;
}
