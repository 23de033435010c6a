import { describe, expect, it } from 'vitest';
import {
  detectContentType,
  downloadName,
  sanitiseFileName,
  servedContentType,
} from '../../src/platform/files/file-types';
import { contentDisposition } from '../../src/platform/files/download';

const cfb = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(600)]);
const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)]);
const windowsExe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const jpeg = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]),
  Buffer.from('JFIF\0'),
  Buffer.alloc(64),
]);

describe('upload type detection', () => {
  it('needs an allowed extension that agrees with the content', async () => {
    const pdf = Buffer.from('%PDF-1.7\n%%EOF');
    await expect(detectContentType('report.pdf', pdf)).resolves.toBe('application/pdf');
    await expect(detectContentType('REPORT.PDF', pdf)).resolves.toBe('application/pdf');
    await expect(detectContentType('photo.jpeg', jpeg)).resolves.toBe('image/jpeg');
    await expect(detectContentType('photo.jpg', jpeg)).resolves.toBe('image/jpeg');
    for (const name of ['photo.png', 'run.bat', 'page.hta', 'app.js', 'page.html', 'report', 'report.pdf.']) {
      await expect(detectContentType(name, pdf), name).rejects.toMatchObject({ code: 'FILE1005' });
    }
    await expect(detectContentType('chart.pdf', png)).rejects.toMatchObject({ code: 'FILE1005' });
    await expect(detectContentType('sites.csv', pdf)).rejects.toMatchObject({ code: 'FILE1005' });
    await expect(detectContentType('invoice.pdf', elf)).rejects.toMatchObject({ code: 'FILE1005' });
    await expect(detectContentType('invoice.pdf', windowsExe)).rejects.toMatchObject({ code: 'FILE1005' });
  });

  it('takes only the extensions an upload allows', async () => {
    const csv = Buffer.from('a,b\n1,2\n');
    await expect(detectContentType('sites.csv', csv, ['csv'])).resolves.toBe('text/csv');
    await expect(detectContentType('sites.txt', csv, ['csv'])).rejects.toMatchObject({ code: 'FILE1005' });
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

describe('downloads', () => {
  it('are named for what they hold and served as an allowed type', () => {
    expect(downloadName('report.pdf', 'application/pdf')).toBe('report.pdf');
    expect(downloadName('photo.JPEG', 'image/jpeg')).toBe('photo.JPEG');
    expect(downloadName('evil.html', 'application/pdf')).toBe('evil.html.pdf');
    expect(downloadName('evil.hta', 'text/html')).toBe('evil.hta.bin');
    expect(servedContentType('application/pdf')).toBe('application/pdf');
    expect(servedContentType('text/csv')).toBe('text/csv; charset=utf-8');
    expect(servedContentType('text/html')).toBe('application/octet-stream');
  });

  it('carry an ASCII name and the exact one', () => {
    expect(contentDisposition('Rapport "été".pdf')).toBe(
      `attachment; filename="Rapport __t__.pdf"; filename*=UTF-8''Rapport%20%22%C3%A9t%C3%A9%22.pdf`,
    );
    expect(contentDisposition('a\uD800.pdf')).toBe(`attachment; filename="a_.pdf"; filename*=UTF-8''a_.pdf`);
  });
});
