import { attack, pokemon, weak } from '../../kit'
import { intimidatingFang } from '../../effects/powers'

/** ex2-29. Arbok: Intimidating Fang (a Poké-Body, as ex1-10 Mightyena's); Toxic poisons for 2 counters a turn. */
export const ARBOK = pokemon({
  id: 'ex2-29',
  name: 'Arbok',
  stage: 'stage1',
  evolvesFrom: 'Ekans',
  hp: 70,
  types: ['grass'],
  weakness: weak('psychic'),
  retreat: 1,
  abilities: [intimidatingFang],
  attacks: [
    attack('Toxic', ['grass', 'colorless', 'colorless'], 20, {
      text: 'The Defending Pokémon is now Poisoned; Poison puts 2 damage counters on it between turns instead of 1.',
      effect: (c) => {
        c.dealDamage()
        c.poison(c.defending, 2)
      },
    }),
  ],
})
