foreach {a b} {kitten sitting flaw lawn "" abc same same gumbo gambol caf\u00e9 cafe} {
    puts [format "%-8s %-8s %d" $a $b [fuzzy::levenshtein $a $b]]
}
set commands {status stash start stop restart commit checkout}
puts "statsu -> [fuzzy::suggest statsu $commands]"
puts "chekout -> [fuzzy::suggest chekout $commands]"
puts "STOP -> [fuzzy::suggest STOP $commands]"
# Edge case: nothing is close enough, so there is no suggestion at all.
puts "deploy -> \[[fuzzy::suggest deploy $commands]\]"
