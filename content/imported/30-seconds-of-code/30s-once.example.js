let runs = 0
const init = once(name => {
  runs += 1
  return `ready: ${name}`
})
console.log(init('db'))
console.log(init('cache'))
console.log(runs)
