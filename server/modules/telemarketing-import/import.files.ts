/** The import's files: the template, the per-row results of a batch (streamed, page by page) and the rows list. */
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { z } from 'zod';
import { TM_IMPORT_COLUMNS, type ImportRowResult, type importRowQuerySchema } from '../../../common/telemarketing/import-inputs';
import type { SessionUser } from '../../core/access';
import type { Deps } from '../../core/deps';
import { maskPhone } from '../../../common/masking';
import { translate } from '../../core/i18n';
import * as repo from './import.repository';
import { ownBatch } from './import.service';

const PAGE = 5_000;
type RowRecord = Awaited<ReturnType<typeof repo.rowPage>>[number];

/** The typed phone is not a `phone` field the envelope masks by name: masked users get it masked here. */
const shown = (session: SessionUser, raw: string | null) => (raw && session.isDesensitization ? maskPhone(raw) : raw);

const messageOf = (language: string, row: RowRecord) => (row.errorKey
  ? translate(language, `telemarketingImport:rowErrors.${row.errorKey}`, (row.errorParams ?? {}) as Record<string, string | number>) : null);

export async function templateWorkbook(language: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('list');
  sheet.addRow(TM_IMPORT_COLUMNS.map((c) => translate(language, `telemarketingImport:columns.${c}`)));
  sheet.addRow(['0712345678', 'Wanjiku Kamau', '5000', translate(language, 'telemarketingImport:template.example')]);
  sheet.addRow(['254110234567', 'Otieno Ochieng', '', '']);
  sheet.getColumn(1).numFmt = '@';
  sheet.columns.forEach((c) => { c.width = 22; });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Every row's result (or only the errors), written as it is read, a page at a time. */
export async function resultsFile(deps: Deps, session: SessionUser, batchId: number, onlyErrors: boolean, language: string) {
  const batch = await ownBatch(deps, session, batchId);
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false, useStyles: false });
  const sheet = workbook.addWorksheet('results');
  const title = (key: string) => translate(language, `telemarketingImport:${key}`);
  sheet.addRow([title('fields.rowNo'), title('columns.phone'), title('columns.customerName'), title('fields.result'), title('fields.message')]).commit();
  void (async () => {
    let after = 0;
    for (;;) {
      const rows = await repo.rowPage(deps.db, batchId, onlyErrors, PAGE, after);
      for (const row of rows) {
        sheet.addRow([row.rowNo, shown(session, row.rawPhone) ?? '', row.customerName ?? '', title(row.ok ? 'fields.ok' : 'fields.failed'), messageOf(language, row) ?? '']).commit();
      }
      if (rows.length < PAGE) break;
      after = rows[rows.length - 1].rowNo;
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => stream.destroy(error as Error));
  return { stream, fileName: `${batch.batchNo}-${onlyErrors ? 'errors' : 'results'}.xlsx` };
}

export async function listRows(deps: Deps, session: SessionUser, query: z.infer<typeof importRowQuerySchema>, language: string) {
  await ownBatch(deps, session, query.batchId);
  const onlyErrors = query.onlyErrors === 'true';
  const [rows, total] = await Promise.all([
    repo.rowPage(deps.db, query.batchId, onlyErrors, query.size, 0, (query.current - 1) * query.size), repo.rowTotal(deps.db, query.batchId, onlyErrors),
  ]);
  const records: ImportRowResult[] = rows.map((row) => ({
    id: row.id, rowNo: row.rowNo, rawPhone: shown(session, row.rawPhone), phone: row.phone, customerName: row.customerName, ok: row.ok, errorKey: row.errorKey, message: messageOf(language, row),
  }));
  return { records, total, totalExact: true, current: query.current, size: query.size };
}
