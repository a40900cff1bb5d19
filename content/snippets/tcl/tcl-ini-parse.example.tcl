set text {; app settings
name = Snip Tool

[database]
host = db.internal   ; primary
port: 5432
password = "p@ss;word  "

[ features ]
beta = yes
beta = no
[empty]
}
# Work on a real file in a temporary directory, as an application would.
set chan [file tempfile path settings.ini]
fconfigure $chan -encoding utf-8
puts -nonewline $chan $text
close $chan

set ini [ini::load $path]
file delete $path
dict for {section values} $ini {
    puts "\[$section\]"
    dict for {key value} $values { puts "  $key = <$value>" }
}
puts "port: [ini::get $ini database port]"
puts "timeout: [ini::get $ini database timeout 30]"
# Edge case: a line that is neither a section nor a key/value pair.
try {
    ini::parse "\[ok\]\nthis line is wrong\n"
} trap {INI SYNTAX} {msg opts} {
    puts "error: $msg ([dict get $opts -errorcode])"
}
