console.log(isUndefined(undefined));
console.log(isUndefined({ a: 1 }.b));
console.log(isUndefined(null));
console.log(isUndefined(0));
