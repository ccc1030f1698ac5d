import type { UdiscImportResult } from '../../../core/api/round-routes';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * An import's outcome in words: "12 rounds imported, 3 already here." with the courses and
 * layouts it made, or "Nothing new: 3 rounds already here." for a file imported before.
 */
export function udiscOutcome(r: UdiscImportResult): string {
  const here = r.alreadyImported > 0 ? `${r.alreadyImported} already here` : '';
  if (!r.imported) {
    return here
      ? `Nothing new: ${count(r.alreadyImported, 'round', 'rounds')} already here.`
      : 'Nothing new to import.';
  }
  const made = [
    r.newCourses > 0 ? count(r.newCourses, 'new course', 'new courses') : '',
    r.newLayouts > 0 ? count(r.newLayouts, 'new layout', 'new layouts') : '',
  ].filter(Boolean);
  const first = [`${count(r.rounds, 'round', 'rounds')} imported`, here].filter(Boolean).join(', ');
  return made.length ? `${first}. ${made.join(' and ')}.` : `${first}.`;
}
