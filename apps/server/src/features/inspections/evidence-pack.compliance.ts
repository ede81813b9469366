// The pack's compliance table (issue 17): every form of the plant (of the chosen permit types) x every period
// of the range — done (with date and signer), missing (the period ended without a report) or not due (the
// period has not ended, or began before the form was assigned to the plant).
import {
  evidencePackMessages as m,
  formatMdyDate,
  periodKey,
  periodLabel,
  today,
  yearPeriods,
  APP_TIME_ZONE,
  type Frequency,
} from '@envirotrack/shared';
import { FONT } from './evidence-pack.font';
import type { PackReportRow } from './evidence-pack.queries';

type Doc = PDFKit.PDFDocument;

export interface ComplianceCell {
  period: string;
  state: 'done' | 'missing' | 'notDue';
  date: string | null;
  signer: string | null;
}

export interface ComplianceForm {
  name: string;
  frequency: string;
  permitType: string;
  cells: ComplianceCell[];
}

export interface PackForm {
  formRootId: number;
  name: string;
  frequency: string;
  permitType: string;
  pointSources: string[];
  assignedAt: Date;
}

/** The periods of a frequency that overlap the range [from, to]. */
export function periodsOf(frequency: Frequency, from: string, to: string) {
  const years = Array.from(
    { length: Number(to.slice(0, 4)) - Number(from.slice(0, 4)) + 3 },
    (_, i) => Number(from.slice(0, 4)) - 1 + i,
  );
  const seen = new Set<string>();
  return years
    .flatMap((year) => yearPeriods(frequency, year))
    .filter((p) => p.last >= from && p.first <= to && !seen.has(p.key) && seen.add(p.key));
}

export function complianceRows(
  forms: readonly PackForm[],
  reports: readonly PackReportRow[],
  names: Map<number, string>,
  from: string,
  to: string,
  now = today(APP_TIME_ZONE),
): ComplianceForm[] {
  const done = new Map(reports.map((r) => [`${r.formRootId}|${r.pointSource ?? ''}|${r.periodKey}`, r]));
  return forms.flatMap((form) => {
    const frequency = form.frequency as Frequency;
    const assigned = periodKey(frequency, today(APP_TIME_ZONE, form.assignedAt));
    const periods = periodsOf(frequency, from, to);
    const sources = form.pointSources.length ? form.pointSources : [null];
    return sources.map((source) => ({
      name: source ? `${form.name} (${source})` : form.name,
      frequency: form.frequency,
      permitType: form.permitType,
      cells: periods.map((p): ComplianceCell => {
        const report = done.get(`${form.formRootId}|${source ?? ''}|${p.key}`);
        const period = periodLabel(frequency, p.first);
        if (report)
          return {
            period,
            state: 'done',
            date: formatMdyDate(report.inspectionDate),
            signer: report.signedBy === null ? null : (names.get(report.signedBy) ?? null),
          };
        const owed = p.last < now && p.key >= assigned;
        return { period, state: owed ? 'missing' : 'notDue', date: null, signer: null };
      }),
    }));
  });
}

const COLOURS = { done: '#1b6e2a', missing: '#a61b1b', notDue: '#555555' } as const;

/** One section per form: its periods in three columns, each 'period: Done date signer | Missing | Not due'. */
export function drawComplianceTable(doc: Doc, forms: readonly ComplianceForm[]) {
  const margin = doc.page.margins.left;
  const width = doc.page.width - 2 * margin;
  if (!forms.length) {
    doc.font(FONT.regular).fontSize(10).fillColor('#555555').text('No forms of these permit types.', margin);
    return;
  }
  const columns = 3;
  const colWidth = width / columns;
  for (const form of forms) {
    if (doc.y + 40 > doc.page.height - doc.page.margins.bottom) doc.addPage();
    doc.moveDown(0.5);
    doc.font(FONT.bold).fontSize(10).fillColor('black');
    const counts = (['done', 'missing', 'notDue'] as const).map(
      (s) =>
        `${form.cells.filter((c) => c.state === s).length} ${s === 'done' ? m.done : s === 'missing' ? m.missing : m.notDue}`,
    );
    doc.text(`${form.name} - ${form.permitType}, ${form.frequency} (${counts.join(', ')})`, margin, doc.y, {
      width,
    });
    doc.moveDown(0.2);
    for (let i = 0; i < form.cells.length; i += columns) {
      if (doc.y + 11 > doc.page.height - doc.page.margins.bottom) doc.addPage();
      const y = doc.y;
      form.cells.slice(i, i + columns).forEach((cell, j) => {
        const state = cell.state === 'done' ? m.done : cell.state === 'missing' ? m.missing : m.notDue;
        const detail =
          cell.state === 'done' ? ` ${cell.date ?? ''}${cell.signer ? ` ${cell.signer}` : ''}` : '';
        doc
          .font(FONT.regular)
          .fontSize(7)
          .fillColor(COLOURS[cell.state])
          .text(`${cell.period}: ${state}${detail}`, margin + j * colWidth, y, {
            width: colWidth - 6,
            lineBreak: false,
            ellipsis: true,
          });
      });
      doc.y = y + 10;
    }
  }
}
