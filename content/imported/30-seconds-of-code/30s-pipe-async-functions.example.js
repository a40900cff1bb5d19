const double = x => x * 2
const addLater = async x => {
  await new Promise(r => setTimeout(r, 10))
  return x + 1
}
const fromPromise = x => Promise.resolve(x * 10)
const run = pipeAsyncFunctions(double, addLater, fromPromise)
console.log(await run(4))
console.log(await pipeAsyncFunctions()('unchanged'))
