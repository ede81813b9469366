import { useState } from 'react';
import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { can, goldenRuleMessages, messages } from '@envirotrack/shared';
import { PageFrame } from '../../../components/page-frame';
import { PageLoader } from '../../../components/page-loader';
import { ApiError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useGoldenRules, useSaveGoldenRules } from '../api/golden-rules';
import { RulesEditTable } from '../components/rules-edit-table';

const TITLE = 'Golden Rules';

/**
 * `/golden-rules` (spec 3 §2.10): the organisation's rules numbered by priority, or 'No Rules Found'; L2 and
 * L1 acting in the organisation switch to the edit table with 'Add Another Rule' (docs/decisions.md).
 */
export function GoldenRulesRoute() {
  const session = useSession();
  const rules = useGoldenRules();
  const save = useSaveGoldenRules();
  const [editing, setEditing] = useState(false);
  const mayEdit = session ? can.editGoldenRules(session.Access_Level) : false;

  if (rules.error instanceof ApiError && rules.error.status === 403)
    return (
      <PageFrame title={TITLE} size="md">
        <Alert color="yellow">{rules.error.message}</Alert>
      </PageFrame>
    );

  return (
    <PageFrame title={TITLE} size="md">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <PageLoader query={rules}>
          {(list) =>
            editing ? (
              <Stack gap="md">
                {save.isError && (
                  <Alert
                    color="red"
                    id={goldenRuleMessages.failed}
                    data-testid={goldenRuleMessages.failed}
                    role="alert"
                  >
                    {save.error instanceof Error ? save.error.message : messages.genericFailure}
                  </Alert>
                )}
                <RulesEditTable
                  rules={list}
                  pending={save.isPending}
                  onCancel={() => {
                    save.reset();
                    setEditing(false);
                  }}
                  onUpdate={(body) =>
                    save.mutate(body, {
                      onSuccess: () => {
                        notifySuccess(goldenRuleMessages.saved);
                        setEditing(false);
                      },
                    })
                  }
                />
              </Stack>
            ) : (
              <Stack gap="md">
                {list.length ? (
                  <ol aria-label={TITLE} style={{ margin: 0, paddingInlineStart: '1.5rem' }}>
                    {list.map((rule) => (
                      <li key={rule.ruleNum} style={{ marginBottom: '0.5rem' }}>
                        <Text style={{ whiteSpace: 'pre-wrap' }}>{rule.rule}</Text>
                      </li>
                    ))}
                  </ol>
                ) : (
                  <Text>{goldenRuleMessages.none}</Text>
                )}
                {mayEdit && (
                  <Button
                    variant="light"
                    leftSection={<IconPlus size={16} />}
                    style={{ alignSelf: 'flex-start' }}
                    onClick={() => {
                      save.reset();
                      setEditing(true);
                    }}
                  >
                    {goldenRuleMessages.addAnother}
                  </Button>
                )}
              </Stack>
            )
          }
        </PageLoader>
      </Paper>
    </PageFrame>
  );
}
