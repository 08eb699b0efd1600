import { attack, pokemon, weak } from '../../kit'

export const LAPRAS = pokemon({
  id: 'swsh1-48',
  name: 'Lapras',
  stage: 'basic',
  hp: 130,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 3,
  attacks: [
    attack('Aqua Wash', ['water', 'water', 'water', 'water'], 70, {
      text: "After the damage, you may choose 2 Energy attached to the opponent's Active Pokémon and put them into their hand.",
      *effect(c) {
        c.dealDamage()
        const target = c.defending
        if (!c.exists(target) || c.protectedFromEffects(target) || c.energyOn(target).length === 0) return
        if (!(yield* c.yesNo("Aqua Wash: put 2 Energy from your opponent's Active Pokémon into their hand?"))) return
        const chosen = yield* c.chooseCards(c.energyOn(target), {
          text: "Choose 2 Energy to put into your opponent's hand",
          min: Math.min(2, c.energyOn(target).length),
          max: 2,
          publicOptions: true,
        })
        for (const uid of chosen) c.moveTo(uid, 'hand')
      },
    }),
  ],
})
