import type { UserDisc } from '../bag-types';
import type { Course } from '../schemas/course';
import type { Round } from '../schemas/round';

/**
 * The player's courses and rounds as the collection's JSON export carries them (beside `bags`;
 * docs/decisions/0043). The server's ids are left out, as for bags and discs: a course names its
 * layouts, a round its course and layout by name with the holes it was played on, and a shot its
 * disc by brand and name (the discs are in `bags`).
 */
export interface ExportedCourse {
  name: string;
  place: string;
  position: Course['position'];
  visibility: Course['visibility'];
  layouts: { name: string; holes: Course['layouts'][number]['holes'] }[];
}

export interface ExportedRound {
  courseName: string;
  layoutName: string;
  holes: Round['holes'];
  guests: string[];
  startedAt: string;
  finishedAt: string | null;
  source: Round['source'];
  scores: {
    hole: number;
    scores: Round['scores'][number]['scores'];
    shots: (Omit<Round['scores'][number]['shots'][number], 'id' | 'userDiscId'> & {
      disc: { brand: string; name: string } | null;
    })[];
  }[];
}

export function exportedCourses(courses: readonly Course[]): ExportedCourse[] {
  return courses
    .filter((c) => c.mine)
    .map((c) => ({
      name: c.name,
      place: c.place,
      position: c.position,
      visibility: c.visibility,
      layouts: c.layouts.map((l) => ({ name: l.name, holes: l.holes })),
    }));
}

export function exportedRounds(
  rounds: readonly Round[],
  discs: readonly UserDisc[],
): ExportedRound[] {
  const discOf = new Map(
    discs.map((d) => [
      d.id,
      d.discDetails ? { brand: d.discDetails.brand, name: d.discDetails.name } : null,
    ]),
  );
  return rounds.map((r) => ({
    courseName: r.courseName,
    layoutName: r.layoutName,
    holes: r.holes,
    guests: r.guests,
    startedAt: r.startedAt,
    finishedAt: r.finishedAt,
    source: r.source,
    scores: r.scores.map((h) => ({
      hole: h.hole,
      scores: h.scores,
      shots: h.shots.map(({ id: _id, userDiscId, ...shot }) => ({
        ...shot,
        disc: userDiscId === null ? null : (discOf.get(userDiscId) ?? null),
      })),
    })),
  }));
}
