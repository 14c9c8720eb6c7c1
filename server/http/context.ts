import type { FastifyInstance } from 'fastify'
import type { Deps } from '../deps'

export interface Viewer { id: number, jti: string }

export interface Call {
  params: Record<string, unknown>
  headers: Record<string, string | string[] | undefined>
  ip: string
  /** the logged-in user, or null for a visitor */
  viewer: Viewer | null
  /** the logged-in user's id; throws status 401 for a visitor */
  userId: () => number
}

export type Handler = (call: Call) => unknown

export interface RouteOptions {
  /**
   * Public reads that depend only on their parameters and the database (item list,
   * item detail): the answer is kept until the next write to the database.
   */
  cache?: boolean
  /** runs before the cache is read, e.g. to time out stale orders so the answer is fresh, or to count an item-page view */
  before?: (params: Record<string, unknown>) => void
  /** one path that reads without parameters and writes with them (privacy settings, profile): GET may only read */
  writesWithParams?: boolean
}

/**
 * What a call changes: false for a read (GET, HEAD and POST), true for a write (POST only;
 * GET and HEAD answer HTTP 405), 'with-params' for a path that writes only when given parameters.
 */
export type WriteMode = boolean | 'with-params'

/** One served call, as `app.apiRoutes` lists it. */
export interface ApiRoute { path: string, write: WriteMode }

export interface Api {
  /** Serve a read at `path` (a client path: under /api/v1/open unless it starts with /api/v1/) for GET, HEAD and POST. */
  route: (path: string, handler: Handler, options?: RouteOptions) => void
  /** Serve a call that changes state: POST only (README "Methods"). */
  write: (path: string, handler: Handler, options?: RouteOptions) => void
  deps: Deps
  /** the /api scope, for the few raw routes (redirects, images) */
  scope: FastifyInstance
}
