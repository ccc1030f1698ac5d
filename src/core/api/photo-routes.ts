import { z } from 'zod';
import { userDiscSchema } from '../schemas/responses';
import { PHOTO_FIELD } from '../photo/photo-rules';
import { errorAnswer, jsonAnswer } from './json';
import { userDiscIdParam, userDiscRoute } from './user-disc-routes';

/** /api/user-discs/{id}/photo: a player's own photo of one of their discs (docs/decisions/0016). */
const noPhoto = errorAnswer('No photo, or the disc is not yours.');

/** The upload's path pattern, which gets its own body limit (a photo is larger than JSON). */
export const PHOTO_PATH = '/api/user-discs/:id/photo';
/** The upload's body: the 15 MB file and the multipart framing around it. */
export const PHOTO_BODY_MAX_BYTES = 15 * 1024 * 1024 + 64 * 1024;

export const photoUploadSchema = z
  .object({
    [PHOTO_FIELD]: z.string().meta({
      format: 'binary',
      description:
        'The image file: JPEG, PNG, WebP or HEIF (HEIC where the server can decode it), at most 15 MB. Checked by its content; the name and claimed type are ignored.',
    }),
  })
  .meta({ id: 'PhotoUpload' });

export const uploadDiscPhoto = userDiscRoute({
  method: 'post',
  path: '/api/user-discs/{id}/photo',
  operationId: 'uploadDiscPhoto',
  summary: 'Set or replace the photo of one of your discs',
  description:
    'The server turns the image upright (EXIF orientation), shrinks it to at most 1,600 px on its longer side, strips every metadata (GPS included) and stores it as WebP. The disc then carries `photoUrl`.',
  request: {
    params: userDiscIdParam,
    body: { required: true, content: { 'multipart/form-data': { schema: photoUploadSchema } } },
  },
  responses: {
    200: jsonAnswer('The disc, with its photoUrl.', userDiscSchema),
    400: errorAnswer(
      'No file, or a file that is not a readable JPEG, PNG, WebP or HEIF image (invalid_input, field photo).',
    ),
    404: errorAnswer('Disc not found, or not yours.'),
    409: errorAnswer('Your photos would pass the per-player storage limit (limit_reached).'),
    413: errorAnswer('The file is larger than 15 MB (payload_too_large).'),
  },
});

export const getDiscPhoto = userDiscRoute({
  method: 'get',
  path: '/api/user-discs/{id}/photo',
  operationId: 'getDiscPhoto',
  summary: 'The photo of one of your discs (WebP)',
  description:
    'Answers the stored WebP with an ETag (304 to a matching If-None-Match) and `Cache-Control: private`. The `v` query parameter of photoUrl only busts caches.',
  request: { params: userDiscIdParam },
  responses: {
    200: {
      description: 'The photo.',
      content: {
        'image/webp': { schema: z.string().meta({ format: 'binary' }) },
      },
      headers: {
        ETag: { description: 'The photo’s content hash.', schema: { type: 'string' } },
      },
    },
    304: { description: 'Not changed since the ETag sent.' },
    404: noPhoto,
  },
});

export const removeDiscPhoto = userDiscRoute({
  method: 'delete',
  path: '/api/user-discs/{id}/photo',
  operationId: 'removeDiscPhoto',
  summary: 'Remove the photo of one of your discs',
  request: { params: userDiscIdParam },
  responses: {
    204: { description: 'Removed: the disc shows its catalogue picture again.' },
    404: noPhoto,
  },
});
