import type { CsvColumn } from './export-format';

/** The colour of an imported disc whose file gives none (the add form's default, Blue). */
export const DEFAULT_IMPORT_COLOR = '#3B82F6';

/** Other header spellings a spreadsheet may use, lower case → our column. */
export const CSV_ALIASES: Record<string, CsvColumn> = {
  name: 'Disc',
  'disc name': 'Disc',
  mold: 'Disc',
  color: 'Colour',
  weight: 'Weight (g)',
  grams: 'Weight (g)',
  ink: 'Nickname',
  'date acquired': 'Acquired',
  'acquired on': 'Acquired',
  'where / to whom': 'Status note',
  id: 'Catalogue id',
  'catalogue id': 'Catalogue id',
  discitid: 'Catalogue id',
};
