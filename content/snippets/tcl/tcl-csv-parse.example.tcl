set data "id,name,notes\r\n1,\"Lovelace, Ada\",\"said \"\"hello\"\"\"\r\n2,Grace,\"line one\nline two\"\r\n\r\n3,Linus,\n"
foreach row [csv::parse $data] {
    puts "[llength $row] fields: [join [lmap f $row {string map {\n \\n} "<$f>"}] { }]"
}
foreach record [csv::toDicts $data] {
    puts "[dict get $record id]: [dict get $record name]"
}
# Semicolon-separated, as spreadsheet exports in many locales use.
puts [csv::parse "a;b;c\n1;2,5;3" ";"]
# Writing quotes only where needed, and the result parses back unchanged.
set fields [list plain "has, comma" {has "quote"} ""]
set line [csv::formatRow $fields]
puts $line
puts "round trip: [expr {[lindex [csv::parse $line] 0] eq $fields}]"
# Edge case: a quote that never closes is an error, not a silently merged file.
try { csv::parse "a,\"broken\nb,c" } trap {CSV UNTERMINATED} {msg} { puts "error: $msg" }
