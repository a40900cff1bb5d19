console.log(reduceWhich([3, 1, 2]))
console.log(reduceWhich([3, 1, 2], (a, b) => b - a))
const people = [{ name: 'Tom', age: 12 }, { name: 'Jack', age: 18 }, { name: 'Lucy', age: 9 }]
console.log(reduceWhich(people, (a, b) => a.age - b.age).name)
console.log(reduceWhich([-7]))
