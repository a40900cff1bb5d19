console.log(isPrimitive(null));
console.log(isPrimitive(undefined));
console.log(isPrimitive(50));
console.log(isPrimitive('Hello!'));
console.log(isPrimitive(false));
console.log(isPrimitive(Symbol('s')));
console.log(isPrimitive([]));
console.log(isPrimitive({}));
console.log(isPrimitive(new String('boxed'))); // a wrapper object is not primitive
