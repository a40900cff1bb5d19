console.log(isFunction(x => x));
console.log(isFunction(Math.max));
console.log(isFunction(class Point {})); // classes are functions
console.log(isFunction('function'));
console.log(isFunction(null));
