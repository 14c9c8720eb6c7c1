import type { HumanCheckProvider } from '.'

/** The simulated check (模拟人机验证) passes everyone. */
export const simulatedHumanCheck: HumanCheckProvider = { simulated: true, check: async () => ({ passed: true }) }
