const items = [{ n: 4 }, { n: 2 }, { n: 8 }, { n: -6 }]
console.log(minBy(items, o => o.n))
console.log(minBy(items, 'n'))
console.log(minBy(['apple', 'fig', 'banana'], s => s.length))
console.log(minBy([], o => o.n))
