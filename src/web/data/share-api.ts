import * as shareRoutes from '../../core/api/share-routes';
import type { BagShare, SharedBag } from '../../core/schemas/share';
import { callApi } from '../lib/api-client';

/** Calls to a bag's public link (owner) and to a shared bag (anyone with the link). */
export const fetchBagShare = (id: string): Promise<BagShare> =>
  callApi(shareRoutes.getBagShare, { params: { id } });
export const enableBagShare = (id: string): Promise<BagShare> =>
  callApi(shareRoutes.enableBagShare, { params: { id } });
export const rotateBagShare = (id: string): Promise<BagShare> =>
  callApi(shareRoutes.rotateBagShare, { params: { id } });
export const disableBagShare = (id: string): Promise<void> =>
  callApi(shareRoutes.disableBagShare, { params: { id } });
/** Whether the link shows the discs' measured landings (decision 0030). */
export const setShareShowsThrows = (id: string, showThrows: boolean): Promise<BagShare> =>
  callApi(shareRoutes.setBagShareSettings, { params: { id }, body: { showThrows } });
export const fetchSharedBag = (token: string): Promise<SharedBag> =>
  callApi(shareRoutes.getSharedBag, { params: { token } });
