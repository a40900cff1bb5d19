let counted = 0
const cheap = () => { counted += 1 }
const costly = () => { for (let i = 0; i < 1000; i++) Math.sqrt(i) }
const fastest = mostPerformant([cheap, costly], 100)
console.log([0, 1].includes(fastest))
console.log(counted)
console.log(mostPerformant([cheap], 50))
console.log(counted)
