import { useQueryClient } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { INSPECTION_TYPES, messages, parseDate, type InspectionType } from '@envirotrack/shared';
import { ErrorView } from '../../../components/error-view';
import { PageFrame } from '../../../components/page-frame';
import { PageLoader } from '../../../components/page-loader';
import { ApiError } from '../../../lib/api-client';
import { useFillInAnswers } from '../api/fill-in-get-answers';
import { fillInKey, useFillInForm, type FillInRequest } from '../api/fill-in-get-form';
import { FillInScreen } from '../fill-in/components/fill-in-screen';
import { inspectionPaths } from '../../../lib/inspection-paths';

const LOADING_TITLE = 'Inspection form';

const positiveId = (text: string | null) => (text && /^\d+$/.test(text) ? Number(text) : undefined);

/**
 * Reads ?date=MM-DD-YYYY&plantId&formId&ps&type (the follow-up route names the plant and date in its path, and
 * `followUp=1` after Yes); undefined when something is missing or malformed.
 */
function targetOf(search: URLSearchParams, params: { plantId?: string; date?: string }) {
  const date = parseDate(params.date ?? search.get('date') ?? '');
  const plantId = positiveId(params.plantId ?? search.get('plantId'));
  const formId = search.get('formId');
  const ps = search.get('ps');
  const pointSource = ps ? positiveId(ps) : null;
  const type = search.get('type') ?? 'Inspections';
  if (!date || !plantId || !formId || pointSource === undefined) return undefined;
  if (!(INSPECTION_TYPES as readonly string[]).includes(type)) return undefined;
  const request: FillInRequest = { formId, plantId, pointSource, date };
  return { request, inspectionType: type as InspectionType, followUp: search.get('followUp') === '1' };
}

/**
 * `/inspections/common/{ParentId}`, `/inspections/maintenance/{ParentId}` and
 * `/monthly-checklist-form/{formType}/{plantId}/{plantRegion}/{date}`: the fill-in (spec 2 §2.2).
 */
export function FillInRoute() {
  const [search] = useSearchParams();
  const params = useParams();
  const target = targetOf(search, params);
  if (!target)
    return (
      <PageFrame title={LOADING_TITLE} backTo={inspectionPaths.list('Inspections')}>
        <ErrorView message={messages.pageError} />
      </PageFrame>
    );
  return (
    <FillInLoader
      key={JSON.stringify([target.request, target.followUp])}
      request={target.request}
      inspectionType={target.inspectionType}
      followUp={target.followUp}
    />
  );
}

function FillInLoader({
  request,
  inspectionType,
  followUp,
}: {
  request: FillInRequest;
  inspectionType: InspectionType;
  followUp: boolean;
}) {
  const queryClient = useQueryClient();
  const form = useFillInForm(request);
  const answers = useFillInAnswers(request);
  const reload = () => void queryClient.resetQueries({ queryKey: fillInKey(request) });

  if (form.data && answers.isSuccess) {
    const details = answers.data;
    return (
      <FillInScreen
        key={`${details?.inspectionId ?? 'new'}:${details?.version ?? 0}`}
        form={form.data}
        details={details}
        request={request}
        inspectionType={inspectionType}
        followUp={followUp}
        onReload={reload}
      />
    );
  }
  // A form not chosen for the plant, an In-Active one or a date it does not allow: the server says which.
  const refused = [form.error, answers.error].find(
    (error) => error instanceof ApiError && error.status >= 400 && error.status < 500,
  );
  return (
    <PageFrame title={LOADING_TITLE} backTo={inspectionPaths.list(inspectionType)}>
      {refused ? (
        <ErrorView message={refused.message} />
      ) : (
        <PageLoader
          query={{
            status: form.status === 'success' ? answers.status : form.status,
            data: form.data,
            refetch: () => {
              void answers.refetch();
              return form.refetch();
            },
          }}
        >
          {() => null}
        </PageLoader>
      )}
    </PageFrame>
  );
}
