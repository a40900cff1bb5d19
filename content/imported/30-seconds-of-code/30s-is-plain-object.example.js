console.log(isPlainObject({ a: 1 }));
console.log(isPlainObject(new Object()));
console.log(isPlainObject(new Map()));
console.log(isPlainObject([1, 2]));
class Point {}
console.log(isPlainObject(new Point()));
console.log(isPlainObject(null));
