console.log(isPromiseLike(Promise.resolve(1)));
const thenable = { then() {} }; // any object with a then method
console.log(isPromiseLike(thenable));
const fnThenable = () => {};
fnThenable.then = () => {};
console.log(isPromiseLike(fnThenable));
console.log(isPromiseLike({ then: 'not a function' }));
console.log(isPromiseLike(null));
console.log(isPromiseLike({}));
