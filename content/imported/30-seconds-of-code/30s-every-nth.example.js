console.log(JSON.stringify(everyNth([1, 2, 3, 4, 5, 6], 2)));
console.log(JSON.stringify(everyNth(['a', 'b', 'c', 'd', 'e', 'f', 'g'], 3)));
console.log(JSON.stringify(everyNth([1, 2, 3], 1)));
console.log(JSON.stringify(everyNth([1, 2], 5))); // n longer than the array
