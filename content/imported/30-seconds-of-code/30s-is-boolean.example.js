console.log(isBoolean(false));
console.log(isBoolean(1 < 2));
console.log(isBoolean(null));
console.log(isBoolean('true'));
console.log(isBoolean(new Boolean(true))); // a wrapper object, not a primitive
