import { describe, expect, it } from 'vitest';
import {
  fill,
  languageOr,
  longDate,
  mailCatalogues,
  placeholdersOf,
} from '../../src/platform/mail/catalogue';
import { composeMail } from '../../src/platform/mail/mail';

const { en, cy } = mailCatalogues;

/** Every text of a catalogue by its path, for comparing the two languages entry by entry. */
function texts(catalogue: typeof en): Map<string, { placeholders: string[]; paragraphs?: number }> {
  const all = new Map<string, { placeholders: string[]; paragraphs?: number }>();
  for (const [key, text] of Object.entries(catalogue.common)) {
    all.set(`common.${key}`, { placeholders: placeholdersOf(text) });
  }
  for (const [key, mail] of Object.entries(catalogue.mails)) {
    all.set(`mails.${key}`, {
      placeholders: [...new Set(placeholdersOf([mail.subject, ...mail.paragraphs].join('\n')))].sort(),
      paragraphs: mail.paragraphs.length,
    });
  }
  return all;
}

describe('the e-mail catalogues (ADR 55)', () => {
  it('have the same keys, placeholders and paragraphs in English and Welsh', () => {
    const english = texts(en);
    const welsh = texts(cy);
    expect([...welsh.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) expect(welsh.get(key), key).toEqual(text);
  });

  it('leave no Welsh text empty or the same as its English', () => {
    for (const [key, mail] of Object.entries(cy.mails)) {
      const english = en.mails[key as keyof typeof en.mails];
      expect(mail.subject, key).not.toBe(english.subject);
      mail.paragraphs.forEach((paragraph, index) => {
        expect(paragraph.trim(), `${key} ${index}`).not.toBe('');
        if (!/^\{\w+\}$/.test(english.paragraphs[index] ?? '')) {
          expect(paragraph, `${key} ${index}`).not.toBe(english.paragraphs[index]);
        }
      });
    }
  });

  it('fills placeholders, with a value per language where it has one, and refuses a missing value', () => {
    expect(fill('{a} and {b}', 'cy', { a: 'x', b: { en: 'English', cy: 'Cymraeg' } })).toBe('x and Cymraeg');
    expect(() => fill('{a}', 'en', {})).toThrow('{a}');
  });

  it('writes dates out in each language', () => {
    expect(longDate('2026-12-07')).toEqual({ en: '7 December 2026', cy: '7 Rhagfyr 2026' });
  });

  it('reads anything but cy as English', () => {
    expect(languageOr('cy')).toBe('cy');
    for (const value of ['en', 'CY', 'fr', '', null, undefined, 7]) expect(languageOr(value)).toBe('en');
  });

  it('builds a catalogued e-mail in both languages, footer and test banner included', () => {
    const message = composeMail(
      { homeUrl: 'https://esos.example/', helpdesk: 'help@example.gov.uk', testSystem: true },
      {
        template: 'EmailAssignedTask',
        to: 'person@example.com',
        text: 'assignedTask',
        values: {
          firstName: 'Olivia',
          lastName: 'Operator',
          taskName: 'Submit Phase 3 notification',
          requestId: 'NCO000001',
          taskUrl: 'https://esos.example/tasks/1',
        },
      },
    );
    expect(message.subject).toBe('A new task has been assigned to you – Manage your ESOS reporting');
    expect(message.body).toBe(
      [
        'TEST SYSTEM: this email was sent by a test copy of the service.',
        'Dear Olivia Operator,',
        'The task "Submit Phase 3 notification" for NCO000001 has been assigned to you.',
        'Sign in to see it: https://esos.example/tasks/1',
        'If you need help, contact help@example.gov.uk.',
        'Manage your ESOS reporting: https://esos.example/',
      ].join('\n\n'),
    );
    expect(message.welsh?.subject).toBe(
      'Mae tasg newydd wedi cael ei neilltuo i chi – Rheoli eich adroddiadau ESOS',
    );
    expect(message.welsh?.body).toBe(
      [
        'SYSTEM PRAWF: anfonwyd yr e-bost hwn gan gopi prawf o’r gwasanaeth.',
        'Annwyl Olivia Operator,',
        'Mae’r dasg "Submit Phase 3 notification" ar gyfer NCO000001 wedi cael ei neilltuo i chi.',
        'Mewngofnodwch i’w gweld: https://esos.example/tasks/1',
        'Os oes angen help arnoch, cysylltwch â help@example.gov.uk.',
        'Rheoli eich adroddiadau ESOS: https://esos.example/',
      ].join('\n\n'),
    );
  });
});
