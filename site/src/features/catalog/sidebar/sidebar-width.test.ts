// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import {
  applyWidth,
  isAcceptedWidth,
  readStoredWidth,
  SIDEBAR_WIDTH_STORAGE_KEY,
  SIDEBAR_WIDTH_VARIABLE,
  sidebarWidthScriptSource,
  steppedWidth,
} from './sidebar-width'

describe('sidebar width', () => {
  afterEach(() => {
    localStorage.clear()
    document.documentElement.style.removeProperty(SIDEBAR_WIDTH_VARIABLE)
  })

  it('accepts widths strictly between 280 and 600 px', () => {
    expect(isAcceptedWidth(280)).toBe(false)
    expect(isAcceptedWidth(280.5)).toBe(true)
    expect(isAcceptedWidth(320)).toBe(true)
    expect(isAcceptedWidth(599)).toBe(true)
    expect(isAcceptedWidth(600)).toBe(false)
    expect(isAcceptedWidth(Number.NaN)).toBe(false)
  })

  it('steps by 10 px and stops at the last accepted whole pixel', () => {
    expect(steppedWidth(320, 1)).toBe(330)
    expect(steppedWidth(320, -1)).toBe(310)
    expect(steppedWidth(595, 1)).toBe(599)
    expect(steppedWidth(285, -1)).toBe(281)
  })

  it('reads a kept width, and falls back to 320 for a missing or refused one', () => {
    expect(readStoredWidth()).toBe(320)
    localStorage.setItem(SIDEBAR_WIDTH_STORAGE_KEY, '450')
    expect(readStoredWidth()).toBe(450)
    localStorage.setItem(SIDEBAR_WIDTH_STORAGE_KEY, '600')
    expect(readStoredWidth()).toBe(320)
    localStorage.setItem(SIDEBAR_WIDTH_STORAGE_KEY, 'wide')
    expect(readStoredWidth()).toBe(320)
  })

  it('shows a width at once and keeps it only when asked', () => {
    applyWidth(400, false)
    expect(document.documentElement.style.getPropertyValue(SIDEBAR_WIDTH_VARIABLE)).toBe('400px')
    expect(localStorage.getItem(SIDEBAR_WIDTH_STORAGE_KEY)).toBeNull()
    applyWidth(410.4, true)
    expect(localStorage.getItem(SIDEBAR_WIDTH_STORAGE_KEY)).toBe('410')
  })

  it('the page script applies the same rule as readStoredWidth', () => {
    const run = () => new Function(sidebarWidthScriptSource)()
    localStorage.setItem(SIDEBAR_WIDTH_STORAGE_KEY, '500')
    run()
    expect(document.documentElement.style.getPropertyValue(SIDEBAR_WIDTH_VARIABLE)).toBe('500px')
    document.documentElement.style.removeProperty(SIDEBAR_WIDTH_VARIABLE)
    localStorage.setItem(SIDEBAR_WIDTH_STORAGE_KEY, '280')
    run()
    expect(document.documentElement.style.getPropertyValue(SIDEBAR_WIDTH_VARIABLE)).toBe('')
  })
})
