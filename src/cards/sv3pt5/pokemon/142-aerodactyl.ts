import { attack, pokemon, resist, weak } from '../../kit'

export const AERODACTYL = pokemon({
  id: 'sv3pt5-142',
  name: 'Aerodactyl',
  stage: 'stage1',
  evolvesFrom: 'Antique Old Amber',
  hp: 130,
  types: ['colorless'],
  weakness: weak('lightning'),
  resistance: resist('fighting'),
  retreat: 0,
  attacks: [
    attack('Glide', ['colorless'], 30),
    attack('Devolution Ray', ['colorless', 'colorless'], 100, {
      text: "If your opponent's Active Pokémon is evolved, devolve it: put its highest-Stage Evolution card into your opponent's hand.",
      effect(c) {
        c.dealDamage()
        const target = c.defending
        if (!c.exists(target) || c.protectedFromEffects(target)) return
        const stack = c.stackOf(target)
        if (stack.length > 1) c.devolve(target, stack.length - 1, 'hand')
      },
    }),
  ],
})
