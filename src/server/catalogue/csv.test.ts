import { describe, expect, it } from 'vitest';
import { CsvError, csvToRecords, parseCsv } from './csv';

describe('parseCsv (RFC 4180, through papaparse)', () => {
  it.each([
    [
      'a,b\nc,d\n',
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
    [
      'a,b\r\nc,d',
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
    ['\uFEFFa,b', [['a', 'b']]],
    ['a,,c\n', [['a', '', 'c']]],
    ['a,\n', [['a', '']]],
    ['"x, y","say ""hi"""\n', [['x, y', 'say "hi"']]],
    ['"line1\nline2",z', [['line1\nline2', 'z']]],
    ['"",""\n"a"', [['', ''], ['a']]],
    ['"r1"\r\n"r2"\r\n', [['r1'], ['r2']]],
    // A quote inside an unquoted field is text, as spreadsheets and the collection import read it.
    ['a"b,c', [['a"b', 'c']]],
  ])('parses %j', (text, expected) => {
    expect(parseCsv(text)).toEqual(expected);
  });

  it.each([
    ['"open,field\n', /Unterminated quoted field \(line 1\)/],
    ['"a"b,c', /after a closing quote \(line 1\)/],
    ['x\n"y\nz"\n"open', /Unterminated quoted field \(line 4\)/],
  ])('rejects %j', (text, message) => {
    expect(() => parseCsv(text)).toThrow(message);
  });
});

describe('csvToRecords', () => {
  it('keys rows by the lowercased header and skips blank lines', () => {
    const text = 'Name, Brand ,speed\n"Buzzz, SS",Discraft,5\n\nAviar,Innova\n';
    expect(csvToRecords(text)).toEqual([
      { name: 'Buzzz, SS', brand: 'Discraft', speed: '5' },
      { name: 'Aviar', brand: 'Innova' },
    ]);
  });

  it('needs a header with a name column', () => {
    expect(() => csvToRecords('')).toThrow(CsvError);
    expect(() => csvToRecords('brand,speed\nInnova,12\n')).toThrow(/no "name" column/);
  });
});
