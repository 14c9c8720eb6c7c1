import type { FastifyRequest, FastifyServerOptions } from 'fastify'

// Query parameters that carry a secret: tokens, passwords, SMS codes, signed sign-on answers.
const SECRET_PARAMS = /([?&](?:access[-_]token|token|ticket|password|pay_password|old_pay_password|code|old_code|openid\.sig)=)[^&#]*/gi

/** The URL with every secret parameter's value replaced, for the log. */
export const redactUrl = (url: string): string => url.replace(SECRET_PARAMS, '$1[redacted]')

/**
 * The request log (pino): method, path with secrets redacted, client address; never a header.
 * `redact` also blanks the token headers should a future serializer include them.
 */
export function loggerOptions (stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level: 'info',
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request: FastifyRequest) => ({ method: request.method, url: redactUrl(request.url), remoteAddress: request.ip })
    },
    redact: { paths: ['req.headers["x-access-token"]', 'req.headers.authorization', 'req.headers.cookie'], censor: '[redacted]' }
  }
}
