console.log(sdbm('snipstack'));
// The same input always gives the same number
console.log(sdbm('hello') === sdbm('hello'));
console.log(sdbm('hello') === sdbm('Hello'));
console.log(Number.isInteger(sdbm('a much longer string of text')));
console.log(sdbm(''));
