import { attack, pokemon, weak } from '../../kit'
import { damageForEachEnergyOnBothActive, isBasicEnergyOf } from '../../effects/energy'

export const VICTINI_V = pokemon({
  id: 'swsh1-25',
  name: 'Victini V',
  stage: 'basic',
  ruleBox: 'V',
  hp: 190,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 2,
  attacks: [
    attack('Spreading Flames', ['colorless'], 0, {
      text: 'Choose up to 3 Fire Energy cards from your discard pile and attach them to your Pokémon as you like.',
      *effect(c) {
        const fire = c.cardsIn(c.seat, 'discard', (d) => isBasicEnergyOf(d, 'fire'))
        const chosen = yield* c.chooseCards(fire, {
          text: 'Spreading Flames: choose up to 3 Fire Energy cards from your discard pile',
          min: 1, // "up to" is 1 to N (rules.md WD-1)
          max: 3,
        })
        for (const uid of chosen) {
          const to = yield* c.chooseSlot(c.allPokemon(c.seat), { text: 'Attach this Fire Energy to which Pokémon?' })
          if (to) c.attach(uid, to)
        }
      },
    }),
    attack('Energy Burst', ['fire', 'fire'], 30, {
      damageSuffix: '×',
      text: "Does 30 damage for each Energy attached to both Active Pokémon, yours and your opponent's.",
      effect: damageForEachEnergyOnBothActive,
    }),
  ],
})
