import {
  getDiscPhoto,
  PHOTO_BODY_MAX_BYTES,
  removeDiscPhoto,
  uploadDiscPhoto,
} from '../../core/api/photo-routes';
import {
  PHOTO_BUSY,
  PHOTO_FIELD,
  PHOTO_MAX_BYTES,
  PHOTO_REQUIRED,
  PHOTO_RETRY_AFTER_SECONDS,
  PHOTO_TOO_LARGE,
} from '../../core/photo/photo-rules';
import { discNotFound } from '../collection/collection-errors';
import { invalidInput } from '../http/validation';
import { userDiscService } from '../collection/user-disc-service';
import { apiGroup, serve } from '../http/declared-route';
import { ApiError } from '../http/errors';
import { requireUser } from '../http/session';
import { processPhoto } from '../collection/photo-processing';
import { photoService } from '../collection/photo-service';
import { processPhotoTurns, type PhotoTurns } from '../collection/photo-turns';
import type { RouteDeps } from './route-deps';

const tooLarge = () => new ApiError(413, 'payload_too_large', PHOTO_TOO_LARGE);

/**
 * The request body, counted while it streams in: past PHOTO_BODY_MAX_BYTES (a declared length
 * says so before anything is read) it stops reading and answers 413, so a body is never held
 * beyond the limit whatever its Content-Length or chunking says.
 */
async function readBody(req: Request): Promise<Uint8Array> {
  const declared = Number(req.headers.get('content-length') ?? NaN);
  if (declared > PHOTO_BODY_MAX_BYTES) throw tooLarge();
  if (!req.body) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader: ReadableStreamDefaultReader<Uint8Array> = req.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > PHOTO_BODY_MAX_BYTES) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size);
}

/** The file of a multipart upload, or null when the body has none. */
async function uploadedFile(req: Request): Promise<File | null> {
  const type = req.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) return null;
  const body = await readBody(req);
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': type } }).formData();
  } catch {
    return null;
  }
  const file = form.get(PHOTO_FIELD);
  return file instanceof File ? file : null;
}

/**
 * A player's photo of one of their discs (declared in core/api/photo-routes, decision 0016):
 * upload (multipart, checked by content, re-encoded as WebP), read (owner only, ETag) and remove.
 * Another player's disc, a missing one and a malformed id answer the same 404. Uploads take turns
 * (collection/photo-turns): one decode at a time, a short queue, 503 with Retry-After beyond it.
 */
export function photoRoutes(deps: RouteDeps, turns: PhotoTurns = processPhotoTurns) {
  const { sessions } = deps;
  const photos = photoService(deps.database.db);
  const discs = userDiscService(deps.database.db, { catalogue: deps.catalogue });
  const group = apiGroup();

  group.openapi(
    serve(
      group,
      uploadDiscPhoto,
      requireUser(sessions, 'User must be logged in to add a photo of a disc'),
    ),
    async (c) => {
      const userId = c.var.user.id;
      const id = c.req.param('id');
      await photos.requireDisc(userId, id);
      // A place in the photo queue before the body is read: past it, 503 at once.
      const ticket = turns.enter(userId);
      if (!ticket) {
        return c.json({ error: { code: 'busy', message: PHOTO_BUSY } }, 503, {
          'Retry-After': String(PHOTO_RETRY_AFTER_SECONDS),
        });
      }
      let photo;
      try {
        const file = await uploadedFile(c.req.raw);
        if (!file || file.size === 0) throw invalidInput({ [PHOTO_FIELD]: PHOTO_REQUIRED });
        if (file.size > PHOTO_MAX_BYTES) throw tooLarge();
        photo = await processPhoto(new Uint8Array(await file.arrayBuffer()), ticket);
      } finally {
        ticket.leave();
      }
      await photos.put(userId, id, photo);
      const disc = await discs.find(userId, id);
      if (!disc) throw discNotFound(); // removed while the photo was being made
      return c.json(disc, 200);
    },
  );

  group.openapi(
    serve(group, getDiscPhoto, requireUser(sessions, 'User must be logged in to view a photo')),
    async (c) => {
      const userId = c.var.user.id;
      const id = c.req.param('id');
      const headers = {
        'Cache-Control': 'private, max-age=0, must-revalidate',
        'X-Content-Type-Options': 'nosniff',
      };
      const asked = c.req.header('if-none-match');
      if (asked) {
        const hash = await photos.hash(userId, id);
        if (asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === `"${hash}"`)) {
          return c.body(null, 304, { ...headers, ETag: `"${hash}"` });
        }
      }
      const photo = await photos.get(userId, id);
      return c.body(new Uint8Array(photo.data), 200, {
        ...headers,
        'Content-Type': 'image/webp',
        ETag: `"${photo.hash}"`,
      });
    },
  );

  group.openapi(
    serve(
      group,
      removeDiscPhoto,
      requireUser(sessions, 'User must be logged in to remove a photo of a disc'),
    ),
    async (c) => {
      await photos.remove(c.var.user.id, c.req.param('id'));
      return c.body(null, 204);
    },
  );
  return group;
}
