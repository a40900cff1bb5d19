const users = [
  { name: 'fred', age: 48 },
  { name: 'barney', age: 36 },
  { name: 'fred', age: 40 }
]
console.log(JSON.stringify(orderBy(users, ['name', 'age'], ['asc', 'desc'])))
console.log(JSON.stringify(orderBy(users, ['name', 'age'])))
console.log(JSON.stringify(orderBy([], ['name'])))
