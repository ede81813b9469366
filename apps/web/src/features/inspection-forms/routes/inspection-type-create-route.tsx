import type { UseQueryResult } from '@tanstack/react-query';
import { useOutletContext } from 'react-router';
import type { AccountInfo } from '@envirotrack/shared';
import { PageFrame } from '../../../components/page-frame';
import { InspectionTypeForm } from '../components/inspection-type-form';
import { formPaths } from '../form-paths';

/** `/inspection-type/create`: Inspection Type, a new form to build in the set-up (L1, L2). */
export function InspectionTypeCreateRoute() {
  const account = useOutletContext<UseQueryResult<AccountInfo> | undefined>();
  return (
    <PageFrame title="Inspection Type" backTo={formPaths.list} size="sm">
      <InspectionTypeForm hideHousekeeping={account?.data?.orgSettings.hideHousekeeping ?? false} />
    </PageFrame>
  );
}
