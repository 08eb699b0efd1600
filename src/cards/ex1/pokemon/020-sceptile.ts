import { attack, pokemon, resist, weak } from '../../kit'
import { perHeads } from '../../effects/coins'
import { energyCardMover, hasNoSpecialCondition } from '../../effects/powers'

const ENERGY_TRANS = energyCardMover('Energy Trans', 'grass')

/** ex1-20. Sceptile: its Poké-Power Energy Trans moves Grass Energy cards around, as often as you like. */
export const SCEPTILE_20 = pokemon({
  id: 'ex1-20',
  name: 'Sceptile',
  stage: 'stage2',
  evolvesFrom: 'Grovyle',
  hp: 100,
  types: ['grass'],
  weakness: weak('fire'),
  resistance: resist('water'),
  retreat: 3,
  abilities: [
    {
      name: 'Energy Trans',
      exKind: 'poke-power',
      // Printed "as often as you like": the one ex1 Poké-Power without the once-a-turn limit.
      oncePerTurn: false,
      text:
        'As often as you like during your turn (before your attack), move a Grass Energy card attached to 1 of your ' +
        'Pokémon to another of your Pokémon. Not while Sceptile has a Special Condition.',
      canUse: (c) => hasNoSpecialCondition(c, c.self) && ENERGY_TRANS.canMove(c),
      use: ENERGY_TRANS.move,
    },
  ],
  attacks: [
    attack('Tail Rap', ['grass', 'colorless', 'colorless'], 50, {
      damageSuffix: '×',
      text: 'Flip 2 coins. This attack does 50 damage for each heads.',
      effect: perHeads(2),
    }),
  ],
})
