import { isBasicPokemon } from '../../effects/card-kinds'
import { ifHeadsMoreDamage } from '../../effects/coins'
import { moreDamageIfOpponentsActiveIs } from '../../effects/damage'
import { attack, pokemon, resist, weak } from '../../kit'

export const SCIZOR = pokemon({
  id: 'swsh12pt5-86',
  name: 'Scizor',
  stage: 'stage1',
  evolvesFrom: 'Scyther',
  hp: 130,
  types: ['metal'],
  weakness: weak('fire'),
  resistance: resist('grass', 30),
  retreat: 2,
  attacks: [
    attack('X-Scissor', ['colorless'], 30, {
      damageSuffix: '+',
      text: 'Flip a coin. On heads, this attack does 30 more damage.',
      effect: ifHeadsMoreDamage(30),
    }),
    attack('Dangerous Claws', ['colorless', 'colorless', 'colorless'], 80, {
      damageSuffix: '+',
      text: "80 more damage if your opponent's Active Pokémon is a Basic Pokémon.",
      effect: moreDamageIfOpponentsActiveIs(isBasicPokemon, 80),
    }),
  ],
})
