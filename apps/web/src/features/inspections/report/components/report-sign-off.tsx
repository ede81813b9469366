import { Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconShieldCheck } from '@tabler/icons-react';
import { inspectionMessages, reportDay, reportDetailMessages, type SignatureInfo } from '@envirotrack/shared';
import { useAuthorizedObjectUrl } from '../../../../lib/use-file-url';
import classes from './report.module.css';

interface ReportSignOffProps {
  names: readonly string[];
  declaration: boolean;
  signature: SignatureInfo | null;
  /** Who changed the answers after the signature, and when (when known). */
  changedBy: { name: string; at: string } | null;
  /** Housekeeping sign-offs: 'Plant Leadperson' or 'Shop Leadperson' and the person named (NA when none). */
  leadPerson?: { label: string; name: string | null };
}

/** The certification (when the form requires it), the signature and whether it still covers the answers. */
export function ReportSignOff({ names, declaration, signature, changedBy, leadPerson }: ReportSignOffProps) {
  const [first, ...others] = names;
  return (
    <Stack gap="sm">
      {leadPerson && (
        <Text size="sm" data-testid="lead-person">
          <Text span fw={700}>
            {leadPerson.label}:
          </Text>{' '}
          {leadPerson.name ?? 'NA'}
        </Text>
      )}
      {declaration && (
        <Paper bg="gray.0" p="sm" radius="sm" className={classes.declaration}>
          <Text size="sm" data-testid="declaration">
            {inspectionMessages.declaration}
          </Text>
        </Paper>
      )}
      <div className={classes.signatures}>
        <div className={classes.signatureBlock}>
          <Text size="sm" fw={700}>
            {first}
          </Text>
          {signature ? (
            <SignatureImage signature={signature} />
          ) : (
            <Text size="sm">{inspectionMessages.noSignature}</Text>
          )}
        </div>
        {others.map((name) => (
          <div key={name} className={classes.signatureBlock}>
            <Text size="sm" fw={700}>
              {name}
            </Text>
            <div className={classes.signatureLine} />
          </div>
        ))}
      </div>
      {signature && <Integrity signature={signature} changedBy={changedBy} />}
    </Stack>
  );
}

function SignatureImage({ signature }: { signature: SignatureInfo }) {
  const image = useAuthorizedObjectUrl(signature.url);
  return (
    <Stack gap={4}>
      <div className={classes.signatureFrame}>
        {image.src ? (
          <img src={image.src} alt={`Signature of ${signature.signedBy.name}`} />
        ) : image.failed ? (
          <Text size="sm">{inspectionMessages.noSignature}</Text>
        ) : (
          <Loader size="sm" aria-label="Loading the signature" />
        )}
      </div>
      <Text size="xs">
        Signed by {signature.signedBy.name} on {reportDay(signature.signedAt)}
      </Text>
    </Stack>
  );
}

function Integrity({
  signature,
  changedBy,
}: Pick<ReportSignOffProps, 'changedBy'> & { signature: SignatureInfo }) {
  if (signature.matchesAnswers)
    return (
      <Group gap={6} className={classes.integrityOk} data-testid="signature-integrity">
        <IconShieldCheck size={16} aria-hidden />
        <Text size="sm">{reportDetailMessages.signedUnchanged}</Text>
      </Group>
    );
  return (
    <Group gap={6} className={classes.integrityChanged} data-testid="signature-integrity">
      <IconAlertTriangle size={16} aria-hidden />
      <Text size="sm">
        {changedBy
          ? reportDetailMessages.changedAfterSigning(changedBy.name, reportDay(changedBy.at))
          : reportDetailMessages.changedAfterSigning('another user', reportDay(signature.signedAt))}
      </Text>
    </Group>
  );
}
