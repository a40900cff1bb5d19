const original = { a: 1, nested: { b: 2 } };
const copy = shallowClone(original);
copy.a = 99;
console.log(original.a, copy.a);
// Nested objects are shared, not copied
console.log(copy.nested === original.nested);
console.log(JSON.stringify(shallowClone({})));
