console.log(factorial(6));
console.log(factorial(1));
console.log(factorial(0));
try {
  factorial(-1);
} catch (e) {
  console.log(`${e.name}: ${e.message}`);
}
