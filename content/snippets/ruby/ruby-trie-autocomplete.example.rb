trie = Trie.new
{ 'ruby' => 90, 'rust' => 95, 'rails' => 80, 'react' => 99, 'redis' => 70,
  'regex' => 40, 'ruby on rails' => 60, 'café' => 10 }.each { |word, weight| trie.insert(word, weight) }

p trie.complete('r', limit: 3)
p trie.complete('RU')
p trie.complete('re')
p trie.complete('ruby ')
p trie.complete("cafe\u0301") # decomposed é still matches
p trie.complete('xyz')
p trie.complete('')[0, 2]

trie.insert('ruby', 100) # re-inserting updates the weight
p trie.complete('ru'), trie.size
p trie.include?('Rails'), trie.include?('rai')
