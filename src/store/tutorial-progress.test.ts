import { describe, expect, it } from 'vitest'
import { parseProgress } from './tutorial-progress'

const rec = (o: Record<string, unknown>) =>
  JSON.stringify({ version: 2, step: 'welcome', index: 4, total: 27, lesson: 'First steps', ...o })

describe('tutorial progress from storage (shown as "step 5 of 27" on the start screen)', () => {
  it('reads a sound record', () => {
    expect(parseProgress(rec({}))).toMatchObject({ index: 4, total: 27, lesson: 'First steps' })
  })
  it('treats numbers no tutorial has, or a step past the end, as not started', () => {
    expect(parseProgress(rec({ index: 1e21, total: 3 }))).toBeNull()
    expect(parseProgress(rec({ index: 3, total: 3 }))).toBeNull()
    expect(parseProgress(rec({ total: 1e9 }))).toBeNull()
  })
  it('treats overlong strings as not started', () => {
    expect(parseProgress(rec({ lesson: 'x'.repeat(1_000_000) }))).toBeNull()
    expect(parseProgress(rec({ step: 'x'.repeat(500) }))).toBeNull()
  })
})
