/**
 * Every schema the web app checks input with, with zod, in one chunk loaded on demand (lib/schemas.ts,
 * docs/decisions/0037): the forms'. Import it only through loadSchemas.
 */
import { z } from 'zod';
import { STABILITY_LABELS } from '../../core/disc/types';
import { createOwnDiscSchema } from '../../core/schemas/own-disc';

export {
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  settingsSchema,
  signupSchema,
} from '../../core/schemas/auth';
export { createBagSchema } from '../../core/schemas/bag';
export { discDetailsInputSchema } from '../../core/collection/disc-fields';
export { parseDraft } from '../../core/schemas/disc-details-form';

/** The own-disc form: the API's own rules, with "no label" as an empty choice. */
export const ownDiscFormSchema = createOwnDiscSchema.extend({
  stability: z
    .union([z.enum(STABILITY_LABELS), z.literal('')])
    .transform((v) => (v === '' ? null : v)),
});
