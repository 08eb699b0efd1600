import { defendingIsNow } from '../../effects/conditions'
import { attack, pokemon, weak } from '../../kit'

/** ex1-24. Weezing: Poison Smog Poisons the Defending Pokémon and does 10 damage to each Benched one. */
export const WEEZING = pokemon({
  id: 'ex1-24',
  name: 'Weezing',
  stage: 'stage1',
  evolvesFrom: 'Koffing',
  hp: 80,
  types: ['grass'],
  weakness: weak('psychic'),
  retreat: 2,
  attacks: [
    attack('Confusion Gas', ['grass'], 10, {
      text: 'The Defending Pokémon is now Confused.',
      effect: defendingIsNow('confused'),
    }),
    attack('Poison Smog', ['grass', 'colorless'], 0, {
      text:
        "Each Defending Pokémon is now Poisoned. 10 damage to each of your opponent's Benched Pokémon (no Weakness or " +
        'Resistance for them).',
      effect: (c) => {
        for (const ref of c.eachDefending) c.poison(ref)
        for (const ref of c.benched(c.opp)) c.benchDamage(ref, 10)
      },
    }),
  ],
})
