console.log(average(1, 2, 3));
console.log(average(...[4, 8, 15, 16]));
console.log(average(-5, 5));
console.log(average(2.5));
