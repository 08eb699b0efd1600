import { runEffect } from '../../../engine'
import { attack, pokemon, resist, weak } from '../../kit'
import { damageToOpponentsPokemon } from '../../effects/damage'
import { attachFromDiscardToThis } from '../../effects/energy'

const attachLightning = attachFromDiscardToThis('lightning')

export const ELECTABUZZ = pokemon({
  id: 'ex2-35',
  name: 'Electabuzz',
  stage: 'basic',
  hp: 60,
  types: ['lightning'],
  weakness: weak('fighting'),
  resistance: resist('metal'),
  retreat: 1,
  attacks: [
    attack('Plasma', ['colorless'], 10, {
      text: 'Flip a coin. If heads, attach a Lightning Energy card from your discard pile to Electabuzz.',
      *effect(c) {
        if (c.flip()) yield* runEffect(attachLightning, c)
        else c.dealDamage()
      },
    }),
    attack('Thunder Spear', ['lightning', 'colorless', 'colorless'], 0, {
      text: "Choose 1 of your opponent's Pokémon. This attack does 40 damage to it (no Weakness or Resistance for a Benched Pokémon).",
      *effect(c) {
        yield* damageToOpponentsPokemon(c, 40)
      },
    }),
  ],
})
