set user [dict create id 42 name "Ada \"Countess\" Lovelace" admin yes tags {math engines} bio "Line 1\nLine 2\ttabbed"]
puts [json::fromDict $user {id num admin bool tags strs}]

# Nesting: build values with the helpers and pass them as raw JSON.
puts [json::obj \
    status [json::str ok] \
    page [json::num 1] \
    total [json::num 2.5e3] \
    next [json::null] \
    items [json::arr [list [json::fromDict {sku A1 qty 3} {qty num}] [json::fromDict {sku "B/2" qty 0} {qty num}]]]]

# Control characters become \u escapes; non-ASCII text passes through as UTF-8.
puts [json::str "bell:\x07 caf\u00e9 \u2603"]
puts "empty: [json::obj] [json::arr {}] [json::strs {}] [json::str {}]"

# Edge cases: Tcl happily calls 010 and 0x1F numbers, JSON does not.
foreach bad {010 0x1F Inf 1.} {
    try { json::num $bad } trap {JSON NUMBER} {msg} { puts "error: $msg" }
}
try { json::bool maybe } trap {JSON BOOL} {msg} { puts "error: $msg" }
