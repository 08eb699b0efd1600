/**
 * The tutorial as data (docs/tutorial.md): a practice duel with fixed decks, fixed coin flips and a scripted
 * opponent, and the steps that guide the player through it. Cards are named as printed ('Water Energy',
 * 'Squirtle'), so the data reads like the lesson.
 */
import type { RuleSetId } from '../engine'

/**
 * One decision the tutorial expects, by card and Pokémon names. The player's own Pokémon in play are named by
 * their top card ('Squirtle'); for the scripted opponent, "its own" Pokémon likewise.
 */
export type Expect =
  /** Setup: choose this Basic as the Active Pokémon. */
  | { do: 'setup-active'; card: string }
  /** Setup: put exactly these Basics on the Bench (then Done). */
  | { do: 'setup-bench'; cards: string[] }
  /** Answer a question with the option of this label ('Go first'). */
  | { do: 'choose'; ask: 'first-player' | 'yes-no' | 'choose'; option: string }
  /** Take a Prize card: any of them. */
  | { do: 'take-prize' }
  /** Choose this Pokémon as the new Active one (after a Knock Out). */
  | { do: 'promote'; pokemon: string }
  /** Pay a cost by discarding exactly these Energy cards. */
  | { do: 'discard-energy'; cards: string[] }
  /** Main phase: drag this Energy card from the hand onto the named Pokémon. */
  | { do: 'attach-energy'; card: string; to: string }
  /** Main phase: drag this Evolution card onto the named Pokémon. */
  | { do: 'evolve'; card: string; to: string }
  /** Main phase: drag this Basic Pokémon to the Bench. */
  | { do: 'bench'; card: string }
  /** Main phase: drag this Trainer card onto the table. */
  | { do: 'play-trainer'; card: string }
  /** Main phase: drag this Pokémon Tool from the hand onto the named Pokémon. */
  | { do: 'attach-tool'; card: string; to: string }
  /** Main phase: use this Ability of the named Pokémon (click the Pokémon, then the Ability's button). */
  | { do: 'use-ability'; pokemon: string; ability: string }
  /** Main phase: use the Stadium in play, named as printed (its button beside the attacks). */
  | { do: 'use-stadium'; stadium: string }
  /** Main phase: drag the Active Pokémon onto this Benched Pokémon. */
  | { do: 'retreat'; to: string }
  /** Main phase: use the Active Pokémon's attack of this name. */
  | { do: 'attack'; attack: string }
  | { do: 'end-turn' }

/** Something on the table a step points at. */
export type Spot =
  /** A card in your hand, by name. */
  | { hand: string }
  /** One of your Pokémon in play, by the name of its top card. */
  | { mine: string }
  /** One of your opponent's Pokémon in play. */
  | { theirs: string }
  /** Places on the table: your Active Pokémon, your Bench, the play area, Prize cards, decks, the question panel. */
  | { zone: 'active' | 'bench' | 'play' | 'prizes' | 'their-prizes' | 'deck' | 'their-deck' | 'decision' }
  /** A button on the table by its text: an attack, End turn, Done, Go first. */
  | { button: string }

export interface Lesson {
  id: string
  title: string
}

export interface Step {
  /** Stable id: progress is saved by step id. */
  id: string
  /** The lesson (Lesson.id) this step belongs to. */
  lesson: string
  title: string
  /** What to do and why, in one or two sentences. */
  text: string
  /**
   * The decisions this step teaches, in order; only these are accepted. Without `do` the step is read: the
   * player presses Next, and the opponent waits until then.
   */
  do?: Expect[]
  /** A read step that waits for the opponent's turn to end (until the player has a decision) before it shows. */
  afterOpponent?: boolean
  /** Where to look (read steps) in addition to what `do` touches and where it drops. */
  show?: Spot[]
  /** The gentle hint for anything else (default: said from the expected decision). */
  hint?: string
}

/** The scripted opponent: its setup, its main-phase moves by turn number, and answers to other questions. */
export interface OpponentScript {
  setup: { active: string; bench: string[] }
  /** Turn number → moves in order. After the last one (or one that is not possible) it ends its turn. */
  turns: Record<number, Expect[]>
  /** Other questions (promote after a Knock Out, a card effect's choice), by ask; default: the first option(s). */
  answers?: Partial<Record<'promote' | 'take-prize' | 'choose-target' | 'discard-energy', Expect>>
}

export interface TutorialDuel {
  rules: RuleSetId
  seed: number
  prizes: number
  /** Seat 0 (the player) and seat 1, top card first: the opening 7, then the Prize cards, then the draws. */
  decks: [string[], string[]]
  /** Every coin flip of the duel, in order (true = heads). */
  flips: boolean[]
  opponent: OpponentScript
}

export interface Tutorial {
  /** Which lesson this is: its progress is saved under this id ('modern', 'classic'). */
  id: string
  /** How the menu of lessons names it, and the line under it. */
  name: string
  blurb: string
  /** Bump when steps change so old progress restarts instead of landing on a different step. */
  version: number
  duel: TutorialDuel
  lessons: Lesson[]
  steps: Step[]
  /** Shown when the duel is won. */
  finish: { title: string; text: string }
}
