import { describe, expect, it } from 'vitest'
import { encodeRuns, NORTH, RESOLUTION, rasterize } from './dotted-map-land'

type Edge = [[number, number], [number, number]]

/** The edges of a closed ring through the given corners. */
const ring = (corners: Array<[number, number]>): Edge[] =>
  corners.map((corner, index) => [corner, corners[(index + 1) % corners.length] as [number, number]])

describe('dotted-map land generator', () => {
  it('writes run lengths, water first, as base64 VLQ digits', () => {
    expect(encodeRuns(Uint8Array.from([0, 0, 1, 1, 1]))).toBe('CD')
    expect(encodeRuns(Uint8Array.from([1, 0]))).toBe('ABB')
    // 40 = 8 + 32 × 1: a digit 8 with the "more" bit, then 1.
    expect(encodeRuns(Uint8Array.from([...Array(40).fill(0), 1, 1]))).toBe('oBC')
  })

  it('marks the cells whose centres lie inside the land, holes excluded', () => {
    const square = ring([
      [-10, -10],
      [10, -10],
      [10, 10],
      [-10, 10],
    ])
    const lake = ring([
      [-2, -2],
      [2, -2],
      [2, 2],
      [-2, 2],
    ])
    const { columns, rows, cells } = rasterize([...square, ...lake])
    expect(columns).toBe(360 / RESOLUTION)
    const cell = (lat: number, lng: number) =>
      cells[Math.floor((NORTH - lat) / RESOLUTION) * columns + Math.floor((lng + 180) / RESOLUTION)]
    expect(cells.reduce((sum, value) => sum + value, 0)).toBe(40 * 40 - 8 * 8)
    expect(cell(5, 5)).toBe(1)
    expect(cell(-9.9, 9.9)).toBe(1)
    expect(cell(0, 0)).toBe(0)
    expect(cell(10.1, 0)).toBe(0)
    expect(cell(0, -10.1)).toBe(0)
    expect(rows).toBeGreaterThan(0)
  })
})
