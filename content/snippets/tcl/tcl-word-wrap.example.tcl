set text "Tcl is a very simple programming language. If you have programmed before,
you can learn enough to write interesting programs within a few hours.

   It was created by John Ousterhout in 1988."
puts [string repeat - 30]
puts [text::wrap $text 30]
puts [string repeat - 30]
# A prefix turns the result into a quoted reply or a comment block.
puts [text::wrap "Thanks for the patch, merging it after one more review pass." 24 "> "]
puts [text::wrap "Long lines get wrapped before they reach the limit." 30 "# "]
# Edge case: a word longer than the width is split across lines.
puts [text::wrap "see https://example.com/a/very/long/path/to/a/page now" 16]
try { text::wrap "x" 2 ">> " } trap {WRAP WIDTH} {msg} { puts "error: $msg" }
