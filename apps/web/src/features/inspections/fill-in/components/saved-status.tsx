import { useState } from 'react';
import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconHistory } from '@tabler/icons-react';
import { inspectionMessages, type InspectionDetails } from '@envirotrack/shared';
import { formatStamp } from '../model/stamps';

/** Who submitted and last updated the saved inspection, its history, and a change after signing. */
export function SavedStatus({ details }: { details: InspectionDetails }) {
  const [history, setHistory] = useState(false);
  const edited = details.editedAfterSigning;
  return (
    <Stack gap="xs">
      <Alert color="blue" variant="light" icon={<IconHistory size={18} />} title="Saved inspection">
        <Text size="sm">
          Submitted by <b>{details.submittedBy.name}</b> on {formatStamp(details.submittedAt)}
          {details.version > 1 && (
            <>
              {' · '}last updated by <b>{details.updatedBy.name}</b> on {formatStamp(details.updatedAt)}
            </>
          )}
          {details.signature && (
            <>
              {' · '}signed by <b>{details.signature.signedBy.name}</b> on{' '}
              {formatStamp(details.signature.signedAt)}
            </>
          )}
          {details.versions.length > 1 && (
            <>
              {' · '}
              <Anchor component="button" size="sm" onClick={() => setHistory((shown) => !shown)}>
                {history ? 'Hide history' : `History (${details.versions.length} versions)`}
              </Anchor>
            </>
          )}
        </Text>
        {history && (
          <List size="sm" mt="xs" spacing={2}>
            {details.versions.map((v) => (
              <List.Item key={v.version}>
                Version {v.version}: {v.savedBy.name}, {formatStamp(v.savedAt)}
                {v.changedQuestionIds.length > 0 && ` (${v.changedQuestionIds.length} answers changed)`}
                {v.signedBy && `, signed by ${v.signedBy.name}`}
              </List.Item>
            ))}
          </List>
        )}
      </Alert>
      {edited && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
          {inspectionMessages.editedAfterSigning(edited.by.name, formatStamp(edited.at))}
        </Alert>
      )}
    </Stack>
  );
}
