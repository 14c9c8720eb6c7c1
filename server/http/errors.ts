import type { FastifyError, FastifyInstance } from 'fastify'
import { BizError, Status } from '../domain/status'
import { redactUrl } from './logging'

/**
 * One rule for every outcome: a handled outcome (success or business error) is
 * HTTP 200 with {status, message, data}; only a request the server cannot read
 * (bad JSON, unknown body type, body too large, unknown path) is HTTP 4xx with
 * the same envelope. Nothing answers 500: an unexpected error is logged and
 * becomes status 5000 with a Chinese message.
 */
export function installErrorHandling (scope: FastifyInstance, log: (message: string) => void): void {
  scope.setErrorHandler((error: FastifyError | BizError, request, reply) => {
    if (error instanceof BizError) {
      return reply.code(200).send({ status: error.status, message: error.message, data: error.data })
    }
    const code = (error as FastifyError).code
    const http = (error as FastifyError).statusCode ?? 500
    if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.code(413).send({ status: 413, message: '请求内容过大', data: null })
    if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return reply.code(415).send({ status: 415, message: '不支持的请求格式，请使用表单或 JSON', data: null })
    if (http >= 400 && http < 500) return reply.code(http).send({ status: http, message: '请求格式不正确', data: null })
    log(`unexpected error on ${request.method} ${redactUrl(request.url)}: ${error.stack ?? error.message}`)
    return reply.code(200).send({ status: Status.server, message: '服务器开小差了，请稍后再试', data: null })
  })
  scope.setNotFoundHandler((_request, reply) => reply.code(404).send({ status: 404, message: '接口不存在', data: null }))
}
