import { attack, pokemon, weak } from '../../kit'
import { discardDefendingEnergy, isBasicEnergyOf } from '../../effects/energy'

export const TORKOAL_V = pokemon({
  id: 'swsh1-24',
  name: 'Torkoal V',
  stage: 'basic',
  ruleBox: 'V',
  hp: 210,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 4,
  attacks: [
    attack('Combustion Pillar', ['fire', 'fire', 'colorless'], 90, {
      damageSuffix: '+',
      text: 'Discard the top card of your deck. If it is a Fire Energy card, this attack does 90 more damage.',
      effect(c) {
        const [topCard] = c.me.deck
        if (topCard === undefined) return
        c.discard([topCard])
        if (isBasicEnergyOf(c.def(topCard), 'fire')) c.damage += 90
      },
    }),
    attack('Steam Crush', ['fire', 'fire', 'fire', 'colorless'], 120, {
      text: "After the damage, choose 2 Energy attached to your opponent's Active Pokémon and discard them.",
      *effect(c) {
        c.dealDamage()
        yield* discardDefendingEnergy(c, 2)
      },
    }),
  ],
})
