console.log(JSON.stringify(unzip([['a', 1, true], ['b', 2, false]])));
// Groups of different lengths
console.log(JSON.stringify(unzip([['a', 1, true], ['b', 2]])));
console.log(JSON.stringify(unzip([])));
