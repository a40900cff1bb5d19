console.log(isObjectLike({ a: 1 }));
console.log(isObjectLike([1, 2, 3]));
console.log(isObjectLike(x => x)); // functions are objects, but not object-like
console.log(isObjectLike(null));
console.log(isObjectLike('text'));
