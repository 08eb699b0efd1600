import { attack, pokemon, weak } from '../../kit'
import { moreDamageAgainstExOrV } from '../../effects/damage'

export const JOLTEON = pokemon({
  id: 'sv3pt5-135',
  name: 'Jolteon',
  stage: 'stage1',
  evolvesFrom: 'Eevee',
  hp: 110,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 0,
  attacks: [
    attack('Linear Attack', ['lightning'], 0, {
      text: "Choose 1 of your opponent's Pokémon: this attack does 30 damage to it (no Weakness or Resistance for a Benched Pokémon).",
      *effect(c) {
        const target = yield* c.chooseSlot(c.allPokemon(c.opp), {
          text: 'Linear Attack: do 30 damage to which Pokémon?',
        })
        if (target) c.dealDamage(30, target)
      },
    }),
    attack('Fighting Lightning', ['lightning', 'colorless', 'colorless'], 90, {
      damageSuffix: '+',
      text: "Does 90 more damage when your opponent's Active Pokémon is a Pokémon ex or a Pokémon V.",
      effect: moreDamageAgainstExOrV(90),
    }),
  ],
})
