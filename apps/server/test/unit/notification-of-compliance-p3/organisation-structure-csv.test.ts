import { describe, expect, it } from 'vitest';
import { organisationAssociatedWithRUSchema } from '../../../src/workflow/notification-of-compliance-p3/payload';
import {
  organisationStructureColumns,
  organisationStructureFileMessages,
  organisationStructureTemplateCsv,
  parseOrganisationStructureCsv,
  type UploadedCsv,
} from '../../../src/workflow/notification-of-compliance-p3/rules';

const template = organisationStructureTemplateCsv();
const csvFile = (text: string, overrides: Partial<UploadedCsv> = {}): UploadedCsv => ({
  fileName: 'organisations.csv',
  mediaType: 'text/csv',
  content: new TextEncoder().encode(text),
  ...overrides,
});
const withRows = (...rows: string[]) => csvFile(`${template}${rows.join('\r\n')}\r\n`);
const parse = async (file: UploadedCsv) =>
  parseOrganisationStructureCsv(file, { responsibleUndertakingRegistrationNumber: '12345678' });
const errorsOf = async (file: UploadedCsv) => {
  const result = await parse(file);
  if (result.ok) throw new Error('expected errors');
  return result.errors;
};

describe('the organisation-structure template', () => {
  it('is the fourteen headers in order, quoted where they hold a comma', () => {
    expect(organisationStructureColumns).toHaveLength(14);
    expect(template).toBe(
      'Organisation Name,"Registration Number (if exists, otherwise leave the cell blank)",' +
        'Is this organisation part of an arrangement where 2 or more highest UK parent groups are complying as one participant?,' +
        'Has this organisation ceased to be part of the highest parent group or participant since the qualification date but agreed to comply as if it were still a member?,' +
        'Is this organisation a franchisee?,Is this organisation a parent of the responsible undertaking?,' +
        'Is this organisation a subsidiary of the responsible undertaking?,Is the Code same as RU?,' +
        'Select classification type if the organisation covered in this NOC,Classification name (if other than SIC),' +
        'Code 1,Code 2 (Optional),Code 3 (Optional),Code 4 (Optional)\r\n',
    );
  });
});

describe('reading a valid file', () => {
  it('gives every organisation in the section wire shape', async () => {
    const result = await parse(
      csvFile(
        `\ufeff${template}` +
          'Highland Heat Ltd,sc765432,No,no,NO,No,Yes,No,SIC,,35300,35110,,\r\n' +
          '\r\n' +
          ',,,,,,,,,,,,,\r\n' +
          '"Partners, LLP",,yes,No,No,No,No,No,other,NACE,35.30,,,\n' +
          'Same Codes Ltd,OC301234,No,Yes,No,Yes,No,yes,SIC,,99999,,,\r\n',
      ),
    );
    expect(result).toEqual({
      ok: true,
      organisations: [
        {
          registrationNumberExist: true,
          registrationNumber: 'SC765432',
          organisationName: 'Highland Heat Ltd',
          isPartOfArrangement: false,
          isParentOfResponsibleUndertaking: false,
          isSubsidiaryOfResponsibleUndertaking: true,
          isPartOfFranchise: false,
          hasCeasedToBePartOfGroup: false,
          classificationCodesDetails: {
            areSameAsRU: false,
            codes: { type: 'SIC', codes: ['35300', '35110'] },
          },
        },
        {
          registrationNumberExist: false,
          organisationName: 'Partners, LLP',
          isPartOfArrangement: true,
          isParentOfResponsibleUndertaking: false,
          isSubsidiaryOfResponsibleUndertaking: false,
          isPartOfFranchise: false,
          hasCeasedToBePartOfGroup: false,
          classificationCodesDetails: {
            areSameAsRU: false,
            codes: { type: 'OTHER', otherTypeName: 'NACE', codes: ['35.30'] },
          },
        },
        {
          registrationNumberExist: true,
          registrationNumber: 'OC301234',
          organisationName: 'Same Codes Ltd',
          isPartOfArrangement: false,
          isParentOfResponsibleUndertaking: true,
          isSubsidiaryOfResponsibleUndertaking: false,
          isPartOfFranchise: false,
          hasCeasedToBePartOfGroup: true,
          classificationCodesDetails: { areSameAsRU: true },
        },
      ],
    });
    if (result.ok)
      for (const organisation of result.organisations)
        expect(organisationAssociatedWithRUSchema.parse(organisation)).toEqual(organisation);
  });

  it('reads a Windows-1252 file as Excel writes it', async () => {
    const bytes = Uint8Array.from([
      ...new TextEncoder().encode(template),
      ...Buffer.from('Caf\xe9 Ltd,,No,No,No,No,No,Yes,,,,,,\r\n', 'latin1'),
    ]);
    const result = await parse(csvFile('', { content: bytes }));
    expect(result.ok && result.organisations[0]?.organisationName).toBe('Café Ltd');
  });
});

