console.log(isNegativeZero(-0));
console.log(isNegativeZero(0));
console.log(isNegativeZero(0 * -1));
console.log(isNegativeZero(-1));
console.log(isNegativeZero('-0')); // a string is not a number
