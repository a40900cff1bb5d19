// The result, '...' included, is 7 characters long
console.log(truncateString('boomerang', 7));
console.log(truncateString('short', 10));
console.log(truncateString('exact', 5));
// With a limit of 3 or less, '...' is added after that many characters
console.log(truncateString('boomerang', 2));
