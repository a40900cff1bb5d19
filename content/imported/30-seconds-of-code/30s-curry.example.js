const volume = (l, w, h) => l * w * h;
const curried = curry(volume);
console.log(curried(2)(3)(4));
console.log(curried(2, 3)(4));
console.log(curried(2)(3, 4));
console.log(curry(Math.pow)(2)(10));
console.log(curry(Math.min, 3)(10)(50)(2)); // variadic: give the arity
console.log(curried(2, 3, 4)); // all at once works too
