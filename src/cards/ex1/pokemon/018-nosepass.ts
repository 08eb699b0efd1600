import { attack, pokemon, weak } from '../../kit'

/**
 * ex1-18. Nosepass: Invisible Hand fetches any card when the opponent's Active Pokémon is evolved; Repulsion may send
 * the Defending Pokémon and its cards back to the opponent's hand.
 */
export const NOSEPASS = pokemon({
  id: 'ex1-18',
  name: 'Nosepass',
  stage: 'basic',
  hp: 60,
  types: ['fighting'],
  weakness: weak('water'),
  retreat: 1,
  attacks: [
    attack('Invisible Hand', ['colorless'], 0, {
      text: "If any of your opponent's Active Pokémon is an Evolved Pokémon, search your deck for any 1 card and put it into your hand. Shuffle your deck afterward.",
      *effect(c) {
        // "Any of your opponent's Active Pokémon": either of the two in a 2-on-2 Battle (seed 003 Appendix A).
        if (!c.eachDefending.some((ref) => c.stackOf(ref).length >= 2)) return
        yield* c.searchDeck({ text: 'Invisible Hand: choose any card from your deck', max: 1, reveal: false })
      },
    }),
    attack('Repulsion', ['colorless', 'colorless'], 0, {
      text: 'If your opponent has no Benched Pokémon and no other Active Pokémon, this attack does nothing. Otherwise flip a coin. If heads, your opponent puts the Defending Pokémon and all cards attached to it into their hand, then chooses a new Active Pokémon.',
      *effect(c) {
        // A second Active Pokémon (2-on-2 Battle) takes the emptied spot, as a Benched one would.
        if (c.benched(c.opp).length === 0 && c.eachDefending.length < 2) {
          c.cancelled = true
          return
        }
        if (!c.flip() || !c.exists(c.defending) || c.protectedFromEffects(c.defending)) return
        c.removeFromPlay(c.defending, 'hand')
        yield* c.promoteIfNeeded(c.opp)
      },
    }),
  ],
})
