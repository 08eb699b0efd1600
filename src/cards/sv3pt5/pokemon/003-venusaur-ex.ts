import { attack, pokemon, weak } from '../../kit'
import { defendingIsNow } from '../../effects/conditions'
import { damagedPokemon } from '../../effects/healing'

export const VENUSAUR_EX = pokemon({
  id: 'sv3pt5-3',
  name: 'Venusaur ex',
  stage: 'stage2',
  evolvesFrom: 'Ivysaur',
  ruleBox: 'ex',
  hp: 340,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 4,
  abilities: [
    {
      name: 'Tranquil Flower',
      text: 'Once during your turn, while this Pokémon is in the Active Spot, you may heal 60 damage from one of your Pokémon (offered when one of them has damage).',
      oncePerTurn: true,
      canUse: (c) => c.self.zone === 'active' && damagedPokemon(c).length > 0,
      *use(c) {
        const to = yield* c.chooseSlot(damagedPokemon(c), {
          text: 'Tranquil Flower: heal 60 damage from which Pokémon?',
        })
        if (to) c.heal(to, 60)
      },
    },
  ],
  attacks: [
    attack('Dangerous Toxwhip', ['grass', 'grass', 'colorless'], 150, {
      text: "After the damage, your opponent's Active Pokémon becomes Confused and Poisoned.",
      effect: defendingIsNow('confused', 'poisoned'),
    }),
  ],
})
