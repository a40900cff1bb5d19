console.log(JSON.stringify(initializeNDArray(1, 3)));
console.log(JSON.stringify(initializeNDArray(5, 2, 2, 2)));
console.log(JSON.stringify(initializeNDArray('x', 2, 3)));
console.log(initializeNDArray(7)); // no dimensions: the value itself
const grid = initializeNDArray(0, 2, 2);
grid[0][0] = 9; // rows are not shared
console.log(JSON.stringify(grid));
