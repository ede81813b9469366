import { useEffect, useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { IconArrowBack, IconPrinter } from '@tabler/icons-react';
import { useParams, useSearchParams } from 'react-router';
import { messages, REPORTS_META_KEY, type ReportDetails } from '@envirotrack/shared';
import { ErrorView } from '../../../components/error-view';
import { PageFrame } from '../../../components/page-frame';
import { FullLoader } from '../../../components/page-loader';
import { useReport } from '../api/get-report';
import { useReportVersion } from '../api/get-report-version';
import { HistoryPanel } from '../report/components/history-panel';
import { ReportView } from '../report/components/report-view';
import { reportTitle } from '../report/model/report-values';

/** The report appears after this delay (spec 3 §2.2). */
const REPORT_DELAY_MS = 300;
const positiveId = (text: string | null | undefined) =>
  text && /^\d{1,10}$/.test(text) && Number(text) > 0 ? Number(text) : undefined;

/** The inspection name the report list stored for the row it opened, shown while the report loads. */
function storedName(): string | undefined {
  try {
    const meta: unknown = JSON.parse(localStorage.getItem(REPORTS_META_KEY) ?? 'null');
    if (
      meta &&
      typeof meta === 'object' &&
      'inspectionName' in meta &&
      typeof meta.inspectionName === 'string'
    )
      return meta.inspectionName;
  } catch {
    // A value another version of the app wrote: the generic title will do.
  }
  return undefined;
}

function useDelay(ms: number): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDone(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return done;
}

/** `/reports/{frequency}/{inspectionId}(/{formId})`: a submitted inspection as a printable report (spec 3 §2.2). */
export function ReportRoute() {
  const { inspectionId } = useParams();
  const id = positiveId(inspectionId);
  if (!id)
    return (
      <PageFrame title="Report">
        <ErrorView message={messages.pageError} />
      </PageFrame>
    );
  return <ReportLoader key={id} inspectionId={id} />;
}

function ReportLoader({ inspectionId }: { inspectionId: number }) {
  const report = useReport(inspectionId);
  const ready = useDelay(REPORT_DELAY_MS);
  const loadingTitle = storedName() ?? 'Report';
  if (report.isError)
    return (
      <PageFrame title={loadingTitle}>
        <ErrorView message={messages.pageError} onRetry={() => void report.refetch()} />
      </PageFrame>
    );
  if (!report.data || !ready)
    return (
      <PageFrame title={loadingTitle}>
        <FullLoader />
      </PageFrame>
    );
  return <ReportScreen report={report.data} />;
}

function ReportScreen({ report }: { report: ReportDetails }) {
  const [search, setSearch] = useSearchParams();
  const asked = positiveId(search.get('version'));
  const viewing =
    asked && asked !== report.version && report.versions.some((v) => v.version === asked) ? asked : null;
  const version = useReportVersion(report.inspectionId, viewing);
  const view = (next: number | null) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === null) params.delete('version');
        else params.set('version', String(next));
        return params;
      },
      { replace: true },
    );

  return (
    <PageFrame
      title={reportTitle(report)}
      titleLines={3}
      actions={
        <>
          {viewing !== null && (
            <Button
              variant="default"
              leftSection={<IconArrowBack size={16} />}
              onClick={() => view(null)}
              className="no-print"
            >
              Latest version
            </Button>
          )}
          <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()} className="no-print">
            Print
          </Button>
        </>
      }
    >
      <Stack gap="lg">
        {viewing !== null && !version.data ? (
          version.isError ? (
            <ErrorView message={messages.pageError} onRetry={() => void version.refetch()} />
          ) : (
            <FullLoader />
          )
        ) : (
          <ReportView report={report} version={viewing !== null ? version.data : undefined} followUp />
        )}
        <HistoryPanel report={report} viewing={viewing} onView={view} />
      </Stack>
    </PageFrame>
  );
}
