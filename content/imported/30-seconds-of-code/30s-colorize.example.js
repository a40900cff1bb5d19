console.log(JSON.stringify(colorize('foo').red));
console.log(JSON.stringify(colorize('foo', 'bar').bgBlue)); // background colours reset at the end
console.log(JSON.stringify(colorize().green));
const keys = Object.keys(colorize('x'));
console.log(keys.length, keys.includes('bgWhite'));
