console.log(JSON.stringify(castArray('foo')));
console.log(JSON.stringify(castArray([1])));
const same = [1, 2];
console.log(castArray(same) === same); // arrays are returned as they are
console.log(JSON.stringify(castArray(undefined)));
console.log(JSON.stringify(castArray([])));
