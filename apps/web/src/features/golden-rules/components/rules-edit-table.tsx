import { useState } from 'react';
import { ActionIcon, Button, Group, NumberInput, Table, Textarea, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  DEFAULT_RULE_PRIORITY,
  GOLDEN_RULE_MAX_LENGTH,
  GOLDEN_RULE_PRIORITY_MAX,
  goldenRuleMessages,
  type GoldenRule,
  type GoldenRulesBody,
} from '@envirotrack/shared';

interface Row {
  key: number;
  rule: string;
  priority: number | '';
}

interface RulesEditTableProps {
  rules: readonly GoldenRule[];
  pending: boolean;
  onCancel: () => void;
  onUpdate: (body: GoldenRulesBody) => void;
}

let nextKey = 1;
const newRow = (rule = '', priority: number | '' = ''): Row => ({ key: nextKey++, rule, priority });

/**
 * The edit table of spec 3 §2.10: Rules, Priority, Action (trash). A row with a priority needs a rule; an
 * empty row is left out; an empty priority is saved as 999 (spec 3 §5).
 */
export function RulesEditTable({ rules, pending, onCancel, onUpdate }: RulesEditTableProps) {
  const [rows, setRows] = useState<Row[]>(() => [...rules.map((r) => newRow(r.rule, r.priority)), newRow()]);
  const [missing, setMissing] = useState<Set<number>>(new Set());
  const change = (key: number, patch: Partial<Row>) =>
    setRows((all) => all.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  const update = () => {
    const kept = rows.filter((row) => row.rule.trim() || row.priority !== '');
    const blank = new Set(kept.filter((row) => !row.rule.trim()).map((row) => row.key));
    setMissing(blank);
    if (blank.size) return;
    onUpdate({
      rules: kept.map((row) => ({
        rule: row.rule.trim(),
        priority: row.priority === '' ? null : row.priority,
      })),
    });
  };

  return (
    <>
      <Table.ScrollContainer minWidth={480}>
        <Table verticalSpacing="sm" aria-label="Edit golden rules">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Rules</Table.Th>
              <Table.Th w={140}>Priority</Table.Th>
              <Table.Th w={80}>Action</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => (
              <Table.Tr key={row.key}>
                <Table.Td>
                  <Textarea
                    aria-label={`Rule ${index + 1}`}
                    autosize
                    minRows={1}
                    maxLength={GOLDEN_RULE_MAX_LENGTH}
                    value={row.rule}
                    error={missing.has(row.key) ? goldenRuleMessages.ruleRequired : undefined}
                    onChange={(event) => change(row.key, { rule: event.currentTarget.value })}
                  />
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label={`Priority of rule ${index + 1}`}
                    placeholder={String(DEFAULT_RULE_PRIORITY)}
                    min={0}
                    max={GOLDEN_RULE_PRIORITY_MAX}
                    allowDecimal={false}
                    allowNegative={false}
                    value={row.priority}
                    onChange={(value) =>
                      change(row.key, { priority: typeof value === 'number' ? value : '' })
                    }
                  />
                </Table.Td>
                <Table.Td>
                  <Tooltip label="Delete rule" openDelay={400}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Delete rule ${index + 1}`}
                      onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Tooltip>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between">
        <Button
          variant="subtle"
          leftSection={<IconPlus size={16} />}
          onClick={() => setRows((all) => [...all, newRow()])}
        >
          {goldenRuleMessages.addAnother}
        </Button>
        <Group gap="sm">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button onClick={update} loading={pending}>
            Update
          </Button>
        </Group>
      </Group>
    </>
  );
}
