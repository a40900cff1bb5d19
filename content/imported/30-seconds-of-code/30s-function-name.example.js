function greet(name) {
  return `Hello, ${name}!`;
}
// Logs the name, then hands the same function back.
const same = functionName(greet);
console.log(same === greet);
console.log(same('Ada'));
functionName(Math.max);
const double = x => x * 2; // an arrow function takes its variable's name
console.log(functionName(double)(21));
