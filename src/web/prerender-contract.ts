/**
 * The server loads the build's server bundle as a ServerRenderBundle (core/api/server-render.ts).
 * This holds prerender.tsx's exports to that shape: a change to either side that breaks the
 * other fails the web typecheck. Types only; nothing of it is in any bundle.
 */
import type { ServerRenderBundle } from '../core/api/server-render';
import type * as bundle from './prerender';

type Holds<T extends ServerRenderBundle> = T;
/** prerender.tsx's module, checked against what the server expects of it. */
export type CheckedServerBundle = Holds<typeof bundle>;
