import { attack, pokemon, weak } from '../../kit'
import { discardEnergyToUse } from '../../effects/energy'

export const NINETALES = pokemon({
  id: 'base1-12',
  name: 'Ninetales',
  stage: 'stage1',
  evolvesFrom: 'Vulpix',
  hp: 80,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 1,
  attacks: [
    attack('Lure', ['colorless', 'colorless'], 0, {
      text: 'If your opponent has any Benched Pokémon, choose one of them; it switches places with their Active Pokémon.',
      *effect(c) {
        if (c.benched(c.opp).length === 0 || c.protectedFromEffects(c.defending)) return
        yield* c.switchActive(c.opp, c.seat, "Lure: choose your opponent's Benched Pokémon to bring in")
      },
    }),
    attack('Fire Blast', ['fire', 'fire', 'fire', 'fire'], 80, {
      text: 'To use this attack, discard 1 Fire Energy card attached to Ninetales.',
      payCost: discardEnergyToUse(1, 'fire'),
    }),
  ],
})
