const searches = new Trie()
const popularity = {
  JavaScript: 95, Java: 80, 'JSON parse': 60, jq: 30, 'JSON schema': 45,
  Jest: 50, jQuery: 40, Julia: 10, 'JSON Lines': 20, 'Jest mocks': 15,
}
for (const [term, weight] of Object.entries(popularity)) searches.insert(term, weight)

console.log(searches.suggest('j', 4).join(' | '))
console.log(searches.suggest('JSON').join(' | '))
console.log(searches.suggest('jes').join(' | '))
console.log(JSON.stringify(searches.suggest('python')))
console.log(searches.has('java'), searches.has('jav'), searches.has('JQUERY'))

// Equal weights fall back to alphabetical order; re-inserting updates the weight.
const cities = new Trie().insert('Zürich').insert('Zug').insert('Zagreb').insert('Zaragoza')
console.log(cities.suggest('z').join(', '))
cities.insert('Zug', 10)
console.log(cities.suggest('z', 2).join(', '), JSON.stringify(cities.suggest('zu')))
console.log(cities.suggest('').length)
