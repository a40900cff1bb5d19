const add = x => y => z => x + y + z;
const add3 = uncurry(add, 3);
console.log(add3(1, 2, 3));
// Extra arguments are ignored
console.log(add3(1, 2, 3, 100));
// Depth 1 by default: returns the next curried level
console.log(uncurry(add)(1)(2)(3));
try {
  add3(1, 2);
} catch (e) {
  console.log(e.name, e.message);
}
