import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** A catalogue disc as GET /api/catalog serves it (the fields the specs use). */
export interface CatalogueDisc {
  id: string;
  name: string;
  brand: string;
  category: string;
  speed: number | null;
  glide: number | null;
  turn: number | null;
  fade: number | null;
}

/** A JSON call in the page's session (the Origin header satisfies the CSRF check). */
export async function api<T>(page: Page, method: string, url: string, data?: unknown): Promise<T> {
  const res = await page.request.fetch(url, {
    method,
    data,
    headers: { origin: new URL(page.url()).origin },
  });
  expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBeTruthy();
  return (res.status() === 204 ? null : await res.json()) as T;
}

export function catalogue(page: Page): Promise<CatalogueDisc[]> {
  return api<CatalogueDisc[]>(page, 'GET', '/api/catalog');
}
