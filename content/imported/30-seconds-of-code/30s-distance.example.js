console.log(distance(1, 1, 2, 3));
console.log(distance(0, 0, 3, 4));
console.log(distance(-1, -1, 2, 3)); // negative coordinates
console.log(distance(5, 5, 5, 5));
