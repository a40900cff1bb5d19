import { afterEach, beforeEach, expect, type MockInstance, vi } from 'vitest'

// A story that renders but logs an error (a React warning, a failed effect) is still broken: the
// items promise no console errors. The spy passes calls through, so the output stays readable.
let consoleError: MockInstance<typeof console.error>

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error')
})

afterEach(() => {
  const calls = consoleError.mock.calls
  consoleError.mockRestore()
  expect(calls, 'console.error was called while the story rendered').toEqual([])
})
