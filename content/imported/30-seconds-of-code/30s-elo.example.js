const round = ratings => JSON.stringify(ratings.map(r => Math.round(r * 100) / 100));
console.log(round(elo([1200, 1200]))); // the winner comes first
console.log(round(elo([1200, 1400]))); // an upset moves ratings further
console.log(round(elo([1500, 1200], 16))); // custom kFactor
const three = elo([1200, 1200, 1200]);
console.log(round(three));
console.log(Math.round(three.reduce((a, b) => a + b, 0))); // points are only moved around
