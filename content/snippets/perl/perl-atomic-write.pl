use v5.36;
use File::Temp ();
use File::Basename qw(dirname);

# Replace a file atomically: readers see either the old contents or the new ones,
# never a half-written file, even if the writer crashes midway.
sub write_file_atomic ($path, $content, %opt) {
    # The temp file must live in the same directory, because rename is only atomic
    # within one filesystem.
    my $tmp = File::Temp->new(DIR => dirname($path), TEMPLATE => '.tmp-XXXXXXXX', UNLINK => 1);
    binmode $tmp, $opt{binary} ? ':raw' : ':encoding(UTF-8)';
    print {$tmp} $content or die "write $tmp: $!\n";
    $tmp->flush or die "flush $tmp: $!\n";
    # fsync so the data is on disk before the new name points at it.
    $tmp->sync or die "fsync $tmp: $!\n" if $opt{fsync} // 1;

    my $mode = $opt{mode} // (-e $path ? (stat $path)[2] & 07777 : 0644);
    chmod $mode, $tmp->filename or die "chmod $tmp: $!\n";
    rename $tmp->filename, $path or die "rename to $path: $!\n";
    $tmp->unlink_on_destroy(0);      # the temp name no longer exists after the rename
    return $path;
}
