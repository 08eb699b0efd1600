/** A save record for the save tests (save-record, save-slot, save-storage): one game, one answer, fields to override. */
import { DECKS } from '../../../cards/decks'
import type { SaveRecord } from '../save-record'

export const sampleRecord = (over: Partial<SaveRecord> = {}): SaveRecord => ({
  version: 1,
  config: {
    humanDeck: DECKS[0]!.id, // a deck the catalogue knows (a save naming an unknown one is kept aside)
    aiDeck: 'random',
    rules: 'modern',
    seed: 4,
    aiSeed: 0x9e3779b9,
    humanSeat: 0,
    level: 'hard',
  },
  setup: { decks: [['a'], ['b']], seed: 4, rules: 'modern' },
  responses: [{ decision: 1, picks: [0] }],
  savedAt: 123,
  stateHash: 'abcd1234',
  gameId: 'g1',
  revision: 0,
  ...over,
})
