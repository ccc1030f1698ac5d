import type { Bag, UserDisc } from '../../../core/bag-types';
import type { CreateBagInput, UpdateBagInput } from '../../../core/schemas/bag';
import type { AddDiscInput, UpdateDiscInput } from '../../../core/schemas/user-disc';
import { request } from '../../lib/http';

/** Typed calls to /api/bags and /api/user-discs. Errors are the HttpError of lib/http. */
const bagPath = (id: string) => `/api/bags/${encodeURIComponent(id)}`;
const discPath = (id: string) => `/api/user-discs/${encodeURIComponent(id)}`;

export const fetchBags = () => request<Bag[]>('GET', '/api/bags');
export const createBag = (input: CreateBagInput) => request<Bag>('POST', '/api/bags', input);
export const updateBag = (id: string, changes: UpdateBagInput) =>
  request<Bag>('PATCH', bagPath(id), changes);
/** Also deletes the bag's discs (server side, one transaction). */
export const deleteBag = (id: string) => request<void>('DELETE', bagPath(id));

export const fetchUserDiscs = () => request<UserDisc[]>('GET', '/api/user-discs');
export const addDisc = (input: AddDiscInput) => request<UserDisc>('POST', '/api/user-discs', input);
/** Pass-through fields sent are merged into the stored ones (docs/decisions/0006). */
export const updateDisc = (id: string, changes: UpdateDiscInput) =>
  request<UserDisc>('PATCH', discPath(id), changes);
export const removeDisc = (id: string) => request<void>('DELETE', discPath(id));
