console.log(JSON.stringify(mapObject([1, 2, 3], n => n * n)))
console.log(JSON.stringify(mapObject(['a', 'bb', 'ccc'], s => s.length)))
console.log(JSON.stringify(mapObject([], n => n)))
