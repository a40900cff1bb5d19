console.log(isNil(null));
console.log(isNil(undefined));
console.log(isNil({}.missing));
console.log(isNil(0)); // falsy, but not nil
console.log(isNil(''));
