// Minutes since midnight keep the example readable; timestamps in milliseconds work the same way.
const hm = (text: string) => {
  const [h = 0, m = 0] = text.split(':').map(Number)
  return h * 60 + m
}
const at = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
const slot = (from: string, to: string): Interval => ({ start: hm(from), end: hm(to) })
const show = (list: Interval[]) => list.map(({ start, end }) => `${at(start)}-${at(end)}`).join(', ') || '(none)'

const meetings = [
  slot('13:00', '14:00'),
  slot('09:00', '10:00'),
  slot('09:30', '11:00'),
  slot('11:00', '11:30'),
  slot('14:30', '17:30'),
  slot('16:00', '16:00'),
]
console.log(`merged: ${show(mergeIntervals(meetings))}`)

const workday = slot('08:00', '18:00')
console.log(`free: ${show(freeSlots(meetings, workday))}`)
console.log(`free 60+ min: ${show(freeSlots(meetings, workday, 60))}`)

const aliceFree = freeSlots(meetings, workday)
const bobFree = [slot('08:30', '09:15'), slot('11:15', '12:30'), slot('15:00', '19:00')]
console.log(`both free: ${show(intersectIntervals(aliceFree, bobFree))}`)
console.log(`fully booked: ${show(freeSlots([slot('07:00', '19:00')], workday))}`)
console.log(`nothing booked: ${show(freeSlots([], workday))}`)
