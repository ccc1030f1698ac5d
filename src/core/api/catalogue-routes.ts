import { z } from 'zod';
import { catalogueDiscSchema } from '../schemas/responses';
import { defineRoute } from './define-route';
import { dbUnavailable, json } from './json';

/** /api/catalog: the public disc catalogue (declarations). No session needed. */
const tags = ['Catalogue'];
const names = z.array(z.string());

export const getCatalogue = defineRoute({
  method: 'get',
  path: '/api/catalog',
  operationId: 'getCatalogue',
  summary: 'The whole catalogue, sorted by name',
  description:
    'Served compressed by Accept-Encoding (br, gzip) with an ETag per coding; cache for 30 minutes.',
  tags,
  responses: {
    200: {
      description: 'Every catalogue disc.',
      content: json(z.array(catalogueDiscSchema)),
      headers: { ETag: { description: 'Send back in If-None-Match.', schema: { type: 'string' } } },
    },
    304: { description: 'Unchanged since the ETag sent in If-None-Match.' },
    503: dbUnavailable(),
  },
});

export const listBrands = defineRoute({
  method: 'get',
  path: '/api/catalog/brands',
  operationId: 'listBrands',
  summary: 'Distinct brands, sorted ignoring case',
  tags,
  responses: {
    200: { description: 'The brands.', content: json(names) },
    503: dbUnavailable(),
  },
});

export const listCategories = defineRoute({
  method: 'get',
  path: '/api/catalog/categories',
  operationId: 'listCategories',
  summary: 'Distinct categories, sorted ignoring case',
  tags,
  responses: {
    200: { description: 'The categories.', content: json(names) },
    503: dbUnavailable(),
  },
});
