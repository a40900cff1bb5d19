console.log(gcd(8, 36));
console.log(gcd(...[12, 8, 32]));
console.log(gcd(17, 5)); // coprime numbers
console.log(gcd(9, 0));
console.log(gcd(42)); // a single number is its own gcd
