const items = [{ n: 4 }, { n: 2 }, { n: 8 }, { n: 6 }]
console.log(maxBy(items, o => o.n))
console.log(maxBy(items, 'n'))
console.log(maxBy(['apple', 'fig', 'banana'], s => s.length))
console.log(maxBy([], o => o.n))
