import { MODERN_LESSON } from './modern-lesson'
import { PRACTICE_DUEL } from './practice-duel'
import type { Tutorial } from './types'

/** The lessons "Learn to play" offers, in order: today's game first (modern rules are the default), then the classic duel. */
export const TUTORIALS: Tutorial[] = [MODERN_LESSON, PRACTICE_DUEL]
