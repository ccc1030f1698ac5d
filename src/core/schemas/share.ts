import { z } from 'zod';
import { sharedAnswerShape } from '../collection/disc-fields';
import { userDiscSchema } from './responses';
import { sharedLandingSchema } from './throw';
export * from '../rules/share';

/** The owner's view of a bag's link: off, or on with its token and page address. */
export const bagShareSchema = z
  .object({
    enabled: z.boolean(),
    token: z.string().optional().meta({ description: 'The link’s secret; absent when off.' }),
    path: z
      .string()
      .optional()
      .meta({ description: 'The public page, relative to the site: /s/<token>.' }),
    createdAt: z.string().optional().meta({ description: 'When this link was made.' }),
    showThrows: z
      .boolean()
      .optional()
      .meta({ description: 'The link shows the discs’ measured landings (off by default).' }),
  })
  .meta({ id: 'BagShare' });

/** PATCH /api/bags/{id}/share: what the link shows. */
export const bagShareSettingsSchema = z
  .strictObject(
    { showThrows: z.boolean({ error: 'showThrows must be true or false' }) },
    { error: 'Expected an object' },
  )
  .meta({ id: 'BagShareSettings' });
export type BagShare = z.output<typeof bagShareSchema>;

/** The fields a shared disc has in common with the owner's own disc. */
const disc = userDiscSchema.shape;

/**
 * One disc as a shared bag shows it: the catalogue's details and what a friend may see of the
 * player's own (colour, plastic, weight, condition, own flight numbers). Never notes, the
 * nickname or ink, dates or any id (decision 0015). Archived discs are not shared.
 */
export const sharedDiscSchema = z
  .strictObject({
    color: disc.color,
    discDetails: disc.discDetails,
    ...sharedAnswerShape,
    landings: z
      .array(sharedLandingSchema)
      .optional()
      .meta({ description: 'Measured landings, when the owner shows them (decision 0030).' }),
  })
  .meta({ id: 'SharedDisc' });
export type SharedDisc = z.output<typeof sharedDiscSchema>;

/** A shared bag as its public link shows it: no e-mail, no user id, no bag or disc id. */
export const sharedBagSchema = z
  .object({
    name: z.string(),
    description: z.string(),
    owner: z.object({ name: z.string().meta({ description: 'The owner’s display name.' }) }),
    discs: z.array(sharedDiscSchema),
  })
  .strict()
  .meta({ id: 'SharedBag' });
export type SharedBag = z.output<typeof sharedBagSchema>;
