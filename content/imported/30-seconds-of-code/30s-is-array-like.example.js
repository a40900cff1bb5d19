console.log(isArrayLike([1, 2, 3]));
console.log(isArrayLike('abc')); // strings are iterable
console.log(isArrayLike(new Set([1])));
console.log(isArrayLike({ length: 2 })); // not iterable
console.log(isArrayLike(null));
console.log(isArrayLike(undefined));
