console.log(is(Array, [1]));
console.log(is(Object, [1])); // an array's constructor is Array, not Object
console.log(is(Map, new Map()));
console.log(is(Number, 1));
console.log(is(String, 'text'));
console.log(is(RegExp, /x/));
console.log(is(Object, null));
console.log(is(Object, undefined));
