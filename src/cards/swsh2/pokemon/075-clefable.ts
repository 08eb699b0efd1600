import { attack, pokemon, weak } from '../../kit'

export const CLEFABLE = pokemon({
  id: 'swsh2-75',
  name: 'Clefable',
  stage: 'stage1',
  evolvesFrom: 'Clefairy',
  hp: 110,
  types: ['psychic'],
  weakness: weak('metal'),
  retreat: 2,
  abilities: [
    {
      name: 'Prankish',
      text: "When you evolve one of your Pokémon into this card from your hand during your turn, you may put an Energy card attached to your opponent's Active Pokémon on the top of their deck.",
      onPlay: { to: 'evolve', may: true },
      canUse: (c) =>
        c.exists(c.defending) && c.energyOn(c.defending).length > 0 && !c.protectedFromEffects(c.defending),
      *use(c) {
        const [uid] = yield* c.chooseCards(c.energyOn(c.defending), {
          text: `Prankish: put which Energy attached to ${c.pokemonAt(c.defending).name} on top of your opponent's deck?`,
          min: 1,
          max: 1,
          publicOptions: true,
        })
        if (uid !== undefined) c.moveTo(uid, 'deck', 'top')
      },
    },
  ],
  attacks: [attack('Moon Kick', ['psychic', 'colorless'], 60)],
})
