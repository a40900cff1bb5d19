puts Levenshtein.distance('kitten', 'sitting')
puts Levenshtein.distance('flaw', 'lawn')
puts Levenshtein.distance('', 'abc')
puts Levenshtein.distance('same', 'same')
puts Levenshtein.distance('café', 'cafe')
puts Levenshtein.distance('👍🏽 ok', '👍 ok') # one grapheme differs
p Levenshtein.distance('completely', 'different', max: 3)

commands = %w[install uninstall list update upgrade outdated search]
p Levenshtein.suggest('instal', commands)
p Levenshtein.suggest('UPGRAED', commands)
p Levenshtein.suggest('xyz', commands)
