import { describe, expect, it } from 'vitest'
import { SETS } from '../../cards/sets'
import { gallerySets } from './gallery-sets'

const ids = (search: string) => gallerySets(search).map((s) => s.id)

describe('the card gallery shows the sets its address names', () => {
  it('shows every set when none is named', () => {
    expect(ids('?gallery')).toEqual(SETS.map((s) => s.id))
  })
  it('shows only the named sets, in the order of the set list', () => {
    expect(ids('?gallery&set=swsh1,base1')).toEqual(['base1', 'swsh1'])
  })
  it('shows no set for set=none or an unknown id (the made-up samples only)', () => {
    expect(ids('?gallery&set=none')).toEqual([])
    expect(ids('?gallery&set=nosuchset')).toEqual([])
  })
})
