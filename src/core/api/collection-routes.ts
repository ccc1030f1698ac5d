import { z } from 'zod';
import { bagSchema } from '../schemas/responses';
import { createBagSchema } from '../schemas/bag';
import { signedInRoutes } from './define-route';
import { errorAnswer, invalidInput, jsonAnswer, jsonBody, limitReached } from './json';

/** Export and import of bags (declarations; docs/decisions/0012). */
const collectionRoute = signedInRoutes(['Export and import']);
const bagNotYours = errorAnswer('Bag not found, or not yours.');
const formatParam = z.enum(['json', 'csv']).meta({
  description: 'json: complete and re-importable; csv: one row per disc, for spreadsheets.',
});
const download = {
  description:
    'The file, as an attachment: application/json (a hyzer-collection document) or text/csv.',
  headers: {
    'Content-Disposition': {
      description: 'attachment; filename="hyzer-….json|csv"',
      schema: { type: 'string' as const },
    },
  },
};

export const exportBag = collectionRoute({
  method: 'get',
  path: '/api/bags/{id}/export/{format}',
  operationId: 'exportBag',
  summary: 'Download one of your bags as JSON or CSV',
  request: {
    params: z.object({
      id: z.string().meta({ description: 'The bag id. Anything not yours: 404.' }),
      format: formatParam,
    }),
  },
  responses: { 200: download, 400: invalidInput, 404: bagNotYours },
});

export const exportCollection = collectionRoute({
  method: 'get',
  path: '/api/export/{format}',
  operationId: 'exportCollection',
  summary: 'Download every bag and disc you have as JSON or CSV',
  request: { params: z.object({ format: formatParam }) },
  responses: { 200: download, 400: invalidInput },
});

/** The import's path, which gets a larger body limit than the rest of the API. */
export const IMPORT_PATH = '/api/import';
/**
 * The import body: a file as a JSON string, whose escaping adds to it. The largest export at the
 * ceilings (import-limits.ts) is a 58.3 MB body (export-size.test.ts); a larger one is refused
 * before it is read.
 */
export const IMPORT_BODY_MAX_BYTES = 64 * 1024 * 1024;

export const importBodySchema = z
  .strictObject({
    format: z.enum(['json', 'csv'], { error: 'Choose JSON or CSV' }),
    content: z.string({ error: 'The file must be text' }),
    bagId: z
      .string()
      .optional()
      .meta({ description: 'Import into this bag of yours. Absent: new bags.' }),
    // The bag form's rules: the same length and text checks, the same messages.
    newBagName: createBagSchema.shape.name.optional().meta({
      description:
        'Import everything into one new bag of this name. Without bagId and newBagName, one new bag per bag named in the file.',
    }),
    dryRun: z
      .boolean()
      .optional()
      .meta({ description: 'Only check the file and answer the report.' }),
    sameNameBags: z.enum(['ask', 'new']).optional().meta({
      description:
        'When a new bag would have the name of one of yours (a repeat import): ask (the default: nothing is stored and `sameNameBags` lists the names), or new (the new bag is named "<name> (2)", then 3, …).',
    }),
  })
  .meta({ id: 'ImportInput' });
export type ImportInput = z.input<typeof importBodySchema>;

export const importReportRowSchema = z
  .object({
    row: z.number().meta({ description: 'The spreadsheet row (CSV) or the disc’s place (JSON).' }),
    bag: z.string().nullable(),
    name: z.string(),
    brand: z.string(),
    matched: z.object({ id: z.string(), name: z.string(), brand: z.string() }).nullable(),
    problem: z.string().nullable(),
    suggestions: z.array(z.string()),
    ownDisc: z
      .object({
        status: z.enum(['new', 'existing']),
        id: z.string().nullable().meta({ description: 'own-<uuid>; null for a new one.' }),
        name: z.string(),
        brand: z.string(),
        category: z.string(),
        speed: z.number(),
        glide: z.number(),
        turn: z.number(),
        fade: z.number(),
      })
      .optional()
      .meta({
        description:
          'Set when the row comes in as one of your own discs (decision 0029): a new one made from its numbers, or one you have.',
      }),
    note: z.string().optional().meta({
      description: '"new: your own disc" or "your own disc", for rows with ownDisc.',
    }),
  })
  .meta({ id: 'ImportReportRow' });

export const importResultSchema = z
  .object({
    imported: z.boolean(),
    message: z.string(),
    count: z.number().meta({ description: 'Discs imported (0 unless imported).' }),
    bags: z.array(bagSchema).meta({ description: 'The bags the discs went into.' }),
    report: z.array(importReportRowSchema),
    history: z
      .object({
        courses: z.number().meta({ description: 'Courses made (0 unless imported or dryRun).' }),
        layouts: z.number().meta({ description: 'Layouts made, under new or existing courses.' }),
        rounds: z.number().meta({ description: 'Rounds imported (or that would be, dryRun).' }),
        alreadyImported: z.number().meta({
          description: 'Rounds of the file you already have (same course, layout and start).',
        }),
        report: z
          .array(
            z.object({
              kind: z.enum(['course', 'round']),
              index: z.number().meta({ description: 'Its place in the file, from 1.' }),
              name: z.string(),
              problem: z.string(),
            }),
          )
          .meta({ description: 'The courses and rounds that cannot be imported, and why.' }),
      })
      .optional()
      .meta({ description: 'The file’s courses and rounds, when it has any (a JSON export).' }),
    sameNameBags: z.array(z.string()).optional().meta({
      description:
        'The new bags that would take the name of one of yours: nothing was stored; send sameNameBags "new", or a bagId.',
    }),
  })
  .meta({ id: 'ImportResult' });
export type ImportResult = z.output<typeof importResultSchema>;

export const importDiscs = collectionRoute({
  method: 'post',
  path: IMPORT_PATH,
  operationId: 'importDiscs',
  summary: 'Import a JSON or CSV file into a new or existing bag: all or nothing',
  description:
    'Every row is matched to the catalogue and checked; if any row cannot be imported nothing is stored and the answer (200, imported: false) names each row and why, with name suggestions for unknown discs. Duplicates (in the file or already in the bag) are refused. A JSON export’s courses, layouts and rounds (with their scores and shots) are imported too, checked as their routes check them (a bad one is reported under history and nothing is stored): courses and layouts are matched to yours by name, a round you already have (same course, layout and start) is skipped, and a shot’s disc is the imported (else existing) disc of the brand and name it gives. Files over 56 MB (JSON) or 2 MB (CSV) answer 413; files of more than 5,000 discs, 500 courses, 2,000 layouts or 10,000 rounds (the most a player may keep) answer 400.',
  request: { body: jsonBody(importBodySchema) },
  responses: {
    200: jsonAnswer('Checked (dryRun) or refused: nothing stored.', importResultSchema),
    201: jsonAnswer('Imported.', importResultSchema),
    400: invalidInput,
    404: bagNotYours,
    409: limitReached,
    413: errorAnswer('The file is larger than 2 MB (payload_too_large).'),
  },
});
