// The web zones of docs/architecture.md, enforced by ESLint (import-x/no-restricted-paths):
// shared code (lib <- data <- components) never reaches up into features, routes or the app,
// and a feature never imports another feature. These cases prove the rule fires.
import { describe, expect, it } from 'vitest';
import { ruleMessages } from './lint-rule';

const zoneErrors = (filePath: string, code: string) =>
  ruleMessages('import-x/no-restricted-paths', filePath, code);

const use = (name: string, from: string) =>
  `import { ${name} } from '${from}';\nexport const a = ${name};`;

describe('web zones', () => {
  it.each([
    ['src/web/features/dashboard/x.tsx', use('BagCard', '../bags/bag-card')],
    ['src/web/features/bags/x.tsx', use('SearchResults', '../catalogue/search-results')],
    ['src/web/components/x.tsx', use('BagCard', '../features/bags/bag-card')],
    ['src/web/components/disc/x.tsx', use('useBags', '../../data/use-bags')],
    ['src/web/features/insights/x.tsx', use('DiscModal', '../disc-modal/disc-modal')],
    ['src/web/lib/x.ts', use('useBags', '../data/use-bags')],
    ['src/web/data/x.ts', use('Button', '../components/ui/button')],
    ['src/web/features/bags/x.tsx', use('BAG_NOT_FOUND', '../../routes/bag-detail')],
    ['src/web/routes/x.tsx', use('router', '../app/router')],
  ])('refuses %s: %s', async (file, code) => {
    expect(await zoneErrors(file, code)).not.toEqual([]);
  });

  it.each([
    ['src/web/features/bags/x.tsx', use('BagCard', './bag-card')],
    ['src/web/features/bags/x.tsx', use('DiscPicture', '../../components/disc/disc-picture')],
    ['src/web/routes/x.tsx', use('DiscModal', '../features/disc-modal/disc-modal')],
    [
      'src/web/components/disc/x.tsx',
      use('CollectionRequestError', '../../data/collection-errors'),
    ],
    ['src/web/features/catalogue/x.tsx', use('useBags', '../../data/use-bags')],
    ['src/web/routes/x.tsx', use('BagCard', '../features/bags/bag-card')],
    ['src/web/app/x.tsx', use('SettingsModal', '../features/settings/settings-modal')],
    ['src/web/components/x.tsx', use('paths', '../lib/paths')],
  ])('allows %s: %s', async (file, code) => {
    expect(await zoneErrors(file, code)).toEqual([]);
  });
});
