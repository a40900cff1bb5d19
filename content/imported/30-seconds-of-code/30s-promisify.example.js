const divideLater = (a, b, callback) =>
  setTimeout(() => (b === 0 ? callback(new Error('division by zero')) : callback(null, a / b)), 5)
const divide = promisify(divideLater)
console.log(await divide(10, 4))
try {
  await divide(1, 0)
} catch (err) {
  console.log(`rejected: ${err.message}`)
}
