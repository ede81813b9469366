import { useParams } from 'react-router';
import { ErrorView } from '../../../components/error-view';
import { PageFrame } from '../../../components/page-frame';
import { PageLoader } from '../../../components/page-loader';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useFormSetup } from '../api/get-form-setup';
import { SetupBuilder } from '../components/setup-builder';
import { formPaths } from '../form-paths';

/** `/inspection-setup/{formId}/{permitType}/{formName}`: the question builder (L1, L2). */
export function InspectionSetupRoute() {
  const { formId = '', formName = '' } = useParams();
  const session = useSession();
  const query = useFormSetup(formId);
  const level = session?.Access_Level;
  if (level !== 1 && level !== 2) return null;

  if (query.data) {
    // A new version (saved, or reloaded after a conflict) starts the builder afresh from the server's tree.
    return (
      <SetupBuilder
        key={`${query.data.FormId}:${query.data.version}`}
        form={query.data}
        level={level}
        onReload={query.refetch}
      />
    );
  }
  const missing = query.error instanceof ApiError && query.error.status === 404 ? query.error : null;
  return (
    <PageFrame title={`Inspection Set-up - ${formName}`} backTo={formPaths.list}>
      {missing ? (
        <ErrorView message={missing.message} />
      ) : (
        <PageLoader query={query}>{() => null}</PageLoader>
      )}
    </PageFrame>
  );
}
