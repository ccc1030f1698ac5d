/**
 * The card each part of the Admin page sits in: the account page's section (features/account),
 * given by the route (routes/admin.tsx), which composes the two features.
 */
import type { ComponentType, ReactNode } from 'react';

export type Section = ComponentType<{ title: string; help: ReactNode; children: ReactNode }>;
