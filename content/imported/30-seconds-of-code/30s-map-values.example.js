const users = { fred: { age: 40 }, pebbles: { age: 1 } }
console.log(JSON.stringify(mapValues(users, user => user.age)))
console.log(JSON.stringify(mapValues({ a: 1, b: 2 }, (value, key) => key + value)))
console.log(JSON.stringify(mapValues({}, value => value)))
