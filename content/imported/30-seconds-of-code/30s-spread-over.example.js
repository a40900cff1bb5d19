const maxOf = spreadOver(Math.max);
console.log(maxOf([3, 9, 2]));
const describe = spreadOver((name, age) => `${name} is ${age}`);
console.log(describe(['Ada', 36]));
// An empty array calls the function with no arguments
console.log(maxOf([]));
