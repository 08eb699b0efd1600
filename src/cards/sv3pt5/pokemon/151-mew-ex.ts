import { attack, pokemon, resist, weak } from '../../kit'

export const MEW_EX = pokemon({
  id: 'sv3pt5-151',
  name: 'Mew ex',
  stage: 'basic',
  ruleBox: 'ex',
  hp: 180,
  types: ['psychic'],
  weakness: weak('darkness'),
  resistance: resist('fighting'),
  retreat: 0,
  abilities: [
    {
      name: 'Restart',
      text: 'Once during your turn, with fewer than 3 cards in your hand and cards left in your deck, you may draw until your hand holds 3 cards.',
      oncePerTurn: true,
      canUse: (c) => c.me.hand.length < 3 && c.me.deck.length > 0,
      use(c) {
        c.draw(3 - c.me.hand.length)
      },
    },
  ],
  attacks: [
    attack('Genome Hacking', ['colorless', 'colorless', 'colorless'], 0, {
      copiesAttack: true,
      text: "Choose 1 of the attacks of your opponent's Active Pokémon and use it as this attack.",
      *effect(c) {
        if (!c.exists(c.defending)) return
        // a VSTAR Power or GX attack already used up this game is not this player's to copy (EffectCtx.useAttack)
        const attacks = c.pokemonAt(c.defending).attacks.filter((a) => !c.powerUsedUp(a))
        if (attacks.length === 0) return
        const i = yield* c.chooseOne(
          'Genome Hacking: use which attack?',
          attacks.map((a) => a.name),
        )
        yield* c.useAttack(attacks[i]!)
      },
    }),
  ],
})
