import { describe, expect, it } from 'vitest';
import { cssString, printHeaderText } from './PrintReportButton';

describe("a printed report's running header", () => {
  it('names the account and the report with its reference', () => {
    expect(
      printHeaderText(
        { requestId: 'NOC000012-P3', requestAccountId: 12 },
        'Phase 3 notification of compliance',
        'Acme Ltd',
      ),
    ).toBe('Acme Ltd, account 12 | Phase 3 notification of compliance NOC000012-P3');
    expect(printHeaderText({ requestId: 'AP000012-P3', requestAccountId: 12 }, 'Phase 3 action plan')).toBe(
      'account 12 | Phase 3 action plan AP000012-P3',
    );
  });

  it('quotes any name safely for the style element', () => {
    expect(cssString('Smith "&" Sons\\ </style>\nLtd')).toBe(
      '"Smith \\22 &\\22  Sons\\5c  \\3c /style>\\a Ltd"',
    );
  });
});
