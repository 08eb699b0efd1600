import { attack, pokemon, weak } from '../../kit'
import { alsoDamagesItself } from '../../effects/damage'
import { moveEnergyFromOpponentsPokemon } from '../../effects/energy'

export const HELIOLISK = pokemon({
  id: 'swsh2-64',
  name: 'Heliolisk',
  stage: 'stage1',
  evolvesFrom: 'Helioptile',
  hp: 110,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [
    attack('Eerie Impulse', ['lightning'], 0, {
      text: "Flip a coin. On heads, choose one of your opponent's Pokémon and discard an Energy attached to it.",
      *effect(c) {
        if (c.flip()) yield* moveEnergyFromOpponentsPokemon(c, 'discard')
      },
    }),
    attack('Thunder', ['lightning', 'colorless'], 120, {
      text: 'This Pokémon takes 30 damage too.',
      effect: alsoDamagesItself(30),
    }),
  ],
})
