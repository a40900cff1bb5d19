console.log(JSON.stringify(xProd([1, 2], ['a', 'b'])));
console.log(JSON.stringify(xProd(['S', 'M', 'L'], ['red'])));
// An empty array gives no pairs
console.log(JSON.stringify(xProd([1, 2], [])));
