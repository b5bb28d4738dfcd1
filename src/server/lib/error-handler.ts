import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '@shared/contracts/errors';
import { AppError } from './app-error';
import { isUnstorableText } from './pg-errors';

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
export const UNSTORABLE_TEXT_MESSAGE = 'Text cannot contain null characters';

/**
 * The one door errors leave by (ARCHITECTURE rule 3): AppError keeps its status and text, invalid
 * input becomes a 400 with a message per field, Fastify's own client errors keep their 4xx, and
 * anything else is logged with the request id and answered with a generic 500.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body: ErrorBody = { message: error.message, code: error.code };
      if (error.fields) body.fields = error.fields;
      return reply.status(error.status).send(body);
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        fields[field || error.validationContext || 'request'] ??= issue.message ?? 'Invalid value';
      }
      const first = error.validation[0]!;
      const message =
        first.instancePath === '/'
          ? requestShapeMessage(error)
          : (first.message ?? 'Invalid value');
      return reply.status(400).send({ message, code: 'validation_error', fields });
    }

    // Valid JSON, but text PostgreSQL refuses to store or compare (a NUL character): bad input.
    if (isUnstorableText(error)) {
      return reply.status(400).send({ message: UNSTORABLE_TEXT_MESSAGE, code: 'bad_request' });
    }

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ message: error.message, code: error.code ?? 'bad_request' });
    }

    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return reply.status(500).send({ message: INTERNAL_ERROR_MESSAGE, code: 'internal_error' });
  });
}

function requestShapeMessage(error: FastifyError): string {
  const part = error.validationContext ?? 'body';
  return part === 'body' ? 'The request body must be a JSON object' : `Invalid ${part}`;
}
