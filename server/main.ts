// Starts the local marketplace API; with --static DIR it also serves that H5 build.
//   tsx server/main.ts [--port 3000] [--host 127.0.0.1] [--db server/data/market.db] [--static dist/h5]
// Browser origins besides its own that may call it: CORS_ORIGINS=https://a.example,https://b.example (server/README.md "CORS").
import { parseArgs } from 'node:util'
import { buildApp } from './app'
import { registerStatic } from './static'
import { readProviderConfig, startupCheck } from './providers/config'

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.API_PORT ?? '3000' },
    host: { type: 'string', default: process.env.API_HOST ?? '127.0.0.1' },
    db: { type: 'string', default: process.env.DB_FILE ?? 'server/data/market.db' },
    static: { type: 'string' }
  }
})

async function main (): Promise<void> {
  const providers = readProviderConfig()
  const check = startupCheck(providers)
  if (check.message) console.log(`  ${check.message}`)
  if (!check.start) process.exit(1)
  const app = await buildApp({ dbFile: values.db, logger: process.env.NODE_ENV !== 'test', providers })
  if (values.static) await registerStatic(app, values.static)
  const address = await app.listen({ port: Number(values.port), host: values.host })
  // close the database cleanly (WAL checkpoint) when stopped
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => { app.close().finally(() => process.exit(0)) })
  console.log(`\n  本地市场 API 已启动: ${address}${values.static ? `  (H5: ${address}/pages/market/home/index)` : ''}\n`)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
