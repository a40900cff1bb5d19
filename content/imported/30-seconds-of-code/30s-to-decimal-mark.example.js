console.log(toDecimalMark(1234567.891));
console.log(toDecimalMark(1000));
// At most three decimals are kept
console.log(toDecimalMark(0.123456));
console.log(toDecimalMark(-98765.4));
console.log(toDecimalMark(999));
