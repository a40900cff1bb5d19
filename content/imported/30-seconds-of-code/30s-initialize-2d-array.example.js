console.log(JSON.stringify(initialize2DArray(2, 3, 0)));
console.log(JSON.stringify(initialize2DArray(3, 1))); // value defaults to null
const grid = initialize2DArray(2, 2, '.');
grid[0][0] = '#'; // each row is its own array
console.log(JSON.stringify(grid));
console.log(JSON.stringify(initialize2DArray(4, 0)));
