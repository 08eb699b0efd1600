import { healThis } from '../../effects/healing'
import { attack, pokemon, weak } from '../../kit'

export const LUDICOLO = pokemon({
  id: 'swsh2-9',
  name: 'Ludicolo',
  stage: 'stage2',
  evolvesFrom: 'Lombre',
  hp: 160,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 2,
  attacks: [
    attack('Spirited Rushdown', ['colorless', 'colorless'], 60, {
      damageSuffix: '×',
      text: 'Does 60 damage for each Prize card you have taken so far.',
      effect(c) {
        c.damage *= c.prizesTaken(c.seat)
      },
    }),
    attack('Mega Drain', ['grass', 'colorless', 'colorless'], 120, {
      text: 'After the damage, heal 30 damage from this Pokémon.',
      effect: healThis(30),
    }),
  ],
})
