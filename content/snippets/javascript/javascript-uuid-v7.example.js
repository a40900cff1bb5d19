const fixedTime = Date.UTC(2024, 4, 1, 9, 30, 0, 123)
const fixedRandom = new Uint8Array([0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff])
const id = uuidv7({ now: fixedTime, random: fixedRandom })
console.log(id)
console.log(uuidv7Date(id).toISOString())
console.log(uuidv7({ now: 0, random: new Uint8Array(10) }))

// Real randomness and clock: print only properties that always hold.
const ids = Array.from({ length: 1000 }, () => uuidv7())
console.log(ids.every(isUuidv7), new Set(ids).size, ids[0].length)

const hourly = [3, 1, 2].map((hour) => uuidv7({ now: Date.UTC(2024, 0, 1, hour) }))
console.log(hourly.toSorted().map((u) => uuidv7Date(u).getUTCHours()).join(','))

console.log(isUuidv7(crypto.randomUUID()), isUuidv7('not-a-uuid'))
try {
  uuidv7({ now: -1 })
} catch (error) {
  console.log(`${error.name}: ${error.message}`)
}
