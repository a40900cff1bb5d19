console.log(JSON.stringify(fibonacci(10)));
console.log(JSON.stringify(fibonacci(2)));
console.log(JSON.stringify(fibonacci(1)));
console.log(JSON.stringify(fibonacci(0)));
