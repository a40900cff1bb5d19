use File::Temp qw(tempdir);

my $dir  = tempdir(CLEANUP => 1);
my $path = "$dir/settings.json";

write_file_atomic($path, qq({"theme":"dark"}\n));
printf "mode %04o\n", (stat $path)[2] & 07777;

# Keep an open handle on the old version: it still reads the old contents after the swap,
# because rename gives the path a new inode instead of rewriting the old one.
open my $old, '<', $path or die $!;
chmod 0600, $path;
write_file_atomic($path, qq({"theme":"light","font":"Fira \x{2013} Mono"}\n));
print 'old handle: ', scalar <$old>;

open my $new, '<:encoding(UTF-8)', $path or die $!;
my $text = do { local $/; <$new> };
printf "new file:   %s", $text =~ s/\x{2013}/--/r;
printf "mode kept:  %04o\n", (stat $path)[2] & 07777;

opendir my $dh, $dir or die $!;
say 'files left: ', join ' ', sort grep { !/^\.\.?\z/ } readdir $dh;

my $ok = eval { write_file_atomic("$dir/missing/sub/file.txt", 'x'); 1 };
say 'missing directory: ', $ok ? 'written' : 'error';
