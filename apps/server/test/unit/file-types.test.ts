import { describe, expect, it } from 'vitest';
import { detectContentType, sanitiseFileName } from '../../src/platform/files/file-types';

const cfb = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(600)]);
const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)]);
const windowsExe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);

describe('upload type detection', () => {
  it('goes by content, whatever the name says', async () => {
    await expect(detectContentType('report.pdf', Buffer.from('%PDF-1.7\n%%EOF'))).resolves.toBe(
      'application/pdf',
    );
    await expect(detectContentType('photo.png', Buffer.from('%PDF-1.7\n%%EOF'))).resolves.toBe(
      'application/pdf',
    );
    await expect(detectContentType('invoice.pdf', elf)).rejects.toMatchObject({ code: 'FILE1005' });
    await expect(detectContentType('invoice.pdf', windowsExe)).rejects.toMatchObject({ code: 'FILE1005' });
  });

  it('takes text and old Office files, whose content cannot tell, by name', async () => {
    await expect(detectContentType('sites.csv', Buffer.from('a,b\n1,2\n'))).resolves.toBe('text/csv');
    await expect(detectContentType('notes.txt', Buffer.from('Café ☕\r\n'))).resolves.toBe('text/plain');
    await expect(detectContentType('notes.txt', Buffer.from([0x41, 0x00, 0x42]))).rejects.toMatchObject({
      code: 'FILE1005',
    });
    await expect(detectContentType('notes.html', Buffer.from('<p>hi</p>'))).rejects.toMatchObject({
      code: 'FILE1005',
    });
    await expect(detectContentType('old.doc', cfb)).resolves.toBe('application/msword');
    await expect(detectContentType('old.xls', cfb)).resolves.toBe('application/vnd.ms-excel');
    await expect(detectContentType('setup.msi', cfb)).rejects.toMatchObject({ code: 'FILE1005' });
  });
});

describe('file names', () => {
  it('drops folders and control characters, and keeps the extension when shortening', () => {
    expect(sanitiseFileName('C:\\Users\\me\\report.pdf')).toBe('report.pdf');
    expect(sanitiseFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitiseFileName('bad\u0000\u001f"name".pdf')).toBe('bad_name_.pdf');
    expect(sanitiseFileName('...')).toBe('file');
    const long = sanitiseFileName(`${'a'.repeat(300)}.xlsx`);
    expect(long).toHaveLength(200);
    expect(long.endsWith('.xlsx')).toBe(true);
    expect(sanitiseFileName('Rapport énergie.pdf')).toBe('Rapport énergie.pdf');
  });
});
