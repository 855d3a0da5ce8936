// One JSON error shape for /api and /trpc: { error: { code, message, fieldErrors? } }.
// TRPCError codes map to HTTP statuses; anything unexpected is a 500 whose details stay in
// the log, never in the response.
import type { Response } from 'express'
import { TRPCError } from '@trpc/server'
import { getHTTPStatusCodeFromError } from '@trpc/server/http'
import { ZodError, z } from 'zod'
import type { Logger } from './logger.ts'
import { RETRY_AFTER_SECONDS } from './trpc/init.ts'

export interface ErrorBody {
  error: { code: string; message: string; fieldErrors?: Record<string, string[] | undefined> }
}

export function errorBody(
  code: string,
  message: string,
  fieldErrors?: ErrorBody['error']['fieldErrors'],
): ErrorBody {
  return { error: fieldErrors ? { code, message, fieldErrors } : { code, message } }
}

export function sendError(res: Response, err: unknown, logger: Logger): void {
  if (err instanceof TRPCError) {
    const status = getHTTPStatusCodeFromError(err)
    if (status === 503) res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS))
    if (status >= 500) logger.error({ err }, 'procedure failed')
    if (err.cause instanceof ZodError) {
      const { fieldErrors, formErrors } = z.flattenError(err.cause)
      res
        .status(status)
        .json(
          errorBody(
            err.code,
            formErrors[0] ?? 'Invalid input',
            fieldErrors as ErrorBody['error']['fieldErrors'],
          ),
        )
      return
    }
    res
      .status(status)
      .json(errorBody(err.code, status >= 500 ? 'Internal server error' : err.message))
    return
  }
  logger.error({ err }, 'unexpected error')
  res.status(500).json(errorBody('INTERNAL_SERVER_ERROR', 'Internal server error'))
}
