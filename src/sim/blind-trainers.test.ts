/**
 * The Trainers the blind agents (the simple agent and the yardstick, src/ai/blind-trainers.ts) never play, read from
 * the cards' texts (issue 21: src/ai names no card). Every Trainer of every set we ship is read; the lists below were
 * made by reading each card's text, so a reading that lets a harmful Trainer through, or starts holding back a
 * harmless one, fails here. Lives in src/sim because it needs the cards (src/ai may not import src/cards).
 */
import { describe, expect, it } from 'vitest'
import type { CardDef, TrainerDef } from '../engine'
import { loadedCards } from '../cards/registry'
import { SETS } from '../cards/sets'
import { blindAvoids, isBlindTrainerPlay } from '../ai/blind-trainers'

const trainers = (setId: string): TrainerDef[] =>
  loadedCards().filter((d): d is TrainerDef => d.kind === 'trainer' && d.id.startsWith(`${setId}-`))
const avoidedNames = (setId: string): string[] =>
  [
    ...new Set(
      trainers(setId)
        .filter(blindAvoids)
        .map((d) => d.name),
    ),
  ].sort()
const byName = (setId: string, name: string): TrainerDef => {
  const d = trainers(setId).find((t) => t.name === name)
  if (!d) throw new Error(`no Trainer ${name} in ${setId}`)
  return d
}

/**
 * What a blind player leaves in the hand, set by set, and why (from the text):
 * - base1: Devolution Spray (undoes its own evolution), Energy Retrieval (a card discarded from the hand to get
 *   Energy back: the hand only shrinks), Impostor Professor Oak (the opponent gets a fresh hand of 7), Item Finder
 *   (2 cards discarded for one Trainer back), Lass (its own Trainers shuffled away with theirs), Maintenance (2 hand
 *   cards back into the deck for 1), Pokédex (looks and puts back: nothing gained), Pokémon Flute (benches the
 *   opponent's Basic from their discard pile), Scoop Up (its own Pokémon back to the hand, attachments discarded).
 * - swsh1: Energy Switch (Energy moved blindly off the Pokémon it was paying for).
 * - swsh2: Oleana (2 cards discarded to put away one card of theirs), Scoop Up Net (as Scoop Up).
 * - swsh12pt5: Energy Switch, Volo (its own Benched Pokémon V discarded with everything on it).
 * - ex1: Energy Switch, Pokémon Reversal (the opponent chooses their new Active: a free retreat for them).
 * - sv3pt5, sve, ex2: nothing.
 */
const AVOIDED: Record<string, string[]> = {
  base1: [
    'Devolution Spray',
    'Energy Retrieval',
    'Impostor Professor Oak',
    'Item Finder',
    'Lass',
    'Maintenance',
    'Pokédex',
    'Pokémon Flute',
    'Scoop Up',
  ],
  sv3pt5: [],
  sve: [],
  swsh1: ['Energy Switch'],
  swsh2: ['Oleana', 'Scoop Up Net'],
  swsh12pt5: ['Energy Switch', 'Volo'],
  ex2: [],
  ex1: ['Energy Switch', 'Pokémon Reversal'],
}

describe('blind Trainers by their text', () => {
  it('covers every set we ship', () => {
    expect(Object.keys(AVOIDED).sort()).toEqual(SETS.map((s) => s.id).sort())
  })

  for (const set of SETS) {
    it(`${set.id}: the blind agents avoid exactly the Trainers that only set them back`, () => {
      expect(avoidedNames(set.id)).toEqual([...(AVOIDED[set.id] ?? [])].sort())
    })
  }

  it('the six harmful Base Set Trainers once avoided by name are avoided by their text', () => {
    for (const name of [
      'Scoop Up',
      'Devolution Spray',
      'Pokémon Flute',
      'Lass',
      'Impostor Professor Oak',
      'Energy Retrieval',
    ])
      expect(blindAvoids(byName('base1', name)), name).toBe(true)
  })

  it('Mr. Fuji (not shipped; its effect in our words) is avoided: its own Pokémon shuffled into the deck', () => {
    const fuji: TrainerDef = {
      ...byName('base1', 'Scoop Up'),
      id: 'test-fuji',
      name: 'Mr. Fuji',
      text: 'Choose 1 of your Benched Pokémon and shuffle it and every card attached to it into your deck.',
    }
    expect(blindAvoids(fuji)).toBe(true)
  })

  it("Sword & Shield's Energy Retrieval is played: no price, only Energy back to the hand", () => {
    expect(blindAvoids(byName('swsh1', 'Energy Retrieval'))).toBe(false)
    expect(blindAvoids(byName('swsh12pt5', 'Energy Retrieval'))).toBe(false)
  })

  it('a discard price is paid for a draw or a search, and the harmless Trainers stay in play', () => {
    for (const [set, name] of [
      ['base1', 'Computer Search'],
      ['base1', 'Professor Oak'],
      ['base1', 'Gust of Wind'],
      ['swsh1', 'Quick Ball'],
      ['swsh2', 'Milo'],
      ['swsh1', 'Marnie'],
      ['swsh12pt5', 'Ultra Ball'],
      ['sv3pt5', "Erika's Invitation"],
    ] as const)
      expect(blindAvoids(byName(set, name)), name).toBe(false)
  })

  it('the menu action of an avoided Trainer is not a blind play; Tools and Trainers benched as Pokémon are', () => {
    const hand: Record<number, CardDef> = {
      1: byName('base1', 'Scoop Up'),
      2: byName('base1', 'Bill'),
      3: byName('base1', 'Clefairy Doll'),
      4: byName('swsh1', 'Big Charm'),
    }
    const def = (uid: number) => hand[uid] ?? null
    expect(isBlindTrainerPlay({ type: 'play-trainer', card: 1 }, def)).toBe(false)
    expect(isBlindTrainerPlay({ type: 'play-trainer', card: 2 }, def)).toBe(true)
    expect(isBlindTrainerPlay({ type: 'bench', card: 3 }, def)).toBe(true)
    expect(isBlindTrainerPlay({ type: 'attach-tool', card: 4, target: { seat: 0, zone: 'active' } }, def)).toBe(true)
  })
})
