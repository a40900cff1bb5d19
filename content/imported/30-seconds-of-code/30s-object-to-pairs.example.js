console.log(JSON.stringify(objectToPairs({ a: 1, b: 'two', c: [3] })))
console.log(JSON.stringify(objectToPairs({})))
