const account = {
  owner: 'fred',
  describe(greeting, punctuation) {
    return greeting + ' ' + this.owner + punctuation;
  }
};
const describe = bindKey(account, 'describe');
console.log(describe('hi', '!'));
const hello = bindKey(account, 'describe', 'hello'); // prepended argument
console.log(hello('?'));
account.describe = function(greeting) { return greeting + ', ' + this.owner.toUpperCase(); };
console.log(describe('bye')); // looks the method up when called
