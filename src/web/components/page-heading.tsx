/** A screen's title (its one h1) with a line under it saying what the screen is for. */
import type { ReactNode } from 'react';

export function PageHeading({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">{title}</h1>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{children}</p>
    </div>
  );
}
