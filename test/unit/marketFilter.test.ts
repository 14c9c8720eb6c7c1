import { EMPTY_FILTER, filterQuery, isFiltered, priceLabel, SORTS, wearLabel } from '@/components/MarketFilter/options'
import { wearRangeProblem } from '@/lib/wear'

describe('market filter rules (issue 11.4, 11.7)', () => {
  it('checks a wear range the way the server does: 0-1, four decimals, low ≤ high', () => {
    expect(wearRangeProblem('0', '0.07', true)).toBe('')
    expect(wearRangeProblem('', '1', true)).toBe('')
    expect(wearRangeProblem('0.5', '0.2', true)).toBe('最低磨损不能高于最高磨损')
    expect(wearRangeProblem('1.2', '', true)).toBe('最低磨损必须在 0 到 1 之间')
    expect(wearRangeProblem('', '0.12345', true)).toBe('最高磨损最多四位小数')
    // one exact wear is a fine filter, but no buy order (the server's two rules)
    expect(wearRangeProblem('0.2', '0.2', true)).toBe('')
    expect(wearRangeProblem('0.2', '0.2')).toBe('最低磨损必须小于最高磨损')
    expect(wearRangeProblem('-0.1', '', true)).not.toBe('')
  })

  it('sends a valid wear range to the item list and leaves a bad one out', () => {
    expect(filterQuery(730, { ...EMPTY_FILTER, minWear: '0.15', maxWear: '0.38' })).toMatchObject({ min_wear: '0.15', max_wear: '0.38' })
    const bad = filterQuery(730, { ...EMPTY_FILTER, minWear: '0.5', maxWear: '0.2' })
    expect(bad).not.toHaveProperty('min_wear')
    expect(bad).not.toHaveProperty('max_wear')
  })

  it('shows the price range in force on its button, and no sort label mentions 价格', () => {
    expect(priceLabel(EMPTY_FILTER)).toBe('价格区间')
    expect(priceLabel({ minPrice: '10', maxPrice: '100' })).toBe('¥10-100')
    expect(priceLabel({ minPrice: '10', maxPrice: '' })).toBe('≥¥10')
    expect(priceLabel({ minPrice: '', maxPrice: '99.5' })).toBe('≤¥99.5')
    expect(SORTS.map((sort) => sort.short).filter((label) => label.includes('价格'))).toEqual([])
  })

  it('labels the wear button with the exterior or the wear range, and knows when the list is filtered', () => {
    expect(wearLabel(EMPTY_FILTER)).toBe('外观')
    expect(wearLabel({ exterior: '久经沙场', minWear: '', maxWear: '' })).toBe('久经')
    expect(wearLabel({ exterior: '', minWear: '', maxWear: '0.07' })).toBe('0-0.07')
    expect(isFiltered(EMPTY_FILTER)).toBe(false)
    expect(isFiltered({ ...EMPTY_FILTER, sort: 'price_asc' })).toBe(false)
    expect(isFiltered({ ...EMPTY_FILTER, maxWear: '0.07' })).toBe(true)
  })
})
