console.log(isString('10'));
console.log(isString(''));
console.log(isString(10));
console.log(isString(new String('x'))); // only primitives count
