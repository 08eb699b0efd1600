import { attack, pokemon, resist, weak } from '../../kit'
import { damageCountersOn, damagesEachOfOpponentsPokemon, moreDamageForEach } from '../../effects/damage'

/** ex2-23. Steelix: Rage grows with its damage counters; Spinning Tail hits every one of the opponent's Pokémon. */
export const STEELIX = pokemon({
  id: 'ex2-23',
  name: 'Steelix',
  stage: 'stage1',
  evolvesFrom: 'Onix',
  hp: 100,
  types: ['metal'],
  weakness: weak('fire'),
  resistance: resist('grass'),
  retreat: 4,
  attacks: [
    attack('Rage', ['fighting', 'colorless', 'colorless'], 10, {
      damageSuffix: '+',
      text: 'Does 10 damage plus 10 more damage for each damage counter on Steelix.',
      effect: moreDamageForEach(10, (c) => damageCountersOn(c, c.self)),
    }),
    attack('Spinning Tail', ['metal', 'metal', 'colorless', 'colorless'], 0, {
      text: "Does 20 damage to each of your opponent's Pokémon (no Weakness or Resistance for Benched Pokémon).",
      effect: damagesEachOfOpponentsPokemon(20),
    }),
  ],
})
