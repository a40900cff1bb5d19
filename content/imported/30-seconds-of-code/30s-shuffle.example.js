const cards = [1, 2, 3, 4, 5, 6];
const shuffled = shuffle(cards);
console.log(shuffled.length);
// Same elements, just reordered
console.log(JSON.stringify([...shuffled].sort((a, b) => a - b)));
// A new array is returned; the input is left as it was
console.log(shuffled !== cards, JSON.stringify(cards));
console.log(JSON.stringify(shuffle([])), JSON.stringify(shuffle(['only'])));
