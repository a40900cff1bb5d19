// The exact rate depends on the machine, so print only what always holds.
let runs = 0;
const work = () => {
  runs++;
  for (let i = 0; i < 10000; i++) Math.sqrt(i);
};
const rate = hz(work);
console.log(runs); // 100 iterations by default
console.log(typeof rate, rate > 0);
runs = 0;
console.log(hz(work, 25) > 0, runs);
