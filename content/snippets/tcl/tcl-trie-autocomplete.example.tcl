foreach {word searches} {
    tcl 40  tclsh 25  tcloo 12  tk 30  tkinter 8  try 18  trace 5  trie 5  t 2
} {
    trie::add index $word $searches
}
trie::add index trie 10   ;# more searches for a word add to its weight
puts "tc  -> [trie::complete $index tc]"
puts "tr  -> [trie::complete $index tr]"
puts "t   -> [trie::complete $index t 4]"
puts "tcl -> [trie::complete $index tcl]"
puts "contains tk? [trie::contains $index tk]  tki? [trie::contains $index tki]"
# Edge cases: an unknown prefix gives nothing; an empty prefix ranks every word.
puts "x   -> \[[trie::complete $index x]\]"
puts "all -> [trie::complete $index "" 3]"
try { trie::add index "" } trap {TRIE EMPTY} {msg} { puts "error: $msg" }
