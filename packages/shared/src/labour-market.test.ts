import { describe, expect, it } from 'vitest';
import { LABOUR_CSV_COLUMNS, parseCsvRecords, parseSpreadsheetNumber, readLabourCsv } from './labour-market.ts';

const HEADER = LABOUR_CSV_COLUMNS.join(',');

describe('parseCsvRecords', () => {
  it('reads quotes, doubled quotes, CRLF and LF, without the BOM', () => {
    expect(parseCsvRecords('\uFEFFa,"b,c","d ""e"""\r\n1,2,3\n')).toEqual([
      ['a', 'b,c', 'd "e"'],
      ['1', '2', '3'],
    ]);
    expect(parseCsvRecords('a,"b\n')).toBeNull();
  });
});

describe('parseSpreadsheetNumber', () => {
  it('reads what spreadsheets write', () => {
    expect(parseSpreadsheetNumber('$15,000')).toBe(15000);
    expect(parseSpreadsheetNumber(' 12.5 ')).toBe(12.5);
    expect(parseSpreadsheetNumber('12,5')).toBe(12.5);
    expect(parseSpreadsheetNumber('7 %')).toBe(7);
    expect(parseSpreadsheetNumber('-3.2')).toBe(-3.2);
    for (const bad of ['', 'abc', '1.2.3', '1e3', '0x10']) expect(parseSpreadsheetNumber(bad), bad).toBeNull();
  });
});

describe('readLabourCsv', () => {
  it('reads good rows, numbered as a spreadsheet does', () => {
    const csv = `${HEADER}\n0411,Contabilidad y fiscalización,"$18,500",4.1,21.3,12.5,8.0,IMCO,2024\n\n0421,Derecho,17000,"3,9",25,11,7.5,IMCO,2024\n`;
    const { rows, errors } = readLabourCsv(csv);
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      expect.objectContaining({ row: 2, code: '0411', monthly_pay: 18500, unemployment: 4.1, year: 2024 }),
      expect.objectContaining({ row: 4, code: '0421', name: 'Derecho', unemployment: 3.9, return_private: 7.5 }),
    ]);
  });

  it('takes the columns in any order and any case', () => {
    const cols = [...LABOUR_CSV_COLUMNS].reverse();
    const values: Record<string, string> = {
      campo_cmpe: '0912',
      nombre: 'Medicina',
      salario_mensual: '25000',
      desempleo: '2',
      informalidad: '10',
      retorno_publica: '15',
      retorno_privada: '9',
      fuente: 'IMCO',
      anio: '2024',
    };
    const { rows, errors } = readLabourCsv(`${cols.join(',').toUpperCase()}\n${cols.map((c) => values[c]).join(',')}`);
    expect(errors).toEqual([]);
    expect(rows[0]).toMatchObject({ code: '0912', monthly_pay: 25000, return_public: 15 });
  });

  it('names every bad cell by row and column', () => {
    const csv = [
      HEADER,
      '0411,Contabilidad,18500,4.1,21.3,12.5,8.0,IMCO,2024',
      'A1,Derecho,diez,4,25,11,7.5,IMCO,2024',
      '0421,Derecho,17000,140,25,11,7.5,,1990',
      '0411,Contabilidad,18500,4.1,21.3,12.5,8.0,IMCO,2024',
      '0411,Otra cosa,18500,4.1,21.3,12.5,8.0,IMCO,2023',
      '0912,Medicina,25000',
    ].join('\r\n');
    const { errors } = readLabourCsv(csv);
    expect(errors).toEqual([
      { row: 3, column: 'campo_cmpe', message: 'El código CMPE es de 2 a 4 dígitos (p. ej. 0411)' },
      {
        row: 3,
        column: 'salario_mensual',
        message: 'El salario mensual es una cantidad entera de pesos, de 0 a 1,000,000',
      },
      { row: 4, column: 'desempleo', message: 'Escribe un porcentaje de 0 a 100' },
      { row: 4, column: 'fuente', message: 'Este dato es obligatorio' },
      { row: 4, column: 'anio', message: 'El año es un número de 2000 a 2100' },
      { row: 5, column: 'anio', message: 'Este campo y año ya están en la fila 2' },
      { row: 6, column: 'nombre', message: 'Este campo tiene otro nombre en la fila 2' },
      { row: 7, column: '', message: 'La fila tiene 3 columnas; se esperaban 9' },
    ]);
  });

  it('refuses a header without its columns, or a file without data', () => {
    expect(readLabourCsv('campo_cmpe,nombre,sueldo\n1,2,3').errors).toEqual(
      expect.arrayContaining([
        { row: 1, column: 'sueldo', message: 'La columna «sueldo» no se reconoce' },
        { row: 1, column: 'anio', message: 'Falta la columna «anio»' },
      ]),
    );
    expect(readLabourCsv(`${HEADER}\n`).errors).toEqual([
      { row: 2, column: '', message: 'El archivo no tiene filas de datos' },
    ]);
    expect(readLabourCsv('').errors[0]!.message).toBe('El archivo no tiene filas de datos');
  });
});
