console.log(isNumber(1));
console.log(isNumber(-3.5));
console.log(isNumber('1'));
console.log(isNumber(NaN)); // NaN is of type number
console.log(isNumber(10n)); // a BigInt is not
console.log(isNumber(null));
