import Fastify, { type FastifyInstance } from 'fastify'

export interface AppOptions {
  /** SQLite file; ':memory:' for tests */
  dbFile?: string
  logger?: boolean
}

/**
 * The local marketplace API (DESIGN.md section 8).
 * Skeleton: the API issue fills in the database, the routes and the rules.
 */
export async function buildApp (options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false })
  app.get('/api/v1/open/health', async () => ({ status: 200, message: 'ok', data: { ok: true } }))
  return app
}
