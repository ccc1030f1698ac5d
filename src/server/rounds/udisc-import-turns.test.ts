import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UdiscImportResult } from '../../core/api/round-routes';
import { round } from '../db/schema';
import { answeredAtAll } from '../testing/answered';
import { expectStatus } from '../testing/bag-kit';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';

/** A UDisc file of `rounds` rounds of 18 holes, one a day, on two courses. */
function udiscFile(rounds: number): string {
  const holes = Array.from({ length: 18 }, (_, i) => `Hole${i + 1}`).join(',');
  const lines = [
    `PlayerName,CourseName,LayoutName,StartDate,EndDate,Total,+/-,RoundRating,${holes}`,
  ];
  const pars = Array<number>(18).fill(3).join(',');
  for (let r = 0; r < rounds; r++) {
    const date = new Date(Date.UTC(2022, 0, 1) + r * 86_400_000).toISOString().slice(0, 10);
    lines.push(`Par,Park ${r % 2},Main,${date} 1000,,54,,,${pars}`);
    lines.push(`Sam,Park ${r % 2},Main,${date} 1000,,54,0,,${pars}`);
  }
  return lines.join('\n');
}

/**
 * A UDisc import writes its rounds a chunk a transaction, so other requests are answered between
 * the chunks (on embedded PGlite a transaction holds the one connection: one transaction of 2,000
 * rounds held every request, health included, for seconds). PGlite, and PostgreSQL with
 * TEST_DATABASE_URL.
 */
describe('a UDisc import in turns', () => {
  let t: TestApp;
  let cookie: string;
  let me: string;
  const total = 300;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await signUp(t, 'udisc-turns@example.com');
    const session = await expectStatus<{ user: { id: string } }>(
      t.call('GET', '/api/auth/get-session', { cookie }),
      200,
    );
    me = session.user.id;
  });
  afterAll(() => t.close());

  const roundsNow = async () => {
    const [row] = await t.db.database.db
      .select({ n: count() })
      .from(round)
      .where(and(eq(round.userId, me)));
    return row!.n;
  };

  it('lets a reader in while it writes, and ends with every round once', async () => {
    let done = false;
    const importing = expectStatus<UdiscImportResult>(
      t.call('POST', '/api/rounds/import/udisc', {
        cookie,
        body: { content: udiscFile(total), playerName: 'Sam' },
      }),
      201,
    ).finally(() => (done = true));
    const seen: number[] = [];
    while (!done) {
      seen.push(await roundsNow());
      await new Promise((resolve) => setImmediate(resolve));
    }
    const result = await answeredAtAll('the import', importing);
    expect(result).toMatchObject({ imported: true, rounds: total, alreadyImported: 0 });
    // Some read came between two of its chunks: part of the rounds, not none and not all.
    expect(
      seen.some((n) => n > 0 && n < total),
      `rounds seen: ${[...new Set(seen)].join(', ')}`,
    ).toBe(true);
    expect(await roundsNow()).toBe(total);
    const again = await expectStatus<UdiscImportResult>(
      t.call('POST', '/api/rounds/import/udisc', {
        cookie,
        body: { content: udiscFile(total), playerName: 'Sam' },
      }),
      200,
    );
    expect(again).toMatchObject({ imported: false, rounds: 0, alreadyImported: total });
    expect(await roundsNow()).toBe(total);
  });
});
