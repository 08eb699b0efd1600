import { attack, pokemon, weak } from '../../kit'
import { ifHeadsDefendingIsNow } from '../../effects/conditions'

export const KIRLIA = pokemon({
  id: 'ex2-40',
  name: 'Kirlia',
  stage: 'stage1',
  evolvesFrom: 'Ralts',
  hp: 70,
  types: ['psychic'],
  weakness: weak('psychic'),
  retreat: 1,
  attacks: [
    attack('Psyshock', ['psychic', 'colorless'], 20, {
      text: 'Flip a coin. If heads, the Defending Pokémon is now Paralyzed.',
      effect: ifHeadsDefendingIsNow('paralyzed'),
    }),
    attack('Link Blast', ['psychic', 'colorless', 'colorless'], 60, {
      text: "If Kirlia and the Defending Pokémon don't have the same amount of Energy attached, this attack's base damage is 30 instead of 60.",
      effect(c) {
        if (c.energyUnits(c.self) !== c.energyUnits(c.defending)) c.damage = 30
      },
    }),
  ],
})
