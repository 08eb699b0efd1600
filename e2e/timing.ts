/**
 * Tests that measure time (frame times, long tasks, an animation step's length) carry this tag. The e2e suite runs
 * its other tests on two workers; these run afterwards on one, with nothing else on the machine's cores, so a
 * neighbouring test's whole game cannot starve their frames (playwright.config.ts, project "timing").
 */
export const TIMING = { tag: '@timing' } as const
