import type { FastifyInstance } from 'fastify'

/** Form bodies (the client's default) parsed with URLSearchParams; a repeated key keeps its last value. */
export function acceptFormBodies (app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)))
  })
}
