import { attack, pokemon, weak } from '../../kit'
import { mayDiscardEnergyForCondition } from '../../effects/conditions'

export const SEVIPER = pokemon({
  id: 'ex2-11',
  name: 'Seviper',
  stage: 'basic',
  hp: 80,
  types: ['grass'],
  weakness: weak('psychic'),
  retreat: 2,
  attacks: [
    attack('Deadly Poison', ['colorless'], 10, {
      text: 'You may discard a Grass Energy card attached to Seviper. If you do, the Defending Pokémon is now Poisoned.',
      effect: mayDiscardEnergyForCondition('grass', 'poisoned'),
    }),
    attack('Extra Poison', ['colorless', 'colorless'], 20, {
      text: 'If the Defending Pokémon is a Pokémon-ex, it is now Asleep and Poisoned.',
      effect(c) {
        const ex = c.pokemonAt(c.defending).ruleBox === 'ex-classic'
        c.dealDamage()
        if (ex) {
          c.asleep()
          c.poison()
        }
      },
    }),
  ],
})
