console.log(JSON.stringify(objectFromPairs([['a', 1], ['b', 2]])))
console.log(JSON.stringify(objectFromPairs([['x', 1], ['x', 2]])))
console.log(JSON.stringify(objectFromPairs([])))
