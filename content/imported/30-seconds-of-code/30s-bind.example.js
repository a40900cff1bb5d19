function greet(greeting, punctuation) {
  return greeting + ' ' + this.user + punctuation;
}
const freddy = { user: 'fred' };
const greetFreddy = bind(greet, freddy);
console.log(greetFreddy('hi', '!'));
const sayHello = bind(greet, { user: 'ann' }, 'hello'); // prepended argument
console.log(sayHello('?'));
