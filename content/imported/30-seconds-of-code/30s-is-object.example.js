console.log(isObject({ a: 1 }));
console.log(isObject([1, 2, 3]));
console.log(isObject(() => {})); // functions are objects too
console.log(isObject(new Date()));
console.log(isObject('text'));
console.log(isObject(42));
console.log(isObject(null));
console.log(isObject(undefined));
