use v5.36;

# A prefix tree for autocomplete: insert words with weights, then ask for the best completions.
package Trie {
    sub new ($class) { return bless { root => {}, size => 0 }, $class }

    # Adds a word (or raises its weight when it already exists). Matching is case-insensitive,
    # but the word keeps the spelling it was inserted with.
    sub insert ($self, $word, $weight = 1) {
        my $node = $self->{root};
        $node = $node->{children}{$_} //= {} for split //, lc $word;
        $self->{size}++ unless defined $node->{word};
        $node->{word} = $word;
        $node->{weight} = ($node->{weight} // 0) + $weight;
        return $self;
    }

    sub size ($self) { return $self->{size} }

    sub contains ($self, $word) {
        my $node = $self->_find(lc $word);
        return $node && defined $node->{word} ? 1 : 0;
    }

    # Returns up to $limit words starting with $prefix, highest weight first, then alphabetical.
    sub complete ($self, $prefix, $limit = 5) {
        my $start = $self->_find(lc $prefix) or return;
        my (@found, @stack);
        @stack = ($start);
        # Iterative walk of the subtree below the prefix; deep words cannot overflow the stack.
        while (my $node = pop @stack) {
            push @found, $node if defined $node->{word};
            push @stack, values %{ $node->{children} // {} };
        }
        my @best = sort { $b->{weight} <=> $a->{weight} || $a->{word} cmp $b->{word} } @found;
        splice @best, $limit if @best > $limit;
        return map { $_->{word} } @best;
    }

    sub _find ($self, $key) {
        my $node = $self->{root};
        for my $char (split //, $key) {
            $node = $node->{children}{$char} or return undef;
        }
        return $node;
    }
}
