const points = [{ x: 1 }, { x: 2 }, { x: 3 }, { x: 1 }]
pullBy(points, [{ x: 1 }, { x: 3 }], o => o.x)
console.log(JSON.stringify(points))
const words = ['Apple', 'pear', 'APPLE', 'fig']
pullBy(words, 'apple', w => w.toLowerCase())
console.log(JSON.stringify(words))
