console.log(radsToDegrees(Math.PI))
console.log(radsToDegrees(Math.PI / 2))
console.log(radsToDegrees(-Math.PI / 4))
console.log(radsToDegrees(0))
