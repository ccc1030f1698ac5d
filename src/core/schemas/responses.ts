import { SIGNUP_POLICIES } from '../accounts/sign-up-policy';
import { LOCALES } from '../i18n/locales';
import { z } from 'zod';
import { detailAnswerShape } from '../collection/disc-fields';

/**
 * What the API answers, as zod schemas: the route declarations in core/api use them for the
 * OpenAPI document and for the web client's types. The `id` in `.meta()` names the schema in
 * the document's components.
 */

/** Every error: `{ error: { code, message, fields? } }`; `fields` maps a field to its message. */
export const apiErrorSchema = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
    }),
  })
  .meta({ id: 'Error' });

/** What every record a player owns carries: its id and the player's. */
const ownedRecord = { id: z.string(), userId: z.string() };

export const bagSchema = z
  .object({
    ...ownedRecord,
    name: z.string(),
    description: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Bag' });

const flightNumber = z.number().nullable();

/**
 * Catalogue fields copied onto a user disc when it is read (an own disc's fields for an own disc);
 * null when the disc left the catalogue.
 */
export const discDetailsSchema = z
  .object({
    name: z.string(),
    brand: z.string(),
    category: z.string(),
    speed: flightNumber,
    glide: flightNumber,
    turn: flightNumber,
    fade: flightNumber,
    own: z.literal(true).optional().meta({
      description:
        'Set when the disc is one of the player’s own discs (decision 0029), not the catalogue’s.',
    }),
  })
  .meta({ id: 'DiscDetails' });

/** A disc in a bag: the core fields, `discDetails`, and its pass-through fields at the top level. */
export const userDiscSchema = z
  .object({
    ...ownedRecord,
    bagId: z.string(),
    discitId: z.string(),
    color: z.string(),
    createdAt: z.string(),
    discDetails: discDetailsSchema.nullable(),
    ...detailAnswerShape,
    copy: z.number().int().optional().meta({
      description:
        'Sent from 2 on: another copy of a catalogue disc the bag already holds (docs/decisions/0014).',
    }),
    photoUrl: z.string().optional().meta({
      description:
        'Set when you added a photo of this disc: where to fetch it (its `v` changes with the photo).',
    }),
  })
  // Details not set are absent. Pass-through values are scalars (scalarSchema); typed loosely here because the app's
  // UserDisc type keeps them as unknown.
  .catchall(
    z.unknown().meta({ description: 'A pass-through field: text, a number, true/false or null.' }),
  )
  .meta({ id: 'UserDisc' });

/** One disc of the public catalogue: its id, the details a user disc copies, and its looks. */
export const catalogueDiscSchema = z
  .object({
    id: z.string(),
    ...discDetailsSchema.shape,
    stability: z.string().nullable(),
    pic: z.string().nullable(),
    color: z.string().nullable(),
    background_color: z.string().nullable(),
  })
  .meta({ id: 'CatalogueDisc' });

export const healthSchema = z
  .object({ status: z.enum(['ok', 'degraded']), db: z.enum(['ok', 'unavailable']) })
  .meta({ id: 'Health' });

/** The Purchase button's retailer search. */
export const clientConfigSchema = z
  .object({
    purchase: z.object({ baseUrl: z.string(), referral: z.string() }),
    /** Who may sign up (SIGNUP): the sign-up page and the landing page follow it. */
    signup: z.enum(SIGNUP_POLICIES),
    /** Single sign-on (decision 0033): the button's provider name, or null without it. */
    sso: z.object({ name: z.string() }).nullable(),
    /** PASSWORD_LOGIN: false hides the password forms (single sign-on only). */
    passwordLogin: z.boolean(),
  })
  .meta({ id: 'ClientConfig' });

/** The signed-in user as the account endpoints answer it; `name` is the display name. */
export const sessionUserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    image: z.string().nullable().optional(),
    emailVerified: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
    role: z.string().optional().meta({ description: "'admin' for the instance's admins." }),
    /** The player's language (decision 0040); null: the device's choice. */
    locale: z.enum(LOCALES).nullable().optional(),
  })
  .meta({ id: 'User' });
