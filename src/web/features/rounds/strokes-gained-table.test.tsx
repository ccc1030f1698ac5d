import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { testHole, testRound, testShot } from '../../../core/testing/rounds';
import { MIN_SG_SHOTS } from '../../../core/caddie/rules';
import { playerBaseline } from '../../../core/caddie/baseline';
import { strokesGainedByDisc } from '../../../core/caddie/strokes-gained';
import type { Round } from '../../../core/schemas/round';
import { fakeApi } from '../../testing/api-handlers';
import { startApiServer } from '../../testing/msw';
import { renderSignedIn } from '../../testing/render-with-client';
import { DiscStrokesGained, StrokesGainedTable } from './strokes-gained-table';

const api = startApiServer();

/** The figures the stats answer carries for these rounds. */
const figures = (rounds: Round[]) => strokesGainedByDisc(rounds, playerBaseline(rounds));

/** `n` holes of 300 ft: a tee shot with `disc` to 40 ft, then two putts. */
const plays = (n: number, disc: string) =>
  Array.from({ length: n }, (_, i) => ({
    hole: testHole(String(i + 1), 3, 300),
    strokes: 3,
    shots: [
      testShot({ userDiscId: disc, toBasketFt: 40, result: 'fairway' }),
      testShot({ toBasketFt: 3 }),
      testShot({ result: 'basket' }),
    ],
  }));

const names = new Map([
  ['teebird', 'Teebird'],
  ['wraith', 'Wraith'],
]);

describe('StrokesGainedTable', () => {
  it('gives a figure from the minimum sample on, with the shots behind it, and none below', () => {
    const rounds = [
      testRound('a', [...plays(MIN_SG_SHOTS, 'teebird'), ...plays(MIN_SG_SHOTS - 1, 'wraith')]),
    ];
    render(<StrokesGainedTable discs={figures(rounds)} names={names} />);
    const table = screen.getByRole('table', { name: 'Strokes gained per round, by disc' });
    const teebird = within(table).getByRole('row', { name: /Teebird/ });
    expect(within(teebird).getAllByRole('cell')[0]).toHaveTextContent(String(MIN_SG_SHOTS));
    expect(within(teebird).getAllByRole('cell')[1]).toHaveTextContent(/^[+−]?\d\.\d\d$/);
    expect(teebird).toHaveTextContent(`Fairway ${MIN_SG_SHOTS}`);
    const wraith = within(table).getByRole('row', { name: /Wraith/ });
    expect(wraith).toHaveTextContent(
      `Not enough shots yet (${MIN_SG_SHOTS - 1} of ${MIN_SG_SHOTS} with a known start and finish)`,
    );
  });

  it('keeps one disc for its own page, and says so when nothing is described', () => {
    const rounds = [testRound('a', plays(MIN_SG_SHOTS, 'teebird'))];
    const { unmount } = render(
      <StrokesGainedTable discs={figures(rounds)} names={names} onlyDisc="teebird" />,
    );
    expect(screen.getAllByRole('row')).toHaveLength(2);
    unmount();
    render(<StrokesGainedTable discs={figures([testRound('b', [])])} names={names} />);
    expect(screen.getByText(/No described shots yet/)).toBeInTheDocument();
  });
});

describe('DiscStrokesGained', () => {
  /** The round statistics' answer with these discs' figures. */
  function stats(discs: ReturnType<typeof figures>) {
    fakeApi(api);
    api.use(
      http.get('/api/rounds/stats', () =>
        HttpResponse.json({
          rounds: 4,
          player: {
            averageByPar: [],
            fairwayHits: { made: 0, of: 0 },
            c1: { made: 0, of: 0 },
            c1x: { made: 0, of: 0 },
            c2: { made: 0, of: 0 },
          },
          layouts: [],
          discs,
        }),
      ),
    );
  }

  it('puts the disc’s strokes gained per round first, then the shots and results behind it', async () => {
    const rounds = [testRound('a', plays(MIN_SG_SHOTS, 'teebird'))];
    const [teebird] = figures(rounds);
    stats([{ ...teebird!, perShot: 0.25, perRound: 2.5 }]);
    await renderSignedIn(<DiscStrokesGained userDiscId="teebird" />);
    const section = await screen.findByRole('region', { name: 'In your rounds' });
    expect(await within(section).findByTestId('disc-strokes-gained')).toHaveTextContent(
      '+2.50 strokes gained per round (+0.25 per shot)',
    );
    expect(section).toHaveTextContent(`${MIN_SG_SHOTS} shots in 1 round: Fairway ${MIN_SG_SHOTS}`);
  });

  it('says how many shots are still missing for a figure', async () => {
    const rounds = [testRound('a', plays(MIN_SG_SHOTS - 6, 'teebird'))];
    stats(figures(rounds));
    await renderSignedIn(<DiscStrokesGained userDiscId="teebird" />);
    expect(
      await screen.findByText(
        `Not enough shots yet (${MIN_SG_SHOTS - 6} of ${MIN_SG_SHOTS} with a known start and finish)`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('disc-strokes-gained')).toBeNull();
  });

  it('says so when the disc was never described in a round', async () => {
    stats(figures([testRound('a', plays(MIN_SG_SHOTS, 'wraith'))]));
    await renderSignedIn(<DiscStrokesGained userDiscId="teebird" />);
    expect(await screen.findByText(/No described shots with this disc yet/)).toBeInTheDocument();
  });
});
