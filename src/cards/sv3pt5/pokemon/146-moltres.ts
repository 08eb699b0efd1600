import { attack, pokemon, resist, weak } from '../../kit'
import { noRetreatCostWithEnergy } from '../../effects/powers'

export const MOLTRES = pokemon({
  id: 'sv3pt5-146',
  name: 'Moltres',
  stage: 'basic',
  hp: 120,
  types: ['fire'],
  weakness: weak('lightning'),
  resistance: resist('fighting'),
  retreat: 2,
  abilities: [noRetreatCostWithEnergy('Flare Float', 'fire', 'Fire')],
  attacks: [
    attack('Blazing Flight', ['fire', 'fire', 'fire'], 0, {
      text: "Discard 2 Fire Energy from this Pokémon. This attack does 120 damage to 1 of your opponent's Benched Pokémon (no Weakness or Resistance for Benched Pokémon).",
      *effect(c) {
        const target = yield* c.chooseSlot(c.benched(c.opp), {
          text: 'Blazing Flight: do 120 damage to which Benched Pokémon?',
        })
        yield* c.discardEnergy(c.self, 2, { type: 'fire' })
        if (target) c.benchDamage(target, 120)
      },
    }),
  ],
})
