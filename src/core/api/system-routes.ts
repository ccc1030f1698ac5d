import { z } from 'zod';
import { clientConfigSchema, healthSchema } from '../schemas/responses';
import { defineRoute } from './define-route';
import { json } from './json';

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
