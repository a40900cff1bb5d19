const average = converge((a, b) => a / b, [
  arr => arr.reduce((a, v) => a + v, 0),
  arr => arr.length
]);
console.log(average([1, 2, 3, 4, 5, 6, 7]));
const range = converge((lo, hi) => `${lo}..${hi}`, [Math.min, Math.max]);
console.log(range(4, -2, 9, 3)); // every branch gets all the arguments
console.log(converge(() => 'none', [])('ignored'));
