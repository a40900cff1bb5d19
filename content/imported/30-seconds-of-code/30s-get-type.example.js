console.log(getType(new Set([1, 2])));
console.log(getType([]));
console.log(getType('text'));
console.log(getType(42));
console.log(getType(() => {}));
class Point {}
console.log(getType(new Point()));
console.log(getType(null));
console.log(getType(undefined));
