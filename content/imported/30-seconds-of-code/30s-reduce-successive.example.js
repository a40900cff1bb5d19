console.log(JSON.stringify(reduceSuccessive([1, 2, 3, 4, 5], (acc, val) => acc + val, 0)))
console.log(JSON.stringify(reduceSuccessive(['a', 'b', 'c'], (acc, val) => acc + val, '')))
console.log(JSON.stringify(reduceSuccessive([], (acc, val) => acc + val, 10)))
