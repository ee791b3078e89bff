import { describe, expect, it } from 'vitest'
import { BUDGETS_KIB, measureBudgets } from '../../scripts/bundle-budget.js'

const webDir = new URL('../../build/web/', import.meta.url).pathname

describe('the first-load budgets (brotli)', () => {
  const measured = measureBudgets(webDir)

  it(`the sign-in page's JavaScript stays within ${BUDGETS_KIB.signIn} KiB`, () => {
    expect(measured.signIn).toBeGreaterThan(0)
    expect(measured.signIn).toBeLessThanOrEqual(BUDGETS_KIB.signIn)
  })

  it(`the kiosk loads at most ${BUDGETS_KIB.kiosk} KiB more after sign-in`, () => {
    expect(measured.kiosk).toBeGreaterThan(0)
    expect(measured.kiosk).toBeLessThanOrEqual(BUDGETS_KIB.kiosk)
  })
})
