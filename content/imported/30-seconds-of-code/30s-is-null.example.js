console.log(isNull(null));
console.log(isNull(undefined));
console.log(isNull(0));
console.log(isNull('null'));
