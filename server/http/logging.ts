import type { FastifyRequest, FastifyServerOptions } from 'fastify'

/**
 * A field whose name says it holds a secret: secret, password, token, code, account, card, an id number
 * (id_number, idcard, id_no …), a sign-on ticket or an OpenID signature. Its value never reaches the log.
 */
export const SECRET_FIELD = /secret|passw(?:or)?d|pwd|token|code|account|card|ticket|openid\.sig|id[-_.]?(?:number|num|no)(?![a-z])/i
const REDACTED = '[redacted]'

/** Whether a name as written on the wire (percent- or plus-encoded) names a secret field. */
function secretName (raw: string): boolean {
  let name = raw
  try {
    name = decodeURIComponent(raw.replace(/\+/g, ' '))
  } catch {
    // a malformed escape: judge the name as written
  }
  return SECRET_FIELD.test(name)
}

/** The URL with every secret parameter's value replaced, for the log. */
export function redactUrl (url: string): string {
  const at = url.indexOf('?')
  if (at < 0) return url
  const pairs = url.slice(at + 1).split('&').map((pair) => {
    const eq = pair.indexOf('=')
    return eq > 0 && secretName(pair.slice(0, eq)) ? `${pair.slice(0, eq + 1)}${REDACTED}` : pair
  })
  return `${url.slice(0, at + 1)}${pairs.join('&')}`
}

// name=value (a query or form body quoted in a message), "name": value (JSON), \"name\": \"value\" (JSON inside a JSON string)
const FORM_PAIR = /([\w.%[\]+-]+)=([^&\s"'<>]*)/g
const JSON_PAIR = /("([\w.[\]-]+)"\s*:\s*)("(?:[^"\\]|\\.)*"|[^\s,}\]]+)/g
const ESCAPED_JSON_PAIR = /(\\"([\w.[\]-]+)\\"\s*:\s*)(\\"(?:[^"\\]|\\[^"])*\\"|[^\s,}\]\\]+)/g

/** A message with the value of every secret field it quotes (form, query or JSON) replaced. */
export function redactText (text: string): string {
  return text
    .replace(ESCAPED_JSON_PAIR, (whole, head: string, name: string) => secretName(name) ? `${head}\\"${REDACTED}\\"` : whole)
    .replace(JSON_PAIR, (whole, head: string, name: string) => secretName(name) ? `${head}"${REDACTED}"` : whole)
    .replace(FORM_PAIR, (whole, name: string) => secretName(name) ? `${name}=${REDACTED}` : whole)
}

/**
 * The request log (pino): method, path with secrets redacted, client address; never a header or a body. Every message
 * and error logged passes redactText, so a field quoted in one (an unexpected error's text) is blanked too.
 * `redact` also blanks the token headers should a future serializer include them.
 */
export function loggerOptions (stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level: 'info',
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request: FastifyRequest) => ({ method: request.method, url: redactUrl(request.url), remoteAddress: request.ip }),
      err: (error: Error & { code?: string }) => ({
        type: error.name, message: redactText(error.message), stack: redactText(error.stack ?? ''), code: error.code
      })
    },
    hooks: {
      logMethod (args: unknown[], method: (...args: unknown[]) => void) {
        method.apply(this, args.map((arg) => typeof arg === 'string' ? redactText(arg) : arg))
      }
    },
    redact: { paths: ['req.headers["x-access-token"]', 'req.headers.authorization', 'req.headers.cookie'], censor: REDACTED }
  }
}
