import { attack, pokemon, resist, weak } from '../../kit'
import { defendingIsNow } from '../../effects/conditions'
import type { EffectCtx, SlotRef } from '../../../engine'
import { sameRef } from '../../../engine'

/** Your Pokémon in play that are Psychic now. */
const psychicPokemon = (c: EffectCtx): SlotRef[] => c.allPokemon(c.seat).filter((r) => c.typesOf(r).includes('psychic'))

export const GENGAR = pokemon({
  id: 'swsh1-85',
  name: 'Gengar',
  stage: 'stage2',
  evolvesFrom: 'Haunter',
  hp: 110,
  types: ['psychic'],
  weakness: weak('darkness'),
  resistance: resist('fighting'),
  retreat: 2,
  abilities: [
    {
      name: 'Life Shaker',
      text: 'As many times as you like during your turn, you may move 1 damage counter from one of your Psychic Pokémon to another of your Psychic Pokémon.',
      canUse: (c) => psychicPokemon(c).length >= 2 && psychicPokemon(c).some((r) => c.damageOn(r) > 0),
      *use(c) {
        const mine = psychicPokemon(c)
        const from = yield* c.chooseSlot(
          mine.filter((r) => c.damageOn(r) > 0),
          { text: 'Life Shaker: move a damage counter from which Psychic Pokémon?' },
        )
        if (!from) return
        const to = yield* c.chooseSlot(
          mine.filter((r) => !sameRef(r, from)),
          { text: 'Life Shaker: onto which Psychic Pokémon?' },
        )
        if (!to) return
        c.heal(from, 10)
        c.putCounters(to, 1)
      },
    },
  ],
  attacks: [
    attack('Hypnoblast', ['psychic', 'psychic', 'colorless'], 90, {
      text: "Your opponent's Active Pokémon is now Asleep.",
      effect: defendingIsNow('asleep'),
    }),
  ],
})
