import * as bagRoutes from '../../core/api/bag-routes';
import * as discRoutes from '../../core/api/user-disc-routes';
import * as collectionRoutes from '../../core/api/collection-routes';
import * as photoRoutes from '../../core/api/photo-routes';
import { PHOTO_FIELD } from '../../core/photo/photo-rules';
import { request, UPLOAD_TIMEOUT_MS } from '../lib/http';
import type { ImportInput, ImportResult } from '../../core/api/collection-routes';
import type { Bag, UserDisc } from '../../core/bag-types';
import type { DiscsToBagInput } from '../../core/schemas/user-disc';
import { callApi, listResource, pathOf } from '../lib/api-client';

/**
 * Calls to /api/bags and /api/user-discs, typed by the routes' declarations in core/api.
 * Errors are the HttpError of lib/http. Deleting a bag also deletes its discs (server side, one
 * transaction).
 */
export const bagCalls = listResource(
  bagRoutes.listBags,
  bagRoutes.createBag,
  bagRoutes.updateBag,
  bagRoutes.deleteBag,
);
/** Pass-through fields sent in an update are merged into the stored ones (docs/decisions/0005). */
export const discCalls = listResource(
  discRoutes.listUserDiscs,
  discRoutes.addUserDisc,
  discRoutes.updateUserDisc,
  discRoutes.removeUserDisc,
);
/** All or nothing (docs/decisions/0014): answers the discs, now in the bag. */
export const moveDiscs = (input: DiscsToBagInput): Promise<{ discs: UserDisc[] }> =>
  callApi(discRoutes.moveUserDiscs, { body: input });
/** All or nothing: answers the new discs. */
export const copyDiscs = (input: DiscsToBagInput): Promise<{ discs: UserDisc[] }> =>
  callApi(discRoutes.copyUserDiscs, { body: input });
/** A new bag "<name> (copy)" with the bag's active discs. */
export const duplicateBag = (id: string): Promise<Bag> =>
  callApi(bagRoutes.duplicateBag, { params: { id } });

/** Download addresses (a plain link: the session cookie goes with it, the file is an attachment). */
export const bagExportUrl = (id: string, format: 'json' | 'csv'): string =>
  pathOf(collectionRoutes.exportBag.path, { id, format });
export const collectionExportUrl = (format: 'json' | 'csv'): string =>
  pathOf(collectionRoutes.exportCollection.path, { format });
/** All or nothing; a refused file answers with its report (imported: false), not an error. */
export const importDiscs = (input: ImportInput): Promise<ImportResult> =>
  callApi(collectionRoutes.importDiscs, { body: input });

/** Sets or replaces a disc's photo (sent as a form); answers the disc with its new photoUrl. */
export const uploadDiscPhoto = (id: string, file: Blob): Promise<UserDisc> => {
  const form = new FormData();
  form.append(PHOTO_FIELD, file);
  const { method, path } = photoRoutes.uploadDiscPhoto;
  return request<UserDisc>(method.toUpperCase(), pathOf(path, { id }), form, UPLOAD_TIMEOUT_MS);
};
export const removeDiscPhoto = (id: string): Promise<void> =>
  callApi(photoRoutes.removeDiscPhoto, { params: { id } });
