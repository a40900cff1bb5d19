const users = [
  { user: 'barney', active: false },
  { user: 'fred', active: true },
  { user: 'ann', active: false }
]
console.log(JSON.stringify(partition(users, o => o.active)))
console.log(JSON.stringify(partition([1, 2, 3, 4, 5], n => n % 2)))
console.log(JSON.stringify(partition([], n => n)))
