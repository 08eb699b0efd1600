/** The tutorial: the lessons' data (today's game, the classic practice duel) and the pure helpers that read it (docs/tutorial.md). */
export type { Expect, Lesson, OpponentScript, Spot, Step, Tutorial, TutorialDuel } from './types'
export { PRACTICE_DUEL } from './practice-duel'
export { MODERN_LESSON } from './modern-lesson'
export { TUTORIALS } from './lessons'
export { askOf, picksFit, picksFor, sayExpect } from './match'
export { freshOpponentMemory, opponentPicks, type OpponentChoice, type OpponentMemory } from './opponent'
export { isReadStep, nextLessonStart, tutorialSetup, waitsForOpponent, walkthrough, type Walk } from './walkthrough'
export { expectSpots, stepSpots, type StepSpots } from './spots'
