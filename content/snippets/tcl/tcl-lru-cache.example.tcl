set cache [LruCache new 3]
$cache put user:1 Ada
$cache put user:2 Grace
$cache put user:3 Linus
# Reading user:1 makes it the most recently used, so user:2 is evicted next.
if {[$cache get user:1 name]} { puts "hit user:1 = $name" }
$cache put user:4 Barbara
puts "keys: [$cache keys]"
puts "user:2 cached? [$cache get user:2 name]"

# Overwriting an existing key refreshes it without evicting anything.
$cache put user:3 Ken
puts "keys: [$cache keys]"

# An empty string is a real cached value, not a miss.
$cache put user:5 ""
if {[$cache get user:5 name]} { puts "hit user:5 = \"$name\"" }
puts "stats: [$cache stats]"

try {
    LruCache new 0
} trap {LRU BADSIZE} {msg} {
    puts "error: $msg"
}
$cache destroy
