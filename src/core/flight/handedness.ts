/** Throwing hand preference (spec local setting `disc-golf-handedness`, default righty). */
export const HANDEDNESS = ['righty', 'lefty'] as const;
export type Handedness = (typeof HANDEDNESS)[number];
export const DEFAULT_HANDEDNESS: Handedness = 'righty';
