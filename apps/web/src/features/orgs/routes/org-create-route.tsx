import { PageFrame } from '../../../components/page-frame';
import { OrgForm } from '../components/org-form';
import { orgPaths } from '../org-paths';

/** `/org/create`: Add Organisation. */
export function OrgCreateRoute() {
  return (
    <PageFrame title="Add Organisation" backTo={orgPaths.list} size="lg">
      <OrgForm />
    </PageFrame>
  );
}
