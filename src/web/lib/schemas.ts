/**
 * The API's schemas in the web app (docs/decisions/0037). Building zod schemas is work done when
 * their module loads: on a phone it was the longest task of a signed-in page's start, for forms
 * nobody had opened yet. So they come in a chunk of their own, asked for when the player starts
 * on a form (usePreloadedSchemas) and awaited when it checks its input; the constants, labels and
 * messages the pages show are in core/rules, without zod.
 * A form that checks its input itself (not through useZodForm):
 *   const schemas = useFormSchemas();
 *   const s = await schemas.load(); if (!s) return; // schemas.error says why
 *   const parsed = s.parseDraft(draft);
 */
import { useEffect, useState } from 'react';
import type * as bundle from './schema-bundle';

export type Schemas = typeof bundle;

let loading: Promise<Schemas> | undefined;

/**
 * The schemas' chunk; a failed load (offline before the app was cached) is tried again next time.
 */
export function loadSchemas(): Promise<Schemas> {
  loading ??= import('./schema-bundle').catch((err: unknown) => {
    loading = undefined;
    throw err;
  });
  return loading;
}

/** What a form says when it cannot check its input because the schemas' chunk did not load. */
export const SCHEMAS_UNAVAILABLE =
  'This form could not be checked: part of the app did not load. ' +
  'Check your connection and try again.';

/** The schemas, or null when their chunk cannot load (the caller says SCHEMAS_UNAVAILABLE). */
export const schemasOrNull = (): Promise<Schemas | null> => loadSchemas().catch(() => null);

/**
 * Asks for the schemas once the player starts on the calling form (a focus, a press or a key
 * anywhere on the page): not while the page starts, when building them would hold a phone's
 * main thread, and well before the form's first check.
 */
export function usePreloadedSchemas(): void {
  useEffect(() => {
    const events = ['focusin', 'pointerdown', 'keydown'] as const;
    const load = () => {
      for (const type of events) document.removeEventListener(type, load, true);
      void schemasOrNull();
    };
    for (const type of events) document.addEventListener(type, load, true);
    return () => {
      for (const type of events) document.removeEventListener(type, load, true);
    };
  }, []);
}

/**
 * The schemas for a form that checks its input itself: asked for at the player's first touch,
 * `load()` gives them, or null when they cannot load, and `error` then says so (until a later
 * load works).
 */
export function useFormSchemas(): { load: () => Promise<Schemas | null>; error?: string } {
  usePreloadedSchemas();
  const [failed, setFailed] = useState(false);
  const load = async () => {
    const schemas = await schemasOrNull();
    setFailed(schemas === null);
    return schemas;
  };
  return { load, error: failed ? SCHEMAS_UNAVAILABLE : undefined };
}