describe('refusing a file', () => {
  it.each([
    ['an empty file', csvFile(''), 'The selected file cannot be empty'],
    [
      'a file of 20MB',
      csvFile('', { content: new Uint8Array(20 * 1024 * 1024) }),
      'The selected file must be smaller than 20MB',
    ],
    [
      'a file name of 100 characters',
      csvFile(template, { fileName: `${'x'.repeat(96)}.csv` }),
      'The selected file must have a file name length less than 100 characters',
    ],
    [
      'a file that is not named .csv',
      csvFile(template, { fileName: 'organisations.xlsx' }),
      'The selected file must be a CSV',
    ],
    [
      'a file of another type',
      csvFile(template, { mediaType: 'application/pdf' }),
      'The selected file must be a CSV',
    ],
    [
      'binary content',
      csvFile('', { content: Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]) }),
      'The selected file must be a CSV',
    ],
    ['an unclosed quote', csvFile(`${template}"Unclosed,No\r\n`), 'The selected file must be a CSV'],
    ['the header alone', csvFile(template), 'The file cannot be empty'],
    ['blank lines only', csvFile('\r\n\r\n'), 'The file cannot be empty'],
    ['thirteen columns', csvFile('a,b,c,d,e,f,g,h,i,j,k,l,m\r\n'), 'The file should include 14 columns'],
    [
      'a header that is not the template’s',
      csvFile(template.replace('Code 1', 'First code')),
      'The header names cannot be different than the ones included in the template',
    ],
  ])('%s', async (_name, file, message) => {
    expect(await errorsOf(file)).toEqual([{ message, columns: [], rows: [] }]);
  });

  it('lists every bad row, by problem, with its columns and rows, and keeps nothing', async () => {
    const errors = await errorsOf(
      withRows(
        ',,No,No,No,No,No,Yes,,,,,,',
        'Parent and child,,No,No,No,Yes,Yes,Yes,,,,,,',
        'Maybe Ltd,1234,perhaps,No,No,No,No,Yes,,,,,,',
        'No codes Ltd,,No,No,No,No,No,No,,,,,,',
        'Other Ltd,,No,No,No,No,No,No,OTHER,,1,,,',
        'Same as RU,12345678,No,No,No,No,No,Yes,,,,,,',
        `${'x'.repeat(256)},,No,No,No,No,No,Yes,,,,,,`,
        'Twin A,SC000001,No,No,No,No,No,Yes,,,,,,',
        'Twin B,sc000001,No,No,No,No,No,Yes,,,,,,',
        'Short row,No',
        'Fine Ltd,,No,No,No,No,No,Yes,,,,,,',
      ),
    );
    expect(errors.map(({ message, rows, details }) => ({ message, rows, details }))).toEqual([
      {
        message: "The field 'Organisation Name' has one or more values missing",
        rows: [2],
        details: "Check the data in column(s) 'Organisation Name' on rows 2",
      },
      {
        message:
          'An organisation cannot be a parent and a subsidiary of the responsible undertaking at the same time',
        rows: [3],
        details:
          "Check the data in column(s) 'Is this organisation a parent of the responsible undertaking?', 'Is this organisation a subsidiary of the responsible undertaking?' on rows 3",
      },
      {
        message:
          "The field 'Registration Number (if exists, otherwise leave the cell blank)' has invalid values",
        rows: [4],
        details:
          "Check the data in column(s) 'Registration Number (if exists, otherwise leave the cell blank)' on rows 4",
      },
      {
        message:
          "The field 'Is this organisation part of an arrangement where 2 or more highest UK parent groups are complying as one participant?' has invalid values",
        rows: [4],
        details:
          "Check the data in column(s) 'Is this organisation part of an arrangement where 2 or more highest UK parent groups are complying as one participant?' on rows 4",
      },
      {
        message:
          "The field 'Select classification type if the organisation covered in this NOC' has one or more values missing",
        rows: [5],
        details:
          "Check the data in column(s) 'Select classification type if the organisation covered in this NOC' on rows 5",
      },
      {
        message: "The field 'Code 1' has one or more values missing",
        rows: [5],
        details: "Check the data in column(s) 'Code 1' on rows 5",
      },
      {
        message: "The field 'Classification name (if other than SIC)' has one or more values missing",
        rows: [6],
        details: "Check the data in column(s) 'Classification name (if other than SIC)' on rows 6",
      },
      {
        message: "The field 'Organisation Name' is too long (max characters 255)",
        rows: [8],
        details: "Check the data in column(s) 'Organisation Name' on rows 8",
      },
      { message: 'The file should include 14 columns', rows: [11], details: 'Check the data in rows 11' },
      {
        message:
          'There is an organisation with the same registration number as the one of the responsible undertaking',
        rows: [7],
        details:
          "Check the data in column(s) 'Registration Number (if exists, otherwise leave the cell blank)' on rows 7",
      },
      {
        message: 'There are duplicated organisation registration numbers in the file',
        rows: [9, 10],
        details:
          "Check the data in column(s) 'Registration Number (if exists, otherwise leave the cell blank)' on rows 9, 10",
      },
    ]);
  });

  it('names a row by the line it starts on, past blank lines and line breaks inside quotes', async () => {
    const errors = await errorsOf(
      withRows('"Two\nlines Ltd",,No,No,No,No,No,Yes,,,,,,', '', 'Bad,,x,No,No,No,No,Yes,,,,,,'),
    );
    expect(errors[0]?.rows).toEqual([5]);
  });
});

