import { z } from 'zod';
import { clientConfigSchema, healthSchema } from '../schemas/responses';
import { defineRoute } from './define-route';
import { errorAnswer, json } from './json';

/** Health, client configuration and this API's own description (declarations). */
const tags = ['Server'];

export const getHealth = defineRoute({
  method: 'get',
  path: '/api/health',
  operationId: 'getHealth',
  summary: 'Is the server up and its database reachable?',
  tags,
  responses: {
    200: { description: 'Healthy.', content: json(healthSchema) },
    503: { description: 'The database cannot be reached.', content: json(healthSchema) },
  },
});

export const getConfig = defineRoute({
  method: 'get',
  path: '/api/config',
  operationId: 'getConfig',
  summary: 'Client settings: the Purchase button’s retailer search',
  tags,
  responses: { 200: { description: 'The settings.', content: json(clientConfigSchema) } },
});

export const getOpenApiDocument = defineRoute({
  method: 'get',
  path: '/api/openapi.json',
  operationId: 'getOpenApiDocument',
  summary: 'This document (OpenAPI 3.1)',
  tags,
  responses: {
    200: {
      description: 'The OpenAPI document.',
      content: json(z.record(z.string(), z.unknown())),
    },
  },
});

/** The security scheme of the metrics route: `Authorization: Bearer <METRICS_TOKEN>`. */
export const METRICS_SECURITY = 'metricsToken';

export const getMetrics = defineRoute({
  method: 'get',
  path: '/api/metrics',
  operationId: 'getMetrics',
  summary: 'Server metrics in the Prometheus text format (for the operator)',
  description:
    'Requests by route and status, latency, database connections and waits, event-loop lag, memory, photo queue and import work. Off (404) unless the server sets METRICS_TOKEN; the token goes in `Authorization: Bearer …`.',
  tags,
  security: [{ [METRICS_SECURITY]: [] }],
  responses: {
    200: {
      description: 'The metrics, in the Prometheus text exposition format 0.0.4.',
      content: { 'text/plain': { schema: z.string() } },
    },
    401: errorAnswer('No token, or not the right one (unauthenticated).'),
    404: errorAnswer('Metrics are off on this server (METRICS_TOKEN unset).'),
  },
});
