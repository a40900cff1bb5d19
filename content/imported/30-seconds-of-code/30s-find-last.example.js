console.log(findLast([1, 2, 3, 4], n => n % 2 === 1));
console.log(findLast(['ant', 'bee', 'cat'], (s, i) => i < 2));
console.log(findLast([1, 3], n => n > 10));
console.log(findLast([], n => true));
