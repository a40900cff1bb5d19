console.log(lcm(4, 6))
console.log(lcm(3, 5, 7))
console.log(lcm(...[2, 8, 12]))
console.log(lcm(9))
