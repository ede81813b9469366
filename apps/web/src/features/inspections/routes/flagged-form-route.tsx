import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import {
  APP_TIME_ZONE,
  flaggedFormMessages as m,
  FLAGGED_FORM_STATES,
  formatDisplayDate,
  messages,
  paths,
  today,
  type FlaggedFormDetails,
  type FlaggedFormState,
} from '@envirotrack/shared';
import { ErrorView } from '../../../components/error-view';
import { PageFrame } from '../../../components/page-frame';
import { FullLoader } from '../../../components/page-loader';
import { useFlaggedForm } from '../api/get-flagged-form';
import { useAuthorizedObjectUrl } from '../../../lib/use-file-url';
import { FlaggedImages } from '../flagged/flagged-images';
import { FLAGGED_LIST_KEY } from '../flagged/flagged-list-state';
import { FlaggedQuestion } from '../flagged/flagged-question';
import classes from '../flagged/flagged.module.css';

const positiveId = (text: string | undefined) =>
  text && /^\d{1,10}$/.test(text) && Number(text) > 0 ? Number(text) : undefined;

/** The list the detail was opened from (its page and filters), or that category's first page. */
function listAddress(category: FlaggedFormState): string {
  const stored = new URLSearchParams(sessionStorage.getItem(FLAGGED_LIST_KEY) ?? '');
  if (stored.get('searchFor') === category) return `${paths.flaggedForms}?${stored.toString()}`;
  return `${paths.flaggedForms}?searchFor=${category}`;
}

/** `/flagged-forms/{complete|incomplete}/{inspectionId}` (spec 3 §2.7). */
export function FlaggedFormRoute() {
  const params = useParams();
  const category = FLAGGED_FORM_STATES.find((s) => s === params.category);
  const id = positiveId(params.inspectionId);
  if (!category || !id)
    return (
      <PageFrame title={m.menu}>
        <ErrorView message={messages.pageError} />
      </PageFrame>
    );
  return <FlaggedFormLoader key={id} category={category} inspectionId={id} />;
}

function FlaggedFormLoader({ category, inspectionId }: { category: FlaggedFormState; inspectionId: number }) {
  const form = useFlaggedForm(inspectionId);
  const back = listAddress(category);
  const title = m.detailTitles[category];
  if (form.isError)
    return (
      <PageFrame title={title} backTo={back}>
        <ErrorView message={messages.pageError} onRetry={() => void form.refetch()} />
      </PageFrame>
    );
  if (!form.data)
    return (
      <PageFrame title={title} backTo={back}>
        <FullLoader />
      </PageFrame>
    );
  return <FlaggedFormScreen form={form.data} back={back} />;
}

function Signature({ form }: { form: FlaggedFormDetails }) {
  const signature = form.SignatureUrls[0];
  const image = useAuthorizedObjectUrl(signature?.url);
  if (!signature || image.failed) return <Text size="sm">{m.noSignature}</Text>;
  return image.src ? (
    <img className={classes.signature} src={image.src} alt={`Signature of ${signature.signedBy.name}`} />
  ) : (
    <Text size="sm">Loading…</Text>
  );
}

function FlaggedFormScreen({ form, back }: { form: FlaggedFormDetails; back: string }) {
  // The form's state now: closing its last open flag here makes it complete.
  const state: FlaggedFormState = form.Completed ? 'complete' : 'incomplete';
  const followUp = form.Associations[0];
  const submitted = formatDisplayDate(today(APP_TIME_ZONE, new Date(form.Date)));
  return (
    <PageFrame
      title={m.detailTitles[state]}
      backTo={back}
      actions={
        <Group gap="sm" className="no-print">
          {followUp && (
            <Button
              component={Link}
              variant="light"
              to={`/reports/${followUp.frequency.toLowerCase()}/${followUp.followUpInspectionId}`}
            >
              {m.showFollowUp}
            </Button>
          )}
          <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
            Print
          </Button>
        </Group>
      }
    >
      <Stack gap="lg" className={classes.form}>
        <Paper withBorder p="md" radius="md">
          <Stack gap={4}>
            <Title order={3} size="h4">
              {form.type}
            </Title>
            <Text size="sm">
              Plant {form.PlantId} ({form.plantName}), {form.Region} · {form.FormType} · Submitted {submitted}
            </Text>
            {form.Completed === 1 && (
              <Text size="sm">
                {m.completedBy}: {form.CompletedBy ?? m.notAvailable} · {m.dateCompleted}:{' '}
                {form.DateCompleted ? formatDisplayDate(form.DateCompleted) : m.notAvailable}
              </Text>
            )}
          </Stack>
        </Paper>
        <Paper withBorder p="md" radius="md">
          <ul className={classes.images} aria-label="Questions and answers">
            {form.questions.map((item, index) => (
              <FlaggedQuestion
                key={`${item.questionId ?? `pseudo-${index}`}:${item.moduleIndex}`}
                inspectionId={form.id}
                item={item}
                submittedOn={form.submittedOn}
              />
            ))}
          </ul>
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Title order={3} size="h5">
              Images
            </Title>
            <FlaggedImages files={form.ImageUrls} />
          </Stack>
        </Paper>
        {form.certification && (
          <Paper withBorder p="md" radius="md">
            <Stack gap="sm">
              <Title order={3} size="h5">
                Certification
              </Title>
              <Text size="sm">{m.certification}</Text>
              <Signature form={form} />
            </Stack>
          </Paper>
        )}
      </Stack>
    </PageFrame>
  );
}
