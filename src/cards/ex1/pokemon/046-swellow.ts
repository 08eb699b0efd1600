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
        'Once during your turn (before your attack), if Swellow is your Active Pokémon, you may switch 1 of the ' +
        "Defending Pokémon with 1 of your opponent's Benched Pokémon (your opponent chooses which Benched Pokémon). " +
        'Not while Swellow has a Special Condition.',
      canUse: (c) => c.self.zone === 'active' && c.benched(c.opp).length > 0 && hasNoSpecialCondition(c, c.self),
      *use(c) {
        // "1 of the Defending Pokémon": in a 2-on-2 Battle Swellow's player picks which; the opponent picks the Bench.
        yield* c.switchActive(c.opp, c.opp, 'Drive Off: switch your Active Pokémon with which Benched Pokémon?', c.seat)
      },
    },
  ],
  attacks: [attack('Wing Attack', ['colorless', 'colorless'], 30)],
})
