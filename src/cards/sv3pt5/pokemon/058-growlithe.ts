import { attack, pokemon, weak } from '../../kit'

export const GROWLITHE = pokemon({
  id: 'sv3pt5-58',
  name: 'Growlithe',
  stage: 'basic',
  hp: 80,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 2,
  attacks: [
    attack('Vaporize', ['fire'], 10, {
      text: "Discard a Water Energy from your opponent's Active Pokémon.",
      *effect(c) {
        c.dealDamage()
        if (!c.protectedFromEffects(c.defending))
          yield* c.discardEnergy(c.defending, 1, { type: 'water', text: 'Vaporize: choose a Water Energy to discard' })
      },
    }),
  ],
})
