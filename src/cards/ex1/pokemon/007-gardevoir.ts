import { attack, pokemon, weak } from '../../kit'
import { damageForEachEnergyOnBothActive, searchDeckAndAttachToOneOfYours } from '../../effects/energy'
import { hasNoSpecialCondition } from '../../effects/powers'

/**
 * ex1-7. Gardevoir: its Poké-Power Psy Shadow fetches a Psychic Energy card from the deck for any of your Pokémon, at
 * the price of 2 damage counters on that Pokémon.
 */
export const GARDEVOIR = pokemon({
  id: 'ex1-7',
  name: 'Gardevoir',
  stage: 'stage2',
  evolvesFrom: 'Kirlia',
  hp: 100,
  types: ['psychic'],
  weakness: weak('psychic'),
  retreat: 2,
  abilities: [
    {
      name: 'Psy Shadow',
      exKind: 'poke-power',
      oncePerTurn: true,
      text:
        'Once during your turn (before your attack), you may search your deck for a Psychic Energy card and attach ' +
        'it to 1 of your Pokémon, then put 2 damage counters on that Pokémon. Shuffle your deck afterward. Not while ' +
        'Gardevoir has a Special Condition.',
      canUse: (c) => hasNoSpecialCondition(c, c.self) && c.me.deck.length > 0,
      *use(c) {
        const to = yield* searchDeckAndAttachToOneOfYours(c, 'psychic', 'Psy Shadow')
        if (to) c.putCounters(to, 2)
      },
    },
  ],
  attacks: [
    attack('Energy Burst', ['psychic'], 10, {
      damageSuffix: '×',
      text: 'Does 10 damage for each Energy attached to Gardevoir and to the Defending Pokémon together.',
      effect: damageForEachEnergyOnBothActive,
    }),
  ],
})
