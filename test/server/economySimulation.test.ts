import { sumWealth, yuan } from './economy/actors'
import { BUDGETS, budgetsKept, budgetVerdicts, houseBook } from './economy/book'
import { claimThenCancel, inviteFarm, selfDealingPair, sellBackLoops, smallExchanges, type DrawTally, type Strategy } from './economy/strategies'
import { honestStep, makeWorld, markStart, simulationSeed, type World } from './economy/world'

/**
 * The house never loses (issue 25 item 7; server/README.md "The house never loses"). Attackers follow one
 * strategy each with ordinary API calls, honest users trade beside them, for a few hundred seeded random steps per
 * strategy. Each run asserts that the attacker ends no richer than an honest twin making the same trades without the
 * exploit (wealth = balance + frozen + items at reference price after the sell fee − money paid in), that the house's
 * budgets hold, and that the honest users did trade. A failure names the seed: ECONOMY_SEED=<seed> repeats the run
 * (every choice and account; a fair draw's outcome is the server's seed's); ECONOMY_STEPS changes the steps per strategy.
 */
const SEED = simulationSeed()
const STEPS = Number(process.env.ECONOMY_STEPS ?? 600)

interface RunResult { strategy: string, seed: number, gain: string, counts: Record<string, number>, honestTrades: number }

/** Runs one strategy beside the honest users: STEPS random steps, then the attacker settles what is open. */
async function run (world: World, strategy: Strategy): Promise<{ result: RunResult, gain: number }> {
  markStart(world)
  let attackerBefore = await sumWealth(strategy.attacker, world.prices)
  let twinBefore = await sumWealth(strategy.twin, world.prices)
  for (let step = 0; step < STEPS; step++) {
    // accounts an attacker makes on the way (an invite farm's) start from nothing: their wealth counts from zero
    const attackers = strategy.attacker.length
    const twins = strategy.twin.length
    if (world.rand() < 0.25) await honestStep(world)
    else await strategy.step()
    if (strategy.attacker.length > attackers) attackerBefore += await sumWealth(strategy.attacker.slice(attackers), world.prices)
    if (strategy.twin.length > twins) twinBefore += await sumWealth(strategy.twin.slice(twins), world.prices)
  }
  await strategy.finish()
  const gain = (await sumWealth(strategy.attacker, world.prices) - attackerBefore) - (await sumWealth(strategy.twin, world.prices) - twinBefore)
  const result = { strategy: strategy.name, seed: world.seed, gain: yuan(gain), counts: strategy.counts, honestTrades: world.honestTrades }
  // one line per strategy, for the numbers
  console.log(`economy simulation · ${strategy.name} · seed ${world.seed} · ${STEPS} steps · attacker − twin = ¥${yuan(gain)} · ` +
    `${JSON.stringify(strategy.counts)} · honest trades ${world.honestTrades}`)
  return { result, gain }
}

/** The attacker did something, the honest users traded, the attacker gained nothing over the twin, the house kept its budgets. */
function expectHouseWins (world: World, outcome: { result: RunResult, gain: number }, exercised: string, twinExercised: string): void {
  const book = houseBook(world)
  const { counts } = outcome.result
  expect({
    seed: world.seed,
    strategy: outcome.result.strategy,
    exercised: (counts[exercised] ?? 0) > 0,
    twinTraded: (counts[twinExercised] ?? 0) > 0,
    honestTraded: world.honestTrades >= STEPS / 10
  })
    .toEqual({ seed: world.seed, strategy: outcome.result.strategy, exercised: true, twinTraded: true, honestTraded: true })
  expect({ seed: world.seed, strategy: outcome.result.strategy, attackerOverTwin: outcome.result.gain, budgets: budgetVerdicts(book) })
    .toEqual({
      seed: world.seed,
      strategy: outcome.result.strategy,
      attackerOverTwin: outcome.gain > 0 ? '≤ 0.00' : outcome.result.gain,
      budgets: budgetsKept(book)
    })
}

let world: World
beforeEach(async () => { world = await makeWorld(SEED) }, 60_000)
afterEach(async () => { await world?.close() })

describe(`the house never loses: strategies beside honest users (seed ${SEED}, ${STEPS} steps each)`, () => {
  test('claim then cancel: rewards of purchases that are then cancelled', async () => {
    expectHouseWins(world, await run(world, await claimThenCancel(world)), 'bought', 'twin bought')
  }, 120_000)

  test('a self-dealing pair: wash sales and rentals between two accounts of one person', async () => {
    expectHouseWins(world, await run(world, await selfDealingPair(world)), 'wash sales', 'twin rentals')
  }, 120_000)

  test('sell-back loops on paid draws: gift pools sold back, boxes opened', async () => {
    const strategy = await sellBackLoops(world, BUDGETS.drawReturnBp)
    const outcome = await run(world, strategy)
    const { draws } = strategy
    // luck: three standard deviations of the draws' outcome, from their published odds (worth: items and sell-backs; cash: sell-backs)
    const luck = Math.ceil(3 * Math.sqrt(draws.variance))
    const cashLuck = Math.ceil(3 * Math.sqrt(draws.cash.variance))
    const cap = Math.floor(draws.cost * BUDGETS.drawReturnBp / 10_000)
    const cashGain = draws.cash.returned - draws.cost
    const line = (
      name: string,
      t: DrawTally
    ): string => `${name}: ${t.draws} for ¥${yuan(t.cost)}, returned ¥${yuan(t.returned)} (${(t.returned / t.cost * 100).toFixed(1)} %), ` +
      `expected ${(t.expected / t.cost * 100).toFixed(1)} %`
    console.log([`economy simulation · draws: sold back ¥${yuan(draws.cash.returned)} for ¥${yuan(draws.cost)} ` +
      `(cash gain ¥${yuan(cashGain)}, 3σ ¥${yuan(cashLuck)}); with items 3σ ¥${yuan(luck)}`,
      line('all', draws), ...Object.entries(draws.bySource).map(([name, t]) => line(name, t))].join('\n'))
    // a draw refused (a pool paused over the cap) is the exploit blocked: no draw at all is a pass
    expect({
      seed: world.seed,
      'published odds over the cap': draws.publishedOverCap,
      [`returned ≤ ${BUDGETS.drawReturnBp / 100} % of the cost + 3σ`]: draws.returned <= cap + luck,
      'cash out of the loop (sold back − cost) within 3σ of luck': cashGain <= cashLuck,
      'attacker over twin within 3σ of luck': outcome.gain <= luck
    }).toEqual({
      seed: world.seed,
      'published odds over the cap': [],
      [`returned ≤ ${BUDGETS.drawReturnBp / 100} % of the cost + 3σ`]: true,
      'cash out of the loop (sold back − cost) within 3σ of luck': true,
      'attacker over twin within 3σ of luck': true
    })
    expect({ seed: world.seed, honestTrades: world.honestTrades >= STEPS / 10 }).toEqual({ seed: world.seed, honestTrades: true })
    expect({ seed: world.seed, budgets: budgetVerdicts(houseBook(world)) }).toEqual({ seed: world.seed, budgets: budgetsKept(houseBook(world)) })
  }, 120_000)

  test('many small partner exchanges that round in the attacker\'s favour', async () => {
    expectHouseWins(world, await run(world, await smallExchanges(world)), 'huya 转入', 'twin 转入')
  }, 120_000)

  test('an invite farm: an inviter with throwaway invitees who buy and cancel', async () => {
    expectHouseWins(world, await run(world, await inviteFarm(world)), 'invitees', 'twin purchases')
  }, 120_000)
})
