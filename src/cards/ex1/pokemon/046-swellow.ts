import { attack, pokemon, resist, weak } from '../../kit'
import { hasNoSpecialCondition } from '../../effects/powers'

/**
 * ex1-46. Swellow: its Poké-Power Drive Off makes the opponent switch their Active Pokémon (they choose the Benched
 * one). Printed "can't be used if Swellow is affected by a Special Condition": every one, Poison and Burn too.
 */
export const SWELLOW = pokemon({
  id: 'ex1-46',
  name: 'Swellow',
  stage: 'stage1',
  evolvesFrom: 'Taillow',
  hp: 70,
  types: ['colorless'],
  weakness: weak('lightning'),
  resistance: resist('fighting'),
  retreat: 0,
  abilities: [
    {
      name: 'Drive Off',
      exKind: 'poke-power',
      oncePerTurn: true,
      text:
        'Once during your turn (before your attack), if Swellow is your Active Pokémon, you may have your opponent ' +
        'switch their Active Pokémon with 1 of their Benched Pokémon (they choose which). Not while Swellow has a ' +
        'Special Condition.',
      canUse: (c) => c.self.zone === 'active' && c.benched(c.opp).length > 0 && hasNoSpecialCondition(c, c.self),
      *use(c) {
        yield* c.switchActive(c.opp, c.opp, 'Drive Off: switch your Active Pokémon with which Benched Pokémon?')
      },
    },
  ],
  attacks: [attack('Wing Attack', ['colorless', 'colorless'], 30)],
})
