const people = [
  { id: 1, name: 'john', age: 24 },
  { id: 2, name: 'mike', age: 50 },
  { id: 3, name: 'sara', age: 31 }
]
console.log(JSON.stringify(reducedFilter(people, ['id', 'name'], p => p.age > 30)))
console.log(JSON.stringify(reducedFilter(people, ['name'], p => p.age > 99)))
