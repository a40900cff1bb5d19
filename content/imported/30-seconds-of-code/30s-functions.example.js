function Counter() {
  this.count = 0;
  this.increment = () => this.count++;
  this.reset = () => (this.count = 0);
}
Counter.prototype.describe = function () {
  return `count is ${this.count}`;
};
const counter = new Counter();
console.log(JSON.stringify(functions(counter)));
console.log(JSON.stringify(functions(counter, true)));
console.log(JSON.stringify(functions({ a: 1, b: 'two' })));
