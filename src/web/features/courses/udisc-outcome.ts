import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { UdiscImportResult } from '../../../core/api/round-routes';
import { currentI18n } from '../../i18n/current';

/**
 * An import's outcome in words: "12 rounds imported, 3 already here." with the courses and
 * layouts it made, or "Nothing new: 3 rounds already here." for a file imported before.
 */
export function udiscOutcome(r: UdiscImportResult, i18n: I18n = currentI18n()): string {
  const already = r.alreadyImported;
  const rounds = r.rounds;
  const newCourses = r.newCourses;
  const newLayouts = r.newLayouts;
  if (!r.imported) {
    return already > 0
      ? i18n._(
          msg`${plural(already, { one: 'Nothing new: # round already here.', other: 'Nothing new: # rounds already here.' })}`,
        )
      : i18n._(msg`Nothing new to import.`);
  }
  const imported = i18n._(
    msg`${plural(rounds, { one: '# round imported', other: '# rounds imported' })}`,
  );
  const here = i18n._(msg`${plural(already, { one: '# already here', other: '# already here' })}`);
  const first = already > 0 ? i18n._(msg`${imported}, ${here}`) : imported;
  const courses = i18n._(
    msg`${plural(newCourses, { one: '# new course', other: '# new courses' })}`,
  );
  const layouts = i18n._(
    msg`${plural(newLayouts, { one: '# new layout', other: '# new layouts' })}`,
  );
  const made =
    r.newCourses > 0 && r.newLayouts > 0
      ? i18n._(msg`${courses} and ${layouts}`)
      : r.newCourses > 0
        ? courses
        : r.newLayouts > 0
          ? layouts
          : null;
  return made ? i18n._(msg`${first}. ${made}.`) : `${first}.`;
}
