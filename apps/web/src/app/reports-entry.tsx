import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { FullLoader } from '../components/page-loader';

const ReportListRoute = lazy(async () => ({
  default: (await import('../features/reports/routes/report-list-route')).ReportListRoute,
}));
const GridRoute = lazy(async () => ({
  default: (await import('../features/summaries/routes/grid-route')).GridRoute,
}));

/**
 * `/reports/{frequency}`: the report list, or with a plant and a form chosen (opened from Form Summary) the
 * checklist grid (spec 3 §2.3).
 */
export function ReportsEntry() {
  const location = useLocation();
  const query = new URLSearchParams(location.search);
  const grid = query.has('formId') && query.has('plantUId');
  return (
    <Suspense fallback={<FullLoader />}>
      {grid ? <GridRoute slug={location.pathname.split('/')[2] ?? ''} /> : <ReportListRoute />}
    </Suspense>
  );
}
