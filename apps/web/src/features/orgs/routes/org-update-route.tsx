import { useParams } from 'react-router';
import { ErrorView } from '../../../components/error-view';
import { PageFrame } from '../../../components/page-frame';
import { PageLoader } from '../../../components/page-loader';
import { useOrganisation } from '../api/get-organisation';
import { OrgForm } from '../components/org-form';
import { orgPaths, parseOrgId } from '../org-paths';

/** `/org/update/{id}`: Update Organisation, the add form filled with the saved organisation. */
export function OrgUpdateRoute() {
  const orgId = parseOrgId(useParams().id);
  return (
    <PageFrame title="Update Organisation" backTo={orgId ? orgPaths.details(orgId) : orgPaths.list} size="lg">
      {orgId ? <LoadedForm orgId={orgId} /> : <ErrorView message="Organisation not found." />}
    </PageFrame>
  );
}

function LoadedForm({ orgId }: { orgId: number }) {
  const query = useOrganisation(orgId);
  // Keyed by the organisation, so that another one's form never starts from this one's values.
  return <PageLoader query={query}>{(org) => <OrgForm key={org.orgId} organisation={org} />}</PageLoader>;
}
