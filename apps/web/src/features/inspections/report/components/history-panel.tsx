import { useState } from 'react';
import { Badge, Button, Group, Loader, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowsDiff, IconEye } from '@tabler/icons-react';
import {
  answerChanges,
  flatQuestions,
  formatMoment,
  moduleSuffix,
  reportDetailMessages,
  shownAnswer,
  type ReportDetails,
} from '@envirotrack/shared';
import { useReportVersions } from '../../api/get-report-version';
import classes from './history.module.css';

interface HistoryPanelProps {
  report: ReportDetails;
  /** The version shown above (null: the latest). */
  viewing: number | null;
  onView: (version: number | null) => void;
}

/**
 * Every saved version of the report (who, when, which answers changed); any one can be shown as it was, and
 * two compared side by side. Beyond the spec: the record's integrity (docs/decisions.md, 'Report detail').
 */
export function HistoryPanel({ report, viewing, onView }: HistoryPanelProps) {
  const questions = flatQuestions(report.questions);
  const textOf = (id: number) => questions.find((q) => q.questionId === id)?.question ?? `Question ${id}`;
  const latest = report.version;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby="report-history"
      className="no-print"
    >
      <Stack gap="sm">
        <Title order={3} size="h4" id="report-history">
          {reportDetailMessages.historyTitle}
        </Title>
        <Table.ScrollContainer minWidth={640} type="native">
          <Table verticalSpacing={6} className={classes.table}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Version</Table.Th>
                <Table.Th>Saved by</Table.Th>
                <Table.Th>Saved at</Table.Th>
                <Table.Th>Answers changed</Table.Th>
                <Table.Th>
                  <span className={classes.hidden}>Show</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {[...report.versions].reverse().map((v) => {
                const shown = (viewing ?? latest) === v.version;
                return (
                  <Table.Tr
                    key={v.version}
                    aria-current={shown ? 'true' : undefined}
                    className={shown ? classes.current : undefined}
                  >
                    <Table.Td>
                      <Group gap={6}>
                        {v.version}
                        {v.version === latest && (
                          <Badge size="xs" variant="light">
                            Latest
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>{v.savedBy.name}</Table.Td>
                    <Table.Td>{formatMoment(new Date(v.savedAt))}</Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        {v.version === 1
                          ? 'First submission'
                          : v.changedQuestionIds.length
                            ? v.changedQuestionIds.map(textOf).join('; ')
                            : 'No answers changed'}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant={shown ? 'filled' : 'default'}
                        leftSection={<IconEye size={14} />}
                        aria-pressed={shown}
                        aria-label={`Show version ${v.version}`}
                        onClick={() => onView(v.version === latest ? null : v.version)}
                      >
                        {shown ? 'Shown' : 'Show'}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {report.versions.length > 1 && <CompareVersions report={report} />}
      </Stack>
    </Paper>
  );
}

function CompareVersions({ report }: { report: ReportDetails }) {
  const options = report.versions.map((v) => ({
    value: String(v.version),
    label: `Version ${v.version} (${v.savedBy.name})`,
  }));
  const [from, setFrom] = useState<string | null>(String(Math.max(report.version - 1, 1)));
  const [to, setTo] = useState<string | null>(String(report.version));
  const [shown, setShown] = useState<[number, number] | null>(null);
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="sm">
        <Select
          label="Compare version"
          data={options}
          value={from}
          onChange={setFrom}
          allowDeselect={false}
          w={240}
        />
        <Select
          label="with version"
          data={options}
          value={to}
          onChange={setTo}
          allowDeselect={false}
          w={240}
        />
        <Button
          variant="light"
          leftSection={<IconArrowsDiff size={16} />}
          disabled={!from || !to || from === to}
          onClick={() => setShown([Number(from), Number(to)])}
        >
          Compare
        </Button>
      </Group>
      {shown && <Changes report={report} from={shown[0]} to={shown[1]} />}
    </Stack>
  );
}

function Changes({ report, from, to }: { report: ReportDetails; from: number; to: number }) {
  const [a, b] = useReportVersions(report.inspectionId, [from, to]);
  if (!a?.data || !b?.data)
    return a?.isError || b?.isError ? (
      <Text size="sm">{reportDetailMessages.versionNotFound}</Text>
    ) : (
      <Loader size="sm" />
    );
  const changes = answerChanges(report.questions, a.data.answers, b.data.answers);
  const questions = flatQuestions(report.questions);
  const typeOf = (id: number) =>
    questions.find((q) => q.questionId === id) ?? { questionType: 'Text' as const };
  return (
    <section aria-label={reportDetailMessages.compareTitle(from, to)}>
      <Title order={4} size="h5" mb="xs">
        {reportDetailMessages.compareTitle(from, to)}
      </Title>
      {changes.length === 0 ? (
        <Text size="sm">{reportDetailMessages.noChanges}</Text>
      ) : (
        <Table.ScrollContainer minWidth={600} type="native">
          <Table withTableBorder withColumnBorders className={classes.diff}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Question</Table.Th>
                <Table.Th>Version {from}</Table.Th>
                <Table.Th>Version {to}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {changes.map((c) => (
                <Table.Tr key={`${c.questionId}:${c.moduleIndex}`}>
                  <Table.Td>
                    {c.questionNum ? `${c.questionNum}. ` : ''}
                    {c.question}
                    {moduleSuffix(c.moduleIndex)}
                  </Table.Td>
                  <Table.Td className={classes.before}>
                    {shownAnswer(typeOf(c.questionId), c.before)}
                  </Table.Td>
                  <Table.Td className={classes.after}>{shownAnswer(typeOf(c.questionId), c.after)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}
