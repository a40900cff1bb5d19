puts [slug::slugify "Hello, World!"]
puts [slug::slugify "  Cr\u00e8me Br\u00fbl\u00e9e & Caf\u00e9 Cr\u00e8me  "]
puts [slug::slugify "Tcl 8.6: What's New?"]
puts [slug::slugify "Stra\u00dfe  --  __ Gr\u00fc\u00dfe"]
# Edge cases: nothing left to keep, and a length limit that would split a word.
puts "empty=\[[slug::slugify {!!! ??? ...}]\]"
puts [slug::slugify "A very long title about connection pooling strategies" 30]
puts [slug::slugify "exactly-ten and more" 11]
