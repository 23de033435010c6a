import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { filesNaming, progressUpdate2 } from '../../../../scripts/report-names.mjs';

const repository = fileURLToPath(new URL('../../../../', import.meta.url)).replace(/\/$/, '');

describe("issue 36's measure: hand-written files outside a report type's two folders that name it", () => {
  it('finds progress update 2 in the two registries and the demo data only', () => {
    expect(filesNaming(repository, progressUpdate2)).toEqual([
      'apps/server/src/seed/demo-reports.ts',
      'apps/server/src/workflow/registry.ts',
      'apps/web/src/app/workflows.ts',
    ]);
  });

  describe('on a made-up tree', () => {
    const root = mkdtempSync(join(tmpdir(), 'report-names-'));
    afterAll(() => rmSync(root, { recursive: true, force: true }));
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    };
    write('apps/server/src/workflow/progress-update-2-p3/definition.ts', 'PROGRESS_UPDATE_2_P3');
    write('apps/web/src/features/progress-update-2-p3/index.ts', 'progressUpdate2');
    write(
      'apps/server/src/workflow/registry.ts',
      "import { progressUpdate2P3 } from './progress-update-2-p3';",
    );
    write('apps/server/src/domain/permissions.ts', "'PERM_PROGRESS_UPDATE_2_APPLICATION_SUBMIT_VIEW_TASK'");
    write('apps/server/src/api/errors.ts', "'PU21004'");
    write('apps/server/src/api/errors.test.ts', "'PU21004'");
    write('apps/web/src/test/fixtures.ts', "'progress_update_2'");
    write('apps/web/src/shared/api/schema.d.ts', "'PROGRESS_UPDATE_2_P3'");
    write('apps/server/drizzle/0016_submitted_plans_and_updates.sql', 'CREATE TABLE progress_update_2');
    write('apps/server/drizzle/meta/0018_snapshot.json', '"progress_update_2"');
    write('apps/server/drizzle/0026_later.sql', 'ALTER TABLE progress_update_2');

    it('counts a file anywhere else that names it, a later migration too, with case', () => {
      expect(filesNaming(root, progressUpdate2)).toEqual([
        'apps/server/drizzle/0026_later.sql',
        'apps/server/src/api/errors.ts',
        'apps/server/src/workflow/registry.ts',
      ]);
    });
  });
});