describe('bounding the work of one file', () => {
  const rowOf = (index: number) =>
    `Org ${index} Ltd,SC${String(index).padStart(6, '0')},No,No,No,No,Yes,Yes,,,,,,`;
  const rows = (count: number) => Array.from({ length: count }, (_, index) => rowOf(index));

  it('reads a file of many slices whole, naming rows past the first slice', async () => {
    const many = rows(3_000);
    const result = await parseOrganisationStructureCsv(withRows(...many));
    expect(result.ok && result.organisations.length).toBe(3_000);
    const errors = await errorsOf(withRows(...many, 'Bad,,x,No,No,No,No,Yes,,,,,,'));
    expect(errors.map((error) => error.rows)).toEqual([[3_002]]);
  });

  it('takes as many organisations as the limit, and refuses one more with the limit in the message', async () => {
    const atLimit = await parseOrganisationStructureCsv(withRows(...rows(5)), { maxRows: 5 });
    expect(atLimit.ok).toBe(true);
    const over = await parseOrganisationStructureCsv(withRows(...rows(6)), { maxRows: 5 });
    expect(over).toEqual({
      ok: false,
      errors: [{ message: organisationStructureFileMessages.tooManyRows, columns: [], rows: [] }],
    });
    expect(organisationStructureFileMessages.tooManyRows).toBe(
      'The file cannot list more than 20,000 organisations',
    );
  });

  it('lets the event loop turn while a large file is read', async () => {
    let turns = 0;
    let counting = true;
    const count = () => {
      turns += 1;
      if (counting) setImmediate(count);
    };
    setImmediate(count);
    await parseOrganisationStructureCsv(withRows(...rows(10_000)));
    counting = false;
    // Read in one go, the file held the loop throughout: no turn at all.
    expect(turns).toBeGreaterThan(20);
  });

  it('stops with its message once past the deadline', async () => {
    const late = await parseOrganisationStructureCsv(withRows(...rows(10)), { deadline: Date.now() - 1 });
    expect(late).toEqual({
      ok: false,
      errors: [{ message: organisationStructureFileMessages.tooSlow, columns: [], rows: [] }],
    });
  });

  it('reports every line of one repeated registration number as a duplicate', async () => {
    const repeated = Array.from(
      { length: 4 },
      (_, index) => `Org ${index},SC000001,No,No,No,No,Yes,Yes,,,,,,`,
    );
    const errors = await errorsOf(withRows(...repeated));
    expect(errors.map((error) => error.rows)).toEqual([[2, 3, 4, 5]]);
  });
});
