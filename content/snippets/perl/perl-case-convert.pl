use v5.36;

# Split an identifier or phrase into lowercase words, understanding camelCase,
# PascalCase, snake_case, kebab-case, spaces and acronyms like "HTTPServer".
sub split_words ($text) {
    my @words = $text =~ /
        \p{Lu}+(?=\p{Lu}\p{Ll})     # acronym before a capitalized word: HTTP in HTTPServer
      | \p{Lu}?\p{Ll}+              # Capitalized or lowercase word
      | \p{Lu}+                     # trailing acronym: ID in userID
      | \p{N}+                      # digits stand alone
    /gx;
    return map { lc } @words;
}

sub camel_case ($text) {
    my ($first, @rest) = split_words($text);
    return join '', $first // '', map { ucfirst } @rest;
}

sub pascal_case ($text)   { join '',  map { ucfirst } split_words($text) }
sub snake_case ($text)    { join '_', split_words($text) }
sub kebab_case ($text)    { join '-', split_words($text) }
sub constant_case ($text) { uc snake_case($text) }
sub title_case ($text)    { join ' ', map { ucfirst } split_words($text) }
