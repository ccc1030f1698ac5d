import * as bagRoutes from '../../core/api/bag-routes';
import * as discRoutes from '../../core/api/user-disc-routes';
import * as collectionRoutes from '../../core/api/collection-routes';
import * as photoRoutes from '../../core/api/photo-routes';
import { PHOTO_FIELD } from '../../core/photo/photo-rules';
import { request, UPLOAD_TIMEOUT_MS } from '../lib/http';
import type { ImportInput, ImportResult } from '../../core/api/collection-routes';
import { pathOf } from '../lib/api-client';
import type { Bag, UserDisc } from '../../core/bag-types';
import type { CreateBagInput, UpdateBagInput } from '../../core/schemas/bag';
import type {
  AddDiscInput,
  DiscsToBagInput,
  UpdateDiscInput,
} from '../../core/schemas/user-disc';
import { callApi } from '../lib/api-client';

/**
 * Calls to /api/bags and /api/user-discs, typed by the routes' declarations in core/api.
 * Errors are the HttpError of lib/http.
 */
export const fetchBags = (): Promise<Bag[]> => callApi(bagRoutes.listBags);
export const createBag = (input: CreateBagInput): Promise<Bag> =>
  callApi(bagRoutes.createBag, { body: input });
export const updateBag = (id: string, changes: UpdateBagInput): Promise<Bag> =>
  callApi(bagRoutes.updateBag, { params: { id }, body: changes });
/** Also deletes the bag's discs (server side, one transaction). */
export const deleteBag = (id: string): Promise<void> =>
  callApi(bagRoutes.deleteBag, { params: { id } });

export const fetchUserDiscs = (): Promise<UserDisc[]> => callApi(discRoutes.listUserDiscs);
export const addDisc = (input: AddDiscInput): Promise<UserDisc> =>
  callApi(discRoutes.addUserDisc, { body: input });
/** Pass-through fields sent are merged into the stored ones (docs/decisions/0005). */
export const updateDisc = (id: string, changes: UpdateDiscInput): Promise<UserDisc> =>
  callApi(discRoutes.updateUserDisc, { params: { id }, body: changes });
export const removeDisc = (id: string): Promise<void> =>
  callApi(discRoutes.removeUserDisc, { params: { id } });
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
