// 1² + 2² + ... + 10²
console.log(sumPower(10));
// 1³ + 2³ + ... + 10³
console.log(sumPower(10, 3));
// 5³ + 6³ + ... + 10³
console.log(sumPower(10, 3, 5));
// A range of one number
console.log(sumPower(4, 2, 4));
