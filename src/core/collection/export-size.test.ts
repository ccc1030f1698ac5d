import { describe, expect, it } from 'vitest';
import { IMPORT_BODY_MAX_BYTES } from '../api/collection-routes';
import { MAX_DISCS_PER_PLAYER, MAX_BAGS_PER_PLAYER, MAX_EXTRA_BYTES_PER_PLAYER } from '../limits';
import { BAG_DESCRIPTION_MAX, BAG_NAME_MAX } from '../rules/bag';
import { OWN_DISC_BRAND_MAX, OWN_DISC_NAME_MAX } from '../rules/own-disc';
import { MAX_THROWS_PER_PLAYER, THROW_NOTE_MAX, type Throw } from '../schemas/throw';
import { bag, details, userDisc } from '../testing/factories';
import { buildExport } from './export-format';
import { IMPORT_JSON_MAX_BYTES } from './import-limits';

/** The character JSON writes longest (`\u0001`, six bytes) that a stored text may hold. */
const WORST = '\u0001';

describe('an export at the ceilings', () => {
  it('fits the import’s JSON limit and its body limit, so it always imports back', () => {
    const bags = Array.from({ length: MAX_BAGS_PER_PLAYER }, (_, i) =>
      bag(`b${i}`, WORST.repeat(BAG_NAME_MAX), { description: WORST.repeat(BAG_DESCRIPTION_MAX) }),
    );
    // The text budget spread over every disc's notes.
    const notes = WORST.repeat(Math.ceil(MAX_EXTRA_BYTES_PER_PLAYER / MAX_DISCS_PER_PLAYER));
    const discs = Array.from({ length: MAX_DISCS_PER_PLAYER }, (_, i) =>
      userDisc(
        i,
        details({
          name: WORST.repeat(OWN_DISC_NAME_MAX),
          brand: WORST.repeat(OWN_DISC_BRAND_MAX),
          category: 'Distance Driver',
          speed: 14.5,
          glide: 7,
          turn: -5,
          fade: 5,
          own: true,
        }),
        { bagId: `b${i % MAX_BAGS_PER_PLAYER}`, copy: 99, notes },
      ),
    );
    const throws: Throw[] = Array.from({ length: MAX_THROWS_PER_PLAYER }, (_, i) => ({
      id: `t${i}`,
      userDiscId: discs[i % discs.length]!.id,
      distanceFt: 1199.9,
      throwType: 'backhand',
      effort: 'controlled',
      finishFt: -499.9,
      release: 'anhyzer',
      note: WORST.repeat(THROW_NOTE_MAX),
      thrownAt: '2026-11-20T10:15:00.000Z',
      measuredBy: 'gps',
      gpsAccuracyM: 14.99,
      createdAt: '',
      updatedAt: '',
    }));
    // As the export route writes it.
    const file = JSON.stringify(buildExport(bags, discs, new Date(), throws), null, 2);
    const fileBytes = Buffer.byteLength(file);
    expect(fileBytes).toBeGreaterThan(40 * 1024 * 1024);
    expect(fileBytes).toBeLessThanOrEqual(IMPORT_JSON_MAX_BYTES);
    const body = JSON.stringify({ format: 'json', content: file });
    expect(Buffer.byteLength(body)).toBeLessThanOrEqual(IMPORT_BODY_MAX_BYTES);
  });
});
